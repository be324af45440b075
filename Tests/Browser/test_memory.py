"""What a client that returns its cookies can make the app keep: every session it confirms keeps its windows,
and the counts allow 10,000 sessions of 16 windows each, so only the windows' budget in bytes bounds memory."""

import http.client
import re
import threading

from conftest import Strata

# The bound the Untrusted upstreams article states for this run: 16,000 page loads of a thousand-row Movies list.
REQUESTS = 16_000
RSS_BOUND_MIB = 200
PATH = "/movies?query=the&pages=50"


def resident_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        kilobytes = int(re.search(r"^VmRSS:\s+(\d+) kB", status.read(), re.MULTILINE).group(1))
    return kilobytes / 1024


def load_pages_returning_each_cookie_once(port, count, statuses):
    """Odd requests send no cookie (a new session); even ones return the last cookie (the session is kept)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    cookie = None
    for index in range(count):
        headers = {"Cookie": cookie} if cookie and index % 2 else {}
        connection.request("GET", PATH, headers=headers)
        response = connection.getresponse()
        response.read()
        statuses[response.status] = statuses.get(response.status, 0) + 1
        set_cookie = [value for name, value in response.getheaders()
                      if name.lower() == "set-cookie" and value.startswith("strata_session=")]
        if set_cookie:
            cookie = set_cookie[0].split(";")[0]
    connection.close()


def test_a_client_returning_its_cookies_keeps_resident_memory_bounded():
    app = Strata()
    try:
        before = resident_mib(app.process.pid)
        per_thread = [{}, {}]
        threads = [
            threading.Thread(target=load_pages_returning_each_cookie_once, args=(app.port, REQUESTS // 2, statuses))
            for statuses in per_thread
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=600)
        after = resident_mib(app.process.pid)
        print(f"resident memory: {before:.0f} MiB before, {after:.0f} MiB after {REQUESTS} page loads")
        statuses = {}
        for part in per_thread:
            for status, count in part.items():
                statuses[status] = statuses.get(status, 0) + count
        assert statuses == {200: REQUESTS}
        assert after < RSS_BOUND_MIB, f"{after:.0f} MiB after {REQUESTS} page loads (bound {RSS_BOUND_MIB} MiB)"
    finally:
        app.stop()
