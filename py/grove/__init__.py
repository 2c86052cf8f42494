"""Grove: six abstract strategy games. Engines are pure Python (DESIGN.md §3)."""

from grove.core.state import IllegalMove

__all__ = ["IllegalMove"]
