"""AirKorea (data.go.kr service group B552584), driven as data.go.kr's own Python sample code drives it: `requests`
with the service key and parameters as a query, the XML answer (AirKorea's default) read with `xmltodict`, the
JSON answer with `response.json()`. No widely used third-party AirKorea client exists on PyPI (airkoreaPy only
downloads spreadsheets; PublicDataReader has no AirKorea service), so this is how Python callers call it."""

import requests
import xmltodict

REALTIME = "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
STATIONS = "/B552584/MsrstnInfoInqireSvc/getMsrstnList"
NEARBY = "/B552584/MsrstnInfoInqireSvc/getNearbyMsrstnList"
TOWNS = "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt"
KEY = "contract-test-key"


def get(staging, path, **params):
    """One call as the sample code makes it: `requests.get(url, params=params)`."""
    response = requests.get(staging.url + path, params={"serviceKey": KEY, **params}, timeout=10)
    assert response.status_code == 200
    return response


def xml_items(response):
    """The header and items of an XML answer; one `<item>` is a dict, as xmltodict reads a lone element."""
    assert response.headers["Content-Type"].startswith("text/xml")
    document = xmltodict.parse(response.content)["response"]
    items = (document["body"]["items"] or {}).get("item", [])
    return document, items if isinstance(items, list) else [items]


def test_measurements_by_station_default_to_xml(staging):
    response = get(
        staging, REALTIME, numOfRows="24", pageNo="1", stationName="종로구", dataTerm="DAILY", ver="1.3"
    )
    document, items = xml_items(response)
    assert document["header"] == {"resultCode": "00", "resultMsg": "NORMAL_CODE"}
    assert document["body"]["numOfRows"] == "24"
    assert document["body"]["pageNo"] == "1"
    assert int(document["body"]["totalCount"]) >= len(items) > 0
    first = items[0]
    assert first["stationName"] == "종로구"
    assert len(first["dataTime"]) == len("2024-05-20 14:00")
    for field in ["pm10Value", "pm25Value", "pm10Value24", "pm25Value24", "khaiValue", "so2Value", "coValue"]:
        assert isinstance(first[field], str)
    assert {"pm10Grade", "pm25Grade", "pm10Flag", "pm25Flag", "mangName", "sidoName"} <= first.keys()
    times = [item["dataTime"] for item in items]
    assert times == sorted(times, reverse=True)


def test_measurements_by_station_in_xml_when_asked(staging):
    document, items = xml_items(get(staging, REALTIME, returnType="xml", stationName="종로구", numOfRows="2"))
    assert document["header"]["resultCode"] == "00"
    assert len(items) == 2


def test_measurements_by_station_in_json_when_asked(staging):
    response = get(
        staging, REALTIME, returnType="json", numOfRows="24", pageNo="1", stationName="종로구", dataTerm="DAILY",
        ver="1.3",
    )
    assert response.headers["Content-Type"].startswith("application/json")
    answer = response.json()["response"]
    assert answer["header"] == {"resultCode": "00", "resultMsg": "NORMAL_CODE"}
    items = answer["body"]["items"]
    assert answer["body"]["numOfRows"] == 24 and answer["body"]["pageNo"] == 1
    assert items and all(item["stationName"] == "종로구" for item in items)
    assert all(item["pm10Grade"] is None or item["pm10Grade"] in "1234" for item in items)


def test_an_unknown_station_is_an_empty_page(staging):
    document, items = xml_items(get(staging, REALTIME, stationName="없는측정소"))
    assert document["header"]["resultCode"] == "00"
    assert items == [] and document["body"]["totalCount"] == "0"


def test_station_list(staging):
    document, items = xml_items(get(staging, STATIONS, numOfRows="100", pageNo="1", addr="서울"))
    assert document["header"]["resultCode"] == "00"
    assert items and all("서울" in item["addr"] for item in items)
    assert {"stationName", "addr", "year", "mangName", "item", "dmX", "dmY"} <= items[0].keys()
    json_items = get(staging, STATIONS, returnType="json", numOfRows="100", addr="서울").json()
    assert [item["stationName"] for item in json_items["response"]["body"]["items"]] == [
        item["stationName"] for item in items
    ]


def test_nearby_stations_of_a_towns_tm_point(staging):
    document, towns = xml_items(get(staging, TOWNS, umdName="혜화동"))
    assert document["header"]["resultCode"] == "00"
    town = towns[0]
    assert town["umdName"] == "혜화동" and float(town["tmX"]) and float(town["tmY"])
    document, stations = xml_items(get(staging, NEARBY, tmX=town["tmX"], tmY=town["tmY"]))
    assert document["header"]["resultCode"] == "00"
    distances = [float(station["tm"]) for station in stations]
    assert distances and distances == sorted(distances)
    assert {"stationName", "addr", "tm"} <= stations[0].keys()
    answer = get(staging, NEARBY, returnType="json", tmX=town["tmX"], tmY=town["tmY"]).json()["response"]
    assert [item["tm"] for item in answer["body"]["items"]] == distances


def test_an_invalid_parameter_is_an_error_in_the_asked_form(staging):
    response = get(staging, NEARBY, tmX="east", tmY="north")
    assert response.headers["Content-Type"].startswith("text/xml")
    header = xmltodict.parse(response.content)["response"]["header"]
    assert header == {"resultCode": "10", "resultMsg": "INVALID_REQUEST_PARAMETER_ERROR"}
    answer = get(staging, NEARBY, returnType="json", tmX="east", tmY="north").json()
    assert answer["response"]["header"]["resultCode"] == "10"


def test_a_bad_service_key_is_the_gateways_xml_error_even_for_json(staging):
    for return_type in ["xml", "json"]:
        response = requests.get(
            staging.url + REALTIME,
            params={"serviceKey": "invalid", "returnType": return_type, "stationName": "종로구"},
            timeout=10,
        )
        assert response.status_code == 200
        assert response.headers["Content-Type"].startswith("text/xml")
        header = xmltodict.parse(response.content)["OpenAPI_ServiceResponse"]["cmmMsgHeader"]
        assert header == {
            "errMsg": "SERVICE ERROR",
            "returnAuthMsg": "SERVICE_KEY_IS_NOT_REGISTERED_ERROR",
            "returnReasonCode": "30",
        }
