// The computer players' search, timed in Pyodide: the grove package from our build, and
// bench/ai.py's own `speed()`, so both interpreters time exactly the same code. The vendored
// version and the seconds per game come in the query (?pyodide=314.0.7&seconds=2&rounds=3, and
// &only=btt,rumbo for some games only).
const query = new URLSearchParams(location.search);
const { groveInPyodide } = await import("./grove_pyodide.js");
const pyodide = await groveInPyodide(query);
pyodide.FS.writeFile("bench_ai.py", await (await fetch("./ai.py")).text());
pyodide.globals.set("seconds", Number(query.get("seconds")));
pyodide.globals.set("rounds", Number(query.get("rounds") || 1));
pyodide.globals.set("only", query.get("only") || "");
// Each round times every game once; the games take turns, so a slow spell of the machine
// falls on all of them alike.
document.body.dataset.result = await pyodide.runPythonAsync(`
import json
import bench_ai
games = only.split(",") if only else bench_ai.GAMES
found = {game: [] for game in games}
for _ in range(rounds):
    for game in games:
        found[game].append(bench_ai.speed(game, seconds))
json.dumps(found)
`);
document.body.dataset.ready = "1";
