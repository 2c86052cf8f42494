// Registers the service worker (sw.js) and offers a reload when a new version is waiting.
// The game in progress is autosaved after every action, so reloading loses nothing. The page
// reloads only when the player asked: a first visit's worker takes control (clients.claim)
// without one, since a newcomer may already be clicking or reading.
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
