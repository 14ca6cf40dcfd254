"""Prometheus counters and latency histograms (served at /v1/metrics), and the ASGI middleware that
times every request and tracks activity for `idle_exit`. Labels are routes and codes, never ids or
text."""

from __future__ import annotations

import time

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

LATENCY_BUCKETS = (0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10)


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.requests = Histogram(
            "hushmem_request_seconds", "HTTP request latency", ["method", "route", "status"],
            buckets=LATENCY_BUCKETS, registry=r,
        )  # fmt: skip
        self.messages = Counter("hushmem_messages_total", "Messages by outcome", ["outcome"], registry=r)
        self.scrub = Histogram(
            "hushmem_scrub_seconds", "Transform chain time per batch", buckets=LATENCY_BUCKETS, registry=r
        )
        self.errors = Counter("hushmem_errors_total", "Error answers by code", ["code"], registry=r)
        self.summaries = Counter(
            "hushmem_summaries_total", "Summary jobs by outcome", ["outcome"], registry=r
        )
        self.summary_seconds = Histogram(
            "hushmem_summary_seconds", "Time per summary job", buckets=(0.5, 1, 2, 5, 10, 20, 60), registry=r
        )
        self.refused = Gauge(
            "hushmem_refused_connections", "Connections refused by the peer check", registry=r
        )
        self.write_queue = Gauge("hushmem_write_queue", "Jobs waiting for the writer", registry=r)
        self.pending_messages = Gauge(
            "hushmem_pending_messages", "Messages admitted and not yet answered", registry=r
        )
        self.forgotten = Counter("hushmem_forgotten_messages_total", "Messages forgotten", registry=r)
        self.embedded = Counter("hushmem_embedded_messages_total", "Message vectors written", registry=r)
        self.embed_queue = Gauge("hushmem_embed_queue", "Messages waiting for their vector", registry=r)
        self.embed_lag = Gauge(
            "hushmem_embed_lag_seconds", "How long the oldest message waiting for its vector has waited",
            registry=r,
        )  # fmt: skip

    def render(self) -> bytes:
        return generate_latest(self.registry)


class RequestObserver:
    """ASGI middleware: request latency by route template, and the time of the last activity."""

    def __init__(self, app, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics
        self.in_flight = 0
        self.last_activity = time.monotonic()

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = {"code": 500}
        self.in_flight += 1

        async def observe(message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, observe)
        finally:
            self.in_flight -= 1
            self.last_activity = time.monotonic()
            route = getattr(scope.get("route"), "path", "unmatched")
            self.metrics.requests.labels(scope["method"], route, str(status["code"])).observe(
                time.perf_counter() - started
            )

    def idle_for(self) -> float:
        return 0.0 if self.in_flight else time.monotonic() - self.last_activity
