"""Browser harness: a real `strata` on a free loopback port with a temporary data directory, driven by
Debian's Chromium through Selenium, with JavaScript on and off."""

import os
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Strata:
    """A running `strata` process."""

    def __init__(self, phase="dev", extra_env=None):
        binary = os.environ.get("STRATA_BIN", ".build/debug/strata")
        self.data_dir = tempfile.TemporaryDirectory(prefix="strata-browser-")
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, **(extra_env or {}))
        self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [binary, "--phase", phase, "--port", str(self.port), "--data-dir", self.data_dir.name],
            stdout=self.log, stderr=subprocess.STDOUT, env=env,
        )
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"strata exited early:\n{self.output()}")
            try:
                urllib.request.urlopen(self.url + "/", timeout=2)
                return
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"strata did not answer within 60 s:\n{self.output()}")

    def output(self):
        self.log.seek(0)
        return self.log.read().decode(errors="replace")

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.data_dir.cleanup()


@pytest.fixture(scope="session")
def strata():
    server = Strata()
    yield server
    server.stop()


def make_driver(javascript):
    options = webdriver.ChromeOptions()
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


@pytest.fixture(scope="session", params=[True, False], ids=["js", "nojs"])
def browser(request):
    driver = make_driver(javascript=request.param)
    driver.javascript_enabled = request.param
    yield driver
    driver.quit()


@pytest.fixture
def js_browser():
    driver = make_driver(javascript=True)
    yield driver
    driver.quit()
