// Issue 35: statistics that know the setup, a page per person, and a history
// that moves between apps — on a phone, in both languages.
import { expect, test } from "./client";
import path from "node:path";
import { expectNoSidewaysScroll } from "./helpers";

const backup = path.join(__dirname, "../../server/tests/fixtures/bgstats-backup.json");

for (const [lang, w] of [
  ["en", {
    stats: "Statistics", favourite: "Catan", wins: "Longest run of wins: 2 games.", now: "Now: 1 game without a win.",
    ahead: "Finishes ahead of Cy most", setup: "The setup", open: "Open this setup", splits: "By board, edition and table size",
    random: "Board: Random · 2 games", check: "Check the backup", import: "Import these games", would: "3 games would come in.",
    imported: "Imported: 3 new games.", again: "Already here: 3 games, left as they are in this group", nothing: "Nothing new would come in", nobody: "0 people", newNames: /New: [^\s]/, recorded: "Scores as recorded in another app (BG Stats)", other: "Azul 2",
    ready: "The file you checked is ready to import",
  }],
  ["zh-TW", {
    stats: "統計", favourite: "卡坦島", wins: "最長連勝：2 局。", now: "目前：連續 1 局未勝。",
    ahead: "最常名次領先Cy", setup: "這局的設置", open: "開啟這個設置", splits: "依版圖、版本與人數",
    random: "版圖：隨機 · 2 局", check: "檢查備份", import: "匯入這些對局", would: "會匯入 3 局。",
    imported: "已匯入：新增 3 局。", again: "原本就在：3 局，保持這個群組裡的樣子", nothing: "沒有新的對局會匯入", nobody: "共 0 位玩家", newNames: /新成員：[^\s]/, recorded: "分數照其他應用程式（BG Stats）的紀錄顯示", other: "Azul 2",
    ready: "剛才檢查的檔案已經選好",
  }],
] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    test(`a saved game draws its setup again; a person's page has their runs and rivals (${lang})`, async ({ page }) => {
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "Setups" } })).json();
      const seats = (winner: number) => ["Ann", "Bo", "Cy"].map((name, i) =>
        i === winner ? { name, settlements: 4, cities: 3 } : { name, settlements: 3, cities: 1 });
      // By date: Ann wins on a random board, wins again, then Cy wins.
      const plays = [
        { n: 1, winner: 0, mode: "random", day: 10 },
        { n: 2, winner: 0, mode: "random", day: 11 },
        { n: 3, winner: 2, mode: "balanced", day: 12 },
      ].map(({ n, winner, mode, day }) => ({
        id: `6f1c2d3e-4a5b-4c6d-8e7f-0000000003${String(n).padStart(2, "0")}`,
        game: "catan",
        played_at: `2026-11-${day}T20:15:00+08:00`,
        setup: { seed: "K3XQ9ZD", players: 3, mode, start_seat: 1 },
        score: { players: seats(winner) },
      }));
      const imported = await page.request.post(`/api/v1/groups/${group.token}/import`, {
        data: { format: "tableside-plays", version: 1, plays },
      });
      expect(imported.ok()).toBeTruthy();

      // The statistics split the seats by board mode, and name Ann's page.
      await page.goto(`/g/${group.token}/stats`);
      await page.getByText(w.splits).click();
      await expect(page.getByTestId("seat-splits")).toContainText(w.random);
      await expectNoSidewaysScroll(page);
      await page.getByTestId("person-row").getByRole("link", { name: /Ann/ }).click();
      await expect(page.getByTestId("person-name")).toHaveText("Ann");
      await expect(page.getByTestId("favourite")).toHaveText(w.favourite);
      await expect(page.getByTestId("streaks")).toContainText(w.wins);
      await expect(page.getByTestId("streaks")).toContainText(w.now);
      await expect(page.getByTestId("rivals")).toContainText(w.ahead);
      await expect(page.getByTestId("head-to-head").locator("tbody tr")).toHaveCount(2);
      await expectNoSidewaysScroll(page);

      // A saved game shows its board, drawn again as the setup page draws it.
      await page.goto(`/g/${group.token}/p/${plays[0].id}`);
      const saved = page.getByTestId("saved-setup");
      await expect(saved.getByRole("heading", { name: w.setup })).toBeVisible();
      await expect(saved.getByTestId("start-player")).toContainText("Bo");
      const tokens = async () => page.getByTestId("board").locator("text").allTextContents();
      const onThePlay = await tokens();
      expect(onThePlay.length).toBeGreaterThan(18);
      await expectNoSidewaysScroll(page);
      await saved.getByRole("link", { name: w.open }).click();
      await expect(page).toHaveURL(/\/catan\/setup\?players=3&mode=random&seed=K3XQ9ZD/);
      expect(await tokens()).toEqual(onThePlay);
    });

    test(`a BG Stats backup is checked, then imported, its scores kept as recorded (${lang})`, async ({ page }) => {
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "From BG Stats" } })).json();
      await page.goto(`/g/${group.token}/manage`);
      await page.getByTestId("bgstats-check").locator("input[type=file]").setInputFiles(backup);
      await page.getByRole("button", { name: w.check }).click();
      const report = page.getByTestId("bgstats-report");
      await expect(report).toContainText(w.would);
      await expect(report).toContainText(w.other);
      // The new people follow their label as the page's language spaces a
      // colon (issue 49.9 saw "新成員： 小芳").
      await expect(report).toContainText(w.newNames);
      await expectNoSidewaysScroll(page);
      // Nothing saved yet.
      const before = await (await page.request.get(`/api/v1/groups/${group.token}/plays`)).json();
      expect(before.plays).toHaveLength(0);
      // The file checked is kept: importing needs no second choice.
      await expect(page.locator("#bgstats")).toContainText(w.ready);
      const kept = page.getByTestId("bgstats-import").locator("input[type=file]");
      expect(await kept.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("bgstats-backup.json");
      await page.getByRole("button", { name: w.import }).click();
      await expect(page.getByTestId("bgstats-report")).toContainText(w.imported);
      // Checked again: the three are here already, and stay as they are.
      await page.getByTestId("bgstats-check").locator("input[type=file]").setInputFiles(backup);
      await page.getByRole("button", { name: w.check }).click();
      await expect(page.getByTestId("bgstats-report")).toContainText(w.again);
      // It says what an import would do now (issue 49.7): nothing comes in.
      await expect(page.getByTestId("bgstats-report")).not.toContainText(w.would);
      await expect(page.getByTestId("bgstats-report")).toContainText(w.nothing);
      // Nobody comes in either, so no line counts "0 people".
      await expect(page.getByTestId("bgstats-report")).not.toContainText(w.nobody);
      await expect(page.getByTestId("bgstats-import")).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.goto(`/g/${group.token}/p/7aa5af69-0000-4000-8000-000000000001`);
      await expect(page.getByTestId("recorded-result")).toContainText(w.recorded);
      await expectNoSidewaysScroll(page);
      // The people page offers BoardGameGeek's plays file.
      await page.goto(`/g/${group.token}/manage`);
      const xml = await page.request.get(await page.getByTestId("export-bgg").getAttribute("href") ?? "");
      expect(await xml.text()).toContain('objectid="205398"');
    });
  });
}
