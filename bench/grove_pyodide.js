// Pyodide for the bench pages, with the grove package from our build: the vendored version is
// in the page's query (?pyodide=314.0.7).
export async function groveInPyodide(query) {
  const indexURL = new URL(`../static/vendor/pyodide-${query.get("pyodide")}/`, location.href).href;
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL });
  const grove = await (await fetch("../static/build/grove.zip")).arrayBuffer();
  pyodide.unpackArchive(grove, "zip");
  return pyodide;
}
