"""Where hushmem keeps its socket, data and config by default, and private folders made safely.

The socket folder follows XDG: `$XDG_RUNTIME_DIR/hushmem`. Without XDG_RUNTIME_DIR it falls back to
`/run/user/<uid>/hushmem` when that is ours, else `$XDG_CACHE_HOME/hushmem/run` (in the home folder):
never a predictable name in a shared /tmp, where another user could create it first.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from hushmem.core.errors import ConfigError, StartupError

PRIVATE_DIR_MODE = 0o700
SOCKET_NAME = "hushmem.sock"


def xdg_dir(var: str, fallback: str) -> Path:
    value = os.environ.get(var)
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / fallback


def default_runtime_dir() -> Path:
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isabs(runtime):
        return Path(runtime) / "hushmem"
    run_user = Path(f"/run/user/{os.getuid()}")
    try:
        info = run_user.stat()
        if info.st_uid == os.getuid() and stat.S_IMODE(info.st_mode) & 0o077 == 0:
            return run_user / "hushmem"
    except OSError:
        pass
    return xdg_dir("XDG_CACHE_HOME", ".cache") / "hushmem" / "run"


def default_cache_dir() -> Path:
    """Rebuildable data that is not the user's (e.g. the name/place lists): outside the data
    folder, so that folder holds only what users saved."""
    return xdg_dir("XDG_CACHE_HOME", ".cache") / "hushmem"


def default_socket_path() -> Path:
    return default_runtime_dir() / SOCKET_NAME


def default_data_dir() -> Path:
    return xdg_dir("XDG_DATA_HOME", ".local/share") / "hushmem"


def default_config_file() -> Path:
    return xdg_dir("XDG_CONFIG_HOME", ".config") / "hushmem" / "config.toml"


def ensure_socket_dir(path: Path) -> Path:
    """Create the socket's folder 0700 if missing; a folder that exists is left as it is (the
    socket file itself is 0600, and a user-chosen folder such as /srv/x is not ours to chmod)."""
    if not path.exists():
        _mkdir(path)
    return path


def _mkdir(path: Path) -> None:
    try:
        path.mkdir(mode=PRIVATE_DIR_MODE, parents=True, exist_ok=True)
    except OSError as exc:
        raise StartupError(f"cannot create folder {path}: {exc.strerror}") from None


def ensure_private_dir(path: Path) -> Path:
    """Create `path` (and parents) if needed; it must be ours, and it is made mode 0700."""
    _mkdir(path)
    info = path.lstat()
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        raise ConfigError(f"{path} is not a folder")
    if info.st_uid != os.getuid():
        raise ConfigError(f"{path} belongs to another user (uid {info.st_uid}); refusing to use it")
    if stat.S_IMODE(info.st_mode) != PRIVATE_DIR_MODE:
        os.chmod(path, PRIVATE_DIR_MODE)
    return path
