"""The generators that froze bench/data's evaluation sets; rerun one to check its set regenerates."""
