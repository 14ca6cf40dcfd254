"""Search over a user's scrubbed memory: BM25 over the FTS5 index (any word may match), cosine over
the stored message vectors, and one list fused from both by reciprocal rank (RRF).

Everything here reads; the vectors are written by daemon/vectors.py. A query's words are quoted one
by one, so nothing a user types is read as FTS5 syntax.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import sqlite_utils

from hushmem.daemon.store import user_scope

MODES = ("hybrid", "keyword", "semantic")
# RRF's constant (Cormack et al. 2009): a result's fused score is the sum of 1 / (K + rank). The
# paper's 60 flattens the lists' tops; 5 let hybrid find more LoCoMo dev evidence in the top 10
# (1 to 5 were alike there; bench.quality.recall prints hybrid at 60 beside it)
RRF_K = 5
# how deep each list is read before fusing
CANDIDATES = 50
SNIPPET_WORDS = 16
_WORD = re.compile(r"\w+")


@functools.cache
def stop_words() -> frozenset[str]:
    """spaCy's English stop words, imported on the first search: importing spaCy costs about half a
    second, which the daemon's start (a socket answering in about a second) must not pay."""
    from spacy.lang.en.stop_words import STOP_WORDS

    return frozenset(STOP_WORDS)


def query_terms(query: str) -> list[str]:
    """The query's words, lower-cased and without repeats; stop words dropped unless nothing else
    is left (a query of stop words alone still searches them)."""
    words = list(dict.fromkeys(word.lower() for word in _WORD.findall(query)))
    content = [word for word in words if word not in stop_words()]
    return content or words


def fts_any(terms: Sequence[str]) -> str:
    """An FTS5 query matching any of `terms`, each a quoted string (\\w+ holds no quote)."""
    return " OR ".join(f'"{term}"' for term in terms)


@dataclass
class Hit:
    seq: int
    scores: dict[str, float | None] = field(default_factory=dict)


def keyword_ranking(
    db: sqlite_utils.Database, user_id: str, match: str, session_id: str | None, limit: int
) -> list[tuple[int, float]]:
    """(seq, BM25 score; higher is better) of the user's messages matching `match`, best first."""
    where, params = user_scope(user_id, session_id, "m")
    rows = db.execute(
        "SELECT m.seq, f.rank FROM messages_fts f JOIN messages m ON m.seq = f.rowid"
        f" WHERE messages_fts MATCH ? AND {where} ORDER BY f.rank LIMIT ?",
        [match, *params, limit],
    ).fetchall()
    return [(seq, -rank) for seq, rank in rows]  # FTS5's bm25() is lower for better matches


@dataclass(frozen=True)
class StoredVectors:
    """A user's message vectors as one matrix (row i is message seqs[i], of session sessions[i])."""

    seqs: np.ndarray
    sessions: np.ndarray
    matrix: np.ndarray


def load_vectors(db: sqlite_utils.Database, user_id: str, model: str) -> StoredVectors:
    rows = db.execute(
        "SELECT seq, session_id, vector FROM message_vectors WHERE user_id = ? AND model = ?"
        " AND vector IS NOT NULL ORDER BY seq",
        (user_id, model),
    ).fetchall()
    seqs = np.fromiter((row[0] for row in rows), dtype=np.int64, count=len(rows))
    sessions = np.array([row[1] for row in rows], dtype=object)
    if not rows:  # nothing embedded yet (reshape(0, -1) cannot tell the width)
        return StoredVectors(seqs, sessions, np.zeros((0, 0), dtype=np.float32))
    matrix = np.frombuffer(b"".join(row[2] for row in rows), dtype=np.float32).reshape(len(rows), -1)
    return StoredVectors(seqs, sessions, matrix)


def semantic_ranking(
    stored: StoredVectors, vectors: Mapping[str | None, np.ndarray], session_id: str | None, limit: int
) -> list[tuple[int, float]]:
    """(seq, cosine) of the user's embedded messages nearest the query, best first. `vectors` maps
    a session id to the query vector used for that session (None: every other session)."""
    seqs, sessions, matrix = stored.seqs, stored.sessions, stored.matrix
    if session_id is not None:
        keep = sessions == session_id
        seqs, sessions, matrix = seqs[keep], sessions[keep], matrix[keep]
    if not len(seqs):
        return []
    # einsum, not `matrix @ vector`: BLAS's product woke OpenBLAS's helper thread, which spun on after
    # each search (the daemon's CPU per semantic search at 10,000 messages: 19 ms with it, 9 without)
    scores = np.einsum("ij,j->i", matrix, vectors[None])
    for session, vector in vectors.items():
        if session is not None:
            in_session = sessions == session
            scores[in_session] = np.einsum("ij,j->i", matrix[in_session], vector)
    top = np.argsort(-scores)[:limit] if len(seqs) <= limit else _top(scores, limit)
    return [(int(seqs[i]), float(scores[i])) for i in top]


def _top(scores: np.ndarray, limit: int) -> np.ndarray:
    part = np.argpartition(-scores, limit)[:limit]
    return part[np.argsort(-scores[part])]


def fuse(rankings: Mapping[str, list[tuple[int, float]]], limit: int, k: int = RRF_K) -> list[Hit]:
    """One list by reciprocal-rank fusion, each hit keeping every list's own score (None where a
    list did not rank it)."""
    hits: dict[int, Hit] = {}
    fused: dict[int, float] = {}
    for name, ranking in rankings.items():
        for rank, (seq, score) in enumerate(ranking, start=1):
            hit = hits.setdefault(seq, Hit(seq, dict.fromkeys(rankings)))
            hit.scores[name] = score
            fused[seq] = fused.get(seq, 0.0) + 1.0 / (k + rank)
    order = sorted(hits, key=lambda seq: (-fused[seq], seq))[:limit]
    for seq in order:
        hits[seq].scores["fused"] = fused[seq]
    return [hits[seq] for seq in order]


def message_text(content: list[dict[str, Any]]) -> str:
    """The searchable text of a stored message: its text parts and audio transcripts (as indexed)."""
    parts = (part.get("text", part.get("audio_transcript")) for part in content)
    return " ".join(part for part in parts if isinstance(part, str))


def _snippets(db: sqlite_utils.Database, match: str | None, seqs: list[int]) -> dict[int, str]:
    if match is None or not seqs:
        return {}
    marks = ",".join("?" * len(seqs))
    rows = db.execute(
        f"SELECT rowid, snippet(messages_fts, 0, '[', ']', '...', {SNIPPET_WORDS}) FROM messages_fts"
        f" WHERE messages_fts MATCH ? AND rowid IN ({marks})",
        [match, *seqs],
    )
    return dict(rows.fetchall())


def _head(text: str) -> str:
    words = text.split()
    return " ".join(words[:SNIPPET_WORDS]) + ("..." if len(words) > SNIPPET_WORDS else "")


def results(db: sqlite_utils.Database, hits: list[Hit], match: str | None) -> list[dict[str, Any]]:
    """The hits as the API answers them: the message, a snippet (matched words in [brackets], else
    the text's first words) and the scores."""
    seqs = [hit.seq for hit in hits]
    if not seqs:
        return []
    marks = ",".join("?" * len(seqs))
    rows = db.execute(
        "SELECT seq, session_id, agent_id, id, role, timestamp, content FROM messages"
        f" WHERE seq IN ({marks})",
        seqs,
    ).fetchall()
    by_seq = {row[0]: row[1:] for row in rows}
    snippets = _snippets(db, match, seqs)
    out = []
    for hit in hits:
        if hit.seq not in by_seq:
            continue  # forgotten between the ranking and this read
        session, agent, message_id, role, timestamp, content = by_seq[hit.seq]
        parsed = json.loads(content)
        out.append(
            {"session_id": session, "agent_id": agent, "id": message_id, "role": role,
             "timestamp": timestamp, "snippet": snippets.get(hit.seq) or _head(message_text(parsed)),
             "scores": hit.scores, "content": parsed}
        )  # fmt: skip
    return out


def keyword_with_variants(
    db: sqlite_utils.Database,
    user_id: str,
    query: str,
    variants: Mapping[str, str],
    session_id: str | None,
    limit: int,
) -> list[tuple[int, float]]:
    """BM25 ranking of `query`, except that a session in `variants` is searched with its own
    wording of it (names as that session's placeholders); merged by score."""
    terms = query_terms(query)
    ranking = keyword_ranking(db, user_id, fts_any(terms), session_id, limit) if terms else []
    if not variants:
        return ranking
    sessions = {row[0]: row[1] for row in db.execute(
        f"SELECT seq, session_id FROM messages WHERE seq IN ({','.join('?' * len(ranking))})",
        [seq for seq, _ in ranking],
    )} if ranking else {}  # fmt: skip
    merged = [(seq, score) for seq, score in ranking if sessions.get(seq) not in variants]
    for session, text in variants.items():
        if session_id in (None, session) and (words := query_terms(text)):
            merged += keyword_ranking(db, user_id, fts_any(words), session, limit)
    return sorted(merged, key=lambda hit: -hit[1])[:limit]


def search(
    db: sqlite_utils.Database,
    user_id: str,
    query: str,
    *,
    mode: str = "hybrid",
    limit: int = 20,
    session_id: str | None = None,
    query_vectors: Mapping[str | None, np.ndarray] | None = None,
    stored: StoredVectors | None = None,
    variants: Mapping[str, str] | None = None,
) -> list[dict[str, Any]]:
    """Ranked results for `mode`. `query_vectors` (see semantic_ranking) and the user's `stored`
    vectors are needed for the semantic list, else hybrid is keyword alone. `variants` maps a
    session to the query as that session would say it (a name in it as the session's
    `<PERSON_1>`), searched there instead."""
    depth = max(limit, CANDIDATES) if mode == "hybrid" else limit
    rankings: dict[str, list[tuple[int, float]]] = {}
    if mode in ("hybrid", "keyword"):
        rankings["keyword"] = keyword_with_variants(db, user_id, query, variants or {}, session_id, depth)
    if mode in ("hybrid", "semantic") and query_vectors is not None and stored is not None:
        rankings["semantic"] = semantic_ranking(stored, query_vectors, session_id, depth)
    terms = query_terms(" ".join([query, *(variants or {}).values()]))
    return results(db, fuse(rankings, limit), fts_any(terms) if terms else None)
