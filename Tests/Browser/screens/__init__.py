"""The screens test_accessibility checks, one file per scene in this folder (`screens/<scene>.py`, each with its
`SCREENS` list), found by glob: a new scene adds its own file and nothing else. `site.py` holds the site's own
pages (home, not found). A file may also define `prepare(staging_url)`, called once before its staged screens
are shown (e.g. to read names from the staging API)."""

import glob
import importlib
import os
import urllib.parse
from dataclasses import dataclass
from typing import Callable, Optional

# A loading state lasts this long: far longer than axe takes, and short enough that the staging API, which waits for
# the delayed answers in progress when it stops, stops within its 10 s at the end of the session.
UPSTREAM_DELAY_MS = 6000

ERROR = "main [role=alert]"
LOADING = "main [data-announce], main [role=status], main [aria-busy=true], main [class*=loading]"


@dataclass
class Screen:
    """A page in one state. `path` takes the number of the visit to the screen (loading and error states need an
    address the app has not cached); `follow` names the link on that page whose target is the screen, and `focus`
    the element then clicked; `ready` is a CSS selector, or a function of the driver, that holds once the state is
    shown; `fault` is (upstream path, fault) on the staging API; `fresh_app`, for a staged screen whose address
    cannot change between visits, shows it in an app started for the visit, with nothing cached."""

    name: str
    path: Callable[[int], str]
    ready: object
    staged: bool = False
    fault: Optional[tuple] = None
    follow: Optional[str] = None
    focus: Optional[str] = None
    fresh_app: bool = False


def at(path, **query):
    """The same address at every visit (with `query`, url-encoded, if given)."""
    address = path + ("?" + urllib.parse.urlencode(query) if query else "")
    return lambda visit: address


def main_text_contains(text):
    return lambda driver: text in driver.execute_script("return document.querySelector('main')?.innerText ?? ''")


def modules():
    """The screen files of this folder: `site` first, then every scene's in the order of their names."""
    folder = os.path.dirname(__file__)
    names = sorted(os.path.splitext(os.path.basename(path))[0] for path in glob.glob(os.path.join(folder, "*.py")))
    names = [name for name in names if not name.startswith("_")]
    names.sort(key=lambda name: name != "site")
    return [importlib.import_module(f"{__name__}.{name}") for name in names]


def all_screens():
    """Every screen of every file, checked to have unique names."""
    screens = [screen for module in modules() for screen in module.SCREENS]
    names = [screen.name for screen in screens]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    assert not duplicates, f"screens named twice: {duplicates}"
    return screens


_PREPARED = set()


def prepare(staging_url):
    """Runs every screen file's `prepare(staging_url)` once."""
    for module in modules():
        if module.__name__ not in _PREPARED and hasattr(module, "prepare"):
            module.prepare(staging_url)
        _PREPARED.add(module.__name__)
