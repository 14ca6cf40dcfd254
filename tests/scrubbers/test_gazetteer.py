"""The name/place cache: what is built is what is read back; a bad or unwritable cache costs
speed, never correctness. Folding: ASCII's quick path folds as Unicode does."""

from __future__ import annotations

import logging
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hushmem.scrubbers import gazetteer


@pytest.fixture(scope="module")
def built() -> gazetteer.Gazetteer:
    return gazetteer.build()  # a few seconds: once for the module


def test_the_cache_reads_back_exactly_what_was_built(built, tmp_path):
    path = tmp_path / gazetteer.cache_name()
    gazetteer._write(path, built)
    assert gazetteer._read(path) == built
    assert "amanda" in built.first_names and "leeds" in built.major_places


def test_writing_a_cache_removes_caches_of_other_versions(built, tmp_path):
    stale = tmp_path / "names-0-0123456789abcdef.json"
    stale.write_text("{}")
    gazetteer._write(tmp_path / gazetteer.cache_name(), built)
    assert [p.name for p in tmp_path.iterdir()] == [gazetteer.cache_name()]


def test_a_damaged_cache_is_ignored_with_a_warning(tmp_path, caplog):
    path = tmp_path / gazetteer.cache_name()
    path.write_text('{"first_names": ["ann"')  # cut short, as by a full disk
    with caplog.at_level(logging.WARNING, "hushmem.scrub"):
        assert gazetteer._read(path) is None
    assert "rebuilding" in caplog.text


def test_an_unwritable_cache_folder_is_reported_not_raised(built, tmp_path, caplog):
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the folder should be")  # fails even for root, unlike a chmod
    with caplog.at_level(logging.WARNING, "hushmem.scrub"):
        gazetteer._write(blocked / gazetteer.cache_name(), built)
    assert "cannot write the name/place cache" in caplog.text


def test_the_background_build_writes_the_same_cache(built, tmp_path):
    builder = gazetteer.build_in_background(tmp_path)
    assert builder is not None and builder.wait(120) == 0
    assert gazetteer._read(tmp_path / gazetteer.cache_name()) == built
    assert gazetteer.build_in_background(tmp_path) is None  # cached: nothing to start


def _folded_by_unicode(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@given(st.text(alphabet=st.characters(max_codepoint=127)))
def test_ascii_words_fold_as_unicode_folds_them(word):
    assert gazetteer.fold(word) == _folded_by_unicode(word)


@pytest.mark.parametrize(
    ("word", "folded"), [("Zacarías", "zacarias"), ("STRAßE", "strasse"), ("Ærø", "ærø"), ("İzmir", "izmir")]
)
def test_other_words_lose_case_and_accents(word, folded):
    assert gazetteer.fold(word) == folded == _folded_by_unicode(word)
