"""The web shell in a real Chromium: home page, 404 page, CSRF."""

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

SCENES = ["Movies", "Pokémon", "GitHub users", "Air quality", "My groups"]


def test_home_lists_the_five_scenes_and_the_phase(strata, browser):
    browser.get(strata.url + "/")
    titles = [element.text for element in browser.find_elements(By.CSS_SELECTOR, ".card h3")]
    assert titles == SCENES
    assert browser.find_element(By.CSS_SELECTOR, ".intro .badge").text.lower() == "dev"  # CSS upper-cases it
    for link in browser.find_elements(By.CSS_SELECTOR, ".card a"):
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
        fetch('/', {method: 'POST', body: new URLSearchParams({x: '1'})}).then(r => done(r.status));
        """
    )
    assert status == 403


def test_a_form_posted_without_the_token_shows_the_403_page(strata, js_browser):
    js_browser.get(strata.url + "/")
    js_browser.execute_script(
        """
        const form = document.createElement('form');
        form.method = 'post'; form.action = '/';
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


def test_the_language_switch_turns_the_same_page_korean_and_back(strata, browser):
    browser.delete_all_cookies()
    browser.get(strata.url + "/movies?query=star")
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    browser.find_element(By.CSS_SELECTOR, ".language-switch button[value=ko]").click()
    WebDriverWait(browser, 10).until(lambda driver: page_language(driver) == "ko")
    assert browser.current_url == strata.url + "/movies?query=star"
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
