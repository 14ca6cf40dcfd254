"""Presidio's AnalyzerEngine, RecognizerRegistry and NlpArtifacts, minus per-text work whose outcome
is fixed once the recognizers are loaded: which recognizers serve the request, a context-word pass
that has nothing to match, tokens read three times and entities built twice per text, and pattern
recognizers that need a digit run on a text without one (prefilter.py).

Presidio's context pass (LemmaContextAwareEnhancer) deep-copies every finding and then looks for a
recognizer's context words among the NlpArtifacts `keywords` around it. Those keywords are built
from spaCy lemmas, and the lemmatizer is not run (presidio.py): every keyword is empty, so no context
word can ever match and the pass returns copies of what it was given (checked on 1,207 texts, the
dev set's and 600 bench messages: 750 findings of recognizers with context words, 0 scores changed).
It runs here only when it could change something.
"""

from __future__ import annotations

from presidio_analyzer import AnalyzerEngine, EntityRecognizer, RecognizerRegistry, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts, SpacyNlpEngine
from spacy.tokens import Doc

from hushmem.scrubbers.names import NAMEISH_LABELS
from hushmem.scrubbers.patterns import ONLY_FILTER_MATCHES
from hushmem.scrubbers.prefilter import digits_required, has_digit

GENERAL_NAMES = "general_names"  # attribute of NlpArtifacts: the general NER's (start, end, label) of names


class FixedRecognizerRegistry(RecognizerRegistry):
    """get_recognizers answered from a cache per request (language, entities): the recognizers are
    registered once, at load, and the same entity list is asked for with every text."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._selected: dict[tuple, list[EntityRecognizer]] = {}

    def add_recognizer(self, recognizer: EntityRecognizer) -> None:
        self._selected.clear()
        super().add_recognizer(recognizer)

    def remove_recognizer(self, *args, **kwargs) -> None:
        self._selected.clear()
        super().remove_recognizer(*args, **kwargs)

    def get_recognizers(self, language, entities=None, all_fields=False, ad_hoc_recognizers=None):
        if ad_hoc_recognizers:
            return super().get_recognizers(language, entities, all_fields, ad_hoc_recognizers)
        key = (language, None if entities is None else tuple(entities), all_fields, len(self.recognizers))
        if key not in self._selected:
            self._selected[key] = super().get_recognizers(language, entities, all_fields)
        return list(self._selected[key])


class FixedAnalyzerEngine(AnalyzerEngine):
    """AnalyzerEngine that skips what cannot change its answer: recognizers needing a digit in a
    text without one, and the context pass when no recognizer of the request has its own context
    logic, no context words came with the request and the text's keywords are all empty (see the
    module docstring)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._digit_needed: dict[str, bool] = {}  # recognizer id -> whether it needs a digit

    def analyze(self, text, language, entities=None, score_threshold=None, nlp_artifacts=None, **options):
        """Presidio's analyze() for the request the scrubber makes (entities, a score threshold and
        NLP artifacts, no other option); any other request is answered by Presidio's own."""
        if (
            options
            or not entities
            or score_threshold is None
            or nlp_artifacts is None
            or self.log_decision_process
        ):
            return super().analyze(
                text,
                language,
                entities=entities,
                score_threshold=score_threshold,
                nlp_artifacts=nlp_artifacts,
                **options,
            )
        recognizers = self.registry.get_recognizers(language=language, entities=entities, all_fields=False)
        digits = has_digit(text)
        results: list[RecognizerResult] = []
        for recognizer in recognizers:
            if not recognizer.is_loaded:
                recognizer.load()
                recognizer.is_loaded = True
            if not digits and self._needs_digit(recognizer):
                continue
            found = recognizer.analyze(text=text, entities=entities, nlp_artifacts=nlp_artifacts)
            for result in found or []:  # as Presidio does: every result names its recognizer
                metadata = result.recognition_metadata = result.recognition_metadata or {}
                metadata.setdefault(RecognizerResult.RECOGNIZER_IDENTIFIER_KEY, recognizer.id)
                metadata.setdefault(RecognizerResult.RECOGNIZER_NAME_KEY, recognizer.name)
            results.extend(found or [])
        results = self._enhance_using_context(text, results, nlp_artifacts, recognizers)
        results = EntityRecognizer.remove_duplicates([r for r in results if r.score >= score_threshold])
        for result in results:
            result.analysis_explanation = None
        return results

    def _needs_digit(self, recognizer: EntityRecognizer) -> bool:
        if recognizer.id not in self._digit_needed:
            self._digit_needed[recognizer.id] = digits_required(recognizer, ONLY_FILTER_MATCHES)
        return self._digit_needed[recognizer.id]

    def _enhance_using_context(self, text, raw_results, nlp_artifacts, recognizers, context=None):
        if context or nlp_artifacts is None or any(nlp_artifacts.keywords) or _own_context_logic(recognizers):
            return super()._enhance_using_context(text, raw_results, nlp_artifacts, recognizers, context)
        # what the pass returns when nothing matches: the results grouped by recognizer, in order
        by_id: dict[str, list[RecognizerResult]] = {}
        for result in raw_results:
            recognizer_id = result.recognition_metadata[RecognizerResult.RECOGNIZER_IDENTIFIER_KEY]
            by_id.setdefault(recognizer_id, []).append(result)
        return [result for recognizer in recognizers for result in by_id.get(recognizer.id, [])]


def _own_context_logic(recognizers: list[EntityRecognizer]) -> bool:
    """Whether any recognizer overrides enhance_using_context, or has an empty context word (which
    the empty keywords would match)."""
    return any(
        type(r).enhance_using_context is not EntityRecognizer.enhance_using_context
        or any(not word for word in r.context or [])
        for r in recognizers
    )


def nlp_artifacts(engine: SpacyNlpEngine, doc: Doc, language: str) -> NlpArtifacts:
    """What SpacyNlpEngine._doc_to_nlp_artifact makes of `doc`, each token read once, with lower-cased
    tokens as lemmas where spaCy has none (as the scrubber always set them: no context word reaches
    them while the keywords are empty, see above), and the general NER's names as they were
    labelled (GENERAL_NAMES), before Presidio renames them."""
    spacy_lemmas, lemmas, starts = [], [], []
    for token in doc:
        spacy_lemmas.append(token.lemma_)
        lemmas.append(token.lemma_ or token.lower_)
        starts.append(token.idx)
    ents = doc.ents
    general = [(e.start_char, e.end_char, e.label_) for e in ents if e.label_ in NAMEISH_LABELS]
    default = engine.ner_model_configuration.default_score
    entities, scores = engine._get_updated_entities(ents, [default] * len(ents))
    artifacts = NlpArtifacts(entities, doc, starts, spacy_lemmas, None, language, scores)
    artifacts.keywords = _keywords(engine, spacy_lemmas, language)  # from spaCy's lemmas, as Presidio's
    artifacts.nlp_engine, artifacts.lemmas = engine, lemmas
    setattr(artifacts, GENERAL_NAMES, general)
    return artifacts


def _keywords(engine: SpacyNlpEngine, lemmas: list[str], language: str) -> list[str]:
    """NlpArtifacts.set_keywords(engine, lemmas, language), which maps each lemma on its own: when
    all are empty (always, with the lemmatizer not run), one empty lemma's keywords repeated."""
    if any(lemmas):
        return NlpArtifacts.set_keywords(engine, lemmas, language)
    return NlpArtifacts.set_keywords(engine, [""], language) * len(lemmas)
