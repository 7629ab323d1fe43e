// Game night, third pass (issue 49): what a table still tripped over, each in
// English and Traditional Chinese.
import { expect, test, type Page } from "@playwright/test";
import { deckCard, hydrated, watchConsole } from "./helpers";

const LANGUAGES = ["en", "zh-TW"] as const;

/** A finished Gentes game for two on the pad. */
async function gentesGame(page: Page) {
  await page.goto("/gentes/score?players=2");
  await hydrated(page);
  const seats = page.locator(".seat");
  await seats.nth(0).getByTestId("name").fill("Ann");
  await seats.nth(1).getByTestId("name").fill("Bo");
  await seats.nth(0).getByTestId("track").locator("input").fill("40");
  await seats.nth(1).getByTestId("track").locator("input").fill("31");
  await expect(page.getByTestId("winner")).toBeVisible();
}

/** Saves the pad to a new group; the saved play's page. */
async function save(page: Page): Promise<string> {
  const form = page.locator("#save-play");
  await form.getByTestId("save-play").click();
  const link = form.getByTestId("saved-link");
  await expect(link).toBeVisible();
  return (await link.getAttribute("href"))!;
}

for (const language of LANGUAGES) {
  test.describe(language, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a game saved again keeps the time it was played, its place and its note", async ({ page }) => {
      const problems = watchConsole(page);
      await gentesGame(page);
      const form = page.locator("#save-play");
      await form.getByTestId("save-played-at").fill("2026-11-20T20:30");
      await form.locator("input[name=place]").fill("Bo's");
      await form.locator("textarea[name=note]").fill("First game of the night");
      const playPage = await save(page);

      // The next day: the pad opened again, a score corrected, saved again.
      await page.goto("/gentes/score?players=2");
      await hydrated(page);
      await expect(form.getByTestId("save-played-at")).toHaveValue("2026-11-20T20:30");
      await expect(form.locator("input[name=place]")).toHaveValue("Bo's");
      await page.locator(".seat").nth(0).getByTestId("track").locator("input").fill("41");
      await form.getByTestId("save-play").click();
      await expect(form.getByTestId("saved-link")).toHaveAttribute("href", playPage);
      await expect(form.getByTestId("save-status")).not.toHaveText("");

      await page.goto(playPage);
      const edit = page.getByTestId("edit-play");
      await expect(edit.locator("input[name=played_at]")).toHaveValue("2026-11-20T20:30");
      await expect(edit.locator("textarea[name=note]")).toHaveValue("First game of the night");
      await expect(page.getByTestId("play-result").getByTestId("total")).toHaveText(["41", "31"]);
      await page.goto(playPage.split("/p/")[0]);
      await expect(page.getByTestId("play")).toHaveCount(1);

      // A new game on the pad is another play, from now.
      await page.goto("/gentes/score?players=2");
      await hydrated(page);
      page.once("dialog", (dialog) => dialog.accept());
      await page.getByTestId("new-game").click();
      await expect(form.getByTestId("save-played-at")).not.toHaveValue("2026-11-20T20:30");
      await expect(form.locator("input[name=place]")).toHaveValue("");
      expect(problems).toEqual([]);
    });
  });
}

// Item 7: the CSV opens well in a spreadsheet. Without a byte-order mark,
// Excel reads it in the system's code page and Chinese names come out garbled.
for (const language of LANGUAGES) {
  test.describe(`${language} export`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("the CSV download starts with a byte-order mark, so a spreadsheet reads it as UTF-8", async ({ page }, testInfo) => {
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "小明的桌遊夜" } })).json();
      const score = { players: ["小明", "Bo", "Cy"].map((name, n) => ({ name, settlements: 2 + n, cities: 2 })) };
      await page.request.put(`/api/v1/groups/${group.token}/plays/6f1c2d3e-4a5b-4c6d-8e7f-000000000049`, {
        data: { game: "catan", played_at: "2026-11-20T20:15:00+08:00", score },
      });
      await page.goto(`/g/${group.token}/manage`);
      const download = page.waitForEvent("download");
      await page.getByTestId("export-csv").click();
      const file = testInfo.outputPath("plays.csv");
      await (await download).saveAs(file);
      const fs = await import("node:fs");
      const bytes = fs.readFileSync(file);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.toString("utf8")).toContain("小明");
    });
  });
}

// Item 9: three names in a sentence read as a list ("Ann, Bo and Cy"), not
// "Ann and Bo and Cy"; Chinese lists them with 、.
for (const [language, said] of [
  ["en", "Ann, Bo and Cy completed their cities: mark who completed first"],
  ["zh-TW", "Ann、Bo、Cy都完成了城市：請標示誰第一個完成。"],
] as const) {
  test.describe(`${language} words`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("three complete cities are named as a list", async ({ page }) => {
      await page.goto("/citadels/score?players=3&complete_at=1");
      await hydrated(page);
      const seats = page.locator(".seat");
      for (const [n, name] of ["Ann", "Bo", "Cy"].entries()) {
        await seats.nth(n).getByTestId("name").fill(name);
        await deckCard(seats.nth(n), "Manor").click();
      }
      await expect(page.getByText(said)).toBeVisible();
    });
  });
}

// Item 9: a default name ending in a number keeps its space before Chinese
// ("玩家 1、玩家 2 同為 40 分"), as every number on the page has one.
for (const [language, said] of [
  ["en", "Player 1 and Player 2 tied on 40 points"],
  ["zh-TW", "玩家 1、玩家 2 同為 40 分"],
] as const) {
  test.describe(`${language} tie words`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a tie between unnamed players spaces their numbers", async ({ page }) => {
      await page.goto("/gentes/score?players=2");
      await hydrated(page);
      const seats = page.locator(".seat");
      await seats.nth(0).getByTestId("track").locator("input").fill("40");
      await seats.nth(1).getByTestId("track").locator("input").fill("40");
      await expect(page.getByText(said)).toBeVisible();
    });
  });
}

// Item 9: no "App" in running Chinese text; the English says "the app".
for (const [language, said] of [
  ["en", "Settings → Backup in the app"],
  ["zh-TW", "在它的應用程式裡「設定 → 備份」"],
] as const) {
  test.describe(`${language} app words`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("the BG Stats import names the app in the page's language", async ({ page }) => {
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "Import" } })).json();
      await page.goto(`/g/${group.token}/manage`);
      const section = page.locator("#bgstats");
      await expect(section).toContainText(said);
      if (language === "zh-TW") expect(await section.innerText()).not.toMatch(/\bApp\b/);
    });
  });
}
