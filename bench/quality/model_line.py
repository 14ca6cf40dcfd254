"""What the bundled 135M model may write above the notes, measured on conversations we did not write
(DialogSum dev, whole dialogue folded): its one-sentence account (the old hybrid's question) against the
topic label it writes now, in one run.

    python -m bench.quality.model_line [--limit 40] [--show]

For each dialogue: the notes (models/extract.py), then the model asked for (a) one sentence on what the
user is doing, from the notes, and (b) a topic label from them. A sentence "adds to the notes" when it has
a content word or a number the notes do not have: a proxy, not a judgement (a line made only of the notes'
words can still join two facts into a claim, FINDINGS.md, and a new word need not be a new claim); `--show`
prints the sentences beside their notes to be read.
A label stands only when every word of it is a word of the notes (models/gist.py clean_label), so it
cannot add; the figure is how often it stands (the topics line stands in otherwise).
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys

from bench.lib.harness import default_model_worker
from bench.quality.summary import dialogsum_messages, dialogsum_rows, folds_at_trigger
from hushmem.models import prompts
from hushmem.models.gist import clean_label, label_grammar
from hushmem.models.notes import NUMBER, current, words
from hushmem.models.summarizer import NotesSummarizer

OLD_QUESTION = "In one short sentence, using words from the notes, say what the user is doing or planning."
FRAME = {"user", "assistant", "conversation", "note", "planning", "plan", "doing"}


def sentence_messages(notes: list[str]) -> list[dict]:
    body = "\n".join(notes)
    return [
        {"role": "system", "content": prompts.SYSTEM},
        {"role": "user", "content": f"Here are notes from a conversation:\n{body}\n\n{OLD_QUESTION}"},
    ]


def first_sentence(text: str) -> str:
    return re.split(r"(?<=[.!?])\s", " ".join(text.split()), maxsplit=1)[0]


def adds(line: str, notes: str) -> bool:
    """Whether `line` has a content word or a number that `notes` do not."""
    new_words = words(line) - words(notes) - FRAME
    return bool(new_words) or bool(set(NUMBER.findall(line)) - set(NUMBER.findall(notes)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--limit", type=int, default=40, help="the first N dialogues of DialogSum dev")
    parser.add_argument("--show", action="store_true", help="print each sentence and label beside its notes")
    args = parser.parse_args(argv)
    dialogues = [dialogsum_messages(row) for row in dialogsum_rows("dev", args.limit)]
    dialogues = [d for d in dialogues if folds_at_trigger(d)]
    added = labelled = with_notes = 0
    seconds: list[float] = []
    with default_model_worker() as worker:
        for messages in dialogues:
            notes = [n.text for n in current(NotesSummarizer().summarize(None, messages).notes)]
            if not notes:
                continue
            with_notes += 1
            body = "\n".join(notes)
            said = worker.call("chat", messages=sentence_messages(notes), max_tokens=60)
            label = worker.call("chat", messages=prompts.label_messages(notes), max_tokens=16,
                                grammar=label_grammar(body))  # fmt: skip
            seconds.append(label["seconds"])
            sentence = first_sentence(said["text"])
            added += adds(sentence, body)
            kept = clean_label(label["text"], body)
            labelled += bool(kept)
            if args.show:
                print(f"--- notes:\n{body}\n  sentence: {sentence}", flush=True)
                print(f"  label: {label['text'].strip()!r} -> {kept!r}", flush=True)
    n = max(1, with_notes)
    print(f"DialogSum dev, first {args.limit} dialogues, {with_notes} with notes:")
    print(f"  one-sentence account: adds a word or number the notes lack in {added}/{with_notes} "
          f"({100 * added / n:.0f} %; a proxy: read them with --show)")  # fmt: skip
    print(f"  topic label: made of the notes' words (kept) in {labelled}/{with_notes} "
          f"({100 * labelled / n:.0f} %), adds nothing by construction; "
          f"{statistics.median(seconds or [0]):.2f} s a label (median)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
