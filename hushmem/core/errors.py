"""hushmem's exception hierarchy; the edges (HTTP, CLI) translate these and nothing else.

    HushmemError                      status 500, code "internal"
    ├── ConfigError                   bad setting or config file (exit 1 at start-up)
    ├── StartupError                  the daemon could not start (exit 3)
    ├── RequestError                  400, the client sent something we cannot use
    │   ├── InvalidJSON               400, body is not JSON
    │   ├── ValidationFailed          422, JSON of the wrong shape
    │   ├── NotFound                  404, no such note (or other item) in the chat
    │   └── PayloadTooLarge           413, body over `max_body_bytes`
    ├── ServiceUnavailable            503
    │   ├── ScrubberUnavailable       503, the PII scrubber is not ready or failed to load
    │   ├── TransformFailed           503, a transform raised: the save failed closed
    │   ├── StorageUnavailable        503, the database refused the write (read-only, disk full)
    │   ├── ModelUnavailable          503, the local model could not load or answer
    │   ├── EmbedderUnavailable       503, search by meaning is off, loading or failed
    │   └── Overloaded                503 + Retry-After, too much queued work: nothing was stored
    └── DaemonUnreachable             client side: nothing answers on the socket

Messages never include message text: they are logged and returned to clients. `translate()`
turns anything else that escapes a component into one of these.
"""

from __future__ import annotations

__all__ = [
    "HushmemError",
    "ConfigError",
    "StartupError",
    "RequestError",
    "InvalidJSON",
    "ValidationFailed",
    "NotFound",
    "PayloadTooLarge",
    "ServiceUnavailable",
    "ScrubberUnavailable",
    "TransformFailed",
    "StorageUnavailable",
    "ModelUnavailable",
    "EmbedderUnavailable",
    "Overloaded",
    "DaemonUnreachable",
    "translate",
]


class HushmemError(Exception):
    """Something went wrong inside hushmem"""

    status = 500
    code = "internal"

    def __init__(self, message: str | None = None, *, code: str | None = None) -> None:
        super().__init__(message or self.__doc__ or self.code)
        if code:
            self.code = code

    @property
    def message(self) -> str:
        return str(self)


class ConfigError(HushmemError):
    """The configuration is invalid"""

    code = "config"


class StartupError(HushmemError):
    """The daemon could not start"""

    code = "startup"


class RequestError(HushmemError):
    """The request cannot be used"""

    status = 400
    code = "bad_request"


class InvalidJSON(RequestError):
    """The request body is not valid JSON"""

    code = "invalid_json"


class ValidationFailed(RequestError):
    """The request body does not have the expected shape"""

    status = 422
    code = "validation"


class NotFound(RequestError):
    """Not found"""

    status = 404
    code = "not_found"


class PayloadTooLarge(RequestError):
    """The request body is larger than the configured limit"""

    status = 413
    code = "payload_too_large"


class ServiceUnavailable(HushmemError):
    """The service cannot do this right now"""

    status = 503
    code = "unavailable"


class ScrubberUnavailable(ServiceUnavailable):
    """The PII scrubber is not available, so nothing was stored"""

    code = "scrubber_unavailable"


class TransformFailed(ServiceUnavailable):
    """A transform failed, so nothing of this request was stored"""

    code = "transform_failed"


class StorageUnavailable(ServiceUnavailable):
    """The database refused the write, so nothing of this request was stored"""

    code = "storage_unavailable"


class ModelUnavailable(ServiceUnavailable):
    """The local model could not load or answer"""

    code = "model_unavailable"


class EmbedderUnavailable(ServiceUnavailable):
    """Search by meaning is not available: the embedder is off, loading or failed"""

    code = "embedder_unavailable"


class Overloaded(ServiceUnavailable):
    """The daemon has more work queued than it can do soon, so nothing of this request was stored"""

    code = "overloaded"

    def __init__(self, message: str | None = None, *, code: str | None = None, retry_after: int = 1) -> None:
        super().__init__(message, code=code)
        self.retry_after = max(1, int(retry_after))  # whole seconds, as the Retry-After header takes


class DaemonUnreachable(HushmemError):
    """No hushmem daemon answers on the socket"""

    code = "unreachable"


def translate(exc: BaseException, fallback: type[HushmemError], template: str) -> HushmemError:
    """Ours as it is; anything else becomes `fallback`, described by its type alone (the text of a
    foreign exception may quote message content). `template` takes `{type}`."""
    if isinstance(exc, HushmemError):
        return exc
    return fallback(template.format(type=type(exc).__name__))
