"""Generated art in both colour schemes: a movie without a poster has one drawn for it, its own, which is no light
slab on a dark page; a user without a photo has an identicon of their own; group images leave every group's name
whole."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from colours import image_pixel, luminance
from conftest import settled

NO_POSTER = "img[src*='/poster?title=']"
POSTER = "img.movie-poster[src*='/poster?title=']"


def test_each_movie_without_a_poster_has_one_drawn_of_its_own(strata, browser):
    browser.get(strata.url + "/movies?query=star")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".movie-row " + NO_POSTER)))
    drawn = WebDriverWait(browser, 10).until(lambda b: b.execute_script("""
        document.querySelectorAll('img').forEach(image => image.loading = 'eager');
        const images = [...document.querySelectorAll('.movie-row img')].filter(image => image.src.includes('/poster?'));
        if (!images.every(image => image.complete)) return null;
        return images.map(image => {
            const canvas = document.createElement('canvas');
            canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
            canvas.getContext('2d').drawImage(image, 0, 0);
            return [image.getAttribute('src'), canvas.toDataURL(), image.naturalWidth];
        });"""))
    assert len(drawn) >= 2, drawn
    assert all(width > 0 for _, _, width in drawn)
    assert len({src for src, _, _ in drawn}) == len(drawn) and len({pixels for _, pixels, _ in drawn}) == len(drawn)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_movie_without_a_poster_shows_one_drawn_that_follows_the_scheme(strata, browser, page_settings, scheme):
    page_settings(strata.url, scheme, None)
    browser.get(strata.url + "/movies?query=star")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".movie-row " + NO_POSTER)))
    href = settled(browser, lambda b: b.execute_script(
        "return document.querySelector(arguments[0]).closest('.movie-row').querySelector('a').href", NO_POSTER))
    browser.get(href)
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, POSTER)))
    ground = image_pixel(browser, POSTER, 0.1, 0.1)
    behind = browser.execute_script(
        "return getComputedStyle(document.querySelector('img.movie-poster')).backgroundColor")
    if scheme == "dark":
        assert luminance(ground) < 0.1 and luminance(behind) < 0.1, (ground, behind)
    else:
        assert luminance(ground) > 0.6 and luminance(behind) > 0.6, (ground, behind)


@pytest.mark.parametrize("width", [390, 1280])
def test_every_group_image_loads_and_every_name_is_whole(strata, js_browser, width):
    js_browser.set_window_size(width, 900)
    js_browser.get(strata.url + "/groups")
    WebDriverWait(js_browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".group-card img")))
    js_browser.execute_script("document.querySelectorAll('img').forEach(image => image.loading = 'eager')")
    cards = settled(js_browser, lambda b: b.execute_script("""
        const cards = [...document.querySelectorAll('.group-card')];
        if (!cards.every(card => card.querySelector('img').complete)) return null;
        return cards.map(card => {
            const image = card.querySelector('img'), name = card.querySelector('.group-name');
            return {name: name.textContent, loaded: image.naturalWidth > 0,
                    clipped: name.scrollWidth > name.clientWidth + 1,
                    wider: name.getBoundingClientRect().width > card.getBoundingClientRect().width + 1};
        });"""))
    assert len(cards) == 12
    for card in cards:
        assert card["loaded"], card
        assert not card["clipped"] and not card["wider"], card


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_users_without_a_photo_have_identicons_of_their_own_that_follow_the_scheme(
        strata, browser, page_settings, scheme):
    page_settings(strata.url, scheme, None)
    browser.get(strata.url + "/users")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "main li img")))
    sources = WebDriverWait(browser, 10).until(lambda b: b.execute_script("""
        document.querySelectorAll('img').forEach(image => image.loading = 'eager');
        const images = [...document.querySelectorAll('main li img')].slice(0, 6);
        if (!images.every(image => image.complete && image.naturalWidth > 0)) return null;
        return images.map(image => image.getAttribute('src'));"""))
    assert len(set(sources)) == len(sources) >= 2
    # The identicon's ground, outside its cells, is pale in light and dark in dark.
    ground = image_pixel(browser, "main li img", 0.02, 0.02)
    assert (luminance(ground) > 0.8) if scheme == "light" else (luminance(ground) < 0.05), ground
