/* Tycoon Table's service worker: the whole site, precached, so that a second visit works offline.

   build.py fills in FILES (every file of dist/ but this one and the standalone/ folder, each with
   its SHA-256 as a Subresource Integrity string) and VERSION (a hash of that list).

   - One cache per version, named "tycoon-table <scope path> <version>": GitHub Pages serves every
     project of a user from one origin, so the scope path keeps this site's caches apart from its
     neighbours'. On activate, only this site's older caches are deleted.
   - Install downloads every file with `integrity`: a host that serves a half-deployed mix of two
     versions fails the install (and the browser tries again on a later visit) instead of caching a
     mix. `cache: "no-cache"` revalidates against the HTTP cache (a 304 costs no download).
   - The first version activates at once. A newer one waits until the page asks for it (offline.js
     offers "Update now"), so a running game is never swapped under the player's feet.
   - Older versions' caches are deleted at activate and again after each page load (tidy()).
   - Fetch: cache first for the precached files (query strings ignored: ?seed=5 is still
     index.html); anything else goes to the network as usual. */
"use strict";

const VERSION = "/*@version*/";
const FILES = /*@files*/[]/*@end*/;

const SCOPE = new URL("./", self.location.href);
const PREFIX = "tycoon-table " + SCOPE.pathname + " ";
const CACHE = PREFIX + VERSION;
const PRECACHED = new Set(FILES.map(([path]) => new URL(path, SCOPE).href));
const INDEX = new URL("index.html", SCOPE).href;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(FILES.map(async ([path, integrity]) => {
      const url = new URL(path, SCOPE).href;
      if (await cache.match(url)) return;  // an earlier, interrupted install got this one
      const response = await fetch(new Request(url, { cache: "no-cache", integrity }));
      if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
      await cache.put(url, response);
    }));
  })());
});

// Deletes this site's caches of other versions. Not while a newer worker is installing or waiting:
// its cache is the next version's. Run at activate, and again each time a page of this version has
// loaded ("tycoon-tidy", from offline.js): Chromium was seen, rarely, to list an old cache again
// after activate had deleted it (test_offline_sw.py), and a user's disk should not keep it.
async function tidy() {
  if (self.registration.installing || self.registration.waiting) return;
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    await tidy();
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "tycoon-update") self.skipWaiting();
  if (event.data && event.data.type === "tycoon-tidy") event.waitUntil(tidy());
  if (event.data && event.data.type === "tycoon-version" && event.source) {
    event.source.postMessage({ type: "tycoon-version", version: VERSION });
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  let key = url.href;
  if (request.mode === "navigate" && key === SCOPE.href) key = INDEX;
  if (!PRECACHED.has(key)) return;
  // caches.match with a cacheName opens no cache: caches.open would make this version's cache
  // again if a newer worker had just deleted it while this one still answered a fetch (an empty
  // old cache, left until the next version: seen as a flake of test_offline_sw.py).
  event.respondWith((async () => (await caches.match(key, { cacheName: CACHE })) || fetch(request))());
});
