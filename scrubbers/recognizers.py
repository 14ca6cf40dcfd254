"""Which recognizers the `pii` scrubber runs, by entity type: Presidio's own where they are good,
ours (patterns.py, names.py) where they are missing or miss too much. Recognizers known for
false positives on ordinary numbers (UK NHS, US driver licence, US bank account) load only when
their entity is listed in `pii_entities`; so does URL."""

from __future__ import annotations

from presidio_analyzer import EntityRecognizer
from presidio_analyzer.predefined_recognizers import (
    CreditCardRecognizer,
    DateRecognizer,
    EmailRecognizer,
    IbanRecognizer,
    IpRecognizer,
    NhsRecognizer,
    SpacyRecognizer,
    UrlRecognizer,
    UsBankRecognizer,
    UsLicenseRecognizer,
    UsSsnRecognizer,
)

from hushmem.core.config import PatternSpec
from hushmem.scrubbers import patterns
from hushmem.scrubbers.chat_ner import ChatNerRecognizer
from hushmem.scrubbers.fields import FieldRecognizer
from hushmem.scrubbers.names import NameAndPlaceRecognizer
from hushmem.scrubbers.scripts import ForeignScriptRecognizer

NER_ENTITIES = ("PERSON", "LOCATION", "NRP", "ORGANIZATION", "DATE_TIME")


def build_recognizers(
    entities: list[str],
    custom: list[PatternSpec],
    common_words: frozenset[str] = frozenset(),
    ner_model: str = "bundled",
    general_ner: bool = True,
    disabled: frozenset[str] = frozenset(),
) -> list[EntityRecognizer]:
    """The `pii` scrubber's recognizers for `entities`; the one reading `spacy_model`'s entities only
    when that NER runs (`general_ner`); none of the components named in `disabled` (components.py)."""
    wanted = set(entities)
    recognizers: list[EntityRecognizer] = []
    if ner_model != "none" and wanted & {"PERSON", "LOCATION", "STREET_ADDRESS"}:
        recognizers.append(ChatNerRecognizer(entities, ner_model, common_words))
    if general_ner and (ner := [e for e in NER_ENTITIES if e in wanted]):
        recognizers.append(SpacyRecognizer(supported_entities=ner))
    if wanted & {"PERSON", "LOCATION"}:
        if "name-recognizer" not in disabled:
            recognizers.append(NameAndPlaceRecognizer(entities, common_words))
        if "fields" not in disabled:
            recognizers.append(FieldRecognizer(entities))
        if "scripts" not in disabled:
            recognizers.append(ForeignScriptRecognizer(entities))
    ours = "patterns" not in disabled
    if "EMAIL_ADDRESS" in wanted:
        recognizers.append(EmailRecognizer())
    if "PHONE_NUMBER" in wanted:
        recognizers += [patterns.phone_pattern_recognizer()] if ours else []
        recognizers += [patterns.CuedDigitsPhoneRecognizer()] if ours else []
    if "CREDIT_CARD" in wanted:
        recognizers.append(CreditCardRecognizer())
        recognizers += [patterns.LuhnCardRecognizer()] if ours else []
    if "IBAN_CODE" in wanted:
        recognizers.append(IbanRecognizer())
        recognizers += [patterns.AnyCaseIbanRecognizer()] if ours else []
    if "US_SSN" in wanted:
        recognizers.append(UsSsnRecognizer())
        recognizers += [patterns.CuedSsnRecognizer()] if ours else []
    if "IP_ADDRESS" in wanted:
        recognizers.append(IpRecognizer())
    if "STREET_ADDRESS" in wanted:
        recognizers += [patterns.street_address_recognizer()] if ours else []
    if "DATE_TIME" in wanted:
        recognizers.append(DateRecognizer())
    # Off unless listed in pii_entities: they fire on ordinary numbers (order ids, amounts).
    if "UK_NHS" in wanted:
        recognizers.append(NhsRecognizer())
    if "US_DRIVER_LICENSE" in wanted:
        recognizers.append(UsLicenseRecognizer())
    if "US_BANK_NUMBER" in wanted:
        recognizers.append(UsBankRecognizer())
    if "URL" in wanted:
        recognizers.append(UrlRecognizer())
    recognizers.extend(patterns.custom_recognizers(custom))
    return recognizers
