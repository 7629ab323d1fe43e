// Catan's dice at the table (issue 50), on one phone: the panel from the setup,
// a roll in one tap within thumb reach under the chart, an undo, whose turn it
// is, the phone rolling for the table; the rolls kept through a reload and the
// scorepad, saved with the play, and counted the same on the play's page and
// in the group's statistics. In English and Traditional Chinese.
import { type Locator, type Page } from "@playwright/test";
import { asClient, expect, test } from "./client";
import { expectNoSidewaysScroll, followLink, hydrated, watchConsole } from "./helpers";

const LANGUAGES = ["en", "zh-TW"] as const;

/** Sixty rolls of a game, as the table called them. */
const ROLLS = [
  6, 8, 7, 5, 9, 10, 4, 7, 6, 8, 11, 3, 7, 9, 5, 6, 8, 12, 7, 2,
  10, 6, 9, 8, 7, 4, 5, 11, 7, 6, 8, 9, 3, 7, 10, 5, 6, 8, 7, 9,
  4, 6, 7, 8, 5, 10, 11, 7, 9, 6, 8, 3, 7, 5, 12, 6, 9, 8, 4, 7,
];

/** Each sum's count, 2 to 12. */
function countsOf(rolls: number[]): number[] {
  return Array.from({ length: 11 }, (_, at) => rolls.filter((sum) => sum === at + 2).length);
}

/** The "Rolled" column of a record's table, 2 to 12. */
async function shownCounts(record: Locator): Promise<number[]> {
  const cells = await record.getByTestId("dice-counts").locator("tbody tr td:nth-child(2)").allTextContents();
  return cells.map(Number);
}

async function openPanel(page: Page) {
  await expect(page.getByTestId("dice-panel-ready")).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
}

for (const language of LANGUAGES) {
  test.describe(language, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language }, viewport: { width: 360, height: 800 } });
    const zh = language === "zh-TW";

    test("a game's dice: rolled in one tap, undone, kept, saved and counted the same everywhere", async ({ page }) => {
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      await page.goto("/catan/setup?players=3&seed=NIGHT7");
      await hydrated(page);
      const opener = (await page.getByTestId("start-player").locator("dd").innerText()).trim();
      await page.getByTestId("dice-link").click();
      await expect(page).toHaveURL(/\/catan\/dice\?/);
      await openPanel(page);
      const panel = page.getByTestId("dice-panel");
      // The setup's first player rolls first.
      await expect(panel.getByTestId("dice-turn")).toContainText(opener);
      await expect(panel.getByTestId("dice-undo")).toBeDisabled();

      // One hand: every sum and the chart on the screen at once, nothing sideways.
      for (let sum = 2; sum <= 12; sum++) await expect(panel.getByTestId(`roll-${sum}`)).toBeInViewport();
      await expect(panel.locator(".dice-chart")).toHaveCount(1);
      await expect(panel.locator(".dice-chart")).toBeInViewport();
      const box = await panel.getByTestId("roll-7").boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(48);
      await expectNoSidewaysScroll(page);

      for (const sum of ROLLS) await panel.getByTestId(`roll-${sum}`).click();
      await expect(panel.getByTestId("dice-turn")).toContainText(zh ? "第 61 回合" : "Turn 61");
      // A 13 slipped in for the last 7: undone in one tap.
      await expect(panel.getByTestId("dice-undo")).toHaveText(zh ? "復原 7" : "Undo 7");
      await panel.getByTestId("dice-undo").click();
      await panel.getByTestId("roll-12").click();
      const rolls = [...ROLLS.slice(0, -1), 12];
      await expect(panel.getByTestId("dice-last")).toContainText("12 · 4 · 8 · 9");
      expect(await shownCounts(panel)).toEqual(countsOf(rolls));
      await expect(panel.getByTestId("dice-verdict")).toContainText(zh ? "擲骰次數太少" : "Too few rolls to tell");

      // Whose turn: one back, then on again with the next roll.
      const turn = await panel.getByTestId("dice-turn").locator("strong").innerText();
      await panel.getByRole("button", { name: zh ? "上一位玩家" : "The player before" }).click();
      await expect(panel.getByTestId("dice-turn").locator("strong")).not.toHaveText(turn);
      await panel.getByRole("button", { name: zh ? "下一位玩家" : "The next player" }).click();
      await expect(panel.getByTestId("dice-turn").locator("strong")).toHaveText(turn);

      // The phone rolls for the table: fair dice, then a balanced deck.
      await panel.getByTestId("roll-for-us").click();
      await expect(panel.getByTestId("phone-rolled")).toBeVisible();
      await panel.getByTestId("dice-mode").locator("summary").click();
      await panel.getByTestId("use-deck").click();
      // A fresh deck deals 31 cards before its shuffle (five stay unseen).
      await expect(panel.getByTestId("deck-left")).toHaveText(
        zh ? "平衡牌組：再 31 張就重洗。" : "Balanced deck: 31 cards until the next shuffle.",
      );
      await panel.getByTestId("roll-for-us").click();
      await expect(panel.getByTestId("deck-left")).toContainText("30");
      const phoneRolls = await panel.getByTestId("dice-last").innerText();
      const [first, second] = phoneRolls.replace(/^[^0-9]*/, "").split(" · ").map(Number);
      rolls.push(second, first);

      // The board: the last number's hexes lit, each number's rolls beside
      // its token; a 7 asks where the robber goes, and one tap moves it.
      // (An 8 first: the phone's last roll may have been a 7.)
      const board = panel.getByTestId("dice-board");
      await panel.getByTestId("roll-8").click();
      rolls.push(8);
      const lit = board.locator("[data-lit=true]");
      await expect(lit).toHaveCount(2);
      for (const hex of await lit.all()) await expect(hex).toHaveAttribute("aria-label", /8$/);
      const robberBefore = await board.locator("[data-robber=true]").getAttribute("data-testid");
      await expect(panel.getByTestId("robber-where")).toHaveCount(0);
      await panel.getByTestId("roll-7").click();
      await expect(panel.getByTestId("robber-where")).toBeVisible();
      // Issue 62.4: the question and the board come into view together.
      await expect(panel.getByTestId("robber-where")).toBeInViewport();
      await expect(board).toBeInViewport({ ratio: 0.9 });
      const target = robberBefore === "dice-hex-0" ? "dice-hex-1" : "dice-hex-0";
      await board.getByTestId(target).click();
      await expect(panel.getByTestId("robber-where")).toHaveCount(0);
      await expect(board.locator("[data-robber=true]")).toHaveAttribute("data-testid", target);
      // The robber stands beside the number it blocks, not over it.
      const robbed = board.getByTestId(target);
      const robberBox = (await robbed.getByTestId("robber").boundingBox())!;
      const numberBox = await robbed.locator(".token text").boundingBox();
      if (numberBox) expect(robberBox.x + robberBox.width).toBeLessThanOrEqual(numberBox.x);
      rolls.push(7);
      await expect(board.locator(".dice-board__count").first()).toContainText("×");

      // Kept through a reload.
      await page.reload();
      await openPanel(page);
      expect(await shownCounts(panel)).toEqual(countsOf(rolls));
      await expect(panel.getByTestId("deck-left")).toContainText("30");
      await expect(board.locator("[data-robber=true]")).toHaveAttribute("data-testid", target);

      // The scorepad keeps them with the game, and "Save to a group" saves them.
      await followLink(page, page.getByTestId("back-to-scorepad"));
      const seats = page.locator(".seat");
      for (const [n, name] of ["Ann", "小明", "Cy"].entries()) await seats.nth(n).getByTestId("name").fill(name);
      await seats.nth(0).getByTestId("settlements").locator("input").fill("4");
      await seats.nth(0).getByTestId("cities").locator("input").fill("3");
      await seats.nth(1).getByTestId("settlements").locator("input").fill("3");
      await seats.nth(2).getByTestId("settlements").locator("input").fill("2");
      await expect(page.getByTestId("winner")).toBeVisible();
      const form = page.locator("#save-play");
      await form.getByTestId("save-play").click();
      const link = form.getByTestId("saved-link");
      await expect(link).toBeVisible();
      const playPage = (await link.getAttribute("href"))!;

      await page.goto(playPage);
      const played = page.getByTestId("play-dice");
      expect(await shownCounts(played)).toEqual(countsOf(rolls));
      await expect(played.getByTestId("dice-summary")).toHaveText(zh ? `共擲 ${rolls.length} 次。` : `${rolls.length} rolls.`);
      await expectNoSidewaysScroll(page);
      await page.goto(playPage.replace(/\/p\/.*$/, "/stats"));
      const ours = page.getByTestId("our-dice");
      expect(await shownCounts(ours)).toEqual(countsOf(rolls));
      await expect(ours.getByTestId("dice-summary")).toHaveText(
        zh ? `1 局共擲 ${rolls.length} 次。` : `${rolls.length} rolls in 1 game.`,
      );

      // The next game night (issue 60): the saved game frees the phone, so
      // the next setup's dice open in one tap, a fresh game with no rolls.
      await page.goto("/catan/setup?players=3&seed=NEXT8");
      await hydrated(page);
      await page.getByTestId("dice-link").click();
      await openPanel(page);
      await expect(page.getByTestId("dice-other-game")).toHaveCount(0);
      expect(await shownCounts(panel)).toEqual(countsOf([]));
      // A game with rolls never saved still holds the phone: another setup's
      // dice send the player to its scorepad first.
      await panel.getByTestId("roll-6").click();
      await page.goto("/catan/setup?players=4&seed=THIRD9");
      await hydrated(page);
      await page.getByTestId("dice-link").click();
      await expect(page.getByTestId("dice-other-game")).toBeVisible();
      await expect(page.getByTestId("dice-other-game")).toContainText(zh ? "還沒儲存" : "not saved");
      expect(problems).toEqual([]);
    });
  });
}

test("names from the hostile corpus are text on the dice panel, in both languages", async ({ browser }) => {
  const names = ["</title><b>Ann</b>", "<script>x()</script>", "Cy \u202E\"'</textarea>"];
  for (const language of LANGUAGES) {
    const context = await browser.newContext(
      asClient({ locale: language, extraHTTPHeaders: { "Accept-Language": language } }),
    );
    const page = await context.newPage();
    await page.goto("/catan/score?players=3");
    await hydrated(page);
    const seats = page.locator(".seat");
    for (const [n, name] of names.entries()) await seats.nth(n).getByTestId("name").fill(name);
    await page.getByTestId("dice-link").click();
    await openPanel(page);
    const panel = page.getByTestId("dice-panel");
    // A pad from no setup: the first seat opens, then round the table.
    for (const [n, name] of names.entries()) {
      await expect(panel.getByTestId("dice-turn").locator("strong")).toContainText(name);
      await panel.getByTestId(`roll-${n + 5}`).click();
    }
    await expect(panel.locator("b, script, textarea")).toHaveCount(0);
    await expect(page).toHaveTitle(language === "en" ? "Dice · Catan · Tableside" : "骰子 · 卡坦島 · Tableside");
    await context.close();
  }
});

test("a dice page for a game played without dice is not found", async ({ page }) => {
  const answer = await page.goto("/gentes/dice?players=2");
  expect(answer!.status()).toBe(404);
});
