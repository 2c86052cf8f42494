// Registers the service worker (sw.js) and offers a reload when a new version is waiting; on a
// visit it does not answer, has grove.zip fetched at once.
// The game in progress is autosaved after every action, so reloading loses nothing. The page
// reloads only when the player asked: a first visit's worker takes control (clients.claim)
// without one, since a newcomer may already be clicking or reading.

// grove.zip fetched at once, not when PyScript asks for it, on a visit no service worker answers
// (a first one): 1.6 s sooner in WebKit and 0.7 s in Firefox from a distant host. Not on the
// next: there Chromium was 0.45 s slower with it (bench/results/browsers.md).
(function preload() {
  if ("serviceWorker" in navigator && navigator.serviceWorker.controller) return;
  var link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.crossOrigin = "anonymous";
  link.href = "./static/build/grove.zip";
  document.head.appendChild(link);
})();

(function () {
  if (!("serviceWorker" in navigator)) return;

  function offer(onclick) {
    var bar = document.getElementById("update-bar");
    if (!bar) return;
    bar.hidden = false;
    document.getElementById("update-reload").onclick = onclick;
  }

  function offerUpdate(registration) {
    if (!registration.waiting) return;
    offer(function () {
      asked = true;
      if (registration.waiting) registration.waiting.postMessage("skip-waiting");
      else reload();  // it took over already (another tab asked): the new version is here
    });
  }

  var asked = false, reloading = false;
  var updating = navigator.serviceWorker.controller !== null;  // not a first visit
  function reload() {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  }
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    if (asked) reload();
    else if (updating) offer(reload);  // another tab took the new version: this one may follow
  });

  window.addEventListener("load", function () {
    navigator.serviceWorker.register("./sw.js").then(function (registration) {
      document.documentElement.dataset.offline = "registered";
      function watch(worker) {
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed" && navigator.serviceWorker.controller) {
            // The player asked already, and a newer version took the place of the one asked:
            // take that one too, rather than offer again.
            if (asked) worker.postMessage("skip-waiting");
            else offerUpdate(registration);
          }
          if (worker.state === "activated") document.documentElement.dataset.offline = "ready";
        });
      }
      if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
      // A new version may already be installing (the browser checks on every navigation, before
      // this page's script runs): its "updatefound" is gone, so watch it here.
      if (registration.installing) watch(registration.installing);
      registration.addEventListener("updatefound", function () {
        watch(registration.installing);
      });
      if (registration.active) document.documentElement.dataset.offline = "ready";
      registration.update().catch(function () {});  // offline: nothing to check, and that is fine
    }).catch(function () {
      document.documentElement.dataset.offline = "failed";
    });
  });
})();
