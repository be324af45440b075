"""Clean addresses without JavaScript: a page names its window in its "Load more", "Retry" and form links
(`?window=<id>`) so the window keeps its rows, and the server hands the window over to the same address without
it (a 303 redirect), so the address a user sees, bookmarks or shares never holds a window id."""

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
