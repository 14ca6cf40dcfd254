"""The foundation every other package stands on: errors, settings, the wire schema, the database
connection, paths and plugin loading. It imports nothing of hushmem's above it."""

__version__ = "0.1.0"
