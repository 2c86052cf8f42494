"""Just enough Markdown for our rules pages (docs/*.md): headings, paragraphs, lists, code
blocks, emphasis and inline code. Everything is escaped first, so text can never become markup."""

from __future__ import annotations

import re
from html import escape

INLINE = [
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*([^*]+)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"\*([^*]+)\*"), r"<em>\1</em>"),
]


def inline(text: str) -> str:
    text = escape(text)
    for pattern, replacement in INLINE:
        text = pattern.sub(replacement, text)
    return text


def to_html(source: str) -> str:
    out: list[str] = []
    paragraph: list[str] = []
    items: list[str] = []
    code: list[str] | None = None

    def flush():
        if paragraph:
            out.append(f"<p>{inline(' '.join(paragraph))}</p>")
            paragraph.clear()
        if items:
            out.append("<ul>" + "".join(f"<li>{inline(i)}</li>" for i in items) + "</ul>")
            items.clear()

    for line in source.splitlines():
        if code is not None:
            if line.startswith("```"):
                out.append(f"<pre>{escape(chr(10).join(code))}</pre>")
                code = None
            else:
                code.append(line)
            continue
        stripped = line.strip()
        if line.startswith("```"):
            flush()
            code = []
        elif stripped.startswith("#"):
            flush()
            level = min(len(stripped) - len(stripped.lstrip("#")), 4)
            out.append(f"<h{level + 1}>{inline(stripped.lstrip('#').strip())}</h{level + 1}>")
        elif re.match(r"([-*]|\d+\.) ", stripped):
            if paragraph:
                flush()
            items.append(re.sub(r"^([-*]|\d+\.) ", "", stripped))
        elif not stripped:
            flush()
        elif items and line.startswith("  "):
            items[-1] += " " + stripped  # a list item continued on the next line
        else:
            paragraph.append(stripped)
    if code is not None:
        out.append(f"<pre>{escape(chr(10).join(code))}</pre>")
    flush()
    return "\n".join(out)
