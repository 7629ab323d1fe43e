// Offline at the table: after one visit the service worker keeps the app on the
// phone, so a setup and a scorepad reload with the network gone.
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./helpers";

// Elsewhere workers are blocked so each test sees the network; here they are the point.
test.use({ serviceWorkers: "allow" });

/** Waits until the worker has cached the app and controls this page. */
async function keptOnThePhone(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-offline", "ready");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test("a setup opened once reloads offline, seed and all, and still responds to taps", async ({ page, context }) => {
  await page.goto("/citadels/setup?players=5&seed=TABLE42");
  await hydrated(page);
  const seed = await page.getByTestId("seed").inputValue();
  const removed = await page.getByTestId("round-helper").textContent();
  await keptOnThePhone(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("seed")).toHaveValue(seed);
  await expect(page.getByTestId("round-helper")).toHaveText(removed!);
  // The compiled code came from the phone too: the islands hydrate.
  await hydrated(page);

  // A page never opened on this phone says so instead of the browser's error.
  await page.goto("/catan/setup?players=4&seed=NEVER42");
  await expect(page.getByTestId("offline-page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
});

test("offline, Score this game from a setup opens the pad for its table", async ({ page, context }) => {
  await page.goto("/citadels/setup?players=4&edition=2016&seed=OFFLINE7");
  await hydrated(page);
  await keptOnThePhone(page);

  await context.setOffline(true);
  await page.getByTestId("score-link").click();
  await hydrated(page);
  await expect(page.getByTestId("offline-page")).toHaveCount(0);
  await expect(page.locator(".seat")).toHaveCount(4);
  await expect(page.getByTestId("edition").getByLabel("2016")).toBeChecked();
  await page.locator(".seat").first().getByTestId("gold").locator("input").fill("2");
  await expect(page.getByTestId("results-problem")).toHaveCount(0);
});

test("a scorepad works offline: entries are kept across an offline reload", async ({ page, context }) => {
  await page.goto("/");
  await keptOnThePhone(page);

  await context.setOffline(true);
  // Opened from a setup link (with its player count) for the first time, offline.
  await page.goto("/catan/score?players=3");
  await hydrated(page);
  await expect(page.locator(".seat")).toHaveCount(3);
  const firstSeat = page.locator(".seat").first();
  await firstSeat.getByTestId("name").fill("Ann");
  await firstSeat.getByTestId("settlements").locator("input").fill("5");
  await firstSeat.getByTestId("cities").locator("input").fill("2");
  await expect(page.getByTestId("rank-row").first()).toContainText("9");

  await page.reload();
  await hydrated(page);
  await expect(page.locator(".seat").first().getByTestId("name")).toHaveValue("Ann");
  await expect(page.getByTestId("rank-row").first()).toContainText("Ann");
  await expect(page.getByTestId("rank-row").first().getByTestId("total")).toHaveText("9");
});

test("the worker is served as fresh JavaScript with a policy of its own", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const body = await response.text();
  const wasm = body.match(/"\/pkg\/[^"]+\.wasm"/);
  expect(wasm, "the worker pre-caches the compiled wasm").not.toBeNull();
  // Every address it pre-caches exists: a missing one would fail its install.
  for (const [, address] of body.matchAll(/^  "([^"]+)",$/gm)) {
    expect((await request.get(address)).status(), address).toBe(200);
  }
});
