"""Entry point of the page: wire the app up. Everything else lives in the grove package."""

from grove.app import page

page.start()
