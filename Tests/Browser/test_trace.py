"""How this page was made: every page's footer links its trace, a waterfall of the steps its request crossed, each
with the source file declaring its type, which axe-core finds no serious or critical violation in, with JavaScript
on and off, and which reads on a phone: a step's type and call and its source file together, the table scrolling
sideways in its own region, not the page."""

import os

from selenium.webdriver.common.by import By

from conftest import Strata, run_axe, settled, without_http_cache

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def open_trace(browser, url, path="/movies?query=star"):
    """Opens the trace of `path`'s page. A page loaded again within the page cache's lifetime is served from its
    render, whose trace is another (see the last test): a test of a render's trace loads an address of its own."""
    browser.get(url + path)
    link = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "footer.site-footer a"))
    assert link.text == "How this page was made"
    browser.get(link.get_attribute("href"))


def serious_violations(browser):
    return [v["id"] for v in run_axe(browser)["violations"] if v["impact"] in ("serious", "critical")]


def test_a_pages_footer_leads_to_its_trace_which_lists_its_steps_and_passes_axe(strata, browser):
    open_trace(browser, strata.url)
    assert browser.find_element(By.TAG_NAME, "h1").text == "How this page was made"
    # Each row's header is its kind, its ring under it.
    kinds, rings = zip(*(cell.text.split("\n") for cell in browser.find_elements(By.CSS_SELECTOR, "table.trace tbody th")))
    # In the order they started: the route first; a step the view model's tasks start after the render (the page
    # did not wait for it) comes after it.
    assert kinds[0] == "route" and "render" in kinds
    assert {"view-model", "use-case", "repository"} <= set(kinds)
    assert rings[0] == "Web" and rings[kinds.index("view-model")] == "Presentation"
    calls = [cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "table.trace tbody code")]
    assert "CachedMoviesRepository.freshPageAtHand" in calls
    headings = [cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "table.trace thead th")]
    assert headings == ["Step\nRing", "Type and call\nSource file", "Start", "Duration", "Cache", "Upstream"]
    # A trace's own page links no trace.
    assert browser.find_elements(By.CSS_SELECTOR, "footer.site-footer") == []
    assert serious_violations(browser) == []


def test_each_step_names_the_source_file_of_its_type_a_file_of_the_repository(strata, browser):
    open_trace(browser, strata.url, "/movies?query=star&pages=1")
    rows = [(row.find_element(By.TAG_NAME, "th").text.split("\n")[0],
             row.find_element(By.CSS_SELECTOR, ".trace-source").text.replace("\n", ""))
            for row in browser.find_elements(By.CSS_SELECTOR, "table.trace tbody tr")]
    sources = dict(rows)
    assert sources["route"] == "Sources/WebUI/Movies/MoviesWebRoutes.swift"
    assert sources["view-model"] == "Sources/PresentationLayer/Movies/MoviesFlowCoordinator.swift"
    assert sources["render"] == "Sources/LiveWeb/Server/LiveRequestContext+Pages.swift"
    assert ("repository", "Sources/DataLayer/Movies/CachedMoviesRepository.swift") in rows
    for kind, source in rows:
        if kind == "upstream":
            assert source == ""
        else:
            assert os.path.isfile(os.path.join(ROOT, source)), (kind, source)


def test_on_a_phone_the_trace_scrolls_in_its_own_region_and_passes_axe(strata, browser):
    browser.set_window_size(390, 844)
    try:
        open_trace(browser, strata.url, "/movies?query=star&pages=2")
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 390
        # The first columns, the step, its ring, its call and its file, are in view without scrolling.
        source = browser.find_element(By.CSS_SELECTOR, "tr.trace-view-model .trace-source")
        box = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.right];", source)
        assert 0 <= box[0] and box[1] <= 390, box
        region = browser.find_element(By.CSS_SELECTOR, ".trace-scroll")
        assert region.get_attribute("tabindex") == "0"
        assert region.get_attribute("role") == "region"
        assert serious_violations(browser) == []
    finally:
        browser.set_window_size(1280, 900)


def test_a_page_loaded_again_is_served_from_its_render_and_its_trace_says_so(browser):
    # A lifetime no test outlasts, so the third load below is the kept page's however slow the machine.
    server = Strata(extra_env={"STRATA_PAGE_CACHE": "600"})
    try:
        # The first load starts the browser's session; the second, in a session the browser returned, is kept; the
        # third asks without the browser's copy (test_users.py has the `304` a copy gets).
        for _ in range(3):
            with without_http_cache(browser):
                browser.get(server.url + "/movies?query=star")
            settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "footer.site-footer a"))
        timing = browser.execute_script(
            "return performance.getEntriesByType('navigation')[0].serverTiming.map(e => e.name + ' ' + e.description)")
        assert "render PageCache.page (cache hit)" in timing, timing
        assert not [entry for entry in timing if entry.startswith("view-model")], timing
        browser.get(browser.find_element(By.CSS_SELECTOR, "footer.site-footer a").get_attribute("href"))
        rows = [(row.find_element(By.TAG_NAME, "th").text.split("\n")[0],
                 row.find_element(By.CSS_SELECTOR, ".trace-source").text.replace("\n", ""))
                for row in browser.find_elements(By.CSS_SELECTOR, "table.trace tbody tr")]
        assert ("render", "Sources/LiveWeb/Sessions/PageCache.swift") in rows, rows
        assert serious_violations(browser) == []
    finally:
        server.stop()
