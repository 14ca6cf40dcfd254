"""Where a resolver's model runs: the local GGUF in the worker process (JSON held to the schema by a
llama.cpp grammar), or an OpenAI-compatible server the user runs (llama-server, Ollama, LM Studio) on a
loopback address or a Unix socket (the `model_url` rule, checked in hushmem/core/config.py).
"""

from __future__ import annotations

import httpx

from hushmem.core.errors import ModelUnavailable
from hushmem.models.resolvers import Complete

DECISION_TOKENS = 96  # the longest answer the schema allows fits


def worker_complete(worker) -> Complete:
    """Completions by the model worker (models/worker.py), its output held to the schema by a grammar."""

    def complete(messages: list[dict], schema: dict) -> str:
        return worker.call("json", messages=messages, schema=schema, max_tokens=DECISION_TOKENS)["text"]

    return complete


def http_client(url: str, timeout: float = 60.0) -> tuple[httpx.Client, str]:
    """An httpx client for `url` and the path of its chat completions: `unix:/path/to.sock` (the
    server's API at /v1) or `http://127.0.0.1:8080/v1`-style loopback addresses."""
    if url.startswith("unix:"):
        transport = httpx.HTTPTransport(uds=url.removeprefix("unix:"))
        return httpx.Client(
            transport=transport, base_url="http://localhost", timeout=timeout
        ), "/v1/chat/completions"
    base = url.rstrip("/")
    base = base if base.endswith("/v1") else base + "/v1"
    return httpx.Client(base_url=base, timeout=timeout, trust_env=False), "/chat/completions"


class ServerModel:
    """Completions by an OpenAI-compatible server, the answer held to the schema by `response_format`
    (a `Complete`: call it with the chat messages and the schema)."""

    def __init__(self, url: str, model_name: str | None = None, timeout: float = 60.0) -> None:
        self.client, self.path = http_client(url, timeout)
        self.model_name = model_name or "default"

    def __call__(self, messages: list[dict], schema: dict) -> str:
        body = {
            "model": self.model_name,
            "messages": messages,
            "temperature": 0,
            "max_tokens": DECISION_TOKENS,
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": "decision", "schema": schema, "strict": True},
            },
        }
        try:
            response = self.client.post(self.path, json=body)
        except httpx.TransportError as exc:
            raise ModelUnavailable(f"the model server does not answer ({type(exc).__name__})") from None
        if response.status_code >= 400:
            raise ModelUnavailable(f"the model server answered HTTP {response.status_code}")
        try:
            return response.json()["choices"][0]["message"]["content"] or ""
        except (ValueError, KeyError, IndexError, TypeError):
            raise ModelUnavailable("the model server's answer is not a chat completion") from None

    def close(self) -> None:
        self.client.close()
