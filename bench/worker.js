// One worker of bench/workers.js: Pyodide with the grove package, bench/ai.py's `speed` and
// bench/reviewing.py's questions, called by name with JSON-able arguments.
const query = new URLSearchParams(location.search);
const { groveInPyodide } = await import("./grove_pyodide.js");
const pyodide = await groveInPyodide(query);
for (const name of ["ai.py", "reviewing.py"]) {
  pyodide.FS.writeFile(name === "ai.py" ? "bench_ai.py" : name,
                       await (await fetch(`./${name}`)).text());
}
pyodide.runPython("import json, bench_ai, reviewing");
// First searches, not timed, a second in each game to be timed: V8 compiles Pyodide's hot code
// better in the background during its first seconds, on the cores the timed searches share.
// (Warmed up on Trellis alone for 5 s, the Trellis timed next ran at 1.55x on two workers and
// the other games at 1.9x; timed after another game, Trellis ran at 2.0x.)
for (const game of (query.get("only") || "trellis").split(",")) {
  pyodide.runPython(`bench_ai.speed("${game}", 1.0)`);
}
const call = pyodide.runPython(`
def call(name, args):
    where = bench_ai if name == "speed" else reviewing
    return json.dumps(getattr(where, name)(*json.loads(args)))
call`);
onmessage = (event) => {
  const { id, name, args } = event.data;
  try {
    postMessage({ id, result: JSON.parse(call(name, JSON.stringify(args))) });
  } catch (error) {
    postMessage({ id, error: String(error) });
  }
};
postMessage({ ready: true });
