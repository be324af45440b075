"""Air quality finished (#37): the page leads with the air's grade (its colour, its word, AirKorea's health advice, in
English and Korean); Settings marks the current station and offers no Choose for it, the others' Choose secondary; a
station's title breaks only between words on a phone; the daily quota's reset on Settings in the reader's zone; and
Refresh without JavaScript says what it found."""

import datetime
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from conftest import run_axe
from test_air_quality import MEASUREMENTS, PHONE, DESKTOP, heading, readings, settled, station_path

STATIONS = "/B552584/MsrstnInfoInqireSvc"

HERO = """
const hero = document.getElementById('aq-hero');
const grade = hero.querySelector('.aq-hero-grade');
const order = [...document.querySelectorAll('main h1, #aq-hero, .aq-actions, .aq-latest')].map(e => e.id || e.className);
return { grade: grade.innerText.trim(), advice: hero.querySelector('.aq-advice')?.innerText.trim() ?? null,
         bar: getComputedStyle(hero).borderLeftColor, colour: getComputedStyle(grade).color,
         disc: getComputedStyle(grade, '::before').backgroundColor,
         readingColour: getComputedStyle(document.querySelector('#aq-latest-pm10 .aq-grade')).color,
         top: hero.getBoundingClientRect().top, order };
"""

ADVICE = {
    "en": ("Moderate", "Sensitive groups (children, older adults, people with heart or lung disease) should limit "
                       "prolonged outdoor exertion."),
    "ko": ("보통", "민감군(어린이, 노인, 심장·호흡기 질환자)은 장시간 무리한 실외 활동을 줄이세요."),
}


def serious(results):
    return [(violation["id"], [node["target"] for node in violation["nodes"]])
            for violation in results["violations"] if violation["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_page_leads_with_the_grade_its_colour_word_and_health_advice(strata, browser, page_settings, language):
    # 종로구's latest hour: PM10 63 and PM2.5 23, both moderate.
    for scheme in ("light", "dark"):
        page_settings(strata.url, scheme, language)
        browser.set_window_size(*PHONE)
        try:
            browser.get(strata.url + station_path("종로구"))
            settled(browser, lambda b: b.find_element(By.ID, "aq-hero"))
            hero = browser.execute_script(HERO)
            assert (hero["grade"], hero["advice"]) == ADVICE[language]
            # Under the title and its actions (which stay in place whatever the advice takes), before the readings,
            # in the first half of a phone's screen.
            assert hero["order"] == ["aq-title", "aq-actions", "aq-hero", "aq-latest"]
            assert hero["top"] < PHONE[1] / 2
            # The grade's colour: the bar, the disc and the word, as the reading of the same grade shows it.
            assert hero["bar"] == hero["colour"] == hero["disc"] == hero["readingColour"], hero
            assert not serious(run_axe(browser)), (scheme, language)
        finally:
            browser.set_window_size(*DESKTOP)


GRADES = ["Good", "Moderate", "Unhealthy", "Very unhealthy"]
CLASSES = dict(zip(GRADES, ["aq-good", "aq-moderate", "aq-bad", "aq-very-bad"]))
ADVICE_EN = dict(zip(GRADES, [
    "Enjoy outdoor activities.", ADVICE["en"][1],
    "Everyone should reduce prolonged or heavy outdoor exertion; sensitive groups should avoid it.",
    "Everyone should avoid outdoor activity; sensitive groups should stay indoors."]))


@pytest.mark.parametrize("station", ["용산구", "강북구", "도산대로", "성동구"])
def test_the_grade_is_the_worse_readings_with_its_advice(strata, browser, station):
    # 강북구: PM10 moderate, PM2.5 good; 도산대로: PM10 moderate, PM2.5 bad.
    browser.get(strata.url + station_path(station))
    grades = [reading[-1] for reading in readings(browser)]
    worse = max(grades, key=GRADES.index)
    hero = browser.execute_script(HERO)
    assert (hero["grade"], hero["advice"]) == (worse, ADVICE_EN[worse])
    assert browser.find_element(By.ID, "aq-hero").get_attribute("class") == "aq-hero " + CLASSES[worse]


ROWS = """
return [...document.querySelectorAll('.aq-station-row')].map(row => {
    const button = row.querySelector('button');
    return { name: row.querySelector('.aq-station-name').innerText, current: row.getAttribute('aria-current'),
             mark: row.querySelector('.aq-current')?.innerText ?? null,
             button: button && { text: button.firstChild.textContent, background: getComputedStyle(button).backgroundColor,
                                 colour: getComputedStyle(button).color,
                                 border: getComputedStyle(button).borderTopColor } };
});
"""


@pytest.mark.parametrize("search", [{"name": "종로"}, {"town": "혜화"}, {"name": "구"}])
def test_the_current_station_is_marked_and_not_offered_and_choose_is_secondary(strata, browser, search):
    query = urllib.parse.urlencode({"current": "종로구", **search})
    browser.get(strata.url + "/air-quality/settings?" + query)
    settled(browser, lambda b: b.find_elements(By.CSS_SELECTOR, ".aq-station-row"))
    rows = browser.execute_script(ROWS)
    current = [row for row in rows if row["name"] == "종로구"]
    assert current == [{"name": "종로구", "current": "true", "mark": "Current", "button": None}]
    others = [row for row in rows if row["name"] != "종로구"]
    assert others
    for row in others:
        assert row["current"] is None and row["mark"] is None
        button = row["button"]
        assert button["text"] == "Choose"
        # A secondary button: no fill, the accent's colour for its words and its border.
        assert button["background"] == "rgba(0, 0, 0, 0)"
        assert button["colour"] == button["border"]
    assert not serious(run_axe(browser))


# Each word of the title (split at spaces) and whether it sits on one line: a word broken across lines has
# rects on two lines.
TITLE_WORDS = """
const title = document.querySelector('main h1');
const words = [];
const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.textContent.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map(rect => Math.round(rect.top)));
        words.push({ word: match[0], lines: tops.size });
    }
}
const style = getComputedStyle(title);
return { words, height: title.getBoundingClientRect().height, lineHeight: parseFloat(style.lineHeight),
         overflowWrap: style.overflowWrap, hyphens: style.hyphens, wordBreak: style.wordBreak,
         scrollWidth: document.documentElement.scrollWidth };
"""


# Whether each title wraps at 390 px: those that do show where it breaks.
@pytest.mark.parametrize("station, wraps", [("양천구", False), ("영등포구", True), ("서대문구", True), ("동대문구", True)])
def test_a_stations_title_breaks_only_between_words_on_a_phone(strata, browser, station, wraps):
    # #37.13: at 390 px the title broke inside "Yangcheon-/gu", at its hyphen.
    browser.set_window_size(*PHONE)
    try:
        browser.get(strata.url + station_path(station))
        assert heading(browser).startswith(station)
        title = browser.execute_script(TITLE_WORDS)
        broken = [word for word in title["words"] if word["lines"] != 1]
        assert not broken, title
        assert (title["height"] > title["lineHeight"] * 1.5) == wraps, title
        assert (title["overflowWrap"], title["hyphens"], title["wordBreak"]) == ("normal", "manual", "keep-all")
        assert title["scrollWidth"] <= PHONE[0]
    finally:
        browser.set_window_size(*DESKTOP)


def test_settings_writes_the_quotas_reset_in_the_readers_time_zone_with_its_day(fresh_staged_strata, staging,
                                                                                browser):
    # #37.6 on Settings: a search over AirKorea's daily quota (result code 22) says when it resets, midnight in
    # Korea, as the measurements do: in the browser's zone with the day when not today, and without JavaScript
    # in UTC, named, with its day when not today there.
    seoul = datetime.timezone(datetime.timedelta(hours=9))
    browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Asia/Seoul"})
    staging.set_fault(STATIONS, "resultcode=22")
    try:
        browser.get(fresh_staged_strata.url + "/air-quality/settings?name=" + urllib.parse.quote("종로"))
        error = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "main .error p"))
        time = error.find_element(By.TAG_NAME, "time")
        reset = datetime.datetime.fromisoformat(time.get_attribute("datetime").replace("Z", "+00:00"))
        now = datetime.datetime.now(datetime.timezone.utc)
        assert reset > now and reset.astimezone(seoul).strftime("%H:%M") == "00:00"
        if browser.javascript_enabled:
            local = reset.astimezone(seoul)
            expected = f"{local:%b} {local.day}, 00:00" if local.date() != now.astimezone(seoul).date() else "00:00"
            settled(browser, lambda b: time.text == expected)
            assert "UTC" not in error.text
        else:
            day = f"{reset:%b} {reset.day}, " if reset.date() != now.date() else ""
            assert time.text == f"{day}15:00 UTC"
        assert error.text.startswith("Too many requests for now. Try again after ")
        assert browser.find_element(By.ID, "aq-retry").text == "Retry"
    finally:
        staging.clear_faults()
        browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})


def test_refresh_without_javascript_says_what_it_found(fresh_staged_strata, staging, browser):
    # #37.12 without JavaScript: Refresh is a link that opens the page asking AirKorea afresh, and the page says
    # what came of it, as the live page does: nothing newer (the staging API's hours are May 20, 2024's, so the time
    # has its day), or that it could not refresh, the measurements kept, with Retry that refreshes again.
    app = fresh_staged_strata
    if browser.javascript_enabled:
        # The link itself (followed when the live action cannot be): the page says what it found, and its live
        # stream puts the page's own address in the location bar, so a reload does not refresh again.
        browser.get(app.url + station_path("성동구") + "&refresh=1")
        notice = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "#aq-measurements .notice")).text
        assert notice == "Already up to date — measured at May 20, 2024, 14:00 (Korea time)"
        settled(browser, lambda b: "refresh" not in b.current_url)
        assert urllib.parse.unquote(browser.current_url).endswith("/air-quality?station=성동구")
        return
    browser.get(app.url + station_path("성동구"))
    shown = readings(browser)
    asked = staging.request_count(MEASUREMENTS + "/getMsrstnAcctoRltmMesureDnsty")
    settled(browser, lambda b: b.find_element(By.ID, "aq-refresh")).click()
    notice = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "#aq-measurements .notice")).text
    assert notice == "Already up to date — measured at May 20, 2024, 14:00 (Korea time)"
    assert staging.request_count(MEASUREMENTS + "/getMsrstnAcctoRltmMesureDnsty") == asked + 1
    assert readings(browser) == shown
    assert browser.find_element(By.ID, "aq-hero")

    staging.set_fault(MEASUREMENTS, "status=500")
    settled(browser, lambda b: b.find_element(By.ID, "aq-refresh")).click()
    error = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "main .error")).text
    assert "Couldn’t refresh: The service is having trouble. Try again in a moment." in error
    assert readings(browser) == shown
    assert len(browser.find_elements(By.CSS_SELECTOR, "#aq-table tbody tr")) == 24
    assert not browser.find_elements(By.CSS_SELECTOR, "#aq-measurements .notice")
    staging.clear_faults()
    browser.find_element(By.ID, "aq-retry").click()
    notice = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "#aq-measurements .notice")).text
    assert notice.startswith("Already up to date")
    assert not browser.find_elements(By.CSS_SELECTOR, "main .error")
