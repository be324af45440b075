"""The Movies search field's recent searches in a real Chromium: with JavaScript an ARIA 1.2 combobox over a
listbox (highlight with the arrows, Enter searches, Escape closes and then clears) whose entries are removed in place;
without it plain links, each with a remove form that posts and comes back. A query that found nothing is never
offered, nor the query typed."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import run_axe, settled
from test_accessibility import known_false_positive
from test_movies import search


def entries(browser):
    """The recent searches the page holds, in order: (text, hidden)."""
    return settled(browser, lambda b: [
        (item.get_attribute("textContent"), item.get_attribute("hidden") is not None)
        for item in b.find_elements(By.CSS_SELECTOR, "#movies-suggestions-list > li")] or [("", True)])


def texts(browser):
    return [text for text, _ in entries(browser)]


def shown(browser):
    return [text for text, hidden in entries(browser) if not hidden]


def field(browser):
    return browser.find_element(By.ID, "movies-query")


def panel(browser):
    return browser.find_element(By.CSS_SELECTOR, ".movies-suggestions")


def active(browser):
    return browser.switch_to.active_element


def test_a_query_that_found_nothing_is_not_offered(strata, browser):
    search(browser, strata.url, "juniper")
    search(browser, strata.url, "zzqqxj")
    assert browser.find_elements(By.CSS_SELECTOR, "#movies-results .empty")
    browser.get(strata.url + "/movies")
    assert texts(browser)[0] == "juniper"
    assert "zzqqxj" not in texts(browser)


def test_the_query_typed_is_not_offered_back(strata, browser):
    search(browser, strata.url, "stardust")
    search(browser, strata.url, "star")
    browser.get(strata.url + "/movies?query=STAR")
    assert ("star", True) in entries(browser)
    assert ("stardust", False) in entries(browser)
    if browser.javascript_enabled:
        field(browser).click()
        field(browser).send_keys(Keys.CONTROL, "a")
        field(browser).send_keys(" Stardust ")
        assert "stardust" not in shown(browser)
        field(browser).send_keys(Keys.BACKSPACE, Keys.BACKSPACE, Keys.BACKSPACE)
        assert "stardust" in shown(browser) and "star" not in shown(browser)


def test_a_field_holding_the_pages_query_shows_the_recent_searches_on_focus(strata, browser):
    """#37.5: the text a page's field comes with is its own query, not something typed to complete: focused, the
    field shows every recent search but that query."""
    for query in ("garden", "shadow"):
        search(browser, strata.url, query)
    browser.get(strata.url + "/movies?query=shadow")
    field(browser).click()
    assert panel(browser).is_displayed()
    assert "garden" in shown(browser) and "shadow" not in shown(browser)
    assert browser.find_element(By.XPATH, "//ul[@id='movies-suggestions-list']/li[.='garden']").is_displayed()
    if browser.javascript_enabled:
        assert field(browser).get_attribute("aria-expanded") == "true"
        # Once edited, the field's text is what is typed, and completes as before.
        field(browser).send_keys(Keys.BACKSPACE)
        assert "shadow" in shown(browser) and "garden" not in shown(browser)


def test_the_recent_searches_are_newest_first_once_a_search_recorded_its_query(strata, browser):
    """#37.5: a query searched again is the newest: its own page, once its search recorded it, lists it first, not in
    the place it had before (that page read the recent searches as it opened, before the search recorded it)."""
    for query in ("summer", "north", "summer"):
        search(browser, strata.url, query)
    settled(browser, lambda b: texts(b)[:2] == ["summer", "north"])
    browser.get(strata.url + "/movies")
    assert texts(browser)[:2] == ["summer", "north"]


def test_without_javascript_the_suggestions_are_links_and_claim_no_combobox(strata, browser):
    if browser.javascript_enabled:
        return
    search(browser, strata.url, "circus")
    browser.get(strata.url + "/movies")
    assert field(browser).get_attribute("role") is None
    assert field(browser).get_attribute("aria-expanded") is None
    assert browser.find_element(By.ID, "movies-suggestions-list").get_attribute("role") is None
    field(browser).click()
    link = browser.find_element(By.CSS_SELECTOR, "#movies-suggestions-list li:first-child a")
    assert link.is_displayed() and link.text == "circus"
    link.click()
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".movie-row"))
    assert "query=circus" in browser.current_url


def test_without_javascript_a_remove_form_posts_and_comes_back_without_the_entry(strata, browser):
    if browser.javascript_enabled:
        return
    for query in ("mirror", "velvet", "canyon"):
        search(browser, strata.url, query)
    browser.get(strata.url + "/movies?query=ve")
    field(browser).click()
    button = browser.find_element(By.CSS_SELECTOR, "button[aria-label='Remove velvet from recent searches']")
    assert button.is_displayed()
    button.click()
    WebDriverWait(browser, 10).until(lambda driver: "velvet" not in texts(driver))
    assert browser.current_url.split("?")[0] == strata.url + "/movies"
    assert "query=ve" in browser.current_url
    assert {"canyon", "mirror"} <= set(texts(browser))
    browser.get(strata.url + "/movies")
    assert "velvet" not in texts(browser)


def test_the_field_is_a_combobox_whose_panel_opens_and_closes(strata, js_browser):
    browser = js_browser
    for query in ("silver", "silent", "archive"):
        search(browser, strata.url, query)
    browser.get(strata.url + "/movies")
    box = field(browser)
    assert box.get_attribute("role") == "combobox"
    assert box.get_attribute("aria-autocomplete") == "list"
    assert box.get_attribute("aria-expanded") == "false"
    assert box.get_attribute("aria-controls") == "movies-suggestions-list"
    listbox = browser.find_element(By.ID, "movies-suggestions-list")
    assert listbox.get_attribute("role") == "listbox"
    options = listbox.find_elements(By.CSS_SELECTOR, "li")
    assert all(option.get_attribute("role") == "option" and option.get_attribute("id") for option in options)
    assert not browser.find_elements(By.CSS_SELECTOR, "#movies-suggestions-list a[href]")
    assert not panel(browser).is_displayed()

    box.click()
    assert box.get_attribute("aria-expanded") == "true" and panel(browser).is_displayed()
    box.send_keys("sil")
    assert shown(browser)[:2] == ["silent", "silver"]
    assert box.get_attribute("aria-activedescendant") is None

    box.send_keys(Keys.ARROW_DOWN)
    first = browser.find_element(By.CSS_SELECTOR, "#movies-suggestions-list li:not([hidden])")
    assert box.get_attribute("aria-activedescendant") == first.get_attribute("id")
    assert first.get_attribute("aria-selected") == "true" and first.text == "silent"
    assert active(browser) == box  # the focus stays in the field
    box.send_keys(Keys.ARROW_DOWN)
    second = browser.find_element(By.ID, box.get_attribute("aria-activedescendant"))
    assert second.text == "silver" and first.get_attribute("aria-selected") == "false"
    box.send_keys(Keys.ARROW_UP)
    assert box.get_attribute("aria-activedescendant") == first.get_attribute("id")

    box.send_keys(Keys.ESCAPE)
    assert box.get_attribute("aria-expanded") == "false"
    assert not panel(browser).is_displayed()
    assert box.get_attribute("aria-activedescendant") is None
    assert box.get_attribute("value") == "sil"
    box.send_keys(Keys.ESCAPE)
    assert box.get_attribute("value") == ""
    assert box.get_attribute("aria-expanded") == "false"

    box.send_keys("sil", Keys.ARROW_DOWN, Keys.ARROW_DOWN)
    assert box.get_attribute("aria-expanded") == "true"
    box.send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: "query=silver" in driver.current_url)
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".movie-row"))


def test_a_click_on_an_option_searches_it_and_a_click_elsewhere_closes(strata, js_browser):
    browser = js_browser
    for query in ("harbour", "island"):
        search(browser, strata.url, query)
    browser.get(strata.url + "/movies")
    field(browser).click()
    browser.find_element(By.TAG_NAME, "h1").click()
    # The panel closes once the focus has landed outside it (a task later), so the check waits for it.
    WebDriverWait(browser, 10).until(lambda driver: field(driver).get_attribute("aria-expanded") == "false")
    assert not panel(browser).is_displayed()
    field(browser).click()
    option = browser.find_element(By.XPATH, "//ul[@id='movies-suggestions-list']/li[.='harbour']")
    option.click()
    WebDriverWait(browser, 10).until(lambda driver: "query=harbour" in driver.current_url)


def test_with_javascript_a_remove_button_removes_in_place_and_hands_the_focus_on(strata, js_browser):
    browser = js_browser
    for query in ("amber", "voyage", "golden"):
        search(browser, strata.url, query)
    browser.get(strata.url + "/movies")
    address = browser.current_url
    assert texts(browser)[:3] == ["golden", "voyage", "amber"]
    field(browser).click()
    # The keyboard reaches the remove buttons: after the field, its Search button, then each entry's.
    field(browser).send_keys(Keys.TAB)
    active(browser).send_keys(Keys.TAB)
    assert active(browser).get_attribute("aria-label") == "Remove golden from recent searches"
    active(browser).send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: "golden" not in texts(driver))
    assert settled(browser, lambda b: active(b).get_attribute("aria-label")) == "Remove voyage from recent searches"
    assert browser.current_url == address  # in place: no page came
    assert field(browser).get_attribute("aria-expanded") == "true" and panel(browser).is_displayed()

    # The last entry's removal hands the focus to the field.
    last = [text for text in texts(browser)][-1]
    browser.find_element(By.CSS_SELECTOR, f"button[aria-label='Remove {last} from recent searches']").click()
    WebDriverWait(browser, 10).until(lambda driver: last not in texts(driver))
    assert active(browser).get_attribute("id") == "movies-query"

    browser.get(strata.url + "/movies")
    assert "golden" not in texts(browser) and last not in texts(browser)
    assert "voyage" in texts(browser)


def test_a_click_on_a_remove_button_removes_that_entry_keeping_the_panel_open_and_the_focus_in_the_field(
        strata, js_browser):
    """#37.5: the pointer presses the remove button without taking the focus from the field, so the entry goes and
    the panel stays open with the focus where it was."""
    browser = js_browser
    for query in ("meadow", "lantern", "crimson"):
        search(browser, strata.url, query)
    browser.get(strata.url + "/movies")
    address = browser.current_url
    field(browser).click()
    assert panel(browser).is_displayed()
    browser.find_element(By.CSS_SELECTOR, "button[aria-label='Remove lantern from recent searches']").click()
    WebDriverWait(browser, 10).until(lambda driver: "lantern" not in texts(driver))
    assert active(browser).get_attribute("id") == "movies-query"
    assert field(browser).get_attribute("aria-expanded") == "true" and panel(browser).is_displayed()
    assert {"meadow", "crimson"} <= set(shown(browser))
    # Still open once the live update has replaced the panel's markup: the next click removes the next one.
    browser.find_element(By.CSS_SELECTOR, "button[aria-label='Remove crimson from recent searches']").click()
    WebDriverWait(browser, 10).until(lambda driver: "crimson" not in texts(driver))
    assert active(browser).get_attribute("id") == "movies-query"
    assert field(browser).get_attribute("aria-expanded") == "true" and panel(browser).is_displayed()
    assert browser.current_url == address


def test_escape_on_a_remove_button_closes_the_panel_into_the_field(strata, js_browser):
    browser = js_browser
    search(browser, strata.url, "tower")
    browser.get(strata.url + "/movies")
    field(browser).click()
    field(browser).send_keys(Keys.TAB)
    active(browser).send_keys(Keys.TAB)
    assert "Remove" in active(browser).get_attribute("aria-label")
    active(browser).send_keys(Keys.ESCAPE)
    assert active(browser).get_attribute("id") == "movies-query"
    assert field(browser).get_attribute("aria-expanded") == "false" and not panel(browser).is_displayed()


def serious_violations(browser):
    """axe-core's serious or critical violations on the page, less what axe itself gets wrong."""
    results = run_axe(browser)
    return [(violation["id"], [node["target"] for node in violation["nodes"]]) for violation in results["violations"]
            if violation["impact"] in ("serious", "critical")
            and any(not known_false_positive(results["version"], violation, node) for node in violation["nodes"])]


def test_axe_finds_nothing_in_the_open_panel_with_an_option_highlighted_or_a_remove_button_focused(strata, browser):
    for query in ("winter", "window"):
        search(browser, strata.url, query)
    browser.get(strata.url + "/movies?query=win")
    field(browser).click()
    if browser.javascript_enabled:
        field(browser).send_keys(Keys.END, Keys.ARROW_DOWN)
        assert field(browser).get_attribute("aria-activedescendant")
    assert panel(browser).is_displayed()
    assert serious_violations(browser) == []
    # Without JavaScript the keyboard goes through the links first (every recent search but the page's query),
    # then the remove buttons.
    for _ in range(25):
        active(browser).send_keys(Keys.TAB)
        if (active(browser).get_attribute("aria-label") or "").startswith("Remove"):
            break
    assert active(browser).get_attribute("aria-label") == "Remove window from recent searches"
    assert panel(browser).is_displayed()
    assert serious_violations(browser) == []
