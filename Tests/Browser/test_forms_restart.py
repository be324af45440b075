"""Forms outlive the server (#20, finding 4): with JavaScript off, a page loaded before `strata` restarts (on the
same data directory and port, as a restarted service is) still stars a user, switches the language and chooses a
station: the CSRF token is signed with the key kept in the data directory, bound to the browser's cookie."""

import subprocess
import tempfile
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from conftest import make_driver, settled
from strata_processes import start_server


class RestartingStrata:
    """`strata` in dev on one data directory and one port, restarted on both as a service manager would."""

    def __init__(self):
        self.data_dir = tempfile.TemporaryDirectory(prefix="strata-forms-")
        self.port = 0
        self.process = None
        self.start()

    def start(self):
        self.log = tempfile.TemporaryFile()
        # Returns once strata says where it serves (a line it prints when it listens).
        self.process, self.url, self.port = start_server(
            ["--phase", "dev", "--data-dir", self.data_dir.name], self.log, port=self.port)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()

    def restart(self):
        self.stop()
        self.start()


@pytest.fixture
def app():
    server = RestartingStrata()
    yield server
    server.stop()
    server.data_dir.cleanup()


@pytest.fixture
def nojs_browser():
    driver = make_driver(javascript=False)
    yield driver
    driver.quit()


def test_a_star_a_language_switch_and_a_choice_posted_after_a_restart_do_what_they_say(app, nojs_browser):
    browser = nojs_browser
    browser.get(app.url + "/users")
    star = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, ".user-star button[aria-pressed=false]"))
    star_id = star.get_attribute("id")
    app.restart()

    star.click()
    settled(browser, lambda b: b.find_element(By.ID, star_id).get_attribute("aria-pressed") == "true")
    assert "This form has expired" not in browser.page_source
    app.restart()

    browser.find_element(By.CSS_SELECTOR, ".language-switch button[value=ko]").click()
    settled(browser, lambda b: b.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko")
    assert browser.current_url.startswith(app.url + "/users")
    browser.get(app.url + "/air-quality/settings?name=" + urllib.parse.quote("용산"))
    xpath = "//li[.//span[@class='aq-station-name' and text()='용산구']]//button"
    choose = settled(browser, lambda b: b.find_element(By.XPATH, xpath))
    app.restart()

    choose.click()
    settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "main h1").text.startswith("용산구"))
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko"
    browser.get(app.url + "/users/bookmarks")
    settled(browser, lambda b: b.find_element(By.ID, star_id).get_attribute("aria-pressed") == "true")


def test_a_form_from_another_browser_asks_again_and_confirming_does_it(app, nojs_browser):
    browser = nojs_browser
    browser.get(app.url + "/air-quality/settings?name=" + urllib.parse.quote("용산"))
    xpath = "//li[.//span[@class='aq-station-name' and text()='용산구']]//button"
    choose = settled(browser, lambda b: b.find_element(By.XPATH, xpath))
    # The browser's cookies gone (another browser, or cleared): the token on the page is not this browser's.
    browser.delete_all_cookies()
    choose.click()
    settled(browser, lambda b: b.find_element(By.TAG_NAME, "h1").text == "This form has expired")
    assert browser.find_element(By.CSS_SELECTOR, ".confirm-question").text == "Choose 용산구?"
    browser.find_element(By.CSS_SELECTOR, ".form-confirmation button[type=submit]").click()
    settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "main h1").text.startswith("용산구"))
