"""The packages depend in one direction: core <- {scrubbers, models} <- daemon <- integrations and the
`hushmem` facade; the product's tests import no bench code, and bench/ imports no test code. Checked by
walking every import statement."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.support.daemon import ROOT

# folder on disk -> the package it installs as
FOLDERS = {
    "hushmem/core": "hushmem.core",
    "scrubbers": "hushmem.scrubbers",
    "models": "hushmem.models",
    "daemon": "hushmem.daemon",
    "hushmem/integrations": "hushmem.integrations",
}
# what each package may import of hushmem besides itself
ALLOWED = {
    "hushmem.core": set(),
    "hushmem.scrubbers": {"hushmem.core"},
    "hushmem.models": {"hushmem.core"},
    "hushmem.daemon": {"hushmem.core", "hushmem.scrubbers", "hushmem.models"},
    "hushmem.integrations": {"hushmem.core", "hushmem.daemon"},
}
GENERIC_NAMES = ("daemon", "models", "scrubbers", "core", "integrations")


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
            # `from hushmem import errors` names a module too
            names.extend(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def owning_package(module: str) -> str | None:
    for package in sorted(ALLOWED, key=len, reverse=True):
        if module == package or module.startswith(package + "."):
            return package
    return None


def python_files() -> list[tuple[str, Path]]:
    return [(package, path) for folder, package in FOLDERS.items() for path in (ROOT / folder).rglob("*.py")]


@pytest.mark.parametrize(("package", "path"), python_files(), ids=lambda v: str(v).replace(str(ROOT), ""))
def test_imports_point_down_only(package: str, path: Path):
    upward = []
    for module in imported_modules(path):
        target = owning_package(module)
        if target is None or target == package:
            continue
        if target not in ALLOWED[package]:
            upward.append(module)
    assert not upward, f"{package} must not import {sorted(set(upward))}"


@pytest.mark.parametrize(("package", "path"), python_files(), ids=lambda v: str(v).replace(str(ROOT), ""))
def test_no_generic_top_level_imports(package: str, path: Path):
    generic = [m for m in imported_modules(path) if m.split(".")[0] in GENERIC_NAMES]
    assert not generic, f"import through the hushmem namespace, not {generic}"


def test_the_walk_sees_an_upward_import(tmp_path):
    """The check has teeth: a core module importing the daemon is caught."""
    bad = tmp_path / "bad.py"
    bad.write_text("from hushmem.daemon.client import Client\nimport hushmem.scrubbers.chain\n")
    targets = {owning_package(m) for m in imported_modules(bad)}
    assert targets - ALLOWED["hushmem.core"] - {None} == {"hushmem.daemon", "hushmem.scrubbers"}


def importers_of(top: str, paths: list[Path]) -> list[str]:
    """The files among `paths` that import the top-level package `top` (or a module of it)."""
    return [str(p.relative_to(ROOT)) for p in paths if top in {m.split(".")[0] for m in imported_modules(p)}]


def test_product_tests_do_not_import_bench():
    """Only tests/bench (the benches' own tests) may import bench; conftest and tests/support included."""
    product_tests = [p for p in (ROOT / "tests").rglob("*.py") if (ROOT / "tests" / "bench") not in p.parents]
    assert importers_of("bench", product_tests) == []


def test_bench_does_not_import_tests():
    assert importers_of("tests", list((ROOT / "bench").rglob("*.py"))) == []


def test_the_walk_sees_a_test_importing_bench(tmp_path):
    """The check has teeth: an import of a bench module, plain or from, is seen."""
    bad = tmp_path / "test_bad.py"
    bad.write_text("import bench.lib.harness\nfrom bench import harness\n")
    assert [m.split(".")[0] for m in imported_modules(bad)] == ["bench", "bench", "bench"]
