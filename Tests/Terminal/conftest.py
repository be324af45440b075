"""Terminal harness: `strata tui` in a real terminal, tmux (a private server per test, so nothing of the user's
tmux is touched), driven with `send-keys` and read with `capture-pane`."""

import os
import shlex
import subprocess
import sys
import tempfile
import time
import uuid

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Support"))
from strata_processes import start_server, strata_binary  # noqa: E402


class TerminalSession:
    """`strata tui` running in a detached tmux session of `width` × `height` cells. After the app ends, the pane's
    shell prints `EXITED <status>` and the terminal's line settings (`stty -a`), then waits, so a test reads how
    the app left the terminal."""

    def __init__(self, arguments, data_dir, env=None, width=100, height=30):
        self.socket = "strata-test-" + uuid.uuid4().hex[:8]
        self.data_dir = data_dir
        command = " ".join(shlex.quote(part) for part in [os.path.abspath(strata_binary()), "tui", *arguments,
                                                          "--data-dir", data_dir])
        script = f"{command}; echo EXITED $?; stty -a | tr -s ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo; sleep 600"
        environment = {**os.environ, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", **(env or {})}
        environment.pop("TMUX", None)
        if "NO_COLOR" not in (env or {}):
            environment.pop("NO_COLOR", None)
        self._tmux("new-session", "-d", "-s", "main", "-x", str(width), "-y", str(height), "sh", "-c", script,
                   environment=environment)

    def _tmux(self, *arguments, environment=None):
        return subprocess.run(["tmux", "-u", "-L", self.socket, "-f", "/dev/null", *arguments], check=True,
                              capture_output=True, text=True, env=environment).stdout

    def send(self, *keys):
        """Keys by tmux's names (`Enter`, `Down`, `C-c`, `Escape`)."""
        self._tmux("send-keys", "-t", "main", *keys)

    def type(self, text):
        """Text typed as it is (Hangul too)."""
        self._tmux("send-keys", "-t", "main", "-l", text)

    def screen(self):
        return self._tmux("capture-pane", "-p", "-t", "main")

    def styled_screen(self):
        """The screen with its escape sequences (colours and attributes) as tmux holds them."""
        return self._tmux("capture-pane", "-p", "-e", "-t", "main")

    def pane(self, variable):
        """A tmux format variable of the pane, e.g. `alternate_on`, `cursor_flag`, `pane_width`."""
        return self._tmux("display-message", "-p", "-t", "main", "#{" + variable + "}").strip()

    def wait_for(self, predicate, timeout=15, what=None):
        """The screen once `predicate(screen)` holds (a string: once the screen shows it)."""
        test = (lambda screen: predicate in screen) if isinstance(predicate, str) else predicate
        deadline = time.time() + timeout
        while True:
            screen = self.screen()
            if test(screen):
                return screen
            if time.time() > deadline:
                raise AssertionError(f"the terminal did not show {what or predicate!r} within {timeout} s:\n{screen}")
            time.sleep(0.05)

    def wait_for_exit(self, status):
        """The screen once the app has ended with `status` and the shell has printed the terminal's settings."""
        return self.wait_for(lambda screen: f"EXITED {status}\n" in screen and "icanon" in screen,
                             what=f"the app's exit with {status}, then the terminal's settings")

    def resize(self, width, height):
        self._tmux("resize-window", "-t", "main", "-x", str(width), "-y", str(height))

    def pid(self):
        """The process id of `strata tui` (the pane's shell's child)."""
        shell = self.pane("pane_pid")
        with open(f"/proc/{shell}/task/{shell}/children") as children:
            return int(children.read().split()[0])

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


@pytest.fixture
def data_dir():
    directory = tempfile.TemporaryDirectory(prefix="strata-terminal-")
    yield directory.name
    directory.cleanup()


@pytest.fixture
def terminal(data_dir):
    """Opens `strata tui` sessions on one data directory (a restart opens a second on the same one)."""
    sessions = []

    def open_session(*arguments, env=None, width=100, height=30):
        session = TerminalSession(list(arguments), data_dir, env=env, width=width, height=height)
        sessions.append(session)
        return session

    yield open_session
    for session in sessions:
        session.close()


@pytest.fixture
def web_app(data_dir):
    """The web app (`strata`) on the terminal's data directory."""
    log = tempfile.TemporaryFile()
    process, url, _ = start_server(["--data-dir", data_dir], log)
    yield url
    process.terminate()
    process.wait(timeout=10)
