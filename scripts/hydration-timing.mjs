// Time until a page is interactive on a slow phone: headless Chromium with the CPU
// slowed 4× and Lighthouse's "slow 4G" network (150 ms RTT, 1.6 Mbit/s down,
// 750 kbit/s up), cache empty. Reports, per run, when the server's HTML was
// painted (first contentful paint) and when the islands were hydrated (the app
// marks <body data-hydrated>). Not part of `make test`: timings depend on the machine.
// Usage: node scripts/hydration-timing.mjs http://127.0.0.1:3000 [/path] [runs] [second]
// With `second`, each run times a second visit: the page is opened once at full
// speed, the service worker is left to keep its copies, then the timed visit
// comes from the browser's cache and the worker, as a phone's next game night.
import { createRequire } from "node:module";

const require = createRequire(new URL("../end2end/package.json", import.meta.url));
const { chromium } = require("@playwright/test");

const [base, path = "/catan/setup?players=4&seed=TIMING", runs = "5", visit = "first"] = process.argv.slice(2);
const second = visit === "second";
if (!base) {
  console.error("usage: node scripts/hydration-timing.mjs BASE_URL [PATH] [RUNS] [second]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const results = [];
for (let run = 0; run < Number(runs); run++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (second) {
    await page.goto(base + path);
    await page.locator("body[data-hydrated]").waitFor({ timeout: 30_000 });
    // The worker is active once it has precached everything (install waits for it).
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
  } else {
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  }
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // Note the moment the mark appears, not when the test next looks for it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body?.hasAttribute("data-hydrated")) {
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto(base + path, { waitUntil: "commit" });
  await page.locator("body[data-hydrated]").waitFor({ timeout: 30_000 });
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
    return { fcp, hydrated: window.__hydratedAt };
  });
  results.push(timing);
  console.log(`run ${run + 1}: painted ${timing.fcp.toFixed(0)} ms, hydrated ${timing.hydrated.toFixed(0)} ms`);
  await context.close();
}
await browser.close();
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `${path}: median painted ${median(results.map((r) => r.fcp)).toFixed(0)} ms, ` +
    `median hydrated ${median(results.map((r) => r.hydrated)).toFixed(0)} ms ` +
    `(4x CPU slowdown, slow 4G, ${second ? "second visit" : "empty cache"}, ${results.length} runs)`,
);
