// Bare Pyodide, the start-up baseline: load the vendored runtime and run `1+1`. An external
// file, not an inline script, so that the site's Content-Security-Policy applies unchanged.
// The vendored version comes in the query (?pyodide=314.0.7), so this file never needs a bump.
const version = new URLSearchParams(location.search).get("pyodide");
const indexURL = new URL(`../static/vendor/pyodide-${version}/`, location.href).href;
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL });
document.body.dataset.result = String(pyodide.runPython("1+1"));
document.body.dataset.ready = "1";
