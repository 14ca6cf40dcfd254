"""The chat NER over a batch of texts: one pass, the entities each text gets alone."""

from __future__ import annotations

TEXTS = [
    "Hi, I'm Jane Doe and I live in Leeds.",
    "ok",
    "Ana María López-García vive en Vilanova i la Geltrú, 12 Carrer Major, and she wrote to Tomasz"
    " Kowalski in Gdańsk about the trip to Porto next spring with her brother Luis.",
    "meet anna at 5 baker street tomorrow",
    "",
    "Priya Raman moved from Chennai to 221 Elm Road, Springfield.",
]


def _entities(doc):
    return [(e.start, e.end, e.label_) for e in doc.ents]


def test_a_batch_gets_the_entities_each_text_gets_alone(scrubber):
    ner = scrubber.chat_ner
    tokens = scrubber.docs(TEXTS, general_ner=False)
    batched = ner.annotate(tokens)
    alone = [ner.annotate([doc])[0] for doc in tokens]
    assert [_entities(doc) for doc in batched] == [_entities(doc) for doc in alone]
    assert sum(len(doc.ents) for doc in batched) >= 6  # the texts' people, places and streets


def test_a_batch_is_one_pass_through_the_ner(scrubber, monkeypatch):
    model = scrubber.chat_ner.nlp.get_pipe("ner").model  # its forward runs once per pass
    passes = []
    forward = model._func

    def counted(model, docs, is_train):
        passes.append(len(docs))
        return forward(model, docs, is_train)

    monkeypatch.setattr(model, "_func", counted)
    scrubber.chat_ner.annotate(scrubber.docs(TEXTS, general_ner=False))
    assert passes == [len(TEXTS)]
