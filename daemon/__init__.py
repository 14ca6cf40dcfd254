"""hushmem: an on-device, privacy-first chat memory daemon served over a Unix socket."""

__version__ = "0.1.0"
