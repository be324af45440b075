"""The site's own pages."""

from screens import Screen, at

SCREENS = [
    Screen("home", at("/"), "main h1"),
    Screen("page-not-found", at("/no-such-page"), "main h1"),
]
