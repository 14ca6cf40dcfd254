"""SharedAnalysis (scrubbers/parallel.py) in-process, with real forked helpers: whatever way a batch is
shared (by model, by text, prefetched), what is stored is what one process stores; a helper that dies or
fails fails only the batch that needed it, and answers never cross between batches."""

from __future__ import annotations

import os
import signal

import pytest

from hushmem.core.errors import ScrubberUnavailable
from hushmem.scrubbers.parallel import SharedAnalysis, shares
from tests.support.waiting import wait_until_gone


@pytest.mark.parametrize(
    "count, speeds, expected",
    [
        (2, [1.0, 1.0], [1, 1]),
        (8, [1.0, 3.0], [2, 6]),
        (7, [2.0, 1.0, 1.0], [3, 2, 2]),
        (1, [1.0, 9.0], [0, 1]),
    ],
)
def test_shares_follow_speed_and_add_up(count, speeds, expected):
    assert shares(count, speeds) == expected


TEXTS = [
    "Could you thank Rosalind Okafor for the flowers?",
    "tell ingrid halvorsen the meeting moved to 221B Baker Street",
    "Maria: see you in Pardubice\nQuincy: ok, call me on +44 7700 900123",
    "Port this script from Python 2 please.",
    "",
    "Wohnung in der Hauptstraße 5, IBAN fi10 6335 8551 7472 81",
    "TELL INGRID HALVORSEN TO MEET ME IN BERGEN",  # analysed twice: as it is and in lower case
]


BY_MODEL = {"pii_general_ner": True}  # the general NER runs, so a batch is split by model


def _scrubber(tmp_path, processes: int, **settings):
    from hushmem.core.config import load
    from hushmem.core.database import open_database
    from hushmem.daemon.migrations import migrate
    from hushmem.scrubbers.presidio import PiiScrubber

    folder = tmp_path / f"p{processes}-{len(settings)}"
    config = load({"data_dir": str(folder), "scrub_processes": processes, **settings}, environ={})
    config.data_dir.mkdir()
    migrate(open_database(config.database_path))
    (config.data_dir / "placeholder.key").write_bytes(b"k" * 32)  # the same digests in both
    scrubber = PiiScrubber.from_config(config)
    scrubber.load()
    scrubber.idle()  # forks the helper, as the daemon's idle scrub thread does
    return scrubber


def _outputs(scrubber) -> list[list[str]]:
    from hushmem.core.schema import Slot
    from hushmem.scrubbers.chain import Context

    lone = [scrubber.rewrite([t], [Context(Slot("u", f"one-{i}", "a"))]) for i, t in enumerate(TEXTS)]
    batch = scrubber.rewrite(TEXTS, [Context(Slot("u", f"batch-{i % 2}", "a")) for i in range(len(TEXTS))])
    return [*lone, batch]  # lone texts and a batch of two sessions


def test_shared_analysis_stores_what_one_process_stores(tmp_path):
    alone, shared = _scrubber(tmp_path, 1, **BY_MODEL), _scrubber(tmp_path, 2, **BY_MODEL)
    try:
        assert alone.helpers() == [] and len(shared.helpers()) == 1
        outputs = _outputs(shared)
        assert shared.sharing.cost["general"] is not None  # the helper ran the general NER
        assert outputs == _outputs(alone)
        assert outputs[0] == ["Could you thank <PERSON_1> for the flowers?"]
    finally:
        alone.close()
        shared.close()


def _queued(texts: list[str]) -> list:
    from hushmem.core.schema import Message

    return [Message("user", [{"text": text}], 0) for text in texts]


def _prefetched_outputs(scrubber) -> list[list[str]]:
    """_outputs' calls, each with the next call's texts queued behind it (as the runner offers them)."""
    from hushmem.core.schema import Slot
    from hushmem.scrubbers.chain import Context

    outputs = []
    for i, text in enumerate(TEXTS):
        scrubber.upcoming = lambda i=i: _queued(TEXTS[i + 1 :] or TEXTS)
        outputs.append(scrubber.rewrite([text], [Context(Slot("u", f"one-{i}", "a"))]))
        if scrubber.sharing is not None and TEXTS[i + 1 :]:
            assert scrubber.sharing.prefetched  # the helper was started on what is queued
    scrubber.upcoming = None
    contexts = [Context(Slot("u", f"batch-{i % 2}", "a")) for i in range(len(TEXTS))]
    return [*outputs, scrubber.rewrite(TEXTS, contexts)]


def test_a_helper_killed_with_texts_ahead_fails_only_the_batch_that_needs_them(tmp_path):
    from hushmem.core.schema import Slot
    from hushmem.scrubbers.chain import Context

    shared = _scrubber(tmp_path, 2, **BY_MODEL)
    try:
        ahead = "Ask Wilhelmina Okonkwo about Trondheim"
        shared.upcoming = lambda: _queued([ahead])
        shared.rewrite(["first"], [Context(Slot("u", "s", "a"))])
        [helper] = shared.helpers()
        os.kill(helper["pid"], signal.SIGKILL)
        wait_until_gone(helper["pid"])
        shared.upcoming = None
        with pytest.raises(ScrubberUnavailable):
            shared.rewrite([ahead], [Context(Slot("u", "s", "a"))])
        shared.idle()  # forked again, as at the daemon's next idle moment
        assert shared.helpers()[0]["restarts"] == 1
        assert shared.rewrite([ahead], [Context(Slot("u", "s", "a"))]) == [
            "Ask <PERSON_1> about <LOCATION_1>"
        ]
        # texts ahead that the next batch does not need: a helper's death there fails nothing, even
        # once it is forked again (the new one is not asked for the lost answer)
        shared.upcoming = lambda: _queued(["not what comes next"])
        shared.rewrite(["second"], [Context(Slot("u", "s", "a"))])
        os.kill(shared.helpers()[0]["pid"], signal.SIGKILL)
        wait_until_gone(shared.helpers()[0]["pid"])
        shared.idle()
        [replaced] = shared.helpers()
        shared.upcoming = None
        [again] = shared.rewrite(["Trondheim again"], [Context(Slot("u", "s", "a"))])  # no 503
        assert "Trondheim" not in again
        assert shared.helpers() == [replaced] and replaced["restarts"] == 2
    finally:
        shared.close()


def _without_general_ner_here(scrubber) -> None:
    """From now on this process cannot run the general NER (helpers forked before keep theirs)."""

    def refuse(*args, **kwargs):
        raise AssertionError("the general NER ran in the daemon")

    nlp = scrubber.analyzer.nlp_engine.nlp["en"]
    ner = nlp.get_pipe("ner")
    refusing = type(
        "Refusing", (), {"__call__": refuse, "pipe": refuse, "__getattr__": lambda s, a: getattr(ner, a)}
    )
    nlp._components = [(name, refusing() if name == "ner" else c) for name, c in nlp._components]


def test_split_by_model_the_general_ner_runs_in_the_helper_only(tmp_path):
    alone, shared = _scrubber(tmp_path, 1, **BY_MODEL), _scrubber(tmp_path, 2, **BY_MODEL)
    try:
        _without_general_ner_here(shared)
        assert _prefetched_outputs(shared) == _outputs(alone)
        assert shared.sharing.cost["mine"] is not None  # this thread finished texts from its entities
    finally:
        alone.close()
        shared.close()


def _without_the_chat_ner_here(scrubber, monkeypatch) -> None:
    """From now on this process cannot run the chat NER (helpers forked before keep theirs)."""

    def refuse(*args, **kwargs):
        raise AssertionError("the chat NER ran in the daemon")

    monkeypatch.setattr(scrubber.chat_ner.nlp.get_pipe("ner").model, "_func", refuse)


def test_without_the_general_ner_the_helper_analyses_every_text_and_stores_what_one_process_stores(
    tmp_path, monkeypatch
):
    alone = _scrubber(tmp_path, 1, pii_general_ner=False)
    shared = _scrubber(tmp_path, 2, pii_general_ner=False)
    try:
        assert not shared.general_ner_runs
        expected = _prefetched_outputs(alone)  # first: the chat NER's model is one object in this process
        _without_the_chat_ner_here(shared, monkeypatch)
        shared.sharing.prefetch(TEXTS[:1])  # the first save was asked ahead too (as the others will be)
        assert _prefetched_outputs(shared) == expected
        assert shared.sharing.cost["helper"] is not None and shared.sharing.cost["mine"] is None
        assert shared.sharing.prefetched == 0  # every answer was read
    finally:
        alone.close()
        shared.close()


def test_a_lone_save_with_nothing_asked_ahead_is_analysed_here(tmp_path):
    from hushmem.core.schema import Slot
    from hushmem.scrubbers.chain import Context

    alone = _scrubber(tmp_path, 1, pii_general_ner=False)
    shared = _scrubber(tmp_path, 2, pii_general_ner=False)
    try:
        context = Context(Slot("u", "lone", "a"))
        assert shared.rewrite(TEXTS[:1], [context]) == alone.rewrite(TEXTS[:1], [context])
        assert shared.sharing.cost["helper"] is None  # no helper was asked
    finally:
        alone.close()
        shared.close()


def test_a_failure_here_mid_batch_still_reads_every_answer_so_none_crosses_to_the_next(tmp_path, monkeypatch):
    from hushmem.core.schema import Slot
    from hushmem.scrubbers.chain import Context

    alone, shared = _scrubber(tmp_path, 1, **BY_MODEL), _scrubber(tmp_path, 2, **BY_MODEL)
    try:
        sharing = shared.sharing
        sharing.cost.update(mine=1.0, general=1.0, whole=1.0, other=1.0)  # an even split of 4
        sharing.prefetch(TEXTS[:4])
        assert [(len(ask.named), len(ask.whole)) for ask in sharing._ahead] == [(2, 2)]

        def broken(texts, docs, chat=None):
            raise RuntimeError("a transform bug")

        monkeypatch.setattr(shared, "findings_of", broken)  # this thread's share fails, the helper's not
        with pytest.raises(RuntimeError, match="a transform bug"):
            shared.rewrite(TEXTS[:4], [Context(Slot("u", "x", "a"))] * 4)
        monkeypatch.undo()
        assert sharing.prefetched == 0
        later = TEXTS[3:]
        expected = alone.rewrite(later, [Context(Slot("u", f"later-{i}", "a")) for i in range(len(later))])
        assert (
            shared.rewrite(later, [Context(Slot("u", f"later-{i}", "a")) for i in range(len(later))])
            == expected
        )
    finally:
        alone.close()
        shared.close()


def test_a_helper_killed_with_texts_asked_by_model_fails_that_batch_only(tmp_path):
    from hushmem.core.schema import Slot
    from hushmem.scrubbers.chain import Context

    alone, shared = _scrubber(tmp_path, 1, **BY_MODEL), _scrubber(tmp_path, 2, **BY_MODEL)
    try:
        [helper] = shared.helpers()
        os.kill(helper["pid"], signal.SIGSTOP)  # it gets the request but never answers
        shared.sharing.prefetch(TEXTS)
        assert shared.sharing._ahead[0].named  # this thread waits for entities of its own texts
        os.kill(helper["pid"], signal.SIGKILL)
        wait_until_gone(helper["pid"])
        with pytest.raises(ScrubberUnavailable):
            shared.rewrite(TEXTS, [Context(Slot("u", "s", "a"))] * len(TEXTS))
        shared.idle()  # forked again, as at the daemon's next idle moment
        contexts = [Context(Slot("u", f"again-{i % 2}", "a")) for i in range(len(TEXTS))]
        expected = alone.rewrite(
            TEXTS, [Context(Slot("u", f"again-{i % 2}", "a")) for i in range(len(TEXTS))]
        )
        assert shared.rewrite(TEXTS, contexts) == expected
        assert shared.helpers()[0]["restarts"] == 1
    finally:
        alone.close()
        shared.close()


@pytest.mark.parametrize("exact", [0.3, 0.5, 0.8, 1.2, 1.5, 2.6, 3.4])
def test_shares_leave_no_pass_one_text_of_several_and_keep_their_balance(exact):
    sharing = SharedAnalysis(None, 1, 1.0)
    for count in (2, 3, 4, 5, 6):
        taken = [sharing._no_lone_text(count, min(exact, count)) for _ in range(200)]
        assert all(1 not in (share, count - share) for share in taken), (count, taken)
        assert abs(sum(taken) / len(taken) - min(exact, count)) < 0.05 or min(exact, count) > count - 0.5
    assert sharing._no_lone_text(1, 0.2, least=1) == 1  # a lone text: this thread takes its chat NER
    assert sharing._no_lone_text(3, 0.2, least=1) == 3


def test_saves_queued_behind_a_batch_go_to_the_helper_before_its_answer_is_read(tmp_path):
    from hushmem.core.schema import Slot
    from hushmem.scrubbers.chain import Context

    shared = _scrubber(tmp_path, 2, pii_general_ner=False)
    seen: list[float | None] = []  # the helper's measured cost each time the queue was looked at
    try:
        shared.rewrite(TEXTS[:4], [Context(Slot("u", "warm", "a"))] * 4)  # costs measured: a real split
        before = shared.sharing.cost["helper"]
        queued = TEXTS[:3]

        def upcoming():
            seen.append(shared.sharing.cost["helper"])
            return _queued(queued)

        shared.upcoming = upcoming
        batch = ["Ask Henrietta Vasquez about the invoice.", "Is Tobias Ekwueme in Lagos next week?"] * 2
        shared.rewrite([f"{t} ({i})" for i, t in enumerate(batch)], [Context(Slot("u", "b", "a"))] * 4)
        assert seen[0] == before  # looked at before the helper's answer on this batch was read
        assert seen[-1] != before  # and once more after it
        assert shared.sharing.prefetched > 0  # and the queued texts went to the helper then
        shared.upcoming = None
        assert shared.rewrite(queued, [Context(Slot("u", "q", "a"))] * 3)  # their answers read in turn
        assert shared.sharing.prefetched == 0
    finally:
        shared.close()
