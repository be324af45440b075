"""One address per screen in both rings: `strata tui --open` opens a web address's screen, each screen shows its
web address in the title bar, and `q` goes back as if the user had walked there."""


def title_bar(screen):
    return screen.split("\n")[0].rstrip()


def test_open_shows_a_movies_details_with_its_address_and_q_goes_back_to_the_movies_list(terminal):
    session = terminal("--open", "/movies/10503")
    screen = session.wait_for("The quiet ones remember everything.", what="Love Rising's tagline")
    assert title_bar(screen).startswith(" Strata · Love Rising")
    assert title_bar(screen).endswith(" /movies/10503")
    session.send("q")
    screen = session.wait_for("press / to type", what="the Movies list")
    assert title_bar(screen).startswith(" Strata · Movies") and title_bar(screen).endswith(" /movies")
    session.send("Escape")  # a letter starts a search on Movies; Esc is its way back
    screen = session.wait_for("My groups", what="the scene list")
    assert title_bar(screen).endswith(" /")
    session.send("q")
    session.wait_for_exit(0)


def test_an_address_copied_from_a_browser_opens_its_screen(terminal):
    session = terminal("--open", "http://127.0.0.1:8080/pokemon/pikachu")
    screen = session.wait_for("Pikachu #025", what="Pikachu's details")
    assert title_bar(screen).endswith(" /pokemon/pikachu")
