"""Skeleton rows while a list loads (#37.13): with the staging API slow, Movies' results, the Pokémon list and My
groups first show skeleton rows in their own row shape (busy, hidden from assistive technology, with a visually
hidden "Loading…" status; a shimmer that stops under reduced motion; axe clean in light and dark), and the rows
replace them when the list arrives, with JavaScript by a live update and without it in the page's first paint."""

import urllib.request

import pytest
from selenium.webdriver.common.by import By

from conftest import run_axe, settled

FAILING_IMPACTS = ("serious", "critical")

# (page, the staging API's path made slow, the skeleton's shape, a loaded row)
SCENES = [
    ("/movies?query=star", "/3/search/movie", "poster", ".movie-row"),
    ("/pokemon", "/api/v2/pokemon", "card", ".pokemon-card"),
    ("/groups", "/groups", "card", ".group-card"),
]

SKELETON = """
const skeleton = document.querySelector('main .skeleton');
if (!skeleton) return null;
const status = skeleton.querySelector('[role=status]');
const rows = skeleton.querySelector('.skeleton-rows');
const block = skeleton.querySelector('.skeleton-line');
const style = getComputedStyle(block);
return { className: skeleton.className, busy: skeleton.getAttribute('aria-busy'),
         status: status.textContent, statusWidth: status.getBoundingClientRect().width,
         rowsHidden: rows.getAttribute('aria-hidden'), rowCount: rows.children.length,
         pictures: skeleton.querySelectorAll('.skeleton-picture').length,
         blockHeight: block.getBoundingClientRect().height, animation: style.animationName };
"""


def serious(results):
    return [(rule["id"], [node["target"] for node in rule["nodes"]])
            for rule in results["violations"] if rule["impact"] in FAILING_IMPACTS]


def loaded(browser, row):
    return browser.execute_script(
        "return !document.querySelector('main .skeleton, main [aria-busy=true]') "
        "&& document.querySelectorAll(arguments[0]).length > 0", row)


@pytest.mark.parametrize("path, slow, shape, row", SCENES, ids=["movies", "pokemon", "groups"])
def test_a_slow_list_shows_skeleton_rows_in_its_shape_then_its_rows(fresh_staged_strata, staging, browser,
                                                                      path, slow, shape, row):
    # The list's path alone: the Pokémon list's rows then ask for each Pokémon's types and species, which stay fast.
    staging.set_fault(slow, "delay=4000", exact=True)
    url = fresh_staged_strata.url + path
    if not browser.javascript_enabled:
        # Without JavaScript the page sent before the list is ready reloads itself (the app holds the reload
        # until the list comes). WebDriver may return between the first paint and that reload, so the rows are
        # read once the reloaded page has them; the first paint is read as a browser gets it.
        with urllib.request.urlopen(url, timeout=10) as answer:
            first = answer.read().decode()
        assert f'<div class="skeleton skeleton-{shape}" aria-busy="true">' in first
        assert '<p class="visually-hidden" role="status"' in first
        browser.get(url)
        settled(browser, lambda b: loaded(b, row), timeout=20)
        return
    browser.get(url)
    skeleton = browser.execute_script(SKELETON)
    assert skeleton is not None, "no skeleton in the first paint"
    assert skeleton["className"] == f"skeleton skeleton-{shape}"
    assert skeleton["busy"] == "true" and skeleton["rowsHidden"] == "true"
    assert skeleton["status"].endswith("…") and skeleton["statusWidth"] <= 1
    assert skeleton["rowCount"] == 6 and skeleton["pictures"] == 6 and skeleton["blockHeight"] > 0
    assert skeleton["animation"] == "skeleton-shimmer"
    for scheme in ("light", "dark"):
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [
            {"name": "prefers-color-scheme", "value": scheme}, {"name": "prefers-reduced-motion", "value": "reduce"}]})
        assert browser.execute_script(SKELETON)["animation"] == "none"
        assert serious(run_axe(browser)) == []
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    settled(browser, lambda b: loaded(b, row), timeout=20)
