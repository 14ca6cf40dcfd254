"""The one typed `Config` and its single precedence: flag > env (HUSHMEM_*) > TOML file > default.

Every field here is automatically a kebab-case `hushmem serve` flag and a `HUSHMEM_<NAME>` env var;
`load()` merges the sources, validates once, and resolves the default paths.
"""

from __future__ import annotations

import ipaddress
import json
import os
import re
import tomllib
import typing
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from hushmem.core import paths
from hushmem.core.errors import ConfigError
from hushmem.core.schema import describe_problems

ENV_PREFIX = "HUSHMEM_"

DEFAULT_PII_ENTITIES = [
    "PERSON",
    "LOCATION",
    "STREET_ADDRESS",
    "EMAIL_ADDRESS",
    "PHONE_NUMBER",
    "CREDIT_CARD",
    "IBAN_CODE",
    "US_SSN",
    "IP_ADDRESS",
]


class PatternSpec(BaseModel):
    """A user-defined regex recognizer: matches become `<NAME_n>` placeholders."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(pattern=r"^[A-Z][A-Z0-9_]*$", description="entity name, e.g. EMPLOYEE_ID")
    pattern: str = Field(description="Python regular expression")
    score: float = Field(default=0.85, ge=0.0, le=1.0)

    @field_validator("pattern")
    @classmethod
    def _compilable(cls, value: str) -> str:
        try:
            re.compile(value)
        except re.error as exc:
            raise ValueError(f"invalid regex: {exc}") from None
        return value


class Config(BaseModel):
    """Every hushmem setting, with its default."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    # --- where things live
    socket: Path | None = Field(
        None, description="Unix socket path (default: $XDG_RUNTIME_DIR/hushmem/hushmem.sock)"
    )
    data_dir: Path | None = Field(
        None, description="folder for the database and secrets (default: $XDG_DATA_HOME/hushmem)"
    )
    log_level: Literal["debug", "info", "warning", "error"] = Field(
        "info", description="log verbosity on stderr (message text is never logged)"
    )

    # --- the HTTP API
    max_body_bytes: int = Field(1_048_576, gt=0, description="largest request body accepted (413 above)")
    max_batch_messages: int = Field(1000, gt=0, description="most messages in one save request")

    # --- the transform chain
    transforms: list[str] = Field(
        default_factory=lambda: ["drop", "pii", "clip"],
        description="transforms run on every message before storage, in order: pii, clip, drop,"
        " or your own as `module:factory` (a callable taking the Config, returning a Transform)",
    )
    clip_max_chars: int = Field(4000, gt=0, description="`clip`: most characters kept per text part")
    drop_prefixes: list[str] = Field(
        default_factory=list, description="`drop`: messages whose text starts with one are not stored"
    )
    drop_patterns: list[str] = Field(
        default_factory=list, description="`drop`: messages whose text matches a regex are not stored"
    )
    scrub_tool_payloads: bool = Field(
        True, description="also scrub string values inside tool_call / tool_result parts"
    )
    pii_entities: list[str] = Field(
        default_factory=lambda: list(DEFAULT_PII_ENTITIES),
        description="entity types replaced by placeholders (add DATE_TIME to scrub dates too)",
    )
    pii_score_threshold: float = Field(
        0.5, ge=0.0, le=1.0, description="lowest recognizer score that is scrubbed"
    )
    custom_patterns: list[PatternSpec] = Field(
        default_factory=list, description="extra regex recognizers: [{name, pattern, score}]"
    )
    spacy_model: str = Field(
        "en_core_web_sm",
        description="installed spaCy package name or model folder path: tokens and general NER",
    )
    ner_model: str = Field(
        "bundled",
        description="chat NER for people, places and streets: bundled (ours), a model folder path, or none",
    )
    pii_general_ner: bool = Field(
        False,
        description="also run the spacy_model's own NER for more candidate people and places (~2 ms"
        " more per message; on real posts as many names saved as posts altered: docs/privacy-measured.md)",
    )
    pii_name_threshold: float = Field(
        0.45,
        ge=0.0,
        le=1.0,
        description="the learned decision's threshold for people and places: lower leaves fewer names"
        " and alters more ordinary words (the measured trade-off: docs/privacy-measured.md)",
    )
    scrub_processes: int = Field(
        default_factory=lambda: default_scrub_processes(os.cpu_count() or 1),
        ge=1,
        le=16,
        description="processes that scrub (1: all on the daemon's scrub thread; more: helpers forked"
        " from it share each batch's analysis; default: the daemon and one helper per core, at most"
        " 4 helpers, or 1 on a one-core machine)",
    )
    scrub_helper_timeout: float = Field(
        30.0,
        gt=0,
        description="seconds a scrubbing helper may take over one batch; then its saves fail (503,"
        " nothing stored) and it is forked again",
    )
    scrubber_ready_timeout: float = Field(
        60.0, gt=0, description="seconds a save waits for the scrubber to finish loading"
    )
    max_pending_seconds: float = Field(
        5.0,
        gt=0,
        description="saves queued beyond this many seconds of scrubbing are refused at once"
        " (503 `overloaded` + Retry-After); reads are never refused",
    )

    @field_validator("drop_patterns")
    @classmethod
    def _compilable(cls, value: list[str]) -> list[str]:
        for pattern in value:
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(f"invalid regex {pattern!r}: {exc}") from None
        return value

    # --- the service
    allowed_uids: list[int] = Field(
        default_factory=list, description="uids besides the daemon's own that may connect"
    )
    idle_exit: float | None = Field(
        None, gt=0, description="when socket-activated, exit after this many idle seconds"
    )
    retention_days: float | None = Field(
        None, gt=0, description="forget sessions with no new message for this many days"
    )
    shutdown_timeout: float = Field(
        10.0, gt=0, description="seconds to finish in-flight work on SIGTERM/SIGINT"
    )

    # --- search
    embedder: str = Field(
        "minilm",
        description="search by meaning: minilm (the bundled all-MiniLM-L6-v2, int8 ONNX), none (keyword"
        " search only), or your own as `module:factory` (a callable taking the Config, returning an"
        " Embedder)",
    )
    embed_threads: int = Field(1, ge=1, le=16, description="CPU threads the embedder may use")
    embed_context: bool = Field(
        True,
        description="embed each message together with the one before it in its session (changing"
        " this embeds every message again, in the background)",
    )
    search_names: bool = Field(
        False,
        description="a name in a search query also finds the placeholder a session replaced it by"
        " (matched by the session's keyed digests; nothing is stored). Off: on LoCoMo, whose questions"
        " name the speakers, it lowered recall (bench.quality.recall)",
    )

    # --- summarization
    summarizer: str = Field(
        "hybrid",
        description="hybrid (the dated notes + a short topic label the model makes of their words),"
        " structured (the model writes the whole summary under headings, checked; for a bigger"
        " model_path), extract (notes, no model), none,"
        " or your own as `module:factory` (a callable taking the Config, returning a Summarizer)",
    )
    trigger_at: int = Field(20, gt=0, description="summarize when unsummarized messages exceed 2 x this")
    keep_last: int = Field(2, ge=0, description="message pairs always kept verbatim after the summary")
    trigger_tokens: int | None = Field(
        None, gt=0, description="also summarize when unsummarized text exceeds this many model tokens"
    )
    model_path: Path | None = Field(
        None, description="GGUF model file (default: the bundled SmolLM2-135M-Instruct Q4_1)"
    )
    n_ctx: int = Field(2048, gt=0, description="model context size in tokens")
    n_threads: int | None = Field(None, gt=0, description="model CPU threads (default: all cores)")
    n_gpu_layers: int = Field(0, ge=-1, description="layers offloaded to Metal/CUDA (-1: all)")
    model_idle_exit: float = Field(
        300.0, gt=0, description="seconds without work before the model process exits"
    )
    resolver: Literal["none", "model"] = Field(
        "none",
        description="what a new note does to the notes kept: none (every note added; a later note overrides"
        " an earlier one by time order) or model (a capable model decides ADD/UPDATE/DELETE/NONE, checked)",
    )
    model_url: str | None = Field(
        None,
        description="an OpenAI-compatible server for resolver = model (llama-server, Ollama, LM Studio):"
        " `unix:/path/to.sock` or a loopback http address only (default: the model_path GGUF)",
    )
    model_name: str | None = Field(
        None, description="the model a model_url server runs it with (Ollama and LM Studio need one)"
    )

    @field_validator("model_url")
    @classmethod
    def _loopback_or_unix_socket(cls, value: str | None) -> str | None:
        if value is None or local_url(value):
            return value
        raise ValueError(
            "must be a loopback address or a Unix socket (loopback or Unix socket only: no text leaves"
            " the machine), e.g. http://127.0.0.1:8080/v1 or unix:/run/user/1000/llama.sock"
        )

    def resolved(self) -> Config:
        """A copy with the default paths filled in."""
        updates: dict[str, Any] = {}
        if self.socket is None:
            updates["socket"] = paths.default_socket_path()
        if self.data_dir is None:
            updates["data_dir"] = paths.default_data_dir()
        return self.model_copy(update=updates)

    @property
    def database_path(self) -> Path:
        assert self.data_dir is not None, "call resolved() first"
        return self.data_dir / "hushmem.db"


def default_scrub_processes(cores: int) -> int:
    """The daemon and a helper per core (at most 4): the helpers do a batch's analysis, most of a save's
    CPU since the name classifier, while the daemon serves HTTP and commits (the measurement:
    docs/architecture.md#how-a-save-uses-a-second-core)."""
    return 1 if cores <= 1 else min(cores, 4) + 1


def local_url(url: str) -> bool:
    """Whether `url` names a Unix socket (`unix:/path`) or an http(s) server on a loopback address."""
    if url.startswith("unix:"):
        return len(url) > len("unix:")
    try:
        parts = urlsplit(url)
        host = parts.hostname
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or not host:
        return False
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def field_env_name(name: str) -> str:
    return ENV_PREFIX + name.upper()


def field_flag_name(name: str) -> str:
    return "--" + name.replace("_", "-")


def is_list_field(name: str) -> bool:
    return typing.get_origin(Config.model_fields[name].annotation) is list


def _from_env(environ: typing.Mapping[str, str]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for name in Config.model_fields:
        raw = environ.get(field_env_name(name))
        if raw is None:
            continue
        if is_list_field(name):
            values[name] = parse_list(raw, field_env_name(name))
        else:
            values[name] = raw
    return values


def parse_list(raw: str, source: str) -> list[Any]:
    """A JSON list, or comma-separated strings."""
    raw = raw.strip()
    if raw.startswith("["):
        try:
            parsed = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{source}: not a valid JSON list ({exc.msg})") from None
        return parsed
    return [item.strip() for item in raw.split(",") if item.strip()]


def _from_file(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except FileNotFoundError:
        raise ConfigError(f"config file not found: {path}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"config file {path} is not valid TOML: {exc}") from None
    except OSError as exc:
        raise ConfigError(f"cannot read config file {path}: {exc.strerror}") from None
    # accept kebab-case keys too, as they appear on the command line
    return {key.replace("-", "_"): value for key, value in data.items()}


def load(
    flags: dict[str, Any] | None = None,
    config_file: Path | None = None,
    environ: typing.Mapping[str, str] | None = None,
) -> Config:
    """Merge default < TOML file < env < flags, validate, and resolve default paths."""
    environ = os.environ if environ is None else environ
    if config_file is None and environ.get(ENV_PREFIX + "CONFIG"):
        config_file = Path(environ[ENV_PREFIX + "CONFIG"])
    if config_file is None:
        candidate = paths.default_config_file()
        config_file = candidate if candidate.is_file() else None
    merged: dict[str, Any] = {}
    if config_file is not None:
        merged.update(_from_file(config_file))
    merged.update(_from_env(environ))
    merged.update({k: v for k, v in (flags or {}).items() if v is not None})
    try:
        return Config(**merged).resolved()
    except ValidationError as exc:
        raise ConfigError(_describe(exc)) from None
    except TypeError as exc:
        raise ConfigError(str(exc)) from None


def _describe(exc: ValidationError) -> str:
    problems = describe_problems(exc.errors(), "config", None, spell=lambda where: where.replace("_", "-"))
    return "invalid configuration: " + problems
