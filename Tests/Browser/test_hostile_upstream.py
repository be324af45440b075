"""An upstream that serves a page as a poster and a script as a sprite must not get either run as Strata:
Chromium opens the poster route, whose upstream page would load the sprite route as a script of Strata's
origin and read the page's CSRF token."""

import http.server
import json
import threading

import pytest

from conftest import Strata

POSTER_PAGE = b"""<!doctype html><title>poster</title>
<script src="/pokemon/pikachu/sprite"></script>"""
SPRITE_SCRIPT = b"""document.title = 'owned: ' + (document.querySelector('meta[name=csrf-token]') || {}).content;"""


class HostileUpstream:
    """TMDB images and PokeAPI on one loopback port, lying about what they serve."""

    def __init__(self):
        # Bound first (port 0: the system's free port), so the answers can name the address they are at.
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.BaseHTTPRequestHandler)
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        details = json.dumps({
            "id": 25, "name": "pikachu", "height": 4, "weight": 60, "abilities": [], "types": [], "stats": [],
            "sprites": {"front_default": f"{self.url}/sprite.png"},
        }).encode()
        answers = {
            "/t/p/w92/x.jpg": ("text/html", POSTER_PAGE),
            "/api/v2/pokemon/pikachu": ("application/json", details),
            "/sprite.png": ("text/javascript", SPRITE_SCRIPT),
        }

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                content_type, body = answers.get(self.path.split("?")[0], ("text/plain", b"Not Found"))
                self.send_response(200 if self.path.split("?")[0] in answers else 404)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments):
                pass

        self.server.RequestHandlerClass = Handler
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()


@pytest.fixture(scope="module")
def hostile_app():
    upstream = HostileUpstream()
    env = {name: upstream.url for name in ("TMDB_IMAGE_BASE_URL", "POKEAPI_BASE_URL", "POKEAPI_SPRITES_BASE_URL")}
    env.update(TMDB_API_KEY="browser-test")
    server = Strata(phase="real", extra_env=env)
    yield server
    server.stop()
    upstream.stop()


def test_an_upstream_page_served_as_a_poster_runs_nothing_in_strata(js_browser, hostile_app):
    js_browser.get(hostile_app.url + "/movies")  # a page of Strata's with a CSRF token in this browser
    js_browser.get(hostile_app.url + "/movies/posters/w92/x.jpg")
    assert js_browser.execute_script("return document.contentType") == "image/svg+xml"
    assert "owned" not in js_browser.title
    js_browser.get(hostile_app.url + "/pokemon/pikachu/sprite")
    assert js_browser.execute_script("return document.contentType") == "image/svg+xml"
    assert "owned" not in js_browser.title
