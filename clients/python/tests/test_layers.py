"""The package's modules import one way (docs/architecture.md, "The clients"): no module imports
one that imports it back, directly or through others, counting imports made only for type
checking; and only the package's front door (``__init__``) imports the client, which sits on top.
Read from the source with ``ast``: no server needed."""

from __future__ import annotations

import ast
import pathlib
import unittest

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "src" / "warren"


def imports_of(path: pathlib.Path) -> set[str]:
    """The package's modules that ``path`` imports anywhere in it (``from .x import y``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
    return found


def graph() -> dict[str, set[str]]:
    return {p.stem: imports_of(p) for p in sorted(PACKAGE.glob("*.py"))}


def cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One import cycle, as the modules along it, or None."""
    state: dict[str, int] = {}
    trail: list[str] = []

    def visit(module: str) -> list[str] | None:
        state[module] = 1
        trail.append(module)
        for target in sorted(edges.get(module, set())):
            if state.get(target) == 1:
                return trail[trail.index(target) :] + [target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        trail.pop()
        state[module] = 2
        return None

    for module in sorted(edges):
        if module not in state:
            found = visit(module)
            if found:
                return found
    return None


class LayersTest(unittest.TestCase):
    def test_no_module_imports_one_that_imports_it_back(self) -> None:
        edges = graph()
        self.assertIn("sandbox", edges)
        self.assertIsNone(cycle(edges))

    def test_only_the_front_door_imports_the_client(self) -> None:
        importers = sorted(m for m, targets in graph().items() if "client" in targets)
        self.assertEqual(importers, ["__init__"])

    def test_the_check_finds_a_cycle(self) -> None:
        self.assertEqual(cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}), ["a", "b", "c", "a"])
        self.assertIsNone(cycle({"a": {"b"}, "b": set()}))


if __name__ == "__main__":
    unittest.main()
