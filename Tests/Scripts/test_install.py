"""scripts/install: `strata` with its resource bundles under a prefix, run from any folder through PREFIX/bin, and
`--uninstall` leaving the prefix as it found it. The build installed is the one the tests run (`--from`), copied
first with one bundle file marked, so a page served with the mark shows the installed bundles are the ones read
(the binary also knows its build folder's bundles, which would hide an install without them)."""

import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Support"))
from strata_processes import start_server, strata_binary  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
INSTALL = os.path.join(ROOT, "scripts", "install")
MARK = "/* installed by scripts/install */"


def tree(folder):
    """Every path under `folder`, relative to it."""
    found = set()
    for parent, folders, files in os.walk(folder):
        for name in folders + files:
            found.add(os.path.relpath(os.path.join(parent, name), folder))
    return found


def install(*arguments):
    return subprocess.run([INSTALL, *arguments], capture_output=True, text=True, timeout=300)


@pytest.fixture
def build():
    """A copy of the tested build's `strata` and bundles, with the stylesheet marked."""
    source = os.path.dirname(os.path.abspath(strata_binary()))
    with tempfile.TemporaryDirectory() as copy:
        shutil.copy2(os.path.join(source, "strata"), copy)
        for name in os.listdir(source):
            if name.endswith(".resources"):
                shutil.copytree(os.path.join(source, name), os.path.join(copy, name))
        with open(os.path.join(copy, "Strata_LiveWeb.resources", "Assets", "app.css"), "a") as stylesheet:
            stylesheet.write("\n" + MARK + "\n")
        yield copy


def test_installed_strata_runs_from_any_folder_with_its_bundles_and_uninstall_leaves_the_prefix_as_it_was(
        build, monkeypatch):
    with tempfile.TemporaryDirectory() as prefix, tempfile.TemporaryDirectory() as elsewhere:
        os.makedirs(os.path.join(prefix, "bin"))
        with open(os.path.join(prefix, "bin", "other-tool"), "w") as other:
            other.write("#!/bin/sh\n")
        before = tree(prefix)

        installed = install("--prefix", prefix, "--from", build)
        assert installed.returncode == 0, installed.stderr
        link = os.path.join(prefix, "bin", "strata")
        assert os.path.islink(link)
        assert os.path.isdir(os.path.join(prefix, "lib", "strata", "Strata_WebUI.resources"))

        monkeypatch.setenv("STRATA_BIN", link)
        monkeypatch.chdir(elsewhere)
        log = open(os.path.join(elsewhere, "strata.log"), "w")
        process, url, _ = start_server(["--data-dir", os.path.join(elsewhere, "data")], log)
        try:
            with urllib.request.urlopen(url + "/assets/app.css", timeout=10) as answer:
                assert MARK in answer.read().decode()
            with urllib.request.urlopen(url + "/docs", timeout=10) as answer:
                assert "Add a scene" in answer.read().decode()
        finally:
            process.terminate()
            process.wait(timeout=30)
            log.close()

        again = install("--prefix", prefix, "--from", build)
        assert again.returncode == 0, again.stderr

        removed = install("--prefix", prefix, "--uninstall")
        assert removed.returncode == 0, removed.stderr
        assert tree(prefix) == before
        assert install("--prefix", prefix, "--uninstall").returncode == 1


def test_install_leaves_a_strata_it_did_not_put_there(build):
    with tempfile.TemporaryDirectory() as prefix:
        os.makedirs(os.path.join(prefix, "bin"))
        theirs = os.path.join(prefix, "bin", "strata")
        with open(theirs, "w") as other:
            other.write("#!/bin/sh\necho theirs\n")
        refused = install("--prefix", prefix, "--from", build)
        assert refused.returncode == 1
        assert "not an earlier install" in refused.stderr
        with open(theirs) as other:
            assert "theirs" in other.read()
        assert not os.path.exists(os.path.join(prefix, "lib"))
