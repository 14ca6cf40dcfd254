"""Runs the hushmem command with a Python audit hook that records and refuses any network use.

Every AF_INET/AF_INET6 connect and sendto and every DNS lookup is appended to the file named by
HUSHMEM_TEST_NETWORK_LOG and then refused (so a library that swallows the error is still caught).
"""

import os
import socket
import sys

LOG = os.environ["HUSHMEM_TEST_NETWORK_LOG"]
DNS_EVENTS = {"socket.getaddrinfo", "socket.gethostbyname", "socket.gethostbyaddr", "socket.getnameinfo"}
SOCKET_EVENTS = {"socket.connect", "socket.sendto"}  # (urllib3 binds ::1 at import to probe IPv6: harmless)


def _record(event: str, detail: str) -> None:
    with open(LOG, "a") as handle:
        handle.write(f"{event} {detail}\n")


def _hook(event: str, args: tuple) -> None:
    if event in DNS_EVENTS:
        _record(event, repr(args[0]))
        raise OSError(f"hushmem test: network refused ({event})")
    if (
        event in SOCKET_EVENTS
        and args
        and getattr(args[0], "family", None)
        in (
            socket.AF_INET,
            socket.AF_INET6,
        )
    ):
        _record(event, repr(args[1]))
        raise OSError(f"hushmem test: network refused ({event})")


sys.addaudithook(_hook)

from hushmem.daemon.cli import main  # noqa: E402 - the hook must be in place first

main()
