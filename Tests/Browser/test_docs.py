"""The documentation at /docs, as a reader without JavaScript gets it and with it: the index, two articles (with
compiled snippets' code and tables) and the tutorial pass axe-core with no serious or critical violation, the home page
links the documentation, and a scene's "How this scene is built" opens its section of the article."""

import pytest
from selenium.webdriver.common.by import By

from conftest import run_axe

FAILING_IMPACTS = ("serious", "critical")


def serious(results):
    return [(rule["id"], [node["target"] for node in rule["nodes"]])
            for rule in results["violations"] if rule["impact"] in FAILING_IMPACTS]


@pytest.mark.axe
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("path", ["/docs", "/docs/threepatterns", "/docs/architecture", "/docs/addascene"])
def test_the_documentation_passes_axe(browser, strata, page_settings, path, scheme, language):
    page_settings(strata.url, scheme, language)
    browser.get(strata.url + path)
    assert browser.find_element(By.TAG_NAME, "h1").text
    assert serious(run_axe(browser)) == []


def test_the_home_page_leads_to_an_article_with_its_compiled_code(browser, strata):
    browser.get(strata.url + "/")
    browser.find_element(By.CSS_SELECTOR, "main a[href='/docs']").click()
    assert browser.find_element(By.TAG_NAME, "h1").text == "Documentation"
    browser.find_element(By.CSS_SELECTOR, "a[href='/docs/threepatterns']").click()
    assert browser.find_element(By.TAG_NAME, "h1").text == "One kind of feature, three patterns"
    code = [element.text for element in browser.find_elements(By.CSS_SELECTOR, "pre.snippet code")]
    assert len(code) >= 3 and all(code)
    assert "snippet.hide" not in browser.page_source


def test_a_scene_links_the_section_on_how_it_is_built(browser, strata):
    browser.get(strata.url + "/air-quality")
    browser.find_element(By.LINK_TEXT, "How this scene is built").click()
    assert browser.current_url == strata.url + "/docs/threepatterns#Clean-Swift-VIP"
    assert browser.find_element(By.ID, "Clean-Swift-VIP").text == "Clean Swift VIP"


def test_every_article_fits_a_375_pixel_window(browser, strata):
    # A table's cells, inline code and a code block take no more than the window: a long name in them breaks (a
    # code block scrolls inside itself), so the page never scrolls sideways on a phone.
    browser.set_window_size(375, 812)
    try:
        browser.get(strata.url + "/docs")
        articles = sorted({link.get_attribute("href").split("#")[0]
                           for link in browser.find_elements(By.CSS_SELECTOR, "main a[href^='/docs/']")})
        assert strata.url + "/docs/threepatterns" in articles
        wider = {}
        for article in [strata.url + "/docs"] + articles:
            browser.get(article)
            width, window = browser.execute_script(
                "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
            if width > window:
                wider[article] = width
        assert wider == {}, f"wider than the window ({window} px): {wider}"
    finally:
        browser.set_window_size(1280, 900)
