"""Consistent placeholders per (user, session): the same value is always `<PERSON_1>`, a new value
gets the next number. The mapping survives restarts without the original values: only a keyed hash
(HMAC-SHA256 with a per-install secret in a 0600 file) is stored, so the database cannot be used to
recover or confirm a value without that secret, and hashes do not link across sessions.

Numbers are assigned on the scrub thread (one at a time, so two saves cannot race for a number);
the rows a save used are written in that save's own transaction (INSERT OR IGNORE).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets
import threading
from pathlib import Path

import sqlite_utils

from hushmem.core.database import open_database
from hushmem.scrubbers.chain import Context

SECRET_FILE = "placeholder.key"
_SPACE = re.compile(r"\s+")
_BLOCK = 64  # SHA-256's block size in bytes, which HMAC pads its key to
# Entities whose formatting varies (spaces, dashes) but whose identity is the characters.
_ALNUM_ONLY = {"PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "US_SSN"}


def load_or_create_secret(data_dir: Path) -> bytes:
    path = data_dir / SECRET_FILE
    try:
        return path.read_bytes()
    except FileNotFoundError:
        pass
    key = secrets.token_bytes(32)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as handle:
        handle.write(key)
    return key


def normalize(entity: str, value: str) -> str:
    if entity in _ALNUM_ONLY:
        return "".join(ch for ch in value if ch.isalnum()).upper()
    return _SPACE.sub(" ", value.strip()).casefold()


class Placeholders:
    def __init__(self, database_path: Path, secret: bytes) -> None:
        self._database_path = database_path
        self._secret = secret
        self._key_states = _key_states(secret)
        self._db: sqlite_utils.Database | None = None
        self._lock = threading.Lock()
        # (user, session) -> {(entity, digest): number} and {entity: highest number}
        self._maps: dict[tuple[str, str], dict[tuple[str, str], int]] = {}
        self._highest: dict[tuple[str, str], dict[str, int]] = {}

    def _reader(self) -> sqlite_utils.Database:
        if self._db is None:
            self._db = open_database(self._database_path, readonly=True)
        return self._db

    def digest(self, user_id: str, session_id: str, entity: str, value: str) -> str:
        message = "\0".join((user_id, session_id, entity, normalize(entity, value))).encode()
        # the one-shot C function: the same HMAC as hmac.new(...).hexdigest(), without building one
        return hmac.digest(self._secret, message, "sha256").hex()[:32]

    def _session(self, key: tuple[str, str]) -> dict[tuple[str, str], int]:
        if key not in self._maps:
            rows = self._reader().execute(
                "SELECT entity, digest, number FROM placeholders WHERE user_id = ? AND session_id = ?", key
            )
            mapping: dict[tuple[str, str], int] = {}
            highest: dict[str, int] = {}
            for entity, digest, number in rows:
                mapping[(entity, digest)] = number
                highest[entity] = max(highest.get(entity, 0), number)
            self._maps[key], self._highest[key] = mapping, highest
        return self._maps[key]

    def known(self, context: Context, entity: str, value: str) -> bool:
        """Whether this session already replaced `value` as `entity` (in this or an earlier message)."""
        slot = context.slot
        digest = self.digest(slot.user_id, slot.session_id, entity, value)
        with self._lock:
            return (entity, digest) in self._session((slot.user_id, slot.session_id))

    def first_known(self, context: Context, entities: list[str], values: list[str]) -> list[str | None]:
        """For each value, the first of `entities` as which this session already replaced it (in
        this or an earlier message), or None. One pass for a whole text's candidate words: only the
        types the session holds are hashed, each value normalized once."""
        slot = context.slot
        with self._lock:
            mapping = self._session((slot.user_id, slot.session_id))
            held = set(self._highest[(slot.user_id, slot.session_id)])
        entities = [e for e in entities if e in held]
        if not entities:
            return [None] * len(values)
        # normalize() is the same for every type that can be spread (none is in _ALNUM_ONLY)
        assert not _ALNUM_ONLY.intersection(entities)
        keyed = [  # the HMAC states after the value's prefix, copied for each value (a third cheaper)
            (e, _prefixed(self._key_states, "\0".join((slot.user_id, slot.session_id, e, "")).encode()))
            for e in entities
        ]
        tails = [normalize(entities[0], value) for value in values]
        first: dict[str, str | None] = {}  # a text repeats words: each normalized value hashed once
        for tail in tails:
            if tail not in first:
                first[tail] = next((e for e, state in keyed if (e, _extended(state, tail)) in mapping), None)
        return [first[tail] for tail in tails]

    def placeholder(self, context: Context, entity: str, value: str) -> str:
        """`<ENTITY_n>` for this value in this session, recording the row for the save."""
        slot = context.slot
        key = (slot.user_id, slot.session_id)
        digest = self.digest(slot.user_id, slot.session_id, entity, value)
        with self._lock:
            mapping = self._session(key)
            number = mapping.get((entity, digest))
            if number is None:
                number = self._highest[key].get(entity, 0) + 1
                self._highest[key][entity] = number
                mapping[(entity, digest)] = number
        row = (slot.user_id, slot.session_id, entity, digest, number)
        rows = context.scratch.get("placeholder_rows")
        if rows is None:
            rows = context.scratch["placeholder_rows"] = set()
            context.side_writes.append(lambda db: _insert(db, rows))
        rows.add(row)
        return f"<{entity}_{number}>"

    def named_in_sessions(
        self,
        db: sqlite_utils.Database,
        user_id: str,
        text: str,
        runs: list[tuple[int, int]],
        entities: list[str],
    ) -> dict[str, list[tuple[int, int, str]]]:
        """Where a run of `text` is a value one of the user's sessions replaced (its keyed digest is
        among that session's), the placeholder it became there: {session: [(start, end, "<PERSON_1>")]},
        longest runs first, none overlapping. Reads `db` only: nothing is stored, and each session is
        matched with its own digests (they link no two sessions)."""
        sessions = [row[0] for row in db.execute(
            "SELECT DISTINCT session_id FROM placeholders WHERE user_id = ?", (user_id,)
        )]  # fmt: skip
        wanted: dict[tuple[str, str, str], tuple[int, int]] = {}
        for session in sessions:
            for start, end in runs:
                for entity in entities:
                    digest = self.digest(user_id, session, entity, text[start:end])
                    wanted[(session, entity, digest)] = (start, end)
        found: dict[str, list[tuple[int, int, str]]] = {}
        digests = sorted({digest for _, _, digest in wanted})
        for offset in range(0, len(digests), 500):
            chunk = digests[offset : offset + 500]
            rows = db.execute(
                "SELECT session_id, entity, digest, number FROM placeholders WHERE user_id = ? AND digest IN"
                f" ({','.join('?' * len(chunk))})",
                [user_id, *chunk],
            )
            for session, entity, digest, number in rows:
                if (span := wanted.get((session, entity, digest))) is not None:
                    found.setdefault(session, []).append((*span, f"<{entity}_{number}>"))
        return {session: _longest_first(spans) for session, spans in found.items()}

    def forget(self, user_id: str, session_id: str | None) -> None:
        with self._lock:
            for key in [k for k in self._maps if k[0] == user_id and session_id in (None, k[1])]:
                del self._maps[key], self._highest[key]

    def close(self) -> None:
        if self._db is not None:
            self._db.conn.close()
            self._db = None


def _longest_first(spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    kept: list[tuple[int, int, str]] = []
    for start, end, placeholder in sorted(spans, key=lambda span: (span[0] - span[1], span[0])):
        if all(end <= s or start >= e for s, e, _ in kept):
            kept.append((start, end, placeholder))
    return sorted(kept)


def _key_states(key: bytes) -> tuple:
    """HMAC-SHA256's inner and outer hashes after the padded key (RFC 2104), as plain hashlib
    states: copying and finishing them are C calls, where an hmac.HMAC's are Python methods (half
    the time of a digest, measured; ~100 digests a message in first_known)."""
    if len(key) > _BLOCK:
        key = hashlib.sha256(key).digest()
    key = key.ljust(_BLOCK, b"\0")
    return hashlib.sha256(bytes(b ^ 0x36 for b in key)), hashlib.sha256(bytes(b ^ 0x5C for b in key))


def _prefixed(key_states: tuple, prefix: bytes) -> tuple:
    """The states of _key_states after the message's first bytes, `prefix`."""
    inner = key_states[0].copy()
    inner.update(prefix)
    return inner, key_states[1]


def _extended(states: tuple, tail: str) -> str:
    """The digest of the message `states` were started with, followed by `tail` (as digest() makes it)."""
    inner, outer = states[0].copy(), states[1].copy()
    inner.update(tail.encode())
    outer.update(inner.digest())
    return outer.hexdigest()[:32]


def _insert(db: sqlite_utils.Database, rows: set[tuple]) -> None:
    db.conn.executemany(
        "INSERT OR IGNORE INTO placeholders (user_id, session_id, entity, digest, number)"
        " VALUES (?, ?, ?, ?, ?)",
        sorted(rows),
    )
