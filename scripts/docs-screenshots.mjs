// The screenshots in docs/screenshots: every game's setup and scorepad on a
// 360×800 phone, the four language/theme combinations spread over them.
// Usage: node scripts/docs-screenshots.mjs http://127.0.0.1:3000 [out-dir]
// Resolves Playwright from end2end/node_modules; uses Debian's Chromium.
import { mkdirSync } from "node:fs";
import { launchChromium, phoneContext } from "./phone.mjs";
const [base, outDir = "docs/screenshots"] = process.argv.slice(2);
if (!base) {
  console.error("usage: node scripts/docs-screenshots.mjs BASE_URL [OUT_DIR]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const seat = (page, n) => page.locator(".seat").nth(n);
const fill = async (page, n, key, value) => {
  const input = seat(page, n).getByTestId(key).locator("input").first();
  await input.fill(value);
  await input.blur();
};
const names = async (page, list) => {
  for (const [n, name] of list.entries()) await seat(page, n).getByTestId("name").fill(name);
};
/** Scrolls the element to the top of the screen. */
const show = (page, selector) =>
  page.evaluate((s) => document.querySelector(s)?.scrollIntoView({ block: "start" }), selector);

/** Opens the first seat's Card City grid and picks these cards into its cells. */
const cityGrid = (cells) => async (page) => {
  const grid = seat(page, 0).getByTestId("city-grid");
  await grid.locator("summary").click();
  for (const [cell, kind] of cells) await grid.getByTestId(`cell-${cell}`).selectOption(kind);
  await show(page, "[data-testid=city-grid]");
};

const shots = [
  ["home", "/", "en", "light"],
  ["home", "/", "zh-TW", "dark"],
  ["catan-setup", "/catan/setup?players=4&seed=NIGHT7", "en", "light"],
  ["catan-setup", "/catan/setup?players=4&seed=NIGHT7", "zh-TW", "dark"],
  ["citadels-setup", "/citadels/setup?players=5&edition=2016&seed=NIGHT7", "zh-TW", "light"],
  ["card-city-setup", "/card-city/setup?players=3&seed=NIGHT7", "en", "dark"],
  ["city-council-setup", "/city-council/setup?players=4&seed=NIGHT7", "zh-TW", "light"],
  ["gentes-setup", "/gentes/setup?players=3&seed=NIGHT7", "en", "dark"],
  ["catan-pad-results", "/catan/score?players=3", "en", "light", async (page) => {
    await names(page, ["Ann", "Bo", "Cy"]);
    for (const [n, s, c] of [[0, "3", "3"], [1, "4", "1"], [2, "2", "2"]]) {
      await fill(page, n, "settlements", s);
      await fill(page, n, "cities", c);
    }
    await show(page, "#results-heading");
  }],
  ["catan-pad-problems", "/catan/score?players=3", "zh-TW", "dark", async (page) => {
    await fill(page, 0, "settlements", "9");
    await fill(page, 1, "cities", "x");
    await show(page, "#results-heading");
  }],
  ["card-city-grid", "/card-city/score?players=2", "en", "light",
    cityGrid([[0, "R"], [1, "R"], [2, "H"], [3, "I"], [5, "C"], [6, "C"], [7, "R"], [8, "I"]])],
  ["card-city-grid", "/card-city/score?players=2", "zh-TW", "dark",
    cityGrid([[0, "R"], [1, "R"], [2, "H"], [5, "C"], [6, "C"]])],
  ["gentes-pad", "/gentes/score?players=3", "zh-TW", "light", async (page) => {
    await fill(page, 0, "track", "41");
    await fill(page, 0, "playable_hand", "5 3 3");
    await show(page, ".seat");
  }],
  ["citadels-pad", "/citadels/score?players=4&edition=2016", "en", "dark", async (page) => {
    for (const district of ["Tavern", "Market", "Temple"]) {
      await seat(page, 0).getByTestId("deck").locator(`button[value="${district}"]`).click();
    }
    await show(page, ".seat");
  }],
  ["city-council-pad", "/city-council/score?players=3", "en", "light", async (page) => {
    await names(page, ["Ann", "Bo", "Cy"]);
    for (const [n, points] of [[0, "31"], [1, "31"], [2, "24"]]) await fill(page, n, "points", points);
    await fill(page, 0, "favour_cards_in_hand", "2");
    await show(page, "#results-heading");
  }],
];

const browser = await launchChromium();
for (const [name, path, lang, colorScheme, act] of shots) {
  const context = await phoneContext(browser, lang, colorScheme);
  const page = await context.newPage();
  await page.goto(base + path);
  await page.locator("body[data-hydrated]").waitFor({ timeout: 10000 });
  if (act) await act(page);
  await page.waitForTimeout(200);
  const file = `${outDir}/${name}-360-${lang === "en" ? "en" : "zh"}-${colorScheme}.png`;
  await page.screenshot({ path: file });
  console.log(file);
  await context.close();
}
await browser.close();
