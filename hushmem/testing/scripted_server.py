"""A scripted stand-in for an OpenAI-compatible model server (llama-server, Ollama, LM Studio) on a
Unix socket: `/v1/chat/completions` answered by a Python function of the request, every request kept.
It shows the `model_url` plumbing end to end without a model (our tests, bench.quality.updates, yours)."""

from __future__ import annotations

import json
import socketserver
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler
from pathlib import Path

Answer = Callable[[dict], str | None]  # the request body -> the answer's content (None: HTTP 500)


class _Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True


@contextmanager
def scripted_server(path: Path, answer: Answer) -> Iterator[list[dict]]:
    """Serve `answer` on the Unix socket `path` while the block runs; yields the requests received."""
    requests: list[dict] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - the stdlib's name
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            requests.append(body)
            content = answer(body) if self.path == "/v1/chat/completions" else None
            if content is None:  # a server error, as a model that cannot load answers
                self.send_response(500 if self.path == "/v1/chat/completions" else 404)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            reply = {"choices": [{"index": 0, "finish_reason": "stop",
                                  "message": {"role": "assistant", "content": content}}]}  # fmt: skip
            data = json.dumps(reply).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def address_string(self) -> str:
            return "unix"

        def log_message(self, *args) -> None:
            pass

    path.unlink(missing_ok=True)
    server = _Server(str(path), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield requests
    finally:
        server.shutdown()
        server.server_close()
        path.unlink(missing_ok=True)
