"""Clean addresses: no link names a window (`window=`), with JavaScript or without: a link's address names the
screen, as a shared or bookmarked copy of it does, and "Load more" and Retry lead to the address of the screen they
show, which a new window renders whole. A form names its window in a hidden field, and the server hands the window
over to the address it returns to (a 303 redirect), so the address a user sees never holds a window id either."""

import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from conftest import make_driver, settled


@pytest.fixture(scope="module")
def nojs_browser():
    driver = make_driver(javascript=False)
    yield driver
    driver.quit()


def address(browser):
    """The path and query the address bar shows, without the fragment."""
    url = urllib.parse.urlsplit(browser.current_url)
    return urllib.parse.unquote(url.path + ("?" + url.query if url.query else ""))


def row_ids(browser):
    return browser.execute_script("return Array.from(document.querySelectorAll('.user-row'), row => row.id)")


def test_load_more_keeps_the_rows_and_the_address_clean(strata, nojs_browser):
    nojs_browser.get(strata.url + "/users")
    settled(nojs_browser, lambda b: len(row_ids(b)) == 30)
    first = row_ids(nojs_browser)
    for pages in (2, 3):
        nojs_browser.find_element(By.ID, "users-more").click()
        settled(nojs_browser, lambda b: len(row_ids(b)) == 30 * pages)
        assert address(nojs_browser) == f"/users?pages={pages}"
    assert row_ids(nojs_browser)[:30] == first
    assert "window" not in nojs_browser.current_url


def test_a_star_returns_to_the_row_at_a_clean_address(strata, nojs_browser):
    nojs_browser.get(strata.url + "/users?pages=2")
    settled(nojs_browser, lambda b: len(row_ids(b)) == 60)
    row_id = row_ids(nojs_browser)[40]
    nojs_browser.find_element(By.CSS_SELECTOR, f"#{row_id} .user-star button").click()
    settled(nojs_browser, lambda b: "window" not in b.current_url and b.current_url.endswith(f"#{row_id}"))
    assert address(nojs_browser) == "/users?pages=2"
    assert len(row_ids(nojs_browser)) == 60


def test_a_station_chosen_in_settings_leads_to_a_clean_address(strata, nojs_browser):
    nojs_browser.get(strata.url + "/air-quality/settings?name=" + urllib.parse.quote("중"))
    xpath = "//li[.//span[@class='aq-station-name' and text()='중구']]//button"
    settled(nojs_browser, lambda b: b.find_element(By.XPATH, xpath)).click()
    settled(nojs_browser, lambda b: "/air-quality/settings" not in b.current_url)
    assert "window" not in nojs_browser.current_url


def test_back_from_a_movie_returns_to_its_row(strata, browser):
    browser.get(strata.url + "/movies?query=love&pages=2")
    settled(browser, lambda b: len(b.find_elements(By.CSS_SELECTOR, ".movie-row")) >= 40)
    link = browser.find_element(By.CSS_SELECTOR, "#movie-25 .movie-title a")
    title = link.text
    browser.execute_script("arguments[0].scrollIntoView(); arguments[0].click()", link)
    settled(browser, lambda b: b.find_elements(By.CSS_SELECTOR, ".movie-details"))
    assert "window" not in browser.current_url and "row=25" in browser.current_url
    settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, ".movies-back a")).click()
    settled(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#movie-25"))
    assert urllib.parse.urlsplit(browser.current_url).fragment == "movie-25"
    assert address(browser) == "/movies?query=love&pages=2"
    assert browser.find_element(By.CSS_SELECTOR, "#movie-25 .movie-title").text == title
    top = settled(browser, lambda b: b.execute_script(
        "const box = document.getElementById('movie-25').getBoundingClientRect();"
        "return box.top >= -1 && box.top < innerHeight ? box.top + 2 : 0"))
    assert top


# Each scene's pages and the app's own, from which the crawl follows this site's links one step.
CRAWL_FROM = ["/", "/movies?query=star", "/pokemon", "/users", "/users/bookmarks", "/air-quality",
              "/air-quality/settings", "/groups"]
# Links the crawl does not follow: files, the live stream, the documentation and the traces (no window's pages).
NOT_CRAWLED = ("/assets/", "/events", "/docs", "/trace/", "/images/", "/favicon")


def links_naming_a_window(browser):
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('a[href*=\"window=\"]'), link => link.getAttribute('href'))")


def settled_page(browser):
    """Once the page shows no loading indicator (a page still loading reloads itself without JavaScript, and is
    brought by a live update with it), or after 10 s for a page that stays loading."""
    try:
        settled(browser, lambda b: b.execute_script("return !document.querySelector('.loading, .skeleton')"))
    except Exception:
        pass


def test_no_link_on_any_scenes_pages_names_a_window(strata, browser):
    seen, named = set(), {}
    for start in CRAWL_FROM:
        browser.get(strata.url + start)
        settled_page(browser)
        named[start] = links_naming_a_window(browser)
        hrefs = browser.execute_script("return Array.from(document.querySelectorAll('a[href]'), link => link.href)")
        followed = 0
        for href in hrefs:
            url = urllib.parse.urlsplit(href)
            path = url.path + ("?" + url.query if url.query else "")
            if (url.netloc != urllib.parse.urlsplit(strata.url).netloc or path in seen or path.startswith(NOT_CRAWLED)
                    or followed >= 8):
                continue
            seen.add(path)
            followed += 1
            browser.get(strata.url + path)
            settled_page(browser)
            named[path] = links_naming_a_window(browser)
            assert "window=" not in browser.current_url, path
    assert len(named) > 30
    assert {path: links for path, links in named.items() if links} == {}


def test_retry_and_load_more_name_no_window_and_work(fresh_staged_strata, staging, browser):
    """GitHub users' Retry and "Load more", which named their window: each leads to the address of the screen, and
    works with JavaScript (on the page's window) and without (the address, in a window of its own)."""
    staging.set_fault("/users", "status=500")
    browser.get(fresh_staged_strata.url + "/users")
    retry = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "#users-list .error #users-retry"))
    assert retry.get_attribute("href") == fresh_staged_strata.url + "/users"
    staging.clear_faults()
    retry.click()
    settled(browser, lambda b: len(row_ids(b)) == 30)
    first = row_ids(browser)
    more = browser.find_element(By.ID, "users-more")
    assert more.get_attribute("href") == fresh_staged_strata.url + f"/users?pages=2#{first[-1]}"
    browser.execute_script("arguments[0].scrollIntoView(); arguments[0].click()", more)
    settled(browser, lambda b: len(row_ids(b)) == 60)
    assert row_ids(browser)[:30] == first
    assert links_naming_a_window(browser) == []
    assert "window=" not in browser.current_url
