"""What the benches share: a real daemon on its own socket, a raw HTTP client, the data loader."""
