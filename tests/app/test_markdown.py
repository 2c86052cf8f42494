"""The small Markdown converter for the rules panel."""

from pathlib import Path

from grove.app.markdown import to_html

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_headings_paragraphs_lists_and_code():
    html = to_html("# Title\n\nSome *words* and **bold** and `h8`,\ncontinued.\n\n"
                   "- one\n  more\n- two\n\n```\na  b\n```\n")
    assert html.split("\n") == [
        "<h2>Title</h2>",
        "<p>Some <em>words</em> and <strong>bold</strong> and <code>h8</code>, continued.</p>",
        "<ul><li>one more</li><li>two</li></ul>",
        "<pre>a  b</pre>",
    ]


def test_markup_in_the_text_is_escaped():
    assert to_html("<script>alert(1)</script>") == "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"


def test_every_rules_page_converts():
    for page in DOCS.glob("*.md"):
        html = to_html(page.read_text())
        assert html.startswith("<h2>") and "<script" not in html
