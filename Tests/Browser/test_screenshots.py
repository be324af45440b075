"""Screenshots of every screen in both colour schemes at a phone's and a desktop's width, written to
`.build/screenshots/<light|dark>-<390|1280>/<screen>.png` (the folder is printed once): what a reviewer looks at.
Each shot also checks what could break at that width: the page grows no wider than the window, every image has
loaded, and the file is a PNG of the page's full height."""

import base64
import os

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Strata, emulate_color_scheme, make_driver, settled

FOLDER = os.path.abspath(os.path.join(".build", "screenshots"))
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# (screen, address or a function of the driver and the app's URL giving one, CSS selector shown once ready).
SCREENS = [
    ("home", "/", ".home-tile"),
    ("movies", "/movies", "#movies-popular .movie-row"),
    ("movies-results", "/movies?query=star", ".movie-row"),
    ("movie-details", "/movies/10560", ".movie-details h1"),
    ("pokemon", "/pokemon", ".pokemon-row"),
    ("pokemon-details", "/pokemon/charizard", ".pokemon-type"),
    ("users", "/users", ".user-row"),
    ("users-bookmarks", "/users/bookmarks", "#users-list [data-announce], #users-list .user-row"),
    ("user-details", lambda driver, url: first_user(driver, url), ".user-facts"),
    ("air-quality", "/air-quality?station=%EC%A2%85%EB%A1%9C%EA%B5%AC", "#aq-table"),
    ("air-quality-settings", "/air-quality/settings?current=%EC%A2%85%EB%A1%9C%EA%B5%AC", "#aq-name"),
    ("groups", "/groups", ".group-card"),
    ("page-not-found", "/no-such-page", "main h1"),
]

# Every image on the page, lazy ones too, has loaded (or failed for good): a shot shows none half-drawn.
IMAGES_DONE = ("document.querySelectorAll('img[loading=lazy]').forEach(image => image.loading = 'eager');"
               " return [...document.images].every(image => image.complete)")
OVERFLOW = "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]"


def first_user(driver, url):
    driver.get(url + "/users")
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".user-row h2 a")))
    return settled(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".user-row h2 a").get_attribute("href"))


@pytest.fixture(scope="module")
def unconfigured():
    """The app in the real phase with no keys and no service addresses: each scene shows its missing setting."""
    saved = {name: os.environ.pop(name) for name in ("TMDB_API_KEY",) if name in os.environ}
    server = Strata(phase="real")
    os.environ.update(saved)
    yield server
    server.stop()


def shoot(driver, path):
    """A PNG of the whole page, not only the window, at `path`."""
    size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}})
    with open(path, "wb") as file:
        file.write(base64.b64decode(shot["data"]))
    return size


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_screen_is_shot_and_fits_the_width(strata, unconfigured, scheme, width, capsys):
    folder = os.path.join(FOLDER, f"{scheme}-{width}")
    os.makedirs(folder, exist_ok=True)
    driver = make_driver(javascript=True)
    problems = []
    try:
        driver.set_window_size(width, 900)
        emulate_color_scheme(driver, scheme)
        screens = SCREENS + [("missing-setting", unconfigured.url + "/movies", ".missing-setting h1")]
        for name, address, ready in screens:
            if callable(address):
                address = address(driver, strata.url)
            elif address.startswith("/"):
                address = strata.url + address
            driver.get(address)
            WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ready)))
            WebDriverWait(driver, 10).until(lambda d: d.execute_script(IMAGES_DONE))
            scroll_width, client_width = driver.execute_script(OVERFLOW)
            if scroll_width > client_width:
                problems.append(f"{name}: {scroll_width} px wide in a {client_width} px window")
            path = os.path.join(folder, f"{name}.png")
            size = shoot(driver, path)
            with open(path, "rb") as file:
                head = file.read(8)
            if head != PNG_SIGNATURE or os.path.getsize(path) < 1000 or size["height"] < 200:
                problems.append(f"{name}: no screenshot at {path}")
    finally:
        driver.quit()
    if scheme == "light" and width == 390:
        with capsys.disabled():
            print(f"\nscreenshots: {FOLDER}/<light|dark>-<390|1280>/<screen>.png")
    assert not problems, problems
