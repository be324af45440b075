"""The Pokémon scene in a real Chromium, with JavaScript on and off: a grid of cards with their own sprites and type
chips, paging, details with Previous and Next by number, "Go to number", failures, the page in Korean, and cards
that are one target each."""

from contextlib import contextmanager

import pytest

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from colours import contrast, image_pixel, luminance, rgb
from conftest import choose_language


def settled(browser, read):
    """`read(browser)`, retried while a live update swaps the fragment it reads."""
    # Chromedriver reports a node replaced while it is read (a live update, a page reloading itself) as
    # a stale element or as an "unknown error" (a WebDriverException): both are retried until the timeout.
    return WebDriverWait(browser, 10, ignored_exceptions=[WebDriverException]).until(
        lambda b: (read(b),))[0]


def range_text(browser):
    return settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, ".pokemon-range").text)


def click(browser, by, selector):
    settled(browser, lambda b: b.find_element(by, selector).click())


def loaded(browser):
    """Waits until the page shows no loading state. A page whose first answer came after the page wait shows one
    until a live update (or, without JavaScript, a reload) brings the answer: an app's first page from the staging
    API can, under load."""
    WebDriverWait(browser, 10, ignored_exceptions=[WebDriverException]).until(
        lambda b: not b.find_elements(By.CSS_SELECTOR, "[aria-busy='true'], .loading"))


def texts(browser, selector):
    loaded(browser)
    return settled(browser, lambda b: [e.text for e in b.find_elements(By.CSS_SELECTOR, selector)])


def wait_for_range(browser, text):
    WebDriverWait(browser, 10).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".pokemon-range"), text))


def attributes(browser, selector, name):
    loaded(browser)
    return settled(browser, lambda b: [e.get_attribute(name) for e in b.find_elements(By.CSS_SELECTOR, selector)])


def is_disabled(browser, selector):
    """A disabled Previous or Next is no link: a span marked disabled, named by its text."""
    def read(b):
        button = b.find_element(By.CSS_SELECTOR, selector)
        return (button.tag_name == "span" and button.get_attribute("aria-disabled") == "true"
                and button.get_attribute("href") is None and button.text != "")

    return settled(browser, read)


@contextmanager
def korean(browser, url):
    """Pages of the app at `url` in Korean, as after the language switch; English again afterwards."""
    browser.get(url + "/")
    browser.add_cookie({"name": "strata_language", "value": "ko", "path": "/"})
    try:
        yield
    finally:
        browser.delete_cookie("strata_language")


def test_page_forward_to_the_last_page_and_back(strata, browser):
    browser.get(strata.url + "/pokemon")
    assert range_text(browser) == "1–10 of 151"
    assert is_disabled(browser, ".pokemon-prev")
    assert len(texts(browser, ".pokemon-rows li")) == 10
    for page in range(1, 16):
        click(browser, By.CSS_SELECTOR, ".pokemon-next")
        first, last = page * 10 + 1, min(page * 10 + 10, 151)
        # A page of one names it once: "151 of 151".
        wait_for_range(browser, f"{first}–{last} of 151" if last > first else f"{first} of 151")
    assert browser.current_url == strata.url + "/pokemon?offset=150"
    assert is_disabled(browser, ".pokemon-next")
    assert texts(browser, ".pokemon-name") == ["Mew"]
    click(browser, By.CSS_SELECTOR, ".pokemon-prev")
    wait_for_range(browser, "141–150 of 151")
    assert not is_disabled(browser, ".pokemon-next")


def test_an_offset_past_the_end_shows_the_last_page(strata, browser):
    browser.get(strata.url + "/pokemon?offset=151")
    assert range_text(browser) == "151 of 151"
    browser.get(strata.url + "/pokemon?offset=100000")
    assert range_text(browser) == "151 of 151"


def test_open_details(strata, browser):
    browser.get(strata.url + "/pokemon?offset=20")
    click(browser, By.CSS_SELECTOR, ".pokemon-card a[href='/pokemon/pikachu']")
    WebDriverWait(browser, 10).until(EC.url_to_be(strata.url + "/pokemon/pikachu"))
    assert texts(browser, "h1 .pokemon-name") == ["Pikachu"]
    assert texts(browser, "h1 .pokemon-number") == ["#025"]
    assert texts(browser, ".pokemon-type") == ["Electric"]
    assert texts(browser, ".pokemon-height") == ["0.4 m"]
    assert texts(browser, ".pokemon-weight") == ["6.0 kg"]
    labels = attributes(browser, "meter.pokemon-stat-bar", "aria-label")
    assert labels[0] == "HP: 35 of 255" and len(labels) == 6
    assert "Lightning Rod (hidden)" in texts(browser, ".pokemon-ability")
    assert attributes(browser, "img.pokemon-sprite", "src") == [strata.url + "/pokemon/pikachu/sprite"]
    assert settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "img.pokemon-sprite").size["width"]) == 96
    click(browser, By.CSS_SELECTOR, ".pokemon-back")
    wait_for_range(browser, "21–30 of 151")


def test_an_unknown_name_shows_not_found(strata, browser):
    browser.get(strata.url + "/pokemon/missingno")
    assert texts(browser, "h1") == ["Pokémon not found"]
    assert "missingno" in texts(browser, ".pokemon-not-found p")[0]


def test_an_injected_failure_shows_its_error_and_retry_recovers(staged_strata, staging, browser):
    offset = 30 if browser.javascript_enabled else 40  # pages no other test cached
    staging.set_fault("/api/v2/pokemon", "status=500")
    browser.get(f"{staged_strata.url}/pokemon?offset={offset}")
    assert "The service is having trouble." in " ".join(texts(browser, ".pokemon-list [role=alert] p"))
    assert texts(browser, ".pokemon-range") == []
    staging.clear_faults()
    click(browser, By.CSS_SELECTOR, "#pokemon-retry")
    wait_for_range(browser, f"{offset + 1}–{offset + 10} of 151")
    assert texts(browser, ".pokemon-list .error") == []


def test_a_reload_after_a_failure_renders_the_url_again(staged_strata, staging, browser):
    offset = 60 if browser.javascript_enabled else 70
    staging.set_fault("/api/v2/pokemon", "status=500")
    browser.get(f"{staged_strata.url}/pokemon?offset={offset}")
    assert "The service is having trouble." in " ".join(texts(browser, ".pokemon-list [role=alert] p"))
    staging.clear_faults()
    browser.refresh()
    wait_for_range(browser, f"{offset + 1}–{offset + 10} of 151")


def test_a_revisited_page_makes_no_second_request(staged_strata, staging, js_browser):
    before = staging.request_count("/api/v2/pokemon")
    js_browser.get(staged_strata.url + "/pokemon?offset=90")
    wait_for_range(js_browser, "91–100 of 151")
    js_browser.get(staged_strata.url + "/pokemon?offset=100")
    wait_for_range(js_browser, "101–110 of 151")
    click(js_browser, By.CSS_SELECTOR, ".pokemon-prev")
    wait_for_range(js_browser, "91–100 of 151")
    assert staging.request_count("/api/v2/pokemon") == before + 2


def test_the_whole_card_is_one_target(strata, browser):
    browser.get(strata.url + "/pokemon?offset=20")
    # Measured in one script, as a live update may swap the card between two WebDriver calls.
    card, link, target = settled(browser, lambda b: b.execute_script(
        "const card = document.querySelectorAll('.pokemon-card')[4];"
        "if (!card) return null;"
        "const r = card.getBoundingClientRect(), link = card.querySelector('a').getBoundingClientRect();"
        "const hit = document.elementFromPoint(r.right - 4, r.bottom - 4)?.closest('a')?.href ?? null;"
        "return [[r.width, r.height], [link.width, link.height], hit]"))
    assert card[1] >= 44 and link == card
    # The card's far corner, away from its name, opens the details.
    assert target == strata.url + "/pokemon/pikachu"
    assert len(browser.find_elements(By.CSS_SELECTOR, "main h1")) == 1


CARDS = """
document.querySelectorAll('img').forEach(image => image.loading = 'eager');
const cards = [...document.querySelectorAll('.pokemon-card')];
if (cards.length < 10 || !cards.every(card => card.querySelector('img').complete)) return null;
return cards.map(card => {
    const image = card.querySelector('img'), box = card.getBoundingClientRect();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
    canvas.getContext('2d').drawImage(image, 0, 0);
    return {src: image.getAttribute('src'), pixels: canvas.toDataURL(), loaded: image.naturalWidth > 0,
            number: card.querySelector('.pokemon-number').textContent,
            name: card.querySelector('.pokemon-name').textContent,
            types: [...card.querySelectorAll('.pokemon-type')].map(chip => chip.textContent),
            left: box.left, top: box.top, width: box.width};
});"""


@pytest.mark.parametrize("width", [390, 1280])
def test_the_list_is_a_grid_of_cards_with_distinct_sprites_and_type_chips(strata, browser, width):
    size = browser.get_window_size()
    browser.set_window_size(width, 900)
    try:
        browser.get(strata.url + "/pokemon")
        # Waits until every card's sprite has loaded (the script answers null until then).
        cards = WebDriverWait(browser, 10, ignored_exceptions=[WebDriverException]).until(
            lambda b: b.execute_script(CARDS))
    finally:
        browser.set_window_size(size["width"], size["height"])
    assert [card["number"] for card in cards[:3]] == ["#001", "#002", "#003"]
    assert [card["name"] for card in cards[:4]] == ["Bulbasaur", "Ivysaur", "Venusaur", "Charmander"]
    assert cards[0]["types"] == ["Grass", "Poison"] and cards[3]["types"] == ["Fire"]
    assert all(card["loaded"] for card in cards)
    # Each Pokémon its own sprite: by address and by the pixels drawn.
    assert len({card["src"] for card in cards}) == 10
    assert len({card["pixels"] for card in cards}) == 10
    # A grid, not a column of page-wide bars: several cards a line on a wide window, none wider than a phone.
    if width == 1280:
        assert len({card["top"] for card in cards}) < 10
        assert max(card["width"] for card in cards) < 400
    assert max(card["left"] + card["width"] for card in cards) <= width


def test_previous_and_next_walk_by_number_and_wrap(strata, browser):
    browser.get(strata.url + "/pokemon/1")
    assert texts(browser, "h1 .pokemon-number") == ["#001"]
    assert attributes(browser, ".pokemon-neighbours .pokemon-prev", "href") == [strata.url + "/pokemon/151"]
    click(browser, By.CSS_SELECTOR, ".pokemon-neighbours .pokemon-next")
    WebDriverWait(browser, 10).until(EC.url_to_be(strata.url + "/pokemon/2"))
    assert texts(browser, "h1 .pokemon-number") == ["#002"]
    assert texts(browser, "h1 .pokemon-name") == ["Ivysaur"]
    click(browser, By.CSS_SELECTOR, ".pokemon-neighbours .pokemon-prev")
    WebDriverWait(browser, 10).until(EC.url_to_be(strata.url + "/pokemon/1"))
    assert texts(browser, "h1 .pokemon-name") == ["Bulbasaur"]
    browser.get(strata.url + "/pokemon/151")
    assert attributes(browser, ".pokemon-neighbours .pokemon-next", "href") == [strata.url + "/pokemon/1"]


def jump(browser, text):
    field = settled(browser, lambda b: b.find_element(By.ID, "pokemon-jump-number"))
    field.clear()
    field.send_keys(text)
    browser.find_element(By.CSS_SELECTOR, ".pokemon-jump button").click()


def test_go_to_number_opens_that_pokemon_and_refuses_what_is_no_number(strata, browser):
    browser.get(strata.url + "/pokemon")
    jump(browser, "151")
    WebDriverWait(browser, 10).until(EC.url_to_be(strata.url + "/pokemon/151"))
    assert texts(browser, "h1 .pokemon-name") == ["Mew"]
    for bad in ("abc", "0", "99999"):
        browser.get(strata.url + "/pokemon")
        jump(browser, bad)
        WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".pokemon-jump-error")))
        assert texts(browser, ".pokemon-jump-error") == ["Enter a whole number from 1 to 151."]
        field = browser.find_element(By.ID, "pokemon-jump-number")
        assert field.get_attribute("value") == bad
        assert field.get_attribute("aria-invalid") == "true"
        assert field.get_attribute("aria-describedby") == "pokemon-jump-error"
        # The list is still there under the form.
        assert len(texts(browser, ".pokemon-card")) == 10


def test_the_list_and_details_in_korean(strata, browser):
    with korean(browser, strata.url):
        browser.get(strata.url + "/pokemon?offset=20")
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko"
        assert texts(browser, "main h1") == ["포켓몬"]
        assert range_text(browser) == "151마리 중 21–30"
        assert texts(browser, ".pager .button") == ["이전", "다음"]
        assert attributes(browser, "nav.pager", "aria-label") == ["페이지"]
        click(browser, By.CSS_SELECTOR, ".pokemon-card a[href='/pokemon/pikachu']")
        WebDriverWait(browser, 10).until(EC.url_to_be(strata.url + "/pokemon/pikachu"))
        assert texts(browser, "h1 .pokemon-name") == ["피카츄"]
        assert texts(browser, ".pokemon-type") == ["전기"]
        assert texts(browser, ".pokemon-measures dt") == ["키", "몸무게"]
        assert texts(browser, ".pokemon-height") == ["0.4m"]
        assert texts(browser, ".pokemon-stats th") == ["HP", "공격", "방어", "특수공격", "특수방어", "스피드"]
        assert attributes(browser, "meter.pokemon-stat-bar", "aria-label")[0] == "HP: 255 중 35"
        assert texts(browser, ".pokemon-ability") == ["정전기", "피뢰침 (숨겨진 특성)"]
        assert browser.find_elements(By.CSS_SELECTOR, ".pokemon-details [lang=en]") == []
        assert attributes(browser, "img.pokemon-sprite", "alt") == ["피카츄 이미지"]
        assert texts(browser, ".pokemon-back") == ["← 포켓몬 목록"]
        browser.get(strata.url + "/pokemon/missingno")
        assert texts(browser, "h1") == ["포켓몬을 찾을 수 없어요"]


def test_a_failure_in_korean(staged_strata, staging, browser):
    # Pages no other test caches (the accessibility test's error screens ask for 111–120, 131–140).
    offset = 80 if browser.javascript_enabled else 50
    with korean(browser, staged_strata.url):
        staging.set_fault("/api/v2/pokemon", "status=500")
        browser.get(f"{staged_strata.url}/pokemon?offset={offset}")
        assert texts(browser, ".pokemon-list [role=alert] p") == ["서비스에 문제가 생겼어요. 잠시 후 다시 시도해 주세요."]
        assert texts(browser, "#pokemon-retry") == ["다시 시도"]
        staging.clear_faults()
        click(browser, By.CSS_SELECTOR, "#pokemon-retry")
        wait_for_range(browser, f"151마리 중 {offset + 1}–{offset + 10}")


def test_english_pages_show_the_species_english_names(strata, browser):
    browser.get(strata.url + "/pokemon?offset=120")
    names = texts(browser, ".pokemon-name")
    assert "Mr. Mime" in names and "Mr Mime" not in names
    browser.get(strata.url + "/pokemon?offset=20")
    assert "Nidoran♀" in texts(browser, ".pokemon-name")
    browser.get(strata.url + "/pokemon/farfetchd")
    assert texts(browser, "h1 .pokemon-name") == ["Farfetch’d"]


def test_a_korean_page_names_pokemon_and_abilities_in_korean_from_the_staging_api(fresh_staged_strata, browser):
    # An app of its own, so the pages it caches are no other test's.
    staged_strata = fresh_staged_strata
    choose_language(browser, staged_strata.url, "ko")
    try:
        browser.get(staged_strata.url + "/pokemon?offset=20")
        assert "피카츄" in texts(browser, ".pokemon-name")
        assert "니드런♀" in texts(browser, ".pokemon-name")
        click(browser, By.CSS_SELECTOR, ".pokemon-card a[href='/pokemon/pikachu']")
        WebDriverWait(browser, 10).until(EC.url_to_be(staged_strata.url + "/pokemon/pikachu"))
        assert texts(browser, "h1 .pokemon-name") == ["피카츄"]
        assert texts(browser, ".pokemon-ability") == ["정전기", "피뢰침 (숨겨진 특성)"]
        assert browser.title.startswith("피카츄")
    finally:
        choose_language(browser, staged_strata.url, None)


def pills(browser):
    """(type, background, text colour) of each type pill the page shows."""
    return settled(browser, lambda b: b.execute_script(
        "return [...document.querySelectorAll('.pokemon-type')].map(pill => { const style = getComputedStyle(pill);"
        " return [pill.dataset.type || '', style.backgroundColor, style.color] })"))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_type_pills_wear_their_type_colour_and_read_at_4_5_to_1(strata, browser, page_settings, scheme):
    page_settings(strata.url, scheme, None)
    seen = {}
    for name in ("charizard", "bulbasaur", "gengar", "pikachu", "squirtle", "onix", "dragonite"):
        browser.get(f"{strata.url}/pokemon/{name}")
        WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".pokemon-type")))
        for type_name, background, text in pills(browser):
            assert contrast(background, text) >= 4.5, f"{type_name} on {name}: {text} on {background}"
            seen[type_name] = background
    assert {"fire", "flying", "grass", "poison", "ghost", "electric", "water", "rock", "ground", "dragon"} <= set(seen)
    assert len(set(seen.values())) == len(seen), f"each type its own colour: {seen}"
    assert rgb(seen["fire"]) == (240, 128, 48) and rgb(seen["water"]) == (104, 144, 240)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_generated_sprite_stands_on_a_disc_of_the_primary_type_colour_in_the_scheme(
        strata, browser, page_settings, scheme):
    page_settings(strata.url, scheme, None)
    browser.get(strata.url + "/pokemon/charizard")
    disc = image_pixel(browser, "img.pokemon-sprite", 0.5, 0.12)
    corner = image_pixel(browser, "img.pokemon-sprite", 0.02, 0.02)
    red, green, blue = rgb(disc)
    assert red > blue + 40, f"fire tints the disc: {disc}"
    assert corner.endswith(", 0)"), "transparent around the disc"
    assert (luminance(disc) > 0.45) if scheme == "light" else (luminance(disc) < 0.12), disc
