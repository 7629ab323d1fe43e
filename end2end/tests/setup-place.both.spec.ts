// Setup pages at the table (issue 15): the setup comes first on a phone, a choice
// brings the player back where they were, and a new setup is a new game. Links
// only, so these run with JavaScript on (phone) and off (no-js) alike.
import { type Page } from "@playwright/test";
import { expect, test } from "./client";

test.use({ viewport: { width: 360, height: 800 } });

/** Where an element's top is, from the top of the first screen. */
async function topOf(page: Page, testid: string): Promise<number> {
  const box = await page.getByTestId(testid).first().boundingBox();
  return box!.y;
}

test("the setup itself, its seed and New setup are on the first screen", async ({ page }) => {
  await page.goto("/catan/setup?players=4&seed=ISLE");
  expect(await topOf(page, "board")).toBeLessThan(800);
  // The seed as the page reads it (I and L are read as 1, O as 0).
  await expect(page.getByTestId("seed-code")).toHaveText("1S1E");
  await expect(page.getByTestId("seed-code")).toBeInViewport();
  await expect(page.getByTestId("new-setup")).toBeInViewport();
  // Players and options are folded below, their summary saying the table size.
  await expect(page.getByTestId("options").locator("summary")).toContainText("4 players");
  await expect(page.getByTestId("players")).toBeHidden();

  await page.goto("/citadels/setup?players=5&seed=CROWN1");
  expect(await topOf(page, "characters")).toBeLessThan(800);
  await page.goto("/gentes/setup?players=3&seed=GENTES");
  expect(await topOf(page, "training-order")).toBeLessThan(800);
});

test("Catan: a balancing rule switched brings the page back to it, the panel open", async ({ page }) => {
  await page.goto("/catan/setup?players=4&seed=ISLE");
  await page.getByText("Balancing rules").click();
  await page.getByTestId("no_adjacent_2_12").click();
  await expect(page).toHaveURL(/no_adjacent_2_12=0.*#no_adjacent_2_12$/);
  await expect(page.getByTestId("rules")).toHaveAttribute("open", "");
  await expect(page.getByTestId("no_adjacent_2_12")).toBeInViewport();
  await expect(page.getByTestId("no_adjacent_2_12")).toHaveAttribute("aria-checked", "false");

  // A kept hex: back at the board.
  await page.getByTestId("hex-1--1").click();
  await expect(page).toHaveURL(/keep=1,-1,.*#board$/);
  await expect(page.getByTestId("kept-count")).toHaveText("1 hex kept.");
});

test("Citadels: Next round comes back to the round helper; New setup starts at round 1", async ({ page }) => {
  await page.goto("/citadels/setup?players=5&seed=CROWN1&round=2");
  await page.getByTestId("next-round").click();
  await expect(page).toHaveURL(/round=3&seed=\w+#round$/);
  await expect(page.locator("#round-heading")).toHaveText("Round 3");
  await expect(page.locator("#round-heading")).toBeInViewport();

  await page.getByTestId("new-setup").click();
  await expect(page).not.toHaveURL(/seed=CROWN1/);
  await expect(page).not.toHaveURL(/round=/);
  await expect(page.locator("#round-heading")).toHaveText("Round 1");
});

test("Card City: New setup says what it changes, and one City Hall is one", async ({ page }) => {
  await page.goto("/card-city/setup?players=3&seed=CITY");
  await expect(page.getByTestId("new-setup-note")).toHaveText(
    "A new setup draws another start player: the cards depend only on the number of players.",
  );
  await expect(page.getByTestId("checklist")).toContainText("1 City Hall goes back in the box.");
  await page.goto("/card-city/setup?players=2&seed=CITY");
  await expect(page.getByTestId("checklist")).toContainText("2 City Halls go back in the box.");
});

test.describe("in Traditional Chinese", () => {
  test.use({ locale: "zh-TW", extraHTTPHeaders: { "Accept-Language": "zh-TW,zh;q=0.9" } });

  test("the folded options and Card City's note are in Chinese", async ({ page }) => {
    await page.goto("/card-city/setup?players=3&seed=CITY");
    await expect(page.getByTestId("options").locator("summary")).toHaveText("3 位玩家 · 選項 · 其他種子碼");
    await expect(page.getByTestId("new-setup-note")).toHaveText("重新配置只會換一位起始玩家：卡片數量只由玩家人數決定。");
  });
});
