"""My groups: the row of cards; errors and loading on the staging API."""

from screens import ERROR, LOADING, UPSTREAM_DELAY_MS, Screen, at

SCREENS = [
    Screen("groups", at("/groups"), ".group-card"),
    Screen("groups-error", at("/groups"), ERROR, staged=True, fault=("/groups", "status=500")),
    Screen("groups-loading", at("/groups"), LOADING, staged=True, fault=("/groups", f"delay={UPSTREAM_DELAY_MS}")),
]
