// @ts-check
// Tableside's live tables, beside the scorepad's wasm (plain script, no build).
// On a scorepad: "Share live" makes the pad a table and opens its page. On a
// table's page (BRIDGE.route.table): the pad's edits (handed over by the wasm as the pad
// before and after them) wait in this phone's storage until the server has
// them, one batch at a time, numbered so that a batch sent twice counts once;
// the table's news (server-sent events) brings the table back as a pad, with
// this phone's edits still on their way laid over it by the server, and the
// wasm shows it.
(() => {
  const json = { "content-type": "application/json" };
  const lang = document.documentElement.lang;
  const read = (key, empty) => {
    try {
      return JSON.parse(localStorage.getItem(key)) || empty;
    } catch {
      return empty;
    }
  };
  const write = (key, value) => localStorage.setItem(key, JSON.stringify(value));

  // This phone's id at every table: letters, digits and dashes, never shown.
  function client() {
    let id = localStorage.getItem(BRIDGE.storage.client);
    if (!id) {
      const bytes = crypto.getRandomValues(new Uint8Array(12));
      id = "phone-" + [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
      localStorage.setItem(BRIDGE.storage.client, id);
    }
    return id;
  }
  const tableKey = (code) => BRIDGE.storage.live + code;

  const share = document.getElementById(BRIDGE.id.shareLive);
  if (share) {
    share.hidden = false;
    const status = share.querySelector("[role=status]");
    share.querySelector("button").addEventListener("click", async () => {
      const pad = localStorage.getItem(BRIDGE.storage.score + share.getAttribute(BRIDGE.data.game));
      status.textContent = share.getAttribute(BRIDGE.data.sharing);
      try {
        const response = await fetch(BRIDGE.route.shareLive, {
          method: "POST",
          headers: json,
          // The scorepad's query names its setup: the table's dice draw its board.
          body: JSON.stringify(/** @satisfies {LiveShare} */ ({ pad: pad || "", client: client(), lang, setup: location.search })),
        });
        // A LiveTableAnswer, or refused an ErrorAnswer: the status says which.
        /** @type {Partial<LiveTableAnswer & ErrorAnswer>} */
        const body = await response.json();
        if (!response.ok) {
          status.textContent = `${share.getAttribute(BRIDGE.data.failed)} ${body.error}`;
          return;
        }
        write(tableKey(body.code), { host_key: body.host_key, next: body.client_seq + 1, queue: [] });
        // The game is the table's now: the phone is free for the next one.
        localStorage.setItem(BRIDGE.storage.settledPad + share.getAttribute(BRIDGE.data.game), pad || "");
        // The host plays too: seated at the first seat (they choose another
        // there if it is not theirs), and told so on the table's page.
        try {
          const seated = await fetch(fillRoute(BRIDGE.route.tableSeat, { code: body.code }), {
            method: "POST",
            headers: json,
            body: JSON.stringify(/** @satisfies {TableSeat} */ ({ client: client(), seat: 0 })),
          });
          if (seated.ok) write(tableKey(body.code), { ...read(tableKey(body.code), {}), seat: 0, notice: "hostSeated" });
        } catch {
          // Watching until a seat is chosen on the table's page.
        }
        location.assign(fillRoute(BRIDGE.route.table, { code: body.code }));
      } catch {
        status.textContent = share.getAttribute(BRIDGE.data.failed);
      }
    });
  }

  const marker = document.getElementById(BRIDGE.id.liveTable);
  if (marker) follow(marker);

  function follow(marker) {
    const code = marker.getAttribute(BRIDGE.data.code);
    const key = tableKey(code);
    const mine = () => {
      const kept = read(key, {});
      return { next: 1, queue: [], ...kept };
    };
    const keep = (table) => write(key, table);
    // A batch marked as sending when the page closed may or may not have
    // arrived: it is sent again under its number.
    const start = mine();
    start.queue.forEach((batch) => delete batch.sending);
    keep(start);

    const status = document.getElementById(BRIDGE.id.liveStatus);
    const savedNotice = document.getElementById(BRIDGE.id.tableSaved);
    const say = (text) => (status.textContent = text);
    const seatChoice = /** @type {HTMLSelectElement | null} */ (document.getElementById(BRIDGE.id.liveSeat));
    const host = document.getElementById(BRIDGE.id.liveHost);
    let seen = -1; // the seq of the table last shown
    let sending = false;
    let gone = false;
    let problem = "";
    // What just happened, said until the next change (a seat freed, the host
    // seated); a problem is said before it.
    let notice = "";
    if (start.notice === "hostSeated") {
      notice = marker.getAttribute(BRIDGE.data.hostSeated);
      delete start.notice;
      keep(start);
    }
    // Edits handed over by the wasm, and batches the server answered for, on
    // this page: a look that saw either change meanwhile is out of date.
    let moves = 0;

    // The pad to show goes to the wasm through its hidden input, once the
    // islands respond (the page marks the body when they do).
    const newsInput = /** @type {HTMLInputElement | null} */ (document.getElementById(BRIDGE.id.liveNews));
    let unshown = null;
    const show = (pad) => {
      if (!newsInput) return;
      unshown = pad;
      if (document.body.getAttribute(BRIDGE.data.hydrated) !== "true") return;
      newsInput.value = pad;
      unshown = null;
      newsInput.dispatchEvent(new Event("change", { bubbles: true }));
    };
    new MutationObserver(() => unshown !== null && show(unshown)).observe(document.body, {
      attributes: true,
      attributeFilter: [BRIDGE.data.hydrated],
    });
    // Why the table refused, always in the page's language (the server's own
    // words are English): a lock, a seat that is another phone's, or an entry.
    /** @param {number} status @param {Partial<ErrorAnswer>} body */
    const refusal = (status, body) => {
      if (status === 409) return marker.getAttribute(BRIDGE.data.diceLate);
      if (status === 403 && body.field === BRIDGE.field.joiningLocked) return marker.getAttribute(BRIDGE.data.joiningLocked);
      if (status === 403) return marker.getAttribute(BRIDGE.data.locked);
      if (body.field === "seat") return marker.getAttribute(BRIDGE.data.seatRefused);
      return marker.getAttribute(BRIDGE.data.refused);
    };
    const settled = () => {
      if (gone) return say(marker.getAttribute(BRIDGE.data.gone));
      if (problem) return say(problem);
      if (!navigator.onLine) return say(marker.getAttribute(BRIDGE.data.offline));
      if (mine().queue.length) return say(marker.getAttribute(BRIDGE.data.sending));
      say(notice || marker.getAttribute(BRIDGE.data.connected));
    };

    // A dice page's taps each go as their own batch, timed from the tap: an
    // undo that comes too late is refused alone, and two phones' taps of one
    // throw are told apart by when they were made.
    const onDicePage = document.getElementById(BRIDGE.id.dicePanel) !== null;
    window.addEventListener(BRIDGE.event.liveEdit, () => {
      const from = localStorage.getItem(BRIDGE.storage.liveEditFrom);
      const to = localStorage.getItem(BRIDGE.storage.liveEditTo);
      const table = mine();
      const last = table.queue[table.queue.length - 1];
      // Typing runs on: one batch for a field typed digit by digit.
      if (last && !last.sending && last.to === from && !onDicePage) last.to = to;
      else table.queue.push({ seq: table.next++, from, to, at: Date.now() });
      keep(table);
      moves++;
      problem = "";
      notice = "";
      send();
    });

    async function send() {
      if (sending || gone) return;
      const batch = mine().queue[0];
      if (!batch) return settled();
      sending = true;
      shownWhileSending = false;
      const marked = mine();
      marked.queue[0].sending = true;
      keep(marked);
      settled();
      let answer;
      try {
        answer = await fetch(fillRoute(BRIDGE.route.tablePad, { code }), {
          method: "POST",
          headers: json,
          body: JSON.stringify(/** @satisfies {LiveEdit} */ ({
            client: client(),
            client_seq: batch.seq,
            host_key: marked.host_key,
            from: batch.from,
            to: batch.to,
            lang,
            waited_ms: Math.max(0, Date.now() - (batch.at ?? Date.now())),
          })),
        });
        if (answer.status === 429 || answer.status >= 500) throw new Error("later");
      } catch {
        const table = mine();
        if (table.queue[0]) delete table.queue[0].sending;
        keep(table);
        sending = false;
        settled();
        setTimeout(send, 3000);
        return;
      }
      const body = await answer.json().catch(() => ({}));
      const table = mine();
      table.queue = table.queue.filter((b) => b.seq !== batch.seq);
      moves++;
      if (answer.status === 404) gone = true;
      else if (!answer.ok) problem = refusal(answer.status, body);
      keep(table);
      sending = false;
      // A refused batch: the table as it is replaces what it would have changed.
      if (!answer.ok) await look(true);
      // A look shown while the batch was on its way laid it over a table that
      // may have had it already (the table's news can come before the
      // answer): look again, now that it is no longer on its way.
      else if (shownWhileSending) look(false);
      shownWhileSending = false;
      send();
    }

    /** Whether a look was shown while a batch was on its way. */
    let shownWhileSending = false;
    let looking = null;
    let lookAgain = false;
    let forceAgain = false;
    // The seat choice and the host's locks as this phone just set them are not
    // overwritten by a look that began before (or while) the change was sent.
    let controlsTouched = 0;
    let controlsBusy = 0;
    async function look(force) {
      if (gone) return;
      if (looking) {
        lookAgain = true;
        forceAgain ||= force;
        return looking;
      }
      looking = (async () => {
        // The table with this phone's edits on their way laid over it; an edit
        // made meanwhile would be missing from it, and a batch answered
        // meanwhile may be laid over a newer change: either way, look again.
        const before = moves;
        const touched = controlsTouched;
        const pending = mine().queue.map(({ from, to }) => /** @satisfies {PendingEdit} */ ({ from, to }));
        try {
          const answer = await fetch(fillRoute(BRIDGE.route.tableLook, { code }), {
            method: "POST",
            headers: json,
            cache: "no-store",
            body: JSON.stringify(/** @satisfies {Look} */ ({ pending, lang, client: client() })),
          });
          if (answer.status === 404) {
            gone = true;
            return;
          }
          if (!answer.ok) return;
          /** @type {LiveTableAnswer} */
          const table = await answer.json();
          if (moves !== before) {
            lookAgain = true;
            forceAgain ||= force;
            return;
          }
          if (table.seq < seen && !force) return;
          seen = table.seq;
          show(table.pad);
          if (sending) shownWhileSending = true;
          savedNotice.hidden = !table.saved;
          showSeats(table, touched === controlsTouched && controlsBusy === 0);
        } catch {
          // Offline: the stream's reconnection or `online` looks again.
        } finally {
          looking = null;
          settled();
          if (lookAgain) {
            const again = forceAgain;
            lookAgain = false;
            forceAgain = false;
            look(again);
          }
        }
      })();
      return looking;
    }

    const seatsShown = () => document.querySelectorAll(".live-pad .seats > li");
    const mySeatButton = document.getElementById(BRIDGE.id.mySeat);
    const joinPanel = /** @type {HTMLDetailsElement} */ (document.getElementById(BRIDGE.id.joinPanel));
    const freeChoice = /** @type {HTMLSelectElement | undefined} */ (host?.querySelector("[name=free_seat]"));
    let folded = false;

    /** @param {LiveTableAnswer} table @param {boolean} controls */
    function showSeats(table, controls) {
      // The read-only table view has no seat to choose and no host controls.
      if (!seatChoice) return;
      const kept = mine();
      const taken = new Set(table.taken || []);
      // The table says which seat is this phone's: one the host freed (this
      // phone was lost, or moved) leaves it watching.
      if (controls && "seat" in table && String(table.seat ?? "") !== String(kept.seat ?? "")) {
        // Seated before, and the table says no seat now: the host freed it.
        if (kept.seat !== undefined && kept.seat !== "" && (table.seat ?? null) === null) {
          notice = marker.getAttribute(BRIDGE.data.seatFreed);
        }
        kept.seat = table.seat ?? "";
        keep(kept);
      }
      const chosen = kept.seat ?? "";
      const names = table.names || [];
      const shown = seatChoice.value;
      const takenWord = marker.getAttribute(BRIDGE.data.seatTaken);
      // Joining locked, a phone with no seat takes none: no seat is offered
      // as if it could be, and the lock is said.
      const shutOut = table.joining_locked && chosen === "" && !kept.host_key;
      const lockedWord = marker.getAttribute(BRIDGE.data.joiningLockedMark);
      if (shutOut && !notice) notice = marker.getAttribute(BRIDGE.data.joiningLocked);
      if (!shutOut && notice === marker.getAttribute(BRIDGE.data.joiningLocked)) notice = "";
      seatChoice.replaceChildren(seatChoice.options[0]);
      names.forEach((name, seat) => {
        const others = taken.has(seat) && String(seat) !== String(chosen);
        const mark = others ? ` ${takenWord}` : shutOut ? ` ${lockedWord}` : "";
        const option = new Option(`${name}${mark}`, String(seat));
        option.disabled = others || shutOut;
        seatChoice.add(option);
      });
      seatChoice.value = controls ? String(chosen) : shown;
      seatChoice.disabled = false;
      mySeatButton.hidden = chosen === "";
      if (kept.host_key) {
        host.hidden = false;
        if (controls) {
          /** @type {HTMLInputElement} */ (host.querySelector("[name=seats_locked]")).checked = table.seats_locked;
          /** @type {HTMLInputElement} */ (host.querySelector("[name=joining_locked]")).checked = table.joining_locked;
          freeChoice.replaceChildren(freeChoice.options[0]);
          [...taken].sort((a, b) => a - b).forEach((seat) => freeChoice.add(new Option(names[seat] ?? String(seat), String(seat))));
        }
      } else if (!folded) {
        // A guest's phone has joined: the way in folds away (its code stays),
        // and its seat comes next.
        folded = true;
        joinPanel.open = false;
      }
      // With the seats locked, the other seats cannot be changed from here.
      const locked = table.seats_locked && !kept.host_key;
      /** @type {NodeListOf<HTMLLIElement>} */ (document.querySelectorAll(".live-pad .seats > li")).forEach((seat, index) => {
        seat.inert = locked && String(index) !== String(chosen);
      });
    }

    seatChoice?.addEventListener("change", async () => {
      const seat = seatChoice.value === "" ? null : Number(seatChoice.value);
      controlsTouched++;
      controlsBusy++;
      try {
        const answer = await fetch(fillRoute(BRIDGE.route.tableSeat, { code }), {
          method: "POST",
          headers: json,
          body: JSON.stringify(/** @satisfies {TableSeat} */ ({ client: client(), seat })),
        });
        const body = await answer.json();
        if (answer.ok) {
          const table = mine();
          table.seat = seat ?? "";
          keep(table);
          problem = "";
          notice = "";
          if (seat !== null) toMySeat();
        } else problem = refusal(answer.status, body);
      } catch {
        problem = marker.getAttribute(BRIDGE.data.offline);
      }
      controlsBusy--;
      look(true);
    });

    // This phone's seat on the pad, brought into view with its first field ready.
    function toMySeat() {
      const seat = seatsShown()[Number(mine().seat)];
      if (!seat) return;
      seat.scrollIntoView({ block: "start" });
      seat.querySelector("input")?.focus({ preventScroll: true });
    }
    mySeatButton?.addEventListener("click", toMySeat);

    /** @param {Omit<TableHost, "host_key">} change */
    async function hostSays(change) {
      controlsTouched++;
      controlsBusy++;
      notice = "";
      try {
        const answer = await fetch(fillRoute(BRIDGE.route.tableHost, { code }), {
          method: "POST",
          headers: json,
          body: JSON.stringify(/** @satisfies {TableHost} */ ({ host_key: mine().host_key, ...change })),
        });
        if (!answer.ok) problem = refusal(answer.status, await answer.json().catch(() => ({})));
        else if ("free_seat" in change) notice = marker.getAttribute(BRIDGE.data.freedDone);
      } catch {
        problem = marker.getAttribute(BRIDGE.data.offline);
      }
      controlsBusy--;
      look(true);
    }
    document.getElementById(BRIDGE.id.freeSeat)?.addEventListener("click", () => {
      if (freeChoice.value !== "") hostSays({ free_seat: Number(freeChoice.value) });
    });

    host?.addEventListener("change", (event) => {
      // A lock's checkbox, or the free seat's select (not a checkbox).
      const lock = /** @type {HTMLInputElement} */ (event.target);
      if (lock.type === "checkbox") hostSays({ [lock.name]: lock.checked });
    });

    const news = new EventSource(fillRoute(BRIDGE.route.tableEvents, { code }));
    news.addEventListener("table", () => look(false));
    news.addEventListener("gone", () => {
      gone = true;
      news.close();
      settled();
    });
    news.addEventListener("error", settled);
    window.addEventListener("online", () => {
      look(false);
      send();
    });
    window.addEventListener("offline", settled);
    document.addEventListener("visibilitychange", () => {
      if (!document.hidden) look(false);
    });
    look(false);
    send();
  }
})();
