"""__Title__: the list; errors and loading on the staging API."""

from screens import ERROR, LOADING, UPSTREAM_DELAY_MS, Screen, at

SCREENS = [
    Screen("__kebab__", at("__path__"), ".list .row"),
    Screen("__kebab__-error", at("__path__"), ERROR, staged=True, fault=("__path__/items", "status=500")),
    Screen(
        "__kebab__-loading", at("__path__"), LOADING, staged=True, fault=("__path__/items", f"delay={UPSTREAM_DELAY_MS}")
    ),
]
