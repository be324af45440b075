"""My groups: the grid of group cards in dev, and a failure of the groups service with retry (real phase against
the staging API), with JavaScript on and off, in English and Korean."""

from contextlib import contextmanager

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import settled

BUNDLED_GROUPS = 12  # Sources/SampleData/Resources/groups.json, which dev and the staging API both serve


def cards(browser):
    return browser.find_elements(By.CSS_SELECTOR, "#groups .group-card")


@contextmanager
def korean(browser, url):
    """Pages of the app at `url` in Korean, as after the language switch; English again afterwards."""
    browser.get(url + "/")
    browser.add_cookie({"name": "strata_language", "value": "ko", "path": "/"})
    try:
        yield
    finally:
        browser.delete_cookie("strata_language")


def test_the_grid_shows_every_bundled_group(strata, browser):
    browser.get(strata.url + "/groups")
    WebDriverWait(browser, 10).until(lambda b: len(cards(b)) == BUNDLED_GROUPS)
    names = [card.find_element(By.CSS_SELECTOR, ".group-name").text for card in cards(browser)]
    assert "Swift Study Seoul" in names
    first = cards(browser)[0]
    # The day says what it is, in English as English writes a day (#37.4).
    assert first.find_element(By.CSS_SELECTOR, ".group-date").text == "Created Mon, Sep 2, 2019"
    assert first.find_element(By.TAG_NAME, "time").get_attribute("datetime") == "2019-09-02"
    image = first.find_element(By.TAG_NAME, "img")
    WebDriverWait(browser, 10).until(lambda b: b.execute_script(
        "return arguments[0].complete && arguments[0].naturalWidth > 0", image))


def test_a_failure_shows_its_error_and_retry_shows_the_row(staged_strata, staging, browser):
    staging.set_fault("/groups", "status=500")
    browser.get(staged_strata.url + "/groups")
    alert = WebDriverWait(browser, 15).until(
        EC.visibility_of_element_located((By.CSS_SELECTOR, "#groups [role=alert]")))
    assert "The service is having trouble. Try again in a moment." in alert.text
    assert cards(browser) == []

    staging.clear_faults()
    browser.find_element(By.CSS_SELECTOR, "#groups-retry").click()
    WebDriverWait(browser, 15).until(lambda b: len(cards(b)) == BUNDLED_GROUPS)
    assert browser.find_elements(By.CSS_SELECTOR, "#groups [role=alert]") == []


def test_korean_names_are_marked_korean_on_an_english_page(strata, browser):
    browser.get(strata.url + "/groups")
    WebDriverWait(browser, 10).until(lambda b: len(cards(b)) == BUNDLED_GROUPS)
    names = settled(browser, lambda b: {
        name.text: name.get_attribute("lang") for name in b.find_elements(By.CSS_SELECTOR, ".group-name")})
    assert names["주말 등산 모임"] == "ko"
    assert names["Swift Study Seoul"] in (None, "")
    grid = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "#groups ul").get_attribute("aria-label"))
    assert grid == "My groups"


# Where each card is once the page alone is scrolled down to it (as a mouse wheel scrolls it; no inner row is
# scrolled sideways): its box, the viewport's width, and whether the card is what shows at its own centre.
_CARD_PLACES = """
return [...document.querySelectorAll('#groups .group-card')].map(card => {
    window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 100);
    const box = card.getBoundingClientRect();
    const shown = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {left: box.left, right: box.right, width: document.documentElement.clientWidth,
            reached: !!shown && card.contains(shown)};
});
"""


@pytest.mark.parametrize("width", [390, 1280])
def test_every_card_is_within_the_page_and_reached_by_scrolling_down(strata, browser, width):
    """#37.4: the cards wrap into rows at any width; none is past the page's right edge, where only a sideways
    scroll (which no mouse wheel makes) would reach it."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 800, "deviceScaleFactor": 1, "mobile": width < 600})
    try:
        browser.get(strata.url + "/groups")
        WebDriverWait(browser, 10).until(lambda b: len(cards(b)) == BUNDLED_GROUPS)
        places = settled(browser, lambda b: b.execute_script(_CARD_PLACES))
        assert len(places) == BUNDLED_GROUPS
        outside = [(index, place) for index, place in enumerate(places)
                   if place["left"] < 0 or place["right"] > place["width"] or not place["reached"]]
        assert outside == []
        assert browser.execute_script("return document.documentElement.scrollWidth") <= width
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_the_grid_in_korean(strata, browser):
    with korean(browser, strata.url):
        browser.get(strata.url + "/groups")
        WebDriverWait(browser, 10).until(lambda b: len(cards(b)) == BUNDLED_GROUPS)
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko"
        assert browser.find_element(By.CSS_SELECTOR, "main h1").text == "내 그룹"
        first = cards(browser)[0]
        assert first.find_element(By.CSS_SELECTOR, ".group-date").text == "만든 날 2019.09.02 (월)"
        assert first.find_element(By.TAG_NAME, "time").get_attribute("datetime") == "2019-09-02"
        assert [name.get_attribute("lang") for name in browser.find_elements(By.CSS_SELECTOR, ".group-name")
                if name.get_attribute("lang")] == []


def test_a_failure_in_korean(staged_strata, staging, browser):
    with korean(browser, staged_strata.url):
        staging.set_fault("/groups", "status=500")
        browser.get(staged_strata.url + "/groups")
        alert = WebDriverWait(browser, 15).until(
            EC.visibility_of_element_located((By.CSS_SELECTOR, "#groups [role=alert]")))
        assert "서비스에 문제가 생겼어요. 잠시 후 다시 시도해 주세요." in alert.text
        assert browser.find_element(By.CSS_SELECTOR, "#groups-retry").text == "다시 시도"
