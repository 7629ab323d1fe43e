// What Tableside asks of the phone, once the page is readable (server/src/offline.rs):
// keep the app for offline use, and keep the screen on where the page asks for it
// (`data-keep-awake`: scorepads and the Citadels round helper). Each state is
// written on <html> (data-offline, data-wake-lock) so it can be checked.
"use strict";

(() => {
  const root = document.documentElement;

  if ("serviceWorker" in navigator) {
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then(() => (root.dataset.offline = "ready"))
      .catch(() => (root.dataset.offline = "unavailable"));
  } else {
    root.dataset.offline = "unavailable";
  }

  if (!document.querySelector("[data-keep-awake]")) return;
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
