"""`/v1/health` (is the scrubber ready, how deep are the queues) and `/v1/metrics` (Prometheus)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse, Response

from hushmem.core import __version__
from hushmem.daemon.listener import PeerCheckedSocket
from hushmem.daemon.routes.common import RuntimeDep
from hushmem.daemon.runtime import Runtime

router = APIRouter(prefix="/v1")

SCRUBBER_STATUS = {"ready": "ok", "loading": "starting", "failed": "degraded"}


@router.get("/health", summary="Ready (200) or starting/degraded (503), with the parts' states")
async def health(runtime: RuntimeDep) -> JSONResponse:
    runner = runtime.runner
    scrubber: dict[str, Any] = {"state": runner.state, "transforms": runner.chain.names}
    if runner.load_error:
        scrubber["error"] = runner.load_error
    if runner.load_seconds is not None:
        scrubber["load_seconds"] = round(runner.load_seconds, 2)
    if runner.state == "ready":
        scrubber["helpers"] = runner.chain.helpers()  # forked scrubbing processes (scrub_processes)
    status = SCRUBBER_STATUS[runner.state]
    body = {
        "status": status,
        "version": __version__,
        "scrubber": scrubber,
        "write_queue": runtime.writer.queue_depth,
        "pending_messages": runtime.admission.pending_messages,
        "refused_overloaded": runtime.admission.refused,
        "summarizer": _summarizer_health(runtime),
        "embedder": runtime.vectors.health() if runtime.vectors else {"state": "off"},
    }
    return JSONResponse(body, status_code=200 if status == "ok" else 503)


@router.get("/metrics", summary="Prometheus metrics")
async def metrics(runtime: RuntimeDep) -> Response:
    runtime.metrics.write_queue.set(runtime.writer.queue_depth)
    runtime.metrics.pending_messages.set(runtime.admission.pending_messages)
    runtime.metrics.refused.set(PeerCheckedSocket.refused)
    if runtime.vectors is not None:
        runtime.metrics.embed_lag.set(runtime.vectors.lag_seconds)
    return Response(runtime.metrics.render(), media_type="text/plain; version=0.0.4")


def _summarizer_health(runtime: Runtime) -> dict[str, Any]:
    if runtime.summaries is None:
        return {"enabled": False}
    worker = runtime.model_worker
    return {
        "enabled": True,
        "queue": runtime.summaries.queue_depth,
        "summaries_made": runtime.summaries.summaries_made,
        "jobs_run": runtime.summaries.jobs_run,
        "failures": runtime.summaries.failures,
        "model": {"state": worker.state, "pid": worker.pid} if worker else None,
    }
