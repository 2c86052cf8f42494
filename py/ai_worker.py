"""Entry point of the computer players' worker: the page calls `think` from another thread, so
the board stays responsive while the search runs. Everything else lives in grove.ai."""

from grove.ai import settle_parts, think  # noqa: F401 (exported to the page by name)

__export__ = ["think", "settle_parts"]
