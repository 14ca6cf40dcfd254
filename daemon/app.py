"""The HTTP/JSON API (FastAPI): the routers put together, and the one place errors become JSON.

The runtime rides on `app.state` and reaches handlers through a dependency (routes/common.py).
"""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from hushmem.core import __version__
from hushmem.core.errors import HushmemError, Overloaded
from hushmem.core.schema import describe_problems
from hushmem.daemon.routes import chats, notes, status, users
from hushmem.daemon.routes.common import misrouted_id
from hushmem.daemon.runtime import Runtime

log = logging.getLogger("hushmem.api")

HTTP_CODES = {404: "not_found", 405: "method_not_allowed"}


def error_response(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status)


def create_app(runtime: Runtime) -> FastAPI:
    app = FastAPI(
        title="hushmem",
        version=__version__,
        description="On-device chat memory: PII scrubbed before disk, summaries made locally.",
    )
    app.state.runtime = runtime
    # "/v1/chats/u/s%2F/a" decodes to a path with "//": no redirect to another slot (its 404 becomes
    # a 422 naming the id, see misrouted_id)
    app.router.redirect_slashes = False
    for router in (chats.router, notes.router, users.router, status.router):
        app.include_router(router)
    app.add_exception_handler(HushmemError, answer_hushmem_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(Exception, answer_unexpected)
    return app


def _answer_error(request: Request, status: int, code: str, message: str) -> JSONResponse:
    request.app.state.runtime.metrics.errors.labels(code).inc()
    return error_response(status, code, message)


async def answer_hushmem_error(request: Request, exc: HushmemError) -> JSONResponse:
    if exc.status >= 500:
        log.warning("%s %s -> %d %s", request.method, _route(request), exc.status, exc.code)
    response = _answer_error(request, exc.status, exc.code, exc.message)
    if isinstance(exc, Overloaded):
        response.headers["Retry-After"] = str(exc.retry_after)
    return response


async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    if exc.status_code == 404 and (misrouted := misrouted_id(request.scope.get("raw_path", b""))):
        return await answer_hushmem_error(request, misrouted)
    code = HTTP_CODES.get(exc.status_code, "http_error")
    return _answer_error(request, exc.status_code, code, str(exc.detail))


async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    return _answer_error(request, 422, "validation", describe_problems(exc.errors()))


async def answer_unexpected(request: Request, exc: Exception) -> JSONResponse:
    # Only the type: an exception's text could quote message content.
    log.error("%s %s failed: %s", request.method, _route(request), type(exc).__name__)
    return _answer_error(request, 500, "internal", "internal error; see the daemon's log")


def _route(request: Request) -> str:
    """The route template, never the concrete path (ids may be identifying)."""
    route = request.scope.get("route")
    return getattr(route, "path", "?")
