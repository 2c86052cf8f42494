#!/usr/bin/env python3
"""Vendor the browser runtime and package the Python code for the static site.

1. Copies Pyodide and PyScript from node_modules (installed by `npm ci` at the exact versions
   pinned in package.json) into versioned folders, so the site never touches a CDN:

       static/vendor/pyodide-<version>/   pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm,
                                          python_stdlib.zip, pyodide-lock.json
       static/vendor/pyscript-<version>/  the whole of @pyscript/core/dist/, names kept

   Up-to-date files are skipped, folders of other versions are removed.
2. Zips py/grove/**/*.py into static/build/grove.zip with paths grove/..., which pyscript.toml
   unpacks into the interpreter's file system with `"./static/build/grove.zip" = "./*"`.
   The zip is deterministic and only rewritten when its content changes.

Standard library only (it runs in Netlify's build image too). Usage: python3 scripts/vendor.py
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import sys
import zipfile
from pathlib import Path

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


def _up_to_date(src: Path, dst: Path) -> bool:
    try:
        s, d = src.stat(), dst.stat()
    except FileNotFoundError:
        return False
    return s.st_size == d.st_size and int(s.st_mtime) == int(d.st_mtime)


def _sync(pairs: list[tuple[Path, Path]], dest_dir: Path) -> int:
    """Copy (src, dst) pairs that differ; delete files in dest_dir that are not wanted."""
    copied = 0
    wanted = {dst for _, dst in pairs}
    for src, dst in pairs:
        if _up_to_date(src, dst):
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        tmp = dst.with_name(dst.name + ".tmp")
        shutil.copy2(src, tmp)  # copy2 keeps the mtime: the next run sees it up to date
        tmp.replace(dst)
        copied += 1
    for path in sorted(dest_dir.rglob("*"), reverse=True):
        if path.is_file() and path not in wanted:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return copied


def _prune_other_versions(vendor_dir: Path, prefix: str, keep: str) -> None:
    for old in vendor_dir.glob(prefix + "-*"):
        if old.is_dir() and old.name != keep:
            shutil.rmtree(old)


def vendor_pyodide(root: Path = ROOT) -> tuple[Path, int]:
    src_dir = root / "node_modules" / "pyodide"
    version = npm_version(root, "pyodide")
    dest = root / "static" / "vendor" / f"pyodide-{version}"
    pairs = [(src_dir / name, dest / name) for name in PYODIDE_FILES]
    missing = [str(src) for src, _ in pairs if not src.is_file()]
    if missing:
        raise SystemExit(f"vendor: pyodide {version} lacks {missing}; check the npm package")
    dest.mkdir(parents=True, exist_ok=True)
    copied = _sync(pairs, dest)
    _prune_other_versions(dest.parent, "pyodide", dest.name)
    return dest, copied


def vendor_pyscript(root: Path = ROOT) -> tuple[Path, int]:
    src_dir = root / "node_modules" / "@pyscript" / "core" / "dist"
    version = npm_version(root, "@pyscript/core")
    dest = root / "static" / "vendor" / f"pyscript-{version}"
    pairs = [(p, dest / p.relative_to(src_dir)) for p in sorted(src_dir.rglob("*")) if p.is_file()]
    if not any(src.name == "core.js" for src, _ in pairs):
        raise SystemExit(f"vendor: {src_dir} has no core.js; check the npm package")
    dest.mkdir(parents=True, exist_ok=True)
    copied = _sync(pairs, dest)
    _prune_other_versions(dest.parent, "pyscript", dest.name)
    return dest, copied


def grove_zip_bytes(root: Path = ROOT) -> bytes:
    """Deterministic zip of py/grove/**/*.py with archive paths grove/..."""
    package = root / "py" / "grove"
    if not (package / "__init__.py").is_file():
        raise SystemExit(f"vendor: {package}/__init__.py is missing")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(package.rglob("*.py")):
            if "__pycache__" in path.parts:
                continue
            info = zipfile.ZipInfo(path.relative_to(package.parent).as_posix(), ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


def build_zip(root: Path = ROOT) -> tuple[Path, bool]:
    """Write static/build/grove.zip if its content changed; return (path, written)."""
    data = grove_zip_bytes(root)
    target = root / "static" / "build" / ZIP_NAME
    if target.is_file() and target.read_bytes() == data:
        return target, False
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(target)
    return target, True


# What the service worker (sw.js) keeps for offline play: every file the app fetches. The list is
# made here from the files themselves, never by hand, and written to static/build/precache.js,
# which sw.js imports; a change of any file changes the version, so a new build replaces the
# whole cache.
PRECACHE_FILES = ("index.html", "pyscript.toml", "py/main.py", "py/ai_worker.py")
PRECACHE_DIRS = ("static/css", "static/js", "static/icons", "static/build", "docs")
PRECACHE_SKIP = (".map", ".d.ts", ".tmp", "precache.js")


def precache_list(root: Path = ROOT) -> list[Path]:
    files = [root / name for name in PRECACHE_FILES if (root / name).is_file()]
    files += [root / "static" / "manifest.webmanifest"]
    versions = pinned_versions(root)
    dirs = list(PRECACHE_DIRS) + [vendor_paths(versions)["pyodide_dir"],
                                  vendor_paths(versions)["pyscript_dir"]]
    for folder in dirs:
        base = root / folder
        if base.is_dir():
            files += sorted(p for p in base.rglob("*")
                            if p.is_file() and not p.name.endswith(PRECACHE_SKIP))
    return [f for f in files if f.is_file()]


def build_precache(root: Path = ROOT) -> tuple[Path, bool]:
    """Write static/build/precache.js: the build's version and the files to keep offline."""
    files = precache_list(root)
    digest = hashlib.sha256()
    for path in files:
        relative = path.relative_to(root).as_posix()
        digest.update(relative.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    urls = ["./"] + [f"./{p.relative_to(root).as_posix()}" for p in files]
    build = {"version": digest.hexdigest()[:16], "files": urls}
    text = ("// Generated by scripts/vendor.py: what sw.js keeps for offline play.\n"
            f"self.GROVE_BUILD = {json.dumps(build, indent=1)};\n")
    target = root / "static" / "build" / "precache.js"
    if target.is_file() and target.read_text(encoding="utf-8") == text:
        return target, False
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return target, True


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
    root = ROOT
    check_pins(root)
    for label, step in (("pyodide", vendor_pyodide), ("pyscript", vendor_pyscript)):
        dest, copied = step(root)
        state = f"{copied} file(s) copied" if copied else "up to date"
        print(f"vendor: {label:8} {dest.relative_to(root).as_posix()}/ ({state})")
    target, written = build_zip(root)
    state = "written" if written else "unchanged"
    print(f"vendor: grove    {target.relative_to(root).as_posix()} ({state})")
    target, written = build_precache(root)
    state = "written" if written else "unchanged"
    print(f"vendor: offline  {target.relative_to(root).as_posix()} ({state})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
