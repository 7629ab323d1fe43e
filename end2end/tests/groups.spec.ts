// Game nights remembered (issue 16): a game saved on one phone is in the group's
// history on another; a game saved offline waits on the phone and arrives once.
import { type Browser, type Page } from "@playwright/test";
import { asClient, expect, test } from "./client";
import { followLink, hydrated, watchConsole } from "./helpers";

async function gentesGame(page: Page, path = "/gentes/score?players=2") {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByTestId("new-game")).toBeEnabled();
  const seats = page.locator(".seat");
  await seats.nth(0).getByTestId("name").fill("Ann");
  await seats.nth(1).getByTestId("name").fill("<b>Bo</b>");
  await seats.nth(0).getByTestId("track").locator("input").fill("40");
  await seats.nth(1).getByTestId("track").locator("input").fill("31");
  await expect(page.getByTestId("winner")).toHaveText("Ann wins!");
}

/** New game (confirmed): the same players, nothing entered. */
async function newGame(page: Page) {
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByTestId("new-game").click();
  await expect(page.getByTestId("undo-notice")).toBeVisible();
}

/** The tracks of a Gentes game for two. */
async function tracks(page: Page, first: string, second: string) {
  const seats = page.locator(".seat");
  await seats.nth(0).getByTestId("track").locator("input").fill(first);
  await seats.nth(1).getByTestId("track").locator("input").fill(second);
}

async function phone(browser: Browser) {
  const context = await browser.newContext(asClient({ ...test.info().project.use, serviceWorkers: "block" }));
  return { context, page: await context.newPage() };
}

test("A game saved on one phone is in the group's history on another", async ({ page, browser }) => {
  const problems = watchConsole(page);
  await gentesGame(page);
  const save = page.locator("#save-play");
  await expect(save).toBeVisible();
  // No group yet: the phone makes one.
  await expect(save.getByTestId("save-group")).toHaveValue("");
  await save.getByTestId("save-group-name").fill("Friday <i>club</i>");
  await save.getByTestId("save-play").click();
  await expect(save.getByTestId("save-status")).toContainText("Saved to the group.");
  const link = save.getByTestId("saved-link");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/g\/[0-9a-z]{26}\/p\/[0-9a-f-]{36}$/);

  // Another phone opens the group's link.
  const other = await phone(browser);
  await other.page.goto(href!.split("/p/")[0]);
  await expect(other.page.getByTestId("group-name")).toHaveText("Friday <i>club</i>");
  const plays = other.page.getByTestId("play");
  await expect(plays).toHaveCount(1);
  await expect(plays.first()).toContainText("Gentes");
  await expect(plays.first()).toContainText("★ Ann 40");
  await expect(plays.first()).toContainText("<b>Bo</b> 31");
  // The second phone now remembers the group on its home page.
  await other.page.goto("/");
  await expect(other.page.getByTestId("my-groups").getByRole("link")).toHaveText("Friday <i>club</i>");
  await other.context.close();

  // Saved again unchanged: the same play, not a second one; the first phone
  // offers the group it made.
  await save.getByTestId("save-play").click();
  await expect(save.getByTestId("save-status")).toContainText("Saved to the group.");
  await expect(save.getByTestId("save-group")).not.toHaveValue("");
  await page.goto(href!.split("/p/")[0]);
  await expect(page.getByTestId("play")).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("A game saved, corrected and saved again is one play, also after a reload; a new game is another", async ({ page }) => {
  const problems = watchConsole(page);
  await gentesGame(page);
  const save = page.locator("#save-play");
  const status = save.getByTestId("save-status");
  const playPage = await saveGame(page);
  const group = playPage.split("/p/")[0];

  // A typo fixed: the status says the group has the old scores until saved again.
  await tracks(page, "41", "31");
  await expect(status).toHaveText(
    "Changed since it was saved: save again to update the same game in the group.",
  );
  expect(await saveGame(page)).toBe(playPage);
  await page.goto(group);
  await expect(page.getByTestId("play")).toHaveCount(1);
  await expect(page.getByTestId("play").first()).toContainText("★ Ann 41");

  // Another day: the finished game brought back on the pad and corrected again.
  await page.goto("/gentes/score?players=2");
  await hydrated(page);
  await tracks(page, "42", "31");
  await expect(status).toContainText("Changed since it was saved");
  expect(await saveGame(page)).toBe(playPage);
  await page.goto(group);
  await expect(page.getByTestId("play")).toHaveCount(1);
  await expect(page.getByTestId("play").first()).toContainText("★ Ann 42");

  // A new game is a play of its own; Undo of another New game brings it back,
  // and its save still replaces its own play.
  await page.goto("/gentes/score?players=2");
  await hydrated(page);
  await newGame(page);
  await tracks(page, "20", "30");
  const second = await saveGame(page);
  expect(second).not.toBe(playPage);
  await newGame(page);
  await page.getByTestId("undo").click();
  await expect(page.locator(".seat").nth(0).getByTestId("track").locator("input")).toHaveValue("20");
  expect(await saveGame(page)).toBe(second);
  await page.goto(group);
  await expect(page.getByTestId("play")).toHaveCount(2);
  expect(problems).toEqual([]);
});

test("Offline, a saved game waits on the phone and is sent once when the network returns", async ({ page, context }) => {
  await gentesGame(page);
  const save = page.locator("#save-play");
  await save.getByTestId("save-play").click();
  await expect(save.getByTestId("save-status")).toContainText("Saved to the group.");
  const group = (await save.getByTestId("saved-link").getAttribute("href"))!.split("/p/")[0];

  // A second game, saved with the network gone.
  await newGame(page);
  await tracks(page, "40", "45");
  await expect(page.getByTestId("winner")).toContainText("Bo");
  await context.setOffline(true);
  await save.getByTestId("save-play").click();
  await expect(save.getByTestId("save-status")).toHaveText(
    "Saved on this phone, not yet sent: it is sent when the network is back.",
  );
  const waiting = await page.evaluate(() => JSON.parse(localStorage.getItem("tableside:outbox")!).length);
  expect(waiting).toBe(1);
  // Pressed again while offline: still one play waiting.
  await save.getByTestId("save-play").click();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("tableside:outbox")!).length)).toBe(1);

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(save.getByTestId("save-status")).toContainText("Saved to the group.");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("tableside:outbox")!).length)).toBe(0);
  await page.goto(group);
  await expect(page.getByTestId("play")).toHaveCount(2);
  await expect(page.getByTestId("play").first()).toContainText("★ <b>Bo</b> 45");
});

test("The save form in Chinese, and a pad with nothing to save yet", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "zh-TW", url: baseURL! }]);
  await page.goto("/gentes/score?players=2");
  await hydrated(page);
  const save = page.locator("#save-play");
  await expect(save.getByRole("heading")).toHaveText("存到群組");
  await save.getByTestId("save-play").click();
  await expect(save.getByTestId("save-status")).toHaveText("還沒有可以儲存的結果：請先輸入分數。");
});

test("An unknown group link is the same 404 as a malformed one", async ({ page }) => {
  for (const token of ["0".repeat(26), "nonsense"]) {
    for (const path of [`/g/${token}`, `/g/${token}/stats`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    }
  }
});

test("The group's statistics: each player's games, wins and rival, and a chart with its table", async ({ page }) => {
  await gentesGame(page);
  const save = page.locator("#save-play");
  await save.getByTestId("save-play").click();
  await expect(save.getByTestId("saved-link")).toBeVisible();
  const group = (await save.getByTestId("saved-link").getAttribute("href"))!.split("/p/")[0];
  // A second game that Bo wins.
  await newGame(page);
  await tracks(page, "40", "45");
  await save.getByTestId("save-play").click();
  await expect(save.getByTestId("save-status")).toContainText("Saved to the group.");

  await page.goto(group);
  await page.getByTestId("stats-link").click();
  await expect(page).toHaveURL(/\/stats$/);
  const rows = page.getByTestId("person-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveText(/^<b>Bo<\/b>\s*2\s*1\s*50%\s*Ann$/);
  await expect(rows.nth(1)).toHaveText(/^Ann\s*2\s*1\s*50%\s*<b>Bo<\/b>$/);
  const gentes = page.getByTestId("game-stats-gentes");
  await expect(gentes).toContainText("Games: 2 · average winning score: 42.5");
  // Two charts (final scores, games per month), each named for screen readers.
  await expect(gentes.locator("svg[role=img]")).toHaveCount(2);
  for (const chart of await gentes.locator("svg[role=img]").all()) await expect(chart).toHaveAttribute("aria-label", /Gentes/);
  await expect(gentes.locator("table").last()).toContainText("2");
  // Ann (seat 1) won the first game, Bo (seat 2) the second.
  await expect(gentes.getByTestId("by-seat").locator("tbody tr")).toHaveText([/^1\s*2\s*1\s*50%$/, /^2\s*2\s*1\s*50%$/]);
  await expect(gentes.getByTestId("distribution").locator("tbody tr")).toHaveText([/^31\s*1$/, /^40\s*2$/, /^45\s*1$/]);
});

/** Saves the pad on screen to the group it offers (a new one the first time); the play's page. */
async function saveGame(page: Page): Promise<string> {
  const save = page.locator("#save-play");
  await save.getByTestId("save-play").click();
  await expect(save.getByTestId("save-status")).toContainText("Saved to the group.");
  return (await save.getByTestId("saved-link").getAttribute("href"))!;
}

test("A saved game opened in full, its details edited, deleted and brought back", async ({ page }) => {
  const problems = watchConsole(page);
  await gentesGame(page);
  const playPage = await saveGame(page);
  const group = playPage.split("/p/")[0];
  await page.goto(group);
  await page.getByTestId("open-play").click();
  await expect(page).toHaveURL(new RegExp(`${playPage}$`));
  await expect(page.getByTestId("play-heading")).toContainText("Gentes");
  // The result again, from the stored scores: winner, ranking and each "why".
  const result = page.getByTestId("play-result");
  await expect(result.getByTestId("winner")).toHaveText("Ann wins!");
  await expect(result.getByTestId("total")).toHaveText(["40", "31"]);

  const edit = page.getByTestId("edit-play");
  await edit.getByLabel("Place (optional)").fill("Bo's <i>flat</i>");
  await edit.getByLabel("Duration in minutes (optional)").fill("95");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("said")).toHaveText("Changes saved.");
  await expect(page.locator(".facts")).toContainText("Bo's <i>flat</i>");
  await expect(page.locator(".facts")).toContainText("95 min");
  // An impossible duration is refused and said; nothing changes.
  await edit.getByLabel("Duration in minutes (optional)").evaluate((input: HTMLInputElement) => input.removeAttribute("max"));
  await edit.getByLabel("Duration in minutes (optional)").fill("100000");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("said")).toContainText("Not saved");
  await expect(page.locator(".facts")).toContainText("95 min");

  await page.getByTestId("delete-play").click();
  await expect(page).toHaveURL(/\/g\/[0-9a-z]{26}\?deleted=/);
  await expect(page.getByTestId("deleted")).toContainText("The game is deleted.");
  await expect(page.getByTestId("play")).toHaveCount(0);
  await page.getByTestId("undo-delete").click();
  await expect(page.getByTestId("said")).toHaveText("The game is back.");
  await page.goto(group);
  await expect(page.getByTestId("play")).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("A saved game's scores edited on the scorepad replace it; the game being scored comes back", async ({ page }) => {
  const problems = watchConsole(page);
  await gentesGame(page);
  const playPage = await saveGame(page);
  const group = playPage.split("/p/")[0];
  // Another game on the pad meanwhile.
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByTestId("new-game").click();
  await page.locator(".seat").nth(0).getByTestId("name").fill("Cy");
  await page.locator(".seat").nth(0).getByTestId("track").locator("input").fill("12");
  await expect(page.getByTestId("winner")).toHaveText("Cy wins!");

  await page.goto(playPage);
  await page.getByTestId("edit-scores").click();
  await expect(page).toHaveURL(/\/gentes\/score\?players=2$/);
  await hydrated(page);
  const seats = page.locator(".seat");
  await expect(seats.nth(0).getByTestId("name")).toHaveValue("Ann");
  await expect(seats.nth(1).getByTestId("track").locator("input")).toHaveValue("31");
  const save = page.locator("#save-play");
  await expect(save.getByTestId("editing-notice")).toBeVisible();
  await expect(save.getByTestId("save-group")).toBeDisabled();
  await seats.nth(1).getByTestId("track").locator("input").fill("48");
  await expect(page.getByTestId("winner")).toHaveText("<b>Bo</b> wins!");
  await save.getByTestId("save-play").click();
  await expect(save.getByTestId("save-status")).toContainText("Saved to the group.");
  expect(await save.getByTestId("saved-link").getAttribute("href")).toBe(playPage);
  await expect(save.getByTestId("editing-notice")).toBeHidden();

  // The same play, now with the new scores; still one game in the history.
  await page.goto(playPage);
  await expect(page.getByTestId("play-result").getByTestId("winner")).toHaveText("<b>Bo</b> wins!");
  await page.goto(group);
  await expect(page.getByTestId("play")).toHaveCount(1);

  // The game that was on the pad before is brought back.
  await page.goto("/gentes/score?players=2");
  await hydrated(page);
  await page.locator("#save-play").getByTestId("restore-game").click();
  await expect(page.locator(".seat").nth(0).getByTestId("name")).toHaveValue("Cy");
  await expect(page.locator("#save-play").getByTestId("restore-game")).toBeHidden();
  expect(problems).toEqual([]);
});

test("A new game on the pad ends editing a saved game: saving it makes a play of its own", async ({ page }) => {
  const problems = watchConsole(page);
  await gentesGame(page);
  const playPage = await saveGame(page);
  const group = playPage.split("/p/")[0];
  const save = page.locator("#save-play");
  const editAgain = async () => {
    await page.goto(playPage);
    await followLink(page, page.getByTestId("edit-scores"));
    await expect(save.getByTestId("editing-notice")).toBeVisible();
  };

  // New game, tapped while editing: the notice goes, the group can be chosen.
  await editAgain();
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByTestId("new-game").click();
  await expect(save.getByTestId("editing-notice")).toBeHidden();
  await expect(save.getByTestId("save-group")).toBeEnabled();

  // A setup's "Score this game" while editing: the pad opens a new game for
  // that setup, and saving it adds a second play.
  await editAgain();
  await page.goto("/gentes/setup?players=2&seed=EDITNEW7");
  await followLink(page, page.getByTestId("score-link"));
  await expect(save.getByTestId("editing-notice")).toBeHidden();
  const seats = page.locator(".seat");
  await seats.nth(0).getByTestId("track").locator("input").fill("22");
  await seats.nth(1).getByTestId("track").locator("input").fill("35");
  await expect(page.getByTestId("winner")).toHaveText("<b>Bo</b> wins!");
  await save.getByTestId("save-group").selectOption({ index: 1 });
  const second = await saveGame(page);
  expect(second).not.toBe(playPage);
  await page.goto(group);
  await expect(page.getByTestId("play")).toHaveCount(2);
  // The first play is as it was saved.
  await page.goto(playPage);
  await expect(page.getByTestId("play-result").getByTestId("winner")).toHaveText("Ann wins!");
  expect(problems).toEqual([]);
});

test("A saved game edited in another tab and put back there: this tab's save still replaces its own game", async ({ page, context }) => {
  const problems = watchConsole(page);
  await gentesGame(page);
  const edited = await saveGame(page);
  const group = edited.split("/p/")[0];
  await newGame(page);
  await tracks(page, "22", "35");
  const save = page.locator("#save-play");
  await save.getByTestId("save-group").selectOption({ index: 1 });
  const ours = await saveGame(page);
  expect(ours).not.toBe(edited);

  // Another tab opens the first game's scores and puts this tab's game back,
  // and is gone before its scorepad runs again (its wasm refused from then on).
  const other = await context.newPage();
  await other.goto(edited);
  await followLink(other, other.getByTestId("edit-scores"));
  await expect(other.locator("#save-play").getByTestId("editing-notice")).toBeVisible();
  await other.route(/\.wasm$/, (route) => route.abort());
  await other.locator("#save-play").getByTestId("restore-game").click();
  await other.waitForLoadState("domcontentloaded");
  await other.close();

  // Saved again here without a change: the same play, the other one untouched.
  expect(await saveGame(page)).toBe(ours);
  await page.goto(group);
  await expect(page.getByTestId("play")).toHaveCount(2);
  await page.goto(edited);
  await expect(page.getByTestId("play-result").getByTestId("winner")).toHaveText("Ann wins!");
  expect(problems).toEqual([]);
});

/** One person of the people page, by their exact name. */
function person(page: Page, name: string) {
  return page.getByTestId("person").filter({ has: page.getByTestId("person-name").getByText(name, { exact: true }) });
}

test("People renamed and merged everywhere; the links shown, and made anew", async ({ page, browser }) => {
  await gentesGame(page);
  const group = (await saveGame(page)).split("/p/")[0];
  // A second game where Ann was typed as "Annie".
  await newGame(page);
  await tracks(page, "40", "31");
  await page.locator(".seat").nth(0).getByTestId("name").fill("Annie");
  await expect(page.getByTestId("winner")).toHaveText("Annie wins!");
  await saveGame(page);

  await page.goto(`${group}/manage`);
  const people = page.getByTestId("person-name");
  await expect(people).toHaveText(["<b>Bo</b>", "Ann", "Annie"]);
  // Annie and Bo sat at one table: they cannot be one person.
  const annie = person(page, "Annie");
  await annie.locator("summary").click();
  await annie.getByTestId("merge-person").getByRole("combobox").fill("<b>Bo</b>");
  await annie.getByTestId("merge-person").getByRole("button").click();
  await page.getByTestId("confirm-merge").click();
  await expect(page.getByTestId("said")).toContainText("Not merged");
  // Annie was Ann.
  const again = person(page, "Annie");
  await again.locator("summary").click();
  await again.getByTestId("merge-person").getByRole("combobox").fill("Ann");
  await again.getByTestId("merge-person").getByRole("button").click();
  await page.getByTestId("confirm-merge").click();
  await expect(page.getByTestId("said")).toContainText("Merged");
  await expect(people).toHaveText(["<b>Bo</b>", "Ann"]);
  // Renamed everywhere; a name already someone's is refused.
  const bo = person(page, "<b>Bo</b>");
  await bo.locator("summary").click();
  await bo.getByTestId("rename-person").getByRole("textbox").fill("Bo");
  await bo.getByTestId("rename-person").getByRole("button").click();
  await expect(page.getByTestId("said")).toHaveText("Renamed in every game.");
  const bo2 = person(page, "Bo");
  await bo2.locator("summary").click();
  await bo2.getByTestId("rename-person").getByRole("textbox").fill("ANN");
  await bo2.getByTestId("rename-person").getByRole("button").click();
  await expect(page.getByTestId("said")).toContainText("that name is someone else's");
  await page.goto(group);
  await expect(page.getByTestId("play").first()).toContainText("Bo 31");
  // The player filter: Ann played both games.
  await page.getByTestId("player-filter").fill("Ann");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("play")).toHaveCount(2);

  // The read-only link is shown to the write link, and shows without changing.
  await page.goto(`${group}/manage`);
  const readLink = (await page.getByTestId("read-link").inputValue())!;
  expect(readLink).toMatch(/\/g\/[0-9a-z]{26}$/);
  const other = await phone(browser);
  await other.page.goto(readLink);
  await expect(other.page.getByTestId("play")).toHaveCount(2);
  await expect(other.page.getByText("This link shows the history; it cannot add or change games.")).toBeVisible();
  // A new read-only link: the old one stops working.
  await page.getByTestId("rotate-read").click();
  await page.getByTestId("confirm-new-link").click();
  await expect(page.getByTestId("said")).toContainText("A new read-only link");
  expect(await page.getByTestId("read-link").inputValue()).not.toBe(readLink);
  // The old one says it was replaced (issue 49.6), not that it never was.
  expect((await other.page.goto(readLink))?.status()).toBe(410);
  await expect(other.page.getByTestId("link-replaced")).toBeVisible();
  await other.context.close();
  // A new write link: this page moves to it, the old one stops working, and the
  // phone's own list of groups follows.
  await page.getByTestId("rotate-write").click();
  await page.getByTestId("confirm-new-link").click();
  await expect(page.getByTestId("said")).toContainText("This is the group's new link");
  const newGroup = new URL(page.url()).pathname.replace(/\/manage$/, "");
  expect(newGroup).not.toBe(group);
  // device.js (deferred) takes the old link's note out of the address once it has run.
  await expect.poll(() => new URL(page.url()).hash).toBe("");
  expect((await page.goto(group))?.status()).toBe(410);
  await page.goto("/");
  const mine = await page.getByTestId("my-groups").getByRole("link").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(mine).toContain(newGroup);
  expect(mine).not.toContain(group);
});
