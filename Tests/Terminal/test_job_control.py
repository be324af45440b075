"""`strata tui` under a shell with job control (an interactive bash in tmux): Ctrl-Z and a SIGTSTP from outside give
the shell its terminal back, `fg` brings the app back in raw mode and drawn whole; Ctrl-L repaints over whatever
else wrote to the terminal; a terminal that draws no escape sequences (`TERM=dumb`, no TERM) is refused."""

import os
import re
import shlex
import signal
import subprocess

from conftest import TerminalSession
from strata_processes import strata_binary

SCENES = ["Movies", "Pokémon", "GitHub users", "Air quality", "My groups"]


class ShellSession(TerminalSession):
    """An interactive bash (job control on, no rc files, prompt `$ `) in tmux, where a test types `strata tui` as a
    person would, so the app can be stopped and brought back with `fg`."""

    def __init__(self, data_dir, width=100, height=30):
        self.socket = "strata-test-" + os.urandom(4).hex()
        self.data_dir = data_dir
        environment = {**os.environ, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PS1": "$ ", "TERM": "screen"}
        environment.pop("TMUX", None)
        environment.pop("NO_COLOR", None)
        environment.pop("PROMPT_COMMAND", None)
        self._tmux("new-session", "-d", "-s", "main", "-x", str(width), "-y", str(height),
                   "bash", "--norc", "--noprofile", "-i", environment=environment)
        self.wait_for(lambda screen: screen.rstrip().endswith("$"), what="the shell's prompt")

    def start_app(self):
        command = " ".join(shlex.quote(part) for part in [os.path.abspath(strata_binary()), "tui", "--data-dir",
                                                          self.data_dir])
        self.type(command)
        self.send("Enter")
        self.wait_for(lambda screen: "My groups" in screen and self.pane("alternate_on") == "1",
                      what="the scene list on the alternate screen")

    def selected_row(self):
        """The scene whose row starts in inverse (the list's selection; the title bar is inverse too), or None."""
        for line in self.styled_screen().split("\n"):
            text = re.sub(r"^[0-9] ", "", re.sub(r"\x1b\[[0-9;]*m", "", line).strip())
            if text in SCENES and re.match(r"^\x1b\[(?:[0-9;]*;)?7m", line):
                return text
        return None


def given_back_to_the_shell(session):
    """Waits until the shell holds the terminal (main screen, cursor shown, the job reported stopped) and runs a
    command in it."""
    session.wait_for(lambda screen: session.pane("alternate_on") == "0" and "Stopped" in screen,
                     what="the job stopped and the main screen back")
    assert session.pane("cursor_flag") == "1"
    session.type("echo shell-$((40 + 2))")
    session.send("Enter")
    session.wait_for(lambda screen: re.search(r"^shell-42$", screen, re.MULTILINE), what="the shell's answer")


def brought_back_with_fg(session):
    """`fg`, then the scene list drawn whole on the alternate screen, and ↓ alone (no Enter) moving the selection,
    which only raw mode delivers."""
    session.type("fg")
    session.send("Enter")
    screen = session.wait_for(
        lambda screen: "My groups" in screen and "Strata" in screen.split("\n")[0]
        and session.pane("alternate_on") == "1",
        what="the scene list drawn again")
    assert "Movies" in screen and "Air quality" in screen
    assert session.pane("cursor_flag") == "0"
    session.wait_for(lambda _: session.selected_row() == "Movies", what="Movies selected")
    session.send("Down")
    session.wait_for(lambda _: session.selected_row() == "Pokémon", what="the selection moved by ↓ alone")
    assert "^[" not in session.screen()


def app_pid(session):
    shell = session.pane("pane_pid")
    with open(f"/proc/{shell}/task/{shell}/children") as children:
        return int(children.read().split()[0])


def test_a_sigtstp_from_outside_gives_the_shell_its_terminal_and_fg_brings_the_app_back(data_dir):
    session = ShellSession(data_dir)
    try:
        session.start_app()
        os.kill(app_pid(session), signal.SIGTSTP)
        given_back_to_the_shell(session)
        brought_back_with_fg(session)
        session.send("q")
        session.wait_for(lambda screen: session.pane("alternate_on") == "0", what="the app's exit")
    finally:
        session.close()


def test_ctrl_z_suspends_like_a_sigtstp(data_dir):
    session = ShellSession(data_dir)
    try:
        session.start_app()
        session.send("C-z")
        given_back_to_the_shell(session)
        brought_back_with_fg(session)
        # A second time works as the first.
        session.send("C-z")
        session.wait_for(lambda screen: session.pane("alternate_on") == "0", what="the second suspension")
        session.type("fg")
        session.send("Enter")
        session.wait_for(lambda screen: "My groups" in screen and session.pane("alternate_on") == "1",
                         what="the app back a second time")
    finally:
        session.close()


def test_ctrl_l_repaints_over_what_else_wrote_to_the_terminal(data_dir):
    session = ShellSession(data_dir)
    try:
        session.start_app()
        tty = os.readlink(f"/proc/{app_pid(session)}/fd/1")
        with open(tty, "w") as terminal:
            terminal.write("\x1b[5;3HGARBAGE-GARBAGE\x1b[12;1HMORE-GARBAGE")
        session.wait_for("GARBAGE-GARBAGE", what="the garbage on the screen")
        session.send("C-l")
        screen = session.wait_for(lambda screen: "GARBAGE" not in screen, what="the garbage repainted over")
        assert "My groups" in screen and "Movies" in screen
        assert session.selected_row() == "Movies"
    finally:
        session.close()


def run_tui(data_dir, term, language="C.UTF-8"):
    """`strata tui` with `TERM` set to `term` (None: not set) in a real terminal for its input and output (`script`
    gives it one), so only TERM can refuse it."""
    environment = {**os.environ, "LANG": language, "LC_ALL": language}
    environment.pop("TERM", None)
    if term is not None:
        environment["TERM"] = term
    command = shlex.join([os.path.abspath(strata_binary()), "tui", "--data-dir", data_dir])
    return subprocess.run(["script", "-qec", command, "/dev/null"], env=environment, capture_output=True, text=True,
                          timeout=30, stdin=subprocess.DEVNULL)


def test_a_dumb_or_unnamed_terminal_is_refused_with_a_message(data_dir):
    for term in ["dumb", None, ""]:
        result = run_tui(data_dir, term)
        assert result.returncode != 0, term
        assert "TERM says this terminal has none" in result.stdout, (term, result.stdout)
        assert "\x1b[?1049h" not in result.stdout, term


def test_in_korean_the_refusal_is_korean(data_dir):
    result = run_tui(data_dir, "dumb", language="ko_KR.UTF-8")
    assert result.returncode != 0
    assert "TERM이 없거나 dumb이면" in result.stdout
