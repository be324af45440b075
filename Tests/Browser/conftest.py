"""Browser harness: a real `strata` on a free loopback port with a temporary data directory, driven by
Debian's Chromium through Selenium, with JavaScript on and off."""

import contextlib
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

import pytest
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Support"))
from strata_processes import StagingAPI, start_server, strata_binary  # noqa: E402


class Strata:
    """A running `strata` process."""

    def __init__(self, phase="dev", extra_env=None, open_file_limit=None, data_dir=None, arguments=()):
        """`data_dir`: the data directory of an app stopped with `keep_data` (a restart), else a new one;
        `arguments`: more options for `strata`."""
        self.data_dir = data_dir or tempfile.TemporaryDirectory(prefix="strata-browser-")
        env = dict(os.environ, **(extra_env or {}))
        self.log = tempfile.TemporaryFile()
        limit = (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (open_file_limit, open_file_limit))
                 if open_file_limit else None)
        self.process, self.url, self.port = start_server(
            ["--phase", phase, "--data-dir", self.data_dir.name, *arguments], self.log, env=env, preexec_fn=limit)

    def output(self):
        if self.process.poll() is not None:
            self.process.output.wait_for_end()
        self.log.seek(0)
        return self.log.read().decode(errors="replace")

    def stop(self, keep_data=False):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        if not keep_data:
            self.data_dir.cleanup()


@pytest.fixture(scope="session")
def strata():
    """The app in dev, on bundled data."""
    server = Strata()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def staging():
    """The staging API alone; tests that set faults must clear them (use `staged_strata`)."""
    api = StagingAPI()
    yield api
    api.stop()


def staged_environment(staging):
    """Every service address the registered scenes read, as `strata --help` lists them, pointed at `staging`."""
    listed = subprocess.run([strata_binary(), "--help"], capture_output=True, text=True, check=True).stdout
    env = {name: staging.url for name in re.findall(r"^\s+([A-Z0-9_]+_BASE_URL)\s", listed, re.MULTILINE)}
    env["GITHUB_AVATARS_BASE_URL"] = staging.url + "/avatars"
    env.update(TMDB_API_KEY="browser-test", AIRKOREA_SERVICE_KEY="browser-test")
    return env


@pytest.fixture(scope="session")
def staged_app(staging):
    """The app in the real phase with every service pointed at `staging`: the whole network stack, with
    faults the test controls."""
    server = Strata(phase="real", extra_env=staged_environment(staging))
    yield server
    server.stop()


@pytest.fixture
def fresh_staged_strata(staging):
    """`staged_app` started for this test alone, nothing cached yet, with the staging API's faults cleared after
    the test: for a failure or a wait on an address the shared app would answer from its cache (GitHub's first
    page, fetched in the last minute, is not asked again)."""
    server = Strata(phase="real", extra_env=staged_environment(staging))
    yield server
    server.stop()
    staging.clear_faults()


@pytest.fixture
def staged_strata(request, staged_app, staging):
    """`staged_app`, with the staging API's faults cleared after the test. A test run again after Chromium's tab
    crashed gets an app of its own: the first attempt may have cached the pages the test expects to be asked for,
    or to fail."""
    if getattr(request.node, "execution_count", 1) > 1:
        server = Strata(phase="real", extra_env=staged_environment(staging))
        yield server
        server.stop()
    else:
        yield staged_app
    staging.clear_faults()


def settled(browser, read, timeout=10):
    """`read(browser)` once it is truthy, retried while a live update swaps what it reads."""
    # Chromedriver reports a node replaced while it is read (a live update, a page reloading itself) as
    # a stale element or as an "unknown error" (a WebDriverException): both are retried until the timeout.
    return WebDriverWait(browser, timeout, ignored_exceptions=[WebDriverException]).until(read)


def live_stream_open(browser, timeout=10):
    """Waits until the page's live stream is open (the page sets data-stream="open" on <html>): from then on its
    actions act in place rather than following their links."""
    settled(browser, lambda b: b.execute_script("return document.documentElement.dataset.stream === 'open'"),
            timeout)


@contextlib.contextmanager
def without_http_cache(browser):
    """Chromium asking for every page without its HTTP cache, so without `If-None-Match`: a page the server keeps is
    then sent whole (200) rather than as `304 Not Modified`."""
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    try:
        yield
    finally:
        browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})


def make_driver(javascript, log_network=False):
    options = webdriver.ChromeOptions()
    if log_network:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900"):
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    service = Service(os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.implicitly_wait(0)
    return driver


class SharedBrowser:
    """One Chromium for the tests that share it, replaced when its tab has crashed or its session has gone: a
    renderer that dies (it happened once in CI, on a page that passes on its own) would otherwise fail every test
    after it with "tab crashed". The test it died in fails, and `scripts/test` runs that one again."""

    def __init__(self, javascript):
        self.javascript = javascript
        self.driver = self._start()

    def _start(self):
        driver = make_driver(javascript=self.javascript)
        driver.javascript_enabled = self.javascript
        return driver

    def live(self):
        try:
            self.driver.execute_script("return 1")
        except WebDriverException as error:
            print(f"\nChromium (JavaScript {'on' if self.javascript else 'off'}) is replaced: "
                  f"{error.msg or error}", file=sys.stderr)
            self.quit()
            self.driver = self._start()
        return self.driver

    def quit(self):
        try:
            self.driver.quit()
        except WebDriverException:
            pass


@pytest.fixture(scope="session", params=[True, False], ids=["js", "nojs"])
def shared_browser(request):
    shared = SharedBrowser(javascript=request.param)
    yield shared
    shared.quit()


@pytest.fixture
def browser(shared_browser):
    """The shared Chromium, with JavaScript on and off, alive."""
    return shared_browser.live()


@pytest.fixture
def js_browser():
    driver = make_driver(javascript=True)
    yield driver
    driver.quit()


# Accessibility: axe-core in any browser above, in a colour scheme and a language.

def pytest_configure(config):
    config.addinivalue_line("markers", "axe: axe-core finds no serious or critical violation (test_accessibility)")
    config.addinivalue_line("markers", "korean: a Korean page shows no English catalogue string (test_accessibility)")
    # pytest-xdist's own, named here too so that a run without it does not warn of an unknown mark.
    config.addinivalue_line("markers", "xdist_group(name): the tests one parallel worker runs together")


# The setTimeout that axe-core's queue needs, made of promise jobs: in the browser without JavaScript, WebDriver's
# own scripts still run but the page's timers never fire, so `axe.run` would never settle there.
_TIMERS_FROM_PROMISES = """
window.setTimeout = function (callback, delay, ...args) { Promise.resolve().then(() => callback(...args)); return 0 };
window.clearTimeout = function () {};
"""

# What `axe.run` gives back, cut to what the tests read: the rule ids of every outcome, and for each violation its
# nodes' targets, markup and check data (the contrast figures of color-contrast).
_AXE_RUN = """
axe.run(document, %s).then(results => {
    const ids = rules => rules.map(rule => rule.id);
    const checks = node => [...node.any, ...node.all, ...node.none].map(check => ({
        id: check.id, message: check.message, data: check.data }));
    return JSON.stringify({
        version: axe.version,
        passes: ids(results.passes), incomplete: ids(results.incomplete), inapplicable: ids(results.inapplicable),
        violations: results.violations.map(rule => ({
            id: rule.id, impact: rule.impact, help: rule.help, helpUrl: rule.helpUrl,
            nodes: rule.nodes.map(node => ({
                impact: node.impact, target: node.target.map(String), html: node.html, checks: checks(node) })),
        })),
    });
})
"""


def axe_script():
    """axe-core: AXE_SCRIPT if set, else the axe-core 4 that scripts/test fetches into .build/axe-core, else the one
    the PyPI package axe-selenium-python bundles (axe-core 3.1 on a Python older than 3.12)."""
    path = os.environ.get("AXE_SCRIPT")
    fetched = os.path.join(os.path.dirname(__file__), "..", "..", ".build", "axe-core", "axe.min.js")
    if not path and os.path.exists(fetched):
        path = fetched  # axe-core 4, as scripts/test fetches it
    if not path:
        from axe_selenium_python import Axe  # here, so the other browser tests do not need the package
        path = Axe(None).script_url
    with open(path, encoding="utf-8") as file:
        return file.read()


def run_axe(driver, options=None):
    """axe-core's results for the page `driver` shows, with JavaScript on or off (a dict: version, the rule ids of
    passes, incomplete and inapplicable, and violations with their nodes). Injected and run through WebDriver and the
    DevTools protocol, as the package's `Axe.run` (an async WebDriver script) never returns without JavaScript."""
    if not hasattr(run_axe, "script"):
        run_axe.script = axe_script()
    prelude = "" if getattr(driver, "javascript_enabled", True) else _TIMERS_FROM_PROMISES
    driver.execute_script(prelude + run_axe.script)
    answer = driver.execute_cdp_cmd("Runtime.evaluate", {
        "expression": _AXE_RUN % json.dumps(options or {}), "awaitPromise": True, "returnByValue": True})
    if "exceptionDetails" in answer:
        raise RuntimeError(f"axe.run failed: {answer['exceptionDetails']}")
    return json.loads(answer["result"]["value"])


def emulate_color_scheme(driver, scheme):
    """Pages in `driver` match `prefers-color-scheme: scheme` ("light" or "dark"), or the browser's own if None."""
    features = [{"name": "prefers-color-scheme", "value": scheme}] if scheme else []
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})


LANGUAGE_COOKIE = "strata_language"


def choose_language(driver, base_url, language):
    """The app at `base_url` (and any other on the same host: cookies ignore the port) answers `driver` in
    `language` ("en" or "ko"), as after the language switch; None forgets the choice."""
    if urllib.parse.urlsplit(driver.current_url).hostname != urllib.parse.urlsplit(base_url).hostname:
        driver.get(base_url + "/")
    driver.delete_cookie(LANGUAGE_COOKIE)
    if language:
        driver.add_cookie({"name": LANGUAGE_COOKIE, "value": language, "path": "/"})


@pytest.fixture
def page_settings(browser):
    """`page_settings(base_url, scheme, language)` sets how `browser` shows the next pages; the test's end puts back
    the browser's own colour scheme and forgets the language, for the tests that share `browser`."""
    chosen = []

    def apply(base_url, scheme, language):
        emulate_color_scheme(browser, scheme)
        choose_language(browser, base_url, language)
        chosen.append(base_url)

    yield apply
    emulate_color_scheme(browser, None)
    if chosen:
        choose_language(browser, chosen[-1], None)
