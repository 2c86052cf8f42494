"""The house's layers (docs/architecture.md): each folder of `py/grove` imports only from the
layers below it, and only the page's rooms (`app/page/`) import the browser."""

import ast
from pathlib import Path

import pytest

GROVE = Path(__file__).resolve().parents[1] / "py" / "grove"

# What each layer may import from grove, besides itself.
BELOW = {
    "i18n": set(),
    "core": {"i18n"},
    "games": {"core", "i18n"},
    "record": {"core", "games", "i18n"},
    "links": {"core", "games", "i18n", "record"},
    "view": {"core", "games", "i18n"},
    "ai": {"core", "games", "i18n", "record"},
    "learn": {"core", "games", "i18n"},
    "app": {"core", "games", "i18n", "record", "links", "view", "ai", "learn"},
}
BROWSER = {"pyscript", "js", "pyodide"}


def layer_of(path: Path) -> str:
    return path.relative_to(GROVE).parts[0].removesuffix(".py")


def imported(path: Path) -> list[str]:
    """Every module `path` imports, absolute (relative imports resolved)."""
    package = path.relative_to(GROVE.parent).with_suffix("").parts[:-1]
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[:len(package) - node.level + 1]) if node.level else ""
            module = ".".join(filter(None, (base, node.module)))
            names += [module] + [f"{module}.{alias.name}" for alias in node.names]
    return names


def grove_layer(name: str) -> str | None:
    parts = name.split(".")
    if parts[0] != "grove" or len(parts) < 2:
        return None
    return parts[1] if parts[1] in BELOW else None


SOURCES = sorted(p for p in GROVE.rglob("*.py") if layer_of(p) in BELOW)


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(GROVE)))
def test_each_module_imports_only_from_the_layers_below(path):
    layer = layer_of(path)
    for name in imported(path):
        used = grove_layer(name)
        assert used in (None, layer) or used in BELOW[layer], f"{layer} imports {name}"
        if name.split(".")[0] in BROWSER:
            assert "page" in path.relative_to(GROVE).parts, f"{path.name} imports {name}"


def test_the_layers_cover_the_package():
    assert {layer_of(p) for p in GROVE.rglob("*.py")} - {"__init__"} == set(BELOW)


def test_a_forbidden_import_is_seen():
    assert grove_layer("grove.games.trellis") == "games" not in BELOW["core"]
    assert "grove.record" in imported(GROVE / "ai" / "__init__.py")  # imported in a method
