"""The scenes' settings as `strata` reads them at start, run as a user runs it: an address that is not http(s) stops
the start naming its variable, for every scene `strata --help` lists (a generated one too), and a key never shows in
what `strata` prints or logs, at the most detailed log level."""

import os
import re
import subprocess
import tempfile
import urllib.request

import pytest
from conftest import StagingAPI, start_server, strata_binary

ENGLISH = {"LC_ALL": "en_US.UTF-8"}
KEYS = {"TMDB_API_KEY": "zz9-tmdb-plural", "AIRKOREA_SERVICE_KEY": "zz9-air-plural", "GITHUB_TOKEN": "zz9-gh-plural"}


def listed_addresses():
    """Every scene's `…_BASE_URL`, as `strata --help` lists them."""
    listed = subprocess.run([strata_binary(), "--help"], capture_output=True, text=True, timeout=30).stdout
    return re.findall(r"^\s+([A-Z0-9_]+_BASE_URL)\s", listed, re.MULTILINE)


def test_help_lists_the_five_scenes_addresses():
    assert {"TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL", "POKEAPI_BASE_URL", "POKEAPI_SPRITES_BASE_URL", "GITHUB_BASE_URL",
            "GITHUB_AVATARS_BASE_URL", "AIRKOREA_BASE_URL", "GROUPS_BASE_URL"} <= set(listed_addresses())


@pytest.mark.parametrize("phase", ["dev", "alpha", "real"])
@pytest.mark.parametrize("value", ["ftp://x", "not a url"])
def test_an_address_that_is_not_http_stops_the_start_naming_its_variable(phase, value):
    for variable in listed_addresses():
        with tempfile.TemporaryDirectory() as data:
            result = subprocess.run(
                [strata_binary(), "--phase", phase, "--port", "0", "--data-dir", data], capture_output=True,
                text=True, timeout=30, stdin=subprocess.DEVNULL,
                env=dict(os.environ, **ENGLISH, **KEYS, **{variable: value}))
            assert os.listdir(data) == [], variable  # refused before anything is opened
        assert result.returncode == 1, variable
        assert result.stderr == f"strata: {variable} must be an http or https URL, not “{value}”.\n"
        assert result.stdout == ""


def test_no_key_reaches_what_strata_prints_or_logs_at_trace_level():
    api = StagingAPI()
    log = tempfile.TemporaryFile()
    addresses = {variable: api.url for variable in listed_addresses()}
    addresses["GITHUB_AVATARS_BASE_URL"] = api.url + "/avatars"
    with tempfile.TemporaryDirectory() as data:
        process, url, _ = start_server(
            ["--phase", "real", "--log-level", "trace", "--data-dir", data], log,
            env=dict(os.environ, **ENGLISH, **KEYS, **addresses))
        try:
            for path in ["/movies?query=star", "/air-quality", "/users"]:
                with urllib.request.urlopen(url + path, timeout=30) as response:
                    page = response.read().decode()
                assert "zz9" not in page, path
            # The requests that carried the keys, as the app logged them (each key in its query or a header).
            for sent in [r"GET \S*/3/search/movie\S* → 200", r"GET \S*/B552584/\S* → 200", r"GET \S*/users\S* → 200"]:
                assert process.output.wait_for(re.compile(sent), 30), sent
        finally:
            process.terminate()
            process.wait(timeout=10)
            api.stop()
    log.seek(0)
    output = log.read().decode(errors="replace")
    for variable, key in KEYS.items():
        assert key not in output, variable
    assert "zz9" not in output
