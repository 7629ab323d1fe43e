// Game night, second pass (issue 34): what a table of friends still tripped over,
// acted out on a phone in English and Traditional Chinese. (Item 1, a player
// count changed offline, is in offline.spec.ts, where the worker runs.)
import { expect, test } from "./client";
import { deckCard, hydrated, tapDistricts } from "./helpers";

// Item 11: the game's name in the other language under a page's title is marked
// as that language, so a screen reader says it in the right voice.
for (const [lang, other] of [
  ["en", "zh-TW"],
  ["zh-TW", "en"],
] as const) {
  test.describe(`${lang} page`, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    test(`a page's other-language game name says its language (${lang})`, async ({ page }) => {
      for (const path of ["/catan/setup?players=4&seed=LANG1", "/citadels/score?players=4", "/"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        const names = page.locator(".page-head__alt, .game-card__alt");
        expect(await names.count()).toBeGreaterThan(0);
        for (const name of await names.all()) await expect(name).toHaveAttribute("lang", other);
      }
    });
  });
}

for (const [lang, roll, notOver, win] of [
  ["en", "Highest roll", "Not over yet: Ann & Bo lead.", "win"],
  ["zh-TW", "擲骰最高者先開始", "遊戲尚未結束：Ann、Bo領先。", "獲勝"],
] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    // Item 9: the setup named its first player while its checklist said the
    // highest roll starts.
    test(`the Catan setup's checklist names the player it drew to place first (${lang})`, async ({ page }) => {
      for (const seed of ["FIRST1", "FIRST2", "FIRST3"]) {
        await page.goto(`/catan/setup?players=4&seed=${seed}`);
        const first = (await page.getByTestId("start-player").locator("dd").textContent())!.trim();
        expect(first).toMatch(/^(Player|玩家) [1-4]$/);
        const checklist = page.getByTestId("checklist");
        await expect(checklist).toContainText(first);
        await expect(checklist).not.toContainText(roll);
      }
    });

    // Item 7: 9 against 9, nobody ended it, and the page said they won together.
    test(`a Catan game with nobody on 10 says it is not over, not who won (${lang})`, async ({ page }) => {
      await page.goto("/catan/score?players=3");
      await hydrated(page);
      const seats = page.locator(".seat");
      for (const [n, name, settlements, cities] of [
        [0, "Ann", "3", "3"],
        [1, "Bo", "3", "3"],
        [2, "Cy", "2", "0"],
      ] as const) {
        await seats.nth(n).getByTestId("name").fill(name);
        await seats.nth(n).getByTestId("settlements").locator("input").fill(settlements);
        await seats.nth(n).getByTestId("cities").locator("input").fill(cities);
      }
      const headline = page.getByTestId("winner");
      await expect(headline).toHaveText(notOver);
      await expect(headline).not.toContainText(win);
      await expect(page.getByTestId("warnings")).toContainText("10");
    });
  });
}

// Item 2: one tap merged two people for good, one tap made the group's link
// dead, and the links had no copy button or QR code.
for (const [lang, w] of [
  [
    "en",
    {
      asked: "阿華's 1 game become 阿华's",
      button: "Merge 阿華 into 阿华",
      merged: "Merged",
      line: "阿華 → 阿华 (1 game)",
      unmerged: "Merge undone",
      newLink: "stops working at once",
      copied: "Link copied.",
      qr: "QR code of the link to see and add games",
      plays: "1 game",
    },
  ],
  [
    "zh-TW",
    {
      asked: "阿華的 1 局會歸到阿华名下",
      button: "把阿華併入阿华",
      merged: "已合併",
      line: "阿華 → 阿华（1 局）",
      unmerged: "已復原合併",
      newLink: "會立刻失效",
      copied: "已複製連結",
      qr: "可查看並新增對局連結的 QR 碼",
      plays: "1 局",
    },
  ],
] as const) {
  test.describe(`${lang} group`, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    test(`a merge is chosen, confirmed and can be undone; a new link asks first; links copy and scan (${lang})`, async ({
      page,
      context,
    }) => {
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "週五" } })).json();
      const catan = (names: string[]) => ({
        game: "catan",
        played_at: "2026-11-20T20:15:00+08:00",
        score: { players: names.map((name, n) => ({ name, settlements: 2 + n, cities: 2 })) },
      });
      const plays = `/api/v1/groups/${group.token}/plays`;
      await page.request.put(`${plays}/6f1c2d3e-4a5b-4c6d-8e7f-000000000001`, { data: catan(["阿华", "佳佳", "小明"]) });
      await page.request.put(`${plays}/6f1c2d3e-4a5b-4c6d-8e7f-000000000002`, { data: catan(["阿華", "大雄", "小明"]) });
      const manage = `/g/${group.token}/manage`;
      await page.goto(manage);
      const names = page.getByTestId("person-name");
      const before = await names.allTextContents();
      expect(before).toContain("阿華");

      // No one is chosen for you: merging with nothing chosen goes nowhere.
      const ahua = page.getByTestId("person").filter({ has: page.getByTestId("person-name").getByText("阿華", { exact: true }) });
      await ahua.locator("summary").click();
      const into = ahua.getByTestId("merge-person").getByRole("combobox");
      await expect(into).toHaveValue("");
      await ahua.getByTestId("merge-person").getByRole("button").click();
      await expect(page.getByTestId("confirm")).toHaveCount(0);
      await expect(names).toHaveText(before);

      // Chosen: the page asks, naming both; Cancel changes nothing.
      await into.fill("阿华");
      await ahua.getByTestId("merge-person").getByRole("button").click();
      const confirm = page.getByTestId("confirm");
      await expect(confirm).toContainText(w.asked);
      await expect(page.getByTestId("confirm-merge")).toHaveText(w.button);
      await page.getByTestId("cancel").click();
      await expect(page.getByTestId("confirm")).toHaveCount(0);
      await expect(names).toHaveText(before);

      // Confirmed: merged, and the merge is listed with its undo.
      await page.goto(`${manage}?merge=${encodeURIComponent("阿華")}&into=${encodeURIComponent("阿华")}`);
      await page.getByTestId("confirm-merge").click();
      await expect(page.getByTestId("said")).toContainText(w.merged);
      await expect(names).not.toContainText(["阿華"]);
      await expect(page.getByTestId("merge")).toHaveText(new RegExp(w.line.replace(/[()]/g, "\\$&")));
      await page.getByTestId("undo-merge").click();
      await expect(page.getByTestId("said")).toContainText(w.unmerged);
      await expect(names).toHaveText(before);
      await expect(page.getByTestId("person").filter({ hasText: "阿華" })).toContainText(w.plays);
      await expect(page.getByTestId("merge")).toHaveCount(0);

      // A new link asks first; Cancel keeps the link in use working.
      await page.getByTestId("rotate-write").click();
      await expect(page.getByTestId("confirm")).toContainText(w.newLink);
      await page.getByTestId("cancel").click();
      expect((await page.goto(`/g/${group.token}`))?.status()).toBe(200);

      // Each link copies with one tap, and shows its QR code on asking.
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(manage);
      await page.getByTestId("copy-write-link").click();
      await expect(page.getByRole("status").filter({ hasText: w.copied }).first()).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByTestId("write-link").inputValue());
      await page.getByTestId("copy-read-link").click();
      // The copy is written after the tap returns: ask until it is there.
      const readLink = await page.getByTestId("read-link").inputValue();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(readLink);
      await expect(page.getByRole("img", { name: w.qr })).toBeHidden();
      await page.getByTestId("write-link-qr").click();
      await expect(page.getByRole("img", { name: w.qr })).toBeVisible();
    });
  });
}

// Item 3: a group's export and its import worked only through the API.
for (const [lang, w] of [
  ["en", { imported: "Imported: 2 new, 0 already here, 0 brought up to date.", again: "0 new, 2 already here", notExport: "not a Tableside export" }],
  ["zh-TW", { imported: "已匯入：新增 2 局，0 局已存在，0 局已更新。", again: "新增 0 局，2 局已存在", notExport: "不是 Tableside 匯出檔" }],
] as const) {
  test.describe(`${lang} export`, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    test(`a group's games download from its page and import into another group there (${lang})`, async ({ page }, testInfo) => {
      const made = async () => (await page.request.post("/api/v1/groups", { data: { name: "Export" } })).json();
      const from = await made();
      for (const [id, names] of [
        ["6f1c2d3e-4a5b-4c6d-8e7f-000000000011", ["Ann", "Bo", "Cy"]],
        ["6f1c2d3e-4a5b-4c6d-8e7f-000000000012", ["小明", "Bo", "Cy"]],
      ] as const) {
        const score = { players: names.map((name, n) => ({ name, settlements: 2 + n, cities: 2 })) };
        await page.request.put(`/api/v1/groups/${from.token}/plays/${id}`, {
          data: { game: "catan", played_at: "2026-11-20T20:15:00+08:00", score },
        });
      }
      // The page's two download links, saved as the phone saves them.
      await page.goto(`/g/${from.token}/manage`);
      const fs = await import("node:fs");
      const saved = async (testId: string, name: string) => {
        const download = page.waitForEvent("download");
        await page.getByTestId(testId).click();
        expect((await download).suggestedFilename()).toBe(name);
        const file = testInfo.outputPath(name);
        await (await download).saveAs(file);
        return file;
      };
      const csvFile = await saved("export-csv", "tableside-plays.csv");
      const rows = fs.readFileSync(csvFile, "utf8").trim().split("\r\n");
      expect(rows).toHaveLength(1 + 6);
      expect(rows.some((row) => row.includes("小明"))).toBe(true);
      const jsonFile = await saved("export-json", "tableside-plays.json");

      const to = await made();
      await page.goto(`/g/${to.token}/manage`);
      await page.getByTestId("import-file").setInputFiles(jsonFile);
      await page.getByTestId("import-button").click();
      await expect(page.getByTestId("import-said")).toHaveText(w.imported);
      await page.goto(`/g/${to.token}`);
      await expect(page.getByTestId("play")).toHaveCount(2);
      // The same file again changes nothing; a file that is no export is said so.
      await page.goto(`/g/${to.token}/manage`);
      await page.getByTestId("import-file").setInputFiles(jsonFile);
      await page.getByTestId("import-button").click();
      await expect(page.getByTestId("import-said")).toContainText(w.again);
      await page.getByTestId("import-file").setInputFiles(csvFile);
      await page.getByTestId("import-button").click();
      await expect(page.getByTestId("import-said")).toContainText(w.notExport);
    });
  });
}

// Item 8: a blank "highest rank revealed in the last round" counted as 0 in a
// 2016 tie with no prompt, and one complete city hid every ranking until
// someone marked "first to complete".
for (const [lang, w] of [
  ["en", { asked: "Bo is tied for first with Ann: enter the highest character rank Bo revealed", wins: "Bo wins!", first: "First to complete the city" }],
  ["zh-TW", { asked: "Bo與Ann同分並列第一：請輸入Bo在最後一輪展示的最高角色編號", wins: "Bo獲勝！", first: "第一個完成城市" }],
] as const) {
  test.describe(`${lang} Citadels`, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    test(`Citadels asks for the rank that breaks a tie for first, and knows the only complete city was first (${lang})`, async ({ page }) => {
      await page.goto("/citadels/score?players=3&edition=2016");
      await hydrated(page);
      const seat = (n: number) => page.locator(".seat").nth(n);
      const build = (n: number, districts: string[]) => tapDistricts(seat(n), districts);
      for (const [n, name] of ["Ann", "Bo", "Cy"].entries()) await seat(n).getByTestId("name").fill(name);
      // Ann 5+5+4+3 = 17; Bo 5+5+4+3 = 17; Cy eight districts 1+2+2+3+4+1+2+1 = 16.
      await build(0, ["Palace", "Cathedral", "Castle", "Manor"]);
      await build(1, ["Palace", "Town Hall", "Castle", "Manor"]);
      await build(2, ["Tavern", "Market", "Trading Post", "Docks", "Harbor", "Temple", "Church", "Watchtower"]);
      // Only Cy's city is complete: 16 + 4 as first = 20, with nobody marking it.
      const cy = page.getByTestId("rank-row").filter({ hasText: "Cy" });
      await expect(cy.locator(".ranking__total")).toHaveText("20");
      await cy.locator("summary").click();
      await expect(cy.locator(".ranking__why")).toContainText(w.first);
      // Cy's Tavern taken back (15): Ann and Bo tie for first on 17, and Bo's
      // blank rank is asked for where it is typed, saying why.
      await seat(2).getByTestId("district").first().locator("button.icon-button").click();
      await seat(0).getByTestId("highest_rank_last_round").locator("input").fill("4");
      await expect(page.getByTestId("results-problem")).toContainText(w.asked);
      await expect(page.getByTestId("winner")).toHaveCount(0);
      await seat(1).getByTestId("highest_rank_last_round").locator("input").fill("7");
      await expect(page.getByTestId("winner")).toHaveText(w.wins);
    });
  });
}

// Item 11, the smaller things: statistics in Unicode order with one rival
// picked from a tie, the Artist's +1 offered with no Artist in play, "none
// left" on a district only this city holds, and the Gentes tile hint at every seat.
for (const [lang, w] of [
  ["en", { rivals: "Ann, Bo, Di, Ed", inCity: "(in this city)", artist: "Beautified by the Artist", tileHint: "already on the score track" }],
  ["zh-TW", { rivals: "Ann、Bo、Di、Ed", inCity: "（已在這座城市）", artist: "藝術家美化", tileHint: "這 8 分已經算在計分軌上" }],
] as const) {
  test.describe(`${lang} smaller`, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    test(`statistics by wins with tied rivals named, and pads that offer only what can be (${lang})`, async ({ page }) => {
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "Stats" } })).json();
      // Bo wins twice, Ann once; Cy sat once with each of Ann, Bo, Di and Ed.
      const games = [
        ["Ann", "Cy", "Di"],
        ["Bo", "Cy", "Ed"],
        ["Bo", "Di", "Ed"],
      ];
      for (const [n, [winner, second, third]] of games.entries()) {
        await page.request.put(`/api/v1/groups/${group.token}/plays/6f1c2d3e-4a5b-4c6d-8e7f-00000000002${n}`, {
          data: {
            game: "catan",
            played_at: `2026-11-2${n}T20:15:00+08:00`,
            score: {
              players: [
                { name: winner, settlements: 4, cities: 3 },
                { name: second, settlements: 2, cities: 0 },
                { name: third, settlements: 3, cities: 0 },
              ],
            },
          },
        });
      }
      await page.goto(`/g/${group.token}/stats`);
      const rows = page.getByTestId("person-row");
      await expect(rows.first().locator("th")).toHaveText("Bo");
      await expect(rows.nth(1).locator("th")).toHaveText("Ann");
      const cy = rows.filter({ has: page.locator("th", { hasText: /^Cy$/ }) });
      await expect(cy.locator("td").last()).toHaveText(w.rivals);

      // A 2016 pad from a setup with the Queen, not the Artist, at rank 9.
      await page.goto("/citadels/score?players=3&edition=2016&seed=ART1&in_play=Museum,Queen,King");
      await hydrated(page);
      const seat = page.locator(".seat").first();
      await deckCard(seat, "Manor").click();
      await expect(seat.getByTestId("district")).toHaveCount(1);
      await expect(seat.getByText(w.artist)).toHaveCount(0);
      await expect(deckCard(seat, "Manor")).toContainText(w.inCity);

      await page.goto("/gentes/score?players=3");
      await hydrated(page);
      await expect(page.getByText(w.tileHint)).toHaveCount(1);
    });
  });
}

// Item 10: 26 districts took 58 taps through a picker (two a district). The
// deck under each city is a button per district: one tap each, narrowed by
// type with one tap, or by typing a name in either language.
for (const [lang, w] of [
  ["en", { noble: "Noble", all: "All", typed: "TOWER", nothing: "No district name contains “\u2068zzz\u2069”." }],
  ["zh-TW", { noble: "貴族", all: "全部", typed: "塔", nothing: "沒有名稱含「\u2068zzz\u2069」的區域。" }],
] as const) {
  test.describe(`${lang} deck`, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    test(`Citadels: 26 districts in 26 taps from the deck, narrowed by type or by typing (${lang})`, async ({ page }) => {
      await page.goto("/citadels/score?players=4&edition=2016");
      await hydrated(page);
      const seat = (n: number) => page.locator(".seat").nth(n);
      const cities = [
        ["Manor", "Castle", "Palace", "Temple", "Tavern", "Market", "Library"],
        ["Manor", "Castle", "Church", "Trading Post", "Docks", "Barracks", "Museum"],
        ["Manor", "Monastery", "Cathedral", "Harbor", "Prison", "Keep"],
        ["Tavern", "Market", "Town Hall", "Watchtower", "Fortress", "Park"],
      ];
      let taps = 0;
      for (const [n, city] of cities.entries()) {
        for (const district of city) {
          await deckCard(seat(n), district).click();
          taps += 1;
        }
        await expect(seat(n).getByTestId("district")).toHaveCount(city.length);
      }
      expect(taps).toBe(26);
      // What this city has is no second tap away: its card says so, disabled.
      await expect(deckCard(seat(0), "Manor")).toBeDisabled();
      await expect(deckCard(seat(3), "Manor")).toBeEnabled();

      // One tap on a type leaves its cards only; "All" brings back the rest.
      const deck = seat(3).getByTestId("deck");
      await deck.getByText(w.noble, { exact: true }).click();
      const shown = deck.locator(".deck__card:visible");
      await expect(shown).toHaveCount(3);
      expect(await shown.evaluateAll((cards) => cards.map((card) => (card as HTMLButtonElement).value))).toEqual([
        "Manor",
        "Castle",
        "Palace",
      ]);
      await shown.first().click();
      await expect(seat(3).getByTestId("district")).toHaveCount(7);

      // Typing searches every type whatever the filter; the English name
      // answers on a Chinese page too.
      const find = deck.getByTestId("deck-find");
      await find.fill(w.typed);
      expect(await shown.evaluateAll((cards) => cards.map((card) => (card as HTMLButtonElement).value))).toEqual([
        "Watchtower",
        "Ivory Tower",
      ]);
      await find.fill("castle");
      await expect(shown).toHaveCount(1);
      await shown.click();
      await expect(seat(3).getByTestId("district")).toHaveCount(8);
      await find.fill("zzz");
      await expect(shown).toHaveCount(0);
      await expect(deck).toContainText(w.nothing);
      await find.fill("");
      await deck.getByText(w.all, { exact: true }).click();
      await expect(shown.first()).toHaveAttribute("value", "Manor");
    });
  });
}
