"""What the framework adapters cost a turn: Agent Squad's orchestrator storage calls and LangChain's
RunnableWithMessageHistory reads and writes, through a real daemon (light chain: the adapters'
share, not the scrubber's). `python -m bench.perf.adapters` prints the table alone."""

from __future__ import annotations

import asyncio
import logging
import statistics
import time

from bench.lib.harness import percentile, print_pairs, running_daemon

HISTORY = 200  # messages already in the slot, as in a long conversation


async def _agent_squad_turns(storage, turns: int) -> list[float]:
    """One orchestrator turn: classify (fetch_all_chats), dispatch (fetch_chat), save both sides."""
    from agent_squad.types import ConversationMessage

    timings = []
    for i in range(turns):
        started = time.perf_counter()
        await storage.fetch_all_chats("bench", "as")
        await storage.fetch_chat("bench", "as", "agent")
        for role, text in (("user", f"q{i}"), ("assistant", f"a{i}")):
            message = ConversationMessage(role, [{"text": text}])
            await storage.save_chat_message("bench", "as", "agent", message, 100)
        timings.append(time.perf_counter() - started)
    return timings


def _langchain_turns(history, turns: int) -> list[float]:
    """One RunnableWithMessageHistory turn with a history key: read once, add the pair."""
    from langchain_core.messages import AIMessage, HumanMessage

    timings = []
    for i in range(turns):
        started = time.perf_counter()
        history.messages  # noqa: B018 - the read is what is measured
        history.add_messages([HumanMessage(f"q{i}"), AIMessage(f"a{i}")])
        timings.append(time.perf_counter() - started)
    return timings


def measure(turns: int = 200) -> dict:
    from hushmem.integrations.agent_squad import HushmemChatStorage
    from hushmem.integrations.langchain import HushmemChatMessageHistory

    # importing Agent Squad sets the root logger to INFO: httpx would print a line for every request
    logging.getLogger("httpx").setLevel(logging.WARNING)

    with running_daemon("--transforms", '["clip"]', "--summarizer", "none") as d:
        with d.client() as client:
            filler = [
                {"role": "user" if i % 2 == 0 else "assistant", "content": f"m{i}"} for i in range(HISTORY)
            ]
            client.save("bench", "as", "agent", filler)
            client.save("bench", "lc", "langchain", filler)
        squad = asyncio.run(_agent_squad_turns(HushmemChatStorage(d.socket), turns))
        chain = _langchain_turns(HushmemChatMessageHistory("bench", "lc", socket_path=d.socket), turns)
    return {
        "history_messages": HISTORY,
        "agent_squad_turn_p50_ms": round(statistics.median(squad) * 1000, 2),
        "agent_squad_turn_p99_ms": round(percentile(squad, 99) * 1000, 2),
        "langchain_turn_p50_ms": round(statistics.median(chain) * 1000, 2),
        "langchain_turn_p99_ms": round(percentile(chain, 99) * 1000, 2),
    }


if __name__ == "__main__":
    print("## framework adapters, storage cost of one turn")
    print_pairs(measure(), indent="  ")
