// Issue 35, honest numbers: a win rate says how sure it is, on a phone, in
// both languages.
import { expect, test } from "./client";
import { expectNoSidewaysScroll } from "./helpers";

for (const [lang, w] of [
  ["en", { heading: "Skill or luck?", above: "Wins more than chance would.", tooFew: "Not enough games to tell.", how: "How this is computed", test: "two-sided exact binomial test", ann: "wins 100% (95% interval 72%–100%); by chance alone 25%." }],
  ["zh-TW", { heading: "靠實力還是運氣？", above: "贏得比運氣多。", tooFew: "局數還不夠，看不出差別。", how: "計算方式", test: "雙尾精確二項檢定", ann: "勝率 100%（95% 區間 72%–100%）；純靠運氣是 25%。" }],
] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    test(`ten wins in ten four-player games is more than luck; one game is too few to tell (${lang})`, async ({ page }) => {
      const group = await (await page.request.post("/api/v1/groups", { data: { name: "Honest" } })).json();
      // Ann wins all ten games at a table of four; Di sits in only one. One
      // import, not ten saves: the suite's writes share one client's limit.
      const plays = Array.from({ length: 10 }, (_, n) => ({
        id: `6f1c2d3e-4a5b-4c6d-8e7f-0000000001${String(n).padStart(2, "0")}`,
        game: "catan",
        played_at: `2026-11-${n + 10}T20:15:00+08:00`,
        score: {
          players: [
            { name: "Ann", settlements: 4, cities: 3 },
            { name: "Bo", settlements: 2, cities: 1 },
            { name: "Cy", settlements: 3, cities: 0 },
            { name: n === 0 ? "Di" : "Ed", settlements: 2, cities: 0 },
          ],
        },
      }));
      const imported = await page.request.post(`/api/v1/groups/${group.token}/import`, {
        data: { format: "tableside-plays", version: 1, plays },
      });
      expect(await imported.json()).toEqual({ created: 10, unchanged: 0, replaced: 0 });
      await page.goto(`/g/${group.token}/stats`);
      await expect(page.getByRole("heading", { name: w.heading })).toBeVisible();
      const line = (name: string) => page.getByTestId("against-chance").filter({ has: page.locator("strong", { hasText: new RegExp(`^${name}$`) }) });
      await expect(line("Ann")).toContainText(w.ann);
      await expect(line("Ann")).toContainText(w.above);
      // The verdict follows the figures as the language joins two sentences
      // (a space in English, none after "。"), not with an empty text the
      // server wrote as a space (issue 49.9).
      await expect(line("Ann")).toContainText(`${w.ann}${lang === "en" ? " " : ""}${w.above}`);
      await expect(line("Di")).toContainText(w.tooFew);
      await page.getByText(w.how).click();
      await expect(page.getByText(w.test)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
