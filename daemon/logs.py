"""Logging to stderr, one line per event, that cannot carry message text.

Our own log calls never pass message text. Libraries are not so careful (Presidio logs matched
values at DEBUG, and an IBAN it fails to validate at ERROR; a traceback's exception message can
quote input), so every record passes `PrivacyFilter`: third-party records lose their arguments and
are capped at WARNING, and tracebacks keep their frames but lose exception messages.
"""

from __future__ import annotations

import logging
import sys
import traceback

OWN_LOGGERS = ("hushmem", "uvicorn")
# Libraries known to log text they analyse: kept quiet whatever the daemon's level.
QUIET_LOGGERS = ("presidio-analyzer", "presidio-anonymizer", "spacy", "llama_cpp")


class PrivacyFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        own = record.name.startswith(OWN_LOGGERS)
        if not own:
            if record.levelno < logging.WARNING:
                return False
            record.msg, record.args = str(record.msg), ()
            if record.name.startswith(QUIET_LOGGERS):
                record.msg = f"[{record.name} message withheld: it may quote analysed text]"
        if record.exc_info:
            record.exc_text = redacted_traceback(record.exc_info)
            record.exc_info = None
        return True


def redacted_traceback(exc_info) -> str:
    """Frames and exception types, never exception messages."""
    exc_type, exc, tb = exc_info
    lines = ["Traceback (most recent call last):"]
    for frame in traceback.extract_tb(tb):
        lines.append(f'  File "{frame.filename}", line {frame.lineno}, in {frame.name}')
    lines.append(f"{exc_type.__module__}.{exc_type.__qualname__}: <message withheld>")
    return "\n".join(lines)


def configure_logging(level: str) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(PrivacyFilter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for name in QUIET_LOGGERS:
        logging.getLogger(name).setLevel(logging.ERROR)
