// The screen stays on while a scorepad or the Citadels round helper is open: the
// page asks for a screen wake lock, and again when it comes back into view.
import { type Page } from "@playwright/test";
import { expect, test } from "./client";

/** Replaces the browser's Wake Lock with one that records what was asked of it. */
async function recordWakeLocks(page: Page) {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { wakeLocksAsked: string[] }).wakeLocksAsked = asked;
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async (type: string) => {
          asked.push(type);
          return new EventTarget();
        },
      },
    });
  });
}

const asked = (page: Page) => page.evaluate(() => (window as unknown as { wakeLocksAsked: string[] }).wakeLocksAsked);

for (const path of ["/gentes/score?players=3", "/citadels/score?players=4&edition=2016", "/citadels/setup?players=5&seed=AWAKE42"]) {
  test(`${path} keeps the screen on, and asks again after being hidden`, async ({ page }) => {
    await recordWakeLocks(page);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-wake-lock", "on");
    expect(await asked(page)).toEqual(["screen"]);
    // Switching apps releases the lock; coming back takes it again.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => asked(page)).toEqual(["screen", "screen"]);
  });
}

for (const path of ["/", "/catan/setup?players=4&seed=AWAKE42", "/offline"]) {
  test(`${path} lets the screen sleep as usual`, async ({ page }) => {
    await recordWakeLocks(page);
    await page.goto(path);
    // Deferred scripts (device.js) have run by the time the page has loaded.
    await page.waitForLoadState("load");
    expect(await asked(page)).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-wake-lock", /.*/);
  });
}
