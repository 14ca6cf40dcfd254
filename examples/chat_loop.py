"""A minimal local chat loop with hushmem as its memory; replies come from the bundled GGUF model
too, so nothing needs a network. Start the daemon first (`make serve`), then:

    .venv/bin/python examples/chat_loop.py --user alice --session demo

Each turn: save what you typed (hushmem scrubs it), fetch the memory (summary + recent turns),
answer from it with the local model, save the answer. Type /quit to stop.
"""

from __future__ import annotations

import argparse
import sys

import llama_cpp

from hushmem.daemon.client import Client, text_message
from hushmem.models.llm import bundled_model_path

SYSTEM = "You are a helpful, brief assistant. Use the conversation so far."


def as_chat(memory: dict) -> list[dict]:
    """hushmem's flat view (summary first) as llama.cpp chat messages."""
    chat = [{"role": "system", "content": SYSTEM}]
    for message in memory["messages"]:
        text = " ".join(p.get("text", "") for p in message["content"] if "text" in p)
        chat.append({"role": "user" if message["role"] == "user" else "assistant", "content": text})
    return chat


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--user", default="me")
    parser.add_argument("--session", default="chat")
    parser.add_argument("--socket", help="daemon socket (default: the daemon's default)")
    parser.add_argument("--max-tokens", type=int, default=80)
    args = parser.parse_args(argv)
    model = llama_cpp.Llama(model_path=str(bundled_model_path()), n_ctx=2048, verbose=False)
    with Client(args.socket) as memory:
        for line in sys.stdin:
            text = line.strip()
            if not text:
                continue
            if text == "/quit":
                break
            memory.save(args.user, args.session, "chat-loop", [text_message("user", text)])
            context = memory.fetch(args.user, args.session, "chat-loop", max_history_size=12, view="flat")
            out = model.create_chat_completion(
                messages=as_chat(context), max_tokens=args.max_tokens, temperature=0.3
            )
            reply = (out["choices"][0]["message"]["content"] or "").strip() or "(no answer)"
            memory.save(args.user, args.session, "chat-loop", [text_message("assistant", reply)])
            print(f"assistant: {reply}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
