"""Everyday chat stays as written: months, greetings, interjections, lower-case short messages and
"word + number" phrases are no people, places or streets. The sentences are entity-free sentences of
real posts, quoted from the dev splits of the Broad Twitter Corpus (Derczynski, Bontcheva, Roberts
2016, CC BY 4.0) and WNUT-17 (Derczynski, Nichols, van Erp, Limsopatham 2017, CC BY 4.0), with their
ids in bench/quality/real_dev.py's numbering; none is a template of ours."""

from __future__ import annotations

import pytest

from hushmem.core.schema import Slot
from hushmem.scrubbers.chain import Context


@pytest.mark.parametrize(
    "text",
    [
        "Good morning",  # btc-dev-376
        "Lol so awkward",  # btc-dev-507
        "I love April",  # wnut17-dev-901
        "My birthday is April 30 th",  # wnut17-dev-504
        "When do you get out of school. I get out June 16.",  # wnut17-dev-348
        "March, can you plz be amazing 🙏 💕 😜",  # btc-dev-894
        "Okay. Tell me why this man loses his glasses EVERY time he falls and then conveniently finds"
        " them 2 inches away.",  # wnut17-dev-239
        "fuck yeah cant wait for june 9 th",  # wnut17-dev-170
        "full of algae",  # wnut17-dev-793
        "Had to replay haha",  # wnut17-dev-671
        "YAY 2 M SUBS",  # wnut17-dev-177
        "Construction tweet 3pm today.",  # btc-dev-642
        "I trust no chick with more than 1k followers",  # btc-dev-821
        "Lmao mine spin for 5 mins or more. I have 21 spinners i love you so much x",  # wnut17-dev-345
    ],
)
def test_entity_free_real_posts_stay_as_written(scrubber, text):
    context = Context(Slot("u", "everyday", "a"))
    assert scrubber.rewrite([text], [context]) == [text]
