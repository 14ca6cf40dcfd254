"""Builds the configured summarizer (and its model worker) from the Config; the built-in
summarizers are registered here by name, next to their builders."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hushmem.core.config import Config
from hushmem.core.errors import ConfigError
from hushmem.core.plugins import build_component
from hushmem.models.llm import ModelSettings, bundled_model_path
from hushmem.models.structured import StructuredSummarizer
from hushmem.models.summarizer import HybridSummarizer, ModelFreeSummarizer, Summarizer
from hushmem.models.worker import ModelWorker


@dataclass(frozen=True)
class BuiltinSummarizer:
    build: Callable[[ModelWorker | None], Summarizer | None]
    needs_model: bool


BUILTIN_SUMMARIZERS: dict[str, BuiltinSummarizer] = {
    "hybrid": BuiltinSummarizer(lambda worker: HybridSummarizer(worker), needs_model=True),
    "extract": BuiltinSummarizer(lambda worker: ModelFreeSummarizer(), needs_model=False),
    "none": BuiltinSummarizer(lambda worker: None, needs_model=False),
    "structured": BuiltinSummarizer(lambda worker: StructuredSummarizer(worker), needs_model=True),
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
    if not (builtin and builtin.needs_model) and not config.trigger_tokens:
        return None
    return ModelWorker(model_settings(config), config.model_idle_exit)


def build_summarizer(config: Config, worker: ModelWorker | None) -> Summarizer | None:
    builders: dict[str, Callable[[Config], Summarizer | None]] = {
        name: (lambda _config, builtin=builtin: builtin.build(worker))
        for name, builtin in BUILTIN_SUMMARIZERS.items()
    }
    return build_component(config.summarizer, config, Summarizer, "summarizer", builders)  # type: ignore[arg-type]
