"""The local language model (llama.cpp through llama-cpp-python) and summarization."""
