"""Builds the configured summarizer (and its model worker) from the Config."""

from __future__ import annotations

from daemon.config import Config
from daemon.errors import ConfigError
from daemon.plugins import load_factory
from models.llm import ModelSettings, bundled_model_path
from models.summarizer import HybridSummarizer, ModelFreeSummarizer, Summarizer
from models.worker import ModelWorker


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
    if config.summarizer != "hybrid" and not config.trigger_tokens:
        return None
    return ModelWorker(model_settings(config), config.model_idle_exit)


def build_summarizer(config: Config, worker: ModelWorker | None) -> Summarizer | None:
    if config.summarizer == "none":
        return None
    if config.summarizer == "extract":
        return ModelFreeSummarizer()
    if config.summarizer == "hybrid":
        return HybridSummarizer(worker)
    return load_factory(config.summarizer, config, Summarizer, "summarizer")
