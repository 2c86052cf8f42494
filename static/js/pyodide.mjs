// Pyodide as PyScript loads it (pyscript.toml's `interpreter`), started from a memory snapshot on
// a repeat visit. Pyodide's start is mostly its own: the interpreter's set-up and the modules it
// and Grove import. The first start in a browser is a normal one; once the page is ready, a
// worker starts an interpreter of its own, imports those modules (the standard ones, and Grove's
// own but the page's and the computer's) and makes a snapshot of its memory (Pyodide's private
// `_makeSnapshot` and `makeMemorySnapshot()`), gzipped into Cache Storage. Later starts restore
// it (`_loadSnapshot`). gzip's checksum finds a damaged snapshot; a missing, damaged or refused
// one means a normal start, and a new snapshot made. Measured in bench/startup.py; the figures
// and the decision are in the README.
import { loadPyodide as loadPlain, version } from "../vendor/pyodide-{{pyodide}}/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide-{{pyodide}}/", import.meta.url).href;
const CACHE = "pyodide-snapshot";
// What the snapshot holds: change STANDARD, or Grove's sources (GROVE, their digest, filled in
// by scripts/vendor.py), and the snapshots made before are not used.
const STANDARD = "collections copy dataclasses functools hashlib hmac html inspect json math " +
  "random re secrets shutil time typing zipfile zlib";
const GROVE = "{{grove}}";
const KEY = new URL(`./snapshot/${version}/${GROVE}/${encodeURIComponent(STANDARD)}`,
  import.meta.url).href;  // a name in the cache, never fetched
// Grove's modules, imported into the snapshot from the build's grove.zip: all of the package
// but grove.app.page, whose modules hold the page's objects (a snapshot may hold none), and
// grove.ai, which only the computer's workers import (the page's memory spared). Only a
// grove.zip of the sources GROVE names (digested as scripts/vendor.py's `grove_version` does)
// goes in: one of another build, fetched while the site changed, would be kept under this key.
const GROVE_ZIP = new URL("../build/grove.zip", import.meta.url).href;
const GROVE_MODULES = `
import hashlib, importlib, pathlib, pkgutil
digest, package = hashlib.sha256(), pathlib.Path("grove")
for path in sorted(package.rglob("*.py")):
    if "__pycache__" not in path.parts:
        digest.update(path.relative_to(package).as_posix().encode() + b"\\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
if digest.hexdigest()[:16] != "${GROVE}":
    raise ValueError("grove.zip is not the build's")
import grove
for module in pkgutil.walk_packages(grove.__path__, "grove."):
    if not module.name.startswith(("grove.app.page", "grove.ai")):
        importlib.import_module(module.name)
del digest, package, path, module
`;
const MAIN = typeof document !== "undefined";  // the page has one made; workers only read it

// How this start went, for the tests and bench/startup.py.
const report = (globalThis.groveStart = { how: "plain", note: "" });

async function stored() {
  const cache = await caches.open(CACHE);
  const response = await cache.match(KEY);
  if (!response) return null;
  const unzipped = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unzipped).arrayBuffer());
}

async function keep(snapshot) {
  const zipped = new Blob([snapshot]).stream().pipeThrough(new CompressionStream("gzip"));
  const body = await new Response(zipped).arrayBuffer();
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    if (request.url !== KEY) await cache.delete(request);  // another version's
  }
  await cache.put(KEY, new Response(body, { headers: { "Content-Type": "application/gzip" } }));
}

async function forget(why) {
  report.note = why;
  try {
    await (await caches.open(CACHE)).delete(KEY);
  } catch (error) {
    // Cache Storage refused: the next start tries again, no worse than this one
  }
}

// Pyodide keeps the options it was started with, the snapshot among them, for as long as it
// runs: a copy of its whole memory (30 MB) held for nothing once restored. Moving the buffer
// out (a transfer to a clone dropped at once) leaves Pyodide an empty view and frees it.
function release(snapshot) {
  try {
    structuredClone(snapshot.buffer, { transfer: [snapshot.buffer] });
  } catch (error) {
    // a browser that cannot transfer keeps the copy: no worse than before
  }
}

// On the page, Pyodide starts as soon as index.html loads this module, while PyScript is still
// setting itself up; PyScript's loadPyodide() then takes that start over. Its printing goes to
// PyScript's handlers once PyScript hands them over (nothing prints before).
const streams = { stdout: null, stderr: null, early: [] };
const forward = (name) => (text) => {
  if (streams[name]) streams[name](text);
  else streams.early.push([name, text]);
};
const early = MAIN ? start({ stdout: forward("stdout"), stderr: forward("stderr") }) : null;

export async function loadPyodide(options = {}) {
  const { stdout, stderr, indexURL, ...other } = options;
  if (!early || Object.keys(other).length) return start(options);  // packages: not the early one
  streams.stdout = stdout || console.log;
  streams.stderr = stderr || console.warn;
  for (const [name, text] of streams.early.splice(0)) streams[name](text);
  return early;
}

async function start(options) {
  const canCache = typeof caches !== "undefined" && typeof DecompressionStream !== "undefined";
  const settings = { ...options, indexURL: INDEX_URL };
  if (canCache) {
    let snapshot = null;
    try {
      snapshot = await stored();
    } catch (error) {
      await forget(`the snapshot could not be read (${error})`);
    }
    if (snapshot) {
      try {
        const pyodide = await loadPlain({ ...settings, _loadSnapshot: snapshot });
        report.how = "snapshot";
        release(snapshot);
        // The restored memory holds the random state of the snapshot's making: every start
        // from it would draw the same numbers (the same "random" layout on every visit).
        pyodide.runPython("import random\nrandom.seed()");
        return pyodide;
      } catch (error) {
        await forget(`the snapshot was refused (${error})`);
      }
    }
    // The browser tests start hundreds of fresh browsers: they make one only where they ask.
    if (MAIN && globalThis.groveSnapshots !== "off") whenReady(makeSnapshot);
  }
  return loadPlain(settings);
}

// The snapshot is made by an interpreter of its own (one that makes a snapshot cannot serve the
// page), in a worker, once the page is ready and settled: on a first visit, once the service
// worker took it over (WebKit refused the worker's script fetched while the page changed hands,
// "due to access control checks"), or its registration failed, or none came in SETTLE ms (a
// reload that passes the service worker by is never taken over). The page does not wait.
const SETTLE = 15000;

function whenReady(then) {
  const ready = () => document.body && document.body.dataset.ready === "1";
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    whenSettled(then);
  });
  observer.observe(document.documentElement, { subtree: true, attributes: true,
    attributeFilter: ["data-ready"] });
}

function whenSettled(then) {
  const workers = navigator.serviceWorker;
  const root = document.documentElement;
  let done = false;
  // Why the snapshot may start now, kept in groveStart.madeWhen for the tests; "" is not yet.
  const settled = () => !workers ? "no service worker" : workers.controller !== null
    ? "controlled" : root.dataset.offline === "failed" ? "no offline copy" : "";
  const finish = (why) => {
    if (done) return;
    done = true;
    observer.disconnect();
    report.madeWhen = why;
    then();
  };
  const go = () => { const why = settled(); if (why) finish(why); };
  const observer = new MutationObserver(go);
  observer.observe(root, { attributes: true, attributeFilter: ["data-offline"] });
  if (workers) workers.addEventListener("controllerchange", go);
  setTimeout(() => finish("waited"), SETTLE);
  go();
}

function makeSnapshot() {
  report.kept = new Promise((resolve) => {
    const worker = new Worker(new URL("./snapshot.mjs", import.meta.url), { type: "module" });
    worker.onmessage = (event) => {
      report.note = event.data.note;
      worker.terminate();
      resolve(event.data.kept);
    };
    worker.onerror = (event) => {
      report.note = `the snapshot could not be made (${event.message})`;
      worker.terminate();
      resolve(false);
    };
  });
}

// In the worker (static/js/snapshot.mjs): a normal start, the modules, the snapshot. The page
// unpacks grove.zip into the same folder again (pyscript.toml): the files live outside the
// snapshot, in the file system, which Pyodide keeps in JavaScript.
export async function snapshotMade() {
  const pyodide = await loadPlain({ indexURL: INDEX_URL, _makeSnapshot: true });
  pyodide.runPython(STANDARD.split(" ").map((name) => `import ${name}`).join("\n"));
  const zip = await fetch(GROVE_ZIP);
  if (!zip.ok) throw new Error(`grove.zip: ${zip.status}`);
  pyodide.unpackArchive(await zip.arrayBuffer(), "zip");
  pyodide.runPython(GROVE_MODULES);
  await keep(pyodide.makeMemorySnapshot());
}
