"""Movies: search, suggestions, results, details; errors and loading on the staging API."""

from screens import ERROR, LOADING, UPSTREAM_DELAY_MS, Screen, at, main_text_contains

SCREENS = [
    Screen("movies", at("/movies"), "#movies-query"),
    Screen("movies-suggestions", at("/movies"), "#movies-suggestions a", focus="#movies-query"),
    Screen("movies-results", at("/movies?query=star"), ".movie-row"),
    Screen("movies-no-results", at("/movies?query=zzzzqq"), main_text_contains("zzzzqq")),
    Screen("movie-details", at("/movies?query=star"), "main h1", follow=".movie-row a"),
    Screen("movie-not-found", at("/movies/999999999"), "main h1"),
    Screen("movies-error", lambda visit: f"/movies?query=a11y-error-{visit}", ERROR, staged=True,
           fault=("/3/search/movie", "status=500")),
    Screen("movies-loading", lambda visit: f"/movies?query=a11y-loading-{visit}", LOADING, staged=True,
           fault=("/3/search/movie", f"delay={UPSTREAM_DELAY_MS}")),
    Screen("movie-details-error", lambda visit: f"/movies/{4_240_000 + visit}", ERROR, staged=True,
           fault=("/3/movie", "status=500")),
    Screen("movie-details-loading", lambda visit: f"/movies/{4_250_000 + visit}", LOADING, staged=True,
           fault=("/3/movie", f"delay={UPSTREAM_DELAY_MS}")),
]
