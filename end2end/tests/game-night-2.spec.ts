// Game night, second pass (issue 34): what a table of friends still tripped over,
// acted out on a phone in English and Traditional Chinese. (Item 1, a player
// count changed offline, is in offline.spec.ts, where the worker runs.)
import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

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
  ["zh-TW", "擲骰最高者先開始", "遊戲尚未結束：Ann、Bo 領先。", "獲勝"],
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
