"""Builds the configured summarizer, its resolver and its model worker from the Config; the built-in
summarizers are registered here by name, next to their builders."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hushmem.core.config import Config
from hushmem.core.errors import ConfigError
from hushmem.core.plugins import build_component
from hushmem.models.backends import ServerModel, worker_complete
from hushmem.models.llm import ModelSettings, bundled_model_path
from hushmem.models.resolvers import ModelResolver, Resolver, TimeOrder
from hushmem.models.structured import StructuredSummarizer
from hushmem.models.summarizer import HybridSummarizer, NotesSummarizer, Summarizer
from hushmem.models.worker import ModelWorker


@dataclass(frozen=True)
class BuiltinSummarizer:
    build: Callable[[ModelWorker | None, Resolver], Summarizer | None]
    needs_model: bool


BUILTIN_SUMMARIZERS: dict[str, BuiltinSummarizer] = {
    "hybrid": BuiltinSummarizer(
        lambda worker, resolver: HybridSummarizer(worker, resolver), needs_model=True
    ),
    "extract": BuiltinSummarizer(lambda worker, resolver: NotesSummarizer(resolver), needs_model=False),
    "none": BuiltinSummarizer(lambda worker, resolver: None, needs_model=False),
    "structured": BuiltinSummarizer(
        lambda worker, resolver: StructuredSummarizer(worker, resolver), needs_model=True
    ),
}


def model_settings(config: Config) -> ModelSettings:
    path = config.model_path or bundled_model_path()
    if path is None:
        raise ConfigError(
            "no GGUF model: set model_path, install the bundled one (make install), or use"
            " summarizer = extract"
        )
    if not path.is_file():
        raise ConfigError(f"model_path is not a file: {path}")
    return ModelSettings(str(path), config.n_ctx, config.n_threads, config.n_gpu_layers)


def build_worker(config: Config) -> ModelWorker | None:
    builtin = BUILTIN_SUMMARIZERS.get(config.summarizer)
    local_resolver = config.resolver == "model" and config.model_url is None
    if not (builtin and builtin.needs_model) and not config.trigger_tokens and not local_resolver:
        return None
    return ModelWorker(model_settings(config), config.model_idle_exit)


def build_resolver(config: Config, worker: ModelWorker | None) -> Resolver:
    if config.resolver == "none":
        return TimeOrder()
    if config.model_url is not None:
        return ModelResolver(ServerModel(config.model_url, config.model_name))
    assert worker is not None, "build_worker makes a worker for a local resolver"
    return ModelResolver(worker_complete(worker))


def build_summarizer(config: Config, worker: ModelWorker | None) -> Summarizer | None:
    resolver = build_resolver(config, worker)
    builders: dict[str, Callable[[Config], Summarizer | None]] = {
        name: (lambda _config, builtin=builtin: builtin.build(worker, resolver))
        for name, builtin in BUILTIN_SUMMARIZERS.items()
    }
    return build_component(config.summarizer, config, Summarizer, "summarizer", builders)  # type: ignore[arg-type]
