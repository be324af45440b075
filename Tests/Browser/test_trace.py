"""How this page was made: every page's footer links its trace, a waterfall of the steps its request crossed, which
axe-core finds no serious or critical violation in, with JavaScript on and off."""

from selenium.webdriver.common.by import By

from conftest import run_axe, settled


def test_a_pages_footer_leads_to_its_trace_which_lists_its_steps_and_passes_axe(strata, browser):
    browser.get(strata.url + "/movies?query=star")
    link = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "footer.site-footer a"))
    assert link.text == "How this page was made"
    browser.get(link.get_attribute("href"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "How this page was made"
    kinds = [cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "table.trace tbody th")]
    assert kinds[0] == "route" and kinds[-1] == "render"
    assert {"view-model", "use-case", "repository"} <= set(kinds)
    calls = [cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "table.trace tbody code")]
    assert "CachedMoviesRepository.freshPageAtHand" in calls
    # A trace's own page links no trace.
    assert browser.find_elements(By.CSS_SELECTOR, "footer.site-footer") == []
    results = run_axe(browser)
    serious = [v["id"] for v in results["violations"] if v["impact"] in ("serious", "critical")]
    assert serious == []
