"""hushmem: on-device chat memory that scrubs PII before anything reaches disk.

    from hushmem import Client
    with Client() as memory:
        memory.save("alice", "s1", "helper", [{"role": "user", "content": "hi"}])

The names below load on first use, so `import hushmem` stays light.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from hushmem.core import __version__

_PUBLIC = {
    "Client": "hushmem.daemon.client",
    "AsyncClient": "hushmem.daemon.client",
    "Message": "hushmem.daemon.client",
    "text_message": "hushmem.daemon.client",
}

__all__ = ["AsyncClient", "Client", "Message", "__version__", "errors", "text_message"]

if TYPE_CHECKING:
    from hushmem import errors
    from hushmem.daemon.client import AsyncClient, Client, Message, text_message


def __getattr__(name: str) -> Any:
    module_name = _PUBLIC.get(name)
    if module_name is None:
        raise AttributeError(f"module 'hushmem' has no attribute {name!r}")
    module = importlib.import_module(module_name)
    value = getattr(module, name)
    globals()[name] = value
    return value
