"""Quality benches and probes: what reaches disk, what clean text loses, beside baselines that must fail."""
