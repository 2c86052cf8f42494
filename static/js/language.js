// The page's language, before Python starts: the one the player picked (localStorage
// grove.lang), else the first of the browser's languages Grove speaks, else English. The page's
// own text is put into it at once from static/build/words.js (made from locale/*.po), the
// <html lang> attribute follows, and the picker in the header switches (and reloads: the game is
// saved). Python reads window.groveLanguage and loads the same language's catalogue.
(function () {
  var spoken = ["en", "fr", "es", "de"];
  var code = null;
  try {
    code = window.localStorage.getItem("grove.lang");
  } catch (error) {
    code = null;  // storage off: the browser's language
  }
  if (spoken.indexOf(code) < 0) {
    code = "en";
    var wanted = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < wanted.length; i++) {
      var tag = String(wanted[i]).split("-")[0].toLowerCase();
      if (spoken.indexOf(tag) >= 0) {
        code = tag;
        break;
      }
    }
  }
  window.groveLanguage = code;
  document.documentElement.lang = code;
  // Python's catalogue, fetched now rather than once Python is up (grove.app.page.boot.speak):
  // the fetch goes on while Pyodide starts. A failure is Python's to report, fetching again.
  if (code !== "en") {
    window.groveCatalogue = fetch("./locale/" + code + ".json").then(function (response) {
      return response.ok ? response.arrayBuffer() : null;
    }).catch(function () {
      return null;
    });
  }
  var words = (self.groveWords || {})[code] || {};

  // The same text as scripts/messages.py reads it: spaces collapsed, ends trimmed.
  function normal(text) {
    return text.replace(/\s+/g, " ").trim();
  }
  window.groveWord = function (text) {
    return Object.prototype.hasOwnProperty.call(words, text) ? words[text] : text;
  };

  if (code !== "en") {
    var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    var node;
    while ((node = walker.nextNode())) {
      var parent = node.parentNode && node.parentNode.nodeName;
      if (parent === "SCRIPT" || parent === "STYLE") continue;
      var text = normal(node.nodeValue);
      if (text && Object.prototype.hasOwnProperty.call(words, text)) {
        var lead = node.nodeValue.match(/^\s*/)[0], tail = node.nodeValue.match(/\s*$/)[0];
        node.nodeValue = lead + words[text] + tail;
      }
    }
    ["title", "aria-label", "placeholder"].forEach(function (name) {
      document.querySelectorAll("[" + name + "]").forEach(function (element) {
        var value = normal(element.getAttribute(name));
        if (Object.prototype.hasOwnProperty.call(words, value)) {
          element.setAttribute(name, words[value]);
        }
      });
    });
  }

  var picker = document.getElementById("language");
  if (picker) {
    picker.value = code;
    picker.addEventListener("change", function () {
      try {
        window.localStorage.setItem("grove.lang", picker.value);
      } catch (error) {
        picker.value = code;  // storage off: the choice could not be kept, so nothing changes
        return;
      }
      window.location.reload();  // the game on screen is saved: it opens again, in the new words
    });
  }
})();
