"""Rebuilds the chat NER pipeline shipped in `scrubbers/ner_model/` (`make ner-model`): synthetic chat
text with planted people, places and street addresses, plus negatives, trained with fixed seeds."""
