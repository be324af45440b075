"""Bookmarks survive a crash: the running `strata` is driven over HTTP, toggling bookmarks, and killed with SIGKILL
at a random toggle, while its request is on its way; after each restart the database opens and every toggle whose response had arrived is there,
once. No browser: plain HTTP, as a script or a form without JavaScript would send it."""

import http.client
import os
import random
import re
import signal
import tempfile
import threading
import urllib.parse

import pytest

from conftest import start_server

KILLS = 100
STARTED = []


@pytest.fixture(autouse=True)
def no_app_outlives_the_test():
    """Kills any app the test left running, as one does that fails between a start and its kill."""
    yield
    for app in STARTED:
        if app.process.poll() is None:
            app.kill()
    STARTED.clear()


class App:
    """`strata` in dev on a data directory that outlives it."""

    def __init__(self, data_dir):
        self.log = tempfile.TemporaryFile()
        self.process, _, self.port = start_server(["--data-dir", data_dir], self.log, timeout=30)
        STARTED.append(self)
        self.session()

    def connection(self):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)

    def session(self):
        """A session cookie and its CSRF token, from the users page."""
        connection = self.connection()
        connection.request("GET", "/users/bookmarks")
        response = connection.getresponse()
        page = response.read().decode()
        cookie = next(value for name, value in response.getheaders()
                      if name.lower() == "set-cookie" and value.startswith("strata_session=")).split(";")[0]
        token = re.search(r'<meta name="csrf-token" content="([0-9a-f]+)">', page).group(1)
        self.cookie, self.token = cookie, token
        return cookie, token

    def page(self, path):
        """The page at `path` once it has loaded: a page still loading when the server stopped waiting for it
        refreshes itself without JavaScript, to the address naming its window, which redirects to `path`, where the
        server holds it until it has loaded; followed here as a browser without JavaScript does."""
        for _ in range(20):
            connection = self.connection()
            connection.request("GET", path, headers={"Cookie": self.cookie})
            page = connection.getresponse().read().decode()
            refresh = re.search(r'<meta http-equiv="refresh" content="0; url=([^"]+)">', page)
            if not refresh:
                return page
            connection = self.connection()
            connection.request("GET", refresh.group(1).replace("&amp;", "&"), headers={"Cookie": self.cookie})
            response = connection.getresponse()
            response.read()
            assert response.status == 303, response.status
            path = response.getheader("Location")
        raise AssertionError(f"{path} was still loading after 20 refreshes")

    def first_users(self, count):
        """(id, login) of the first `count` users of the list."""
        page = self.page("/users")
        found = re.findall(r'<li class="user-row" id="user-(\d+)">.*?<a href="/users/([^"]+)">', page)
        return [(int(user_id), login) for user_id, login in found[:count]]

    def set_bookmark(self, user, bookmarked, sent=lambda: None):
        """Posts the star's form, calls `sent` once it is sent; True once the app answered (its redirect)."""
        user_id, login = user
        body = urllib.parse.urlencode({"_csrf": self.token, "id": user_id, "login": login, "avatar": "",
                                       "bookmarked": "true" if bookmarked else "false", "return": "/users/bookmarks"})
        connection = self.connection()
        connection.request("POST", "/users/bookmark", body=body, headers={
            "Cookie": self.cookie, "Content-Type": "application/x-www-form-urlencoded"})
        sent()
        return connection.getresponse().status == 303

    def bookmarked_ids(self):
        page = self.page("/users/bookmarks")
        return re.findall(r'<li class="user-row" id="user-(\d+)"', page)

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)


def test_bookmarks_survive_being_killed_at_random_moments():
    rng = random.Random(11)
    expected = {}  # user id → whether it is bookmarked, as the last answered toggle left it
    answered = 0
    with tempfile.TemporaryDirectory(prefix="strata-crash-") as data_dir:
        first = App(data_dir)
        users = first.first_users(6)
        assert len(users) == 6
        first.kill()
        for kill in range(KILLS):
            app = App(data_dir)
            shown = app.bookmarked_ids()
            assert len(shown) == len(set(shown)), f"kill {kill}: a bookmark is listed twice: {shown}"
            for user_id, bookmarked in expected.items():
                if bookmarked is None:
                    expected[user_id] = str(user_id) in shown  # its last toggle was cut off: now it is known
                else:
                    assert (str(user_id) in shown) == bookmarked, f"kill {kill}: user {user_id} lost its toggle"
            in_flight = {}
            stop = threading.Event()
            worker_rng = random.Random(kill)
            # The kill comes once the toggle it picks is sent: the server may be reading it, writing it or
            # answering it, as the moment the kill lands varies.
            kill_at = rng.randrange(1, 9)
            sent_count = 0
            reached = threading.Event()

            def sent():
                nonlocal sent_count
                sent_count += 1
                if sent_count >= kill_at:
                    reached.set()

            def toggle():
                nonlocal answered
                try:
                    while not stop.is_set():
                        user = worker_rng.choice(users)
                        wanted = worker_rng.random() < 0.6
                        in_flight[user[0]] = wanted
                        try:
                            if app.set_bookmark(user, wanted, sent):
                                expected[user[0]] = wanted
                                answered += 1
                        except OSError:
                            # Killed while asking: the toggle may or may not have been written.
                            expected[user[0]] = None
                            return
                        in_flight.pop(user[0], None)
                finally:
                    reached.set()  # a worker that ends early still lets the kill come

            worker = threading.Thread(target=toggle)
            worker.start()
            assert reached.wait(timeout=60), "the toggles stopped coming"  # the timeout only guards against a hang
            app.kill()
            stop.set()
            worker.join(timeout=10)
            for user_id in in_flight:
                expected[user_id] = None  # asked, never answered: either state is right
        final = App(data_dir)
        shown = final.bookmarked_ids()
        assert len(shown) == len(set(shown))
        final.kill()
    print(f"{KILLS} kills, {answered} answered toggles, all kept")
    assert answered > KILLS
