"""Every screen of every scene checked by axe-core (the copy bundled by the PyPI package axe-selenium-python), in
light and dark, with JavaScript on and off, in English and Korean: no violation of impact serious or critical.
Then every screen in Korean, where no English string of the string catalogues may show.

Lists, details, empty and not-found pages come from the app in dev; loading and error states from the app on the
staging API with a fault set (a delay the page is checked within, or HTTP 500). `pytest -s` prints axe's counts
per page; AXE_REPORT=path also writes them there as a table.

The tests fail while a violation or an English string is left (no xfail): they carry the marks `axe` and `korean`,
so `-m "not axe and not korean"` runs the rest of the suite meanwhile, and `-m axe` or `-m korean` these alone."""

import glob
import json
import os
import re
import urllib.request

import pytest
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import screens
from conftest import run_axe, settled

# One worker runs the whole module when the suite runs in parallel (pytest-xdist): the table of axe's counts
# it prints at the end covers every page.
pytestmark = pytest.mark.xdist_group("accessibility")

FAILING_IMPACTS = ("serious", "critical")
SOURCES = os.path.join(os.path.dirname(__file__), "..", "..", "Sources")

# Every scene's screens, from its own file in screens/ (found by glob).
SCREENS = screens.all_screens()

VISITS = {}  # screen name → the visits so far: 10 a screen in this module (8 modes for axe, 2 in Korean)


@pytest.fixture(scope="module")
def seeded(strata):
    """The app in dev with a recent search, so /movies shows its suggestions."""
    urllib.request.urlopen(strata.url + "/movies?query=star", timeout=10).read()
    return strata


@pytest.fixture(scope="module")
def prepared_screens(request):
    """The screen files' own preparation on the staging API (names to visit, say), done once."""
    screens.prepare(request.getfixturevalue("staging").url)


@pytest.fixture
def open_screen(request, browser, page_settings):
    """`open_screen(screen, scheme, language)` shows `screen` in `browser` and returns its URL."""

    def show(screen, scheme, language):
        if screen.staged:
            request.getfixturevalue("prepared_screens")
            # Both clear the staging API's faults after the test.
            app = request.getfixturevalue("fresh_staged_strata" if screen.fresh_app else "staged_strata")
            staging = request.getfixturevalue("staging")
        else:
            app, staging = request.getfixturevalue("seeded"), None
        page_settings(app.url, scheme, language)
        if screen.fault:
            staging.set_fault(*screen.fault)
        visit = VISITS[screen.name] = VISITS.get(screen.name, -1) + 1
        if screen.ready is screens.LOADING and not browser.javascript_enabled:
            return show_loading_without_script(browser, app.url, app.url + screen.path(visit))
        browser.get(app.url + screen.path(visit))
        if screen.follow:
            link = wait(browser, lambda driver: driver.find_element(By.CSS_SELECTOR, screen.follow), screen)
            browser.get(link.get_attribute("href"))
        if screen.focus:
            browser.find_element(By.CSS_SELECTOR, screen.focus).click()
        wait(browser, lambda driver: still_shown(driver, screen), screen)
        return browser.current_url

    return show


REFRESH = re.compile(r'<noscript><meta http-equiv="refresh" content="([^"]*)"></noscript>\n?')


def show_loading_without_script(browser, origin, url):
    """A loading page as a browser without JavaScript shows it. Such a page reloads itself at once (a refresh of 0 s,
    which the app holds while the page loads), and WebDriver waits for that navigation, so it would only ever see the
    page loaded. The page is fetched as this browser would (its cookies), its refresh checked to be immediate, and it
    is shown without the refresh, on the app's origin so its stylesheet applies."""
    cookies = "; ".join(f"{cookie['name']}={cookie['value']}" for cookie in browser.get_cookies())
    request = urllib.request.Request(url, headers={"Cookie": cookies} if cookies else {})
    with urllib.request.urlopen(request, timeout=10) as answer:
        html = answer.read().decode()
    refresh = REFRESH.search(html)
    assert refresh, f"{url}: a loading page without JavaScript reloads itself"
    assert refresh.group(1).startswith("0; url="), f"{url}: the refresh is immediate, not timed ({refresh.group(1)})"
    browser.get(origin + "/assets/app.css")
    browser.execute_script("document.open(); document.write(arguments[0]); document.close()", REFRESH.sub("", html))
    WebDriverWait(browser, 10).until(
        lambda driver: driver.execute_script("return document.styleSheets.length > 0 && document.body !== null && "
                                             "getComputedStyle(document.body).fontFamily.includes('system-ui')"))
    assert browser.find_elements(By.CSS_SELECTOR, screens.LOADING), f"{url}: the page shows its loading state"
    return url


def still_shown(driver, screen):
    """Whether `driver` shows `screen`'s state (read again if a live update replaced it while reading)."""
    for _ in range(5):
        try:
            if callable(screen.ready):
                return screen.ready(driver)
            return any(element.is_displayed() for element in driver.find_elements(By.CSS_SELECTOR, screen.ready))
        except StaleElementReferenceException:
            continue
    return False


def wait(browser, condition, screen):
    try:
        return WebDriverWait(browser, 10, poll_frequency=0.1,
                             # Chromedriver reports a node replaced while it is read (a live update, a page reloading itself) as
                             # a stale element or as an "unknown error" (a WebDriverException): both are retried until the timeout.
                             ignored_exceptions=[WebDriverException]).until(condition)
    except Exception as error:
        raise AssertionError(f"{screen.name}: the page never reached its state ({browser.current_url})") from error


def mode(browser, scheme, language):
    return f"{scheme} {'js' if browser.javascript_enabled else 'nojs'} {language}"


# axe-core

def known_false_positive(version, violation, node):
    """What axe-core itself got wrong, not the page:
    - axe-core 3.1.x (what axe-selenium-python bundles on Python < 3.12) calls autocomplete="off" on a search field
      inappropriate; 3.1.2 fixed it (github.com/dequelabs/axe-core/issues/1109);
    - axe-core 3.1.x knows ARIA 1.1's combobox only (a container owning a textbox and a listbox), so it asks ARIA 1.2's
      (an input that controls its listbox, as the Movies search field is with JavaScript) for children;
    - a color-contrast node whose colours axe could not read has no ratio: axe-core 3 does not parse the
      `color(srgb …)` that Chromium computes for `color-mix()`, and reports "#0NaN0NaN0NaN" as the background."""
    if version.startswith("3.1.") and violation["id"] == "autocomplete-valid":
        return 'autocomplete="off"' in node["html"]
    if version.startswith("3.1.") and violation["id"] == "aria-required-children":
        return node["html"].startswith("<input") and 'role="combobox"' in node["html"]
    if violation["id"] == "color-contrast":
        ratios = [check["data"].get("contrastRatio") for check in node["checks"]
                  if isinstance(check.get("data"), dict)]
        return bool(ratios) and not any(isinstance(ratio, (int, float)) and ratio > 0 for ratio in ratios)
    return False


def describe_node(node):
    """A node's first targets, with the contrast figures where axe measured them."""
    text = " ".join(node["target"][:1])
    for check in node["checks"]:
        data = check.get("data")
        if isinstance(data, dict) and "contrastRatio" in data:
            text += (f" [{data.get('contrastRatio')}:1, {data.get('fgColor')} on {data.get('bgColor')}, "
                     f"needs {data.get('expectedContrastRatio')}]")
            break
    return text


def describe(violation):
    nodes = violation["nodes"]
    targets = "; ".join(describe_node(node) for node in nodes[:3])
    more = f" (+{len(nodes) - 3} more)" if len(nodes) > 3 else ""
    return f"{violation['id']} ({violation['impact']}): {violation['help']} — {len(nodes)} node(s): {targets}{more}"


AXE_ROWS = []


@pytest.fixture(scope="module", autouse=True)
def axe_summary():
    """After the module: axe's counts per page and mode, printed and written to AXE_REPORT if set."""
    yield
    if not AXE_ROWS:
        return
    header = ("| page | mode | axe | rules checked | passes | incomplete | inapplicable | violations "
              "| serious+critical |")
    lines = [header, "|" + " --- |" * 9]
    for row in AXE_ROWS:
        lines.append("| " + " | ".join(str(row[key]) for key in (
            "page", "mode", "version", "rules", "passes", "incomplete", "inapplicable", "violations",
            "failing")) + " |")
        for text in row["details"]:
            lines.append(f"|  |  |  |  |  |  |  |  | {text} |")
    table = "\n".join(lines)
    print("\n\naxe-core per page\n" + table)
    path = os.environ.get("AXE_REPORT")
    if path:
        with open(path, "w", encoding="utf-8") as file:
            file.write(table + "\n")


@pytest.mark.axe
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("screen", SCREENS, ids=[screen.name for screen in SCREENS])
def test_axe_finds_no_serious_or_critical_violation(screen, scheme, language, browser, open_screen):
    url = open_screen(screen, scheme, language)
    results = run_axe(browser)
    assert still_shown(browser, screen), (
        f"{screen.name}: the state ended while axe ran (raise UPSTREAM_DELAY_MS?); its results would mix two pages")
    version = results["version"]
    violations, ignored = [], 0
    for violation in results["violations"]:
        nodes = [node for node in violation["nodes"] if not known_false_positive(version, violation, node)]
        ignored += len(violation["nodes"]) - len(nodes)
        if nodes:
            violations.append(dict(violation, nodes=nodes))
    failing = [violation for violation in violations if violation["impact"] in FAILING_IMPACTS]
    rules = set(results["passes"]) | set(results["incomplete"]) | set(results["inapplicable"]) | {
        violation["id"] for violation in results["violations"]}
    AXE_ROWS.append(dict(
        page=screen.name, mode=mode(browser, scheme, language), version=version, rules=len(rules),
        passes=len(results["passes"]), incomplete=len(results["incomplete"]),
        inapplicable=len(results["inapplicable"]), violations=len(violations), failing=len(failing),
        details=[describe(violation) for violation in failing]))
    print(f"\naxe {version} {screen.name} [{mode(browser, scheme, language)}]: {len(rules)} rules checked, "
          f"{len(violations)} violated ({len(failing)} serious or critical)"
          + (f", {ignored} known false positive(s) ignored" if ignored else ""))
    for violation in violations:
        print(f"    {describe(violation)}")
    if failing:
        pytest.fail(f"{screen.name} [{mode(browser, scheme, language)}] {url}: {len(failing)} serious or critical "
                    "axe violation(s)\n" + "\n".join(f"  - {describe(violation)}" for violation in failing),
                    pytrace=False)


# Korean completeness

def catalogue_english():
    """The English strings of every catalogue under Sources/ that a Korean page must not show: for each key whose
    English differs from its Korean, the literal pieces between placeholders of at least 4 characters that the
    Korean does not contain as well. A dict: piece → the keys it comes from. The terminal ring's catalogue is left
    out: its words are never on a page (and a short one, "star", is also a query a user may have typed)."""
    pieces = {}
    for path in sorted(glob.glob(os.path.join(SOURCES, "**", "*.xcstrings"), recursive=True)):
        if os.path.relpath(path, SOURCES).startswith("TerminalUI" + os.sep):
            continue
        with open(path, encoding="utf-8") as file:
            strings = json.load(file)["strings"]
        for key, entry in strings.items():
            localizations = entry.get("localizations", {})
            english = unit_values(localizations.get("en", {}))
            korean = " ".join(unit_values(localizations.get("ko", {})))
            for value in english:
                if value in korean:
                    continue
                for piece in re.split(r"%(?:\d+\$)?(?:@|lld|ld|d|f|s)", value):
                    piece = piece.strip()
                    if len(piece) >= 4 and piece not in korean:
                        pieces.setdefault(piece, []).append(f"{os.path.basename(path)}:{key}")
    return pieces


def unit_values(localization):
    """Every `stringUnit.value` in a localization, its plural and device variations included."""
    values = []
    if isinstance(localization, dict):
        for name, item in localization.items():
            if name == "stringUnit" and isinstance(item, dict) and "value" in item:
                values.append(item["value"])
            else:
                values.extend(unit_values(item))
    return values


def word_pattern(piece):
    """`piece` as a whole word or phrase: "Movie" does not match inside "Movies" or "Moviegoer"."""
    start = r"(?<!\w)" if re.match(r"\w", piece) else ""
    end = r"(?!\w)" if re.search(r"\w$", piece) else ""
    return re.compile(start + re.escape(piece) + end)


ENGLISH = {piece: (word_pattern(piece), keys) for piece, keys in catalogue_english().items()}

SHOWN_TEXT = """
const where = element => element.tagName.toLowerCase() + (element.id ? '#' + element.id : '')
    + (element.classList.length ? '.' + [...element.classList].join('.') : '');
const attributes = [];
const names = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
for (const element of document.querySelectorAll(names.map(name => `[${name}]`).join(', '))) {
    for (const name of names) {
        const value = element.getAttribute(name);
        if (value) attributes.push([where(element) + '[' + name + ']', value]);
    }
}
return {lang: document.documentElement.lang, title: document.title, text: document.body.innerText, attributes};
"""


@pytest.mark.korean
@pytest.mark.parametrize("screen", SCREENS, ids=[screen.name for screen in SCREENS])
def test_a_korean_page_shows_no_english_catalogue_string(screen, browser, open_screen):
    assert ENGLISH, "no English strings read from the catalogues under Sources/"
    url = open_screen(screen, "light", "ko")
    # A page without JavaScript that is still loading reloads itself; a read that meets it mid-way is retried.
    shown = settled(browser, lambda b: b.execute_script(SHOWN_TEXT))
    places = [("text", shown["text"]), ("<title>", shown["title"])] + [tuple(item) for item in shown["attributes"]]
    found = []
    for piece, (pattern, keys) in ENGLISH.items():
        for place, text in places:
            if pattern.search(text):
                found.append(f"“{piece}” ({', '.join(keys)}) in {place}")
    print(f"\nko {screen.name} [{'js' if browser.javascript_enabled else 'nojs'}]: "
          f"{len(found)} English catalogue string(s)" + "".join(f"\n    {item}" for item in found))
    problems = [f"<html lang={shown['lang']!r}>"] if shown["lang"] != "ko" else []
    problems += found
    if problems:
        pytest.fail(f"{screen.name} in Korean ({url}) shows English:\n" + "\n".join(f"  - {item}" for item in problems),
                    pytrace=False)
