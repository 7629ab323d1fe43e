// Game night, third pass (issue 49): what a table still tripped over, each in
// English and Traditional Chinese.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, watchConsole } from "./helpers";

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

