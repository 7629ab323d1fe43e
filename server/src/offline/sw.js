// @ts-check
// Tableside's service worker. The server puts VERSION, OFFLINE_PAGE, PRECACHE,
// NAMED_BY_CONTENT, NEW_SETUPS and BRIDGE above this line (server/src/offline.rs).
//
// Pages: from the network while there is one (so they are never stale), from this
// phone's copy when there is none or it is too slow. Every other file carries
// its content's digest in its name, so the cached copy is always right. A new version fills its
// own cache first, then removes the old one whole.

const CACHE = `tableside-${VERSION}`;
// Setups drawn ahead while online, a few for each address in NEW_SETUPS (every
// game and player count, default options), to deal offline. Of this version:
// its pages name this version's files.
const AHEAD = `tableside-${VERSION}-ahead`;
const AHEAD_PER_TABLE = 3;
// Where the language and theme the kept setups were drawn in is noted.
const AHEAD_LOOK = new URL("/__tableside-ahead-look", self.location.origin).href;
const NEW_SETUP_TABLES = new Set(NEW_SETUPS.map(tableOf));
const PATIENCE_MS = 4000;
// A draw that has not answered by then is given up (the next top-up tries again).
const DRAW_WITHIN_MS = 15000;
// Setups just dealt: their page answers from the phone at once, rather than
// waiting out PATIENCE_MS again on the network that was too slow to deal them.
const justDealt = new Set();

self.addEventListener("install", /** @param {ExtendableEvent} event */ (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Files named by their content the page just loaded come from the
      // browser's cache; the rest is checked with the server, so the copy is of
      // this version.
      const named = new Set(NAMED_BY_CONTENT);
      const fresh = (address) => (named.has(address) ? "default" : "no-cache");
      await cache.addAll(PRECACHE.map((address) => new Request(address, { cache: fresh(address) })));
      await keepOpenPages(cache);
      await carryOverVisitedPages(cache);
      await /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self)).skipWaiting();
    })(),
  );
});

self.addEventListener("activate", /** @param {ExtendableEvent} event */ (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith("tableside-") && name !== CACHE && name !== AHEAD)
          .map((name) => caches.delete(name)),
      );
      await /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self)).clients.claim();
    })(),
  );
});

self.addEventListener("fetch", /** @param {FetchEvent} event */ (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith(`${BRIDGE.route.api}/`)) return;
  // A live table's state is never a kept copy (its page is, like any page).
  if (url.pathname.startsWith(routeRoot(BRIDGE.route.table)) && request.mode !== "navigate") return;
  event.respondWith(request.mode === "navigate" ? page(request) : file(request));
});

async function page(request) {
  const cache = await caches.open(CACHE);
  const saved = await cache.match(request, { ignoreVary: true });
  // (The dealt address arrives with its `#drawn-ahead-N`.)
  if (saved && justDealt.delete(request.url.split("#")[0])) return saved;
  const fresh = fetch(request).then((response) => {
    if (response.ok && response.type === "basic") cache.put(request, response.clone());
    return response;
  });
  const table = newSetupTable(request.url) || switchedTable(request);
  if (!saved && table) return newSetup(table, fresh);
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
// What a dice page's path ends with: its route after the game.
const DICE_PAGE = BRIDGE.route.dice.slice(BRIDGE.route.dice.indexOf("}") + 1);
// And a round caller's.
const ROUNDS_PAGE = BRIDGE.route.rounds.slice(BRIDGE.route.rounds.indexOf("}") + 1);

async function sameTable(cache, request) {
  const url = new URL(request.url);
  // A dice page (and a round caller) is the same page for every table: its
  // panel reads the address.
  if (url.pathname.endsWith(DICE_PAGE) || url.pathname.endsWith(ROUNDS_PAGE)) {
    return cache.match(url.origin + url.pathname, { ignoreVary: true });
  }
  if (!url.pathname.endsWith("/score")) return undefined;
  const table = new URLSearchParams();
  for (const name of ["players", "edition"]) {
    const value = url.searchParams.get(name);
    if (value) table.set(name, value);
  }
  const search = table.toString();
  return cache.match(url.origin + url.pathname + (search ? `?${search}` : ""), { ignoreVary: true });
}

// "New setup" (an address without a seed) asks the server for one; without a
// network, or with one too slow to wait for, it deals a setup drawn ahead: a
// redirect to its seeded address (so the page can be reloaded and shared), with
// `#drawn-ahead-N` saying how many more are kept, which the page then shows.
async function newSetup(table, fresh) {
  fresh.catch(() => {});
  const answer = await Promise.race([fresh, later(PATIENCE_MS, undefined)]).catch(() => undefined);
  if (answer) return answer;
  const dealt = await dealAhead(table);
  if (dealt) return dealt;
  try {
    return await fresh;
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) || Response.error();
  }
}

// The table a "new setup" address asks for, if the phone keeps setups drawn
// ahead for it: not an address with a seed (that one setup is wanted, and only
// the network or this phone's copy of it will do); the game's bare setup
// address (the home page's link) is its default table.
function newSetupTable(address) {
  const url = new URL(address, self.location.origin);
  if (url.searchParams.get("seed")) return undefined;
  const table = url.search ? tableOf(url.href) : DEFAULT_SETUPS[url.pathname];
  return NEW_SETUP_TABLES.has(table) ? table : undefined;
}

// A setup's own controls (another player count) name a setup with the seed in
// hand that this phone never drew. Offline, or with a network too slow to wait
// for, a setup kept for that table is dealt as New setup would (the page says
// so). A seeded address opened from anywhere else (a shared link) is still that
// one setup or nothing.
function switchedTable(request) {
  const url = new URL(request.url);
  if (!url.searchParams.get("seed") || !request.referrer) return undefined;
  const from = new URL(request.referrer);
  if (from.origin !== url.origin || from.pathname !== url.pathname) return undefined;
  const table = tableOf(url.href);
  return NEW_SETUP_TABLES.has(table) ? table : undefined;
}

// A setup address without its seed: the table it was drawn for.
function tableOf(address) {
  const url = new URL(address, self.location.origin);
  const query = new URLSearchParams(url.search);
  query.delete("seed");
  const rest = query.toString();
  return url.pathname + (rest ? `?${rest}` : "");
}

async function keptFor(ahead, table) {
  return (await ahead.keys()).filter((request) => request.url !== AHEAD_LOOK && tableOf(request.url) === table);
}

// Takes the oldest kept setup for this table: it moves to the pages this phone
// has opened (a reload finds it there) and is never dealt again. One deal at a
// time: two tabs asking at once get two different setups.
/** @type {Promise<unknown>} */
let dealing = Promise.resolve();
function dealAhead(table) {
  const deal = dealing.then(() => takeOldest(table));
  dealing = deal.catch(() => {});
  return deal;
}

async function takeOldest(table) {
  const ahead = await caches.open(AHEAD);
  const [oldest, ...rest] = await keptFor(ahead, table);
  if (!oldest) return undefined;
  const response = await ahead.match(oldest);
  // Moved before it is removed: a phone out of room keeps it for a later try.
  if (response) await (await caches.open(CACHE)).put(oldest.url, response);
  await ahead.delete(oldest);
  if (!response) return undefined;
  justDealt.add(oldest.url);
  return Response.redirect(`${oldest.url}#drawn-ahead-${rest.length}`, 303);
}

// One top-up at a time; asked again for the same look while one is under way,
// the answer is that one's, and a page of another look waits its turn.
/** @type {Promise<unknown>} */
let topping = Promise.resolve();
const toppingFor = new Map();
function topUp(look) {
  if (!toppingFor.has(look)) {
    const run = topping.catch(() => {}).then(() => drawAhead(look));
    toppingFor.set(look, run);
    topping = run;
    run.catch(() => {}).finally(() => toppingFor.get(look) === run && toppingFor.delete(look));
  }
  return toppingFor.get(look);
}

// Draws setups until every table has AHEAD_PER_TABLE, one request at a time,
// and stops drawing at the first failure (offline: the next page load or the
// network's return tries again) or at a page drawn in another look than asked
// (the asking page is older than the phone's choice of language or theme).
// Kept setups of another language or theme are dropped first. Answers how many
// are kept and whether every table is full.
async function drawAhead(look) {
  const ahead = await caches.open(AHEAD);
  const kept = await ahead.match(AHEAD_LOOK);
  if (!kept || (await kept.text()) !== look) {
    await Promise.all((await ahead.keys()).map((request) => ahead.delete(request)));
    await ahead.put(AHEAD_LOOK, new Response(look));
  }
  let count = 0;
  let drawing = true;
  for (const address of NEW_SETUPS) {
    const table = tableOf(address);
    let have = (await keptFor(ahead, table)).length;
    while (drawing && have < AHEAD_PER_TABLE) {
      const drawn = await draw(address);
      if (!drawn || tableOf(drawn.url) !== table || (await lookOf(drawn.body)) !== look) {
        drawing = false;
        break;
      }
      await ahead.put(drawn.url, drawn.page);
      have += 1;
    }
    count += have;
  }
  return { count, full: count === NEW_SETUPS.length * AHEAD_PER_TABLE };
}

// One new setup from the server: its seeded address and its page, or nothing.
async function draw(address) {
  /** @type {RequestInit} */
  const options = { credentials: "same-origin", cache: "no-store" };
  if (self.AbortSignal?.timeout) options.signal = AbortSignal.timeout(DRAW_WITHIN_MS);
  try {
    const drawn = await fetch(address, options);
    if (!drawn.ok || !drawn.redirected) return undefined;
    const body = await drawn.blob();
    // Kept as a plain response (one still marked as redirected is refused when
    // it answers a navigation), without the headers of the encoded body it
    // was sent as.
    const headers = new Headers(drawn.headers);
    headers.delete("content-encoding");
    headers.delete("content-length");
    return { url: drawn.url, body, page: new Response(body, { status: drawn.status, headers }) };
  } catch {
    return undefined;
  }
}

// A page's language and theme as device.js writes them: `lang|theme`, read
// from its <html> tag.
async function lookOf(body) {
  const head = await body.slice(0, 4096).text();
  const html = /<html\b[^>]*>/i.exec(head)?.[0] || "";
  const attribute = (name) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(html)?.[1] || "";
  return `${attribute("lang")}|${attribute(BRIDGE.data.theme)}`;
}

// A page asks for the kept setups to be topped up, saying its look.
self.addEventListener("message", /** @param {ExtendableMessageEvent} event */ (event) => {
  if (event.data?.type !== "top-up" || typeof event.data.look !== "string") return;
  event.waitUntil(
    topUp(event.data.look)
      .then((state) => event.source?.postMessage({ type: "drawn-ahead", ...state }))
      .catch(() => {}),
  );
});

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
  const open = await /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self)).clients.matchAll({ type: "window", includeUncontrolled: true });
  await Promise.allSettled(
    open.map(async (client) => {
      const url = new URL(client.url);
      if (url.origin !== self.location.origin) return;
      const response = await fetch(url.href, { credentials: "same-origin" });
      if (response.ok && !response.redirected) await cache.put(url.href, response);
    }),
  );
}

// Whether a kept answer is a page (the old version's files, named by their
// content, are never carried over: this version has its own).
function isPage(response) {
  return Boolean(response?.headers.get("content-type")?.startsWith("text/html"));
}

// Setups opened under the old version would otherwise be lost with its cache; they
// are fetched again, so they point at this version's files. Offline, they are kept
// as they were: better an old page than none.
async function carryOverVisitedPages(cache) {
  const precached = new Set(PRECACHE.map((address) => new URL(address, self.location.origin).href));
  for (const name of await caches.keys()) {
    // The old version's setups drawn ahead were never opened: drawn again instead.
    if (!name.startsWith("tableside-") || name === CACHE || name.endsWith("-ahead")) continue;
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const url = new URL(request.url);
      if (precached.has(url.href) || !isPage(await old.match(request))) continue;
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
