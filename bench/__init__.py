"""Benchmarks: `make bench` prints their tables (see bench/__main__.py)."""
