"""Entry point of the page: wire the app up. Everything else lives in the grove package."""

import asyncio

from grove.app.page import boot

asyncio.ensure_future(boot.start())  # it first loads the catalogue of the page's language
