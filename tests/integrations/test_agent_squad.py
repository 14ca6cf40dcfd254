"""HushmemChatStorage against a real daemon and the real agent-squad package: the ChatStorage
contract as Agent Squad's own stores keep it, and a real AgentSquad.route_request end to end."""

from __future__ import annotations

import asyncio
import logging

import pytest
from agent_squad.agents import Agent, AgentOptions
from agent_squad.classifiers import Classifier, ClassifierResult
from agent_squad.orchestrator import AgentSquad
from agent_squad.types import AgentSquadConfig, ConversationMessage, ParticipantRole, TimestampedMessage

from hushmem.core import errors
from hushmem.integrations.agent_squad import DEFAULT_WINDOW, HushmemChatStorage
from tests.support.turns import FAKE_SUMMARIES, alternates, wait_for_summary


def run(coroutine):
    return asyncio.run(coroutine)


def texts(messages: list[ConversationMessage]) -> list[str]:
    return [m.content[0]["text"] for m in messages]


def roles(messages: list[ConversationMessage]) -> list[str]:
    return [m.role for m in messages]


def user(text: str) -> ConversationMessage:
    return ConversationMessage(role=ParticipantRole.USER.value, content=[{"text": text}])


def assistant(text: str) -> ConversationMessage:
    return ConversationMessage(role=ParticipantRole.ASSISTANT.value, content=[{"text": text}])


@pytest.fixture
def storage(fast_daemon) -> HushmemChatStorage:
    return HushmemChatStorage(fast_daemon.socket)


# --- 1. content given as a plain string ---------------------------------------------------------


def test_a_plain_string_content_is_stored_whole(storage, uid):
    saved = run(storage.save_chat_message(uid, "s", "a", ConversationMessage("user", "Hello")))
    assert [m.content for m in saved] == [[{"text": "Hello"}]]
    assert run(storage.fetch_chat(uid, "s", "a"))[0].content == [{"text": "Hello"}]


def test_bare_string_parts_become_text_parts(storage, uid):
    saved = run(storage.save_chat_message(uid, "s", "a", ConversationMessage("user", ["Hello", "again"])))
    assert saved[0].content == [{"text": "Hello"}, {"text": "again"}]


# --- 2. saves return the conversation, as Agent Squad's stores do --------------------------------


def test_save_chat_message_returns_the_conversation(storage, uid):
    first = run(storage.save_chat_message(uid, "s", "a", user("Hello")))
    second = run(storage.save_chat_message(uid, "s", "a", assistant("Hi there")))
    assert all(isinstance(m, ConversationMessage) for m in first + second)
    assert (texts(first), texts(second)) == (["Hello"], ["Hello", "Hi there"])
    assert roles(second) == ["user", "assistant"]


def test_save_chat_messages_returns_the_conversation_trimmed_to_its_window(storage, uid):
    batch = [TimestampedMessage("user" if i % 2 == 0 else "assistant", [{"text": f"m{i}"}]) for i in range(6)]
    saved = run(storage.save_chat_messages(uid, "s", "a", batch, max_history_size=4))
    assert texts(saved) == ["m2", "m3", "m4", "m5"]


def test_a_same_role_repeat_is_skipped_and_the_conversation_returned_unchanged(storage, uid, caplog):
    run(storage.save_chat_message(uid, "s", "a", user("Hello")))
    with caplog.at_level(logging.INFO, "hushmem.agent_squad"):
        again = run(storage.save_chat_message(uid, "s", "a", user("Hello again")))
    assert texts(again) == ["Hello"]
    assert storage.last_result["skipped"] == [{"index": 0, "id": None, "reason": "consecutive_role"}]
    assert "message 0 not stored: consecutive_role" in caplog.text


# --- 3. an empty batch ----------------------------------------------------------------------------


def test_an_empty_batch_is_a_no_op_that_returns_the_conversation(storage, uid, caplog):
    assert run(storage.save_chat_messages(uid, "s", "a", [])) == []
    run(storage.save_chat_message(uid, "s", "a", user("Hello")))
    with caplog.at_level(logging.DEBUG):
        after = run(storage.save_chat_messages(uid, "s", "a", []))
    assert texts(after) == ["Hello"]
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


# --- 4. ids that cannot be a path segment ------------------------------------------------------


@pytest.mark.parametrize(
    "ids, named",
    [(("", "s", "a"), "user_id"), (("u", "", "a"), "session_id"), (("u", "s", ""), "agent_id"),
     (("u", "s/x", "a"), "session_id"), (("u", "s", "a/../b"), "agent_id")],
)  # fmt: skip
def test_a_bad_id_is_a_validation_error_naming_it(storage, ids, named):
    for call in (
        storage.save_chat_message(*ids, user("Hello")),
        storage.save_chat_messages(*ids, [user("Hello")]),
        storage.fetch_chat(*ids),
    ):
        with pytest.raises(errors.ValidationFailed, match=named):
            run(call)
    if named != "agent_id":
        with pytest.raises(errors.ValidationFailed, match=named):
            run(storage.fetch_all_chats(*ids[:2]))


# --- 5. a dead daemon ---------------------------------------------------------------------------


# httpcore leaves its socket unclosed when a Unix-socket connect is refused (a ResourceWarning)
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_every_method_raises_daemon_unreachable_when_no_daemon_answers(tmp_path):
    storage = HushmemChatStorage(tmp_path / "none.sock")
    for call in (
        storage.save_chat_message("u", "s", "a", user("Hello")),
        storage.save_chat_messages("u", "s", "a", [user("Hello")]),
        storage.save_chat_messages("u", "s", "a", []),
        storage.fetch_chat("u", "s", "a"),
        storage.fetch_all_chats("u", "s"),
    ):
        with pytest.raises(errors.DaemonUnreachable, match="hushmem serve"):
            run(call)


# --- 6. the window the orchestrator saves with -----------------------------------------------------


def test_fetch_chat_gives_no_more_than_the_window_saves_name(storage, uid):
    for i in range(4):
        run(
            storage.save_chat_messages(uid, "s", "a", [user(f"q{i}"), assistant(f"a{i}")], max_history_size=4)
        )
    assert texts(run(storage.fetch_chat(uid, "s", "a"))) == ["q2", "a2", "q3", "a3"]
    assert texts(run(storage.fetch_chat(uid, "s", "a", max_history_size=6)))[0] == "q1"
    assert len(run(storage.fetch_all_chats(uid, "s"))) == 8  # nothing was deleted


def test_an_odd_window_rounds_down_to_whole_pairs(storage, uid):
    run(storage.save_chat_messages(uid, "s", "a", [user("q0"), assistant("a0"), user("q1"), assistant("a1")]))
    assert texts(run(storage.fetch_chat(uid, "s", "a", max_history_size=3))) == ["q1", "a1"]


def test_a_save_without_a_window_keeps_the_last_one(storage, uid):
    run(storage.save_chat_messages(uid, "s", "a", [user("q0"), assistant("a0")], max_history_size=2))
    run(storage.save_chat_messages(uid, "s", "a", [user("q1"), assistant("a1")]))
    assert texts(run(storage.fetch_chat(uid, "s", "a"))) == ["q1", "a1"]


def test_the_default_window_is_agent_squads_own():
    assert (
        HushmemChatStorage().max_history_size
        == DEFAULT_WINDOW
        == AgentSquadConfig().MAX_MESSAGE_PAIRS_PER_AGENT
    )


# --- fetch_all_chats, as Agent Squad's stores shape it -------------------------------------------


def test_fetch_all_chats_is_raw_with_the_agent_on_assistant_messages(storage, uid):
    run(storage.save_chat_messages(uid, "s", "tech", [
        TimestampedMessage("user", [{"text": "reset my router"}], timestamp=2_000_000_000_000),
        TimestampedMessage("assistant", [{"text": "Unplug it."}], timestamp=2_000_000_000_002),
    ]))  # fmt: skip
    invoice = TimestampedMessage("assistant", [{"text": "Invoice sent."}], timestamp=2_000_000_000_001)
    run(storage.save_chat_message(uid, "s", "billing", invoice))
    everything = run(storage.fetch_all_chats(uid, "s"))
    assert texts(everything) == ["reset my router", "[billing] Invoice sent.", "[tech] Unplug it."]
    assert all(type(m) is ConversationMessage for m in everything)


# --- 7. roles alternate once there is a summary ---------------------------------------------------


def test_the_summary_is_answered_so_roles_alternate(start_daemon):
    daemon = start_daemon(*FAKE_SUMMARIES)
    storage = HushmemChatStorage(daemon.socket)
    for i in range(3):
        run(storage.save_chat_messages("u", "s", "a", [user(f"q{i}"), assistant(f"a{i}")]))
    wait_for_summary(daemon, "a")
    chat = run(storage.fetch_chat("u", "s", "a"))
    assert texts(chat)[0].startswith("[Summary]: ") and texts(chat)[2:] == ["q2", "a2"]
    assert alternates(roles(chat)) and roles(chat)[-1] == "assistant"
    # an empty tail still ends on the assistant, ready for the caller's next user message
    assert roles(run(storage.fetch_chat("u", "s", "a", max_history_size=0))) == ["user", "assistant"]


# --- a real orchestrator, end to end --------------------------------------------------------------


class CannedAgent(Agent):
    """Answers "echo: <input>" and keeps the history the orchestrator gave it on each turn."""

    def __init__(self, name: str) -> None:
        super().__init__(AgentOptions(name=name, description=f"{name}, canned"))
        self.histories: list[list[ConversationMessage]] = []

    async def process_request(self, input_text, user_id, session_id, chat_history, additional_params=None):
        self.histories.append(list(chat_history))
        return ConversationMessage(role="assistant", content=[{"text": f"echo: {input_text}"}])


class FirstAgent(Classifier):
    async def process_request(self, input_text, chat_history):
        return ClassifierResult(selected_agent=next(iter(self.agents.values())), confidence=1.0)


def squad(storage: HushmemChatStorage, agent: Agent, window: int = 100) -> AgentSquad:
    config = AgentSquadConfig(MAX_MESSAGE_PAIRS_PER_AGENT=window, LOG_EXECUTION_TIMES=False)
    orchestrator = AgentSquad(options=config, storage=storage, classifier=FirstAgent())
    orchestrator.add_agent(agent)
    return orchestrator


def test_route_request_gives_the_agent_alternating_roles_through_a_summary(start_daemon):
    daemon = start_daemon(*FAKE_SUMMARIES)
    agent = CannedAgent("Helper")
    orchestrator = squad(HushmemChatStorage(daemon.socket), agent)
    for turn in range(4):
        response = run(orchestrator.route_request(f"question {turn}", "u", "s"))
        assert response.output.content[0]["text"] == f"echo: question {turn}"
    wait_for_summary(daemon, agent.id)
    run(orchestrator.route_request("question 4", "u", "s"))
    history = agent.histories[-1]
    assert texts(history)[0].startswith("[Summary]: [question 0|echo: question 0")
    assert texts(history)[-2:] == ["question 3", "echo: question 3"]
    for given in agent.histories:  # every turn: user first, by turns, ending on the assistant
        assert alternates([*roles(given), "user"]), roles(given)


def test_route_request_keeps_the_agent_within_the_orchestrators_window(fast_daemon, uid):
    agent = CannedAgent("Windowed")
    orchestrator = squad(HushmemChatStorage(fast_daemon.socket), agent, window=4)
    for turn in range(5):
        run(orchestrator.route_request(f"question {turn}", uid, "s"))
    assert [len(h) for h in agent.histories] == [0, 2, 4, 4, 4]
    with fast_daemon.client() as client:
        assert len(client.fetch(uid, "s", agent.id)["messages"]) == 10  # trimmed for the agent only


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_route_request_says_when_no_daemon_answers(tmp_path):
    config = AgentSquadConfig(LOG_EXECUTION_TIMES=False, GENERAL_ROUTING_ERROR_MSG_MESSAGE="")
    orchestrator = AgentSquad(options=config, storage=HushmemChatStorage(tmp_path / "none.sock"),
                              classifier=FirstAgent())  # fmt: skip
    orchestrator.add_agent(CannedAgent("Helper"))
    response = run(orchestrator.route_request("hello", "u", "s"))
    assert "no hushmem daemon answers" in response.output.content[0]["text"]


def test_route_request_with_the_default_chain_stores_no_email(start_daemon):
    """The default scrubbing chain (Presidio + spaCy) behind a real orchestrator."""
    daemon = start_daemon("--summarizer", "none")
    agent = CannedAgent("Helper")
    orchestrator = squad(HushmemChatStorage(daemon.socket), agent)
    run(orchestrator.route_request("Write to me at jane.roe@example.com please", "u", "s"))
    run(orchestrator.route_request("Thanks", "u", "s"))
    history = agent.histories[-1]
    assert roles(history) == ["user", "assistant"]
    assert "jane.roe@example.com" not in str([m.content for m in history])
    assert "<EMAIL_ADDRESS_1>" in history[0].content[0]["text"]
