"""`strata` and `strata staging-api` as processes on free loopback ports, for the Python test suites (the browser
tests, the contract tests of the public APIs' client libraries)."""

import codecs
import json
import os
import re
import secrets
import subprocess
import tempfile
import threading
import time
import urllib.parse
import urllib.request


def strata_binary():
    return os.environ.get("STRATA_BIN", ".build/debug/strata")


# The line `strata` and `strata staging-api` print once they accept connections ("… is serving at URL", "…가 URL에서
# …"): the address they bound, as printed on standard output (log lines begin with their date, and the staging API
# that alpha starts logs its own address).
_SERVING_AT = re.compile(r"^(?!\d{4}-).*?(http://(?:127\.0\.0\.1|\[::1\]|localhost):(\d+))", re.MULTILINE)


class OutputWatch:
    """Copies a process's output (standard output and error) into `log` as it comes, and wakes whoever waits for
    a line in it: a test waits on what the process says, never on the clock. The copy ends when the process closes
    its output, so a wait also ends when the process exits."""

    def __init__(self, stream, log):
        self._log_fd = log.fileno()
        self._offset = os.fstat(self._log_fd).st_size
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._text = ""
        self._ended = False
        self._changed = threading.Condition()
        threading.Thread(target=self._copy, args=(stream,), daemon=True).start()

    def _copy(self, stream):
        while True:
            chunk = os.read(stream.fileno(), 65536)
            if chunk:
                # Written at the file's end without moving its position: the test reads `log` from its start.
                os.pwrite(self._log_fd, chunk, self._offset)
                self._offset += len(chunk)
            with self._changed:
                self._text += self._decoder.decode(chunk, final=not chunk)
                self._ended = not chunk
                self._changed.notify_all()
            if not chunk:
                stream.close()
                return

    def wait_for(self, pattern, timeout=60):
        """The first match of `pattern` (a compiled or text regular expression) in the output, once it is there;
        None when the process closed its output without it (it exited), or when `timeout` passed first, which only
        guards against a hang."""
        pattern = re.compile(pattern) if isinstance(pattern, str) else pattern
        with self._changed:
            self._changed.wait_for(lambda: pattern.search(self._text) or self._ended, timeout)
            return pattern.search(self._text)

    def wait_for_end(self, timeout=10):
        """Returns once the process has closed its output (it exited) and every byte of it is copied: a process
        that has exited may still have its last lines in the pipe. `timeout` only guards against a child that keeps
        the pipe open."""
        with self._changed:
            self._changed.wait_for(lambda: self._ended, timeout)

    @property
    def text(self):
        with self._changed:
            return self._text


def start_server(arguments, log, env=None, preexec_fn=None, timeout=60, port=0):
    """Starts `strata` with `arguments` and `--port port` (0, the default: the system picks a free port as it binds,
    so no other process can take it first) and returns the process and the URL and port it says it serves at,
    once it says so. Its output goes to `log`; `process.output` is its ``OutputWatch``, to wait for a line."""
    process = subprocess.Popen([strata_binary(), *arguments, "--port", str(port)], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, env=env, preexec_fn=preexec_fn)
    process.output = OutputWatch(process.stdout, log)
    found = process.output.wait_for(_SERVING_AT, timeout)
    if found:
        return process, found.group(1), int(found.group(2))
    if process.poll() is None:
        process.kill()
        raise RuntimeError(f"strata did not say where it serves within {timeout} s:\n{process.output.text}")
    raise RuntimeError(f"strata exited early:\n{process.output.text}")


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

    def set_fault(self, path, fault, exact=False):
        """Every request under `path` (with `exact`, to `path` alone) gets `fault` (e.g. "status=500",
        "delay=3000") until cleared."""
        query = urllib.parse.urlencode({"path": path, "fault": fault, **({"match": "exact"} if exact else {})})
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
