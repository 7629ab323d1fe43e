// After the wasm hydrates the server-rendered page (phone project only).
import { expect, test } from "@playwright/test";
import { GAMES, hydrated, watchConsole } from "./helpers";

test("pages hydrate without console errors or hydration warnings", async ({ page }) => {
  const problems = watchConsole(page);
  for (const path of ["/", ...GAMES.map((g) => `/${g.id}/setup`), "/catan/score"]) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(problems).toEqual([]);
});

test("the 404 page hydrates too; its own status is its only console message", async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  await page.goto("/nowhere");
  await hydrated(page);
  expect(problems).toEqual([
    `error: Failed to load resource: the server responded with a status of 404 (Not Found) @ ${baseURL}/nowhere`,
  ]);
});

test("the language switch works in place once hydrated, and is remembered", async ({ page, context }) => {
  const problems = watchConsole(page);
  await page.goto("/citadels/setup");
  await hydrated(page);
  // A marker on window survives only if the switch does not reload the page.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await page.getByRole("link", { name: "繁體中文" }).click();
  await expect(page.locator("h1")).toHaveText("富饒之城 設置");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
  await expect(page).toHaveURL(/\/citadels\/setup$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByRole("link", { name: "繁體中文" })).toHaveAttribute("aria-current", "true");

  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "lang")?.value).toBe("zh-TW");

  // The server now renders Chinese on its own.
  await page.reload();
  await expect(page.locator("h1")).toHaveText("富饒之城 設置");
  await hydrated(page);

  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("h1")).toHaveText("Citadels setup");
  expect(problems).toEqual([]);
});
