// Game night, third pass (issue 49): what a table still tripped over, each in
// English and Traditional Chinese.
import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { asClient, expect, test } from "./client";
import { deckCard, hydrated, tapDistricts, watchConsole } from "./helpers";

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

      // Issue 62.9: the spreadsheet for people: the page's language, the
      // game's name as shown, a date and time a spreadsheet reads.
      const sheet = page.waitForEvent("download");
      await page.getByTestId("export-sheet").click();
      const sheetFile = testInfo.outputPath("sheet.csv");
      await (await sheet).saveAs(sheetFile);
      const rows = fs.readFileSync(sheetFile, "utf8").replace(/^\uFEFF/, "").trim().split("\r\n");
      const zh = language === "zh-TW";
      expect(rows[0].split(",")[0]).toBe(zh ? "日期時間" : "Date and time");
      expect(rows).toHaveLength(1 + 3);
      expect(rows[1].startsWith(`2026-11-20 20:15,${zh ? "卡坦島" : "Catan"},`)).toBe(true);
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

// Item 1: a game that is not over is not saved as won. Saving asks first; a
// game saved anyway is unfinished: its history line names its leaders (no
// star), and the win statistics leave it out and say so.
for (const [language, w] of [
  ["en", { ask: "This game is not over yet.", again: "Save as unfinished", leading: "Unfinished: Ann and Bo leading", leftOut: "1 unfinished game is left out of wins, scores and seats.", noneFinished: "No finished game yet: wins, scores and seats are counted from the first one." }],
  ["zh-TW", { ask: "這局遊戲還沒結束。", again: "存成未完成", leading: "未完成：Ann、Bo領先", leftOut: "有 1 局未完成，不計入勝負、分數與座位。", noneFinished: "還沒有完成的一局：勝負、分數與座位從第一局完成的遊戲開始計算。" }],
] as const) {
  test.describe(`${language} not over`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a game that is not over asks before it is saved, and is kept unfinished, out of the wins", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto("/catan/score?players=3");
      await hydrated(page);
      const seats = page.locator(".seat");
      for (const [n, name, settlements] of [[0, "Ann", "4"], [1, "Bo", "4"], [2, "Cy", "3"]] as const) {
        await seats.nth(n).getByTestId("name").fill(name);
        await seats.nth(n).getByTestId("settlements").locator("input").fill(settlements);
      }
      await expect(page.getByTestId("ranking")).toHaveAttribute("data-not-over", "");
      const form = page.locator("#save-play");
      const button = form.getByTestId("save-play");
      const saveWords = await button.textContent();
      await button.click();
      await expect(form.getByTestId("save-status")).toContainText(w.ask);
      await expect(button).toHaveText(w.again);
      // Nothing was sent: no group yet, no link to the saved game.
      await expect(form.getByTestId("saved-link")).toHaveCount(0);

      // A changed result withdraws the question; asked again, then saved.
      await seats.nth(2).getByTestId("settlements").locator("input").fill("2");
      await expect(button).toHaveText(saveWords!);
      await button.click();
      await expect(button).toHaveText(w.again);
      await button.click();
      const link = form.getByTestId("saved-link");
      await expect(link).toBeVisible();
      const playPage = (await link.getAttribute("href"))!;
      const token = playPage.split("/")[2];

      await page.goto(`/g/${token}`);
      const line = page.getByTestId("play");
      await expect(line.getByTestId("unfinished")).toHaveText(w.leading);
      await expect(line).not.toContainText("★");
      await page.goto(`/g/${token}/stats`);
      const catan = page.getByTestId("game-stats-catan");
      await expect(catan.getByTestId("unfinished-left-out")).toHaveText(w.leftOut);
      // Issue 62.8: the group's only game is unfinished: no figures of nothing
      // (no "by chance alone 0%", no average of 0, no rows of 0 games).
      await expect(page.getByTestId("no-finished-game")).toHaveText([w.noneFinished, w.noneFinished]);
      await expect(page.getByTestId("people-stats")).toHaveCount(0);
      await expect(page.getByTestId("against-chance")).toHaveCount(0);
      await expect(catan.locator("table")).toHaveCount(0);
      const stats = await (await page.request.get(`/api/v1/groups/${token}/stats`)).json();
      const ann = stats.people.find((p: { name: string }) => p.name === "Ann");
      expect([ann.plays, ann.unfinished, ann.wins]).toEqual([0, 1, 0]);
      await page.goto(`/g/${token}/person?name=Ann`);
      await expect(page.getByTestId("unfinished-left-out")).toHaveText(w.leftOut);
      expect(problems).toEqual([]);
    });
  });
}

// Issue 59: a blank count that could change the winner is named, and saving
// asks first; filled in, the question is gone; saved as entered, the blank
// stays blank in the play.
for (const [language, w] of [
  ["en", { warning: "Bo's count of settlements is blank", ask: "A count left blank could change the result", again: "Save as entered" }],
  ["zh-TW", { warning: "Bo的村莊還沒填", ask: "有空白的數字可能改變結果", again: "照目前輸入儲存" }],
] as const) {
  test.describe(`${language} blank that matters`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a blank settlements count that could change the winner asks before it is saved", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto("/catan/score?players=3");
      await hydrated(page);
      const seats = page.locator(".seat");
      // Ann has 10; Bo's 4 cities and blank settlements are 8, and 5
      // settlements would make him the winner.
      const entries = [[0, "Ann", "settlements", "4"], [0, "Ann", "cities", "3"], [1, "Bo", "cities", "4"], [2, "Cy", "settlements", "2"]] as const;
      for (const [n, name, field, value] of entries) {
        await seats.nth(n).getByTestId("name").fill(name);
        await seats.nth(n).getByTestId(field).locator("input").fill(value);
      }
      const ranking = page.getByTestId("ranking");
      await expect(page.getByTestId("warnings")).toContainText(w.warning);
      await expect(ranking).toHaveAttribute("data-blank-matters", "");
      await expect(ranking).not.toHaveAttribute("data-not-over", "");
      const form = page.locator("#save-play");
      const button = form.getByTestId("save-play");
      const saveWords = await button.textContent();
      await form.getByTestId("save-group-name").fill("Blank night");
      await button.click();
      await expect(form.getByTestId("save-status")).toContainText(w.ask);
      await expect(button).toHaveText(w.again);
      await expect(form.getByTestId("saved-link")).toHaveCount(0);

      // Bo's settlements entered: no warning, no question.
      await seats.nth(1).getByTestId("settlements").locator("input").fill("0");
      await expect(button).toHaveText(saveWords!);
      await expect(ranking).not.toHaveAttribute("data-blank-matters", "");
      await expect(page.getByTestId("warnings")).toHaveCount(0);
      // Blank again: asked again, and saved as entered on the second tap.
      await seats.nth(1).getByTestId("settlements").locator("input").fill("");
      await button.click();
      await expect(button).toHaveText(w.again);
      await button.click();
      const link = form.getByTestId("saved-link");
      await expect(link).toBeVisible();
      const [, , token, , id] = (await link.getAttribute("href"))!.split("/");
      const play = await (await page.request.get(`/api/v1/groups/${token}/plays/${id}`)).json();
      const bo = play.score.players.find((p: { name: string }) => p.name === "Bo");
      expect(bo.settlements ?? null).toBeNull();
      expect(play.result.winners).toEqual(["Ann"]);
      expect(problems).toEqual([]);
    });
  });
}

// Issue 62.6: the same in every game whose blank count the rules judge: a
// Gentes score track left blank that names another player the winner.
for (const [language, w] of [
  ["en", { warning: "小胖's count of score track is blank", again: "Save as entered" }],
  ["zh-TW", { warning: "小胖的計分軌還沒填", again: "照目前輸入儲存" }],
] as const) {
  test.describe(`${language} blank score track`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a blank Gentes score track that decides the winner asks before it is saved", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto("/gentes/score?players=2");
      await hydrated(page);
      const seats = page.locator(".seat");
      await seats.nth(0).getByTestId("name").fill("小胖");
      await seats.nth(1).getByTestId("name").fill("阿強");
      await seats.nth(1).getByTestId("track").locator("input").fill("40");
      const ranking = page.getByTestId("ranking");
      await expect(page.getByTestId("warnings")).toContainText(w.warning);
      await expect(ranking).toHaveAttribute("data-blank-matters", "");
      const form = page.locator("#save-play");
      const button = form.getByTestId("save-play");
      await form.getByTestId("save-group-name").fill("Gentes night");
      await button.click();
      await expect(button).toHaveText(w.again);
      await expect(form.getByTestId("saved-link")).toHaveCount(0);
      // Entered, even as 0: no question.
      await seats.nth(0).getByTestId("track").locator("input").fill("0");
      await expect(ranking).not.toHaveAttribute("data-blank-matters", "");
      await expect(page.getByTestId("warnings")).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  });
}

// Item 6: a replaced group link says so, and whom to ask, without a word of the
// group; a link that never was still gets the page that says nothing is here.
for (const [language, w] of [
  ["en", { title: "This group link was replaced", ask: "Ask someone in the group for the new link." }],
  ["zh-TW", { title: "這個群組連結已經換新", ask: "請向群組裡的人要新的連結。" }],
] as const) {
  test.describe(`${language} replaced link`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a replaced group link says the group made a new one, and to ask a member for it", async ({ page }) => {
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "Secret <b>club</b>" } })).json();
      const rotate = (token: string, link: string) => page.request.post(`/api/v1/groups/${token}/rotate`, { data: { link } });
      const { read_token: newRead } = await (await rotate(group.token, "read")).json();
      const { token: newWrite } = await (await rotate(group.token, "write")).json();
      expect(newRead).not.toEqual(group.read_token);
      expect(newWrite).not.toEqual(group.token);

      for (const old of [group.token, group.read_token]) {
        for (const path of [`/g/${old}`, `/g/${old}/stats`]) {
          const response = await page.goto(path);
          expect(response!.status()).toBe(410);
          await expect(page.getByTestId("link-replaced")).toContainText(w.title);
          await expect(page.getByTestId("link-replaced")).toContainText(w.ask);
          await expect(page.locator("body")).not.toContainText("Secret");
        }
        const api = await page.request.get(`/api/v1/groups/${old}/plays`);
        expect(api.status()).toBe(410);
      }
      // The new links open the group; a link that never was is still a 404.
      expect((await page.goto(`/g/${newWrite}`))!.status()).toBe(200);
      const never = await page.goto(`/g/${"z".repeat(26)}`);
      expect(never!.status()).toBe(404);
      await expect(page.getByTestId("link-replaced")).toHaveCount(0);
    });
  });
}

// Issue 62.15: a file field speaks the page's language (the browser's own
// button says "Choose File" on a Chinese page), and shows the file chosen.
for (const [language, w] of [
  ["en", { choose: "Choose a file", none: "No file chosen yet" }],
  ["zh-TW", { choose: "選擇檔案", none: "尚未選擇檔案" }],
] as const) {
  test.describe(`${language} file picker`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("the import's file field speaks the page's language and names the file chosen", async ({ page }, testInfo) => {
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "Files" } })).json();
      await page.goto(`/g/${group.token}/manage`);
      await hydrated(page);
      const picker = page.locator("#import .file-pick");
      await expect(picker.locator(".file-pick__button")).toHaveText(w.choose);
      await expect(picker.locator(".file-pick__name")).toHaveText(w.none);
      await expect(page.locator("#bgstats .file-pick__button")).toHaveText(w.choose);
      const file = testInfo.outputPath("night.json");
      (await import("node:fs")).writeFileSync(file, "{}");
      await page.getByTestId("import-file").setInputFiles(file);
      await expect(picker.locator(".file-pick__name")).toHaveText("night.json");
      // The label opens the picker: a big tap target, in the page's words.
      const box = (await picker.locator(".file-pick__button").boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    });
  });
}

// Issue 62.7: a phone that still holds a replaced link says so once, in the
// page's language, and stops offering the group (on the pad and at home).
for (const [language, w] of [
  ["en", { said: "this group's link was replaced with a new one" }],
  ["zh-TW", { said: "這個群組的連結已經換新，這支手機不再列出它" }],
] as const) {
  test.describe(`${language} replaced link on the phone`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a save to a replaced link says so in the page's language and the phone stops offering the group", async ({ page }) => {
      const problems = watchConsole(page);
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "Old link night" } })).json();
      // The phone opens the group once: it remembers it.
      await page.goto(`/g/${group.token}`);
      await hydrated(page);
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Old link night" })).toBeVisible();
      // Another phone replaces the link.
      expect((await page.request.post(`/api/v1/groups/${group.token}/rotate`, { data: { link: "write" } })).ok()).toBe(true);
      await page.goto("/gentes/score?players=2");
      await hydrated(page);
      const seats = page.locator(".seat");
      await seats.nth(0).getByTestId("track").locator("input").fill("40");
      await seats.nth(1).getByTestId("track").locator("input").fill("30");
      const form = page.locator("#save-play");
      await expect(form.locator("select option", { hasText: "Old link night" })).toHaveCount(1);
      await form.getByTestId("save-play").click();
      const status = form.getByTestId("save-status");
      await expect(status).toContainText(w.said);
      // One language: none of the server's English sentence.
      await expect(status).not.toContainText("the group replaced this link");
      await expect(form.locator("select option", { hasText: "Old link night" })).toHaveCount(0);
      // The game is still on the pad, and the group is no longer offered anywhere.
      await expect(seats.nth(0).getByTestId("track").locator("input")).toHaveValue("40");
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Old link night" })).toHaveCount(0);
      // A second group met only through its old link's page is forgotten too.
      const other = await (await page.request.post("/api/v1/groups", { data: { name: "Second old link" } })).json();
      await page.goto(`/g/${other.token}`);
      await hydrated(page);
      expect((await page.request.post(`/api/v1/groups/${other.token}/rotate`, { data: { link: "write" } })).ok()).toBe(true);
      expect((await page.goto(`/g/${other.token}`))!.status()).toBe(410);
      await hydrated(page);
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Second old link" })).toHaveCount(0);
      // The browser logs each 410 it was answered; nothing else.
      expect(problems.filter((p) => !p.includes("status of 410"))).toEqual([]);
    });
  });
}

// Item 9: a group can be started from home, and a phone's groups are on the
// first screen, above the five games.
for (const [language, w] of [
  ["en", { heading: "Your groups", started: "Your group is ready." }],
  ["zh-TW", { heading: "你的群組", started: "群組建好了。" }],
] as const) {
  test.describe(`${language} home groups`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a group is started from home, and the phone's groups sit on the first screen", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto("/");
      const groups = page.getByRole("region", { name: w.heading });
      await expect(groups).toBeVisible();
      await expect(groups.getByTestId("no-groups-yet")).toBeVisible();
      // Above the five games; a phone's own groups within the first screen.
      const aboveTheGames = async () => {
        const box = (await groups.boundingBox())!;
        const games = (await page.locator(".game-list").boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(games.y);
      };
      await aboveTheGames();

      await groups.getByTestId("start-group-name").fill("週五 <b>桌遊</b>");
      await groups.getByTestId("start-group").click();
      await expect(page).toHaveURL(/\/g\/[0-9a-z]+\/manage\?said=group-started$/);
      await expect(page.getByTestId("said")).toContainText(w.started);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("週五 <b>桌遊</b>");
      // The group's page has run its scripts (a phone remembers the group there).
      await page.waitForLoadState("load");

      await page.goto("/");
      await expect(groups.getByTestId("my-groups").getByRole("link")).toHaveText(["週五 <b>桌遊</b>"]);
      await expect(groups.getByTestId("no-groups-yet")).toBeHidden();
      await aboveTheGames();
      const list = (await groups.getByTestId("my-groups").boundingBox())!;
      expect(list.y + list.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      expect(problems).toEqual([]);
    });
  });
}

// Item 8: a person's "By game" table fits a 360-px screen with all five games
// in it, and a table that scrolls all the same is a region the keyboard reaches.
for (const language of LANGUAGES) {
  test.describe(`${language} by game`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language }, viewport: { width: 360, height: 800 } });

    test("a person's By game table fits a 360-px screen, and axe finds nothing serious", async ({ page }) => {
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "Five games" } })).json();
      const plays = [
        { game: "card-city", score: { players: [{ name: "Ann", coins: 3, residential_districts: [6, 4], cards_in_city: 20 }, { name: "Bo", coins: 0, residential_districts: [3], cards_in_city: 18 }] } },
        { game: "city-council", score: { players: [{ name: "Ann", points: 11, favour_cards_in_hand: 3, secret_funds: 9 }, { name: "Bo", points: 8, favour_cards_in_hand: 1, secret_funds: 2 }] } },
        { game: "citadels", score: { edition: "classic", players: [{ name: "Ann", districts: [{ name: "Manor" }, { name: "Palace" }] }, { name: "Bo", districts: [{ name: "Temple" }] }] } },
        { game: "catan", score: { players: [{ name: "Ann", settlements: 2, cities: 4 }, { name: "Bo", settlements: 4, cities: 1 }, { name: "Cy", settlements: 2 }] } },
        { game: "catan", score: { players: [{ name: "Ann", settlements: 3, cities: 3 }, { name: "Bo", settlements: 5, cities: 2 }, { name: "Cy", settlements: 2 }] } },
        { game: "gentes", score: { players: [{ name: "Ann", track: 112 }, { name: "Bo", track: 98 }] } },
      ];
      for (const [n, play] of plays.entries()) {
        const saved = await page.request.put(`/api/v1/groups/${group.token}/plays/6f1c2d3e-4a5b-4c6d-8e7f-0000000002${n}0`, {
          data: { ...play, played_at: `2026-11-2${n}T20:00:00+08:00` },
        });
        expect(saved.status(), await saved.text()).toBe(201);
      }
      await page.goto(`/g/${group.token}/person?name=Ann`);
      const table = page.getByTestId("person-games");
      await expect(table.locator("tbody tr")).toHaveCount(5);
      const box = page.locator(".table-scroll").filter({ has: table });
      const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      await box.scrollIntoViewIfNeeded();
      await expect(table.locator("thead th").last()).toBeInViewport({ ratio: 1 });
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
      expect(serious).toEqual([]);
    });
  });
}

// Item 2: a blank count a district scores by is a warning naming the district
// and the count, so a total that would change with it is not taken for final.
for (const [language, w] of [
  ["en", { said: "Ann's Imperial Treasury scores by gold, which is blank: counted as 0 until it is entered." }],
  ["zh-TW", { said: "Ann的帝國寶庫依金幣計分，但金幣還沒填，暫時以 0 計。" }],
] as const) {
  test.describe(`${language} blank count`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a district scored by a blank count says so, and the count entered changes the total", async ({ page }) => {
      await page.goto("/citadels/score?players=2&edition=2016");
      await hydrated(page);
      const seats = page.locator(".seat");
      for (const [n, name] of ["Ann", "Bo"].entries()) await seats.nth(n).getByTestId("name").fill(name);
      await tapDistricts(seats.nth(0), ["Imperial Treasury", "Manor"]);
      await deckCard(seats.nth(1), "Temple").click();
      const warnings = page.getByTestId("warnings");
      await expect(warnings).toContainText(w.said);
      const before = Number(await page.getByTestId("rank-row").filter({ hasText: "Ann" }).getByTestId("total").textContent());
      await seats.nth(0).getByTestId("gold").locator("input").fill("3");
      await expect(page.getByTestId("rank-row").filter({ hasText: "Ann" }).getByTestId("total")).toHaveText(String(before + 3));
      await expect(page.getByText(w.said)).toHaveCount(0);
    });
  });
}

// Item 4: saving to a new group with no network was a dead end ("a new group
// needs the network"); now the game and the group's name wait on the phone,
// and both go when the network is back.
for (const [language, w] of [
  ["en", { waits: "when the network is back, the new group is made and the game saved to it." }],
  ["zh-TW", { waits: "網路恢復後，會建立新群組並把這局存進去。" }],
] as const) {
  test.describe(`${language} offline new group`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a game saved to a new group offline waits on the phone, and both are made when the network is back", async ({ page, context }) => {
      await gentesGame(page);
      const form = page.locator("#save-play");
      await form.getByTestId("save-group-name").fill("離線 <b>group</b>");
      await context.setOffline(true);
      await form.getByTestId("save-play").click();
      await expect(form.getByTestId("save-status")).toContainText(w.waits);
      await expect(form.getByTestId("saved-link")).toHaveCount(0);
      await context.setOffline(false);
      // As a phone that finds its network again (the outbox's own retry is later).
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      const link = form.getByTestId("saved-link");
      await expect(link).toBeVisible({ timeout: 20_000 });
      await page.goto((await link.getAttribute("href"))!.split("/p/")[0]);
      await expect(page.getByTestId("group-name")).toHaveText("離線 <b>group</b>");
      await expect(page.getByTestId("play")).toHaveCount(1);
      // The phone remembers the group it made.
      await page.goto("/");
      await expect(page.getByTestId("my-groups").getByRole("link")).toHaveText(["離線 <b>group</b>"]);
    });
  });
}

// Item 2, every game: in City Council a blank "favour cards in hand" counted
// 0 and won a tie for first ("fewer cards"), silently; in Gentes a blank
// "cards played" lost one. Each is a warning now.
for (const [language, w] of [
  [
    "en",
    {
      said: "First place is tied, and Bo's favour cards in hand breaks it, but it is blank: counted as 0 until it is entered.",
      gentes: "First place is tied, and Ann's cards played breaks it, but it is blank: counted as 0 until it is entered.",
    },
  ],
  [
    "zh-TW",
    {
      said: "第一名平手，要比手中偏好卡，但Bo的還沒填：暫時以 0 計。",
      gentes: "第一名平手，要比已打出的卡，但Ann的還沒填：暫時以 0 計。",
    },
  ],
] as const) {
  test.describe(`${language} blank tie-break`, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a blank count that breaks a tie for first says so", async ({ page }) => {
      await page.goto("/city-council/score?players=2");
      await hydrated(page);
      const seats = page.locator(".seat");
      for (const [n, name] of ["Ann", "Bo"].entries()) {
        await seats.nth(n).getByTestId("name").fill(name);
        await seats.nth(n).getByTestId("points").locator("input").fill("11");
      }
      await seats.nth(0).getByTestId("favour_cards_in_hand").locator("input").fill("2");
      await expect(page.getByTestId("warnings")).toContainText(w.said);
      await seats.nth(1).getByTestId("favour_cards_in_hand").locator("input").fill("3");
      await expect(page.getByText(w.said)).toHaveCount(0);
    });

    test("a blank Gentes tie-break count says so too", async ({ page }) => {
      await page.goto("/gentes/score?players=2");
      await hydrated(page);
      const seats = page.locator(".seat");
      for (const [n, name] of ["Ann", "Bo"].entries()) {
        await seats.nth(n).getByTestId("name").fill(name);
        await seats.nth(n).getByTestId("track").locator("input").fill("40");
      }
      await seats.nth(1).getByTestId("cards_played").locator("input").fill("7");
      await expect(page.getByTestId("warnings")).toContainText(w.gentes);
      // Entered, the cards played decide it: nothing blank is taken.
      await seats.nth(0).getByTestId("cards_played").locator("input").fill("6");
      await expect(page.getByText(w.gentes)).toHaveCount(0);
      await expect(page.getByTestId("warnings")).toHaveCount(0);
    });
  });
}

// Item 4, first half: offline, once the few setups drawn ahead for a game and
// count were used (or for any other options or a shared seed), the phone showed
// the offline page ("這支手機還沒開過這個頁面…") with only "All games" as a way
// out. It now deals the setup itself, from the same rules as the server, and
// the page is the server's page for that address.
for (const [language, w] of [
  ["en", { offline: "You are offline" }],
  ["zh-TW", { offline: "目前離線" }],
] as const) {
  test.describe(`${language} offline dealer`, () => {
    test.use({
      locale: language,
      extraHTTPHeaders: { "Accept-Language": language },
      serviceWorkers: "allow",
    });

    test("any setup is dealt offline, the same page as the server's", async ({ page, context, browser }) => {
      const addresses = [
        "/catan/setup?players=6&mode=spiral&seed=DEAL56",
        "/catan/setup?players=3&mode=beginner&seed=DEAL3",
        "/citadels/setup?players=7&edition=2016&seed=DEAL7",
        "/city-council/setup?players=5&seed=DEAL5",
        "/card-city/setup?players=3&seed=DEAL3",
        "/gentes/setup?players=2&seed=DEAL2",
      ];
      // The server's page for each, on a phone that keeps nothing.
      const online = await browser.newContext(
        asClient({
          locale: language,
          extraHTTPHeaders: { "Accept-Language": language },
          serviceWorkers: "block",
        }),
      );
      const server = await online.newPage();
      const expected: string[] = [];
      for (const address of addresses) {
        await server.goto(address);
        expected.push(await server.locator("main").innerText());
      }
      await online.close();

      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-offline", "ready");
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      for (const [i, address] of addresses.entries()) {
        await page.goto(address);
        await hydrated(page);
        await expect(page.getByText(w.offline)).toHaveCount(0);
        expect(await page.locator("main").innerText(), address).toBe(expected[i]);
      }
      // The page's own controls deal again: another player count, then New
      // setup with options nothing was drawn ahead for (a new seed each).
      await page.goto("/catan/setup?players=6&mode=spiral&seed=DEAL56");
      await hydrated(page);
      // (The seed as the page writes it: an L reads as a 1.)
      const shared = (await page.getByTestId("seed-code").textContent())!;
      const options = page.getByTestId("options");
      if (!(await options.getByTestId("players").isVisible())) await options.locator("summary").click();
      await options.getByTestId("players").getByRole("link", { name: "5", exact: true }).click();
      await expect(page).toHaveURL(/players=5/);
      await expect(page.getByTestId("seed-code")).toHaveText(shared);
      await expect(page.getByTestId("board").locator("polygon").first()).toBeVisible();
      await page.getByTestId("new-setup").click();
      await expect(page).not.toHaveURL(new RegExp(`seed=${shared}`));
      await expect(page).toHaveURL(/seed=[A-Z0-9]+/);
      const seed = new URL(page.url()).searchParams.get("seed")!;
      await expect(page.getByTestId("seed-code")).toHaveText(seed);
      expect(new URL(page.url()).searchParams.get("mode")).toBe("spiral");
      await expect(page.getByText(w.offline)).toHaveCount(0);
      // The page's scripts ran on the dealt page: its copy button is live.
      await hydrated(page);
      await expect(page.locator(`[data-copy]`).first()).toBeEnabled();
      // Reloaded, still offline, the same setup.
      await page.reload();
      await expect(page.getByTestId("seed-code")).toHaveText(seed);
    });
  });
}
