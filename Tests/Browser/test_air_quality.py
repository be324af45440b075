"""The air-quality scenes (Clean Swift VIP) in a real Chromium, with JavaScript on and off: a station's grades, chart
and table; choosing a station by search and by town and coming back to its measurements; the choice kept across a
restart; AirKorea's key error; a refresh that says it found nothing newer, or that it failed, keeping the
measurements shown."""

import datetime
import urllib.parse

import pytest
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Strata, live_stream_open

MEASUREMENTS = "/B552584/ArpltnInforInqireSvc"


def settled(browser, read, timeout=10):
    """`read(browser)` once it is truthy, retried while a live update swaps what it reads."""
    # Chromedriver reports a node replaced while it is read (a live update, a page reloading itself) as
    # a stale element or as an "unknown error" (a WebDriverException): both are retried until the timeout.
    return WebDriverWait(browser, timeout, ignored_exceptions=[WebDriverException]).until(read)


def station_path(name):
    return "/air-quality?station=" + urllib.parse.quote(name)


def heading(browser):
    """The page's heading once it is loaded: a page whose station took longer than the page wait to load shows
    "Loading…" under the scene's name, and its live update brings the station's heading."""
    return settled(browser, lambda b: not b.find_elements(By.CSS_SELECTOR, "main .loading")
                   and b.find_element(By.CSS_SELECTOR, "main h1").text)


def readings(browser):
    settled(browser, lambda b: b.find_elements(By.CSS_SELECTOR, ".aq-reading"))
    return [element.text.split("\n") for element in browser.find_elements(By.CSS_SELECTOR, ".aq-reading")]


def choose(browser, station):
    """Clicks "Choose" on `station`'s row of the list shown."""
    xpath = f"//li[.//span[@class='aq-station-name' and text()='{station}']]//button"
    settled(browser, lambda b: b.find_element(By.XPATH, xpath)).click()


def search(browser, field, text):
    box = settled(browser, lambda b: b.find_element(By.ID, field))
    box.clear()
    box.send_keys(text)
    box.submit()


@pytest.fixture(scope="module")
def refused_key_app():
    """The app in alpha with the key AirKorea refuses."""
    server = Strata(phase="alpha", extra_env={"AIRKOREA_SERVICE_KEY": "invalid"})
    yield server
    server.stop()


def test_a_station_shows_its_grades_as_words_its_charts_and_its_table(strata, browser):
    browser.get(strata.url + station_path("종로구"))
    assert heading(browser).startswith("종로구")
    assert readings(browser) == [["PM10 (fine dust)", "63 µg/m³", "Moderate"],
                                 ["PM2.5 (ultrafine dust)", "23 µg/m³", "Moderate"]]
    assert "May 20, 2024, 14:00 (Korea time)" in browser.find_element(By.CSS_SELECTOR, ".aq-time").text
    charts = browser.find_elements(By.CSS_SELECTOR, "svg.aq-chart-svg[role=img]")
    assert len(charts) == 2
    assert all("over the last 24 hours" in chart.get_attribute("aria-label") for chart in charts)
    assert browser.find_elements(By.CSS_SELECTOR, "svg.aq-chart-svg rect.aq-band")
    assert browser.find_elements(By.CSS_SELECTOR, "svg.aq-chart-svg polyline.aq-line")
    table = browser.find_element(By.ID, "aq-table")
    assert table.find_element(By.TAG_NAME, "caption").text == "Hourly measurements in µg/m³, Korea time"
    rows = table.find_elements(By.CSS_SELECTOR, "tbody tr")
    assert len(rows) == 24
    assert rows[-1].find_elements(By.TAG_NAME, "td")[0].text == "63 (Moderate)"


def test_a_station_is_chosen_by_search_and_its_measurements_follow(strata, browser):
    browser.get(strata.url + station_path("종로구"))
    settled(browser, lambda b: b.find_element(By.ID, "aq-change-station")).click()
    settled(browser, lambda b: b.find_element(By.ID, "aq-name"))
    search(browser, "aq-name", "중")
    settled(browser, lambda b: "“중”" in b.find_element(By.CSS_SELECTOR, "main h2").text)
    choose(browser, "중구")
    settled(browser, lambda b: heading(b).startswith("중구"))
    assert urllib.parse.unquote(browser.current_url).endswith("/air-quality?station=중구")
    assert len(readings(browser)) == 2
    browser.get(strata.url + "/air-quality")
    assert heading(browser).startswith("중구")


def test_a_station_is_chosen_near_a_town_and_its_measurements_follow(strata, browser):
    browser.get(strata.url + "/air-quality/settings?current=" + urllib.parse.quote("종로구"))
    search(browser, "aq-town", "혜화")
    settled(browser, lambda b: "혜화동" in b.find_element(By.CSS_SELECTOR, "main h2").text)
    rows = browser.find_elements(By.CSS_SELECTOR, ".aq-station-row")
    assert len(rows) == 3
    assert all(" km away" in row.find_element(By.CSS_SELECTOR, ".aq-distance").text for row in rows)
    current = browser.find_element(By.CSS_SELECTOR, ".aq-station-row[aria-current=true] .aq-station-name").text
    assert current == "종로구"
    second = rows[1].find_element(By.CSS_SELECTOR, ".aq-station-name").text
    choose(browser, second)
    settled(browser, lambda b: heading(b).startswith(second))
    assert len(readings(browser)) == 2


@pytest.mark.parametrize("app", ["strata", "staged_strata"])
def test_a_town_named_in_latin_letters_finds_the_stations_near_it(app, request, browser):
    # #37.7: AirKorea's town look-up takes Hangul only (the staging API too); "Hyehwa-dong" is asked as 혜화동.
    url = request.getfixturevalue(app).url
    browser.get(url + "/air-quality/settings")
    search(browser, "aq-town", "Hyehwa-dong")
    title = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "main h2").text)
    assert "혜화동" in title and "No town" not in title
    rows = settled(browser, lambda b: b.find_elements(By.CSS_SELECTOR, ".aq-station-row"))
    assert len(rows) == 3
    assert rows[0].find_element(By.CSS_SELECTOR, ".aq-station-name").text == "종로구"
    search(browser, "aq-town", "Nowhere-dong")
    assert "No town is called “Nowhere-dong”." in settled(
        browser, lambda b: b.find_element(By.CSS_SELECTOR, "main").text if "No town" in b.find_element(
            By.CSS_SELECTOR, "main").text else None)


def test_the_choice_survives_a_restart(js_browser):
    first = Strata()
    try:
        js_browser.get(first.url + "/air-quality/settings?name=" + urllib.parse.quote("용산"))
        choose(js_browser, "용산구")
        settled(js_browser, lambda b: heading(b).startswith("용산구"))
    finally:
        first.stop(keep_data=True)
    second = Strata(data_dir=first.data_dir)
    try:
        js_browser.get(second.url + "/air-quality")
        assert heading(js_browser).startswith("용산구")
    finally:
        second.stop()


def test_a_station_chosen_in_one_window_shows_in_every_window_of_the_saved_station_without_a_reload(strata,
                                                                                                      js_browser):
    browser = js_browser
    browser.get(strata.url + "/air-quality")
    # The station's name alone (an English heading adds its romanization).
    shown = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "main h1 .aq-station").text)
    # The shared app's saved station is whichever an earlier test chose: choose another one.
    name, station = ("용산", "용산구") if shown != "용산구" else ("중", "중구")
    browser.execute_script("window.__marker = 1")
    following = browser.current_window_handle
    browser.switch_to.new_window("window")
    browser.get(strata.url + station_path(shown))
    assert heading(browser).startswith(shown)
    browser.execute_script("window.__marker = 1")
    explicit = browser.current_window_handle

    browser.switch_to.new_window("window")
    browser.get(strata.url + "/air-quality")
    settled(browser, lambda b: b.find_element(By.ID, "aq-change-station")).click()
    search(browser, "aq-name", name)
    choose(browser, station)
    settled(browser, lambda b: heading(b).startswith(station))

    browser.switch_to.window(following)
    settled(browser, lambda b: heading(b).startswith(station))
    assert browser.execute_script("return window.__marker") == 1
    assert urllib.parse.unquote(browser.current_url).endswith("/air-quality")
    assert len(readings(browser)) == 2
    # Every window heard the choice at once, and the one above has shown it: this one was told too.
    browser.switch_to.window(explicit)
    assert heading(browser).startswith(shown)
    assert browser.execute_script("return window.__marker") == 1


def test_a_station_that_is_not_there_leads_to_settings_which_says_why(strata, browser):
    browser.get(strata.url + station_path("없는역"))
    message = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, ".notice-failure")).text
    assert message == "The station “없는역” no longer exists or sends no data. Choose another station."
    assert heading(browser) == "Choose a station"


def test_the_refused_key_is_worded(refused_key_app, browser):
    browser.get(refused_key_app.url + "/air-quality")
    error = settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "main .error")).text
    assert "The service refused Strata’s key. Check the key Strata was started with." in error
    assert "SERVICE_KEY" not in browser.page_source and "invalid" not in browser.page_source


def click_refresh(browser, button="aq-refresh"):
    """Clicks Refresh (or Retry) once the page's live stream is open, so it acts in place."""
    live_stream_open(browser)
    settled(browser, lambda b: b.find_element(By.ID, button)).click()


def test_refresh_says_when_nothing_is_newer_and_when_it_failed_keeping_the_measurements(
        fresh_staged_strata, staging, js_browser):
    # #37.12: Refresh asks AirKorea even within the hour, and says what came of it: nothing newer, or a failure
    # with Retry while the measurements shown stay, labelled with their time (the staging API's hours are
    # May 20, 2024's, so the time is written with its day).
    staged_strata = fresh_staged_strata
    js_browser.get(staged_strata.url + station_path("성동구"))
    shown = readings(js_browser)
    measured = js_browser.find_element(By.CSS_SELECTOR, ".aq-time").text
    asked = staging.request_count(MEASUREMENTS + "/getMsrstnAcctoRltmMesureDnsty")
    click_refresh(js_browser)
    notice = settled(js_browser, lambda b: b.find_element(By.CSS_SELECTOR, "#aq-measurements .notice")).text
    assert notice == "Already up to date — measured at May 20, 2024, 14:00 (Korea time)"
    assert staging.request_count(MEASUREMENTS + "/getMsrstnAcctoRltmMesureDnsty") == asked + 1

    staging.set_fault(MEASUREMENTS, "status=500")
    try:
        click_refresh(js_browser)
        error = settled(js_browser, lambda b: b.find_element(By.CSS_SELECTOR, "main .error")).text
        assert "Couldn’t refresh: The service is having trouble. Try again in a moment." in error
        assert js_browser.find_element(By.ID, "aq-retry").text == "Retry"
        assert readings(js_browser) == shown
        assert js_browser.find_element(By.CSS_SELECTOR, ".aq-time").text == measured
        assert len(js_browser.find_elements(By.CSS_SELECTOR, "#aq-table tbody tr")) == 24
        assert not js_browser.find_elements(By.CSS_SELECTOR, "#aq-measurements .notice")
    finally:
        staging.clear_faults()
    click_refresh(js_browser, "aq-retry")
    settled(js_browser, lambda b: not b.find_elements(By.CSS_SELECTOR, "main .error"))
    notice = settled(js_browser, lambda b: b.find_element(By.CSS_SELECTOR, "#aq-measurements .notice")).text
    assert notice.startswith("Already up to date")
    assert readings(js_browser) == shown


def test_the_quotas_reset_is_written_in_the_readers_time_zone_with_its_day(fresh_staged_strata, staging, browser):
    # #37.6: AirKorea's daily quota (result code 22) resets at midnight in Korea; the page said "after 15:00" (the
    # server's UTC, no day), already past to a reader in Seoul. A browser in Seoul reads the time in its zone with
    # the day; without JavaScript the page names UTC, with the day when it is not today there.
    seoul = datetime.timezone(datetime.timedelta(hours=9))
    browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Asia/Seoul"})
    staging.set_fault(MEASUREMENTS, "resultcode=22")
    try:
        browser.get(fresh_staged_strata.url + station_path("광진구"))
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
    finally:
        staging.clear_faults()
        browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})


def test_a_station_never_loaded_shows_the_failure_and_retry_loads_it(fresh_staged_strata, staging, js_browser):
    staging.set_fault(MEASUREMENTS, "status=500")
    try:
        js_browser.get(fresh_staged_strata.url + station_path("광진구"))
        error = settled(js_browser, lambda b: b.find_element(By.CSS_SELECTOR, "main .error")).text
        assert "The service is having trouble. Try again in a moment." in error
        assert "Couldn’t refresh" not in error
    finally:
        staging.clear_faults()
    js_browser.find_element(By.ID, "aq-retry").click()
    settled(js_browser, lambda b: not b.find_elements(By.CSS_SELECTOR, "main .error"))
    assert heading(js_browser).startswith("광진구")
    assert len(settled(js_browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#aq-table tbody tr"))) == 24


def test_the_measurements_in_korean(strata, browser):
    browser.get(strata.url + "/")
    settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "button[lang=ko]")).click()
    settled(browser, lambda b: b.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko")
    browser.get(strata.url + station_path("종로구"))
    assert readings(browser) == [["미세먼지 (PM10)", "63 µg/m³", "보통"], ["초미세먼지 (PM2.5)", "23 µg/m³", "보통"]]
    assert "2024년 5월 20일 14:00 (한국 시간)" in browser.find_element(By.CSS_SELECTOR, ".aq-time").text
    browser.get(strata.url + "/air-quality/settings?name=" + urllib.parse.quote("종로"))
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".aq-station-name")]
    assert "종로구" in names
    settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "button[lang=en]")).click()
    settled(browser, lambda b: b.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")


def test_a_romanized_search_finds_the_station_shown_with_its_romanization(strata, browser):
    browser.get(strata.url + "/air-quality/settings?current=" + urllib.parse.quote("종로구"))
    search(browser, "aq-name", "Jongno")
    settled(browser, lambda b: "“Jongno”" in b.find_element(By.CSS_SELECTOR, "main h2").text)
    row = settled(browser, lambda b: b.find_element(
        By.XPATH, "//li[.//span[@class='aq-station-name' and text()='종로구']]"))
    # Beside the name, in the same flex line (the row's text puts a line break between flex items).
    assert row.find_element(By.CSS_SELECTOR, ".aq-station-name + .aq-romanized").text == "(Jongno-gu)"
    # 종로구 is the current station, which offers no Choose (#37.13): the other one found is chosen.
    choose(browser, "종로")
    settled(browser, lambda b: heading(b).startswith("종로 "))


def test_a_korean_sentence_gives_the_searched_word_its_particle(strata, browser, page_settings):
    page_settings(strata.url, None, "ko")
    for name, sentence in [("없는역", "이름에 “없는역”이 들어간 측정소가 없어요."),
                           ("없는곳구", "이름에 “없는곳구”가 들어간 측정소가 없어요.")]:
        browser.get(strata.url + "/air-quality/settings?name=" + urllib.parse.quote(name))
        assert settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "main .empty").text) == sentence
    browser.get(strata.url + "/air-quality/settings?name=Jongno")
    assert settled(browser, lambda b: b.find_element(By.CSS_SELECTOR, "main h2").text) == \
        "로마자로 쓴 이름이나 주소에 “Jongno”가 들어간 측정소"
    assert not browser.find_elements(By.CSS_SELECTOR, ".aq-romanized")


# Issue #22: the charts read on a phone and in both colour schemes, Refresh stays in place, Settings' forms.

PHONE = (390, 844)
DESKTOP = (1280, 900)

# Every element of the charts with text of its own that shows: its font size and rendered height in CSS px.
CHART_TEXTS = """
return [...document.querySelectorAll('.aq-chart *')].filter(element =>
    [...element.childNodes].some(node => node.nodeType === Node.TEXT_NODE && node.textContent.trim())
    && element.getClientRects().length > 0
).map(element => ({
    text: element.textContent.trim(), fontSize: parseFloat(getComputedStyle(element).fontSize),
    height: element.getBoundingClientRect().height }));
"""


@pytest.fixture
def phone(browser):
    """`browser` 390 px wide, as a phone, for the test; the desktop size again after it."""
    browser.set_window_size(*PHONE)
    yield browser
    browser.set_window_size(*DESKTOP)


def test_every_chart_text_is_at_least_12_px_on_a_phone(strata, phone):
    phone.get(strata.url + station_path("종로구"))
    settled(phone, lambda b: b.find_elements(By.CSS_SELECTOR, ".aq-chart"))
    texts = phone.execute_script(CHART_TEXTS)
    assert len(texts) > 20
    small = [text for text in texts if text["fontSize"] < 12 or text["height"] < 12]
    assert not small
    assert not phone.find_elements(By.CSS_SELECTOR, ".aq-chart svg text")
    assert phone.execute_script("return document.documentElement.scrollWidth") <= PHONE[0]


def test_the_time_axis_names_the_days_and_both_axes_have_titles(strata, phone):
    phone.get(strata.url + station_path("종로구"))
    chart = settled(phone, lambda b: b.find_element(By.ID, "aq-chart-pm10"))
    labels = [label.text.split("\n") for label in chart.find_elements(By.CSS_SELECTOR, ".aq-hour-label")]
    # Every sixth hour back from the latest; the first past midnight with its day, the latest with its day too:
    # the bundled hours are May 2024's, so "now" would be untrue (#37.12).
    assert labels == [["20:00"], ["2:00", "May 20, 2024"], ["8:00"], ["14:00", "May 20, 2024"]]
    assert chart.find_element(By.CSS_SELECTOR, ".aq-now").text == "14:00\nMay 20, 2024"
    assert "now" not in chart.text
    titles = [title.text for title in chart.find_elements(By.CSS_SELECTOR, ".aq-axis-title")]
    assert titles == ["µg/m³", "Time (Korea time)"]
    ticks = [tick.text for tick in chart.find_elements(By.CSS_SELECTOR, ".aq-tick-label")]
    assert ticks == ["0", "30", "80", "150"]


def test_an_hour_of_a_chart_tells_its_value_on_focus_and_the_arrow_keys_move_along_the_hours(strata, js_browser):
    js_browser.get(strata.url + station_path("종로구"))
    chart = settled(js_browser, lambda b: b.find_element(By.ID, "aq-chart-pm10"))
    stops = chart.find_elements(By.CSS_SELECTOR, ".aq-hour[tabindex='0']")
    assert len(stops) == 1
    latest = stops[0]
    tip = latest.find_element(By.CSS_SELECTOR, ".aq-tip")
    assert not tip.is_displayed()
    js_browser.execute_script("arguments[0].focus()", latest)
    assert tip.is_displayed() and tip.text == "14:00: 63 µg/m³"
    assert latest.get_attribute("aria-label") == "May 20, 2024, 14:00 (Korea time): 63 µg/m³"
    assert latest.get_attribute("role") == "img"
    latest.send_keys(Keys.ARROW_LEFT)
    focused = js_browser.switch_to.active_element
    assert focused.get_attribute("aria-label") == "May 20, 2024, 13:00 (Korea time): 73 µg/m³"
    assert focused.find_element(By.CSS_SELECTOR, ".aq-tip").text == "13:00: 73 µg/m³"
    rows = js_browser.find_elements(By.CSS_SELECTOR, "#aq-table tbody tr")
    assert [row.find_elements(By.TAG_NAME, "td")[0].text for row in rows[-2:]] == ["73 (Moderate)", "63 (Moderate)"]
    assert focused.get_attribute("tabindex") == "0" and latest.get_attribute("tabindex") == "-1"
    ActionChains(js_browser).move_to_element(chart.find_elements(By.CSS_SELECTOR, ".aq-hour")[0]).perform()
    assert chart.find_elements(By.CSS_SELECTOR, ".aq-hour .aq-tip")[0].is_displayed()


# The bands' colours as they show (the fill over the chart's background at the fill's opacity), and the contrast of
# each with that background (WCAG's ratio of relative luminances).
BAND_COLOURS = """
const channels = text => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
const luminance = rgb => {
    const [r, g, b] = rgb.map(value => value / 255).map(c => c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const background = channels(getComputedStyle(document.querySelector('.aq-chart')).backgroundColor);
return [...document.querySelectorAll('#aq-chart-pm10 rect.aq-band')].map(band => {
    const style = getComputedStyle(band);
    const opacity = parseFloat(style.fillOpacity);
    const shown = channels(style.fill).map((value, index) => value * opacity + background[index] * (1 - opacity));
    const [high, low] = [luminance(shown), luminance(background)].sort((a, b) => b - a);
    return { grade: band.getAttribute('class'), fill: style.fill, contrast: (high + 0.05) / (low + 0.05) };
});
"""


def test_the_grade_bands_show_in_both_colour_schemes(strata, browser, page_settings):
    bands = {}
    for scheme in ("light", "dark"):
        page_settings(strata.url, scheme, None)
        browser.get(strata.url + station_path("종로구"))
        settled(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "rect.aq-band"))
        bands[scheme] = browser.execute_script(BAND_COLOURS)
    assert [band["grade"] for band in bands["light"]] == [band["grade"] for band in bands["dark"]]
    assert len(bands["light"]) == 3
    for light, dark in zip(bands["light"], bands["dark"]):
        assert light["fill"] != dark["fill"]
        assert light["contrast"] >= 1.3 and dark["contrast"] >= 1.3, (light, dark)


REFRESH_STATE = """
const refresh = document.getElementById('aq-refresh');
const rect = refresh?.getBoundingClientRect();
return { box: rect && [rect.x, rect.y, rect.width, rect.height], focused: document.activeElement?.id ?? null,
         busy: refresh?.classList.contains('is-busy') ?? false,
         regionBusy: document.getElementById('aq-measurements')?.getAttribute('aria-busy') ?? null,
         label: refresh?.innerText.trim() ?? null, centredSpinner: !!document.querySelector('main .loading') };
"""


def watch_refresh(browser, until, timeout=10):
    """The states of Refresh (see `REFRESH_STATE`) from now until `until(state)` holds."""
    states = [browser.execute_script(REFRESH_STATE)]
    WebDriverWait(browser, timeout, poll_frequency=0.02).until(
        lambda b: states.append(b.execute_script(REFRESH_STATE)) or until(states[-1]))
    return states


def test_refresh_stays_in_place_with_the_keyboard_focus(strata, js_browser):
    js_browser.get(strata.url + station_path("종로구"))
    refresh = settled(js_browser, lambda b: b.find_element(By.ID, "aq-refresh"))
    live_stream_open(js_browser)
    before = js_browser.execute_script(REFRESH_STATE)["box"]
    refresh.send_keys(Keys.ENTER)
    # The bundled data answers at once: Refresh is watched for a second and a half, every 20 ms.
    states = []
    try:
        watch_refresh(js_browser, lambda state: states.append(state) and False, timeout=1.5)
    except TimeoutException:
        pass
    assert len(states) > 10
    assert all(state["box"] == before for state in states), states
    assert all(state["focused"] == "aq-refresh" for state in states), states
    assert not any(state["centredSpinner"] for state in states)
    assert js_browser.execute_script(REFRESH_STATE)["focused"] == "aq-refresh"
    assert len(readings(js_browser)) == 2


def test_a_slow_load_of_the_station_shown_shows_its_progress_in_place(fresh_staged_strata, staging, js_browser):
    # A Refresh within the hour is answered from the app's cache (above); the station shown loading slowly
    # from AirKorea is the saved station's change, chosen in another window, which the page shows as Refresh does.
    app = fresh_staged_strata
    js_browser.get(app.url + "/air-quality/settings?name=" + urllib.parse.quote("성동"))
    choose(js_browser, "성동구")
    settled(js_browser, lambda b: heading(b).startswith("성동구"))
    js_browser.get(app.url + "/air-quality")
    shown = readings(js_browser)
    refresh = settled(js_browser, lambda b: b.find_element(By.ID, "aq-refresh"))
    live_stream_open(js_browser)
    js_browser.execute_script("arguments[0].focus()", refresh)
    before = js_browser.execute_script(REFRESH_STATE)
    assert before["regionBusy"] == "false" and before["label"] == "Refresh" and before["focused"] == "aq-refresh"
    asked = staging.request_count(MEASUREMENTS + "/getMsrstnAcctoRltmMesureDnsty")
    staging.set_fault(MEASUREMENTS, "delay=1500")
    js_browser.execute_script("""
        fetch('/air-quality/settings/station', { method: 'POST', body: new URLSearchParams({
            _csrf: document.querySelector('meta[name=csrf-token]').content, station: '광진구' }) });""")
    states = watch_refresh(js_browser, lambda state: state["busy"] and state["regionBusy"] == "true")
    busy = states[-1]
    assert busy["label"] == "Refreshing…" and busy["box"] == before["box"] and busy["focused"] == "aq-refresh"
    assert not busy["centredSpinner"]
    assert readings(js_browser) == shown
    states += watch_refresh(js_browser, lambda state: not state["busy"], timeout=15)
    assert all(state["box"] == before["box"] and state["focused"] == "aq-refresh" for state in states), states
    assert not any(state["centredSpinner"] for state in states)
    assert states[-1]["regionBusy"] == "false" and states[-1]["label"] == "Refresh"
    assert heading(js_browser).startswith("광진구")
    assert staging.request_count(MEASUREMENTS + "/getMsrstnAcctoRltmMesureDnsty") == asked + 1


def test_settings_forms_stack_on_a_phone_and_stand_side_by_side_of_one_height_on_a_desktop(strata, browser):
    browser.get(strata.url + "/air-quality/settings?current=" + urllib.parse.quote("종로구"))
    settled(browser, lambda b: b.find_element(By.ID, "aq-town"))
    forms = """return [...document.querySelectorAll('.aq-form')].map(form => {
        const box = form.getBoundingClientRect(), field = form.querySelector('input[type=search]').getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width, height: box.height, field: field.width, fieldY: field.y,
                 fieldHeight: field.height }; });"""
    name, town = browser.execute_script(forms)
    assert name["y"] == town["y"] and name["x"] < town["x"]
    assert name["height"] == town["height"]
    assert name["fieldY"] == town["fieldY"] and name["fieldHeight"] == town["fieldHeight"]
    assert town["field"] > 200 and name["field"] > 200
    browser.set_window_size(*PHONE)
    try:
        name, town = browser.execute_script(forms)
        assert name["x"] == town["x"] and town["y"] >= name["y"] + name["height"]
        assert name["field"] > 200 and town["field"] > 200
        assert browser.execute_script("return document.documentElement.scrollWidth") <= PHONE[0]
    finally:
        browser.set_window_size(*DESKTOP)


def test_settings_opens_with_the_focus_in_the_name_field(strata, browser):
    browser.get(strata.url + "/air-quality/settings?current=" + urllib.parse.quote("종로구"))
    settled(browser, lambda b: b.find_element(By.ID, "aq-name"))
    assert browser.execute_script("return document.activeElement.id") == "aq-name"
    assert browser.find_element(By.ID, "aq-name").get_attribute("autofocus") == "true"
    # After a search, the focus is not taken from where the page leaves it (the results).
    browser.get(strata.url + "/air-quality/settings?name=" + urllib.parse.quote("종로"))
    assert browser.find_element(By.ID, "aq-name").get_attribute("autofocus") is None
