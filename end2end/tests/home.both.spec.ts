// Server-rendered behaviour: runs with JavaScript on (phone) and off (no-js).
import { expect, test } from "./client";
import { GAMES, expectNoSidewaysScroll } from "./helpers";

test("home page lists all five games with setup and scorepad links", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText("What are we playing?");
  const cards = page.locator(".game-card");
  await expect(cards).toHaveCount(5);
  for (const game of GAMES) {
    const card = page.locator(`.game-card[data-game="${game.id}"]`);
    await expect(card.locator("h2")).toHaveText(game.en);
    await expect(card.getByRole("link", { name: "Setup" })).toHaveAttribute("href", `/${game.id}/setup`);
    await expect(card.getByRole("link", { name: "Scorepad" })).toHaveAttribute("href", `/${game.id}/score`);
  }
});

test("a game's setup and scorepad pages answer", async ({ page }) => {
  for (const game of GAMES) {
    for (const kind of ["setup", "score"]) {
      const response = await page.goto(`/${game.id}/${kind}`);
      expect(response?.status(), `/${game.id}/${kind}`).toBe(200);
      await expect(page.locator("h1")).toContainText(game.en);
    }
  }
});

test("following a link from the home page opens the setup page", async ({ page }) => {
  await page.goto("/");
  await page.locator('.game-card[data-game="catan"]').getByRole("link", { name: "Setup" }).click();
  // The server gives the setup a seed, so the address is ready to share.
  await expect(page).toHaveURL(/\/catan\/setup\?players=4&seed=[0-9A-Z]{7}$/);
  await expect(page.locator("h1")).toHaveText("Catan setup");
});

test("unknown routes get the 404 page with status 404", async ({ page }) => {
  for (const path of ["/no-such-page", "/chess/setup", "/catan/rules"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("h1")).toHaveText("Page not found");
    await expect(page.getByRole("link", { name: "All games" }).last()).toHaveAttribute("href", "/");
  }
});

test.describe("in Traditional Chinese", () => {
  test.use({ locale: "zh-TW", extraHTTPHeaders: { "Accept-Language": "zh-TW,zh;q=0.9" } });

  test("the browser's language picks the page language", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
    await expect(page.locator("h1")).toHaveText("今天玩什麼？");
    for (const game of GAMES) {
      await expect(page.locator(`.game-card[data-game="${game.id}"] h2`)).toHaveText(game.zh);
    }
  });
});

test.describe("on a 360-px-wide phone", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  for (const path of ["/", "/catan/setup", "/gentes/score", "/catan/score?players=6", "/card-city/score", "/city-council/score", "/nowhere"]) {
    test(`nothing scrolls sideways on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoSidewaysScroll(page);
    });
  }

  test("tap targets are at least 44 px tall", async ({ page }) => {
    await page.goto("/");
    for (const target of await page.locator(".button, .lang-switch a, .brand").all()) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});

test("the stylesheet is applied (the hashed CSS link resolves)", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".site-header")).toHaveCSS("background-color", "rgb(31, 92, 74)");
  await expect(page.locator(".button--primary").first()).toHaveCSS("min-height", "48px");
});
