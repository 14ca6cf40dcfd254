"""A minimal HTTP/1.1 keep-alive client over a Unix socket, for benchmarks: on a 2-core machine a
full client library's own CPU time (httpx: ~0.5 ms a request) would be billed to the daemon."""

from __future__ import annotations

import json
import socket
from pathlib import Path


class RawClient:
    def __init__(self, path: Path) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(str(path))
        self.buffer = b""
        self.headers: dict[str, str] = {}  # of the last answer, names lower-cased

    def close(self) -> None:
        self.sock.close()

    def request(self, method: str, path: str, body: dict | None = None) -> tuple[int, bytes]:
        payload = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {path} HTTP/1.1\r\nHost: hushmem\r\nContent-Length: {len(payload)}\r\n"
        if payload:
            head += "Content-Type: application/json\r\n"
        self.sock.sendall(head.encode() + b"\r\n" + payload)
        while b"\r\n\r\n" not in self.buffer:
            self._read()
        header, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = header.split(b"\r\n")
        status = int(lines[0].split()[1])
        self.headers = {
            k.strip().lower().decode(): v.strip().decode()
            for k, v in (line.split(b":", 1) for line in lines[1:])
        }
        length = int(self.headers["content-length"])
        while len(self.buffer) < length:
            self._read()
        body_bytes, self.buffer = self.buffer[:length], self.buffer[length:]
        return status, body_bytes

    def _read(self) -> None:
        chunk = self.sock.recv(1 << 20)
        if not chunk:
            raise ConnectionError("the daemon closed the connection")
        self.buffer += chunk
