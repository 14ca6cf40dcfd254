"""The transform chain that runs on every message before it reaches disk: PII scrubbing
(Presidio + spaCy, on-device), clipping and dropping."""
