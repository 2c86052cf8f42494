#!/usr/bin/env python3
"""Build the site: write exactly the files the browser is served into one folder, `site/`.

    site/index.html, pyscript.toml, sw.js        the page, PyScript's config, the service worker
                                                 (index.html and static/js/pyodide.mjs name the
                                                 runtime's folders as {{pyscript}}, {{pyodide}}:
                                                 the versions in package.json are filled in)
    site/py/main.py, site/py/ai_worker.py        the two Python entry points
    site/static/{css,js,icons}/, manifest        styles, the loading script, icons, the manifest
    site/docs/<game>.html                        the six rules pages (docs/<game>.md, not the
    site/docs/<language>/<game>.html             other docs), and the same in French, Spanish
                                                 and German, rendered from Markdown here
    site/locale/<language>.json                  the message catalogues (locale/*.po), compiled
                                                 by scripts/messages.py (Babel reads them)
    site/static/build/words.js                   the page's own text in each language, for
                                                 static/js/language.js before Python starts
    site/static/vendor/pyodide-<version>/        Pyodide from node_modules (`npm ci` installs the
    site/static/vendor/pyscript-<version>/       versions pinned in package.json): no CDN, ever;
                                                 pyodide.asm.mjs with a sparse snapshot restore
                                                 (RESTORE below)
    site/static/build/grove.zip                  py/grove/**/*.py, unpacked by pyscript.toml,
                                                 with their .pyc for Pyodide's Python, compiled
                                                 by Pyodide itself under Node (scripts/pyc.mjs)
    site/static/build/boards.js                  each game's opening board, drawn by its view
                                                 here under CPython, for the first paint
    site/static/build/precache.js                what sw.js keeps for offline play: every file

Nothing else is in the folder: a file not listed here is removed from it, so the repository's
tests, scripts and notes are never served or deployed. Files are copied only when they changed,
and the zip and the list are deterministic, so a second run writes nothing.

The standard library, the grove package, Node, markdown-it-py for the rules pages and Babel for
the catalogues (requirements-build.txt: Netlify's build installs it too).
Usage: python3 scripts/vendor.py
"""

from __future__ import annotations

import fcntl
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import messages  # scripts/messages.py: the catalogues

ROOT = Path(__file__).resolve().parent.parent

# What pyodide.mjs fetches while loading (checked against pyodide 314.0.7). Pyodide looks for
# wheels next to pyodide-lock.json; the npm package has none, so any loadPackage() is a local 404.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
ZIP_NAME = "grove.zip"
SITE = "site"  # the folder that is the site, below the repository
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # fixed, so the same sources give the same bytes


def npm_version(root: Path, package: str) -> str:
    """Version of an installed npm package, read from node_modules/<package>/package.json."""
    manifest = root / "node_modules" / package / "package.json"
    if not manifest.is_file():
        raise SystemExit(f"vendor: {manifest} is missing; run `npm ci` (or `make setup`) first")
    return json.loads(manifest.read_text(encoding="utf-8"))["version"]


def pinned_versions(root: Path = ROOT) -> dict[str, str]:
    """Exact versions pinned in package.json's devDependencies (what the site must reference)."""
    deps = json.loads((root / "package.json").read_text(encoding="utf-8"))["devDependencies"]
    return {"pyodide": deps["pyodide"], "pyscript": deps["@pyscript/core"]}


def vendor_paths(versions: dict[str, str]) -> dict[str, str]:
    """Site-relative paths that index.html and pyscript.toml must use for these versions."""
    pyodide = f"static/vendor/pyodide-{versions['pyodide']}"
    pyscript = f"static/vendor/pyscript-{versions['pyscript']}"
    return {
        "pyodide_dir": pyodide,
        "pyodide_mjs": f"{pyodide}/pyodide.mjs",
        "pyscript_dir": pyscript,
        "core_js": f"{pyscript}/core.js",
        "core_css": f"{pyscript}/core.css",
        "grove_zip": f"static/build/{ZIP_NAME}",
    }


# Served files that name the runtime's folders by version: {{pyodide}} and {{pyscript}} in them
# are the versions package.json pins (check_pins: what npm installed), filled in as they are copied.
TEMPLATED = ("index.html", "static/js/pyodide.mjs")
PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")


def filled(text: str, versions: dict[str, str]) -> str:
    """`text` with each {{name}} replaced by the version of `name` (pyodide, pyscript, grove)."""
    def version(match: re.Match) -> str:
        if match.group(1) not in versions:
            raise SystemExit(f"vendor: no version for {match.group(0)}")
        return versions[match.group(1)]

    return PLACEHOLDER.sub(version, text)


def served_text(root: Path, name: str) -> str:
    """A templated file of the repository as the site serves it; {{grove}} is the version of
    the grove package's sources (the snapshot holds its modules: static/js/pyodide.mjs)."""
    versions = {**pinned_versions(root), "grove": grove_version(root)}
    return filled((root / name).read_text(encoding="utf-8"), versions)


def grove_version(root: Path) -> str:
    """The grove package's version: a digest of its sources."""
    digest = hashlib.sha256()
    package = root / "py" / "grove"
    for path in sorted(package.rglob("*.py")):
        if "__pycache__" not in path.parts:
            digest.update(path.relative_to(package).as_posix().encode() + b"\0")
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


# Pyodide's restore from a memory snapshot (`restoreSnapshot` in pyodide.asm.mjs) copies the
# whole snapshot into the new memory, its zero pages too (15 of 31 MB here), which makes every
# page resident: the page and each computer's worker held that much more than a normal start. The
# copy below skips a page that both the snapshot and the new memory hold as zeros, so the memory
# is the same, less of it resident. The build stops if another Pyodide's restore reads otherwise.
RESTORE = b"return Module.HEAP8.set(t),l}"
SPARSE_RESTORE = (
    b"return((heap,from)=>{if(from.byteOffset%4||from.length%4){heap.set(from);return}"
    b"const a=new Int32Array(from.buffer,from.byteOffset,from.length/4),"
    b"b=new Int32Array(heap.buffer,0,from.length/4);"
    b"for(let at=0;at<a.length;at+=1024){const end=Math.min(at+1024,a.length);let i=at;"
    b"while(i<end&&!(a[i]|b[i]))i++;if(i<end)heap.set(from.subarray(at*4,end*4),at*4)}"
    b"})(Module.HEAP8,t),l}"
)
PATCHED = "pyodide.asm.mjs"


def patched(data: bytes) -> bytes:
    """Pyodide's pyodide.asm.mjs with the sparse restore (see RESTORE)."""
    if data.count(RESTORE) != 1:
        raise SystemExit("vendor: this Pyodide's snapshot restore is not the one patched "
                         "(scripts/vendor.py RESTORE): check it and patch it again, or drop it")
    return data.replace(RESTORE, SPARSE_RESTORE)


def _up_to_date(src: Path, dst: Path) -> bool:
    try:
        s, d = src.stat(), dst.stat()
    except FileNotFoundError:
        return False
    return s.st_size == d.st_size and int(s.st_mtime) == int(d.st_mtime)


def _copy(src: Path, dst: Path) -> bool:
    """Copy `src` to `dst` unless it is there already; True if copied."""
    if _up_to_date(src, dst):
        return False
    dst.parent.mkdir(parents=True, exist_ok=True)
    tmp = dst.with_name(dst.name + ".tmp")
    shutil.copy2(src, tmp)  # copy2 keeps the mtime: the next run sees it up to date
    tmp.replace(dst)
    return True


def _write(target: Path, data: bytes) -> bool:
    """Write `data` to `target` unless it holds it already; True if written."""
    if target.is_file() and target.read_bytes() == data:
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(target)
    return True


# The site's own files, from the repository (site path = repository path).
SITE_FILES = ("index.html", "pyscript.toml", "sw.js", "py/main.py", "py/ai_worker.py",
              "static/manifest.webmanifest")
SITE_DIRS = ("static/css", "static/js", "static/icons", "static/puzzles")


def game_ids(root: Path = ROOT) -> list[str]:
    """The games, one module each in py/grove/games/ (their rules pages are served)."""
    return sorted(p.stem for p in (root / "py" / "grove" / "games").glob("*.py")
                  if not p.stem.startswith("_"))


def rules_pages(root: Path = ROOT) -> dict[str, str]:
    """Each game's rules page in each language, as the HTML the rules panel shows: its site path
    (docs/<game>.html, docs/<language>/<game>.html) and its text."""
    pages = {}
    for code in ("", *messages.TRANSLATED):
        for game in game_ids(root):
            folder = f"docs/{code}/" if code else "docs/"
            pages[f"{folder}{game}.html"] = rules_html((root / folder / f"{game}.md").read_text(
                encoding="utf-8"))
    return pages


def rules_html(source: str) -> str:
    """A rules page in HTML: CommonMark with tables, markup in the text escaped (never passed
    through), headings one level down (a page's "#" title is the rules panel's h2)."""
    from markdown_it import MarkdownIt

    parser = MarkdownIt("commonmark", {"html": False}).enable("table")
    tokens = parser.parse(source)
    for token in tokens:
        if token.type in ("heading_open", "heading_close"):
            token.tag = f"h{min(6, int(token.tag[1]) + 1)}"
    return parser.renderer.render(tokens, parser.options, {})


def source_files(root: Path = ROOT) -> list[tuple[Path, str]]:
    """(file in the repository or node_modules, its path in the site), for every copied file."""
    pairs = [(root / name, name) for name in SITE_FILES]
    for folder in SITE_DIRS:
        pairs += [(p, p.relative_to(root).as_posix())
                  for p in sorted((root / folder).rglob("*")) if p.is_file()]
    paths = vendor_paths(pinned_versions(root))
    modules = root / "node_modules"
    pairs += [(modules / "pyodide" / name, f"{paths['pyodide_dir']}/{name}")
              for name in PYODIDE_FILES]
    dist = modules / "@pyscript" / "core" / "dist"
    pairs += [(p, f"{paths['pyscript_dir']}/{p.relative_to(dist).as_posix()}")
              for p in sorted(dist.rglob("*")) if p.is_file() and p.suffix != ".map"]
    missing = [str(src) for src, _ in pairs if not src.is_file()]
    if missing:
        raise SystemExit(f"vendor: missing {missing[:5]}; run `npm ci` (or `make setup`)")
    return pairs


def grove_zip_bytes(root: Path = ROOT, compiled: bytes = b"") -> bytes:
    """Deterministic zip of py/grove/**/*.py with archive paths grove/..., and the files of the
    zip `compiled` (their .pyc, from scripts/pyc.mjs) beside them."""
    package = root / "py" / "grove"
    if not (package / "__init__.py").is_file():
        raise SystemExit(f"vendor: {package}/__init__.py is missing")
    files = [(path.relative_to(package.parent).as_posix(), path.read_bytes())
             for path in sorted(package.rglob("*.py")) if "__pycache__" not in path.parts]
    if compiled:
        with zipfile.ZipFile(io.BytesIO(compiled)) as pycs:
            files += [(name, pycs.read(name)) for name in sorted(pycs.namelist())]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files:
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
        archive.comment = hashlib.sha256(sources_key(root, files)).hexdigest().encode()
    return buffer.getvalue()


def sources_key(root: Path, files: list[tuple[str, bytes]]) -> bytes:
    """What the .pyc depend on: the sources and the Pyodide that compiles them."""
    key = [npm_version(root, "pyodide").encode()]
    key += [name.encode() + b"\0" + data for name, data in files if name.endswith(".py")]
    return b"\0\0".join(key)


def compiled_for_pyodide(root: Path, sources: bytes) -> bytes:
    """The .pyc of these sources (a zip), compiled by the vendored Pyodide under Node."""
    try:
        done = subprocess.run(
            ["node", str(Path(__file__).with_name("pyc.mjs")),
             str(root / "node_modules" / "pyodide" / "pyodide.mjs")],
            input=sources, capture_output=True, check=True, timeout=300)
    except (OSError, subprocess.SubprocessError) as error:
        detail = getattr(error, "stderr", b"") or b""
        raise SystemExit(f"vendor: compiling grove for Pyodide failed: {error}\n"
                         f"{detail.decode(errors='replace')[-2000:]}") from None
    return done.stdout


def grove_zip_for_site(root: Path, current: Path) -> bytes:
    """grove.zip with its .pyc: the zip at `current` again when it was made from the same
    sources by the same Pyodide (its comment says so), else compiled anew."""
    sources = grove_zip_bytes(root)
    if current.is_file():
        try:
            with zipfile.ZipFile(current) as existing:
                if existing.comment == zipfile.ZipFile(io.BytesIO(sources)).comment:
                    return current.read_bytes()
        except zipfile.BadZipFile:
            pass
    return grove_zip_bytes(root, compiled_for_pyodide(root, sources))


PRECACHE = "static/build/precache.js"
BOARDS = "static/build/boards.js"
WORDS = "static/build/words.js"


def boards_bytes(root: Path = ROOT) -> bytes:
    """static/build/boards.js, drawn by the same view code as the live board (grove.app.early)."""
    sys.path.insert(0, str(root / "py"))
    try:
        from grove.app.early import boards_script
    finally:
        sys.path.remove(str(root / "py"))
    return boards_script().encode()


def words_bytes(root: Path = ROOT) -> bytes:
    """static/build/words.js: the page's text in each language, with the prompts and the player
    bars of the opening boards of boards.js, said in each language by the catalogues (a bar is
    looked up whole, as the HTML text boards.js holds)."""
    sys.path.insert(0, str(root / "py"))
    try:
        from grove import i18n
        from grove.app.bars import html as bars_html
        from grove.app.session import Session
        from grove.games import GAMES
    finally:
        sys.path.remove(str(root / "py"))
    openings = [GAMES[game_id].new() for game_id in sorted(GAMES)]
    prompts = [state.prompt() for state in openings]

    def opening_bars() -> list[str]:
        return [html for state in openings for html in bars_html(Session(state), state, None)]

    english = opening_bars()
    more = {}
    try:
        for code in messages.TRANSLATED:
            i18n.install(code, messages.compile_catalogue(code, messages.read_po(
                root / "locale" / f"{code}.po")))
            more[code] = {str(prompt): i18n.say(prompt) for prompt in prompts}
            more[code].update(zip(english, opening_bars(), strict=True))
    finally:
        i18n.install(i18n.DEFAULT)
    return messages.page_words(root, more).encode()


def precache_text(site: Path, files: list[str]) -> str:
    """static/build/precache.js: the build's version (a digest of every file) and the files the
    service worker keeps, which is every file of the site but itself and the list."""
    kept = sorted(f for f in files if f not in ("sw.js", PRECACHE))
    digest = hashlib.sha256()
    for name in kept:
        digest.update(name.encode() + b"\0" + hashlib.sha256((site / name).read_bytes()).digest())
    build = {"version": digest.hexdigest()[:16], "files": ["./"] + [f"./{f}" for f in kept]}
    return ("// Generated by scripts/vendor.py: what sw.js keeps for offline play.\n"
            f"self.GROVE_BUILD = {json.dumps(build, indent=1)};\n")


def build_site(root: Path = ROOT, site: Path | None = None) -> dict[str, int]:
    """Write the site folder from the repository at `root`; returns counts of what changed.
    One build at a time: test runs in parallel (pytest-xdist) each build before they serve, and
    the second then finds everything written."""
    with open(root / ".site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return build_site_now(root, site or root / SITE)


def build_site_now(root: Path, site: Path) -> dict[str, int]:
    check_pins(root)
    sources = source_files(root)
    copied = sum(_write(site / name, served_text(root, name).encode()) if name in TEMPLATED
                 else _write(site / name, patched(src.read_bytes())) if src.name == PATCHED
                 else _copy(src, site / name) for src, name in sources)
    grove_zip = vendor_paths(pinned_versions(root))["grove_zip"]
    zipped = _write(site / grove_zip, grove_zip_for_site(root, site / grove_zip))
    drawn = _write(site / BOARDS, boards_bytes(root))
    catalogues = [f"locale/{code}.json" for code in messages.TRANSLATED]
    for code, name in zip(messages.TRANSLATED, catalogues, strict=True):
        _write(site / name, messages.compile_catalogue(code, messages.read_po(
            root / "locale" / f"{code}.po")))
    _write(site / WORDS, words_bytes(root))
    pages = rules_pages(root)
    for name, html in pages.items():
        _write(site / name, html.encode())
    files = [name for _, name in sources] + [grove_zip, BOARDS, WORDS] + catalogues + list(pages)
    listed = _write(site / PRECACHE, precache_text(site, files).encode())
    wanted = {site / name for name in files + [PRECACHE]}
    removed = 0
    for path in sorted(site.rglob("*"), reverse=True):  # a folder's files before the folder
        if path.is_symlink() or (path.is_file() and path not in wanted):
            path.unlink()
            removed += 1
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return {"copied": copied, "zip": zipped, "boards": drawn, "list": listed, "removed": removed,
            "files": len(wanted)}


def check_pins(root: Path = ROOT) -> None:
    """Fail if node_modules does not hold the versions package.json pins (stale npm install)."""
    pinned = pinned_versions(root)
    installed = {
        "pyodide": npm_version(root, "pyodide"),
        "pyscript": npm_version(root, "@pyscript/core"),
    }
    if installed != pinned:
        raise SystemExit(
            f"vendor: node_modules has {installed} but package.json pins {pinned}; run `npm ci`"
        )


def main(argv: list[str] | None = None) -> int:
    changed = build_site(ROOT)
    print(f"vendor: site/ holds {changed['files']} files: {changed['copied']} copied, "
          f"grove.zip {'written' if changed['zip'] else 'unchanged'}, boards "
          f"{'written' if changed['boards'] else 'unchanged'}, precache list "
          f"{'written' if changed['list'] else 'unchanged'}, {changed['removed']} removed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
