"""The web ring as an app with a window per tab: tabs stay independent, every page renders its URL (a copied
link, a new browser, an expired session), a page holds one live stream, updates keep focus, and the first
paint comes at once."""

import json
import time
import urllib.request

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Strata, make_driver


def rows(browser):
    return browser.find_elements(By.CSS_SELECTOR, ".movie-row")


def titles(browser):
    """The rows' titles, read again if a live update replaced them while reading (the page's DOM is the signal)."""
    def read(driver):
        return ("read", [row.find_element(By.CSS_SELECTOR, ".movie-title").text for row in rows(driver)])

    return WebDriverWait(browser, 10, poll_frequency=0.1, ignored_exceptions=[StaleElementReferenceException]).until(
        read)[1]


def wait_rows(browser, count, timeout=15):
    WebDriverWait(browser, timeout, poll_frequency=0.2).until(lambda driver: len(rows(driver)) >= count)


def scroll_to_end(browser):
    browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")


def range_text(browser):
    elements = browser.find_elements(By.CSS_SELECTOR, ".pokemon-range")
    return elements[0].text if elements else ""


@pytest.fixture(scope="module")
def short_sessions():
    """The app in dev whose browser sessions end after 2 idle seconds."""
    server = Strata(extra_env={"STRATA_SESSION_IDLE_SECONDS": "2"})
    yield server
    server.stop()


@pytest.fixture(scope="module")
def staged_short_sessions(staging):
    """The app on the staging API (real phase) whose browser sessions end after 2 idle seconds."""
    env = {name: staging.url for name in ("TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL")}
    env.update(TMDB_API_KEY="browser-test", STRATA_SESSION_IDLE_SECONDS="2")
    server = Strata(phase="real", extra_env=env)
    yield server
    server.stop()
    staging.clear_faults()


@pytest.fixture
def second_browser(request):
    """Another browser (its own cookies), with JavaScript as the test's `browser`."""
    driver = make_driver(javascript=request.getfixturevalue("browser").javascript_enabled)
    yield driver
    driver.quit()


def test_two_tabs_with_different_queries_stay_independent(strata, js_browser):
    browser = js_browser
    browser.get(strata.url + "/movies?query=star")
    wait_rows(browser, 20)
    star = titles(browser)
    first_tab = browser.current_window_handle
    browser.switch_to.new_window("tab")
    browser.get(strata.url + "/movies?query=night")
    wait_rows(browser, 20)
    night = titles(browser)
    scroll_to_end(browser)
    wait_rows(browser, 40)

    browser.switch_to.window(first_tab)
    assert browser.find_element(By.ID, "movies-query").get_attribute("value") == "star"
    assert titles(browser) == star
    scroll_to_end(browser)
    wait_rows(browser, 40)
    assert titles(browser)[:20] == star
    WebDriverWait(browser, 5).until(lambda driver: "pages=2" in driver.current_url)
    assert "query=star" in browser.current_url

    second_tab = [handle for handle in browser.window_handles if handle != first_tab][0]
    browser.switch_to.window(second_tab)
    assert browser.find_element(By.ID, "movies-query").get_attribute("value") == "night"
    assert titles(browser)[:20] == night
    assert len(rows(browser)) == 40


def test_two_tabs_with_different_pokemon_offsets_stay_independent(strata, js_browser):
    browser = js_browser
    browser.get(strata.url + "/pokemon")
    first_tab = browser.current_window_handle
    browser.switch_to.new_window("tab")
    browser.get(strata.url + "/pokemon?offset=50")
    assert range_text(browser) == "51–60 of 151"
    browser.find_element(By.CSS_SELECTOR, ".pokemon-next").click()
    WebDriverWait(browser, 10).until(lambda driver: range_text(driver) == "61–70 of 151")

    browser.switch_to.window(first_tab)
    assert range_text(browser) == "1–10 of 151"
    assert browser.current_url.endswith("/pokemon")


def test_a_retry_in_one_tab_leaves_the_other_alone(staged_strata, staging, js_browser):
    browser = js_browser
    browser.get(staged_strata.url + "/movies?query=garden")
    wait_rows(browser, 1)
    garden = titles(browser)
    first_tab = browser.current_window_handle
    staging.set_fault("/3/search/movie", "status=500")
    browser.switch_to.new_window("tab")
    browser.get(staged_strata.url + "/movies?query=velvet")
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.ID, "movies-retry"))
    staging.clear_faults()
    browser.find_element(By.ID, "movies-retry").click()
    wait_rows(browser, 1)
    assert "query=velvet" in browser.current_url

    browser.switch_to.window(first_tab)
    assert titles(browser) == garden
    assert browser.find_element(By.ID, "movies-query").get_attribute("value") == "garden"


def test_six_tabs_of_movies_all_load_and_stay_live(strata, js_browser):
    browser = js_browser
    queries = ["star", "night", "love", "city", "the", "last"]
    for index, query in enumerate(queries):
        if index:
            browser.switch_to.new_window("tab")
        started = time.monotonic()
        browser.get(f"{strata.url}/movies?query={query}")
        wait_rows(browser, 1, timeout=10)
        assert time.monotonic() - started < 10, f"tab {index + 1} took too long"
    # The last tab still gets live updates: its stream is open beside the others.
    count = len(rows(browser))
    if browser.find_elements(By.ID, "movies-more"):
        scroll_to_end(browser)
        wait_rows(browser, count + 1)


def test_a_url_copied_after_infinite_scroll_reopens_the_same_rows_in_a_new_browser(strata, js_browser):
    js_browser.get(strata.url + "/movies?query=love")
    wait_rows(js_browser, 20)
    for count in (40, 60):
        scroll_to_end(js_browser)
        wait_rows(js_browser, count)
    WebDriverWait(js_browser, 5).until(lambda driver: "pages=3" in driver.current_url)
    copied = js_browser.current_url
    shown = titles(js_browser)[:60]

    for javascript in (True, False):
        other = make_driver(javascript=javascript)
        try:
            other.get(copied)
            wait_rows(other, 60)
            assert titles(other)[:60] == shown
        finally:
            other.quit()


def test_a_details_address_opens_in_a_new_browser(strata, browser, second_browser):
    browser.get(strata.url + "/movies?query=night")
    wait_rows(browser, 5)
    row = rows(browser)[4]
    title = row.find_element(By.CSS_SELECTOR, ".movie-title").text
    address = row.find_element(By.TAG_NAME, "a").get_attribute("href")

    second_browser.get(address)
    WebDriverWait(second_browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".movie-details h1"))
    assert second_browser.find_element(By.CSS_SELECTOR, ".movie-details h1").text == title
    second_browser.find_element(By.CSS_SELECTOR, ".movies-back a").click()
    wait_rows(second_browser, 5)
    assert titles(second_browser)[4] == title


def idle(browser, seconds):
    """Leaves the app idle: with JavaScript, the tab is hidden (so its live stream closes) behind another."""
    if not browser.javascript_enabled:
        time.sleep(seconds)
        return
    tab = browser.current_window_handle
    browser.switch_to.new_window("tab")
    time.sleep(seconds)
    browser.close()
    browser.switch_to.window(tab)


def click(browser, element_id):
    """Clicks the element once the page has it, found again if the page was replaced meanwhile (a reload of a
    window that is gone)."""
    def clicked(driver):
        elements = driver.find_elements(By.ID, element_id)
        if not elements:
            return False
        elements[0].click()
        return True

    WebDriverWait(browser, 10, poll_frequency=0.1, ignored_exceptions=[StaleElementReferenceException]).until(
        clicked)


def test_load_more_after_the_session_expired_keeps_the_screen(short_sessions, browser):
    browser.get(short_sessions.url + "/movies?query=star")
    wait_rows(browser, 20)
    shown = titles(browser)
    idle(browser, 3)

    def more(driver):
        if len(rows(driver)) >= 40:
            return True
        try:
            driver.find_element(By.ID, "movies-more").click()
        except Exception:
            pass  # replaced meanwhile, or loading by itself
        return False

    # With JavaScript the page may first reload (its window closed with the session), then act on its new
    # window or follow the link after the action's 5 s wait: 30 s leaves room for a loaded CI machine.
    WebDriverWait(browser, 30, poll_frequency=0.3).until(more)
    assert titles(browser)[:20] == shown
    assert browser.find_element(By.ID, "movies-query").get_attribute("value") == "star"
    assert "This form has expired" not in browser.page_source
    if not browser.javascript_enabled:
        assert browser.current_url.endswith("#movie-21")


def test_retry_after_the_session_expired_keeps_the_screen(staged_short_sessions, staging, browser):
    query = "harbor" if browser.javascript_enabled else "meadow"
    staging.set_fault("/3/search/movie", "status=500")
    browser.get(f"{staged_short_sessions.url}/movies?query={query}")
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.ID, "movies-retry"))
    staging.clear_faults()
    idle(browser, 3)
    # With JavaScript, a tab shown again whose window is gone renders its address again: the rows may already be
    # there; else Retry brings them.
    if not rows(browser):
        try:
            click(browser, "movies-retry")
        except Exception:
            pass
    WebDriverWait(browser, 15).until(lambda driver: rows(driver) or driver.find_elements(By.CSS_SELECTOR, "#movies-results .empty"))
    assert "This form has expired" not in browser.page_source
    assert browser.find_element(By.ID, "movies-query").get_attribute("value") == query


def test_a_keyboard_user_tabbing_through_a_loading_list_keeps_focus(strata, js_browser):
    browser = js_browser
    browser.get(strata.url + "/movies?query=star")
    wait_rows(browser, 20)
    last = rows(browser)[19].find_element(By.TAG_NAME, "a")
    browser.execute_script("arguments[0].focus()", last)
    # Tab onto "Load more": it scrolls into view and loads the next page, replacing itself while loading.
    browser.switch_to.active_element.send_keys(Keys.TAB)
    wait_rows(browser, 40)
    active = browser.switch_to.active_element
    assert active.tag_name == "a"
    assert active.get_attribute("id") == "movies-more" or browser.execute_script(
        "return arguments[0].closest('.movie-row') !== null", active)
    # The next Tab goes on through the list, not back to the top of the page.
    active.send_keys(Keys.TAB)
    focused = browser.switch_to.active_element
    row = browser.execute_script("return arguments[0].closest('.movie-row')?.id ?? null", focused)
    assert row is None or int(row.split("-")[1]) >= 20
    assert focused.get_attribute("id") != "movies-query"


def test_appending_a_page_keeps_the_focused_row(strata, js_browser):
    browser = js_browser
    browser.get(strata.url + "/movies?query=night")
    wait_rows(browser, 20)
    link = rows(browser)[10].find_element(By.TAG_NAME, "a")
    browser.execute_script("arguments[0].focus()", link)
    browser.execute_script("document.getElementById('movies-more').scrollIntoView()")
    wait_rows(browser, 40)
    assert browser.switch_to.active_element == link


def test_a_slow_upstream_shows_the_loading_state_at_once(staged_strata, staging, browser):
    query = "orchard" if browser.javascript_enabled else "lantern"
    staging.set_fault("/3/search/movie", "delay=5000")
    url = f"{staged_strata.url}/movies?query={query}"
    started = time.monotonic()
    if browser.javascript_enabled:
        browser.get(url)
        elapsed = time.monotonic() - started
        assert browser.find_elements(By.CSS_SELECTOR, "#movies-results .skeleton"), "no loading state"
    else:
        # Without JavaScript the loading page reloads itself at once (the app holds the reload while it
        # loads), and WebDriver waits for that reload; the first answer is read as a browser gets it.
        with urllib.request.urlopen(url, timeout=10) as answer:
            first = answer.read().decode()
        elapsed = time.monotonic() - started
        assert '<div class="skeleton skeleton-poster" aria-busy="true">' in first, "no loading state"
        assert '<meta http-equiv="refresh" content="0; url=' in first
    assert elapsed < 1.5, f"the first paint took {elapsed:.2f} s"
    staging.clear_faults()
    browser.get(url)
    WebDriverWait(browser, 20).until(lambda driver: rows(driver) or driver.find_elements(By.CSS_SELECTOR, "#movies-results .empty"))


def test_a_cached_query_shows_its_rows_at_once(staged_strata, staging, browser):
    query = "copper" if browser.javascript_enabled else "river"
    browser.get(f"{staged_strata.url}/movies?query={query}")
    WebDriverWait(browser, 15).until(lambda driver: rows(driver))
    shown = titles(browser)
    staging.set_fault("/3/search/movie", "delay=5000")
    started = time.monotonic()
    browser.get(f"{staged_strata.url}/movies?query={query}")
    elapsed = time.monotonic() - started
    assert titles(browser) == shown
    assert elapsed < 1.5, f"the cached page took {elapsed:.2f} s"


def open_windows_side_by_side(browser, base_url, count):
    """Opens `count` windows of the browser, each tiled beside the others and showing a Movies search."""
    handles = []
    for index in range(count):
        if index:
            browser.switch_to.new_window("window")
        browser.set_window_rect(x=(index % 5) * 256, y=(index // 5) * 450, width=256, height=450)
        browser.get(f"{base_url}/movies?query=the")
        wait_rows(browser, 1, timeout=10)
        browser.execute_script("window.strataMarker = 'not reloaded'")
        handles.append(browser.current_window_handle)
    return handles


def each_window_updates_in_place(browser, handles):
    for index, handle in enumerate(handles):
        browser.switch_to.window(handle)
        assert browser.execute_script("return document.visibilityState") == "visible", f"window {index + 1} is hidden"
        count = len(rows(browser))
        # "Load more" acts over the window's live updates: the rows are appended in place, without a new page.
        browser.execute_script("document.getElementById('movies-more')?.click()")
        wait_rows(browser, count + 1, timeout=10)
        assert browser.execute_script("return window.strataMarker") == "not reloaded", f"window {index + 1} reloaded"


@pytest.fixture
def logged_browser():
    """A browser with JavaScript whose pages' network requests are logged (its shared workers' are not)."""
    driver = make_driver(javascript=True, log_network=True)
    yield driver
    driver.quit()


def requested_by_pages(browser):
    """The URLs the browser's pages requested since the last call."""
    messages = (json.loads(entry["message"])["message"] for entry in browser.get_log("performance"))
    return [message["params"]["request"]["url"] for message in messages
            if message["method"] == "Network.requestWillBeSent"]


def test_ten_windows_side_by_side_all_load_and_update_over_one_shared_connection(strata, logged_browser):
    browser = logged_browser
    handles = open_windows_side_by_side(browser, strata.url, 10)
    each_window_updates_in_place(browser, handles)
    # The windows' updates came over the stream the shared worker keeps: no page opened one of its own (with
    # a stream per page, as before, the seventh window's page never loaded).
    requested = requested_by_pages(browser)
    assert any(url.endswith("/assets/live.js") for url in requested)
    assert not [url for url in requested if "/events" in url]


def test_without_shared_workers_each_page_keeps_its_own_stream(strata, js_browser):
    browser = js_browser
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "delete window.SharedWorker"})
    browser.get(f"{strata.url}/movies?query=the")
    wait_rows(browser, 1, timeout=10)
    browser.execute_script("window.strataMarker = 'not reloaded'")
    each_window_updates_in_place(browser, [browser.current_window_handle])
