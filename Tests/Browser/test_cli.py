"""The `strata` command line, run as a user runs it."""

import os
import signal
import socket
import subprocess
import tempfile
import time

import pytest
from conftest import Strata, strata_binary


def run(*arguments, timeout=30):
    return subprocess.run([strata_binary(), *arguments], capture_output=True, text=True, timeout=timeout)


def test_help_documents_every_flag_and_environment_variable():
    result = run("--help")
    assert result.returncode == 0
    for word in ("--phase", "--host", "--port", "--data-dir", "--log-level", "staging-api",
                 "TMDB_API_KEY", "AIRKOREA_SERVICE_KEY", "GITHUB_TOKEN", "TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL",
                 "POKEAPI_BASE_URL", "POKEAPI_SPRITES_BASE_URL", "GITHUB_BASE_URL", "GITHUB_AVATARS_BASE_URL", "AIRKOREA_BASE_URL", "GROUPS_BASE_URL", "XDG_DATA_HOME"):
        assert word in result.stdout, word


def test_a_bad_flag_is_a_clear_message_and_exit_code_1():
    result = run("--bogus")
    assert result.returncode == 1
    assert "Unknown option '--bogus'" in result.stderr


def test_a_bad_phase_is_refused_with_exit_code_1():
    result = run("--phase", "prod")
    assert result.returncode == 1
    assert "prod" in result.stderr


def test_a_taken_port_is_a_clear_message_and_exit_code_1():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with tempfile.TemporaryDirectory() as data:
            result = run("--port", str(port), "--data-dir", data)
    assert result.returncode == 1
    assert f"Port {port} on 127.0.0.1 is already in use" in result.stderr


def test_serving_prints_the_url():
    server = Strata()
    try:
        assert f"is serving at {server.url}" in server.output()
    finally:
        server.stop()


def test_no_key_reaches_the_log():
    server = Strata(phase="alpha", extra_env={"TMDB_API_KEY": "browser-secret-777", "GITHUB_TOKEN": "tok-secret-888"})
    try:
        assert "secret" not in server.output()
    finally:
        server.stop()


def test_staging_api_listens_on_the_given_port():
    from conftest import StagingAPI
    api = StagingAPI()  # waits for an answer on its own free port, never 8081
    try:
        assert api.port != 8081
        assert api.request_count("/groups") >= 1
    finally:
        api.stop()


def send_partial_post(server):
    """A connection whose form body never finishes arriving: the request stays in progress."""
    connection = socket.create_connection(("127.0.0.1", server.port))
    connection.sendall(b"POST /movies HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       b"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n_csrf=")
    time.sleep(0.3)  # let the server read the head
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
    server = Strata()
    connection = send_partial_post(server)
    try:
        server.process.send_signal(first)
        time.sleep(0.5)
        assert server.process.poll() is None, "the first signal waits for the request in progress"
        started = time.monotonic()
        server.process.send_signal(second)
        returncode = server.process.wait(timeout=3)
        assert time.monotonic() - started < 2
        assert returncode == status
        assert "second signal" in server.output()
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
        time.sleep(1)
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
