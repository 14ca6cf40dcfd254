"""`hushmem service install`: the systemd user units (Linux) or the launchd agent (macOS) from the
templates in systemd/, filled in for this user and this installation."""

from __future__ import annotations

import shutil
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from hushmem.core import paths
from hushmem.core.errors import ConfigError

TEMPLATES = resources.files("hushmem.units")  # the repo's systemd/ folder, installed as package data
SYSTEMD_UNITS = ("hushmem.socket", "hushmem.service")
LAUNCHD_PLIST = "com.hushmem.daemon.plist"


@dataclass(frozen=True)
class UnitFile:
    path: Path
    text: str


def hushmem_executable() -> Path:
    """The `hushmem` command of this installation (the venv's, not whichever is first on PATH)."""
    beside = Path(sys.executable).parent / "hushmem"
    if beside.exists():
        return beside
    found = shutil.which("hushmem")
    if found is None:
        raise ConfigError("cannot find the hushmem command; run `make install` first")
    return Path(found).resolve()


def _template(name: str) -> str:
    try:
        return (TEMPLATES / name).read_text()
    except FileNotFoundError:
        raise ConfigError(f"unit template {name} not found in {TEMPLATES}") from None


def _fill(text: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        text = text.replace(f"@{key}@", value)
    return text


def render(platform: str = sys.platform, home: Path | None = None) -> list[UnitFile]:
    home = home or Path.home()
    values = {
        "HUSHMEM": str(hushmem_executable()),
        "DATA_DIR": str(paths.default_data_dir()),
        "CACHE_DIR": str(paths.default_cache_dir()),
    }
    if platform == "darwin":
        values["SOCKET"] = str(paths.default_socket_path())
        values["LOG"] = str(home / "Library" / "Logs" / "hushmem.log")
        target = home / "Library" / "LaunchAgents" / LAUNCHD_PLIST
        return [UnitFile(target, _fill(_template(LAUNCHD_PLIST), values))]
    folder = paths.xdg_dir("XDG_CONFIG_HOME", ".config") / "systemd" / "user"
    return [UnitFile(folder / name, _fill(_template(name), values)) for name in SYSTEMD_UNITS]


def next_step(platform: str = sys.platform) -> str:
    if platform == "darwin":
        return f"launchctl load -w ~/Library/LaunchAgents/{LAUNCHD_PLIST}"
    return "systemctl --user daemon-reload && systemctl --user enable --now hushmem.socket"


def install(units: list[UnitFile]) -> None:
    paths.ensure_private_dir(paths.default_data_dir())  # ReadWritePaths= needs it to exist
    paths.ensure_private_dir(paths.default_cache_dir())
    for unit in units:
        unit.path.parent.mkdir(parents=True, exist_ok=True)
        unit.path.write_text(unit.text)
