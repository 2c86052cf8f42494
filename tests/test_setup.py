"""Set-up invariants, no browser: the vendored runtime paths the site references are the
versions package.json pins, filled in by the build, and nothing the site serves points at a
CDN."""

from __future__ import annotations

import json
import re
import shutil
import tomllib
from pathlib import Path

import pytest

import vendor

ROOT = Path(__file__).resolve().parents[1]
CDN_HOSTS = re.compile(
    r"cdn\.[a-z0-9]|unpkg|jsdelivr|pyscript\.net|cdnjs|googleapis", re.IGNORECASE
)


@pytest.fixture(scope="module")
def paths() -> dict[str, str]:
    return vendor.vendor_paths(vendor.pinned_versions(ROOT))


def test_versions_are_pinned_exactly():
    versions = vendor.pinned_versions(ROOT)
    for name, version in versions.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} must be an exact version"
    lock = (ROOT / "package-lock.json").read_text(encoding="utf-8")
    assert f'"version": "{versions["pyodide"]}"' in lock, "package-lock.json is stale"
    assert f'"version": "{versions["pyscript"]}"' in lock, "package-lock.json is stale"


def test_pyscript_toml_uses_the_vendored_pyodide(paths):
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config.get("interpreter") == "./static/js/pyodide.mjs"
    # ...which loads the vendored Pyodide, and tells it where its files are.
    start = vendor.served_text(ROOT, "static/js/pyodide.mjs")
    beside = "../" + paths["pyodide_dir"].removeprefix("static/")
    assert f'from "{beside}/pyodide.mjs"' in start and f'"{beside}/"' in start
    assert config.get("files", {}).get("./" + paths["grove_zip"]) == "./*"


def test_index_html_loads_the_vendored_pyscript(paths):
    html = vendor.served_text(ROOT, "index.html")
    tag = re.search(rf'<script\b[^>]*\bsrc="\./{re.escape(paths["core_js"])}"[^>]*>', html)
    assert tag, f"index.html must load ./{paths['core_js']}"
    assert 'type="module"' in tag.group(0), "PyScript's core.js is an ES module"
    assert f'href="./{paths["core_css"]}"' in html
    referenced = set(re.findall(r"static/vendor/[\w.@-]+", html))
    expected = {paths["pyscript_dir"]}
    assert referenced <= expected, f"index.html names other vendored versions: {referenced}"


def test_the_build_fills_in_the_versions_of_package_json(tmp_path):
    for name in vendor.TEMPLATED:  # the sources name no version: the build fills them in
        source = (ROOT / name).read_text(encoding="utf-8")
        assert "{{" in source, name
        assert not re.search(r"(pyodide|pyscript)-\d", source), f"{name} names a version"
    (tmp_path / "static" / "js").mkdir(parents=True)
    for name in vendor.TEMPLATED:
        (tmp_path / name).write_text((ROOT / name).read_text(encoding="utf-8"), encoding="utf-8")
    manifest = {"devDependencies": {"pyodide": "315.1.2", "@pyscript/core": "0.8.4"}}
    (tmp_path / "package.json").write_text(json.dumps(manifest), encoding="utf-8")
    (tmp_path / "py" / "grove").mkdir(parents=True)
    (tmp_path / "py" / "grove" / "__init__.py").write_text('"""Grove."""\n', encoding="utf-8")
    html = vendor.served_text(tmp_path, "index.html")
    assert './static/vendor/pyscript-0.8.4/core.js"' in html
    assert './static/vendor/pyscript-0.8.4/core.css"' in html
    start = vendor.served_text(tmp_path, "static/js/pyodide.mjs")
    assert 'from "../vendor/pyodide-315.1.2/pyodide.mjs"' in start
    assert '"../vendor/pyodide-315.1.2/"' in start
    # The snapshot's key names the grove sources it holds: another source, another key.
    grove = vendor.grove_version(tmp_path)
    assert f'"{grove}"' in start
    (tmp_path / "py" / "grove" / "__init__.py").write_text('"""Grove!"""\n', encoding="utf-8")
    assert vendor.grove_version(tmp_path) != grove
    assert "{{" not in html + start
    with pytest.raises(SystemExit, match="no version"):
        vendor.filled("pyodide-{{pyodide}} pyscript-{{pyscrpt}}", {"pyodide": "1"})


def test_the_built_site_names_the_installed_runtime():
    site = ROOT / vendor.SITE
    if not (site / "index.html").is_file():
        pytest.skip("site/ is not built (make vendor)")
    versions = {"pyodide": vendor.npm_version(ROOT, "pyodide"),
                "pyscript": vendor.npm_version(ROOT, "@pyscript/core")}
    paths = vendor.vendor_paths(versions)
    assert (site / paths["core_js"]).is_file() and (site / paths["pyodide_mjs"]).is_file()
    html = (site / "index.html").read_text(encoding="utf-8")
    start = (site / "static" / "js" / "pyodide.mjs").read_text(encoding="utf-8")
    assert f'src="./{paths["core_js"]}"' in html and f'href="./{paths["core_css"]}"' in html
    assert f'"../vendor/pyodide-{versions["pyodide"]}/pyodide.mjs"' in start
    assert "{{" not in html + start


def served_files() -> list[Path]:
    files = [ROOT / "index.html", ROOT / "pyscript.toml"]
    files += sorted((ROOT / "py").rglob("*.py"))
    for pattern in ("*.css", "*.js", "*.mjs", "*.webmanifest", "*.html"):
        files += sorted((ROOT / "static").rglob(pattern))
    files += [p for p in (ROOT / "sw.js", ROOT / "manifest.webmanifest") if p.exists()]
    generated = (ROOT / "static" / "vendor", ROOT / "static" / "build")
    return [f for f in files if f.is_file() and not any(g in f.parents for g in generated)]


def test_no_served_file_mentions_a_cdn():
    offenders = []
    for path in served_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if CDN_HOSTS.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders, "CDN references in served files:\n" + "\n".join(offenders)


def test_grove_zip_holds_only_the_package_sources_and_their_pyc_for_pyodide(tmp_path):
    import io
    import zipfile

    sources = vendor.grove_zip_bytes(ROOT)
    names = zipfile.ZipFile(io.BytesIO(sources)).namelist()
    assert "grove/__init__.py" in names
    assert all(n.startswith("grove/") and n.endswith(".py") for n in names), names
    assert not any("__pycache__" in n for n in names)
    assert vendor.grove_zip_bytes(ROOT) == sources, "zip not deterministic"

    built = vendor.grove_zip_for_site(ROOT, tmp_path / "none.zip")
    with zipfile.ZipFile(io.BytesIO(built)) as archive:
        pycs = [n for n in archive.namelist() if n.endswith(".pyc")]
        # Pyodide's Python (3.14) finds each beside its source; unchecked-hash: flags 0b01.
        assert sorted(p.replace("/__pycache__", "").replace(".cpython-314.pyc", ".py")
                      for p in pycs) == sorted(names)
        header = archive.read("grove/__pycache__/__init__.cpython-314.pyc")[:8]
        assert int.from_bytes(header[4:8], "little") == 0b01
        assert archive.comment == zipfile.ZipFile(io.BytesIO(sources)).comment
    # Made again from the same sources: the zip already built is kept, byte for byte.
    (tmp_path / "grove.zip").write_bytes(built)
    assert vendor.grove_zip_for_site(ROOT, tmp_path / "grove.zip") == built


def test_the_vendored_pyodide_differs_only_by_the_sparse_snapshot_restore(paths):
    original = (ROOT / "node_modules" / "pyodide" / vendor.PATCHED).read_bytes()
    served = vendor.patched(original)
    assert served.replace(vendor.SPARSE_RESTORE, vendor.RESTORE) == original
    with pytest.raises(SystemExit, match="not the one patched"):
        vendor.patched(original.replace(vendor.RESTORE, b"return Module.HEAP8.set(t),l }"))


# The restore as Pyodide's would call it: `heap` the new memory (data segments written, the
# rest zeros), `t` the snapshot's memory; both copies must leave the same bytes.
RESTORES = """
const Module = {HEAP8: null};
const sparse = (t, l) => { %s;
const plain = (t, l) => { return Module.HEAP8.set(t),l};
const pages = 40, size = pages * 4096;
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) %% 2147483648) / 2147483648;
for (let round = 0; round < 20; round++) {
  const snapshot = new Int8Array(size), fresh = new Int8Array(size + 65536);
  for (let page = 0; page < pages; page++) {
    const kind = random();  // zeros, a few bytes, or full
    for (let i = 0; i < 4096; i++) {
      if (kind > 0.6 || (kind > 0.3 && random() < 0.01)) snapshot[page * 4096 + i] = random() * 256;
    }
    if (random() < 0.2) fresh[page * 4096 + Math.floor(random() * 4096)] = 9;  // a data segment
  }
  const results = [sparse, plain].map((restore) => {
    Module.HEAP8 = new Int8Array(fresh);
    restore(snapshot, "l");
    return Module.HEAP8;
  });
  if (results[0].some((byte, at) => byte !== results[1][at])) throw new Error("differs " + round);
}
console.log("same");
"""


def test_the_sparse_restore_leaves_the_memory_a_full_copy_leaves():
    import subprocess

    code = RESTORES % vendor.SPARSE_RESTORE.decode()
    done = subprocess.run(["node", "-e", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "same", done.stderr


def test_the_snapshot_holds_only_the_grove_sources_of_its_build(tmp_path, monkeypatch):
    """The snapshot's worker checks the grove.zip it fetched against the build's digest
    (static/js/pyodide.mjs, GROVE_MODULES), computed as vendor.grove_version computes it."""
    start = vendor.served_text(ROOT, "static/js/pyodide.mjs")
    grove = re.search(r'const GROVE = "(\w+)";', start).group(1)
    assert grove == vendor.grove_version(ROOT)
    script = start.split("const GROVE_MODULES = `")[1].split("`;")[0]
    check = script.split("import grove\n")[0].replace("\\\\", "\\").replace("${GROVE}", grove)
    shutil.copytree(ROOT / "py" / "grove", tmp_path / "grove",
                    ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.chdir(tmp_path)
    exec(check, {})  # the build's own sources: taken
    with (tmp_path / "grove" / "__init__.py").open("a", encoding="utf-8") as source:
        source.write("# another build\n")
    with pytest.raises(ValueError, match="not the build's"):
        exec(check, {})
