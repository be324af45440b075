"""The back/forward cache (#37, 14): a page left and come back to with Back is restored as it was left, not loaded
again, with its shared worker's live stream or with its own (a browser without shared workers); restored, it
follows its window's stream again and shows what changed while it was away (a star set in another tab)."""

import urllib.request

import pytest
from selenium.webdriver.common.by import By

from conftest import live_stream_open, make_driver, settled

# How the page was shown last: whether it is the document that was left (a variable set before leaving is still
# there), the persisted flag of its last pageshow, its navigation entry's type, and why it was not restored if not.
SHOWN = """
const entry = performance.getEntriesByType('navigation')[0];
return { sameDocument: window.leftAt === arguments[0], persisted: window.lastPageshowPersisted ?? null,
         type: entry.type, notRestoredReasons: entry.notRestoredReasons ? JSON.stringify(entry.notRestoredReasons) : null };
"""


@pytest.fixture(params=["shared worker", "own stream"])
def stream_browser(request):
    driver = make_driver(javascript=True)
    if request.param == "own stream":
        # As in a browser without shared workers: each page opens its own event stream.
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "delete window.SharedWorker;"})
    yield driver
    driver.quit()


def user_rows(browser):
    return browser.execute_script("return Array.from(document.querySelectorAll('.user-row'), row => row.id)")


def pressed(browser, row_id):
    return browser.find_element(By.CSS_SELECTOR, f"#{row_id} .user-star button").get_attribute("aria-pressed")


def test_a_page_is_cacheable_in_this_browser_but_asked_again(strata):
    with urllib.request.urlopen(strata.url + "/users") as response:
        assert response.headers["Cache-Control"] == "private, no-cache"


def test_back_restores_the_page_left_whose_stream_brings_what_changed_meanwhile(strata, stream_browser):
    browser = stream_browser
    browser.get(strata.url + "/users")
    settled(browser, lambda b: len(user_rows(b)) >= 20)
    live_stream_open(browser)
    row_id = next(row for row in user_rows(browser) if pressed(browser, row) == "false")
    browser.execute_script("""
        window.leftAt = arguments[0];
        addEventListener('pageshow', (event) => { window.lastPageshowPersisted = event.persisted; });""", row_id)
    users = browser.current_window_handle

    browser.get(strata.url + "/pokemon")
    live_stream_open(browser)
    # Another tab stars the user while the Users page is in the back/forward cache.
    browser.switch_to.new_window("tab")
    browser.get(strata.url + "/users")
    settled(browser, lambda b: b.find_elements(By.CSS_SELECTOR, f"#{row_id} .user-star button"))
    live_stream_open(browser)
    browser.find_element(By.CSS_SELECTOR, f"#{row_id} .user-star button").click()
    settled(browser, lambda b: pressed(b, row_id) == "true")
    browser.close()
    browser.switch_to.window(users)

    browser.back()
    # Shown again: either the document left, restored (its pageshow said so), or a new one, loaded again.
    shown = settled(browser, lambda b: (lambda state: (state["persisted"] is not None or not state["sameDocument"])
                                        and state)(b.execute_script(SHOWN, row_id)))
    # A restored page keeps the navigation entry of its first load ("navigate"); a page loaded again by Back would
    # say "back_forward", with the reasons it was not restored.
    assert shown == {"sameDocument": True, "persisted": True, "type": "navigate", "notRestoredReasons": None}, shown
    # Restored, the page follows its window again, and the star set meanwhile comes over the stream.
    live_stream_open(browser, timeout=20)
    settled(browser, lambda b: pressed(b, row_id) == "true", timeout=20)
    assert browser.execute_script("return window.leftAt") == row_id
