"""GitHub REST (the GitHub users scene), driven by PyGithub 2.10.0 (pinned in requirements.txt) as its README shows:
`Github(base_url=…)`, `get_users()` (paged by the `Link` header), `get_user(login)`, `get_rate_limit()`, and its
exceptions for an unknown user and for an exhausted rate limit. The only change for the staging API is `base_url`
(and, for the rate limit, no retries: PyGithub would otherwise wait for the reset, as it would against GitHub)."""

import json
import os

import pytest
from github import Github, RateLimitExceededException, UnknownObjectException

USERS_JSON = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "SampleData", "Resources", "users.json")


def bundled_users():
    with open(USERS_JSON, encoding="utf-8") as file:
        return json.load(file)


@pytest.fixture
def github(staging):
    client = Github(base_url=staging.url, per_page=30)
    yield client
    client.close()


def test_the_user_list_follows_the_link_header_past_the_first_page(github, staging):
    before = staging.request_count("/users")
    logins = [user.login for _, user in zip(range(75), github.get_users())]
    expected = [user["login"] for user in sorted(bundled_users(), key=lambda user: user["id"])][:75]
    assert logins == expected
    # Three pages of 30: the first and the two its Link headers named.
    assert staging.request_count("/users") - before == 3


def test_a_user_reads_in_full(github):
    bundled = bundled_users()[3]
    user = github.get_user(bundled["login"])
    assert user.login == bundled["login"] and user.id == bundled["id"]
    assert user.name == bundled["name"]
    assert user.public_repos == bundled["publicRepos"]
    assert user.followers == bundled["followers"]
    assert user.created_at.year >= 2007
    assert user.html_url.endswith("/" + bundled["login"])


def test_the_rate_limit_reads_and_costs_nothing(github):
    first = github.get_rate_limit()
    core = first.resources.core
    assert core.limit == 60
    assert 0 < core.remaining <= 60 and core.used == 60 - core.remaining
    assert core.reset.timestamp() > 0
    assert first.rate.limit == 60
    assert first.resources.search.limit == 10
    again = github.get_rate_limit()
    assert again.resources.core.used == core.used


def test_an_unknown_user_raises_unknown_object(github):
    with pytest.raises(UnknownObjectException) as failure:
        github.get_user("nobody-at-all-here")
    assert failure.value.status == 404
    assert failure.value.data == {
        "message": "Not Found", "documentation_url": "https://docs.github.com/rest", "status": "404"}


def test_an_exhausted_rate_limit_raises_rate_limit_exceeded(staging):
    client = Github(base_url=staging.url, retry=None)
    staging.set_fault("/users", "ratelimit")
    try:
        with pytest.raises(RateLimitExceededException) as failure:
            client.get_user(bundled_users()[0]["login"])
        assert failure.value.status == 403
        assert failure.value.headers["x-ratelimit-remaining"] == "0"
        assert failure.value.data["status"] == "403"
        assert failure.value.data["message"].startswith("API rate limit exceeded")
    finally:
        staging.clear_faults()
        client.close()
