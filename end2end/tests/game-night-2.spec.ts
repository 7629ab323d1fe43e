// Game night, second pass (issue 34): what a table of friends still tripped over,
// acted out on a phone in English and Traditional Chinese. (Item 1, a player
// count changed offline, is in offline.spec.ts, where the worker runs.)
import { expect, test } from "@playwright/test";

for (const [lang, roll] of [
  ["en", "Highest roll"],
  ["zh-TW", "擲骰最高者先開始"],
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
  });
}
