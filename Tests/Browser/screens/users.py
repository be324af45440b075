"""GitHub users: the list, bookmarks, details, not found; errors and loading on the staging API (in an app of their
own: the list's one address, fetched in the last minute, is answered from the cache)."""

from screens import ERROR, LOADING, UPSTREAM_DELAY_MS, Screen, at

SCREENS = [
    Screen("users", at("/users"), ".user-row"),
    Screen("users-bookmarks", at("/users/bookmarks"), "#users-list [data-announce], #users-list .user-row"),
    Screen("user-details", at("/users"), ".user-facts", follow=".user-row h2 a"),
    Screen("user-not-found", at("/users/no-such-user-zz"), "main h1"),
    Screen("users-error", at("/users"), ERROR, staged=True, fault=("/users", "ratelimit"), fresh_app=True),
    Screen(
        "users-loading", at("/users"), LOADING, staged=True, fault=("/users", f"delay={UPSTREAM_DELAY_MS}"),
        fresh_app=True),
]
