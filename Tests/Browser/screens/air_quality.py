"""Air quality: a station's measurements, Settings' searches, a missing station; errors and loading on the staging
API."""

import urllib.parse

from screens import ERROR, LOADING, UPSTREAM_DELAY_MS, Screen, at

# A station a visit; the error and loading screens run in an app of their own (`fresh_app`), as the staged app keeps
# AirKorea's answers (until the next hour's publication) and would answer a station another screen loaded.
STATIONS = ["중구", "용산구", "성동구", "광진구", "동대문구", "중랑구", "성북구", "강북구", "도봉구", "노원구"]


def station(first):
    return lambda visit: "/air-quality?" + urllib.parse.urlencode({"station": STATIONS[(first + visit) % len(STATIONS)]})


SCREENS = [
    Screen("air-quality", at("/air-quality", station="종로구"), "#aq-table"),
    Screen("air-quality-settings", at("/air-quality/settings", current="종로구"), "#aq-name"),
    Screen("air-quality-search", at("/air-quality/settings", current="종로구", name="종로"), ".aq-station-row"),
    Screen("air-quality-nearby", at("/air-quality/settings", current="종로구", town="혜화"), ".aq-distance"),
    Screen("air-quality-no-station", at("/air-quality/settings", name="없는역"), ".empty"),
    Screen("air-quality-romanized-search", at("/air-quality/settings", current="종로구", name="Jongno"),
           ".aq-station-row"),
    Screen("air-quality-missing", at("/air-quality", station="없는역"), ".notice-failure"),
    # Refresh without JavaScript (#37.12): the page opened refreshing says what it found; 양천구's title is the one
    # that broke inside "Yangcheon-/gu" at 390 px (#37.13).
    Screen("air-quality-refreshed", at("/air-quality", station="양천구", refresh="1"), "#aq-measurements .notice"),
    # AirKorea's daily quota on Settings (#37.6): its reset a time in the reader's zone.
    Screen("air-quality-settings-quota", at("/air-quality/settings", current="종로구", name="종로"), ERROR, staged=True,
           fault=("/B552584/MsrstnInfoInqireSvc", "resultcode=22"), fresh_app=True),
    Screen("air-quality-error", station(0), ERROR, staged=True, fault=("/B552584/ArpltnInforInqireSvc", "status=500"),
           fresh_app=True),
    Screen("air-quality-loading", station(5), LOADING, staged=True,
           fault=("/B552584/ArpltnInforInqireSvc", f"delay={UPSTREAM_DELAY_MS}"), fresh_app=True),
]
