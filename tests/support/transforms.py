"""Transforms a user could write, loaded by the real daemon through `module:factory` specs."""

from __future__ import annotations

import os
import time
from pathlib import Path

from hushmem.core.schema import Message
from hushmem.scrubbers.chain import Context, TextTransform, Transform


class Shout(TextTransform):
    """modify: upper-cases text."""

    name = "shout"

    def rewrite(self, texts: list[str], contexts: list[Context]) -> list[str]:
        return [text.upper() for text in texts]


class Keep(Transform):
    """keep: returns the message unchanged."""

    name = "keep"

    def apply(self, message: Message, context: Context) -> Message | None:
        return message


class DropSecrets(Transform):
    """drop: messages mentioning 'off the record' are not stored."""

    name = "drop_secrets"

    def apply(self, message: Message, context: Context) -> Message | None:
        return None if any("off the record" in t for t in message.texts()) else message


class Explode(Transform):
    """raise: fails on messages containing 'explode', quoting the text in its exception."""

    name = "explode"

    def apply(self, message: Message, context: Context) -> Message | None:
        for text in message.texts():
            if "explode" in text:
                raise RuntimeError(f"cannot handle {text!r}")
        return message


class Slow(Transform):
    """takes its time: for shutdown tests (seconds from HUSHMEM_TEST_SLOW, default 2); touches the
    file named by HUSHMEM_TEST_SLOW_STARTED first, so a test can wait until a save is in flight."""

    name = "slow"

    def apply(self, message: Message, context: Context) -> Message | None:
        started = os.environ.get("HUSHMEM_TEST_SLOW_STARTED")
        if started:
            Path(started).touch()
        time.sleep(float(os.environ.get("HUSHMEM_TEST_SLOW", "2")))
        return message


def slow(config):
    return Slow()


def shout(config):
    return Shout()


def keep(config):
    return Keep()


def drop_secrets(config):
    return DropSecrets()


def explode(config):
    return Explode()
