"""Drop-in memory for agent frameworks, backed by the daemon: LangChain (`langchain.py`, extra
`[langchain]`) and Agent Squad (`agent_squad.py`, extra `[agent-squad]`)."""
