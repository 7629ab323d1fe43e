// @ts-check
// What Tableside asks of the phone, once the page is readable (server/src/offline.rs):
// keep the app for offline use, and keep the screen on where the page asks for it
// (BRIDGE.data.keepAwake: scorepads and the Citadels round helper), keep a few new
// setups drawn ahead for offline use (the worker does; see drawnAhead), keep finished
// games for the group until the server has them (the outbox, below), and let the
// Citadels setup's face-down card show while it is held (plain script: as a
// wasm island this one button cost 5 KB). Each state
// is written on <html> (data-offline, data-wake-lock) so it can be checked.
"use strict";

(() => {
  const root = document.documentElement;

  // The worker keeps every page and draws setups ahead: dozens of requests. On a
  // slow network they would share it with this page's own files (the scorepad's
  // wasm), so the worker starts once the page has loaded.
  const keepForOffline = () =>
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        root.dataset.offline = "ready";
        drawnAhead(registration);
      })
      .catch(() => (root.dataset.offline = "unavailable"));
  if (!("serviceWorker" in navigator)) {
    root.dataset.offline = "unavailable";
  } else if (document.readyState === "complete") {
    keepForOffline();
  } else {
    window.addEventListener("load", keepForOffline, { once: true });
  }

  // A scorepad brought back from the back-forward cache holds the pad as it
  // was when the phone left it, and would write that back over a change made
  // since on another page (the dice page keeps its rolls in the pad). It is
  // loaded again instead, from what the phone keeps.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && document.querySelector(`[${BRIDGE.data.keepAwake}]`)) location.reload();
  });

  holdToReveal();
  copyButtons();
  bgStatsCarry();
  filePickers(document);
  root.dataset.buttons = "ready";
  groups();

  if (!document.querySelector(`[${BRIDGE.data.keepAwake}]`)) return;
  if (!("wakeLock" in navigator)) {
    root.dataset.wakeLock = "unsupported";
    return;
  }
  // The browser lets go of the lock whenever the page is hidden; take it again on return.
  const keepAwake = () =>
    navigator.wakeLock
      .request("screen")
      .then((lock) => {
        root.dataset.wakeLock = "on";
        lock.addEventListener("release", () => (root.dataset.wakeLock = "released"));
      })
      .catch(() => (root.dataset.wakeLock = "refused"));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") keepAwake();
  });
  keepAwake();
})();

// New setups offline: while online, the worker is asked to keep a few setups of
// every game and player count drawn ahead, in this page's language and theme
// (again whenever the network returns or the page comes back into view); it
// answers how many it keeps (data-setups-ahead: the number, or "full"). A
// setup it dealt offline arrives as `#drawn-ahead-N` (N more kept): the page's
// note says so, and the address loses the mark, so a reload or a shared link
// is the plain setup.
function drawnAhead(registration) {
  const root = document.documentElement;
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data?.type !== "drawn-ahead") return;
    root.dataset.setupsAhead = event.data.full ? "full" : String(event.data.count);
  });
  const look = `${root.lang}|${root.getAttribute(BRIDGE.data.theme) || ""}`;
  // Asked by the page in view only: a tab left behind in another language or
  // theme would have the worker draw them all again in its look.
  const topUp = () => {
    if (navigator.onLine && document.visibilityState === "visible") {
      registration.active?.postMessage({ type: "top-up", look });
    }
  };
  topUp();
  window.addEventListener("online", topUp);
  document.addEventListener("visibilitychange", topUp);

  const dealt = /^#drawn-ahead-(\d+)$/.exec(location.hash);
  const note = /** @type {HTMLElement | null} */ (document.querySelector(`[${BRIDGE.data.drawnAhead}]`));
  if (!dealt || !note) return;
  const left = Number(dealt[1]);
  note.querySelector(`[${BRIDGE.data.drawnAheadCount}]`).textContent =
    left > 0 ? note.getAttribute(BRIDGE.data.left).replace("{n}", String(left)) : note.getAttribute(BRIDGE.data.last);
  note.hidden = false;
  history.replaceState(history.state, "", location.pathname + location.search);
}

// The face-down card (BRIDGE.data.hold: the press it takes, in ms) shows only while
// its button is held by a finger, the mouse or the space or enter key: a tap
// is not a hold. The server draws the button disabled and says it needs
// script; this enables it and says how it is used.
function holdToReveal() {
  const button = /** @type {HTMLButtonElement | null} */ (document.querySelector(`[${BRIDGE.data.hold}]`));
  if (!button) return;
  const [label, card] = /** @type {HTMLCollectionOf<HTMLElement>} */ (button.children);
  const hint = document.getElementById(button.getAttribute("aria-describedby"));
  let timer = 0;
  const show = (shown) => {
    label.hidden = shown;
    card.hidden = !shown;
    button.classList.toggle("hold--shown", shown);
  };
  const stop = () => {
    clearTimeout(timer);
    show(false);
  };
  const start = () => {
    stop();
    timer = setTimeout(() => show(true), Number(button.getAttribute(BRIDGE.data.hold)));
  };
  button.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    start();
  });
  for (const type of ["pointerup", "pointerleave", "pointercancel", "keyup", "blur"]) {
    button.addEventListener(type, stop);
  }
  button.addEventListener("contextmenu", (event) => event.preventDefault());
  button.addEventListener("keydown", (event) => {
    if ((event.key === " " || event.key === "Enter") && !event.repeat) {
      event.preventDefault();
      start();
    }
  });
  hint.textContent = hint.getAttribute(BRIDGE.data.ready);
  button.disabled = false;
}

// Copy buttons: BRIDGE.data.copy names the field whose text the button copies, and
// BRIDGE.data.status where to say how it went, in the words the page wrote on the
// button. The Clipboard API where the page is a secure context, else (or if it
// is refused) the older selection copy: a phone on the café's LAN address is not
// a secure context. Plain script like the hold button, so a setup page loads no
// wasm.
function copyButtons() {
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll(`[${BRIDGE.data.copy}]`))) {
    const field = /** @type {HTMLInputElement | null} */ (document.getElementById(button.getAttribute(BRIDGE.data.copy)));
    const status = document.getElementById(button.getAttribute(BRIDGE.data.status));
    if (!field || !status) continue;
    const selectionCopy = () => {
      try {
        return document.execCommand("copy");
      } catch {
        return false;
      }
    };
    button.addEventListener("click", async () => {
      field.select();
      let copied = false;
      if (window.isSecureContext && navigator.clipboard) {
        copied = await navigator.clipboard.writeText(field.value).then(
          () => true,
          () => selectionCopy(),
        );
      } else {
        copied = selectionCopy();
      }
      status.textContent = copied ? button.getAttribute(BRIDGE.data.copied) : button.getAttribute(BRIDGE.data.copyByHand);
    });
    button.disabled = false;
  }
}

// A file picker (app's FilePicker) says the chosen file's name in the place
// that said, in the page's language, that none was chosen.
function filePickers(root) {
  for (const shown of root.querySelectorAll(`[${BRIDGE.data.fileName}]`)) {
    const input = /** @type {HTMLInputElement} */ (shown.closest("label").querySelector("input[type=file]"));
    const none = shown.textContent;
    const show = () => {
      shown.textContent = input.files && input.files.length > 0 ? input.files[0].name : none;
    };
    input.addEventListener("change", show);
    show();
  }
}

// The BG Stats form: the check is sent from here, its report put in place of
// the form, and the file checked kept in the import's form, so importing needs
// no second choice of the file. Without script (or if sending fails) the form
// posts as it is and the page asks for the file again.
function bgStatsCarry() {
  const check = /** @type {HTMLFormElement | null} */ (document.querySelector(`[${BRIDGE.data.bgstatsCheck}]`));
  if (!check || typeof DataTransfer !== "function") return;
  check.addEventListener("submit", async (event) => {
    const file = /** @type {HTMLInputElement} */ (check.querySelector("input[type=file]")).files[0];
    if (!file) return;
    event.preventDefault();
    let answer;
    try {
      answer = await fetch(check.action, { method: "POST", body: new FormData(check) });
    } catch {
      check.submit();
      return;
    }
    const section = check.closest("section");
    const html = answer.ok && answer.redirected ? await answer.text() : "";
    const report = new DOMParser().parseFromString(html, "text/html").getElementById(section.id);
    if (!report) {
      check.submit();
      return;
    }
    section.replaceWith(document.adoptNode(report));
    history.replaceState(null, "", answer.url + "#" + report.id);
    const form = report.querySelector(`[${BRIDGE.data.bgstatsImport}]`);
    if (form) {
      const kept = new DataTransfer();
      kept.items.add(file);
      /** @type {HTMLInputElement} */ (form.querySelector("input[type=file]")).files = kept.files;
      filePickers(report);
      const hint = report.querySelector(`[${BRIDGE.data.ready}]`);
      if (hint) hint.textContent = hint.getAttribute(BRIDGE.data.ready);
    } else {
      // A refusal: the check's form again, sent from here too.
      filePickers(report);
      bgStatsCarry();
    }
    report.scrollIntoView();
  });
}

// Groups: the ones this phone uses, and the plays it saves to them. A play goes
// into the outbox first, with an id made here, and leaves it only when the server
// has answered for it: a retry sends the same id, so the server keeps it once.
function groups() {
  const GROUPS = BRIDGE.storage.groups;
  const OUTBOX = BRIDGE.storage.outbox;
  const REFUSED = BRIDGE.storage.refused;
  const read = (key) => {
    try {
      const value = JSON.parse(localStorage.getItem(key));
      return Array.isArray(value) ? value : [];
    } catch {
      return [];
    }
  };
  const write = (key, list) => localStorage.setItem(key, JSON.stringify(list));
  const remember = (token, name) => {
    const list = read(GROUPS).filter((g) => g.token !== token);
    list.unshift({ token, name: name || "" });
    write(GROUPS, list.slice(0, 50));
  };

  // A group whose link was replaced: this phone stops offering it (met on
  // the replaced link's page, or by a save it refused).
  const forget = (token) => write(GROUPS, read(GROUPS).filter((g) => g.token !== token));
  /** The group token of a path under a group's link, or null. */
  const groupTokenOf = (path) => {
    const root = routeRoot(BRIDGE.route.group);
    return path.startsWith(root) ? (/^[0-9a-z]+/.exec(path.slice(root.length))?.[0] ?? null) : null;
  };
  const replacedHere = groupTokenOf(location.pathname);
  if (replacedHere && document.querySelector(`[${BRIDGE.data.replacedLinkPage}]`)) forget(replacedHere);

  const opened = document.querySelector(`[${BRIDGE.data.rememberGroup}]`);
  if (opened) remember(opened.getAttribute(BRIDGE.data.rememberGroup), opened.getAttribute(BRIDGE.data.groupName));

  // The home page's list: the groups this phone remembers, then those
  // started here with no network, waiting to be made.
  const WAITING = BRIDGE.storage.groupsWaiting;
  const mine = /** @type {HTMLElement | null} */ (document.querySelector(`[${BRIDGE.data.myGroups}]`));
  const showMine = () => {
    if (!mine) return;
    const list = /** @type {HTMLUListElement} */ (mine.querySelector("ul"));
    const known = read(GROUPS);
    const waiting = read(WAITING);
    // The list instead of the words for a phone with no group yet.
    list.hidden = known.length + waiting.length === 0;
    /** @type {HTMLElement} */ (mine.querySelector("p")).hidden = !list.hidden;
    list.replaceChildren();
    for (const group of known) {
      const link = document.createElement("a");
      link.href = fillRoute(BRIDGE.route.group, { token: group.token });
      link.textContent = group.name || mine.getAttribute(BRIDGE.data.unnamed);
      list.append(document.createElement("li"));
      /** @type {HTMLLIElement} */ (list.lastChild).append(link);
    }
    for (const group of waiting) {
      const item = document.createElement("li");
      item.dataset.testid = "waiting-group";
      const name = document.createElement("strong");
      name.textContent = group.name || mine.getAttribute(BRIDGE.data.unnamed);
      const note = document.createElement("span");
      note.className = "hint";
      note.textContent = mine.getAttribute(BRIDGE.data.groupWaiting);
      item.append(name, " ", note);
      list.append(item);
    }
  };
  showMine();

  // "Start a group" with no network: the name waits on the phone, and the
  // group is made when the network is back. Otherwise the phone goes where
  // the form would have taken it, or shows what the server said (a limit, an
  // outage) as the form would have.
  const startGroup = /** @type {HTMLFormElement | null} */ (document.querySelector(`[${BRIDGE.data.startGroup}]`));
  if (startGroup && mine) {
    startGroup.addEventListener("submit", async (event) => {
      event.preventDefault();
      const name = /** @type {HTMLInputElement} */ (startGroup.elements.namedItem("name")).value;
      let response = null;
      try {
        response = await fetch(startGroup.action, { method: "POST", body: new URLSearchParams({ name }) });
      } catch {
        response = null;
      }
      if (response && response.redirected) {
        // Remembered now, not only once the group's page has run this script.
        const token = groupTokenOf(new URL(response.url).pathname);
        if (token) remember(token, name);
        location.href = response.url;
        return;
      }
      if (response) {
        // Anything else the server says is its own page: let the form show it.
        startGroup.submit();
        return;
      }
      write(WAITING, [...read(WAITING), { name }]);
      startGroup.reset();
      const status = /** @type {HTMLElement} */ (mine.querySelector("[role=status]"));
      status.textContent = mine.getAttribute(BRIDGE.data.groupWaiting);
      status.hidden = false;
      showMine();
      later(15);
    });
  }

  // A saved game's page: "Edit the scores" puts its entries into the phone's
  // scorepad for that game (the game being scored there is kept aside, to be
  // brought back) and notes which play a save there replaces.
  const editScores = document.querySelector(`[${BRIDGE.data.editScores}]`);
  if (editScores) {
    /** @type {HTMLElement} */ (editScores.closest(`[${BRIDGE.data.editScoresPanel}]`)).hidden = false;
    editScores.addEventListener("click", () => {
      const d = (attribute) => editScores.getAttribute(attribute);
      const padKey = BRIDGE.storage.score + d(BRIDGE.data.game);
      const kept = localStorage.getItem(padKey);
      const aside = BRIDGE.storage.beforeEdit + d(BRIDGE.data.game);
      const editingKey = BRIDGE.storage.editing + d(BRIDGE.data.game);
      // A pad and its play id go together (the id is read by its own key).
      const playIdKey = BRIDGE.storage.playId + d(BRIDGE.data.game);
      const asidePlayId = BRIDGE.storage.beforeEditPlayId + d(BRIDGE.data.game);
      if (kept && kept !== d(BRIDGE.data.pad) && !localStorage.getItem(editingKey)) {
        localStorage.setItem(aside, kept);
        const keptId = localStorage.getItem(playIdKey);
        if (keptId) localStorage.setItem(asidePlayId, keptId);
        else localStorage.removeItem(asidePlayId);
      }
      localStorage.setItem(padKey, d(BRIDGE.data.pad));
      // The saved game's scores as saved: until they change, it holds the
      // phone up for no other game.
      localStorage.setItem(BRIDGE.storage.settledPad + d(BRIDGE.data.game), d(BRIDGE.data.pad));
      localStorage.setItem(playIdKey, d(BRIDGE.data.play));
      localStorage.setItem(
        editingKey,
        JSON.stringify({
          token: d(BRIDGE.data.token),
          id: d(BRIDGE.data.play),
          group: d(BRIDGE.data.groupName),
          played_at: d(BRIDGE.data.playedAt),
          duration_min: d(BRIDGE.data.duration),
          place: d(BRIDGE.data.place),
          note: d(BRIDGE.data.note),
        }),
      );
    });
  }

  const section = /** @type {HTMLElement | null} */ (document.querySelector(`[${BRIDGE.data.savePlay}]`));
  const status = /** @type {HTMLElement | null} */ (section && section.querySelector("[role=status]"));
  const say = (text, href) => {
    if (!status) return;
    status.textContent = text;
    if (href) {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = section.getAttribute(BRIDGE.data.openHistory);
      link.dataset.testid = "saved-link";
      status.append(" ", link);
    }
  };

  // After a new write link (server/src/group_forms.rs), the page's address
  // names the old one: this phone's list and its outbox follow the group.
  const replaced = /^#replaces=([0-9a-z]+)$/.exec(location.hash);
  const current = groupTokenOf(location.pathname);
  if (replaced && current) {
    const [old, now] = [replaced[1], current];
    write(GROUPS, read(GROUPS).map((g) => (g.token === old ? { ...g, token: now } : g)));
    // A live table's Finish names the group in its body too.
    const follow = (p) => ({
      ...p,
      token: now,
      ...(p.body && p.body.group === old ? { body: { ...p.body, group: now } } : {}),
    });
    write(OUTBOX, read(OUTBOX).map((p) => (p.token === old ? follow(p) : p)));
    history.replaceState(null, "", location.pathname + location.search);
  }

  /**
   * A new group, named `name`, remembered by this phone: its token and
   * name (`error` empty), or the server's refusal in `error`; null when
   * there is no network (or the server cannot take it now).
   * @param {string} name
   * @returns {Promise<{ token: string, name: string, error: string } | null>}
   */
  const makeGroup = async (name) => {
    let response;
    try {
      response = await fetch(BRIDGE.route.newGroup, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(/** @satisfies {NewGroup} */ ({ name })),
      });
    } catch {
      return null;
    }
    if (response.status >= 500 || response.status === 429) return null;
    /** @type {Partial<NewGroupAnswer & ErrorAnswer>} */
    const group = await response.json().catch(() => ({}));
    if (!response.ok) return { token: "", name: "", error: group.error || String(response.status) };
    remember(group.token, group.name);
    return { token: group.token, name: group.name, error: "" };
  };

  // Sends what waits, oldest first. Stops at the first play the network or the
  // server cannot take now (it stays, and is tried again later); a play the
  // server refuses leaves the outbox for the list of refused ones, said where the
  // save form is, so nothing typed is thrown away unseen.
  let sending = false;
  let again = false;
  let retry = null;
  let wait = 15;
  // What /live.js keeps of a live table on this phone (its host key, its
  // edits still to send).
  const liveTable = (code) => {
    try {
      return JSON.parse(localStorage.getItem(BRIDGE.storage.live + code)) || {};
    } catch {
      return {};
    }
  };
  const livePending = (code) => (liveTable(code).queue || []).length > 0;
  const later = (seconds) => {
    clearTimeout(retry);
    wait = Math.min(Math.max(seconds || wait * 2, 5), 300);
    retry = setTimeout(flush, wait * 1000);
  };
  const flush = async () => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    again = false;
    try {
      // Groups started with no network, oldest first; one the server
      // refuses (a name it cannot take) is dropped, as its form would be.
      for (const waiting of read(WAITING)) {
        const group = await makeGroup(waiting.name);
        if (group === null) {
          later();
          return;
        }
        const [, ...rest] = read(WAITING);
        write(WAITING, rest);
        showMine();
        const status = /** @type {HTMLElement | null} */ (mine && mine.querySelector("[role=status]"));
        if (status && group.error) status.textContent = group.error;
        else if (status) status.hidden = true;
      }
      for (const item of read(OUTBOX)) {
        // A live table's Finish waits until the host's own edits of the table
        // (kept by /live.js) are on it: the play must be what the pad shows.
        if (item.live && livePending(item.live)) {
          later(5);
          continue;
        }
        // Saved to a new group with no network: the group is made first, and
        // the play waits under its token from then on.
        if (item.newGroup) {
          const group = await makeGroup(item.newGroup.name);
          if (group === null) {
            later();
            return;
          }
          const waiting = (w) => w.id === item.id && w.newGroup;
          if (group.error) {
            write(OUTBOX, read(OUTBOX).filter((w) => !waiting(w)));
            const refused = read(REFUSED).filter((r) => r.id !== item.id);
            refused.push({ ...item, error: group.error });
            write(REFUSED, refused.slice(-20));
            if (section) say(`${section.getAttribute(BRIDGE.data.refused)} ${group.error}`);
            continue;
          }
          // A live table's Finish names the group in its body too.
          const made = (w) => ({
            ...w,
            token: group.token,
            newGroup: undefined,
            body: w.live ? { ...w.body, group: group.token } : w.body,
          });
          write(OUTBOX, read(OUTBOX).map((w) => (waiting(w) ? made(w) : w)));
          Object.assign(item, made(item));
        }
        const sent = JSON.stringify(item.body);
        let response;
        try {
          // A live table's Finish goes to the table (its play has the table's id).
          response = await fetch(item.url || fillRoute(BRIDGE.route.savePad, { token: item.token, play_id: item.id }), {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: sent,
          });
        } catch {
          later();
          return;
        }
        const status = response.status;
        if (status >= 500 || status === 429 || status === 408) {
          later(Number(response.headers.get("retry-after")));
          return;
        }
        wait = 15;
        // A PlayAnswer, or refused an ErrorAnswer: the status says which.
        /** @type {Partial<PlayAnswer & ErrorAnswer>} */
        const answer = await response.json().catch(() => ({}));
        // Only the version sent leaves: one saved again meanwhile still waits.
        const gone = (w) => w.id === item.id && JSON.stringify(w.body) === sent;
        write(OUTBOX, read(OUTBOX).filter((w) => !gone(w)));
        const replacedLink = status === 410;
        if (!response.ok) {
          const refused = read(REFUSED).filter((r) => r.id !== item.id);
          refused.push({ ...item, error: answer.error || String(status), replaced: replacedLink });
          write(REFUSED, refused.slice(-20));
        }
        if (replacedLink) {
          forget(item.token);
          for (const option of section ? section.querySelectorAll("option") : []) {
            if (option.value === item.token) option.remove();
          }
        }
        if (!section) continue;
        if (replacedLink) say(section.getAttribute(BRIDGE.data.linkReplaced));
        else if (response.ok) say(section.getAttribute(BRIDGE.data.saved), fillRoute(BRIDGE.route.play, { token: item.token, play: answer.id || item.id }));
        // A full group is said in the page's language.
        else if (answer.field === BRIDGE.field.groupFull && status === 422) say(section.getAttribute(BRIDGE.data.groupFull));
        else say(`${section.getAttribute(BRIDGE.data.refused)} ${answer.error || status}`);
      }
    } finally {
      sending = false;
      // Asked again while this pass ran (the network came back while a send
      // was failing): go again now, also after a pass that stopped early.
      if (again) setTimeout(flush, 0);
    }
  };
  window.addEventListener("online", flush);
  flush();

  if (!section) return;
  // On a live table the form is the host's Finish: only the host's phone,
  // which keeps the table's host key, shows it. The table is one play whoever
  // finishes it and however often: the server gives it the table's id, and
  // `finish.id` only names it in the outbox.
  const liveCode = section.getAttribute(BRIDGE.data.live);
  const hostKey = liveCode ? liveTable(liveCode).host_key : "";
  if (liveCode && !hostKey) return;
  const finish = liveCode && { id: `live-${liveCode}`, url: fillRoute(BRIDGE.route.tableFinish, { code: liveCode }), live: liveCode };
  /**
   * The save form's fields by name (app/src/routes/score/save_play.rs).
   * @typedef {HTMLFormControlsCollection & {
   *   group: HTMLSelectElement,
   *   group_name: HTMLInputElement,
   *   played_at: HTMLInputElement,
   *   duration_min: HTMLInputElement,
   *   place: HTMLInputElement,
   *   note: HTMLTextAreaElement,
   * }} SaveFields
   */
  const form = /** @type {HTMLFormElement & { elements: SaveFields }} */ (section.querySelector("form"));
  const choice = form.elements.group;
  for (const group of read(GROUPS)) {
    const option = new Option(group.name || section.getAttribute(BRIDGE.data.unnamed), group.token);
    choice.add(option, 1);
  }
  if (read(GROUPS).length) choice.selectedIndex = 1;
  const newName = /** @type {HTMLElement} */ (section.querySelector(`[${BRIDGE.data.newGroup}]`));
  const showName = () => (newName.hidden = choice.value !== "");
  choice.addEventListener("change", showName);
  showName();
  // Now, as the phone's clock reads it: the players can change it.
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60000);
  form.elements.played_at.value = local.toISOString().slice(0, 16);
  section.hidden = false;

  const uuid = () => {
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  // "2026-11-23T21:40" and the phone's offset then: "…T21:40:00+08:00".
  const withOffset = (text) => {
    const minutes = -new Date(text).getTimezoneOffset();
    const sign = minutes < 0 ? "-" : "+";
    const pad = (n) => String(Math.floor(Math.abs(n))).padStart(2, "0");
    return `${text}:00${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`;
  };
  // A game is one play however often it is saved: its play id was given when
  // it started on this phone, and the pad keeps it under a key of its own.
  // A pad kept before there were such ids falls back to the last save's id
  // while it is unchanged.
  const PLAY_ID = BRIDGE.storage.playId + section.getAttribute(BRIDGE.data.savePlay);
  const keptPlay = () => localStorage.getItem(PLAY_ID) || undefined;
  const LAST = BRIDGE.storage.lastSave + section.getAttribute(BRIDGE.data.savePlay);
  const lastSave = () => {
    try {
      return JSON.parse(localStorage.getItem(LAST)) || {};
    } catch {
      return {};
    }
  };
  // Editing a saved game (see "Edit the scores" above): its group and details
  // are the form's, and saving replaces it. "Stop editing" and "Bring back"
  // put the game kept aside back on the pad.
  const padKey = BRIDGE.storage.score + section.getAttribute(BRIDGE.data.savePlay);
  const EDITING = BRIDGE.storage.editing + section.getAttribute(BRIDGE.data.savePlay);
  const ASIDE = BRIDGE.storage.beforeEdit + section.getAttribute(BRIDGE.data.savePlay);
  const ASIDE_PLAY_ID = BRIDGE.storage.beforeEditPlayId + section.getAttribute(BRIDGE.data.savePlay);
  const editing = () => {
    if (liveCode) return null;
    try {
      return JSON.parse(localStorage.getItem(EDITING));
    } catch {
      return null;
    }
  };
  const editNotice = /** @type {HTMLElement} */ (section.querySelector(`[${BRIDGE.data.editing}]`));
  const restore = /** @type {HTMLButtonElement} */ (section.querySelector(`[${BRIDGE.data.restore}]`));
  const showEditing = () => {
    const play = editing();
    editNotice.hidden = !play;
    choice.disabled = Boolean(play);
    restore.hidden = Boolean(liveCode) || (!play && !localStorage.getItem(ASIDE));
    restore.textContent = play ? restore.getAttribute(BRIDGE.data.stopText) : restore.getAttribute(BRIDGE.data.restoreText);
    if (!play) return;
    if (![...choice.options].some((o) => o.value === play.token)) {
      choice.add(new Option(play.group || section.getAttribute(BRIDGE.data.unnamed), play.token), 1);
    }
    choice.value = play.token;
    showName();
    form.elements.played_at.value = play.played_at || form.elements.played_at.value;
    form.elements.duration_min.value = play.duration_min || "";
    form.elements.place.value = play.place || "";
    form.elements.note.value = play.note || "";
  };
  // The scorepad drops the mark when a new game replaces the one being edited
  // (at hydration, for an address that asks for another table; or New game):
  // say so, without touching the details typed meanwhile.
  const editingEnded = () => {
    if (editing() || editNotice.hidden) return;
    editNotice.hidden = true;
    choice.disabled = false;
    restore.hidden = !localStorage.getItem(ASIDE);
    restore.textContent = restore.getAttribute(BRIDGE.data.restoreText);
  };
  // The mark is set as the islands hydrate, before their effects run: look after.
  new MutationObserver(() => setTimeout(editingEnded)).observe(document.body, {
    attributeFilter: [BRIDGE.data.hydrated],
  });
  document.addEventListener("click", () => setTimeout(editingEnded));
  restore.addEventListener("click", () => {
    const aside = localStorage.getItem(ASIDE);
    const asideId = localStorage.getItem(ASIDE_PLAY_ID);
    if (aside) {
      localStorage.setItem(padKey, aside);
      if (asideId) localStorage.setItem(PLAY_ID, asideId);
      else localStorage.removeItem(PLAY_ID);
    } else if (editing()) {
      localStorage.removeItem(padKey);
      localStorage.removeItem(PLAY_ID);
    }
    localStorage.removeItem(ASIDE);
    localStorage.removeItem(ASIDE_PLAY_ID);
    localStorage.removeItem(EDITING);
    location.reload();
  });
  showEditing();

  // The game on the pad saved before: its details as saved (the time it was
  // played, its place and note), so saving a correction keeps them. A new
  // game on the pad starts from now again.
  /** @type {string | null} */
  let detailsOf = null;
  const fillSaved = () => {
    const last = lastSave();
    if (liveCode || editing() || !last.id || !last.details) return;
    if ((keptPlay() || last.id) !== last.id) return;
    form.elements.played_at.value = last.details.played_at || form.elements.played_at.value;
    form.elements.duration_min.value = last.details.duration_min || "";
    form.elements.place.value = last.details.place || "";
    form.elements.note.value = last.details.note || "";
    detailsOf = last.id;
  };
  const newGameStarted = () => {
    if (!detailsOf || editing() || (keptPlay() || detailsOf) === detailsOf) return;
    const now = new Date(Date.now() - new Date().getTimezoneOffset() * 60000);
    form.elements.played_at.value = now.toISOString().slice(0, 16);
    for (const name of /** @type {const} */ (["duration_min", "place", "note"])) form.elements[name].value = "";
    detailsOf = null;
  };
  fillSaved();
  for (const type of ["input", "change", "click"]) {
    document.addEventListener(type, () => setTimeout(newGameStarted));
  }

  // A play of this pad the server refused: said again here, not forgotten.
  const hereId = finish ? finish.id : lastSave().id;
  const refusedHere = read(REFUSED).filter((r) => r.id === hereId);
  if (refusedHere.length && refusedHere[0].replaced) say(section.getAttribute(BRIDGE.data.linkReplaced));
  else if (refusedHere.length) say(`${section.getAttribute(BRIDGE.data.refused)} ${refusedHere[0].error}`);

  // The game on the pad saved before, and changed since: said, so that a
  // correction is not left on the phone only. Looked at after every tap and
  // keystroke (the scorepad keeps the pad as it changes).
  const changedSinceSaved = () => {
    if (!status || liveCode || refusedHere.length) return;
    const last = lastSave();
    const pad = localStorage.getItem(padKey);
    if (!pad || !last.id || (keptPlay() || last.id) !== last.id) {
      if (status.dataset.state === "changed") say("");
      status.dataset.state = "";
      return;
    }
    const changed = pad !== last.pad;
    if (changed && status.dataset.state !== "changed") say(section.getAttribute(BRIDGE.data.changed));
    if (!changed && status.dataset.state === "changed") {
      say(section.getAttribute(BRIDGE.data.saved), last.token && fillRoute(BRIDGE.route.play, { token: last.token, play: last.id }));
    }
    status.dataset.state = changed ? "changed" : "";
  };
  for (const type of ["input", "change", "click"]) {
    document.addEventListener(type, () => setTimeout(changedSinceSaved));
  }
  new MutationObserver(() => setTimeout(changedSinceSaved)).observe(document.body, {
    attributeFilter: [BRIDGE.data.hydrated],
  });

  // A game the rules call not over is saved only when Save is pressed again
  // after the question: the server keeps it as unfinished (its leaders are
  // no winners). The question stands while the result stays the same.
  const submit = /** @type {HTMLButtonElement} */ (form.querySelector("[type=submit]"));
  const saveWords = submit.textContent;
  /** @type {string | null} */
  let askedFor = null;
  const ranking = () => document.querySelector(`.${BRIDGE.class.ranking}`);
  // What a question was asked about: the ranking as shown and whether it is
  // over and free of blanks that matter (a blank entered as 0 keeps the
  // ranking's words but answers the question).
  /** @param {Element | null} result */
  const askedAbout = (result) =>
    result &&
    `${result.textContent}|${result.hasAttribute(BRIDGE.data.notOver)}|${result.hasAttribute(BRIDGE.data.blankMatters)}`;
  const stopAsking = () => {
    askedFor = null;
    submit.textContent = saveWords;
  };
  for (const type of ["input", "change", "click"]) {
    document.addEventListener(type, () =>
      setTimeout(() => {
        if (askedFor !== null && askedAbout(ranking()) !== askedFor) stopAsking();
      }),
    );
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const pad = liveCode ? "" : localStorage.getItem(padKey);
    const result = ranking();
    if ((!liveCode && !pad) || !result) {
      say(section.getAttribute(BRIDGE.data.noResult));
      return;
    }
    // A game the rules call not over, or one a blank count could change, is
    // saved on the second tap of the question's button (a change to the
    // result asks again).
    const question = result.hasAttribute(BRIDGE.data.notOver)
      ? [BRIDGE.data.saveUnfinished, BRIDGE.data.notOverAsk]
      : result.hasAttribute(BRIDGE.data.blankMatters)
        ? [BRIDGE.data.saveAsEntered, BRIDGE.data.blankAsk]
        : null;
    if (question && askedFor !== askedAbout(result)) {
      askedFor = askedAbout(result);
      submit.textContent = section.getAttribute(question[0]);
      say(section.getAttribute(question[1]));
      return;
    }
    stopAsking();
    status.dataset.state = "";
    say(section.getAttribute(BRIDGE.data.saving));
    let token = choice.value;
    // No network for a new group: the game waits with the group's name, and
    // both go when the network is back (never lost, never a dead end).
    /** @type {{ name: string } | null} */
    let newGroup = null;
    if (!token) {
      const group = await makeGroup(form.elements.group_name.value);
      if (group?.error) {
        say(`${section.getAttribute(BRIDGE.data.refused)} ${group.error}`);
        return;
      }
      if (group) {
        token = group.token;
        choice.add(new Option(group.name || section.getAttribute(BRIDGE.data.unnamed), token), 1);
        choice.selectedIndex = 1;
        showName();
      } else {
        newGroup = { name: form.elements.group_name.value };
      }
    }
    const last = lastSave();
    const replacing = editing();
    if (replacing) token = replacing.token;
    const id = finish
      ? finish.id
      : replacing
        ? replacing.id
        : keptPlay() || (last.pad === pad && last.id) || uuid();
    write(REFUSED, read(REFUSED).filter((r) => r.id !== id));
    /** @param {"played_at" | "duration_min" | "place" | "note"} name */
    const value = (name) => form.elements[name].value.trim();
    // The details go with the save: the game saved again keeps them (its time
    // is when it was played, not when it was corrected).
    const details = {
      played_at: value("played_at") || local.toISOString().slice(0, 16),
      duration_min: value("duration_min"),
      place: value("place"),
      note: value("note"),
    };
    if (!liveCode) {
      localStorage.setItem(LAST, JSON.stringify({ pad, id, token, details }));
      // Saved (or waiting in the outbox): the phone is free for the next game.
      localStorage.setItem(BRIDGE.storage.settledPad + section.getAttribute(BRIDGE.data.savePlay), pad);
      detailsOf = id;
    }
    // A PadPlayRequest to the pad's save, a LiveFinish to a live table's
    // Finish: built field by field, so partial here.
    /** @type {Partial<PadPlayRequest & LiveFinish>} */
    const body = {
      played_at: withOffset(value("played_at") || local.toISOString().slice(0, 16)),
      lang: document.documentElement.lang,
    };
    if (liveCode) Object.assign(body, /** @satisfies {Partial<LiveFinish>} */ ({ host_key: hostKey, group: token }));
    else body.pad = pad;
    // The pad's address names its setup: the server records who opened the game.
    if (!liveCode && location.search.length > 1) body.setup_query = location.search.slice(1);
    if (value("duration_min")) body.duration_min = Number(value("duration_min"));
    if (value("place")) body.place = value("place");
    if (value("note")) body.note = value("note");
    const sendTo = finish ? { url: finish.url, live: finish.live } : {};
    const waits = newGroup ? { newGroup } : {};
    write(OUTBOX, [...read(OUTBOX).filter((waiting) => waiting.id !== id), { token, id, ...sendTo, ...waits, body }]);
    if (replacing) {
      localStorage.removeItem(EDITING);
      showEditing();
    }
    say(section.getAttribute(newGroup ? BRIDGE.data.newGroupQueued : BRIDGE.data.queued));
    await flush();
  });
}
