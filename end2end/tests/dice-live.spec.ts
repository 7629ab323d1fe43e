// Catan's dice at a live table (issue 50): three phones enter sixty rolls
// between them on the table's dice panel; every phone shows every roll, in the
// order the table took them. Two phones entering one throw are asked once
// which it was; an undo and a robber move reach every phone; the host's Finish
// saves the rolls with the play, and the play's page and the group's
// statistics count them as the phones did. In English and Traditional Chinese.
import { type Browser, type Locator, type Page } from "@playwright/test";
import { asClient, expect, test } from "./client";
import { expectNoSidewaysScroll, followLink, hydrated, watchConsole } from "./helpers";
import { fill, takeSeat } from "./live-helpers";

/** Sixty rolls of a game, no sum twice in a row. */
const ROLLS = [
  6, 8, 7, 5, 9, 10, 4, 7, 6, 8, 11, 3, 7, 9, 5, 6, 8, 12, 7, 2,
  10, 6, 9, 8, 7, 4, 5, 11, 7, 6, 8, 9, 3, 7, 10, 5, 6, 8, 7, 9,
  4, 6, 7, 8, 5, 10, 11, 7, 9, 6, 8, 3, 7, 5, 12, 6, 9, 8, 4, 7,
];

const WORDS = {
  en: {
    seated: "This phone sits at the first seat. If that is not yours, choose your seat below.",
    opens: "First to place: ",
    turn: (n: number) => `Turn ${n}`,
    sameThrow: "Two phones entered 5 within a second. Was it one throw or two?",
    summary: (n: number) => `${n} rolls.`,
    ours: (n: number) => `${n} rolls in 1 game.`,
  },
  "zh-TW": {
    seated: "這支手機坐在第一個座位。如果那不是你，請在下面選擇你的座位。",
    opens: "第一位擺放：",
    turn: (n: number) => `第 ${n} 回合`,
    sameThrow: "兩支手機在一秒內都記了 5。這是同一次擲骰，還是兩次？",
    summary: (n: number) => `共擲 ${n} 次。`,
    ours: (n: number) => `1 局共擲 ${n} 次。`,
  },
} as const;

/** Each sum's count, 2 to 12. */
function countsOf(rolls: number[]): number[] {
  return Array.from({ length: 11 }, (_, at) => rolls.filter((sum) => sum === at + 2).length);
}

/** The "Rolled" column of a record's table, 2 to 12. */
async function shownCounts(record: Locator): Promise<number[]> {
  const cells = await record.getByTestId("dice-counts").locator("tbody tr td:nth-child(2)").allTextContents();
  return cells.map(Number);
}

async function phoneIn(browser: Browser, lang: string) {
  const context = await browser.newContext(
    asClient({
      ...test.info().project.use,
      locale: lang,
      extraHTTPHeaders: { "Accept-Language": lang },
      viewport: { width: 360, height: 800 },
    }),
  );
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

/** The table's dice page, from the table's page, ready for taps. */
async function openDice(page: Page) {
  await page.getByTestId("dice-link").click();
  await expect(page).toHaveURL(/\/t\/[0-9A-Z]{8}\/dice\?/);
  await expect(page.getByTestId("dice-panel-ready")).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
}

for (const lang of ["en", "zh-TW"] as const) {
  const w = WORDS[lang];
  test(`three phones roll sixty times at a live table and count the same everywhere (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const names = ["Ann", "小明", "</title><b>Cy</b>\u202E\"'"];
    const ann = await phoneIn(browser, lang);
    // The host's scorepad comes from a setup: the table's dice draw its board.
    await ann.page.goto("/catan/setup?players=3&seed=NIGHT7");
    await hydrated(ann.page);
    await followLink(ann.page, ann.page.getByTestId("score-link"));
    for (const [n, name] of names.entries()) await ann.page.locator(".seat").nth(n).getByTestId("name").fill(name);
    await ann.page.getByTestId("share-live").click();
    await ann.page.waitForURL(/\/t\/[0-9A-Z]{8}$/);
    await hydrated(ann.page);
    await expect(ann.page.getByTestId("live-status")).toHaveText(w.seated);
    const table = new URL(ann.page.url()).pathname;
    const phones = [ann];
    for (const n of [1, 2]) {
      const other = await phoneIn(browser, lang);
      await other.page.goto(table);
      await hydrated(other.page);
      // The setup the table was shared from, on every phone (issue 60).
      await expect(other.page.getByTestId("setup-origin-link")).toHaveText("N1GHT7");
      const origin = await other.page.getByTestId("setup-origin").textContent();
      expect(names.some((name) => origin!.includes(`${w.opens}${name}`)), origin!).toBe(true);
      await takeSeat(other.page, n);
      phones.push(other);
    }
    for (const each of phones) await openDice(each.page);
    const panels = phones.map((each) => each.page.getByTestId("dice-panel"));
    // One hand on every phone: the sums and the chart on the screen at once
    // (the table's status line above them), nothing sideways.
    for (const each of phones) {
      for (let sum = 2; sum <= 12; sum++) await expect(each.page.getByTestId(`roll-${sum}`)).toBeInViewport();
      await expect(each.page.locator(".dice-chart")).toBeInViewport();
      await expectNoSidewaysScroll(each.page);
    }
    // Names from the hostile corpus are text.
    for (const panel of panels) await expect(panel.locator("b, script, textarea")).toHaveCount(0);

    const rolls: number[] = [];
    /** Every phone shows the table at `rolls` (the next turn's number). */
    const everyPhoneAt = async () => {
      for (const panel of panels) await expect(panel.getByTestId("dice-turn")).toContainText(w.turn(rolls.length + 1));
    };
    // Round the table: each phone rolls once every phone has the roll before.
    for (const [at, sum] of ROLLS.entries()) {
      await panels[at % 3].getByTestId(`roll-${sum}`).click();
      rolls.push(sum);
      await expect(panels[(at + 1) % 3].getByTestId("dice-turn")).toContainText(w.turn(rolls.length + 1));
    }
    await everyPhoneAt();
    for (const panel of panels) expect(await shownCounts(panel)).toEqual(countsOf(rolls));

    // A 3 tapped for a 2 on Ann's phone; 小明 undoes it from his.
    await panels[0].getByTestId("roll-3").click();
    rolls.push(3);
    await everyPhoneAt();
    await expect(panels[1].getByTestId("dice-undo")).toHaveText(lang === "en" ? "Undo 3" : "復原 3");
    await panels[1].getByTestId("dice-undo").click();
    rolls.pop();
    await everyPhoneAt();
    await panels[0].getByTestId("roll-2").click();
    rolls.push(2);
    await everyPhoneAt();

    // One throw entered on two phones: 小明's phone is out of reach as he
    // taps 5, Ann taps 5 a moment later; both go in, and every phone asks
    // once which it was. Cy answers: one throw.
    // (Both taps at once: the rule asks only of taps within a second of each
    // other, and two clicks one after the other can take longer on a busy machine.)
    await phones[1].context.setOffline(true);
    await expect(panels[1].getByTestId("roll-5")).toBeEnabled();
    await expect(panels[0].getByTestId("roll-5")).toBeEnabled();
    await Promise.all([panels[1].getByTestId("roll-5").click(), panels[0].getByTestId("roll-5").click()]);
    rolls.push(5);
    await expect(panels[2].getByTestId("dice-turn")).toContainText(w.turn(rolls.length + 1));
    await phones[1].context.setOffline(false);
    for (const panel of panels) await expect(panel.getByTestId("dice-doubt")).toHaveText(new RegExp(w.sameThrow));
    await panels[2].getByTestId("one-throw").click();
    for (const panel of panels) await expect(panel.getByTestId("dice-doubt")).toHaveCount(0);
    await everyPhoneAt();

    // A 7: every phone asks where the robber goes; Cy moves it on his phone,
    // and every board shows it there.
    await panels[0].getByTestId("roll-7").click();
    rolls.push(7);
    for (const panel of panels) await expect(panel.getByTestId("robber-where")).toBeVisible();
    const boards = panels.map((panel) => panel.getByTestId("dice-board"));
    const before = await boards[2].locator("[data-robber=true]").getAttribute("data-testid");
    const target = before === "dice-hex-0" ? "dice-hex-1" : "dice-hex-0";
    await boards[2].getByTestId(target).click();
    for (const [n, board] of boards.entries()) {
      await expect(panels[n].getByTestId("robber-where")).toHaveCount(0);
      await expect(board.locator("[data-robber=true]")).toHaveAttribute("data-testid", target);
    }

    await everyPhoneAt();
    for (const panel of panels) {
      expect(await shownCounts(panel)).toEqual(countsOf(rolls));
      await expect(panel.getByTestId("dice-last")).toContainText("7 · 5 · 2 · 7");
    }
    expect(rolls.length).toBe(63);

    // The host finishes the table: the play keeps the table's rolls.
    await followLink(ann.page, ann.page.getByTestId("back-to-table"));
    for (const [n, field, value] of [[0, "settlements", "4"], [0, "cities", "3"], [1, "settlements", "3"], [2, "settlements", "2"]] as const) {
      await fill(ann.page, n, field, value);
    }
    await expect(ann.page.getByTestId("winner")).toBeVisible();
    const finish = ann.page.locator("#save-play");
    await finish.getByTestId("save-group-name").fill("Catan Fridays");
    await finish.getByTestId("save-play").click();
    const saved = finish.getByTestId("save-status").getByRole("link");
    await expect(saved).toBeVisible();
    // A roll on a saved table is refused, and said so on the phone.
    await panels[2].getByTestId("roll-9").click();
    await expect(phones[2].page.getByTestId("live-status")).toHaveText(
      (await phones[2].page.locator("#live-table").getAttribute("data-dice-late"))!,
    );
    await expect(panels[2].getByTestId("dice-turn")).toContainText(w.turn(rolls.length + 1));

    // The play keeps the setup the table was shared from (issue 60).
    const [, , group, , playId] = (await saved.getAttribute("href"))!.split("/");
    const play = await (await ann.page.request.get(`/api/v1/groups/${group}/plays/${playId}`)).json();
    expect(play.setup).toMatchObject({ seed: "N1GHT7", players: "3" });
    expect(play.rolls).toEqual(rolls);
    await saved.click();
    await ann.page.waitForURL(/\/g\/[^/]+\/p\//);
    const played = ann.page.getByTestId("play-dice");
    expect(await shownCounts(played)).toEqual(countsOf(rolls));
    await expect(played.getByTestId("dice-summary")).toHaveText(w.summary(rolls.length));
    await ann.page.goto(ann.page.url().replace(/\/p\/.*$/, "/stats"));
    const ours = ann.page.getByTestId("our-dice");
    expect(await shownCounts(ours)).toEqual(countsOf(rolls));
    await expect(ours.getByTestId("dice-summary")).toHaveText(w.ours(rolls.length));
    // The browser logs the refused roll (409) and 小明's sends while out of
    // reach; nothing else.
    const expected = (problem: string) => problem.includes("409") || problem.includes("ERR_INTERNET_DISCONNECTED");
    for (const each of phones) {
      expect(each.problems.filter((problem) => !expected(problem))).toEqual([]);
      await each.context.close();
    }
  });
}

test("a live table's dice page for a code that opens no table is not found", async ({ page }) => {
  const answer = await page.goto("/t/ZZZZZZZZ/dice");
  expect(answer!.status()).toBe(404);
});

// Issue 62.2 and 62.5: two phones dealing from the table's deck at once are
// asked about it, every phone shows the card the table recorded (not the one
// its own phone dealt meanwhile), and an undo is said on every phone with the
// name of the seat that made it. At 360×800, in both languages.
const AT_ONCE = {
  en: {
    asked: /^Two phones rolled for the table at once: (\d+), then (\d+)\. Keep only the first, or both\?/,
    onlyFirst: (sum: number) => `Only the ${sum}`,
    card: /^Card dealt: (\d) and (\d), (\d+)\.$/,
    tookBack: (name: string, sum: number) => `${name} took back the ${sum}.`,
  },
  "zh-TW": {
    asked: /^兩支手機同時幫大家擲了骰：先是 (\d+)，再是 (\d+)。只留第一次，還是兩次都留？/,
    onlyFirst: (sum: number) => `只留 ${sum}`,
    card: /^抽出的牌：(\d) 和 (\d)，(\d+) 點。$/,
    tookBack: (name: string, sum: number) => `${name}收回了 ${sum}。`,
  },
} as const;

for (const lang of ["en", "zh-TW"] as const) {
  const w = { ...WORDS[lang], ...AT_ONCE[lang] };
  test(`two phones dealing at once are asked, every phone shows the table's card, and an undo says whose it was (${lang})`, async ({ browser }) => {
    const ann = await phoneIn(browser, lang);
    await ann.page.goto("/catan/setup?players=3&seed=NIGHT7");
    await hydrated(ann.page);
    await followLink(ann.page, ann.page.getByTestId("score-link"));
    for (const [n, name] of ["Ann", "小明", "Cy"].entries()) await ann.page.locator(".seat").nth(n).getByTestId("name").fill(name);
    await ann.page.getByTestId("share-live").click();
    await ann.page.waitForURL(/\/t\/[0-9A-Z]{8}$/);
    await hydrated(ann.page);
    const ming = await phoneIn(browser, lang);
    await ming.page.goto(new URL(ann.page.url()).pathname);
    await hydrated(ming.page);
    await takeSeat(ming.page, 1);
    const phones = [ann, ming];
    for (const each of phones) await openDice(each.page);
    const panels = phones.map((each) => each.page.getByTestId("dice-panel"));
    await panels[0].getByTestId("roll-6").click();
    await panels[1].getByTestId("dice-mode").locator("summary").click();
    await panels[1].getByTestId("use-deck").click();
    for (const panel of panels) await expect(panel.getByTestId("deck-left")).toContainText("31");

    // 小明's phone is out of reach as both deal: each phone deals the same
    // next card on its own screen; the table deals two.
    await phones[1].context.setOffline(true);
    await Promise.all(panels.map((panel) => panel.getByTestId("roll-for-us").click()));
    await expect(panels[0].getByTestId("dice-turn")).toContainText(w.turn(3));
    await phones[1].context.setOffline(false);
    for (const panel of panels) await expect(panel.getByTestId("dice-doubt")).toHaveText(w.asked);
    for (const panel of panels) await expect(panel.getByTestId("dice-turn")).toContainText(w.turn(4));
    const [, first, second] = (await panels[1].getByTestId("dice-doubt").innerText()).match(w.asked)!.map(Number);
    // Every phone shows the table's last card, whose sum is the last roll's.
    const card = await panels[0].getByTestId("phone-rolled").innerText();
    const [, a, b, sum] = card.match(w.card)!.map(Number);
    expect([a + b, sum]).toEqual([second, second]);
    await expect(panels[1].getByTestId("phone-rolled")).toHaveText(card);
    for (const panel of panels) await expect(panel.getByTestId("dice-last")).toContainText(`${second} · ${first} · 6`);
    for (const panel of panels) await expect(panel.getByTestId("deck-left")).toContainText("29");

    // One deal: the second card goes back on top of the deck.
    await expect(panels[0].getByTestId("one-throw")).toHaveText(w.onlyFirst(first));
    await panels[0].getByTestId("one-throw").click();
    for (const panel of panels) {
      await expect(panel.getByTestId("dice-doubt")).toHaveCount(0);
      await expect(panel.getByTestId("dice-last")).toContainText(`${first} · 6`);
      await expect(panel.getByTestId("deck-left")).toContainText("30");
      await expect(panel.getByTestId("phone-rolled")).toHaveText(w.card);
    }

    // 小明 takes the card back from his phone: every phone says so.
    await panels[1].getByTestId("dice-undo").click();
    for (const panel of panels) {
      await expect(panel.getByTestId("dice-undone")).toHaveText(w.tookBack("小明", first));
      await expect(panel.getByTestId("dice-last")).toHaveText(new RegExp(`6$`));
      await expect(panel.getByTestId("phone-rolled")).toHaveCount(0);
    }
    for (const each of phones) await expectNoSidewaysScroll(each.page);
    await ann.page.screenshot({ path: test.info().outputPath(`undone-${lang}.png`) });
    // The next roll ends what was said.
    await panels[0].getByTestId("roll-8").click();
    for (const panel of panels) await expect(panel.getByTestId("dice-undone")).toHaveCount(0);
    const expected = (problem: string) => problem.includes("ERR_INTERNET_DISCONNECTED");
    for (const each of phones) {
      expect(each.problems.filter((problem) => !expected(problem))).toEqual([]);
      await each.context.close();
    }
  });
}
