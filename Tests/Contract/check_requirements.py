"""Exits 0 when every package pinned in requirements.txt is installed at its pinned version, else 1 (scripts/test
then installs them)."""

import pathlib
import sys
from importlib import metadata

for line in (pathlib.Path(__file__).parent / "requirements.txt").read_text().splitlines():
    line = line.split("#")[0].strip()
    if not line:
        continue
    name, version = line.split("==")
    try:
        if metadata.version(name) != version:
            sys.exit(1)
    except metadata.PackageNotFoundError:
        sys.exit(1)
