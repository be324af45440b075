"""The scenes' settings as `strata` reads them at start, run as a user runs it: an address that is not http(s) stops
the start naming its variable, for every scene `strata --help` lists (a generated one too), a key never shows in
what `strata` prints or logs, at the most detailed log level, and a missing key's page says to start `strata` as it
was started."""

import os
import re
import subprocess
import tempfile
import urllib.error
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


@pytest.mark.parametrize("program, started_as", [
    ("./strata", "./strata --phase real"),
    # How `swift run` names the binary it runs: by its path under the package's build folder.
    (".build/debug/strata", "swift run strata --phase real"),
])
def test_the_missing_setting_page_says_to_start_strata_as_it_was_started(program, started_as, monkeypatch, tmp_path):
    """Without TMDB_API_KEY in the real phase, Movies' page gives the line to start Strata with it: the binary run
    on its own is started as it was (`./strata`), never through `swift run`."""
    folder = tmp_path / os.path.dirname(program)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "strata").symlink_to(os.path.abspath(strata_binary()))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("STRATA_BIN", program)
    environment = {name: value for name, value in os.environ.items() if name not in KEYS}
    log = tempfile.TemporaryFile()
    with tempfile.TemporaryDirectory() as data:
        process, url, _ = start_server(["--phase", "real", "--data-dir", data], log, env=dict(environment, **ENGLISH))
        try:
            with pytest.raises(urllib.error.HTTPError) as answer:
                urllib.request.urlopen(url + "/movies", timeout=30)
            page = answer.value.read().decode()
        finally:
            process.terminate()
            process.wait(timeout=10)
    assert answer.value.code == 503
    line = re.search(r"<pre><code>(.*?)</code></pre>", page).group(1)
    assert line == f"TMDB_API_KEY=… {started_as} --data-dir {data} --port 0"
