"""Loading a user's own component from a `package.module:factory` setting (transforms,
summarizers): the factory is called with the Config and must return an instance of the seam."""

from __future__ import annotations

import importlib
from typing import Any, TypeVar

from daemon.errors import ConfigError

T = TypeVar("T")


def load_factory(spec: str, config: Any, seam: type[T], what: str) -> T:
    module_name, _, attribute = spec.partition(":")
    try:
        factory = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as exc:
        raise ConfigError(f"cannot load {what} {spec!r}: {exc}") from None
    component = factory(config)
    if not isinstance(component, seam):
        raise ConfigError(f"{what} {spec!r} did not return a {seam.__module__}.{seam.__qualname__}")
    return component
