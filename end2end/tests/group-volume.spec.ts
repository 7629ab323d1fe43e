// How much a group keeps (issue 61.3): on a server whose host allows a group
// one game, the scorepad's second save is refused in the page's language, and
// the game stays on the phone, entered as it was.
import { type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./client";
import { freePort, hydrated, startServer } from "./helpers";

const FULL = {
  en: "Not saved: the group keeps as many games as this server allows one group.",
  "zh-TW": "沒有儲存：這個群組保存的對局已達本伺服器的上限。",
} as const;

async function tracks(page: Page, first: string, second: string) {
  const seats = page.locator(".seat");
  await seats.nth(0).getByTestId("track").locator("input").fill(first);
  await seats.nth(1).getByTestId("track").locator("input").fill(second);
}

for (const language of ["en", "zh-TW"] as const) {
  test.describe(language, () => {
    test.use({ locale: language, extraHTTPHeaders: { "Accept-Language": language } });

    test("a full group's save is refused in the page's language and the game stays on the phone", async ({ page }) => {
      test.skip(!process.env.E2E_SERVER_BIN, "scripts/e2e.sh names the server binary");
      test.slow();
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), "tableside-e2e-full-"));
      // The host lets a group keep one game.
      const server = await startServer(port, dataDir, { TABLESIDE_MAX_GROUP_PLAYS: "1" });
      try {
        await page.goto(`${origin}/gentes/score?players=2`);
        await hydrated(page);
        const seats = page.locator(".seat");
        await seats.nth(0).getByTestId("name").fill("Ann");
        await seats.nth(1).getByTestId("name").fill("Bo");
        await tracks(page, "40", "31");
        const save = page.locator("#save-play");
        await save.getByTestId("save-group-name").fill("Full");
        await save.getByTestId("save-play").click();
        await expect(save.getByTestId("saved-link")).toBeVisible();

        // The next game, to the same group: refused, said in full.
        page.once("dialog", (dialog) => dialog.accept());
        await page.getByTestId("new-game").click();
        await tracks(page, "28", "35");
        await expect(save.getByTestId("save-group")).not.toHaveValue("");
        await save.getByTestId("save-play").click();
        await expect(save.getByTestId("save-status")).toContainText(FULL[language]);

        // The game is still entered on the phone.
        await page.reload();
        await hydrated(page);
        await expect(seats.nth(1).getByTestId("track").locator("input")).toHaveValue("35");
      } finally {
        server.kill("SIGTERM");
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
