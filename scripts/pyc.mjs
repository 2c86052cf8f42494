// Compile the grove package for Pyodide's own Python (scripts/vendor.py runs this under Node):
// reads a zip of the sources on stdin, writes a zip of their .pyc files on stdout, with the
// Pyodide whose pyodide.mjs is named by the first argument (the vendored one). The .pyc are
// "unchecked-hash" ones: Python uses them without looking at the sources' times, which the zip's
// unpacking does not keep. Compiling in the browser at each start is what this saves.
import { readFileSync, writeSync } from "node:fs";
import { pathToFileURL } from "node:url";

const { loadPyodide } = await import(pathToFileURL(process.argv[2]).href);

const sources = new Uint8Array(readFileSync(0));
const pyodide = await loadPyodide({ stdout: () => {}, stderr: (line) => console.error(line) });
pyodide.FS.mkdirTree("/build");
pyodide.FS.writeFile("/build/sources.zip", sources);
pyodide.runPython(`
import compileall, py_compile, zipfile
from pathlib import Path

zipfile.ZipFile("/build/sources.zip").extractall("/build/src")
ok = compileall.compile_dir("/build/src", quiet=1, workers=1,
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("compileall failed")
with zipfile.ZipFile("/build/compiled.zip", "w") as out:
    for path in sorted(Path("/build/src").rglob("*.pyc")):
        out.write(path, path.relative_to("/build/src").as_posix())
`);
const compiled = pyodide.FS.readFile("/build/compiled.zip");
writeSync(1, compiled);
