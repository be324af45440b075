"""A Korean page of every scene shows Korean content, not only Korean chrome: what a Korean user sees, kept as a
screenshot whose path the test prints (`.build/screenshots/ko/<scene>.png`; scripts/test installs a Korean font).
GitHub's users have no language (logins and names as their owners wrote them), so their page's Korean is its own."""

import os
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import choose_language

HANGUL = re.compile(r"[\uac00-\ud7a3]")
SCREENSHOTS = os.path.join(".build", "screenshots", "ko")

# Each scene's page, and the CSS selector of content (not chrome) that must read in Korean on it.
PAGES = [
    ("movies", "/movies?query=star", ".movie-title"),
    ("movie-details", "/movies/10560", ".movie-details"),
    ("pokemon", "/pokemon/25", "main h1"),
    ("pokemon-list", "/pokemon?offset=20", ".pokemon-row, main li"),
    ("air-quality", "/air-quality?station=%EC%A2%85%EB%A1%9C%EA%B5%AC", "main h1, main h2"),
    ("groups", "/groups", "main li, main article"),
    ("users", "/users", "main h1, main h2"),
]


@pytest.mark.parametrize("name,path,content", PAGES, ids=[page[0] for page in PAGES])
def test_a_korean_page_shows_korean_content(strata, js_browser, capsys, name, path, content):
    browser = js_browser
    choose_language(browser, strata.url, "ko")
    browser.get(strata.url + path)

    def korean_content(driver):
        texts = [element.text for element in driver.find_elements(By.CSS_SELECTOR, content)]
        return [text for text in texts if HANGUL.search(text)]

    found = WebDriverWait(browser, 10, poll_frequency=0.2).until(korean_content)
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko"
    os.makedirs(SCREENSHOTS, exist_ok=True)
    screenshot = os.path.abspath(os.path.join(SCREENSHOTS, f"{name}.png"))
    browser.save_screenshot(screenshot)
    with capsys.disabled():
        print(f"\n{name}: {found[0][:60]!r} — screenshot {screenshot}")
