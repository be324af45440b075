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
