"""What the fuzz tests share: hypothesis settings (a fixed seed; `HYPOTHESIS_PROFILE=long` runs ten
times the examples, see docs/fuzzing.md), strategies for hostile input, and the error-shape check."""

from __future__ import annotations

import json
import os
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from hushmem.core import errors

LONG = os.environ.get("HYPOTHESIS_PROFILE") == "long"


def fuzz_settings(examples: int) -> settings:
    """`examples` (ten times as many under HYPOTHESIS_PROFILE=long), the same ones every run: a red
    run is a regression, not a lucky draw."""
    return settings(
        max_examples=examples * (10 if LONG else 1),
        derandomize=True,
        database=None,
        deadline=None,
        print_blob=True,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


# --- text: any character, and the ones that have broken parsers before
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f"
TRICKY = ["", ".", "..", "/", "a/b", "../x", "\x00", "a\x00b", "\x7f", "\t", "\n", "%", "%2F", "%00",
          "%zz", "?q=1", "#x", "é", "🙂", "\ufffd", "\ufeff", BIDI, "x" * 300, "é" * 257, '"', "'", "\\", "*",
          "NEAR", "AND OR NOT", "^", "-", ":", "(", "\u0301", "\U0010ffff"]  # fmt: skip
any_text = st.one_of(
    st.text(),
    st.sampled_from(TRICKY),
    st.text(alphabet=st.sampled_from(BIDI + '\x00\x01\x1f\x7f/.%a "*'), min_size=1, max_size=20),
    st.text(min_size=300, max_size=400),
)

# --- JSON: any value, nested at any depth
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | any_text,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)


def nested(depth: int, kind: str) -> str:
    return "[" * depth + "]" * depth if kind == "list" else '{"a":' * depth + "1" + "}" * depth


deep_json = st.builds(nested, st.integers(0, 3000), st.sampled_from(["list", "dict"]))
parts = st.one_of(
    st.fixed_dictionaries({"text": any_text}),
    st.fixed_dictionaries({"tool_call": json_values}),
    st.fixed_dictionaries({"tool_result": json_values}),
    st.dictionaries(st.text(max_size=10), json_values, max_size=3),
    json_values,
)
roles = st.sampled_from(["user", "assistant", "system", "tool", "robot", "", "USER"]) | json_values
ISO_DATES = ["2024-01-02T03:04:05Z", "0001-01-01T00:00+14:00", "9999-12-31T23:59:59-14:00", "2024-13-45"]
timestamps = st.one_of(st.integers(), st.sampled_from(ISO_DATES), json_values)
messages = st.fixed_dictionaries(
    {"role": roles, "content": st.one_of(any_text, st.lists(parts, max_size=3), json_values)},
    optional={"id": st.one_of(any_text, json_values), "timestamp": timestamps, "extra": json_values},
)


def _surrogate_body(text: str) -> bytes:
    return ('{"role": "user", "content": "' + text + '"}').encode("utf-8", "surrogatepass")


bodies = st.one_of(
    st.binary(max_size=300),
    json_values.map(lambda v: json.dumps(v).encode()),
    deep_json.map(str.encode),
    deep_json.map(lambda d: ('{"role": "user", "content": [' + d + "]}").encode()),
    messages.map(lambda m: json.dumps(m).encode()),
    st.lists(messages, max_size=3).map(lambda ms: json.dumps({"messages": ms}).encode()),
    st.text().map(_surrogate_body),
    st.sampled_from([b'{"role":"user","content":"\\ud800"}', b"\xff\xfe", b'{"x": NaN}', b"[" * 100_000]),
)


# --- answers: what may come back
def _codes(cls: type[errors.HushmemError]) -> set[str]:
    return {cls.code}.union(*(_codes(sub) for sub in cls.__subclasses__()))


KNOWN_503_CODES = frozenset(_codes(errors.ServiceUnavailable))


def check_error_shape(status: int, body: bytes) -> dict[str, Any] | None:
    """Below 500, or 503 with a known code; any error answer is exactly `{"error": {"code",
    "message"}}` with two non-empty strings. Returns the error (None for a success)."""
    if status < 400:
        return None
    data = json.loads(body)
    assert set(data) == {"error"}, data
    error = data["error"]
    assert set(error) == {"code", "message"}, data
    assert isinstance(error["code"], str) and error["code"], data
    assert isinstance(error["message"], str) and error["message"], data
    assert status < 500 or (status == 503 and error["code"] in KNOWN_503_CODES), (status, data)
    return error
