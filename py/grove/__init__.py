"""Grove: six abstract strategy games. Engines are pure Python (docs/architecture.md)."""

from grove.core.state import IllegalMove

__all__ = ["IllegalMove"]
