"""`python -m daemon` runs the hushmem command."""

from daemon.cli import main

main()
