"""The rules pages, as the build renders them (scripts/vendor.py, markdown-it-py): every table
and numbered list of every page, in every language, is one, and no text becomes markup."""

import re
from pathlib import Path

import messages

import vendor

ROOT = Path(__file__).resolve().parents[1]


def test_every_page_in_every_language_is_rendered():
    pages = vendor.rules_pages(ROOT)
    games = vendor.game_ids(ROOT)
    assert set(pages) == {f"docs/{game}.html" for game in games} | {
        f"docs/{code}/{game}.html" for code in messages.TRANSLATED for game in games}
    for name, html in pages.items():
        assert html.startswith("<h2>"), name  # a page's title sits under the panel's own h1
        assert "<h1" not in html and "<script" not in html and "<a " not in html, name


def test_tables_and_numbered_lists_are_rendered_as_such():
    pages = vendor.rules_pages(ROOT)
    for name, html in pages.items():
        source = (ROOT / name).with_suffix(".md").read_text(encoding="utf-8")
        tables = len(re.findall(r"^\|[-: |]+\|$", source, re.MULTILINE))
        assert html.count("<table>") == tables, name
        assert not re.search(r"<p>\|", html), f"{name}: a table printed as text"
        if re.search(r"^1\. ", source, re.MULTILINE):
            assert "<ol>" in html, name
    assert pages["docs/btt.html"].count("<table>") >= 1  # the table of boards, issue 60


def test_markup_in_the_text_is_escaped():
    html = vendor.rules_html("# Title\n\n<script>alert(1)</script> and <b>bold</b>\n\n"
                             "| a | b |\n|---|---|\n| <i>x</i> | 1 |\n\n1. one\n2. two\n")
    assert "<script>" not in html and "&lt;script&gt;" in html and "&lt;b&gt;" in html
    assert "<table>" in html and "&lt;i&gt;x&lt;/i&gt;" in html
    assert "<ol>\n<li>one</li>" in html and html.startswith("<h2>Title</h2>")
