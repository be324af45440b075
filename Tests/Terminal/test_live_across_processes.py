"""A star set and a station chosen in the web app (`strata`, another process on the same data directory) show in
the open `strata tui` without a key pressed: the terminal's app notices the other process's commit to
`strata.sqlite`."""

import http.cookiejar
import re
import urllib.parse
import urllib.request

from test_terminal import open_scene


class WebSession:
    """A browser session of the web app without JavaScript: its cookie, and the CSRF token its pages carry."""

    def __init__(self, url):
        self.url = url
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        page = self.get("/users")
        self.token = re.search(r'<meta name="csrf-token" content="([0-9a-f]+)">', page).group(1)
        self.users = dict((login, int(user_id)) for user_id, login in
                          re.findall(r'<li class="user-row" id="user-(\d+)">.*?<a href="/users/([^"]+)">', page))

    def get(self, path):
        with self.opener.open(self.url + path, timeout=10) as response:
            return response.read().decode()

    def post(self, path, fields):
        """Posts a form as a page without JavaScript does; the app answers with a page (after its redirect)."""
        body = urllib.parse.urlencode({"_csrf": self.token, **fields})
        with self.opener.open(self.url + path, data=body.encode(), timeout=10) as response:
            assert response.status == 200, response.status

    def set_bookmark(self, login, bookmarked):
        self.post("/users/bookmark", {"id": self.users[login], "login": login, "avatar": "",
                                      "bookmarked": "true" if bookmarked else "false", "return": "/users"})


def test_a_star_set_in_the_web_app_shows_in_the_open_terminal_list(terminal, web_app):
    session = terminal()
    open_scene(session, "GitHub users")
    screen = session.wait_for("☆", what="an unstarred user")
    login = next(line for line in screen.split("\n") if "☆" in line).replace("☆", "").split()[0]

    web = WebSession(web_app)
    web.set_bookmark(login, True)
    session.wait_for(f"★ {login}", timeout=5, what="the star set in the web app")

    web.set_bookmark(login, False)
    session.wait_for(lambda screen: f"☆ {login}" in screen and f"★ {login}" not in screen, timeout=5,
                     what="the star cleared in the web app")


def test_a_station_chosen_in_the_web_app_shows_in_the_open_terminal_scene(terminal, web_app):
    session = terminal()
    open_scene(session, "Air quality")
    session.wait_for(lambda screen: screen.split("\n")[1].strip().startswith("종로구 "), what="the default station")

    WebSession(web_app).post("/air-quality/settings/station", {"station": "중구"})
    screen = session.wait_for(lambda screen: screen.split("\n")[1].strip().startswith("중구 "), timeout=5,
                              what="the station chosen in the web app")
    assert "PM10" in screen
