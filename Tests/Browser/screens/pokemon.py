"""Pokémon: pages of the list, details, not found; errors and loading on the staging API."""

import json
import urllib.request

from screens import ERROR, LOADING, UPSTREAM_DELAY_MS, Screen, at

NAMES = []  # from the staging API (`prepare`): a name per visit of a details state, so none is cached


def prepare(staging_url):
    with urllib.request.urlopen(staging_url + "/api/v2/pokemon?offset=0&limit=151", timeout=10) as answer:
        NAMES.extend(entry["name"] for entry in json.load(answer)["results"])


def name(first):
    return lambda visit: f"/pokemon/{NAMES[(first + visit) % len(NAMES)]}"


SCREENS = [
    Screen("pokemon", at("/pokemon"), "main ol li a"),
    Screen("pokemon-page-3", at("/pokemon?offset=20"), "main ol li a"),
    Screen("pokemon-details", at("/pokemon?offset=20"), "main h1", follow="main ol li a"),
    Screen("pokemon-not-found", at("/pokemon/missingno"), "main h1"),
    Screen("pokemon-jump-error", at("/pokemon?number=abc"), "main .pokemon-jump-error"),
    Screen("pokemon-error", lambda visit: f"/pokemon?offset={111 + visit}", ERROR, staged=True,
           fault=("/api/v2/pokemon", "status=500")),
    Screen("pokemon-loading", lambda visit: f"/pokemon?offset={131 + visit}", LOADING, staged=True,
           fault=("/api/v2/pokemon", f"delay={UPSTREAM_DELAY_MS}")),
    Screen("pokemon-details-error", name(0), ERROR, staged=True, fault=("/api/v2/pokemon", "status=500")),
    Screen("pokemon-details-loading", name(16), LOADING, staged=True,
           fault=("/api/v2/pokemon", f"delay={UPSTREAM_DELAY_MS}")),
]
