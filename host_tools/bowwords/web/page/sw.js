// Bowwords' service worker (served over http(s) only): the whole site is cached when the page is
// first opened, and every later load is answered from that cache, so the page opens with no
// network. A new build has a new CACHE name: it is cached whole, then the old one is dropped.
"use strict";
const CACHE = "bowwords-{{VERSION}}";
const FILES = {{FILES}};

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith("bowwords-") && n !== CACHE)
      .map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE)
    .then((c) => c.match(req, { ignoreSearch: true }))
    .then((hit) => hit || fetch(req)));
});
