"""Building a component from its setting (transforms, summarizers): a built-in name from the
registry its package keeps next to its builders, or a user's own `package.module:factory`, called
with the Config, which must return an instance of the seam."""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from hushmem.core.errors import ConfigError

T = TypeVar("T")


def build_component(
    spec: str, config: Any, seam: type[T], what: str, builtins: Mapping[str, Callable[[Any], T]]
) -> T:
    """`builtins[spec](config)`, or the user's factory named by `module:factory`."""
    if spec in builtins:
        return builtins[spec](config)
    if not re.fullmatch(r"[\w.]+:\w+", spec):
        raise ConfigError(f"unknown {what} {spec!r} (built-ins: {', '.join(builtins)}; or module:factory)")
    return load_factory(spec, config, seam, what)


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
