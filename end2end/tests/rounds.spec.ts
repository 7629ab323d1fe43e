// Citadels round by round (issue 64), on one phone at 360×800: a 7-player
// 2016 game (Tenacious Delegates) called from its setup, the crown holder
// reading out each character in rank order and tapping who reveals it. The
// murdered King is called in silence and revealed last, and still takes the
// crown; the Spy names a target; an answer is taken back; the rounds outlive
// a reload, fill the scorepad's crown and highest ranks (so a tie on points is
// broken by them), are saved with the play and counted per character in the
// group's statistics. In English and Traditional Chinese.
import { type Locator, type Page } from "@playwright/test";
import { asClient, expect, test } from "./client";
import { expectNoSidewaysScroll, followLink, hydrated, watchConsole } from "./helpers";
import { takeSeat } from "./live-helpers";

const LANGUAGES = ["en", "zh-TW"] as const;
const SETUP = "/citadels/setup?players=7&edition=2016&preset=tenacious-delegates&seed=CROWN7";
// A name from the hostile corpus among them: text on every phone.
const NAMES = ["Ann", "小明", "</title><b>Cy</b>\u202E\"'", "Dee", "Eve", "Fu", "Gil"];

async function openCaller(page: Page): Promise<Locator> {
  await expect(page.getByTestId("round-caller-ready")).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  return page.getByTestId("round-caller");
}

/** Taps the seat that reveals the character called (its row is marked). */
async function seat(caller: Locator, character: string, at: number) {
  await expect(caller.getByTestId(`round-row-${character}`)).toHaveAttribute("aria-current", "step");
  await caller.getByTestId(`round-seat-${at}`).click();
}

async function nobody(caller: Locator, character: string) {
  await expect(caller.getByTestId(`round-row-${character}`)).toHaveAttribute("aria-current", "step");
  await caller.getByTestId("round-nobody").click();
}

for (const language of LANGUAGES) {
  test.describe(language, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language }, viewport: { width: 360, height: 800 } });
    const zh = language === "zh-TW";

    test("a 7-player 2016 game called round by round, saved with its rounds and counted per character", async ({ page }) => {
      test.setTimeout(120_000);
      const problems = watchConsole(page);
      // The players' names first, on the scorepad of the setup.
      await page.goto(SETUP);
      await hydrated(page);
      const crown = (await page.getByTestId("start-player").locator("dd").innerText()).trim();
      const crownSeat = Number(/(\d+)/.exec(crown)![1]) - 1;
      await followLink(page, page.getByTestId("score-link"));
      const seats = page.locator(".seat");
      for (const [n, name] of NAMES.entries()) await seats.nth(n).getByTestId("name").fill(name);
      await followLink(page, page.getByTestId("rounds-link"));
      await expect(page).toHaveURL(/\/citadels\/rounds\?/);
      const caller = await openCaller(page);
      await expectNoSidewaysScroll(page);

      // Round 1: the setup's crown calls; the Assassin first, in big taps.
      await expect(caller.getByTestId("round-crown")).toContainText(NAMES[crownSeat]);
      await expect(caller.getByTestId("round-crown")).toContainText(zh ? "第 1 回合" : "Round 1");
      await expect(caller.getByTestId("round-ask")).toContainText(zh ? "1 號，殺手！誰翻開？" : "1. The Assassin! Who reveals it?");
      const box = await caller.getByTestId("round-seat-0").boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(48);
      await expect(caller.getByTestId("round-nobody")).toBeInViewport();
      await seat(caller, "Assassin", 0);
      // The Assassin names the King.
      await expect(caller.getByTestId("round-ask")).toHaveText(zh ? "殺手要殺哪個角色？" : "Whom does the Assassin murder?");
      await caller.getByTestId("round-target-King").click();
      await expect(caller.getByTestId("round-row-King")).toContainText(zh ? "被殺" : "murdered");
      await seat(caller, "Spy", 1);
      await caller.getByTestId("round-target-Trader").click();
      await expect(caller.getByTestId("round-row-Trader")).toContainText(zh ? "被間諜指定" : "named by the Spy");
      // A slip: the Seer was Dee's, not Cy's. Taken back in one tap.
      await seat(caller, "Seer", 3);
      await caller.getByTestId("round-undo").click();
      await seat(caller, "Seer", 2);
      await expect(caller.getByTestId("round-row-Seer")).toContainText(NAMES[2]);
      await expect(caller.locator("b, script, textarea")).toHaveCount(0);
      // The murdered King is called, and passes in silence.
      await expect(caller.getByTestId("round-row-King")).toHaveAttribute("aria-current", "step");
      await expect(caller.getByTestId("round-ask")).toContainText(zh ? "已被殺" : "was murdered");
      await caller.getByTestId("round-next").click();
      await seat(caller, "Cardinal", 4);
      await seat(caller, "Trader", 5);
      await nobody(caller, "Scholar");
      await seat(caller, "Diplomat", 6);
      // Seats that already reveal their character cannot take another;
      // rank 9 is not in play (the table chose 8 characters).
      await expect(caller.getByTestId("round-seat-0")).toBeDisabled();
      await expect(caller.getByTestId("round-row-Artist")).toHaveCount(0);
      // Every other character has acted: the King's holder reveals now.
      await expect(caller.getByTestId("round-ask")).toContainText(zh ? "被殺的國王在誰手上" : "who held the murdered King");
      await expect(caller.getByTestId("round-seat-3")).toBeEnabled();
      await caller.getByTestId("round-seat-3").click();

      // The murdered King still took the crown: Dee calls round 2.
      await expect(caller.getByTestId("rounds-kept")).toContainText(zh ? "已記錄 1 回合" : "1 round kept");
      await expect(caller.getByTestId("round-passed")).toContainText(NAMES[3]);
      await expect(caller.getByTestId("round-crown")).toContainText(zh ? `第 2 回合 · ${NAMES[3]}` : `Round 2 · ${NAMES[3]}`);
      await expectNoSidewaysScroll(page);

      // Kept through a reload, mid-round too.
      await seat(caller, "Assassin", 0);
      await page.reload();
      await openCaller(page);
      await expect(caller.getByTestId("round-row-Assassin")).toContainText(NAMES[0]);
      // No network at the table: the call goes on (the pad is the phone's).
      await page.context().setOffline(true);
      await caller.getByTestId("round-not-known").click();
      // Round 2: nobody named the King; seats 1–6 take the Spy to the Scholar.
      await seat(caller, "Spy", 1);
      await caller.getByTestId("round-not-known").click();
      for (const [at, character] of ["Seer", "King", "Cardinal", "Trader", "Scholar"].entries()) {
        await seat(caller, character, at + 2);
      }
      await nobody(caller, "Diplomat");
      await expect(caller.getByTestId("rounds-kept")).toContainText(zh ? "已記錄 2 回合" : "2 rounds kept");
      await page.context().setOffline(false);

      // The scorepad has the rounds' crown and each seat's highest rank of
      // the last round: with every city empty, the tie on points is broken
      // by them, and the Scholar's player (rank 7) wins.
      await followLink(page, page.getByTestId("back-to-scorepad"));
      await hydrated(page);
      await expect(page.getByTestId("winner")).toContainText(NAMES[6]);
      await expectNoSidewaysScroll(page);
      const form = page.locator("#save-play");
      await form.getByTestId("save-play").click();
      const link = form.getByTestId("saved-link");
      await expect(link).toBeVisible();
      const playPage = (await link.getAttribute("href"))!;

      // The group counts each character's rounds.
      await page.goto(playPage.replace(/\/p\/.*$/, "/stats"));
      const characters = page.getByTestId("characters");
      await expect(characters).toBeVisible();
      // The Assassin was taken in both rounds, the Scholar in the second only.
      await expect(characters.getByTestId("character-Assassin").locator("td").nth(1)).toHaveText("2");
      await expect(characters.getByTestId("character-Scholar").locator("td").nth(1)).toHaveText("1");
      await expectNoSidewaysScroll(page);

      // The next game on the same phone: the saved game frees it, and a new
      // setup's caller starts at round 1.
      await page.goto(SETUP.replace("CROWN7", "NEXT8"));
      await hydrated(page);
      await followLink(page, page.getByTestId("rounds-link"));
      await openCaller(page);
      await expect(page.getByTestId("round-other-game")).toHaveCount(0);
      await expect(caller.getByTestId("round-crown")).toContainText(zh ? "第 1 回合" : "Round 1");
      expect(problems).toEqual([]);
    });
  });
}

// At a live table: Ann's phone calls, 小明's phone watches the call as it
// stands; the table keeps the rounds.
for (const language of LANGUAGES) {
  test(`a live table's call: one phone calls, every phone sees it (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const zh = language === "zh-TW";
    const phoneIn = async () => {
      const context = await browser.newContext(
        asClient({ ...test.info().project.use, locale: language, extraHTTPHeaders: { "Accept-Language": language }, viewport: { width: 360, height: 800 } }),
      );
      const page = await context.newPage();
      return { context, page, problems: watchConsole(page) };
    };
    const ann = await phoneIn();
    await ann.page.goto(SETUP);
    await hydrated(ann.page);
    await followLink(ann.page, ann.page.getByTestId("score-link"));
    for (const [n, name] of NAMES.entries()) await ann.page.locator(".seat").nth(n).getByTestId("name").fill(name);
    await ann.page.getByTestId("share-live").click();
    await ann.page.waitForURL(/\/t\/[0-9A-Z]{8}$/);
    await hydrated(ann.page);
    const table = new URL(ann.page.url()).pathname;
    const ming = await phoneIn();
    await ming.page.goto(table);
    await hydrated(ming.page);
    await takeSeat(ming.page, 1);
    for (const each of [ann, ming]) {
      await followLink(each.page, each.page.getByTestId("rounds-link"));
      await expect(each.page).toHaveURL(/\/t\/[0-9A-Z]{8}\/rounds\?/);
      await openCaller(each.page);
      await expectNoSidewaysScroll(each.page);
    }
    const calling = ann.page.getByTestId("round-caller");
    const watching = ming.page.getByTestId("round-caller");
    /** 小明's phone shows what Ann's asks. */
    const same = async () => {
      await expect(watching.getByTestId("round-ask")).toHaveText((await calling.getByTestId("round-ask").innerText()).trim());
    };
    await seat(calling, "Assassin", 0);
    await calling.getByTestId("round-target-King").click();
    await expect(watching.getByTestId("round-row-King")).toContainText(zh ? "被殺" : "murdered");
    await seat(calling, "Spy", 1);
    await calling.getByTestId("round-not-known").click();
    await seat(calling, "Seer", 2);
    await expect(watching.getByTestId("round-row-King")).toHaveAttribute("aria-current", "step");
    await same();
    await calling.getByTestId("round-next").click();
    for (const [at, character] of ["Cardinal", "Trader"].entries()) await seat(calling, character, at + 4);
    await nobody(calling, "Scholar");
    await seat(calling, "Diplomat", 6);
    await same();
    await calling.getByTestId("round-seat-3").click();
    // Every phone: the round kept, the murdered King's seat calls round 2.
    for (const each of [calling, watching]) {
      await expect(each.getByTestId("rounds-kept")).toContainText(zh ? "已記錄 1 回合" : "1 round kept");
      await expect(each.getByTestId("round-crown")).toContainText(NAMES[3]);
    }
    // The table keeps the round, as the API shows it.
    const code = table.split("/")[2];
    const answer = await ann.page.request.get(`/api/v1/tables/${code}`);
    const kept = (await answer.json()).rounds;
    expect(kept).toHaveLength(1);
    expect(kept[0].crown).toBe(3);
    expect(kept[0].murdered).toBe("King");
    await expect(watching.locator("b, script, textarea")).toHaveCount(0);
    expect([...ann.problems, ...ming.problems]).toEqual([]);
    await ann.context.close();
    await ming.context.close();
  });
}

test("names from the hostile corpus are text on the round caller, in both languages", async ({ browser }) => {
  const names = ["</title><b>Ann</b>", "<script>x()</script>", "Cy \u202E\"'</textarea>" + "\u200F".repeat(10_000), "D\u0000ee"];
  for (const language of LANGUAGES) {
    const context = await browser.newContext(
      asClient({ locale: language, extraHTTPHeaders: { "Accept-Language": language }, viewport: { width: 360, height: 800 } }),
    );
    const page = await context.newPage();
    await page.goto("/citadels/score?players=4");
    await hydrated(page);
    const seats = page.locator(".seat");
    for (const [n, name] of names.entries()) await seats.nth(n).getByTestId("name").fill(name);
    await followLink(page, page.getByTestId("rounds-link"));
    const caller = await openCaller(page);
    // A classic pad from no setup: every character is called.
    await expect(caller.getByTestId("round-seat-0")).toContainText("</title><b>Ann</b>");
    await caller.getByTestId("round-seat-2").click();
    await caller.getByTestId("round-not-known").click();
    await expect(caller.getByTestId("round-row-Assassin")).toContainText("Cy");
    await expect(caller.locator("b, script, textarea")).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expect(page).toHaveTitle(language === "en" ? "Round by round · Citadels · Tableside" : "逐回合叫角色 · 富饒之城 · Tableside");
    await context.close();
  }
});

test("a rounds page for a game not kept round by round is not found", async ({ page }) => {
  const answer = await page.goto("/catan/rounds?players=3");
  expect(answer!.status()).toBe(404);
});
