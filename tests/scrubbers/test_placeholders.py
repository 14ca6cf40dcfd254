"""Placeholder digests: the shortcut first_known takes computes the same HMAC as digest()."""

from __future__ import annotations

import hmac

import pytest

from hushmem.scrubbers.placeholders import _extended, _key_states, _prefixed


@pytest.mark.parametrize("key_length", [1, 32, 64, 65, 200])
def test_prefixed_digests_equal_hmac_for_any_key_length(key_length):
    key = bytes(range(256))[:key_length] * (1 + key_length // 256)
    prefix = b"user\0session\0PERSON\0"
    states = _prefixed(_key_states(key), prefix)
    for tail in ["", "maria", "josé ñúñez", "東京", "a" * 500]:
        expected = hmac.new(key, prefix + tail.encode(), "sha256").hexdigest()[:32]
        assert _extended(states, tail) == expected
        assert _extended(states, tail) == expected  # the states are copied, never consumed
