"""PokeAPI v2, driven by pokebase (the PokeAPI wrapper PokeAPI's docs list for Python), pointed at the staging API by
its one base URL constant (`pokebase.common.BASE_URL`) and given a fresh cache. pokebase reads every linked
resource's id from its URL and looks each up in its endpoint's full list, so these calls pass only if the staging
API links by id and lists every linked endpoint as PokeAPI does."""

import pokebase as pb
import pytest
import requests
from pokebase import cache, common


@pytest.fixture(scope="module", autouse=True)
def pokebase_at_staging(staging, tmp_path_factory):
    """pokebase's base URL is the staging API's; its cache is a temporary directory, dropped afterwards."""
    base_url, paths = common.BASE_URL, (cache.CACHE_DIR, cache.API_CACHE, cache.SPRITE_CACHE)
    common.BASE_URL = staging.url + "/api/v2"
    cache.set_cache(str(tmp_path_factory.mktemp("pokebase")))
    yield
    common.BASE_URL = base_url
    cache.CACHE_DIR, cache.API_CACHE, cache.SPRITE_CACHE = paths


def names(resource):
    """A resource's `names` as {language: name}."""
    return {entry.language.name: entry.name for entry in resource.names}


def test_the_pokemon_list_has_the_whole_pokedex():
    pokemon = pb.APIResourceList("pokemon")
    assert len(pokemon) == 151
    listed = list(pokemon.names)
    assert len(listed) == 151
    assert listed[:3] == ["bulbasaur", "ivysaur", "venusaur"]
    assert listed[24] == "pikachu"
    urls = list(pokemon.urls)
    assert urls[24].endswith("/api/v2/pokemon/25/")


def test_a_pokemon_by_id_with_its_species_and_abilities_named_in_korean():
    pikachu = pb.pokemon(25)
    assert (pikachu.id, pikachu.name, pikachu.height, pikachu.weight) == (25, "pikachu", 4, 60)
    assert [slot.type.name for slot in pikachu.types] == ["electric"]
    assert pikachu.types[0].type.id_ == 13
    assert {stat.stat.name: stat.base_stat for stat in pikachu.stats}["speed"] == 90
    assert pikachu.stats[0].stat.id_ == 1
    assert pikachu.sprites.front_default.endswith("/sprites/pokemon/25.png")
    assert pikachu.sprites.other.official_artwork.front_default.endswith("/official-artwork/25.png")
    assert [form.name for form in pikachu.forms] == ["pikachu"]
    assert pikachu.moves[0].move.name == "tackle"
    assert pikachu.cries.latest.endswith("/cries/pokemon/latest/25.ogg")
    assert [index.version.name for index in pikachu.game_indices] == ["red", "blue", "yellow"]
    assert pikachu.held_items == [] and pikachu.past_types == []

    species = pikachu.species
    assert species.id_ == 25
    assert names(species) == {"en": "Pikachu", "ko": "피카츄"}
    assert species.varieties[0].pokemon.name == "pikachu"

    abilities = [(slot.ability.name, slot.ability.id_, slot.is_hidden) for slot in pikachu.abilities]
    assert abilities == [("static", 9, False), ("lightning-rod", 31, True)]
    assert names(pikachu.abilities[0].ability) == {"en": "Static", "ko": "정전기"}
    static = pb.ability(9)
    assert (static.id, static.name) == (9, "static")
    assert names(static) == {"en": "Static", "ko": "정전기"}
    assert "pikachu" in [holder.pokemon.name for holder in static.pokemon]
    assert names(pb.ability(31)) == {"en": "Lightning Rod", "ko": "피뢰침"}


def test_a_pokemon_and_its_species_by_name_read_as_pokeapi_writes_them():
    mime = pb.pokemon("mr-mime")
    assert (mime.id, mime.name) == (122, "mr-mime")
    assert names(mime.species) == {"en": "Mr. Mime", "ko": "마임맨"}
    nidoran = pb.pokemon_species("nidoran-f")
    assert names(nidoran) == {"en": "Nidoran♀", "ko": "니드런♀"}
    assert nidoran.evolution_chain.chain.species.name == "nidoran-f"
    assert names(pb.pokemon_species(83)) == {"en": "Farfetch’d", "ko": "파오리"}
    assert names(pb.ability("lightning-rod")) == {"en": "Lightning Rod", "ko": "피뢰침"}


def test_types_and_stats_are_named_and_listed():
    electric = pb.type_(13)
    assert electric.name == "electric"
    assert names(electric) == {"en": "Electric", "ko": "전기"}
    assert "pikachu" in [slot.pokemon.name for slot in electric.pokemon]
    assert names(pb.stat("special-attack")) == {"en": "Special Attack", "ko": "특수공격"}
    assert len(pb.APIResourceList("type")) == 18
    assert len(pb.APIResourceList("stat")) == 6
    assert len(pb.APIResourceList("pokemon-species")) == 151
    assert "static" in list(pb.APIResourceList("ability").names)


@pytest.mark.parametrize("lookup", [pb.pokemon, pb.pokemon_species, pb.ability])
def test_a_missing_id_fails_with_pokeapis_404(lookup):
    with pytest.raises(requests.HTTPError) as failure:
        lookup(9999)
    assert failure.value.response.status_code == 404
    assert failure.value.response.text == "Not Found"


def test_a_missing_name_is_a_plain_404_at_its_url():
    # Pokebase turns a name into an id through the endpoint's list, and an unknown name into no id (it then
    # loads the list, against PokeAPI too), so the name is asked for at the URL pokebase would build.
    response = requests.get(common.BASE_URL + "/pokemon/missingno/", timeout=10)
    assert (response.status_code, response.text) == (404, "Not Found")
