"""Speed and resource benches: each starts real daemons and prints a table (`python -m bench.perf.<name>`)."""
