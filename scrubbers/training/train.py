"""Rebuilds the chat NER shipped in `scrubbers/ner_model/` with spaCy's own recipe: the corpora as
DocBins (real labelled posts, our synthetic structure), then `spacy train` on `config.cfg`.
`python -m hushmem.scrubbers.training.train --corpus ../shared/data/ner` (or `make ner-model`)."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time
from pathlib import Path

import spacy
from spacy.cli.train import train as spacy_train
from spacy.tokens import DocBin

from hushmem.scrubbers.training import corpus, structure

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "ner_model"
CONFIG = HERE / "config.cfg"
TRAIN_LABELS = frozenset({"PERSON", "LOCATION", "ORG"})
DEV_LABELS = frozenset({"PERSON", "LOCATION"})  # ORG left missing: the scrubber ignores it


def build_corpora(
    folder: Path, work: Path, synthetic: int, prose: int, seed: int, with_org: bool = True
) -> dict:
    """train.spacy (real posts, synthetic structure, technical prose) and dev.spacy (real posts)."""
    nlp = spacy.blank("en")  # the same English tokenizer rules as the scrubber's pipeline
    labels = TRAIN_LABELS if with_org else TRAIN_LABELS - {"ORG"}
    train = DocBin(docs=(corpus.to_doc(nlp, s, labels) for _, s in corpus.sentences(folder, "train")))
    real = len(train)
    for doc in structure.docs(nlp, seed, synthetic):
        train.add(doc)
    for doc in structure.prose_docs(nlp, prose):
        train.add(doc)
    dev = DocBin(
        docs=(corpus.to_doc(nlp, s, DEV_LABELS, {"ORG"}) for _, s in corpus.sentences(folder, "dev"))
    )
    work.mkdir(parents=True, exist_ok=True)
    train.to_disk(work / "train.spacy")
    dev.to_disk(work / "dev.spacy")
    return {"real": real, "synthetic+prose": len(train) - real, "dev": len(dev)}


def train(folder: Path, out: Path, config: Path, work: Path, sizes: dict, seed: int, overrides: dict) -> None:
    started = time.monotonic()
    with_org = overrides.pop("with_org", True)
    counts = build_corpora(folder, work, sizes["synthetic"], sizes["prose"], seed, with_org)
    print(f"corpora: {counts} ({time.monotonic() - started:.0f} s)", flush=True)
    spacy_train(
        config,
        work / "output",
        overrides={
            "paths.train": str(work / "train.spacy"),
            "paths.dev": str(work / "dev.spacy"),
            "system.seed": seed,
            **overrides,
        },
    )
    best = work / "output" / "model-best"
    meta = json.loads((best / "meta.json").read_text())
    meta.update(
        name="hushmem_chat_ner",
        version="0.2.0",
        description="The chat NER: trained on the Broad Twitter Corpus (CC BY 4.0) and synthetic structure",
        sources=[
            {
                "name": "Broad Twitter Corpus",
                "author": "Derczynski, Bontcheva, Roberts (COLING 2016)",
                "url": "https://github.com/GateNLP/broad_twitter_corpus",
                "license": "CC BY 4.0",
            },
            {
                "name": "WNUT-17 (dev split, model selection only)",
                "author": "Derczynski, Nichols, van Erp, Limsopatham (W-NUT 2017)",
                "url": "https://github.com/leondz/emerging_entities_17",
                "license": "CC BY 4.0",
            },
        ],  # fmt: skip
        hushmem_training={
            "seed": seed,
            **sizes,
            **counts,
            "org": with_org,
            "config": config.name,
            "seconds": round(time.monotonic() - started),
        },  # fmt: skip
    )
    (best / "meta.json").write_text(json.dumps(meta, indent=2))
    config_saved = spacy.util.load_config(best / "config.cfg", interpolate=False)
    config_saved["paths"].update(train=None, dev=None)  # not this machine's build folder
    config_saved.to_disk(best / "config.cfg")
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(best, out)
    print(f"saved {out} ({time.monotonic() - started:.0f} s)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--corpus", type=Path, default=Path("../shared/data/ner"))
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--config", type=Path, default=CONFIG)
    parser.add_argument("--work", type=Path, default=Path("build/ner"), help="DocBins and checkpoints")
    parser.add_argument("--synthetic", type=int, default=3000, help="synthetic structure examples")
    parser.add_argument("--prose", type=int, default=2000, help="technical prose sentences, nothing labelled")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-org", action="store_true", help="ORG names as outside (experiment)")
    parser.add_argument("--set", nargs=2, action="append", default=[], metavar=("KEY", "VALUE"),
                        help="a config override, e.g. --set training.max_steps 2000")  # fmt: skip
    args = parser.parse_args(argv)
    if absent := corpus.missing(args.corpus):
        sys.exit(f"Error: {', '.join(absent)} not in {args.corpus}. Get them from {corpus.WHERE}")
    if os.environ.get("PYTHONHASHSEED") != "0":
        # Faker and set iteration order follow Python's string hashing: pin it, or the synthetic
        # part differs from run to run
        rest = sys.argv[1:] if argv is None else argv
        os.execve(
            sys.executable,
            [sys.executable, "-m", __spec__.name, *rest],
            {**os.environ, "PYTHONHASHSEED": "0"},
        )
    overrides = {key: _value(value) for key, value in args.set}
    if args.no_org:
        overrides["with_org"] = False
    sizes = {"synthetic": args.synthetic, "prose": args.prose}
    train(args.corpus, args.out, args.config, args.work, sizes, args.seed, overrides)


def _value(text: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


if __name__ == "__main__":
    main()
