// Every page in zh-TW, walked as a player would: setups, and each scorepad through
// its results, tie-breaks, warnings and errors. Any English word left on the
// screen (outside names and proper nouns) fails the walk.
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./client";
import { GAMES, deckCard, hydrated, tapDistricts, startingSettlements } from "./helpers";

test.use({ locale: "zh-TW", extraHTTPHeaders: { "Accept-Language": "zh-TW,zh;q=0.9" } });

/** Words allowed in Latin letters on a Chinese page: proper nouns and codes. */
const ALLOWED = new Set(["Tableside", "English", "JavaScript", "QR"]);

/**
 * The page's visible text and accessible labels, minus what may stay in English:
 * the other language's game name under the title, seeds, and the language switch.
 */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const skip = (el: Element) =>
      el.closest(".page-head__alt, [data-testid='seed'], .seed, [lang='en'], script, style, svg text") !== null;
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skip(parent)) continue;
      if (parent.closest("[hidden], template, noscript")) continue;
      parts.push(node.textContent ?? "");
    }
    for (const el of Array.from(document.body.querySelectorAll("[aria-label], [placeholder], [title]"))) {
      if (skip(el) || el.closest("[hidden]")) continue;
      for (const name of ["aria-label", "placeholder", "title"]) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join("\n");
  });
  const words = text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? [];
  // Seeds and codes are capitals and digits (e.g. 7KQ2M9X); names below are Chinese.
  return [...new Set(words)].filter((w) => !ALLOWED.has(w) && !/^[A-Z0-9]+$/.test(w));
}

async function expectChinese(page: Page, where: string) {
  expect(await englishOn(page), where).toEqual([]);
}

function seat(page: Page, n: number): Locator {
  return page.locator(".seat").nth(n);
}

async function fill(page: Page, n: number, field: string, value: string) {
  const input = seat(page, n).getByTestId(field).locator("input");
  await input.fill(value);
  await input.press("Tab");
}

async function pad(page: Page, path: string, names: string[]) {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await hydrated(page);
  for (const [n, name] of names.entries()) await seat(page, n).getByTestId("name").fill(name);
}

async function table(page: Page, key: string, label: string) {
  await page.getByTestId(key).getByLabel(label, { exact: true }).check();
}

test("home and every setup page", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await expectChinese(page, "/");
  const setups = [
    "/card-city/setup?players=3",
    "/city-council/setup?players=4",
    "/citadels/setup?players=5",
    "/citadels/setup?players=7&edition=2016",
    "/catan/setup?players=4",
    "/catan/setup?players=6&mode=spiral",
    "/catan/setup?players=4&mode=beginner",
    "/catan/setup?players=4&max_intersection_pips=9",
    "/gentes/setup?players=3",
  ];
  for (const path of setups) {
    await page.goto(path);
    await hydrated(page);
    await expectChinese(page, path);
  }
  for (const game of GAMES) {
    await page.goto(`/${game.id}/score`);
    await hydrated(page);
    await expectChinese(page, `/${game.id}/score`);
  }
});

test("Card City: results, a tie on coins left, a bad list, a broken grid", async ({ page }) => {
  await pad(page, "/card-city/score?players=2", ["甲", "乙"]);
  await expectChinese(page, "empty pad");
  for (const n of [0, 1]) {
    await fill(page, n, "residential_districts", "3 3");
    await fill(page, n, "cards_in_city", "12");
    await fill(page, n, "coins", "12");
  }
  await expect(page.getByTestId("tie-break")).toBeVisible();
  await page.getByTestId("rank-row").first().locator("summary").click();
  await expectChinese(page, "tie on coins left");
  await fill(page, 1, "residential_districts", "3 x");
  await expect(seat(page, 1).getByTestId("residential_districts").locator(".field-error")).not.toBeEmpty();
  await expectChinese(page, "not a list");
  await fill(page, 1, "residential_districts", "24");
  await expectChinese(page, "building limit");
  const grid = seat(page, 0).getByTestId("city-grid");
  await grid.locator("summary").click();
  await grid.getByTestId("cell-0").selectOption({ label: "住宅" });
  await grid.getByTestId("cell-1").selectOption({ label: "工業" }); // beside a Residential
  await expect(grid.getByTestId("grid-broken")).not.toBeEmpty();
  await expectChinese(page, "broken grid");
});

test("City Council: a tie, the game not over, the city lost", async ({ page }) => {
  await pad(page, "/city-council/score?players=3", ["甲", "乙", "丙"]);
  for (const n of [0, 1, 2]) await fill(page, n, "points", n === 2 ? "4" : "9");
  await fill(page, 0, "favour_cards_in_hand", "2");
  await fill(page, 1, "favour_cards_in_hand", "2");
  await expect(page.getByTestId("warnings")).toBeVisible();
  await expect(page.getByTestId("tie-break")).toBeVisible();
  await expectChinese(page, "tie and warning");
  // Each end flag says what it means before it is ticked (issue 62.11).
  await expect(page.getByTestId("city_lost").locator(".hint")).toHaveText("犯罪或污染方塊全數上板時勾選：所有人一起落敗。");
  await expect(page.getByTestId("deck_exhausted").locator(".hint")).toHaveText("偏好卡牌庫不夠發給每位玩家時勾選：那一輪就是最後一輪。");
  await page.getByTestId("city_lost").locator("input").check();
  await expect(page.getByTestId("tie-break")).toBeVisible();
  await expectChinese(page, "city lost");
  await fill(page, 0, "favour_cards_in_hand", "9");
  await expectChinese(page, "out of range");
});

test("Citadels: districts, a tie needing the rank, then broken by it; classic most gold", async ({ page }) => {
  await pad(page, "/citadels/score?players=2&edition=2016", ["甲", "乙"]);
  for (const n of [0, 1]) {
    // 3 + 4 and 5 + 2: level on 7.
    await tapDistricts(seat(page, n), n === 0 ? ["Manor", "Museum"] : ["Palace", "Haunted Quarter"]);
  }
  // Level totals for first: the rank revealed last round is asked for, at
  // its field, then breaks the tie.
  await expect(page.getByTestId("results-problem")).toBeVisible();
  await expectChinese(page, "tie needing the rank");
  await fill(page, 0, "highest_rank_last_round", "4");
  await fill(page, 1, "highest_rank_last_round", "6");
  await expect(page.getByTestId("rank-row")).toHaveCount(2);
  for (const row of await page.getByTestId("rank-row").all()) await row.locator("summary").click();
  await expect(page.getByTestId("tie-break")).toBeVisible();
  await expectChinese(page, "tie broken by rank");
  await seat(page, 0).getByLabel("下方卡片數").fill("1");
  await seat(page, 0).getByLabel("下方卡片數").press("Tab");
  await fill(page, 1, "gold", "3");
  await expectChinese(page, "a museum's cards");
  await fill(page, 1, "highest_rank_last_round", "12");
  await expectChinese(page, "rank out of range");

  await pad(page, "/citadels/score?players=2&edition=classic", ["甲", "乙"]);
  // 2 + 1 against 3: level, shared in the classic rules.
  await tapDistricts(seat(page, 0), ["Haunted City", "Temple"]);
  await deckCard(seat(page, 1), "Manor").click();
  await fill(page, 0, "gold", "2");
  await fill(page, 1, "gold", "5");
  await expect(page.getByTestId("tie-break")).toBeVisible();
  await expectChinese(page, "classic shared tie");
  await page.getByTestId("classic_tie_break").locator('input[value="most_gold"]').check();
  await expectChinese(page, "classic most gold");
});

test("Catan: a game not over, who ended it, refusals", async ({ page }) => {
  await pad(page, "/catan/score?players=3", ["甲", "乙", "丙"]);
  await startingSettlements(page);
  await fill(page, 0, "cities", "2");
  await table(page, "longest_road", "甲");
  await fill(page, 0, "road_length", "6");
  await expect(page.getByTestId("warnings")).toBeVisible();
  for (const row of await page.getByTestId("rank-row").all()) await row.locator("summary").click();
  await expectChinese(page, "not over");
  await fill(page, 1, "cities", "4");
  await fill(page, 1, "vp_cards", "2");
  await table(page, "ended_by", "乙");
  await expectChinese(page, "ended");
  await page.getByTestId("highest_score_wins").locator("input").check();
  await expectChinese(page, "house rule");
  await fill(page, 2, "vp_cards", "4");
  await expectChinese(page, "victory point cards over the deck");
  await fill(page, 2, "vp_cards", "0");
  await fill(page, 2, "road_length", "9");
  await expectChinese(page, "holder not leading");
});

test("Gentes: breakdown, ties on cards played and coins, a tile claimed twice", async ({ page }) => {
  await pad(page, "/gentes/score?players=3", ["甲", "乙", "丙"]);
  for (const n of [0, 1, 2]) await fill(page, n, "track", "40");
  await fill(page, 0, "playable_hand", "5 3");
  // 40 + 3 + 2 − 1 each: level on 44.
  await fill(page, 1, "unplayable_hand", "2");
  await fill(page, 1, "playable_hand", "5 3");
  await fill(page, 0, "hourglass_penalty", "1");
  await fill(page, 2, "cubes", "1");
  await expect(page.getByTestId("tie-break")).toBeVisible();
  for (const row of await page.getByTestId("rank-row").all()) await row.locator("summary").click();
  await expectChinese(page, "tie on cards played and coins");
  await seat(page, 0).getByTestId("eight_point_tiles").locator('input[value="population"]').check();
  await seat(page, 1).getByTestId("eight_point_tiles").locator('input[value="population"]').check();
  await expect(page.getByTestId("results-problem")).toBeVisible();
  await expectChinese(page, "tile twice");
  await seat(page, 1).getByTestId("eight_point_tiles").locator('input[value="population"]').uncheck();
  await seat(page, 0).getByTestId("eight_point_tiles").locator('input[value="eighth_card"]').check();
  await expectChinese(page, "eighth-card tile too early");
});
