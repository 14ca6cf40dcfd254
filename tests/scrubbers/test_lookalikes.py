"""Products and tools that are no people or places (lookalikes.py): installed packages' names read
from their metadata's headers alone, as the full metadata names them."""

from __future__ import annotations

from importlib import metadata

from hushmem.scrubbers import lookalikes


def test_every_installed_package_is_named_as_its_full_metadata_names_it():
    distributions = list(metadata.distributions())
    assert len(distributions) > 50
    for distribution in distributions:
        assert lookalikes.package_name(distribution) == distribution.metadata["Name"]


def test_installed_packages_and_listed_brands_are_products():
    products = lookalikes.products()
    assert "uvicorn" in products and "kindle" in products
