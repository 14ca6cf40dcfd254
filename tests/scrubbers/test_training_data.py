"""The chat NER's training data (scrubbers/training/): CoNLL posts read back as messages with our labels,
handles left unlabelled, composed structure holding labelled values where the labels say, the same
seed giving the same synthetic examples, and a clear error when the corpora are missing."""

from __future__ import annotations

import random

import pytest
import spacy

from hushmem.scrubbers.training import corpus, data, shapes, structure, train

# Written for these tests in the corpora's format (token TAB tag), not taken from them.
POST = """@\tB-PER
kimtran\tB-PER
saw\tO
Ines\tB-PER
Duarte\tI-PER
in\tO
Porto\tB-LOC
,\tO
ca\tO
n't\tO
wait\tO
#\tB-LOC
lisbon\tI-LOC
(\tO
Acme\tB-ORG
)\tO
!\tO

should\tO
'\tO
ve\tO
gone\tO
to\tO
Spotify\tB-corporation
.\tO
"""


@pytest.fixture(scope="module")
def sentences(tmp_path_factory):
    path = tmp_path_factory.mktemp("conll") / "post.conll"
    path.write_text(POST, encoding="utf-8")
    return [corpus.detokenize(tokens) for tokens in corpus.read_conll(path)]


def test_a_post_reads_back_as_written(sentences):
    assert sentences[0].text == "@kimtran saw Ines Duarte in Porto, can't wait #lisbon (Acme)!"
    assert sentences[1].text == "should've gone to Spotify."


def test_names_get_our_labels_and_a_handle_is_no_name(sentences):
    first = sentences[0]
    names = [(first.text[s:e], label) for s, e, label in first.names]
    assert names == [
        ("Ines Duarte", "PERSON"),
        ("Porto", "LOCATION"),
        ("lisbon", "LOCATION"),
        ("Acme", "ORG"),
    ]
    assert [first.text[s:e] for s, e in first.handles] == ["@kimtran"]
    assert [sentences[1].text[s:e] for s, e in sentences[1].unlabelled] == ["Spotify"]


def test_a_doc_marks_names_outside_and_unknown_tokens(sentences):
    nlp = spacy.blank("en")
    doc = corpus.to_doc(nlp, sentences[0], frozenset({"PERSON", "LOCATION"}), frozenset({"ORG"}))
    assert [(e.text, e.label_) for e in doc.ents] == [("Ines Duarte", "PERSON"), ("Porto", "LOCATION"),
                                                      ("lisbon", "LOCATION")]  # fmt: skip
    iob = {t.text: t.ent_iob_ for t in doc}
    assert iob["@kimtran"] == "O" and iob["Acme"] == "" and iob["saw"] == "O"
    other = corpus.to_doc(nlp, sentences[1], frozenset({"PERSON", "LOCATION"}))
    assert {t.text: t.ent_iob_ for t in other}["Spotify"] == ""  # another class: neither right nor wrong


@pytest.fixture(scope="module")
def values():
    return data.Values(random.Random(3))


@pytest.mark.parametrize("compose", [shapes.form, shapes.signature, shapes.address_block])
def test_composed_shapes_label_their_values(values, compose):
    rng = random.Random(5)
    labelled = 0
    for _ in range(200):
        text, spans = data.fill(compose(rng), values)
        assert "{" not in text.replace('{"', ""), text  # every slot filled (JSON-ish forms keep braces)
        for start, end, label in spans:
            assert label in ("PERSON", "LOCATION", "STREET_ADDRESS")
            assert text[start:end].strip(), text  # (a Faker street may end in a space: structure.docs
            # leaves out any example whose value is not on token boundaries)
        labelled += bool(spans)
    assert labelled >= 150  # forms and address blocks always hold one; a signature usually a name


def test_a_value_in_capitals_keeps_its_span():
    text, spans = data.shout_values(("Surname: Kowalski", [(9, 17, "PERSON")]), random.Random(0))
    assert spans == [(9, 17, "PERSON")] and text[9:17].casefold() == "kowalski"


def test_the_same_seed_gives_the_same_structure_examples():
    first = list(structure.examples(11, 30))
    assert first == list(structure.examples(11, 30)) and len({text for text, _ in first}) == 30


def test_missing_corpora_say_where_to_get_them(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit:
        train.main(["--corpus", str(tmp_path), "--work", str(tmp_path / "work")])
    message = str(exit.value)
    assert message.startswith("Error: btc.train.conll")
    assert (
        "github.com/GateNLP/broad_twitter_corpus" in message
        and "github.com/leondz/emerging_entities_17" in message
    )
