"""The benches' scrubber variants (bench/quality/pii_leak.py VARIANTS) reach a real daemon's settings."""

from __future__ import annotations

from bench.quality import pii_leak


def test_every_scrubber_variant_is_a_serve_flag():
    """The benches' --variant settings reach the daemon as `hushmem serve` flags it accepts."""
    from hushmem.daemon.cli import serve

    flags = {flag for param in serve.params for flag in (*param.opts, *param.secondary_opts)}
    for _, settings in pii_leak.VARIANTS.values():
        args = pii_leak.daemon_args(settings)
        assert [a for a in args if a.startswith("--")] and all(
            a in flags for a in args if a.startswith("--")
        ), args


def test_every_scrubber_variant_setting_is_a_config_field():
    """In-process benches (scrub_cost.load_scrubber) drop unknown settings: a misspelt one would
    score the default under the variant's name."""
    from hushmem.core.config import Config

    for _, settings in pii_leak.VARIANTS.values():
        assert set(settings) <= set(Config.model_fields), settings
