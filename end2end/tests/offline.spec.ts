// Offline at the table: after one visit the service worker keeps the app on the
// phone, so a setup and a scorepad reload with the network gone.
import { type Page } from "@playwright/test";
import { expect, test } from "./client";
import { followLink, hydrated, startingSettlements } from "./helpers";

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

  // A page never opened on this phone (other than a setup, which is dealt
  // here: below) says so instead of the browser's error.
  await page.goto("/g/NEVER42");
  await expect(page.getByTestId("offline-page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
});

test("offline, Score this game from a setup opens the pad for its table", async ({ page, context }) => {
  await page.goto("/citadels/setup?players=4&edition=2016&seed=OFFLINE7");
  await hydrated(page);
  await keptOnThePhone(page);

  await context.setOffline(true);
  await followLink(page, page.getByTestId("score-link"));
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
  await startingSettlements(page);
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

/** Taps New setup offline; checks a kept setup was dealt and says so; its seed. */
async function dealtOffline(page: Page, left: number, seen: Set<string>) {
  await page.getByTestId("new-setup").click();
  const note = page.getByTestId("drawn-ahead");
  await expect(note).toBeVisible();
  await expect(note).toContainText("drawn ahead while online");
  await expect(note).toContainText(left > 0 ? `${left} more kept` : "That was the last one kept");
  await hydrated(page);
  const seed = (await page.getByTestId("seed-code").textContent())!.trim();
  expect(seed).toMatch(/^[A-Z0-9]+$/);
  expect(seen.has(seed), `a setup dealt twice: ${seed}`).toBe(false);
  seen.add(seed);
  // The address is the setup's own (reload, share), without the worker's mark.
  expect(new URL(page.url()).searchParams.get("seed")).toBe(seed);
  expect(new URL(page.url()).hash).toBe("");
  return seed;
}

test("offline, New setup deals three different setups drawn ahead for Catan 4 and Citadels 5, the home page's link too", async ({
  page,
  context,
}) => {
  // Every game's setups are drawn ahead first: a slow machine needs more than a test's usual 30 s.
  test.slow();
  await page.goto("/catan/setup?players=4&seed=AHEAD1");
  await hydrated(page);
  await keptOnThePhone(page);
  // Every game and player count gets its few (the page is told when all are in).
  await expect(page.locator("html")).toHaveAttribute("data-setups-ahead", "full", { timeout: 60_000 });
  await expect(page.getByTestId("drawn-ahead")).toBeHidden();

  await context.setOffline(true);
  const seen = new Set(["AHEAD1"]);
  const catan: string[] = [];
  for (const left of [2, 1, 0]) {
    catan.push(await dealtOffline(page, left, seen));
    await expect(page.getByTestId("board").locator("polygon").first()).toBeVisible();
  }
  // None left for this table: the phone deals one itself (issue 49.4: this
  // was the offline page, whose only way out was "All games").
  await page.getByTestId("new-setup").click();
  await expect(page.getByTestId("offline-page")).toHaveCount(0);
  await expect(page.getByTestId("board").locator("polygon").first()).toBeVisible();
  await expect(page.getByTestId("drawn-ahead")).toBeHidden();
  const dealtHere = new URL(page.url()).searchParams.get("seed")!;
  await expect(page.getByTestId("seed-code")).toHaveText(dealtHere);
  expect(seen.has(dealtHere)).toBe(false);
  // A dealt setup is this phone's now: it reloads offline, note gone.
  await page.goto(`/catan/setup?players=4&seed=${catan[0]}`);
  await hydrated(page);
  await expect(page.getByTestId("seed-code")).toHaveText(catan[0]);
  await expect(page.getByTestId("drawn-ahead")).toBeHidden();

  // Citadels for five, as its New setup asks: three more, each its own.
  await page.goto("/citadels/setup?players=5");
  await expect(page.getByTestId("drawn-ahead")).toContainText("2 more kept");
  await hydrated(page);
  seen.add((await page.getByTestId("seed-code").textContent())!.trim());
  await expect(page.getByTestId("round-helper")).toBeVisible();
  for (const left of [1, 0]) {
    await dealtOffline(page, left, seen);
    await expect(page.getByTestId("characters")).toBeVisible();
  }
  expect(seen.size).toBe(7);

  // The home page's link (no player count) is the game's default table.
  await page.goto("/gentes/setup");
  await expect(page.getByTestId("drawn-ahead")).toContainText("2 more kept");
  const players = new URL(page.url()).searchParams.get("players");
  // A seeded address never opened here is that one setup, dealt by the
  // phone, and no kept setup spent on it.
  await page.goto(`/gentes/setup?players=${players}&seed=NEVER1`);
  await expect(page.getByTestId("seed-code")).toHaveText("NEVER1");
  await expect(page.getByTestId("offline-page")).toHaveCount(0);
  await page.goto("/gentes/setup");
  await expect(page.getByTestId("drawn-ahead")).toContainText("1 more kept");

  // Back online, the worker draws the used ones again.
  await context.setOffline(false);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-setups-ahead", "full", { timeout: 60_000 });
});

test("setups drawn ahead follow the language: switched to Chinese, an offline new setup is in Chinese", async ({
  page,
  context,
}) => {
  // Every game's setups are drawn ahead first: a slow machine needs more than a test's usual 30 s.
  test.slow();
  await page.goto("/gentes/setup?players=3&seed=LOOK1");
  await keptOnThePhone(page);
  await expect(page.locator("html")).toHaveAttribute("data-setups-ahead", "full", { timeout: 60_000 });
  // The language switch, as its link does it (a cookie, then back).
  await page.goto("/lang/zh-TW?next=%2Fgentes%2Fsetup%3Fplayers%3D3%26seed%3DLOOK1");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
  // The English ones are dropped and drawn again in Chinese.
  await expect(page.locator("html")).toHaveAttribute("data-setups-ahead", "full", { timeout: 60_000 });

  await context.setOffline(true);
  await page.getByTestId("new-setup").click();
  await expect(page.getByTestId("drawn-ahead")).toContainText("預先抽好");
  await expect(page.getByTestId("drawn-ahead")).toContainText("還存有 2 個");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
  await expect(page.getByTestId("seed-code")).not.toHaveText("LOOK1");
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

// Game night, second pass (issue 34, item 1): offline, the player count could not
// be changed, though the phone kept setups for the other counts.
for (const [lang, left] of [
  ["en", "2 more kept for this game and player count."],
  ["zh-TW", "這個遊戲與人數還存有 2 個。"],
] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    test(`offline, another player count deals a setup kept for it (${lang})`, async ({ page, context }) => {
      // Every game's setups are drawn ahead first: a slow machine needs more than a test's usual 30 s.
      test.slow();
      await page.goto("/citadels/setup?players=4&seed=COUNT4");
      await hydrated(page);
      await keptOnThePhone(page);
      await expect(page.locator("html")).toHaveAttribute("data-setups-ahead", "full", { timeout: 60_000 });

      await context.setOffline(true);
      const options = page.getByTestId("options");
      if (!(await options.getByTestId("players").isVisible())) await options.locator("summary").click();
      await options.getByTestId("players").getByRole("link", { name: "5", exact: true }).click();
      await expect(page.getByTestId("offline-page")).toHaveCount(0);
      await expect(page.getByTestId("drawn-ahead")).toContainText(left);
      await hydrated(page);
      const dealt = new URL(page.url());
      expect(dealt.searchParams.get("players")).toBe("5");
      expect(dealt.searchParams.get("seed")).not.toBe("COUNT4");
      await expect(page.getByTestId("seed-code")).toHaveText(dealt.searchParams.get("seed")!);
      await expect(page.getByTestId("round-helper")).toBeVisible();

      // The same address opened from elsewhere (a shared link) is that one
      // setup, dealt by the phone: no kept setup is spent on it.
      await page.goto("/citadels/setup?players=6&seed=SHARED6");
      await expect(page.getByTestId("seed-code")).toHaveText("SHARED6");
      await expect(page.getByTestId("round-helper")).toBeVisible();
    });
  });
}

// Issue 62.1: a group started from the home page with no network waits on
// the phone, listed as waiting, and is made when the network is back.
for (const [language, w] of [
  ["en", { waiting: "Waiting on this phone: the group is made when the network is back." }],
  ["zh-TW", { waiting: "先存在這支手機：網路恢復後就會建立這個群組。" }],
] as const) {
  test.describe(`${language} offline group`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a group started from home offline waits on the phone and is made when the network is back", async ({ page, context }) => {
      await page.goto("/");
      await hydrated(page);
      await keptOnThePhone(page);
      await context.setOffline(true);
      await page.reload();
      await hydrated(page);
      await page.getByTestId("start-group-name").fill("離線團");
      await page.getByTestId("start-group").click();
      // Still the home page: no browser error, the name not lost.
      await expect(page.getByTestId("offline-page")).toHaveCount(0);
      await expect(page.getByTestId("start-group-status")).toHaveText(w.waiting);
      const waiting = page.getByTestId("waiting-group");
      await expect(waiting).toContainText("離線團");
      await expect(waiting).toContainText(w.waiting);
      // Another visit offline still lists it.
      await page.reload();
      await expect(page.getByTestId("waiting-group")).toContainText("離線團");
      // The network back: the group is made, and listed as a link.
      await context.setOffline(false);
      await expect(page.getByRole("link", { name: "離線團" })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId("waiting-group")).toHaveCount(0);
      await page.getByRole("link", { name: "離線團" }).click();
      await expect(page.getByTestId("group-name")).toHaveText("離線團");
    });
  });
}
