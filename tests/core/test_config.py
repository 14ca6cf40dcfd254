"""Config: one precedence (flag > env > file > default), clear errors, every setting documented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hushmem.core import config as config_module
from hushmem.core.config import Config, default_scrub_processes, load
from hushmem.core.errors import ConfigError

SETTINGS_PAGE = Path(__file__).resolve().parents[2] / "docs" / "settings.md"


def write_toml(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def test_defaults_resolve_paths_under_xdg(isolated_home, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(isolated_home / "d"))
    monkeypatch.setenv("XDG_RUNTIME_DIR", "/run/user/1234")
    config = load(environ={})
    assert config.transforms == ["drop", "pii", "clip"]
    assert config.socket == Path("/run/user/1234/hushmem/hushmem.sock")
    assert config.data_dir == isolated_home / "d" / "hushmem"


def test_precedence_flag_over_env_over_file_over_default(tmp_path):
    file = write_toml(
        tmp_path / "c.toml", "clip_max_chars = 10\nmax_batch_messages = 7\nlog-level = 'debug'\n"
    )
    environ = {"HUSHMEM_CLIP_MAX_CHARS": "20", "HUSHMEM_MAX_BATCH_MESSAGES": "8"}
    config = load({"clip_max_chars": 30}, file, environ)
    assert config.clip_max_chars == 30  # flag
    assert config.max_batch_messages == 8  # env
    assert config.log_level == "debug"  # file (kebab-case key accepted)
    assert config.max_body_bytes == 1_048_576  # default


def test_config_file_from_xdg_config_home_is_read(isolated_home):
    folder = isolated_home / "config" / "hushmem"
    folder.mkdir(parents=True)
    write_toml(folder / "config.toml", "clip_max_chars = 99\n")
    assert load(environ={}).clip_max_chars == 99


def test_env_lists_accept_commas_and_json():
    assert load(environ={"HUSHMEM_TRANSFORMS": "drop, clip"}).transforms == ["drop", "clip"]
    assert load(environ={"HUSHMEM_DROP_PREFIXES": '["/debug", "/x"]'}).drop_prefixes == ["/debug", "/x"]


@pytest.mark.parametrize(
    "flags, fragment",
    [
        ({"clip_max_chars": 0}, "clip-max-chars"),
        ({"drop_patterns": ["("]}, "invalid regex"),
        ({"log_level": "loud"}, "log-level"),
        ({"no_such_setting": 1}, "no-such-setting"),
    ],
)
def test_invalid_settings_raise_config_error(flags, fragment):
    with pytest.raises(ConfigError, match=fragment):
        load(flags, environ={})


def test_unknown_component_names_are_config_errors_naming_the_builtins():
    from hushmem.models.build import build_summarizer
    from hushmem.scrubbers.build import build_chain

    with pytest.raises(ConfigError, match=r"unknown transform 'nope' \(built-ins: drop, pii, clip"):
        build_chain(load({"transforms": ["drop", "nope"]}, environ={}))
    with pytest.raises(ConfigError, match=r"unknown summarizer 'nope' \(built-ins: hybrid, extract, none"):
        build_summarizer(load({"summarizer": "nope"}, environ={}), None)


def test_missing_or_broken_config_file_is_config_error(tmp_path):
    with pytest.raises(ConfigError, match="not found"):
        load(config_file=tmp_path / "missing.toml", environ={})
    with pytest.raises(ConfigError, match="not valid TOML"):
        load(config_file=write_toml(tmp_path / "bad.toml", "x = = 1"), environ={})


def test_every_setting_is_documented():
    page = SETTINGS_PAGE.read_text()
    missing = [
        name
        for name in Config.model_fields
        if not re.search(rf"`{name}`", page) or config_module.field_env_name(name) not in page
    ]
    assert missing == [], f"settings missing from docs/settings.md's table: {missing}"


def test_the_documented_config_files_load(tmp_path):
    """Each TOML example of the docs is a config file `load` accepts as pasted."""
    pages = SETTINGS_PAGE.parent.glob("*.md")
    examples = [block for page in pages for block in re.findall(r"```toml\n(.*?)```", page.read_text(), re.S)]
    assert examples
    for i, example in enumerate(examples):
        load(config_file=write_toml(tmp_path / f"example{i}.toml", example), environ={})


def test_the_default_scrubs_with_the_daemon_and_a_helper_per_core_up_to_four():
    assert [default_scrub_processes(cores) for cores in (1, 2, 4, 16)] == [1, 3, 5, 5]
