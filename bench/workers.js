// The computer's search and a whole review on N workers at once, each Pyodide with the grove
// package of our build (bench/worker.js), as grove.app.pool shares them out: playouts timed in
// every worker at once for the same seconds, and a review's questions handed to whichever
// worker is free, one position at a time, then one better turn at a time. The query says how
// many workers, what to time and for how long
// (?pyodide=314.0.7&workers=2&what=playouts&seconds=2&only=trellis,arborel, or what=review).
const query = new URLSearchParams(location.search);
const count = Number(query.get("workers") || 1);

function start() {
  return new Promise((resolve, reject) => {
    const worker = new Worker(`./worker.js?${query}`, { type: "module" });
    const waiting = new Map();
    let next = 0;
    worker.onerror = (event) => reject(new Error(event.message));
    worker.onmessage = (event) => {
      if (event.data.ready) {
        resolve((name, ...args) => new Promise((done, failed) => {
          next += 1;
          waiting.set(next, [done, failed]);
          worker.postMessage({ id: next, name, args });
        }));
        return;
      }
      const [done, failed] = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      if (event.data.error) failed(new Error(event.data.error));
      else done(event.data.result);
    };
  });
}

const workers = await Promise.all(Array.from({ length: count }, start));

async function playouts(games, seconds) {
  const found = {};
  for (const game of games) {
    const rates = await Promise.all(workers.map((call) => call("speed", game, seconds)));
    found[game] = rates.reduce((sum, [rate]) => sum + rate, 0);
  }
  return found;
}

// Each worker takes the next question as soon as it is free, as grove.app.review's lanes do.
async function shared(questions, ask) {
  const answers = {};
  let at = 0;
  await Promise.all(workers.map(async (call) => {
    while (at < questions.length) {
      const question = questions[at];
      at += 1;
      answers[question] = await ask(call, question);
    }
  }));
  return answers;
}

async function review(games, level) {
  const found = {};
  for (const [name, text] of Object.entries(games)) {
    const started = performance.now();
    const positions = await workers[0]("positions", text, level);
    const estimates = await shared(positions, (call, ply) => call("estimate", text, ply, level));
    const estimated = performance.now();
    const better = {};
    for (;;) {
      const wanted = await workers[0]("wanted", text, estimates, better, level);
      if (!wanted.length) break;
      Object.assign(better, await shared(wanted, (call, ply) => call("better_turn", text, ply,
                                                                      level)));
    }
    found[name] = { positions: positions.length, mistakes: Object.keys(better).length,
                    estimates_s: (estimated - started) / 1000,
                    seconds: (performance.now() - started) / 1000 };
  }
  return found;
}

const only = query.get("only") ? query.get("only").split(",") : null;
let result;
if (query.get("what") === "review") {
  const games = await (await fetch("./results/review-games.json")).json();
  const chosen = Object.fromEntries(Object.entries(games).filter(
    ([name]) => !only || only.some((game) => name.startsWith(game))));
  result = await review(chosen, query.get("level") || "medium");
} else {
  result = await playouts(only || ["trellis", "orbit", "btt", "arbos", "rumbo", "arborel"],
                          Number(query.get("seconds") || 2));
}
document.body.dataset.result = JSON.stringify(result);
document.body.dataset.ready = "1";
