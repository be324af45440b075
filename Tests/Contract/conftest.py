"""Contract tests: widely used third-party client libraries of the public APIs, pointed at the staging API (their
base URL, nothing else changed), make the ordinary calls Strata makes. Each call must succeed or fail exactly as it
does against the real service: this is what "the staging API speaks the public APIs' exact shapes" means."""

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Support"))
from strata_processes import StagingAPI  # noqa: E402


@pytest.fixture(scope="session")
def staging():
    """`strata staging-api` alone on a free loopback port."""
    api = StagingAPI()
    yield api
    api.stop()
