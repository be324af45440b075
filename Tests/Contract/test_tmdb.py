"""TMDB v3 (the Movies scene), driven by tmdbsimple 2.9.8 (pinned in requirements.txt) as its README shows: the
module's `API_KEY`, `Search().movie(query=…)`, `Movies(id).info()`, `Configuration().info()`. The only change for the
staging API is each object's base URI (`base_uri`, which tmdbsimple sets to `https://api.themoviedb.org/3`)."""

import json
import os

import pytest
import requests
import tmdbsimple as tmdb

MOVIES_JSON = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "SampleData", "Resources", "movies.json")


@pytest.fixture
def at_staging(staging):
    """Points a tmdbsimple object at the staging API, with the key set as the README sets it."""
    tmdb.API_KEY = "contract-test"

    def point(resource):
        resource.base_uri = staging.url + "/3"
        return resource

    return point


def bundled_movies():
    with open(MOVIES_JSON, encoding="utf-8") as file:
        return json.load(file)


def sample_movie(collection):
    """A released movie of the bundled data that is (or is not) in a collection (every fifth id is)."""
    return next(movie for movie in bundled_movies()
                if movie["status"] == "Released" and movie["overview"] and (movie["id"] % 5 == 0) == collection)


def test_search_pages_as_tmdb_does(at_staging):
    search = at_staging(tmdb.Search())
    response = search.movie(query="star")
    assert response["page"] == 1
    assert response["total_results"] > 20 and response["total_pages"] > 1
    assert len(search.results) == 20
    first = search.results[0]
    for key in ("id", "title", "original_title", "overview", "poster_path", "backdrop_path", "release_date",
                "genre_ids", "vote_average", "vote_count", "popularity", "adult", "video", "original_language"):
        assert key in first
    assert "star" in first["title"].lower()
    second = at_staging(tmdb.Search()).movie(query="star", page=2)
    assert second["page"] == 2
    assert not {movie["id"] for movie in second["results"]} & {movie["id"] for movie in search.results}


def test_popular_movies_page_as_tmdb_does(at_staging):
    movies = at_staging(tmdb.Movies())
    response = movies.popular()
    assert response["page"] == 1
    assert response["total_results"] == len(bundled_movies())
    assert len(response["results"]) == 20 and response["total_pages"] > 1
    first = response["results"][0]
    for key in ("id", "title", "original_title", "overview", "poster_path", "backdrop_path", "release_date",
                "genre_ids", "vote_average", "vote_count", "popularity", "adult", "video", "original_language"):
        assert key in first
    popularity = [movie["popularity"] for movie in response["results"]]
    assert popularity == sorted(popularity, reverse=True)
    second = at_staging(tmdb.Movies()).popular(page=2)
    assert second["page"] == 2 and second["results"][0]["popularity"] <= popularity[-1]


def test_movie_details_carry_every_documented_field(at_staging):
    for in_collection in (True, False):
        bundled = sample_movie(in_collection)
        movie = at_staging(tmdb.Movies(bundled["id"]))
        info = movie.info()
        assert info["id"] == bundled["id"] and movie.title == bundled["title"]
        assert isinstance(info["runtime"], (int, type(None)))
        assert all(isinstance(genre["id"], int) and isinstance(genre["name"], str) for genre in info["genres"])
        assert isinstance(info["budget"], int) and isinstance(info["revenue"], int)
        assert isinstance(info["imdb_id"], (str, type(None))) and isinstance(info["homepage"], str)
        assert movie.imdb_id.startswith("tt")
        collection = info["belongs_to_collection"]
        if in_collection:
            assert set(collection) == {"id", "name", "poster_path", "backdrop_path"}
            assert isinstance(collection["id"], int)
        else:
            assert collection is None
        assert info["production_companies"]
        for company in info["production_companies"]:
            assert set(company) == {"id", "name", "logo_path", "origin_country"}
            assert isinstance(company["logo_path"], (str, type(None)))
        assert all(set(country) == {"iso_3166_1", "name"} for country in info["production_countries"])
        assert [language["iso_639_1"] for language in info["spoken_languages"]] == [bundled["originalLanguage"]]
        assert all(set(language) == {"english_name", "iso_639_1", "name"} for language in info["spoken_languages"])


def test_korean_is_asked_with_language(at_staging):
    bundled = sample_movie(False)
    korean = bundled["translations"]["ko"]
    info = at_staging(tmdb.Movies(bundled["id"])).info(language="ko-KR")
    assert info["title"] == korean["title"]
    assert info["overview"] == korean["overview"]
    assert info["original_title"] == bundled["originalTitle"]
    assert all(genre["name"] != "Science Fiction" for genre in info["genres"])
    english = at_staging(tmdb.Movies(bundled["id"])).info(language="en-US")
    assert english["title"] == bundled["title"]
    search = at_staging(tmdb.Search())
    search.movie(query=bundled["title"], language="ko-KR")
    assert korean["title"] in [movie["title"] for movie in search.results]


def test_configuration_names_the_image_base_and_sizes(at_staging, staging):
    configuration = at_staging(tmdb.Configuration())
    info = configuration.info()
    images = info["images"]
    assert images["base_url"] == staging.url + "/t/p/"
    assert "w500" in images["poster_sizes"] and images["poster_sizes"][-1] == "original"
    assert "change_keys" in info
    poster = requests.get(images["base_url"] + "w500" + sample_movie(False)["posterPath"], timeout=10)
    assert poster.status_code == 200


def test_a_bad_key_fails_with_tmdbs_401(at_staging):
    tmdb.API_KEY = "invalid"
    try:
        for resource, call in ((tmdb.Search(), lambda r: r.movie(query="star")),
                               (tmdb.Movies(sample_movie(False)["id"]), lambda r: r.info()),
                               (tmdb.Configuration(), lambda r: r.info())):
            with pytest.raises(requests.HTTPError) as failure:
                call(at_staging(resource))
            assert failure.value.response.status_code == 401
            assert failure.value.response.json() == {
                "status_code": 7, "status_message": "Invalid API key: You must be granted a valid key.",
                "success": False}
    finally:
        tmdb.API_KEY = "contract-test"


def test_an_unknown_movie_is_tmdbs_404(at_staging):
    with pytest.raises(requests.HTTPError) as failure:
        at_staging(tmdb.Movies(1)).info()
    assert failure.value.response.status_code == 404
    assert failure.value.response.json()["status_code"] == 34
