// Rules fidelity (issue 13): impossible games are refused at the field, in the
// page's language; the setups follow docs/rules.md. Figures worked out from docs/rules.md.
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./client";
import { deckCard, hydrated, tapDistricts, startingSettlements } from "./helpers";

function seat(page: Page, n: number): Locator {
  return page.locator(".seat").nth(n);
}

async function fill(page: Page, n: number, field: string, value: string) {
  await seat(page, n).getByTestId(field).locator("input").fill(value);
}

async function pad(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await hydrated(page);
}

test("Catan: a tie keeps the card, a cut road keeps it while nobody else has 5, a player with 5 who exceeds the holder is refused", async ({ page }) => {
  await pad(page, "/catan/score?players=3");
  for (const n of [0, 1, 2]) await fill(page, n, "settlements", "2");
  // Ann, no card: a 4-road and 2 knights are ordinary numbers.
  await fill(page, 0, "road_length", "4");
  await fill(page, 0, "knights", "2");
  await expect(page.getByTestId("winner")).toBeVisible();
  // Bo holds the Longest Road, his road cut to 3: Ann's 4 is not enough to take it.
  await page.getByTestId("longest_road").getByLabel("Player 2", { exact: true }).check();
  await fill(page, 1, "road_length", "3");
  await expect(page.getByTestId("winner")).toHaveText("Not over yet: Player 2 leads.");
  await expect(seat(page, 1).getByTestId("road_length")).not.toContainText("holds the Longest Road");
  // Cy builds a fifth segment: the card would have moved, so the game is refused at Bo's road.
  await fill(page, 2, "road_length", "5");
  await expect(seat(page, 1).getByTestId("road_length")).toContainText(
    "Player 2 holds the Longest Road with 3 road segments, but Player 3 has 5; the card moves to a player with at least 5 road segments who exceeds its holder (a tie leaves it where it is)",
  );
  // Bo built 5 first; Cy's 5 ties him and does not take the card.
  await fill(page, 1, "road_length", "5");
  await expect(page.getByTestId("winner")).toHaveText("Not over yet: Player 2 leads.");
  // Cy's 6 exceeds him: refused at his field.
  await fill(page, 2, "road_length", "6");
  await expect(seat(page, 1).getByTestId("road_length")).toContainText("but Player 3 has 6");
  await fill(page, 2, "road_length", "3");
  await expect(page.getByTestId("winner")).toBeVisible();
  // Fewer than the two starting buildings.
  await fill(page, 2, "settlements", "1");
  await expect(seat(page, 2).getByTestId("settlements")).toContainText("keeps the 2 settlements they started with");
});

test("Catan: a blank settlements count is 0, named where it could change the ranking; players behind who ended the game are ranked by total", async ({ page }) => {
  await pad(page, "/catan/score?players=3");
  // Ann made cities of both starting settlements: her blank settlements are 0.
  await fill(page, 0, "cities", "2");
  await fill(page, 1, "settlements", "2");
  await fill(page, 2, "settlements", "2");
  await expect(page.getByTestId("rank-row").first()).toContainText("4");
  await expect(page.getByTestId("warnings")).not.toContainText("is blank");
  // Bo at 6 is ahead of her 4: settlements entered could change that.
  await fill(page, 1, "cities", "2");
  await expect(page.getByTestId("warnings")).toContainText(
    "Player 1's count of settlements is blank: counted as 0 until it is entered, and entering it can change the ranking.",
  );
  await fill(page, 0, "settlements", "0");
  await expect(page.getByTestId("warnings")).not.toContainText("is blank");
  // Ann ends the game with 10; Bo 11, Cy 10: second and third, not both second.
  await fill(page, 0, "settlements", "2");
  await fill(page, 0, "cities", "4");
  await fill(page, 1, "settlements", "5");
  await fill(page, 1, "cities", "3");
  await fill(page, 2, "settlements", "4");
  await fill(page, 2, "cities", "3");
  await page.getByTestId("ended_by").getByLabel("Player 1", { exact: true }).check();
  await expect(page.getByTestId("winner")).toContainText("Player 1");
  const ranks = await page.getByTestId("rank-row").evaluateAll((rows) =>
    rows.map((row) => row.querySelector(".ranking__rank")?.textContent?.trim()),
  );
  expect(ranks).toEqual(["1", "2", "3"]);
});

test("Catan: the beginner map lays the printed harbors clockwise from mountains 10", async ({ page }) => {
  // Any seed: the beginner map is the rulebook's, and a link shared with another seed deals the same.
  for (const seed of ["K3XQ9ZD", "TABLE5"]) {
    await page.goto(`/catan/setup?players=4&mode=beginner&seed=${seed}`);
    await expect(page.getByTestId("harbors").locator("li")).toHaveText([
      "3:1 (any)", "2:1 grain", "2:1 ore", "3:1 (any)", "2:1 wool", "3:1 (any)", "3:1 (any)", "2:1 brick", "2:1 lumber",
    ]);
    // The board draws the same harbors, slot by slot.
    const drawn = await page.locator("svg.board g.harbor").evaluateAll((groups) =>
      groups.map((g) => g.getAttribute("class")),
    );
    expect(drawn).toEqual([
      "harbor harbor--any", "harbor harbor--grain", "harbor harbor--ore", "harbor harbor--any", "harbor harbor--wool",
      "harbor harbor--any", "harbor harbor--any", "harbor harbor--brick", "harbor harbor--lumber",
    ]);
  }
});

test("Catan: the house rule lets the highest score win a tie above 10", async ({ page }) => {
  await pad(page, "/catan/score?players=3");
  await startingSettlements(page);
  // Ann 2 + 4×2 + Largest Army 2 = 12; Bo 2 + 4×2 = 10 and ended the game.
  await fill(page, 0, "cities", "4");
  await page.getByTestId("largest_army").getByLabel("Player 1", { exact: true }).check();
  await fill(page, 1, "cities", "4");
  await page.getByTestId("ended_by").getByLabel("Player 2", { exact: true }).check();
  await expect(page.getByTestId("winner")).toHaveText("Player 2 wins!");
  await page.getByTestId("highest_score_wins").locator("input").check();
  await expect(page.getByTestId("winner")).toHaveText("Player 1 wins!");
  await expect(page.getByTestId("tie-break")).toContainText("House rule");
});

test("Card City: quick entry applies the building limit", async ({ page }) => {
  await pad(page, "/card-city/score?players=1");
  await fill(page, 0, "residential_districts", "24");
  await fill(page, 0, "cards_in_city", "25");
  await expect(seat(page, 0).getByTestId("residential_districts")).toContainText("needs at least 4 Industrial");
  await fill(page, 0, "residential_districts", "20");
  await expect(page.getByTestId("winner")).toBeVisible();
});

test("Citadels classic: the Haunted City counts as the type chosen", async ({ page }) => {
  await pad(page, "/citadels/score?players=2&edition=classic");
  await tapDistricts(seat(page, 0), ["Manor", "Temple", "Tavern", "Keep", "Haunted City"]);
  // Best type: military, the one missing, so all five types: 3+1+1+3+2 + 3 = 13.
  const ann = page.getByTestId("rank-row").filter({ hasText: "Player 1" });
  await expect(ann.locator(".ranking__total")).toHaveText("13");
  await seat(page, 0).locator('select[data-act="as"]').selectOption("noble");
  await expect(ann.locator(".ranking__total")).toHaveText("10");
  await ann.getByText("Why").click();
  await expect(ann.locator(".ranking__why")).toContainText("Haunted City counted as noble");
  // Built in the last round: special only, and the chooser goes away.
  await seat(page, 0).getByLabel("Built in the last round").check();
  await expect(seat(page, 0).locator('select[data-act="as"]')).toHaveCount(0);
  await expect(ann.locator(".ranking__total")).toHaveText("10");
});

test("Citadels setup: with 7 players and 9 characters the face-down card stays out", async ({ page }) => {
  await page.goto("/citadels/setup?players=7&edition=2016&nine=1&seed=SEVEN9");
  await expect(page.getByTestId("steps")).toContainText("crown holder takes 1 character");
  await expect(page.getByTestId("steps")).not.toContainText("face-down card");
  await page.goto("/citadels/setup?players=7&edition=2016&seed=SEVEN8");
  await expect(page.getByTestId("steps")).toContainText("face-down card");
});

test("Catan setup: a limit stops at the tightest every board can meet", async ({ page }) => {
  await page.goto("/catan/setup?players=6&seed=TIGHT&max_resource_pip_deviation=2");
  const spread = page.getByTestId("max_resource_pip_deviation");
  await expect(spread.getByTestId("tightest")).toHaveCount(1);
  await expect(spread.locator("a.stepper__step", { hasText: "−" })).toHaveCount(0);
  await page.goto("/catan/setup?players=6&seed=TIGHT&max_resource_pip_deviation=1");
  await expect(page.getByTestId("setup-problem")).toContainText("2 is the tightest");
  await page.goto("/catan/setup?players=4&seed=TIGHT&max_resource_pip_deviation=1");
  await expect(page.getByTestId("board")).toBeVisible();
});

test.describe("in Traditional Chinese", () => {
  test.use({ locale: "zh-TW", extraHTTPHeaders: { "Accept-Language": "zh-TW,zh;q=0.9" } });

  test("the beginner map's harbors are listed in Chinese in the printed order", async ({ page }) => {
    await page.goto("/catan/setup?players=3&mode=beginner&seed=MEEPLE");
    await expect(page.getByTestId("harbors").locator("li")).toHaveText([
      "3:1（任意）", "2:1 小麥", "2:1 石頭", "3:1（任意）", "2:1 羊毛", "3:1（任意）", "3:1（任意）", "2:1 磚頭", "2:1 木頭",
    ]);
  });

  test("refusals are said in Chinese at their field", async ({ page }) => {
    await pad(page, "/catan/score?players=3");
    for (const n of [0, 1]) await fill(page, n, "settlements", "2");
    await fill(page, 2, "settlements", "1");
    await expect(seat(page, 2).getByTestId("settlements")).toContainText("開局的 2 個村莊");
    await fill(page, 2, "settlements", "2");
    await fill(page, 0, "knights", "8");
    await fill(page, 1, "knights", "7");
    await expect(seat(page, 1).getByTestId("knights")).toContainText("牌庫只有 14 張");
    // The Largest Army with 3 knights, tied at 3: kept; exceeded with 4: refused.
    await fill(page, 0, "knights", "3");
    await page.getByTestId("largest_army").getByLabel("玩家 1", { exact: true }).check();
    await fill(page, 1, "knights", "3");
    await expect(page.getByTestId("winner")).toHaveText("遊戲尚未結束：玩家 1 領先。");
    await fill(page, 1, "knights", "4");
    // A default name's number keeps its space before Chinese, here as in the
    // tie sentence (issue 49.9: "玩家 1持有…但玩家 2有 4").
    await expect(seat(page, 0).getByTestId("knights")).toContainText(
      "玩家 1 持有最大騎士團（3 張騎士），但玩家 2 有 4；至少 3 張騎士且超過持有者的玩家才會拿走這張卡（平手時仍歸原持有者）。",
    );
    await fill(page, 1, "knights", "3");
    // A road cut to 3 keeps the Longest Road while nobody else has 5.
    await page.getByTestId("longest_road").getByLabel("玩家 1", { exact: true }).check();
    await fill(page, 0, "road_length", "3");
    await fill(page, 1, "road_length", "4");
    await expect(page.getByTestId("winner")).toHaveText("遊戲尚未結束：玩家 1 領先。");
    await fill(page, 1, "road_length", "5");
    await expect(seat(page, 0).getByTestId("road_length")).toContainText(
      "玩家 1 持有最長道路（3 段道路），但玩家 2 有 5；至少 5 段道路且超過持有者的玩家才會拿走這張卡（平手時仍歸原持有者）。",
    );
    // A blank settlements count that could change the ranking is named.
    await fill(page, 1, "road_length", "");
    await fill(page, 1, "settlements", "");
    await fill(page, 1, "cities", "2");
    await expect(page.getByTestId("warnings")).toContainText("玩家 2 的村莊還沒填：暫時以 0 計，填入後名次可能改變。");

    await pad(page, "/card-city/score?players=1");
    await fill(page, 0, "residential_districts", "24");
    await fill(page, 0, "cards_in_city", "25");
    await expect(seat(page, 0).getByTestId("residential_districts")).toContainText("至少要有 4 張工業卡");

    await pad(page, "/citadels/score?players=2&edition=2016");
    await seat(page, 0).getByTestId("secret_vault").locator("input").check();
    await seat(page, 1).getByTestId("secret_vault").locator("input").check();
    await expect(seat(page, 1).getByTestId("secret_vault")).toContainText("只能有一位玩家持有");

    // A district the other edition lacks, after switching edition.
    await pad(page, "/citadels/score?players=2&edition=classic");
    await deckCard(seat(page, 0), "Haunted City").click();
    await page.getByTestId("edition").getByLabel("2016").check();
    await expect(seat(page, 0).getByTestId("city")).toContainText("不在2016 版的牌庫中");
  });

  test("a limit tighter than every board can meet is explained in Chinese", async ({ page }) => {
    await page.goto("/catan/setup?players=4&seed=TIGHT&max_intersection_pips=9");
    await expect(page.getByTestId("setup-problem")).toContainText("最嚴只能到 10");
  });

  test("tie-breaks and warnings are said in Chinese", async ({ page }) => {
    await pad(page, "/city-council/score?players=2");
    await fill(page, 0, "points", "9");
    await fill(page, 0, "favour_cards_in_hand", "2");
    await fill(page, 1, "points", "9");
    await fill(page, 1, "favour_cards_in_hand", "1");
    await expect(page.getByTestId("tie-break")).toContainText("玩家 1、玩家 2 同為 9 分；比較手中偏好卡（少者勝）：玩家 1（2）、玩家 2（1）。");
    await expect(page.getByTestId("warnings")).toContainText("遊戲還沒結束");
    await page.getByTestId("city_lost").locator("input").check();
    await expect(page.getByTestId("tie-break")).toHaveText("城市失守（犯罪或污染方塊全數上板），所有人一起落敗。");

    await pad(page, "/catan/score?players=3");
    await startingSettlements(page);
    await fill(page, 0, "cities", "1");
    await expect(page.getByTestId("warnings")).toHaveText(/還沒有人達到 10 分/);
  });

  test("Citadels names as the seed has them", async ({ page }) => {
    await page.goto("/citadels/setup?players=5&seed=NAMES");
    await expect(page.getByTestId("characters")).toContainText("殺手");
  });
});
