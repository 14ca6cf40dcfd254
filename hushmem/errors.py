"""The exceptions hushmem raises, for `from hushmem.errors import DaemonUnreachable` (they live
in hushmem.core.errors, beneath every package)."""

from hushmem.core.errors import *  # noqa: F403
from hushmem.core.errors import __all__  # noqa: F401
