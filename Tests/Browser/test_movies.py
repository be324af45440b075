"""The Movies scene in a real Chromium, with JavaScript on and off: search, paging to the last page,
details and back with the list intact, suggestions, and an error state with Retry."""

import json
import os
import re
import unicodedata

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import choose_language, settled

MOVIES_JSON = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "SampleData", "Resources", "movies.json")


def fold(text):
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


def match_count(query):
    """How many bundled movies match `query` (MovieCatalog's rule: every word occurs in the title)."""
    with open(MOVIES_JSON, encoding="utf-8") as file:
        movies = json.load(file)
    words = fold(query).split()
    return sum(1 for movie in movies if all(word in fold(movie["title"]) for word in words))


def shown_text(element):
    """What a sighted reader sees of `element`: its text without the words only a screen reader hears."""
    return element.parent.execute_script("""
        const copy = arguments[0].cloneNode(true);
        copy.querySelectorAll('.visually-hidden').forEach(node => node.remove());
        return copy.textContent.replace(/\\s+/g, ' ').trim()""", element)


def rows(browser):
    return browser.find_elements(By.CSS_SELECTOR, ".movie-row")


def search(browser, url, query):
    browser.get(url + "/movies")

    def submit(driver):
        field = driver.find_element(By.ID, "movies-query")
        field.clear()
        field.send_keys(query)
        driver.find_element(By.CSS_SELECTOR, ".movies-search button[type=submit]").click()
        return True

    # Typed and submitted in one try, retried while the page swaps the form (suggestions shown as the query is
    # typed) or reloads itself (a window found gone): in the full suite the field was once not interactable, and
    # the button once stale, right after the page loaded.
    settled(browser, submit)
    # 20 s: on a loaded CI machine a failed search's page once took over 10 s to show its error.
    # Within the results: the page it was typed on lists the popular movies' rows.
    WebDriverWait(browser, 20).until(
        lambda driver: driver.find_elements(
            By.CSS_SELECTOR, "#movies-results .movie-row, #movies-results .error, #movies-results .empty"))


def load_more(browser):
    """One step towards the last page: scroll (JavaScript loads the next page by itself) or click."""
    if browser.javascript_enabled:
        browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    else:
        links = browser.find_elements(By.ID, "movies-more")
        if links:
            links[0].click()
    return browser.find_elements(By.CSS_SELECTOR, "#movies-results .list-end")


def at_least(count):
    """A wait condition: `count` rows are shown; until then, one more step of paging per poll."""
    def check(driver):
        if len(rows(driver)) >= count:
            return True
        load_more(driver)
        return False
    return check


def test_search_shows_the_first_page(strata, browser):
    search(browser, strata.url, "night")
    assert "query=night" in browser.current_url
    assert len(rows(browser)) == 20
    first = rows(browser)[0]
    assert first.find_element(By.CSS_SELECTOR, ".movie-title").text
    facts = shown_text(first.find_element(By.CSS_SELECTOR, ".movie-release"))
    assert re.fullmatch(r"\d{4}( · ★ \d+\.\d)?|Release date to be announced( · ★ \d+\.\d)?", facts), facts
    thumbnail = first.find_element(By.TAG_NAME, "img").get_attribute("src")
    assert thumbnail.startswith(strata.url + "/movies/posters/")


def test_paging_reaches_the_last_page(strata, browser):
    expected = match_count("star")
    assert expected > 40  # several pages
    search(browser, strata.url, "star")
    WebDriverWait(browser, 30, poll_frequency=0.3).until(lambda driver: load_more(driver))
    assert len(rows(browser)) == expected
    assert not browser.find_elements(By.ID, "movies-more")
    ids = [row.find_element(By.TAG_NAME, "a").get_attribute("href") for row in rows(browser)]
    assert len(set(ids)) == len(ids)


def test_a_movie_opens_and_the_list_is_intact_on_return(strata, browser):
    search(browser, strata.url, "love")
    WebDriverWait(browser, 20, poll_frequency=0.3).until(at_least(40))
    count = len(rows(browser))
    row = rows(browser)[25]
    title = row.find_element(By.CSS_SELECTOR, ".movie-title").text
    row.find_element(By.TAG_NAME, "a").click()
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".movie-details"))
    assert browser.find_element(By.TAG_NAME, "h1").text == title
    assert "/movies/posters/" in browser.find_element(By.CSS_SELECTOR, ".movie-poster").get_attribute("src")
    browser.find_element(By.CSS_SELECTOR, ".movies-back a").click()
    # The way back names the pages the row was on, so the row is there again (with JavaScript, more may load).
    WebDriverWait(browser, 10).until(lambda driver: len(rows(driver)) >= min(count, 40))
    assert rows(browser)[25].find_element(By.CSS_SELECTOR, ".movie-title").text == title


def test_suggestions_list_the_last_two_searches(strata, browser):
    search(browser, strata.url, "copper")
    search(browser, strata.url, "odile")
    browser.get(strata.url + "/movies")
    suggestions = browser.find_element(By.CSS_SELECTOR, ".movies-suggestions")
    assert not suggestions.is_displayed()
    browser.find_element(By.ID, "movies-query").click()
    assert suggestions.is_displayed()
    links = suggestions.find_elements(By.CSS_SELECTOR, "a")
    assert [link.text for link in links][:2] == ["odile", "copper"]
    links[1].click()
    WebDriverWait(browser, 10).until(lambda driver: rows(driver))
    assert "query=copper" in browser.current_url
    assert len(rows(browser)) == min(20, match_count("copper"))


def test_an_api_failure_shows_the_error_and_retry_recovers(staged_strata, staging, browser):
    query = "midnight" if browser.javascript_enabled else "nightfall"
    staging.set_fault("/3/search/movie", "status=500")
    search(browser, staged_strata.url, query)
    error = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "#movies-results .error").text)
    assert "The service is having trouble" in error
    assert not rows(browser)
    staging.clear_faults()
    settled(browser, lambda b: b.find_element(By.ID, "movies-retry").click() or True)
    WebDriverWait(browser, 10).until(lambda driver: rows(driver))
    assert not browser.find_elements(By.CSS_SELECTOR, "#movies-results .error")
    assert len(rows(browser)) == min(20, match_count(query))


def test_suggestions_float_over_the_results_and_follow_what_is_typed(strata, js_browser):
    browser = js_browser
    for query in ("copper", "cobalt", "odile"):
        search(browser, strata.url, query)
    results = browser.find_element(By.ID, "movies-results")
    top = results.rect["y"]
    field = browser.find_element(By.ID, "movies-query")
    field.click()
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("co")
    suggestions = browser.find_element(By.CSS_SELECTOR, ".movies-suggestions")
    assert suggestions.is_displayed()
    assert results.rect["y"] == top  # nothing below the field moved
    visible = [link.text for link in suggestions.find_elements(By.CSS_SELECTOR, "a") if link.is_displayed()]
    # Other tests of this app searched too; every query shown starts with "co", and "odile" is hidden.
    assert visible[:2] == ["cobalt", "copper"] and all(text.startswith("co") for text in visible)
    # The field is a combobox: the arrows move the highlight while the focus stays in the field
    # (test_movie_suggestions.py tests it all).
    field.send_keys(Keys.ARROW_DOWN)
    assert browser.find_element(By.ID, field.get_attribute("aria-activedescendant")).text == visible[0]
    field.send_keys(Keys.ARROW_DOWN)
    assert browser.find_element(By.ID, field.get_attribute("aria-activedescendant")).text == visible[1]
    field.send_keys(Keys.ESCAPE)
    assert browser.switch_to.active_element.get_attribute("id") == "movies-query"
    assert not suggestions.is_displayed()


def test_without_javascript_a_results_page_offers_every_recent_search_but_its_own_query(strata, browser):
    if browser.javascript_enabled:
        return  # the script filters them as the user types, tested above
    for query in ("copper", "cobalt", "odile", "co"):
        search(browser, strata.url, query)
    browser.get(strata.url + "/movies?query=co")
    items = browser.find_elements(By.CSS_SELECTOR, ".movies-suggestions-list li")
    shown = [item.get_attribute("textContent") for item in items if item.get_attribute("hidden") is None]
    # The field holds the page's own query, so the others are what the reader may want next.
    assert {"cobalt", "copper", "odile"} <= set(shown) and "co" not in shown


def test_a_long_query_is_cut_and_the_page_does_not_grow_sideways(strata, browser):
    browser.set_window_size(390, 844)
    try:
        search(browser, strata.url, "x" * 3000)
        value = browser.find_element(By.ID, "movies-query").get_attribute("value")
        assert len(value) == 100
        width = browser.execute_script("return document.documentElement.scrollWidth")
        assert width <= 390
    finally:
        browser.set_window_size(1280, 900)


def most_popular_match(query):
    """The bundled movie a search for `query` lists first (most popular, then lowest id)."""
    with open(MOVIES_JSON, encoding="utf-8") as file:
        movies = json.load(file)
    words = fold(query).split()
    matches = [movie for movie in movies if all(word in fold(movie["title"]) for word in words)]
    return min(matches, key=lambda movie: (-movie["popularity"], movie["id"]))


def shows_korean_movies(browser, url):
    """On a Korean page, the list and the details of a movie show its Korean title and overview."""
    choose_language(browser, url, "ko")
    try:
        movie = most_popular_match("nightingale")
        korean = movie["translations"]["ko"]
        browser.get(url + "/movies?query=nightingale")
        WebDriverWait(browser, 10).until(lambda driver: rows(driver))
        first = rows(browser)[0]
        assert first.find_element(By.CSS_SELECTOR, ".movie-title").text == korean["title"]
        first.find_element(By.TAG_NAME, "a").click()
        WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".movie-details"))
        assert browser.find_element(By.TAG_NAME, "h1").text == korean["title"]
        assert korean["overview"] in browser.find_element(By.CSS_SELECTOR, ".movie-details").text
        # The English page of the same list still shows the English title: the cache keeps the languages apart.
        choose_language(browser, url, "en")
        browser.get(url + "/movies?query=nightingale")
        WebDriverWait(browser, 10).until(lambda driver: rows(driver))
        assert rows(browser)[0].find_element(By.CSS_SELECTOR, ".movie-title").text == movie["title"]
    finally:
        choose_language(browser, url, None)


def test_a_korean_page_shows_korean_titles_and_overviews_in_dev(strata, browser):
    shows_korean_movies(browser, strata.url)


def test_a_korean_page_asks_tmdb_in_korean(staged_strata, browser):
    shows_korean_movies(browser, staged_strata.url)


def bundled_movies():
    with open(MOVIES_JSON, encoding="utf-8") as file:
        return json.load(file)


def popular_titles(count=20):
    """The bundled movies' titles TMDB's popular list starts with: by popularity, then id."""
    ranked = sorted(bundled_movies(), key=lambda movie: (-movie["popularity"], movie["id"]))
    return [movie["title"] for movie in ranked[:count]]


def shown_popular_titles(browser, url):
    browser.get(url + "/movies")
    WebDriverWait(browser, 20).until(
        lambda driver: driver.find_elements(By.CSS_SELECTOR, "#movies-popular .movie-row, #movies-popular .error"))
    return [title.text for title in browser.find_elements(By.CSS_SELECTOR, "#movies-popular .movie-title")]


def test_the_scene_opens_on_the_popular_movies(strata, browser):
    assert shown_popular_titles(browser, strata.url) == popular_titles()
    heading = browser.find_element(By.CSS_SELECTOR, ".movies-popular-heading").text
    assert heading == "Popular movies"
    assert not browser.find_elements(By.ID, "movies-results")


def test_the_popular_movies_come_from_tmdbs_popular_list_in_alpha(staged_strata, browser):
    assert shown_popular_titles(browser, staged_strata.url) == popular_titles()


def test_a_search_says_how_many_it_found_and_each_row_its_year_and_rating(strata, browser):
    search(browser, strata.url, "star")
    count = browser.find_element(By.CSS_SELECTOR, "#movies-results .movies-count").text
    assert count == f"{match_count('star')} results"
    by_id = {movie["id"]: movie for movie in bundled_movies()}
    for row in rows(browser):
        link = row.find_element(By.CSS_SELECTOR, ".movie-title a").get_attribute("href")
        movie = by_id[int(re.search(r"/movies/(\d+)\?", link).group(1))]
        facts = shown_text(row.find_element(By.CSS_SELECTOR, ".movie-release"))
        year = movie["releaseDate"][:4] if movie.get("releaseDate") else "Release date to be announced"
        rating = f" · ★ {movie['voteAverage']:.1f}" if movie["voteAverage"] > 0 else ""
        assert facts == year + rating, (movie["title"], facts)


def test_details_show_the_rating(strata, browser):
    movie = next(movie for movie in bundled_movies() if movie["voteAverage"] > 0 and movie["voteCount"] > 0)
    browser.get(f"{strata.url}/movies/{movie['id']}")
    facts = WebDriverWait(browser, 20).until(
        lambda driver: driver.find_elements(By.CSS_SELECTOR, ".movie-details .movie-facts"))[0]
    assert shown_text(facts).startswith(f"★ {movie['voteAverage']:.1f} · ")
    # A screen reader hears the word, not the star.
    rating = facts.find_element(By.CSS_SELECTOR, ".movie-rating")
    assert rating.find_element(By.CSS_SELECTOR, ".visually-hidden").get_attribute("textContent") == "Rating "
