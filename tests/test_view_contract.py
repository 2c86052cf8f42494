"""The views read their engines through the engine contract and the members each engine declares.

Every state answers the contract of docs/architecture.md ("The engine contract"). A view draws
more than that: stones, bit masks, the board's geometry. Each member of a state, or of its board,
that a view reads beyond the contract is declared with its meaning in the engine module's
`SHOWN`, and so becomes part of that game's contract: an engine change that renames or reshapes
one is seen to touch the view, and the view cannot come to lean on an engine's private fields
unnoticed. This test reads each view's source (an AST scan of the attributes read on `state`,
`self.state` and the board, following names bound to them) and holds views and declarations to
each other: nothing read undeclared, nothing declared unread, every declared member there. The
player bars, drawn alike for every game, read the contract alone.
"""

import ast
import importlib
import importlib.util
from pathlib import Path

import pytest

from grove.games import CATALOGUE, new_game
from grove.view import VIEWS

ROOT = Path(__file__).resolve().parents[1]

# The engine contract: what every state answers (docs/architecture.md, "The engine contract").
CONTRACT = frozenset({
    "game", "game_id", "options", "players", "to_move", "over", "legal", "allows", "play",
    "history", "scores", "winners", "cell", "clicks", "label", "describe", "picked",
    "turn_so_far", "marks_targets", "seat_name", "prompt", "result", "summary", "outcome",
    "position",
})


def _self_attr(node: ast.AST, attr: str) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == attr
            and isinstance(node.value, ast.Name) and node.value.id == "self")


class Reads:
    """The members a module reads on a state (`stones`) and on its board (`board.grid`), each
    with the lines that read it. A state is `state`, `self.state` or a name bound to one; a board
    is `board`, `self.board`, a state's `.board` or a name bound to one (`board = state.board`)."""

    def __init__(self, path: Path):
        self.path = path
        tree = ast.parse(path.read_text(), str(path))
        self.states, self.boards = {"state"}, {"board"}
        self._follow_aliases(tree)
        self.lines: dict[str, list[int]] = {}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute):
                continue
            if self.is_state(node.value):
                self.lines.setdefault(node.attr, []).append(node.lineno)
            elif self.is_board(node.value):
                self.lines.setdefault(f"board.{node.attr}", []).append(node.lineno)

    def is_state(self, node: ast.AST) -> bool:
        return (isinstance(node, ast.Name) and node.id in self.states) or _self_attr(node, "state")

    def is_board(self, node: ast.AST) -> bool:
        if isinstance(node, ast.Name):
            return node.id in self.boards
        return _self_attr(node, "board") or (isinstance(node, ast.Attribute)
                                            and node.attr == "board" and self.is_state(node.value))

    def _follow_aliases(self, tree: ast.AST) -> None:
        """Add the names bound to a state or a board (`s = state`, `board, n = state.board, 3`),
        until no more are found: an alias of an alias is one too."""
        pairs = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, (ast.AnnAssign, ast.NamedExpr)) and node.value is not None:
                targets, value = [node.target], node.value
            else:
                continue
            for target in targets:
                if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) \
                        and len(target.elts) == len(value.elts):
                    pairs += zip(target.elts, value.elts, strict=True)
                else:
                    pairs.append((target, value))
        pairs = [(target.id, value) for target, value in pairs if isinstance(target, ast.Name)]
        while True:
            found = {name for name, value in pairs if self.is_state(value)} - self.states
            boards = {name for name, value in pairs if self.is_board(value)} - self.boards
            if not found and not boards:
                return
            self.states |= found
            self.boards |= boards

    def beyond_contract(self) -> dict[str, list[int]]:
        return {member: lines for member, lines in self.lines.items() if member not in CONTRACT}


def relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def where(lines: list[int]) -> str:
    lines = sorted(set(lines))
    return ("line " if len(lines) == 1 else "lines ") + ", ".join(map(str, lines))


def view_path(game_id: str) -> Path:
    return Path(importlib.util.find_spec(VIEWS[game_id]).origin)


def engine_of(entry):
    """The engine module of a game, and its declarations."""
    module = importlib.import_module(entry.game.state_class.__module__)
    shown = getattr(module, "SHOWN", None)
    assert isinstance(shown, dict), (
        f"{module.__name__} declares no SHOWN: the members its view reads beyond the engine "
        "contract, each with its meaning")
    return module, shown


games = pytest.mark.parametrize("entry", CATALOGUE, ids=lambda entry: entry.game_id)


@games
def test_every_member_a_view_reads_beyond_the_contract_is_declared_by_its_engine(entry):
    module, shown = engine_of(entry)
    path = view_path(entry.game_id)
    undeclared = {member: lines for member, lines in Reads(path).beyond_contract().items()
                  if member not in shown}
    assert not undeclared, "\n".join(
        f"{relative(path)}, {where(lines)}: reads {member!r}, which is neither in the engine "
        f"contract nor declared in {module.__name__}.SHOWN (add it there, with its meaning)"
        for member, lines in sorted(undeclared.items()))


@games
def test_every_member_an_engine_declares_is_read_by_its_view(entry):
    module, shown = engine_of(entry)
    path = view_path(entry.game_id)
    read = Reads(path).lines
    stale = [member for member in shown if member not in read]
    assert not stale, "\n".join(
        f"{module.__name__}.SHOWN declares {member!r}, which {relative(path)} no longer reads "
        "(remove the entry)" for member in stale)
    contract = [member for member in shown if member in CONTRACT]
    assert not contract, f"{module.__name__}.SHOWN declares contract members: {contract}"


@games
def test_every_declared_member_exists_and_says_what_it_is(entry):
    module, shown = engine_of(entry)
    state = new_game(entry.game_id)
    for member, meaning in shown.items():
        owner, _, name = member.rpartition(".")
        assert owner in ("", "board"), f"{module.__name__}.SHOWN: {member!r} is not X or board.X"
        holder = state.board if owner else state
        assert hasattr(holder, name), (
            f"{module.__name__}.SHOWN declares {member!r}, but a new {entry.game_id} "
            f"{'board' if owner else 'state'} has no {name!r}")
        assert isinstance(meaning, str) and meaning.strip(), (
            f"{module.__name__}.SHOWN[{member!r}] should say what it is")


def test_the_player_bars_read_only_the_contract():
    path = ROOT / "py/grove/app/bars.py"
    beyond = Reads(path).beyond_contract()
    assert not beyond, "\n".join(
        f"{relative(path)}, {where(lines)}: reads {member!r}, beyond the engine contract (the "
        "bars are the same for every game: ask the game's view, through seat_look)"
        for member, lines in sorted(beyond.items()))
