"""The systemd units and the launchd plist, shipped as package data (`hushmem service install`)."""
