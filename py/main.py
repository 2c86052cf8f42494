"""Entry point of the page: wire the app up. Everything else lives in the grove package."""

import asyncio

from grove.app import page

asyncio.ensure_future(page.start())  # it first loads the catalogue of the page's language
