// Tableside's service worker. The server puts VERSION, OFFLINE_PAGE and PRECACHE
// above this line (server/src/offline.rs).
//
// Pages: from the network while there is one (so they are never stale), from this
// phone's copy when there is none or it is too slow. Compiled files carry their
// hash in their name, so the cached copy is always right. A new version fills its
// own cache first, then removes the old one whole.

const CACHE = `tableside-${VERSION}`;
const PATIENCE_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Hashed files the page just loaded come from the browser's cache; the rest
      // is checked with the server, so the copy is of this version.
      const fresh = (address) => (address.startsWith("/pkg/") ? "default" : "no-cache");
      await cache.addAll(PRECACHE.map((address) => new Request(address, { cache: fresh(address) })));
      await keepOpenPages(cache);
      await carryOverVisitedPages(cache);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith("tableside-") && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  // A live table's state is never a kept copy (its page is, like any page).
  if (url.pathname.startsWith("/t/") && request.mode !== "navigate") return;
  event.respondWith(request.mode === "navigate" ? page(request) : file(request));
});

async function page(request) {
  const cache = await caches.open(CACHE);
  const saved = await cache.match(request, { ignoreVary: true });
  const fresh = fetch(request).then((response) => {
    if (response.ok && response.type === "basic") cache.put(request, response.clone());
    return response;
  });
  if (saved) fresh.catch(() => {}); // the copy answers if the network fails
  try {
    // With a copy in hand, a connection that hangs is not worth waiting for.
    return saved ? await Promise.race([fresh, later(PATIENCE_MS, saved)]) : await fresh;
  } catch {
    return saved || (await sameTable(cache, request)) || (await cache.match(OFFLINE_PAGE)) || Response.error();
  }
}

// A scorepad opened from a setup carries the setup (seed, options) in its address,
// so that address is new to the phone. Offline, the kept pad for the same table
// (players and edition, as precached) stands in: the pad reads the rest from the
// address itself.
async function sameTable(cache, request) {
  const url = new URL(request.url);
  if (!url.pathname.endsWith("/score")) return undefined;
  const table = new URLSearchParams();
  for (const name of ["players", "edition"]) {
    const value = url.searchParams.get(name);
    if (value) table.set(name, value);
  }
  const search = table.toString();
  return cache.match(url.origin + url.pathname + (search ? `?${search}` : ""), { ignoreVary: true });
}

async function file(request) {
  const cache = await caches.open(CACHE);
  const saved = await cache.match(request, { ignoreVary: true });
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") cache.put(request, response.clone());
  return response;
}

function later(ms, value) {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

// The page that installed this worker was loaded before it: keep a copy of it too,
// so the setup on screen survives a reload with the network gone.
async function keepOpenPages(cache) {
  const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  await Promise.allSettled(
    open.map(async (client) => {
      const url = new URL(client.url);
      if (url.origin !== self.location.origin) return;
      const response = await fetch(url.href, { credentials: "same-origin" });
      if (response.ok && !response.redirected) await cache.put(url.href, response);
    }),
  );
}

// Setups opened under the old version would otherwise be lost with its cache; they
// are fetched again, so they point at this version's files. Offline, they are kept
// as they were: better an old page than none.
async function carryOverVisitedPages(cache) {
  const precached = new Set(PRECACHE.map((address) => new URL(address, self.location.origin).href));
  for (const name of await caches.keys()) {
    if (!name.startsWith("tableside-") || name === CACHE) continue;
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const url = new URL(request.url);
      if (precached.has(url.href) || url.pathname.startsWith("/pkg/")) continue;
      try {
        const response = await fetch(request.url, { credentials: "same-origin" });
        if (response.ok && !response.redirected) await cache.put(request.url, response);
      } catch {
        const response = await old.match(request);
        if (response) await cache.put(request.url, response);
      }
    }
  }
}
