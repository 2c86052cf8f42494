// Registers the service worker (sw.js) and offers a reload when a new version is waiting.
// The game in progress is autosaved after every action, so reloading loses nothing.
(function () {
  if (!("serviceWorker" in navigator)) return;

  function offerUpdate(registration) {
    var bar = document.getElementById("update-bar");
    if (!bar || !registration.waiting) return;
    bar.hidden = false;
    document.getElementById("update-reload").onclick = function () {
      registration.waiting.postMessage("skip-waiting");
    };
  }

  var reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });

  window.addEventListener("load", function () {
    navigator.serviceWorker.register("./sw.js").then(function (registration) {
      document.documentElement.dataset.offline = "registered";
      if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
      registration.addEventListener("updatefound", function () {
        var worker = registration.installing;
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed" && navigator.serviceWorker.controller) {
            offerUpdate(registration);
          }
          if (worker.state === "activated") document.documentElement.dataset.offline = "ready";
        });
      });
      if (registration.active) document.documentElement.dataset.offline = "ready";
      registration.update().catch(function () {});  // offline: nothing to check, and that is fine
    }).catch(function () {
      document.documentElement.dataset.offline = "failed";
    });
  });
})();
