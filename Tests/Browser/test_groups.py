"""My groups: the row of group cards in dev, and a failure of the groups service with retry (real phase against
the staging API), with JavaScript on and off."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

BUNDLED_GROUPS = 12  # Sources/SampleData/Resources/groups.json, which dev and the staging API both serve


def cards(browser):
    return browser.find_elements(By.CSS_SELECTOR, "#groups .group-card")


def test_the_row_shows_every_bundled_group(strata, browser):
    browser.get(strata.url + "/groups")
    WebDriverWait(browser, 10).until(lambda b: len(cards(b)) == BUNDLED_GROUPS)
    names = [card.find_element(By.CSS_SELECTOR, ".group-name").text for card in cards(browser)]
    assert "Swift Study Seoul" in names
    first = cards(browser)[0]
    assert first.find_element(By.CSS_SELECTOR, ".group-date").text == "2019.09.02 Mon"
    image = first.find_element(By.TAG_NAME, "img")
    WebDriverWait(browser, 10).until(lambda b: b.execute_script(
        "return arguments[0].complete && arguments[0].naturalWidth > 0", image))


def test_a_failure_shows_its_error_and_retry_shows_the_row(staged_strata, staging, browser):
    staging.set_fault("/groups", "status=500")
    browser.get(staged_strata.url + "/groups")
    alert = WebDriverWait(browser, 15).until(
        EC.visibility_of_element_located((By.CSS_SELECTOR, "#groups [role=alert]")))
    assert "Failed loading groups: server error 500." in alert.text
    assert cards(browser) == []

    staging.clear_faults()
    browser.find_element(By.CSS_SELECTOR, "#groups-retry").click()
    WebDriverWait(browser, 15).until(lambda b: len(cards(b)) == BUNDLED_GROUPS)
    assert browser.find_elements(By.CSS_SELECTOR, "#groups [role=alert]") == []
