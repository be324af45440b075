"""`strata tui` end to end in a real terminal (tmux): each scene's job on the keyboard, the bookmarks and the saved
station shared with the web app through the data directory, an upstream failure with Retry, a resize, and the
terminal given back as it was however the app ends."""

import http.cookiejar
import os
import re
import signal
import unicodedata
import urllib.request

from strata_processes import CONTROL_TOKEN_VARIABLE, StagingAPI, control_token

SCENES = ["Movies", "Pokémon", "GitHub users", "Air quality", "My groups"]


def open_scene(session, name):
    """From the scene list, the scene `name` opened."""
    session.wait_for("My groups", what="the scene list")
    session.send("Home", *["Down"] * SCENES.index(name), "Enter")


def cells(text):
    """The cells `text` takes in the terminal (East Asian wide characters two)."""
    return sum(2 if unicodedata.east_asian_width(character) in "WF" else 1 for character in text)


def status_line(screen):
    return screen.rstrip("\n").split("\n")[-1]


def test_a_search_goes_on_to_its_second_page_as_the_list_scrolls(terminal):
    session = terminal()
    open_scene(session, "Movies")
    session.wait_for("press / to type")
    session.send("/")
    session.type("the")
    session.send("Enter")
    session.wait_for("“the” · 1 of 20+")
    session.send(*["Down"] * 24)
    # The 25th row is on the second page, which the scroll asked for.
    screen = session.wait_for(lambda screen: re.search(r"“the” · 25 of [4-9]\d", screen), what="row 25 of 40 or more")
    assert "Loading more" not in screen or "of 40" in screen


def test_a_pokemons_details_and_back(terminal):
    session = terminal()
    open_scene(session, "Pokémon")
    session.wait_for("1–10 of 151")
    session.send("Right")
    session.wait_for("11–20 of 151")
    session.send("Left")
    session.wait_for("1–10 of 151")
    session.send("Down", "Enter")
    screen = session.wait_for("Ivysaur #002")
    assert "Types: Grass, Poison" in screen
    assert "Ivysaur" in screen.split("\n")[0]  # the title bar names the screen
    session.send("q")
    session.wait_for("1–10 of 151")


def test_a_star_set_in_the_terminal_is_in_the_web_apps_bookmarks(terminal, web_app):
    session = terminal()
    open_scene(session, "GitHub users")
    screen = session.wait_for("☆", what="an unstarred user")
    first = next(line for line in screen.split("\n") if "☆" in line)
    login = first.replace("☆", "").split()[0]
    session.send("s")
    session.wait_for("Added to bookmarks")
    assert f"★ {login}" in session.screen()

    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    with opener.open(web_app + "/users/bookmarks", timeout=10) as response:
        page = response.read().decode()
    assert f"/users/{login}" in page

    # And back in the terminal, its Bookmarks lists the user.
    session.send("b")
    session.wait_for(lambda screen: login in screen and "Bookmarks" in screen.split("\n")[0], what="the bookmarks")


def test_a_station_chosen_is_kept_across_a_restart(terminal):
    session = terminal()
    open_scene(session, "Air quality")
    session.wait_for("Measured")
    session.send("c")
    session.wait_for("Station name")
    session.type("종로")
    session.send("Enter")
    session.wait_for("Stations named “종로”")
    session.send("Down", "Enter")  # the second: 종로 (Jongno), not the default 종로구
    screen = session.wait_for(lambda screen: screen.split("\n")[1].strip() == "종로 (Jongno)", what="종로's readings")
    assert "PM10" in screen
    session.send("q", "q")
    session.wait_for_exit(0)

    restarted = terminal()
    open_scene(restarted, "Air quality")
    restarted.wait_for(lambda screen: screen.split("\n")[1].strip() == "종로 (Jongno)", what="the saved station")


def test_an_upstream_failure_is_worded_with_retry(terminal, data_dir):
    token = control_token()
    session = terminal("--phase", "alpha", env={CONTROL_TOKEN_VARIABLE: token})
    # The staging API that alpha starts logs its address (into strata-tui.log: the screen is the terminal's).
    staging = StagingAPI.logged_in(os.path.join(data_dir, "strata-tui.log"), token)
    staging.set_fault("/api/v2/pokemon", "status=500")
    open_scene(session, "Pokémon")
    screen = session.wait_for("Retry (r)")
    assert "The service is having trouble." in screen  # a 500 from PokeAPI, worded as the web ring words it
    assert "r retry" in status_line(screen)
    staging.clear_faults()
    session.send("r")
    session.wait_for("1–10 of 151")


def test_a_resize_lays_the_screen_out_again(terminal):
    session = terminal(width=100, height=30)
    open_scene(session, "My groups")
    session.wait_for("주말 등산 모임")
    session.resize(60, 16)
    # Until the app has drawn again, tmux shows the old screen cut to the new size: its status line can already sit
    # on row 16 with an empty row 1, so the wait is for the whole new frame (the title on row 1 and the status line
    # on row 16).
    def laid_out(screen):
        lines = screen.rstrip("\n").split("\n")
        return len(lines) == 16 and lines[0].startswith(" Strata · My groups") and "? help" in lines[-1]

    screen = session.wait_for(laid_out, what="the title on row 1 and the status line on row 16")
    lines = screen.rstrip("\n").split("\n")
    # The days stay aligned to the right edge at the new width (Hangul takes two cells each).
    dated = [line for line in lines if re.search(r"Created \w{3}, \w{3} \d{1,2}, \d{4}", line)]
    columns = {cells(line.rstrip()) for line in dated}
    assert len(dated) >= 5 and len(columns) == 1
    assert all(cells(line) <= 60 for line in lines)
    session.resize(15, 5)
    session.wait_for("Terminal too")
    session.resize(100, 30)
    session.wait_for(lambda screen: "Retro Game Collective" in screen, what="the whole list again")


def assert_terminal_given_back(session, screen):
    """The line settings `stty -a` printed after the exit are the shell's again, the alternate screen is left and the
    cursor shows."""
    assert "icanon echo" in screen
    assert session.pane("alternate_on") == "0" and session.pane("cursor_flag") == "1"


def test_quitting_gives_the_terminal_back(terminal):
    session = terminal()
    session.wait_for("My groups")
    assert session.pane("alternate_on") == "1"
    session.send("q")
    assert_terminal_given_back(session, session.wait_for_exit(0))


def test_a_title_typed_on_movies_is_searched_and_only_q_leaves_the_scene_list(terminal):
    session = terminal()
    session.wait_for("My groups", what="the scene list")
    # Esc and Alt-keys at the scene list leave nothing; the number key opens the scene of that number.
    session.send("Escape")
    session.send("M-q")
    session.send("1")
    session.wait_for("press / to type")
    session.type("quest")
    screen = session.wait_for("Search: quest")
    assert "Strata · Movies" in screen.split("\n")[0]
    assert "? help" not in status_line(screen)  # a field has the keys: nothing offered would be typed
    session.send("Enter")
    session.wait_for("“quest”")
    session.send("Escape")
    session.wait_for("Strata · Scenes")
    session.send("q")
    session.wait_for_exit(0)


def test_a_click_selects_a_row_and_a_second_click_opens_it(terminal):
    session = terminal()
    session.wait_for("My groups", what="the scene list")
    # SGR mouse reports as the terminal sends them (column ; row, from 1): the third scene is on the fifth row.
    session.type("\x1b[<0;6;5M\x1b[<0;6;5m")
    session.wait_for(lambda screen: status_line(screen).rstrip().endswith("3/5  dev"), what="GitHub users selected")
    session.type("\x1b[<0;6;5M\x1b[<0;6;5m")
    session.wait_for("Strata · GitHub users")


def test_ctrl_c_quits_from_any_screen(terminal):
    session = terminal()
    open_scene(session, "Pokémon")
    session.wait_for("1–10 of 151")
    session.send("C-c")
    assert_terminal_given_back(session, session.wait_for_exit(0))


def test_a_crash_signal_still_gives_the_terminal_back(terminal):
    session = terminal()
    open_scene(session, "Movies")
    session.wait_for("press / to type")
    os.kill(session.pid(), signal.SIGSEGV)
    assert_terminal_given_back(session, session.wait_for_exit(139))


def test_help_lists_the_keys_and_any_key_closes_it(terminal):
    session = terminal()
    open_scene(session, "Movies")
    session.wait_for("press / to type")
    session.send("?")
    screen = session.wait_for("Any key closes this help.")
    assert "Ctrl-C" in screen and "/" in screen
    session.send("x")
    session.wait_for(lambda screen: "Any key closes" not in screen, what="the help closed")


def test_ctrl_t_shows_how_the_last_load_was_made_and_esc_returns(terminal):
    session = terminal(width=120)
    open_scene(session, "Movies")
    session.wait_for("press / to type")
    session.send("/")
    session.type("the")
    session.send("Enter")
    session.wait_for("“the” · 1 of 20+")
    # Ctrl-T: on Movies a letter starts a new search, so `t` would be typed.
    session.send("C-t")
    screen = session.wait_for("How this screen was made")
    assert "How this screen was made" in screen.split("\n")[0]  # the title bar names it
    assert "Movies: Enter" in screen
    for step in ["view-model MoviesFlowCoordinator.open", "use-case SearchMoviesInteractor.execute",
                 "repository CachedMoviesRepository.",
                 "Presentation · Sources/PresentationLayer/Movies/MoviesFlowCoordinator.swift",
                 "Data · Sources/DataLayer/Movies/CachedMoviesRepository.swift"]:
        assert step in screen, step
    assert re.search(r"\d+\.\d ms", screen)
    session.send("Escape")
    screen = session.wait_for(lambda screen: "“the” · 1 of 20+" in screen and "How this screen" not in screen,
                              what="the Movies list again")
    assert "Search: the" in screen


def colour_codes(styled):
    """The SGR parameters of `styled` (tmux's `capture-pane -e`) that set a colour."""
    codes = [code for sequence in re.findall(r"\x1b\[([0-9;]*)m", styled) for code in sequence.split(";") if code]
    return [code for code in codes if re.fullmatch(r"3[0-7]|4[0-7]|9[0-7]|10[0-7]|38|48", code)]


def test_colours_follow_no_color(terminal):
    coloured = terminal()
    open_scene(coloured, "Air quality")
    coloured.wait_for("Measured")
    assert colour_codes(coloured.styled_screen())

    plain = terminal(env={"NO_COLOR": "1"})
    open_scene(plain, "Air quality")
    plain.wait_for("Measured")
    styled = plain.styled_screen()
    assert not colour_codes(styled)
    assert "PM10" in styled


def test_in_korean_the_terminals_own_words_are_korean(terminal):
    session = terminal(env={"LC_ALL": "ko_KR.UTF-8"})
    screen = session.wait_for("내 그룹", what="the Korean scene list")
    assert screen.split("\n")[0].startswith(" Strata · 화면")
    assert status_line(screen).startswith(" ↑↓ jk 이동  Enter 1-5 열기  / 거르기  ? 도움말  q 끝내기")
    session.send("Home", "Down", "Enter")  # Pokémon, the second scene
    screen = session.wait_for("151마리 중 1–10")
    assert screen.split("\n")[0].startswith(" Strata · 포켓몬")
    assert "다음 →" in screen
    assert status_line(screen).startswith(" ↑↓ jk 이동  ←→ 페이지  Enter 자세히  / 거르기  ? 도움말  q 뒤로")
    session.send("Down", "Enter")
    screen = session.wait_for("타입: 풀, 독", what="Ivysaur's types in Korean")
    assert "#002" in screen and "기본 능력치" in screen and "특성" in screen
    assert "공격" in screen and "스피드" in screen
    for english in ["Types", "Base stats", "Abilities", "Speed", "Loading", "help", "back"]:
        assert english not in screen
