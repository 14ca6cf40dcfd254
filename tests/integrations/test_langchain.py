"""HushmemChatMessageHistory against a real daemon and the real langchain-core: the history
contract as LangChain's in-memory history keeps it, and RunnableWithMessageHistory as users run it."""

from __future__ import annotations

import asyncio

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.runnables.history import RunnableWithMessageHistory

from hushmem.core import errors
from hushmem.integrations.langchain import HushmemChatMessageHistory, HushmemRetriever
from tests.support.turns import FAKE_SUMMARIES, alternates, wait_for_summary

# langchain-core 1.x deprecates RunnableWithMessageHistory (removal in 2.0); its users still run it
deprecated_runnable = pytest.mark.filterwarnings(
    "ignore:RunnableWithMessageHistory is deprecated"
    ":langchain_core._api.deprecation.LangChainDeprecationWarning"
)


def roles(messages) -> list[str]:
    return ["user" if m.type == "human" else "assistant" if m.type == "ai" else m.type for m in messages]


def test_messages_round_trip_with_tool_calls(fast_daemon, uid):
    history = HushmemChatMessageHistory(uid, "s", socket_path=fast_daemon.socket)
    history.add_messages(
        [
            HumanMessage("What's the weather in the office?"),
            AIMessage("", tool_calls=[{"id": "c1", "name": "weather", "args": {"where": "office"}}]),
            ToolMessage("sunny", tool_call_id="c1"),
            AIMessage("It is sunny."),
        ]
    )
    messages = history.messages
    assert [type(m) for m in messages] == [HumanMessage, AIMessage, ToolMessage, AIMessage]
    assert messages[1].tool_calls[0]["name"] == "weather"
    assert messages[2].tool_call_id == "c1" and messages[2].content == "sunny"
    assert asyncio.run(history.aget_messages())[-1].content == "It is sunny."
    history.clear()
    assert history.messages == []


def test_message_ids_round_trip(fast_daemon, uid):
    history = HushmemChatMessageHistory(uid, "s", socket_path=fast_daemon.socket)
    history.add_messages([HumanMessage("hi", id="h-1"), AIMessage("hello", id="run-42")])
    asyncio.run(history.aadd_messages([HumanMessage("again", id="h-2"), AIMessage("yes", id="run-43")]))
    assert [m.id for m in history.messages] == ["h-1", "run-42", "h-2", "run-43"]


def test_what_was_read_can_be_added_back_without_duplicates(fast_daemon, uid):
    """Messages sent without an id come back with the daemon's: RunnableWithMessageHistory adds
    back the part of its input it does not recognize as history, and that must be stored once."""
    history = HushmemChatMessageHistory(uid, "s", socket_path=fast_daemon.socket)
    history.add_messages([HumanMessage("hello"), AIMessage("you said: hello")])
    read = history.messages
    assert all(m.id for m in read)
    history.add_messages([*read, HumanMessage("good bye")])
    assert [m.content for m in history.messages] == ["hello", "you said: hello", "good bye"]


def test_a_retried_message_id_is_stored_once(fast_daemon, uid):
    history = HushmemChatMessageHistory(uid, "s", socket_path=fast_daemon.socket)
    batch = [HumanMessage("hi", id="h-1"), AIMessage("hello", id="run-42")]
    history.add_messages(batch)
    history.add_messages(batch)
    assert [m.content for m in history.messages] == ["hi", "hello"]
    assert {s["reason"] for s in history.last_result["skipped"]} == {"duplicate_id"}


def test_two_human_messages_in_a_row_keep_the_first_and_warn(fast_daemon, uid, caplog):
    history = HushmemChatMessageHistory(uid, "s", socket_path=fast_daemon.socket)
    history.add_messages([HumanMessage("one"), HumanMessage("two")])
    assert history.last_result["skipped"][0]["reason"] == "consecutive_role"
    assert "did not store message 1" in caplog.text
    assert [m.content for m in history.messages] == ["one"]


def test_an_empty_batch_is_a_no_op(fast_daemon, uid):
    history = HushmemChatMessageHistory(uid, "s", socket_path=fast_daemon.socket)
    history.add_messages([])
    asyncio.run(history.aadd_messages([]))
    assert history.last_result is None and history.messages == []


@pytest.mark.parametrize(
    "ids, named",
    [
        (("", "s"), "user_id"),
        (("u", ""), "session_id"),
        (("u", "s/x"), "session_id"),
        (("u", "s", ""), "agent_id"),
    ],
)
def test_a_bad_id_is_refused_when_the_history_is_made(ids, named):
    with pytest.raises(errors.ValidationFailed, match=named):
        HushmemChatMessageHistory(*ids)


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # httpcore, see test_clients
def test_every_method_raises_daemon_unreachable_when_no_daemon_answers(tmp_path):
    history = HushmemChatMessageHistory("u", "s", socket_path=tmp_path / "none.sock")
    calls = [
        lambda: history.messages,
        lambda: history.add_messages([HumanMessage("hi")]),
        history.clear,
        lambda: asyncio.run(history.aget_messages()),
        lambda: asyncio.run(history.aadd_messages([HumanMessage("hi")])),
        lambda: asyncio.run(history.aclear()),
    ]
    for call in calls:
        with pytest.raises(errors.DaemonUnreachable, match="hushmem serve"):
            call()


def test_the_summary_leads_as_a_human_turn_answered_by_the_ai(start_daemon):
    daemon = start_daemon(*FAKE_SUMMARIES)
    history = HushmemChatMessageHistory("u", "s", socket_path=daemon.socket)
    for i in range(3):
        history.add_messages([HumanMessage(f"q{i}"), AIMessage(f"a{i}")])
    wait_for_summary(daemon, "langchain")
    messages = history.messages
    assert messages[0].content.startswith("[Summary]: [q0|a0|q1|a1]")
    assert [m.content for m in messages[2:]] == ["q2", "a2"]
    assert alternates(roles(messages)) and not any(isinstance(m, SystemMessage) for m in messages)


def echo(inputs: dict) -> AIMessage:
    said = [str(m.content) for m in inputs["history"] if isinstance(m, HumanMessage)]
    return AIMessage("you said: " + "\n".join([*said, inputs["input"]]))


def echo_with_history(socket, uid: str) -> RunnableWithMessageHistory:
    """langchain-core's own test set-up: input and history keys, an AIMessage out."""
    return RunnableWithMessageHistory(
        RunnableLambda(echo),
        lambda session_id: HushmemChatMessageHistory(uid, session_id, socket_path=socket),
        input_messages_key="input",
        history_messages_key="history",
    )


@deprecated_runnable
def test_runnable_with_message_history_as_users_run_it(fast_daemon, uid):
    """langchain-core's own scenario, on hushmem."""
    with_history = echo_with_history(fast_daemon.socket, uid)
    config = {"configurable": {"session_id": "4"}}
    assert with_history.invoke({"input": "hello"}, config) == AIMessage("you said: hello")
    assert with_history.invoke({"input": "good bye"}, config) == AIMessage("you said: hello\ngood bye")
    stored = HushmemChatMessageHistory(uid, "4", socket_path=fast_daemon.socket).messages
    assert [(type(m), m.content) for m in stored] == [
        (HumanMessage, "hello"),
        (AIMessage, "you said: hello"),
        (HumanMessage, "good bye"),
        (AIMessage, "you said: hello\ngood bye"),
    ]


@deprecated_runnable
def test_runnable_with_message_history_survives_a_summary_landing_mid_call(start_daemon):
    """Without a history key, the runnable drops as many leading input messages as `.messages`
    holds when the call ends; a summary landing in between shortens that, so part of the history
    is sent back, and must not be stored twice."""
    daemon = start_daemon(*FAKE_SUMMARIES, env={"HUSHMEM_TEST_SUMMARY_DELAY": "1"})
    history = HushmemChatMessageHistory("u", "s", socket_path=daemon.socket)
    landed = []

    def model(messages):
        if len(messages) == 7:  # six unsummarized + the new one: the summary is still on its way
            wait_for_summary(daemon, "langchain")
            landed.append(True)
        return AIMessage(f"seen {len(messages)}")

    with_history = RunnableWithMessageHistory(RunnableLambda(model), lambda session_id: history)
    for i in range(4):
        with_history.invoke([HumanMessage(f"turn {i}")], {"configurable": {"session_id": "s"}})
    with daemon.client() as client:
        stored = [m["content"][0]["text"] for m in client.fetch_all("u", "s")["messages"]]
    assert landed, "the summary landed before the call: the race was not exercised"
    assert stored == ["turn 0", "seen 1", "turn 1", "seen 3", "turn 2", "seen 5", "turn 3", "seen 7"]


@deprecated_runnable
def test_runnable_with_message_history_async(fast_daemon, uid):
    with_history = echo_with_history(fast_daemon.socket, uid)
    config = {"configurable": {"session_id": "5"}}

    async def scenario():
        await with_history.ainvoke({"input": "hello"}, config)
        return await with_history.ainvoke({"input": "good bye"}, config)

    assert asyncio.run(scenario()) == AIMessage("you said: hello\ngood bye")


def test_retriever_returns_documents_with_the_message_ids(fast_daemon, uid):
    history = HushmemChatMessageHistory(uid, "trip", socket_path=fast_daemon.socket)
    history.add_messages(
        [HumanMessage("Book the night train to Vienna", id="m1"), AIMessage("Booked.", id="m2")]
    )
    HushmemChatMessageHistory(uid, "work", socket_path=fast_daemon.socket).add_messages(
        [HumanMessage("The train strike delays the audit", id="m3")]
    )
    retriever = HushmemRetriever(user_id=uid, k=5, socket_path=fast_daemon.socket)
    documents = retriever.invoke("which train to Vienna?")
    assert [d.metadata["id"] for d in documents] == ["m1", "m3"]
    assert documents[0].page_content == "Book the night train to Vienna"
    assert documents[0].metadata["session_id"] == "trip" and documents[0].metadata["agent_id"] == "langchain"
    assert documents[0].metadata["scores"]["keyword"] > documents[1].metadata["scores"]["keyword"]
    only_work = HushmemRetriever(user_id=uid, session_id="work", socket_path=fast_daemon.socket)
    assert [d.metadata["id"] for d in asyncio.run(only_work.ainvoke("train"))] == ["m3"]
