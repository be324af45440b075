"""The web shell in a real Chromium: home page, 404 page, CSRF."""

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

SCENES = ["Movies", "Pokémon", "GitHub users", "Air quality", "My groups"]


def test_home_lists_the_five_scenes_and_the_phase(strata, browser):
    browser.get(strata.url + "/")
    titles = [element.text for element in browser.find_elements(By.CSS_SELECTOR, ".home-tile-title")]
    assert titles == SCENES
    assert browser.find_element(By.CSS_SELECTOR, ".site-header .badge").text.lower().endswith("sample data")  # upper-cased
    for link in browser.find_elements(By.CSS_SELECTOR, ".home-tiles a"):
        assert link.get_attribute("href").startswith(strata.url + "/")


def test_the_stylesheet_is_applied(strata, browser):
    browser.get(strata.url + "/")
    body_font = browser.find_element(By.TAG_NAME, "body").value_of_css_property("font-family")
    assert "Times" not in body_font  # the browser default would be a serif font


def test_an_unknown_route_shows_the_404_page(strata, browser):
    browser.get(strata.url + "/no/such/page")
    assert "Page not found" in browser.find_element(By.TAG_NAME, "main").text
    home = browser.find_element(By.CSS_SELECTOR, "main a[href='/']")
    home.click()
    assert browser.current_url == strata.url + "/"


def test_a_post_without_the_csrf_token_is_refused(strata, js_browser):
    js_browser.get(strata.url + "/")
    status = js_browser.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        fetch('/language', {method: 'POST', body: new URLSearchParams({language: 'ko'})}).then(r => done(r.status));
        """
    )
    assert status == 403


def test_a_form_posted_without_the_token_shows_the_403_page(strata, js_browser):
    js_browser.get(strata.url + "/")
    js_browser.execute_script(
        """
        const form = document.createElement('form');
        form.method = 'post'; form.action = '/language';
        document.body.appendChild(form); form.submit();
        """
    )
    assert js_browser.find_element(By.TAG_NAME, "h1").text == "This form has expired"
    assert js_browser.title.startswith("This form has expired")


def page_language(driver):
    """The page's language, or None while the page is being replaced (an element found before is stale by then)."""
    try:
        return driver.execute_script("return document.documentElement.lang")
    except WebDriverException:
        return None


def switched_back_to(browser, address):
    """Where the language switch returns: the address, and without JavaScript the switch on it."""
    return address if browser.javascript_enabled else address + "#language"


def test_the_language_switch_turns_the_same_page_korean_and_back(strata, browser):
    browser.delete_all_cookies()
    browser.get(strata.url + "/movies?query=star")
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    browser.find_element(By.CSS_SELECTOR, ".language-switch button[value=ko]").click()
    WebDriverWait(browser, 10).until(lambda driver: page_language(driver) == "ko")
    assert browser.current_url == switched_back_to(browser, strata.url + "/movies?query=star")
    assert browser.find_element(By.TAG_NAME, "h1").text == "영화"
    browser.get(strata.url + "/no/such/page")
    assert browser.find_element(By.TAG_NAME, "h1").text == "페이지를 찾을 수 없어요"
    browser.get(strata.url + "/")
    browser.find_element(By.CSS_SELECTOR, ".language-switch button[value=en]").click()
    WebDriverWait(browser, 10).until(lambda driver: page_language(driver) == "en")
    browser.delete_all_cookies()


def test_the_skip_link_is_the_first_stop_and_leads_to_the_content(strata, js_browser):
    from selenium.webdriver.common.keys import Keys
    browser = js_browser
    browser.get(strata.url + "/pokemon")
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    skip = browser.switch_to.active_element
    assert skip.get_attribute("class") == "skip-link" and skip.is_displayed()
    skip.send_keys(Keys.ENTER)
    assert browser.switch_to.active_element.get_attribute("id") == "main"


# The chrome every page shares: the icon, the scene switcher, the language switch that keeps the place.

def test_the_scene_switcher_fits_a_phone_marks_the_scene_and_is_reached_by_tab(strata, browser):
    from selenium.webdriver.common.keys import Keys
    browser.set_window_size(390, 844)
    try:
        browser.get(strata.url + "/pokemon")
        assert browser.execute_script("return document.documentElement.scrollWidth <= innerWidth")
        links = browser.find_elements(By.CSS_SELECTOR, "header .scene-switcher a")
        assert [link.text for link in links] == SCENES
        assert all(link.is_displayed() for link in links)
        current = browser.find_elements(By.CSS_SELECTOR, ".scene-switcher a[aria-current=page]")
        assert [link.get_attribute("href") for link in current] == [strata.url + "/pokemon"]
        wanted = {link.get_attribute("href") for link in links}
        reached = set()
        browser.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
        for _ in range(15):
            active = browser.switch_to.active_element
            reached.add(active.get_attribute("href"))
            active.send_keys(Keys.TAB)
        assert wanted <= reached
    finally:
        browser.set_window_size(1280, 900)


def test_the_not_found_page_has_the_language_switch(strata, browser):
    browser.delete_all_cookies()
    browser.get(strata.url + "/no/such/page")
    assert browser.find_elements(By.CSS_SELECTOR, "header .scene-switcher a")
    browser.find_element(By.CSS_SELECTOR, ".language-switch button[value=ko]").click()
    WebDriverWait(browser, 10).until(lambda driver: page_language(driver) == "ko")
    assert browser.current_url == switched_back_to(browser, strata.url + "/no/such/page")
    assert browser.find_element(By.TAG_NAME, "h1").text == "페이지를 찾을 수 없어요"
    browser.delete_all_cookies()


def scroll_y(driver):
    try:
        return driver.execute_script("return Math.round(scrollY)")
    except WebDriverException:
        return None


def switch_in_view(driver):
    return driver.execute_script(
        "const box = document.getElementById('language').getBoundingClientRect();"
        "return box.top >= 0 && box.bottom <= innerHeight")


def test_the_language_switch_keeps_the_address_and_the_place(strata, browser):
    """With JavaScript the page comes back at the same scroll position. Without, the page cannot know it, and comes
    back at the switch that was pressed (the address's fragment): the switch in view, and the keyboard going on from
    it rather than from the page's start (the skip link)."""
    browser.delete_all_cookies()
    browser.set_window_size(1280, 600)
    try:
        browser.get(strata.url + "/pokemon?query=a")
        address = browser.current_url
        height = browser.execute_script("return document.documentElement.scrollHeight - innerHeight")
        assert height > 300
        browser.execute_script("window.scrollTo(0, arguments[0])", min(600, height))
        y = scroll_y(browser)
        assert y > 200
        # A script click, as Selenium's would scroll the header's button into view first.
        button = browser.find_element(By.CSS_SELECTOR, ".language-switch button[value=ko]")
        browser.execute_script("arguments[0].click()", button)
        WebDriverWait(browser, 10).until(lambda driver: page_language(driver) == "ko")
        if browser.javascript_enabled:
            assert browser.current_url == address
            WebDriverWait(browser, 5).until(lambda driver: abs((scroll_y(driver) or 0) - y) <= 2)
        else:
            assert browser.current_url == switched_back_to(browser, address)
            assert switch_in_view(browser)
            ActionChains(browser).send_keys(Keys.TAB).perform()
            assert browser.execute_script("return document.activeElement.closest('#language') !== null")
        assert browser.find_element(By.CSS_SELECTOR, "#language button[value=ko]").get_attribute("aria-pressed") == "true"
    finally:
        browser.delete_all_cookies()
        browser.set_window_size(1280, 900)


def test_the_icon_is_served_and_nothing_is_missing(strata, js_browser):
    js_browser.get(strata.url + "/")
    icon = js_browser.find_element(By.CSS_SELECTOR, "link[rel=icon]").get_attribute("href")
    assert icon == strata.url + "/assets/favicon.svg"
    answers = js_browser.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        Promise.all([arguments[0], '/favicon.ico'].map(url => fetch(url).then(r => [r.status, r.headers.get('content-type')])))
            .then(done);
        """,
        icon,
    )
    assert answers == [[200, "image/svg+xml"], [200, "image/svg+xml"]]
    js_browser.get(strata.url + "/pokemon")
    errors = [entry["message"] for entry in js_browser.get_log("browser") if entry["level"] == "SEVERE"]
    assert not [message for message in errors if "404" in message or "favicon" in message], errors


def test_an_address_naming_a_window_lands_on_the_clean_address(strata, js_browser):
    # The server redirects (303) to the address without `window=`, keeping the fragment.
    js_browser.get(strata.url + "/pokemon?page=2&window=0123456789abcdef0123456789abcdef#main")
    assert js_browser.current_url == strata.url + "/pokemon?page=2#main"
