// A game's review, timed in Pyodide: the grove package from our build and bench/reviewing.py,
// the same code bench/review.py times in CPython. The games come from bench/results/
// review-games.json; the vendored version and the level in the query (?pyodide=...&level=medium).
const query = new URLSearchParams(location.search);
const { groveInPyodide } = await import("./grove_pyodide.js");
const pyodide = await groveInPyodide(query);
pyodide.FS.writeFile("reviewing.py", await (await fetch("./reviewing.py")).text());
pyodide.globals.set("games", await (await fetch("./results/review-games.json")).text());
pyodide.globals.set("level", query.get("level") || "medium");
document.body.dataset.result = await pyodide.runPythonAsync(`
import json
import reviewing
json.dumps({name: reviewing.review_game(text, level) for name, text in json.loads(games).items()})
`);
document.body.dataset.ready = "1";
