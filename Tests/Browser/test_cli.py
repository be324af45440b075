"""The `strata` command line, run as a user runs it."""

import contextlib
import os
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

import pytest
from conftest import Strata, strata_binary


ENGLISH = {"LC_ALL": "en_US.UTF-8"}
KOREAN = {"LC_ALL": "ko_KR.UTF-8"}


def run(*arguments, env=ENGLISH, timeout=30):
    """`strata` with `arguments`, in the shell language `env` sets (English unless told)."""
    return subprocess.run([strata_binary(), *arguments], capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ, **env))


def test_version_prints_the_name_and_version():
    result = run("--version")
    assert result.returncode == 0
    assert result.stdout == "strata 0.10.0\n"


def test_help_documents_every_flag_and_environment_variable():
    result = run("--help")
    assert result.returncode == 0
    for word in ("--phase", "--host", "--port", "--data-dir", "--log-level", "staging-api", "tui",
                 "TMDB_API_KEY", "AIRKOREA_SERVICE_KEY", "GITHUB_TOKEN", "TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL",
                 "POKEAPI_BASE_URL", "POKEAPI_SPRITES_BASE_URL", "GITHUB_BASE_URL", "GITHUB_AVATARS_BASE_URL", "AIRKOREA_BASE_URL", "GROUPS_BASE_URL", "XDG_DATA_HOME",
                 "STRATA_STAGING_CONTROL_TOKEN"):
        assert word in result.stdout, word


def test_tui_help_lists_the_environment_variables_the_terminal_reads():
    result = run("tui", "--help")
    assert result.returncode == 0
    for word in ("TERM", "NO_COLOR", "LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS", "LINES", "STRATA_TRACING",
                 "XDG_DATA_HOME", "STRATA_STAGING_CONTROL_TOKEN", "TMDB_API_KEY", "AIRKOREA_SERVICE_KEY",
                 "GITHUB_TOKEN", "GROUPS_BASE_URL"):
        assert word in result.stdout, word
    # Only the web app reads a browser session's idle time.
    assert "STRATA_SESSION_IDLE_SECONDS" not in result.stdout


def test_the_terminal_app_without_a_terminal_says_so_with_exit_code_1():
    with tempfile.TemporaryDirectory() as data:
        result = subprocess.run([strata_binary(), "tui", "--data-dir", data], capture_output=True, text=True,
                                timeout=30, env=dict(os.environ, **ENGLISH), stdin=subprocess.DEVNULL)
        korean = subprocess.run([strata_binary(), "tui", "--data-dir", data], capture_output=True, text=True,
                                timeout=30, env=dict(os.environ, **KOREAN), stdin=subprocess.DEVNULL)
        assert os.listdir(data) == []  # nothing opened
    assert result.returncode == 1
    assert result.stderr == ("strata: strata tui shows the app in a terminal: run it in one, with its input and "
                             "output not redirected.\n")
    assert korean.returncode == 1 and korean.stderr.startswith("strata: strata tui는 터미널에서")


def test_tui_open_refuses_an_address_no_screen_has_before_the_terminal_is_taken():
    with tempfile.TemporaryDirectory() as data:
        arguments = [strata_binary(), "tui", "--open", "/nowhere", "--data-dir", data]
        # No terminal either: the address is refused first, so nothing of the terminal or the data is touched.
        result = subprocess.run(arguments, capture_output=True, text=True, timeout=30,
                                env=dict(os.environ, **ENGLISH), stdin=subprocess.DEVNULL)
        korean = subprocess.run(arguments, capture_output=True, text=True, timeout=30,
                                env=dict(os.environ, **KOREAN), stdin=subprocess.DEVNULL)
        assert os.listdir(data) == []
    assert result.returncode == 1
    assert result.stderr == ("strata: strata tui --open takes the address of one of Strata's pages, and “/nowhere” is "
                             "none: give a path such as /movies/603, /movies?query=star, /pokemon/pikachu, "
                             "/users/octocat, /air-quality or / (the scene list).\n")
    assert korean.returncode == 1
    assert korean.stderr.startswith("strata: strata tui --open에는 Strata 페이지의 주소를 주어야 하는데, “/nowhere”")


def test_tui_help_documents_open():
    result = run("tui", "--help")
    assert result.returncode == 0
    assert "--open <address>" in result.stdout
    assert "/movies/603" in result.stdout


def test_a_bad_flag_is_a_clear_message_and_exit_code_1():
    result = run("--bogus")
    assert result.returncode == 1
    assert "Unknown option '--bogus'" in result.stderr


def test_a_bad_phase_is_refused_with_exit_code_1():
    result = run("--phase", "prod")
    assert result.returncode == 1
    assert "prod" in result.stderr


@pytest.mark.parametrize("env, message", [
    (ENGLISH, "Port {port} on 127.0.0.1 is already in use. Stop the other server, or choose another port with --port."),
    (KOREAN, "127.0.0.1의 {port}번 포트는 이미 사용 중이에요. 다른 서버를 멈추거나 --port로 다른 포트를 골라 주세요."),
], ids=["en", "ko"])
def test_a_taken_port_says_what_to_do_with_exit_code_1(env, message):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with tempfile.TemporaryDirectory() as data:
            result = run("--port", str(port), "--data-dir", data, env=env)
    assert result.returncode == 1
    assert result.stderr == "strata: " + message.format(port=port) + "\n"


@pytest.mark.parametrize("arguments", [("--port", "-1"), ("--port", "abc"), ("--port", "65536"),
                                       ("staging-api", "--port", "-1")], ids=["-1", "abc", "65536", "staging-api"])
def test_a_port_that_is_not_a_number_from_0_to_65535_says_what_it_takes(arguments):
    value = arguments[-1]
    result = run(*arguments)
    assert result.returncode == 1
    assert result.stderr == f"strata: --port must be a number from 0 to 65535, not “{value}”.\n"
    korean = run(*arguments, env=KOREAN)
    assert korean.returncode == 1
    assert korean.stderr == f"strata: --port에는 0부터 65535까지의 숫자를 지정해 주세요(받은 값: “{value}”).\n"


@pytest.mark.parametrize("host, en, ko", [
    ("no-such-host.invalid",
     "Strata can't listen on host “no-such-host.invalid”: no address goes by that name. "
     "Use --host with an address of this machine, such as 127.0.0.1.",
     "Strata가 호스트 “no-such-host.invalid”에서 연결을 받을 수 없어요. 그런 이름의 주소가 없어요. "
     "--host에 이 컴퓨터의 주소(예: 127.0.0.1)를 지정해 주세요."),
    ("192.0.2.1",
     "Strata can't listen on host “192.0.2.1”: it isn't one of this machine's addresses. "
     "Use --host with an address of this machine, such as 127.0.0.1.",
     "Strata가 호스트 “192.0.2.1”에서 연결을 받을 수 없어요. 이 컴퓨터의 주소가 아니에요. "
     "--host에 이 컴퓨터의 주소(예: 127.0.0.1)를 지정해 주세요."),
], ids=["unknown-name", "another-machine"])
def test_a_bad_host_says_to_use_an_address_of_this_machine(host, en, ko):
    with tempfile.TemporaryDirectory() as data:
        for env, message in ((ENGLISH, en), (KOREAN, ko)):
            result = run("--host", host, "--port", "0", "--data-dir", data, env=env)
            assert result.returncode == 1
            assert result.stderr == f"strata: {message}\n"


@contextlib.contextmanager
def read_only_directory():
    """A directory on a read-only tmpfs, where even root cannot create a file (mounting needs root, as in CI)."""
    with tempfile.TemporaryDirectory() as data:
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k,ro", "tmpfs", data],
                                 capture_output=True).returncode == 0
        if not mounted:
            pytest.skip("needs root to mount a tmpfs")
        try:
            yield data
        finally:
            subprocess.run(["umount", data], capture_output=True)


def test_a_data_directory_strata_cannot_write_says_to_choose_another_and_logs_the_cause_at_debug_level():
    # A read-only disk: SQLite cannot create its file there (error 14), even as root. (A folder in the file's
    # place is moved aside, so it no longer stops start-up.)
    with read_only_directory() as data:
        result = run("--data-dir", data, "--port", "0")
        assert result.returncode == 1
        assert result.stderr == (f"strata: Strata can't write to its data directory {data}. "
                                 "Choose another with --data-dir, or fix the folder's permissions.\n")
        korean = run("--data-dir", data, "--port", "0", env=KOREAN)
        assert korean.stderr == (f"strata: Strata가 데이터 폴더({data})에 쓸 수 없어요. "
                                 "--data-dir로 다른 폴더를 고르거나 폴더 권한을 고쳐 주세요.\n")
        debug = run("--data-dir", data, "--port", "0", "--log-level", "debug")
        lines = debug.stderr.splitlines()
        assert any(" debug " in line and "SQLite error 14" in line for line in lines), debug.stderr
        assert lines[-1] == result.stderr.rstrip("\n")


def test_a_data_directory_under_a_file_says_to_choose_another():
    with tempfile.TemporaryDirectory() as data:
        open(os.path.join(data, "file"), "w").close()
        directory = os.path.join(data, "file", "strata")
        result = run("--data-dir", directory, "--port", "0")
        assert result.returncode == 1
        assert result.stderr == (f"strata: Strata can't write to its data directory {directory}. "
                                 "Choose another with --data-dir, or fix the folder's permissions.\n")


def test_the_real_phase_says_which_settings_it_lacks_in_the_shells_language():
    server = Strata(phase="real", extra_env=KOREAN)
    try:
        output = server.output()
        assert "strata: real 단계에서 영화 화면을 쓰려면 TMDB_API_KEY 값을 설정하고 Strata를 시작해 주세요." in output
        assert "AIRKOREA_SERVICE_KEY" in output and "GROUPS_BASE_URL" in output
        assert f"Strata(real)가 {server.url}에서 실행 중이에요." in output
    finally:
        server.stop()


def test_serving_prints_the_url():
    server = Strata(extra_env=ENGLISH)
    try:
        assert f"Strata (dev) is serving at {server.url}\n" in server.output()
    finally:
        server.stop()


def test_no_key_reaches_the_log():
    server = Strata(phase="alpha", extra_env={"TMDB_API_KEY": "browser-secret-777", "GITHUB_TOKEN": "tok-secret-888"},
                    arguments=("--log-level", "trace"))
    try:
        # Pages that call the services the keys are for, so that their requests are logged too.
        for path in ("/movies?query=star", "/users"):
            assert urllib.request.urlopen(server.url + path, timeout=30).status == 200
    finally:
        server.stop(keep_data=True)
    # Read once the app has exited: the whole log, its shutdown included.
    output = server.output()
    with open(os.path.join(server.data_dir.name, "csrf.key"), "rb") as file:
        key = file.read()
    server.data_dir.cleanup()
    assert key.hex() not in output.lower() and ", ".join(map(str, key[:4])) not in output, "the CSRF key is in the log"
    assert "api_key=REDACTED" in output and "/users?" in output, "the upstream calls are in the log"
    assert "secret" not in output


def test_staging_api_serves_where_it_says_it_listens():
    from conftest import StagingAPI
    api = StagingAPI()  # `--port 0`: the port it bound, read from the line it prints, never its default 8081
    try:
        assert api.port != 8081
        urllib.request.urlopen(api.url + "/groups", timeout=5).read()
        assert api.request_count("/groups") == 1
    finally:
        api.stop()


def test_the_staging_apis_control_routes_answer_only_its_token():
    from conftest import StagingAPI
    api = StagingAPI()  # started with a token of its own in STRATA_STAGING_CONTROL_TOKEN
    try:
        def post(headers):
            request = urllib.request.Request(api.url + "/__staging/faults?path=/groups&fault=status%3D503",
                                             method="POST", headers=headers)
            try:
                with urllib.request.urlopen(request, timeout=5) as response:
                    return response.status
            except urllib.error.HTTPError as error:
                return error.code

        # A form another site posts: a loopback Host and its Origin, but no header of its choosing.
        assert post({"Origin": "http://evil.example", "Content-Type": "application/x-www-form-urlencoded"}) == 403
        assert post({"X-Staging-Control-Token": "a-token-of-its-own-guess"}) == 403
        assert urllib.request.urlopen(api.url + "/groups", timeout=5).status == 200
        assert post({"X-Staging-Control-Token": api.token}) == 204
        try:
            urllib.request.urlopen(api.url + "/groups", timeout=5)
            assert False, "the fault set with the token did not apply"
        except urllib.error.HTTPError as error:
            assert error.code == 503
        api.clear_faults()
    finally:
        api.stop()


def test_a_staging_control_token_too_short_is_a_clear_start_up_error():
    result = subprocess.run([strata_binary(), "staging-api", "--port", "0"], capture_output=True, text=True,
                            timeout=30, env=dict(os.environ, STRATA_STAGING_CONTROL_TOKEN="short", **ENGLISH))
    assert result.returncode == 1
    assert result.stderr == ("strata: STRATA_STAGING_CONTROL_TOKEN must be at least 16 characters: letters, digits "
                             "or punctuation, without spaces.\n")


def send_partial_post(server):
    """A connection whose form body never finishes arriving: the request stays in progress. The post goes in one
    write behind a whole GET, so the GET's answer tells that the server has read the post's head too."""
    connection = socket.create_connection(("127.0.0.1", server.port))
    connection.settimeout(10)  # only a guard against a hang
    connection.sendall(b"GET /assets/favicon.svg HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                       b"POST /movies HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       b"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n_csrf=")
    received = b""
    while b"\r\n\r\n" not in received:
        chunk = connection.recv(65536)
        assert chunk, f"the server closed the connection: {received!r}"
        received += chunk
    assert received.startswith(b"HTTP/1.1 200"), received
    return connection


def test_sigterm_ends_the_server_within_the_shutdown_bound_despite_a_partial_request():
    server = Strata()
    connection = send_partial_post(server)
    try:
        started = time.monotonic()
        server.process.send_signal(signal.SIGTERM)
        returncode = server.process.wait(timeout=20)
        elapsed = time.monotonic() - started
        # 5 s of graceful shutdown, then cancellation (bounded at 3 s); generous margin for a busy machine.
        assert elapsed < 10, elapsed
        assert returncode == 0, server.output()
    finally:
        connection.close()
        server.stop()


@pytest.mark.parametrize("first, second, status", [
    (signal.SIGTERM, signal.SIGTERM, 143),
    (signal.SIGINT, signal.SIGINT, 130),
    (signal.SIGTERM, signal.SIGINT, 130),
], ids=["term-term", "int-int", "term-int"])
def test_a_second_signal_exits_at_once(first, second, status):
    server = Strata(extra_env=ENGLISH)
    connection = send_partial_post(server)
    try:
        server.process.send_signal(first)
        # The server says when the first signal has begun its graceful shutdown, which waits for the request.
        assert server.process.output.wait_for("Shutting down: the requests in progress may finish"), server.output()
        assert server.process.poll() is None, "the first signal waits for the request in progress"
        started = time.monotonic()
        server.process.send_signal(second)
        returncode = server.process.wait(timeout=3)
        assert time.monotonic() - started < 2
        assert returncode == status
        assert "strata: Second signal received: Strata stops now" in server.output()
    finally:
        connection.close()
        server.stop()


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def test_idle_connections_past_the_descriptor_limit_neither_spin_nor_exhaust_it():
    server = Strata(open_file_limit=1024)
    connections = []
    try:
        for _ in range(1100):
            connection = socket.socket()
            connection.settimeout(3)
            try:
                connection.connect(("127.0.0.1", server.port))
            except OSError:
                connection.close()
                break  # the listen queue is full: the server stopped accepting
            connections.append(connection)
        # The server says when it stops accepting; from then on it is idle, and its use of the processor is
        # measured over three seconds of the clock (a rate: the one wait here that only the clock can give).
        assert server.process.output.wait_for("Connection limit reached"), server.output()
        before = cpu_seconds(server.process.pid)
        time.sleep(3)
        busy = (cpu_seconds(server.process.pid) - before) / 3
        assert busy < 0.2, f"{busy:.0%} of a core while idle"
        assert len(os.listdir(f"/proc/{server.process.pid}/fd")) < 1000
        assert "Connection limit reached" in server.output()
    finally:
        for connection in connections:
            connection.close()
        server.stop()
