// After the wasm hydrates the server-rendered page (phone project only).
import { expect, test } from "./client";
import { GAMES, hydrated, watchConsole } from "./helpers";

test("pages hydrate without console errors or hydration warnings", async ({ page }) => {
  const problems = watchConsole(page);
  for (const path of ["/", ...GAMES.map((g) => `/${g.id}/setup`), "/catan/score"]) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(problems).toEqual([]);
});

test("only pages with a scorepad load the wasm", async ({ page }) => {
  const wasm: string[] = [];
  page.on("request", (request) => {
    if (/\/pkg\/.*\.(wasm|js)$/.test(request.url())) wasm.push(request.url());
  });
  for (const path of ["/", ...GAMES.map((g) => `/${g.id}/setup`), "/nowhere"]) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(wasm).toEqual([]);
  await page.goto("/catan/score");
  await hydrated(page);
  expect(wasm.some((url) => url.endsWith(".wasm"))).toBe(true);
});

test("the 404 page hydrates too; its own status is its only console message", async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  await page.goto("/nowhere");
  await hydrated(page);
  expect(problems).toEqual([
    `error: Failed to load resource: the server responded with a status of 404 (Not Found) @ ${baseURL}/nowhere`,
  ]);
});

test("the language switch renders the same setup in the other language and remembers it", async ({ page, context }) => {
  const problems = watchConsole(page);
  await page.goto("/citadels/setup?players=5&seed=LANG123");
  await hydrated(page);
  const roster = await page.getByTestId("characters").locator("li").count();

  await page.getByRole("link", { name: "繁體中文" }).click();
  await expect(page.locator("h1")).toHaveText("富饒之城 設置");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
  // Same page, same seed: only the language changed.
  await expect(page).toHaveURL(/\/citadels\/setup\?players=5&seed=LANG123$/);
  await expect(page.getByTestId("characters").locator("li")).toHaveCount(roster);
  await expect(page.getByRole("link", { name: "繁體中文" })).toHaveAttribute("aria-current", "true");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("zh-TW");

  // The server now renders Chinese on its own.
  await page.reload();
  await expect(page.locator("h1")).toHaveText("富饒之城 設置");
  await hydrated(page);

  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("h1")).toHaveText("Citadels setup");
  expect(problems).toEqual([]);
});
