"""`python -m hushmem` runs the hushmem command."""

from hushmem.daemon.cli import main

main()
