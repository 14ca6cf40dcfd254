"""Helpers for testing against hushmem: a real daemon in a subprocess (daemon.py) and a scripted
OpenAI-compatible model server on a Unix socket (scripted_server.py). Shared by hushmem's own tests and
benches, and usable by an app's tests; nothing here is imported by the daemon."""
