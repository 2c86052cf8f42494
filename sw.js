// Grove's service worker: keeps every file of the app so that it starts and plays offline.
// The list of files and the build's version come from static/build/precache.js, which
// scripts/vendor.py writes; a new build changes it, the browser notices, and the new worker
// waits until the page asks it to take over (after the player agrees to reload).
importScripts("./static/build/precache.js");

const BUILD = self.GROVE_BUILD;
const CACHE = "grove-" + BUILD.version;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(
        BUILD.files.map((file) =>
          // The versioned runtime never changes under one name: the HTTP cache may serve it.
          new Request(file, { cache: file.includes("/vendor/") ? "default" : "reload" })
        )
      )
    )
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith("grove-") && key !== CACHE).map((key) => caches.delete(key))
        )
      )
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  const shell = request.mode === "navigate" && (url.pathname.endsWith("/") || url.pathname.endsWith("/index.html"));
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(shell ? "./" : request, { ignoreSearch: true }).then((hit) => hit || fetch(request))
    )
  );
});
