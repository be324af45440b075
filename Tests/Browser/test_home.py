"""The home page and the header, as people who use the apps see them: a tile per scene, each one link with one
name; the phase said once; on a phone a header of one line whose scenes scroll sideways, the current one in view;
and Strata's own icon."""

import os
import urllib.request

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Strata, choose_language

SCENES = {"/movies": "Movies", "/pokemon": "Pokémon", "/users": "GitHub users", "/air-quality": "Air quality",
          "/groups": "My groups"}

# The icon before #37: three bars on the blue square, which read as a menu.
OLD_FAVICON = (b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" '
               b'fill="#2f5fd0"/><path d="M6 10h20M6 16h20M6 22h20" stroke="#fff" stroke-width="3" '
               b'stroke-linecap="round"/></svg>\n')


@pytest.fixture(scope="module")
def alpha():
    """The app in alpha (the staging API in process), whose badge says so."""
    server = Strata(phase="alpha")
    yield server
    server.stop()


@pytest.fixture(scope="module")
def real():
    """The app in the real phase (its scenes lack their keys here, which the home page says): no badge."""
    saved = {name: os.environ.pop(name) for name in ("TMDB_API_KEY",) if name in os.environ}
    server = Strata(phase="real")
    os.environ.update(saved)
    yield server
    server.stop()


def tiles(browser):
    return browser.find_elements(By.CSS_SELECTOR, ".home-tiles > li")


def test_each_scene_is_one_tile_one_link_named_by_the_scene(strata, browser):
    browser.get(strata.url + "/")
    assert len(tiles(browser)) == len(SCENES)
    for tile in tiles(browser):
        links = tile.find_elements(By.TAG_NAME, "a")
        assert len(links) == 1, tile.get_attribute("outerHTML")
        link = links[0]
        path = link.get_attribute("href").removeprefix(strata.url)
        assert link.accessible_name == SCENES[path]
        # The whole tile is the link: its icon, its name and its line.
        assert link.size == tile.size
        description = tile.find_element(By.CSS_SELECTOR, ".home-tile-description")
        assert description.text and description.get_attribute("id") == link.get_attribute("aria-describedby")
        icon = tile.find_element(By.CSS_SELECTOR, ".home-tile-icon")
        assert icon.get_attribute("aria-hidden") == "true" and icon.find_elements(By.TAG_NAME, "svg")
    about = browser.find_element(By.CSS_SELECTOR, ".home-about a")
    assert about.get_attribute("href") == strata.url + "/docs"


def test_the_tiles_are_korean_in_korean(strata, browser):
    choose_language(browser, strata.url, "ko")
    try:
        browser.get(strata.url + "/")
        names = [tile.find_element(By.TAG_NAME, "a").accessible_name for tile in tiles(browser)]
        assert names[0] == "영화"
        lines = [tile.find_element(By.CSS_SELECTOR, ".home-tile-description").text for tile in tiles(browser)]
        assert all(any("\uac00" <= c <= "\ud7a3" for c in line) for line in lines), lines
    finally:
        choose_language(browser, strata.url, None)


@pytest.mark.parametrize("app, words", [("strata", "Sample data"), ("alpha", "Staging"), ("real", None)])
def test_the_phase_is_said_once_in_its_users_words(app, words, request, browser):
    server = request.getfixturevalue(app)
    browser.get(server.url + "/")
    badges = [badge.get_attribute("textContent") for badge in browser.find_elements(By.CSS_SELECTOR, ".badge")]
    assert badges == ([f"Running phase: {words}"] if words else []), badges
    main = browser.find_element(By.TAG_NAME, "main").text.lower().split()
    assert not {"dev", "alpha"} & set(main), main


def phone_header(browser):
    """The header's height, how its scene strip lays out, and whether the current scene's tab is in view."""
    return browser.execute_script("""
        const strip = document.querySelector('.scene-switcher ul');
        const current = strip.querySelector('[aria-current=page]').getBoundingClientRect();
        const shown = strip.getBoundingClientRect();
        return {height: document.querySelector('.site-header').getBoundingClientRect().height,
                scrolls: strip.scrollWidth > strip.clientWidth,
                overflow: getComputedStyle(strip).overflowX,
                wraps: getComputedStyle(strip).flexWrap,
                pageWidth: document.documentElement.scrollWidth, window: document.documentElement.clientWidth,
                inView: current.left >= shown.left - 1 && current.right <= shown.right + 1}""")


@pytest.mark.parametrize("path", ["/groups", "/movies", "/air-quality"])
def test_on_a_phone_the_header_is_one_line_and_its_scenes_scroll_with_the_current_one_in_view(strata, browser,
                                                                                                path):
    size = browser.get_window_size()
    browser.set_window_size(390, 844)
    try:
        browser.get(strata.url + path)
        WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".scene-switcher"))
        # The strip scrolls its current tab into view once the page is laid out at the phone's width, which can
        # come after the strip exists: the header is read once that has happened, or after 10 s.
        try:
            WebDriverWait(browser, 10).until(lambda driver: phone_header(driver)["inView"])
        except TimeoutException:
            pass
        header = phone_header(browser)
        assert header["height"] <= 64, header
        assert header["scrolls"] and header["overflow"] == "auto" and header["wraps"] == "nowrap", header
        assert header["inView"], header
        assert header["pageWidth"] <= header["window"], header
    finally:
        browser.set_window_size(size["width"], size["height"])


def test_the_icon_is_strata_s_own_mark_not_the_old_bars(strata):
    for path in ("/assets/favicon.svg", "/favicon.ico"):
        with urllib.request.urlopen(strata.url + path) as response:
            assert response.headers["Content-Type"] == "image/svg+xml"
            icon = response.read()
        assert icon.startswith(b"<svg xmlns=\"http://www.w3.org/2000/svg\"")
        assert icon != OLD_FAVICON
        # Three stacked layers.
        assert icon.count(b"<path") == 3
