"""The server unreachable under a page with JavaScript (#37, 1): each scene's action with the server stopped stays on
the page (the address and the rows as they were), says "Couldn't reach Strata" beside its control with a Retry, and a
quiet banner says the live connection is lost; with the server back (restarted on its data directory and port, as a
service manager does), Retry does the action and the banner goes. Never the browser's error page.

My groups has no action while its groups are shown (its one action, Retry, comes with a failure), so no scene of its
own here."""

import pytest
from selenium.webdriver.common.by import By

from conftest import choose_language, live_stream_open, make_driver, settled
from test_forms_restart import app  # noqa: F401 (a fixture: strata on a port and data directory kept across restarts)

UNREACHABLE = {"en": "Couldn't reach Strata.", "ko": "Strata에 연결할 수 없어요."}
RETRY = {"en": "Retry", "ko": "다시 시도"}
LOST = {"en": "Live connection lost. Reconnecting…", "ko": "실시간 연결이 끊겼어요. 다시 연결하는 중…"}

# What the page shows of the connection: the banner (its role and words), <html>'s flag, and the page's announcer.
CONNECTION = """
const banner = document.querySelector('.connection-banner');
return { banner: banner?.textContent ?? '', role: banner?.getAttribute('role') ?? null,
         lost: document.documentElement.dataset.connection === 'lost',
         announced: document.getElementById('announcer')?.textContent ?? '' };
"""

# The note beside a control (the element the selector finds), if any: its words and its Retry's.
NOTE = """
const note = document.querySelector(arguments[0])?.nextElementSibling;
if (!note || !note.matches('[data-unreachable]')) return null;
return { text: note.firstElementChild.textContent, retry: note.querySelector('button')?.textContent ?? null };
"""


@pytest.fixture
def js_browser():
    driver = make_driver(javascript=True)
    yield driver
    driver.quit()


def connection(browser):
    return browser.execute_script(CONNECTION)


def lost_banner(browser, language="en"):
    """Waits for the banner of a lost connection: a status (not an alert) with its words."""
    settled(browser, lambda b: connection(b)["lost"] and connection(b)["banner"] == LOST[language], timeout=20)
    assert connection(browser)["role"] == "status"


def note_beside(browser, selector, language="en"):
    """Waits for the note beside the control `selector` finds, and checks its words and that they were announced."""
    note = settled(browser, lambda b: b.execute_script(NOTE, selector), timeout=20)
    assert note == {"text": UNREACHABLE[language], "retry": RETRY[language]}
    settled(browser, lambda b: connection(b)["announced"] == UNREACHABLE[language])


def retry(browser, selector):
    browser.find_element(By.CSS_SELECTOR, f"{selector} + [data-unreachable] button").click()


def banner_gone(browser):
    """Waits until the page is on its live stream again with no banner."""
    live_stream_open(browser, timeout=20)
    settled(browser, lambda b: not connection(b)["lost"] and connection(b)["banner"] == "")


def movie_rows(browser):
    return browser.execute_script("return Array.from(document.querySelectorAll('.movie-row'), row => row.id)")


def test_movies_loading_more_with_the_server_stopped_stays_and_retry_loads_the_next_page(app, js_browser):
    browser = js_browser
    browser.get(app.url + "/movies?query=star")
    settled(browser, lambda b: len(movie_rows(b)) == 20)
    live_stream_open(browser)
    address, rows = browser.current_url, movie_rows(browser)
    app.stop()

    # Scrolling to the end loads the next page by itself (autoload), which navigated to
    # /movies?query=star&pages=2#movie-21 and so to the browser's error page.
    browser.execute_script("document.getElementById('movies-more').scrollIntoView()")
    note_beside(browser, "#movies-more")
    lost_banner(browser)
    assert browser.current_url == address
    assert movie_rows(browser) == rows

    app.start()
    retry(browser, "#movies-more")
    settled(browser, lambda b: len(movie_rows(b)) == 40, timeout=20)
    assert movie_rows(browser)[:20] == rows
    banner_gone(browser)


def star_button(browser, row_id):
    return browser.find_element(By.CSS_SELECTOR, f"#{row_id} .user-star button")


def test_users_a_star_with_the_server_stopped_stays_unstarred_and_retry_stars(app, js_browser):
    browser = js_browser
    browser.get(app.url + "/users")
    rows = settled(browser, lambda b: b.execute_script(
        "const rows = Array.from(document.querySelectorAll('.user-row'), row => row.id);"
        "return rows.length >= 20 && rows"))
    live_stream_open(browser)
    row_id = rows[3]
    assert star_button(browser, row_id).get_attribute("aria-pressed") == "false"
    address = browser.current_url
    app.stop()

    star_button(browser, row_id).click()
    note_beside(browser, f"#{row_id} form.user-star")
    lost_banner(browser)
    assert browser.current_url == address
    assert browser.execute_script("return Array.from(document.querySelectorAll('.user-row'), row => row.id)")[:20] \
        == rows[:20]
    assert star_button(browser, row_id).get_attribute("aria-pressed") == "false"

    app.start()
    retry(browser, f"#{row_id} form.user-star")
    settled(browser, lambda b: star_button(b, row_id).get_attribute("aria-pressed") == "true", timeout=20)
    banner_gone(browser)
    browser.get(app.url + "/users/bookmarks")
    settled(browser, lambda b: star_button(b, row_id).get_attribute("aria-pressed") == "true")


def test_air_quality_refresh_with_the_server_stopped_keeps_the_measurements_and_retry_refreshes(app, js_browser):
    browser = js_browser
    browser.get(app.url + "/air-quality?station=%EC%A2%85%EB%A1%9C%EA%B5%AC")
    settled(browser, lambda b: b.find_elements(By.CSS_SELECTOR, ".aq-reading"))
    live_stream_open(browser)
    address = browser.current_url
    readings = [element.text for element in browser.find_elements(By.CSS_SELECTOR, ".aq-reading")]
    app.stop()

    browser.find_element(By.ID, "aq-refresh").click()
    note_beside(browser, "#aq-refresh")
    lost_banner(browser)
    assert browser.current_url == address
    assert [element.text for element in browser.find_elements(By.CSS_SELECTOR, ".aq-reading")] == readings
    # Nothing is left busy: Refresh can be pressed again, and the measurements are not said to be loading.
    assert browser.execute_script("""
        const refresh = document.getElementById('aq-refresh');
        return [refresh.classList.contains('is-busy'), refresh.getAttribute('aria-disabled'), refresh.dataset.busy,
                document.querySelectorAll('[aria-busy=true]').length];""") == [False, None, None, 0]

    app.start()
    browser.execute_script("window.sameDocument = true")
    retry(browser, "#aq-refresh")
    # The server restarted has no window of the page: Retry follows Refresh's link, which renders the station.
    settled(browser, lambda b: b.execute_script("return window.sameDocument === undefined"), timeout=20)
    settled(browser, lambda b: [e.text for e in b.find_elements(By.CSS_SELECTOR, ".aq-reading")] == readings)
    # Refresh's link opens the page refreshing (refresh=1), whose live stream then puts the page's address back.
    settled(browser, lambda b: b.current_url == address)
    banner_gone(browser)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_pokemon_next_with_the_connection_lost_stays_and_retry_turns_the_page(app, js_browser, language):
    browser = js_browser
    choose_language(browser, app.url, language)
    browser.get(app.url + "/pokemon")
    first = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, ".pokemon-range").text)
    live_stream_open(browser)
    address = browser.current_url
    app.stop()

    # Next is a link: with the live connection known lost, it is followed only once the server answers.
    lost_banner(browser, language)
    browser.find_element(By.CSS_SELECTOR, ".pokemon-next").click()
    note_beside(browser, ".pokemon-next", language)
    assert browser.current_url == address
    assert browser.find_element(By.CSS_SELECTOR, ".pokemon-range").text == first
    assert len(browser.find_elements(By.CSS_SELECTOR, ".pokemon-row")) == 10

    app.start()
    retry(browser, ".pokemon-next")
    settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, ".pokemon-range").text != first, timeout=20)
    assert "offset=10" in browser.current_url
    banner_gone(browser)
