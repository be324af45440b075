"""Screenshots of every screen in both colour schemes, at a phone's and a desktop's width and in English and Korean,
written to `.build/screenshots/<light|dark>-<390|1280>-<en|ko>/<screen>.png`, with `.build/screenshots/index.html`
listing every shot by screen, size, scheme and language: what a reviewer opens (both paths are printed once).
Each shot also checks what could break at that width: the page grows no wider than the window, every image has
loaded, and the file is a PNG of the page's full height."""

import base64
import html
import os
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Strata, choose_language, emulate_color_scheme, make_driver, settled

# One worker runs the whole module when the suite runs in parallel (pytest-xdist): the gallery's index.html lists
# every shot.
pytestmark = pytest.mark.xdist_group("screenshots")

FOLDER = os.path.abspath(os.path.join(".build", "screenshots"))
INDEX = os.path.join(FOLDER, "index.html")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
WIDTHS = [390, 1280]
SCHEMES = ["light", "dark"]
LANGUAGES = {"en": "English", "ko": "Korean"}


def first_user(driver, url):
    driver.get(url + "/users")
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".user-row h2 a")))
    return settled(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".user-row h2 a").get_attribute("href"))


def trace_of_a_search(driver, url):
    """The trace a search's footer links ("How this page was made"), as a reader reaches it."""
    driver.get(url + "/movies?query=star")
    return settled(driver, lambda d: d.find_element(
        By.CSS_SELECTOR, "footer.site-footer a[href*='/trace/']").get_attribute("href"))


# (screen, address or a function of the driver and the app's URL giving one, CSS selector shown once ready).
SCREENS = [
    ("home", "/", ".home-tile"),
    ("movies", "/movies", "#movies-popular .movie-row"),
    ("movies-results", "/movies?query=star", "#movies-results .movie-row"),
    ("movie-details", "/movies/10560", ".movie-details h1"),
    ("pokemon", "/pokemon", ".pokemon-card, .pokemon-row"),
    ("pokemon-details", "/pokemon/charizard", ".pokemon-type"),
    ("users", "/users", ".user-row"),
    ("users-bookmarks", "/users/bookmarks", "#users-list [data-announce], #users-list .user-row"),
    ("user-details", first_user, ".user-facts"),
    ("air-quality", "/air-quality?station=%EC%A2%85%EB%A1%9C%EA%B5%AC", "#aq-table"),
    ("air-quality-settings", "/air-quality/settings?current=%EC%A2%85%EB%A1%9C%EA%B5%AC", "#aq-name"),
    # The current station marked, with no Choose; the others' Choose secondary (#37.13).
    ("air-quality-search", "/air-quality/settings?current=%EC%A2%85%EB%A1%9C%EA%B5%AC&name=%EC%A2%85%EB%A1%9C",
     ".aq-station-row"),
    # Refresh without JavaScript says what it found (#37.12), under 양천구's title, whole at 390 px (#37.13).
    ("air-quality-refreshed", "/air-quality?station=%EC%96%91%EC%B2%9C%EA%B5%AC&refresh=1", "#aq-measurements .notice"),
    ("groups", "/groups", ".group-card"),
    ("trace", trace_of_a_search, "table.trace"),
    ("docs", "/docs", "main h1"),
    ("docs-addascene", "/docs/addascene", "main h1"),
    ("page-not-found", "/no-such-page", "main h1"),
    ("missing-setting", None, ".missing-setting h1"),  # the unconfigured app's /movies
]

# Every image on the page, lazy ones too, has loaded (or failed for good): a shot shows none half-drawn.
IMAGES_DONE = ("document.querySelectorAll('img[loading=lazy]').forEach(image => image.loading = 'eager');"
               " return [...document.images].every(image => image.complete)")
OVERFLOW = "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]"


@pytest.fixture(scope="module")
def unconfigured():
    """The app in the real phase with no keys and no service addresses: each scene shows its missing setting."""
    saved = {name: os.environ.pop(name) for name in ("TMDB_API_KEY",) if name in os.environ}
    server = Strata(phase="real")
    os.environ.update(saved)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def gallery():
    """The shots taken in this run, by configuration folder: {folder: [(screen, address path), ...]}."""
    return {}


def shoot(driver, path):
    """A PNG of the whole page, not only the window, at `path`."""
    size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}})
    with open(path, "wb") as file:
        file.write(base64.b64decode(shot["data"]))
    return size


def configuration(scheme, width, language):
    return f"{scheme}-{width}-{language}"


def write_index(gallery):
    """index.html beside the folders: every shot of this run grouped by screen, each with its width, scheme and
    language and the address it shows, linked relatively so the folder can be copied or opened from disk."""
    order = [(language, scheme, width) for language in LANGUAGES for scheme in SCHEMES for width in WIDTHS]
    sections = []
    for screen, *_ in SCREENS:
        figures = []
        for language, scheme, width in order:
            folder = configuration(scheme, width, language)
            address = dict(gallery.get(folder, [])).get(screen)
            if address is None:
                continue
            href = html.escape(urllib.parse.quote(f"{folder}/{screen}.png"))
            words = f"{width} px · {scheme} · {LANGUAGES[language]}"
            figures.append(
                f'<figure><a href="{href}"><img src="{href}" alt="{html.escape(screen)}, {html.escape(words)}"'
                f' loading="lazy" width="{min(width, 320)}"></a>'
                f"<figcaption>{html.escape(words)}<br><code>{html.escape(address)}</code></figcaption></figure>")
        if figures:
            sections.append(f'<section id="{html.escape(screen)}"><h2>{html.escape(screen)}</h2>'
                            f'<div class="shots">{"".join(figures)}</div></section>')
    contents = "".join(f'<li><a href="#{html.escape(screen)}">{html.escape(screen)}</a></li>'
                       for screen, *_ in SCREENS if any(screen in dict(shots) for shots in gallery.values()))
    page = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Strata screenshots</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 1rem; }}
.shots {{ display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }}
figure {{ margin: 0; max-width: 320px; }}
img {{ display: block; height: auto; max-height: 480px; object-fit: cover; object-position: top;
      border: 1px solid #888; }}
figcaption {{ font-size: 0.85rem; margin-top: 0.25rem; }}
</style></head>
<body><main><h1>Strata screenshots</h1>
<p>Each screen at 390 and 1280 px wide, in the light and dark colour schemes, in English and Korean; a shot opens the
whole page at full size. Written by Tests/Browser/test_screenshots.py.</p>
<nav><ul>{contents}</ul></nav>
{"".join(sections)}
</main></body></html>
"""
    with open(INDEX, "w", encoding="utf-8") as file:
        file.write(page)


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("scheme", SCHEMES)
def test_every_screen_is_shot_and_fits_the_width(strata, unconfigured, gallery, scheme, width, language, capsys):
    folder_name = configuration(scheme, width, language)
    folder = os.path.join(FOLDER, folder_name)
    os.makedirs(folder, exist_ok=True)
    driver = make_driver(javascript=True)
    problems = []
    shots = gallery.setdefault(folder_name, [])
    try:
        driver.set_window_size(width, 900)
        emulate_color_scheme(driver, scheme)
        # Both apps listen on the same host, and cookies ignore the port: one cookie chooses the language of both.
        choose_language(driver, strata.url, language)
        for name, address, ready in SCREENS:
            if address is None:
                address = unconfigured.url + "/movies"
            elif callable(address):
                address = address(driver, strata.url)
            elif address.startswith("/"):
                address = strata.url + address
            driver.get(address)
            WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ready)))
            WebDriverWait(driver, 10).until(lambda d: d.execute_script(IMAGES_DONE))
            if driver.find_element(By.TAG_NAME, "html").get_attribute("lang") != language:
                problems.append(f"{name}: not in {LANGUAGES[language]}")
            scroll_width, client_width = driver.execute_script(OVERFLOW)
            if scroll_width > client_width:
                problems.append(f"{name}: {scroll_width} px wide in a {client_width} px window")
            path = os.path.join(folder, f"{name}.png")
            size = shoot(driver, path)
            with open(path, "rb") as file:
                head = file.read(8)
            if head != PNG_SIGNATURE or os.path.getsize(path) < 1000 or size["height"] < 200:
                problems.append(f"{name}: no screenshot at {path}")
            else:
                parts = urllib.parse.urlsplit(address)
                shots.append((name, parts.path + (f"?{parts.query}" if parts.query else "")))
    finally:
        driver.quit()
        write_index(gallery)
    if (scheme, width, language) == ("light", 390, "en"):
        with capsys.disabled():
            print(f"\nscreenshots: {FOLDER}/<light|dark>-<390|1280>-<en|ko>/<screen>.png, listed in {INDEX}")
    with open(INDEX, encoding="utf-8") as file:
        index = file.read()
    unlisted = [name for name, _ in shots if f'href="{folder_name}/{name}.png"' not in index]
    assert not problems and not unlisted, (problems, unlisted)
