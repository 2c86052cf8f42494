// The board before Python (grove/app/early.py): while Pyodide starts, show the board the page
// will open, drawn earlier by the same Python views: a game's opening (static/build/boards.js)
// or the board last drawn of a stored game (localStorage, grove.board.<key>). It is marked as
// starting; a click on it is kept in window.groveEarly.clicks, and Python plays it once up if
// the position it opened is the one drawn here (else it says that it did not).
(function () {
  // The skip link: the focus to the games' cards, the address left as it is (it is the route).
  var skip = document.getElementById("skip-link");
  if (skip) skip.addEventListener("click", function (event) {
    var target = document.getElementById("choose-title");
    if (!target || target.offsetParent === null) return;  // not on the home page: go home
    event.preventDefault();
    target.focus();
  });

  var early = (window.groveEarly = { position: "", clicks: [] });
  var parts = window.location.hash.replace(/^#\/?/, "").split("/");
  var game = parts[0];
  var openings = self.GROVE_BOARDS || {};

  // The home page's cards, each with its game's opening board, small (its ids made its own):
  // drawn now on the home page, and by Python when the home page comes back (filled once).
  window.groveCards = function () {
    document.querySelectorAll(".card[data-game] .card-board:empty").forEach(function (box) {
      var board = openings[box.parentNode.getAttribute("data-game")];
      if (!board) return;  // as grove/app/early.py's thumbnail(): a picture, without words
      box.innerHTML = board.svg
        .replace(/<title>[\s\S]*?<\/title>|<text\b[\s\S]*?<\/text>/g, "")
        .replace(/ (role|aria-label|tabindex)="[^"]*"/g, "")
        .replace(/(id="|url\(#|href="#)/g, "$1card-");
    });
  };
  if (!Object.prototype.hasOwnProperty.call(openings, game)) {
    window.groveCards();
    return;
  }

  function stored(key) {
    try {
      var board = JSON.parse(window.localStorage.getItem(key) || "null");
      var fine = board && board.game === game && typeof board.svg === "string" &&
        typeof board.position === "string" && typeof board.prompt === "string";
      return fine ? board : null;
    } catch (error) {
      return null;  // storage off, or a damaged entry: Python starts as usual
    }
  }

  // The latest game of this type, picked as Python's open_latest picks it (grove/app/store.py:
  // the highest `saved`, the first key in order on a tie): its board if the one kept is of its
  // last change, nothing if not (Python shows it soon), or the opening if there is no game yet.
  function latest() {
    var found = null, foundKey = null, keys = [];
    try {
      for (var i = 0; i < window.localStorage.length; i++) keys.push(window.localStorage.key(i));
      keys.sort();
      keys.forEach(function (key) {
        if (key.indexOf("grove.game.") !== 0 && key !== "grove.autosave." + game) return;
        var entry = JSON.parse(window.localStorage.getItem(key) || "null");
        if (!entry || !entry.record || entry.record.game !== game) return;
        var saved = entry.saved;
        if (typeof saved !== "number" || !(saved >= 0 && saved <= 253402300799)) saved = 0;
        if (foundKey === null || saved > found) {
          found = saved;
          foundKey = key;
        }
      });
    } catch (error) {
      return null;
    }
    if (foundKey === null) return openings[game];
    var board = stored("grove.board." + foundKey.slice("grove.".length));
    return board && board.saved === found ? board : null;
  }

  var shown = null;
  if (parts.length === 1 || (parts.length === 2 && parts[1] === "")) {
    shown = latest();
  } else if (parts[1] === "game" && parts[2]) {
    shown = stored("grove.board." + parts[2]);
  }
  if (!shown) return;  // a shared link, or a game with no board kept: the loading bar alone

  var board = document.getElementById("board");
  board.innerHTML = shown.svg;
  if (shown.bars && typeof shown.bars[0] === "string" && typeof shown.bars[1] === "string") {
    var say = window.groveWord || function (text) { return text; };  // static/js/language.js
    document.getElementById("bars-top").innerHTML = say(shown.bars[0]);
    document.getElementById("bars-bottom").innerHTML = say(shown.bars[1]);
  }
  early.position = shown.position;
  document.body.classList.add("early");
  document.getElementById("home").hidden = true;
  document.getElementById("loading").hidden = true;
  document.getElementById("app").hidden = false;
  document.getElementById("game").hidden = false;
  document.getElementById("game-title").textContent = openings[game].name;
  var word = window.groveWord || function (text) { return text; };  // static/js/language.js
  document.getElementById("status").textContent = word(shown.prompt);
  var note = document.getElementById("early-note");

  board.addEventListener("click", function (event) {
    if (!document.body.classList.contains("early")) return;  // Python has the board now
    var cell = event.target.closest("[data-cell]");
    if (!cell) return;
    early.clicks.push(cell.getAttribute("data-cell"));
    note.textContent = word("Starting\u2026 {clicks} will be played as soon as the game is " +
      "ready.").replace("{clicks}", early.clicks.join(", "));
  });

  // When the frame with the board has been painted (a task after the frame): bench/startup.py.
  window.requestAnimationFrame(function () {
    setTimeout(function () {
      window.__boardAt = performance.now();
    }, 0);
  });
})();
