"""The application on top: runtime, HTTP API, server lifecycle, storage, the CLI and the clients."""
