"""`strata` and `strata staging-api` as processes on free loopback ports, for the Python test suites (the browser
tests, the contract tests of the public APIs' client libraries)."""

import json
import os
import re
import secrets
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request


def strata_binary():
    return os.environ.get("STRATA_BIN", ".build/debug/strata")


# The line `strata` and `strata staging-api` print once they accept connections ("… is serving at URL", "…가 URL에서
# …"): the address they bound, as printed on standard output (log lines begin with their date, and the staging API
# that alpha starts logs its own address).
_SERVING_AT = re.compile(r"^(?!\d{4}-).*?(http://(?:127\.0\.0\.1|\[::1\]|localhost):(\d+))", re.MULTILINE)


def start_server(arguments, log, env=None, preexec_fn=None, timeout=60):
    """Starts `strata` with `arguments` and `--port 0` (the system picks a free port as it binds, so no other process
    can take it first) and returns the process and the URL it says it serves at."""
    process = subprocess.Popen([strata_binary(), *arguments, "--port", "0"], stdout=log, stderr=subprocess.STDOUT,
                               env=env, preexec_fn=preexec_fn)
    deadline = time.time() + timeout

    def output():
        log.seek(0)
        return log.read().decode(errors="replace")

    while time.time() < deadline:
        found = _SERVING_AT.search(output())
        if found:
            return process, found.group(1), int(found.group(2))
        if process.poll() is not None:
            raise RuntimeError(f"strata exited early:\n{output()}")
        time.sleep(0.05)
    process.kill()
    raise RuntimeError(f"strata did not say where it serves within {timeout} s:\n{output()}")


# The variable that gives the staging API its control token, and the header its control routes (`/__staging/…`)
# need it in: without it they answer 403, so a page elsewhere cannot set faults through the browser.
CONTROL_TOKEN_VARIABLE = "STRATA_STAGING_CONTROL_TOKEN"
CONTROL_TOKEN_HEADER = "X-Staging-Control-Token"


def control_token():
    """A new token for a staging API's control routes, to give the process that starts it in its environment
    (`CONTROL_TOKEN_VARIABLE`) and then to `StagingAPI`."""
    return secrets.token_hex(16)


class StagingAPI:
    """`strata staging-api` alone on a free port, with sticky faults and request counts."""

    def __init__(self):
        self.log = tempfile.TemporaryFile()
        self.token = control_token()
        self.process, self.url, self.port = start_server(
            ["staging-api"], self.log, env=dict(os.environ, **{CONTROL_TOKEN_VARIABLE: self.token}))

    @classmethod
    def logged_in(cls, log_path, token, timeout=30):
        """The staging API that another process started and logged the address of (`strata --phase alpha`
        starts its own, given `token` in its environment), for its faults and request counts; not stopped by
        `stop()`."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            if os.path.exists(log_path):
                with open(log_path, encoding="utf-8", errors="replace") as log:
                    found = re.search(r"url=(http://127\.0\.0\.1:(\d+)) \[StagingAPI\]", log.read())
                if found:
                    api = cls.__new__(cls)
                    api.process, api.url, api.port, api.token = None, found.group(1), int(found.group(2)), token
                    return api
            time.sleep(0.05)
        raise RuntimeError(f"no staging API address in {log_path} within {timeout} s")

    def _send(self, method, path):
        request = urllib.request.Request(self.url + path, method=method, headers={CONTROL_TOKEN_HEADER: self.token})
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.read()

    def set_fault(self, path, fault):
        """Every request under `path` gets `fault` (e.g. "status=500", "delay=3000") until cleared."""
        query = urllib.parse.urlencode({"path": path, "fault": fault})
        self._send("POST", "/__staging/faults?" + query)

    def clear_faults(self):
        self._send("DELETE", "/__staging/faults")

    def request_count(self, path):
        return json.loads(self._send("GET", "/__staging/requests")).get(path, 0)

    def stop(self):
        if self.process is None:
            return
        self.process.terminate()
        self.process.wait(timeout=10)
