// Setup pages: everything is a link or a GET form, so these run with JavaScript on
// (phone) and off (no-js) alike.
import { type Page } from "@playwright/test";
import { asClient, expect, test } from "./client";
import { GAMES, expectNoSidewaysScroll, hydrated } from "./helpers";

/** The setup as the page shows it, without the share panel (it repeats the address).
 * With JavaScript on, read once the islands are awake: the Citadels card's hint
 * changes when it can be held, and a page read half-way would differ. */
async function shownSetup(page: Page): Promise<string> {
  if (test.info().project.use.javaScriptEnabled !== false) await hydrated(page);
  return page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelector(".share")?.remove();
    return copy.innerText;
  });
}

/** Opens the folded panel of players, options and another seed (a link inside it
 * lands back in it, and the browser opens it again). */
async function openOptions(page: Page) {
  // After a link into the fold the browser opens it once the page has loaded:
  // wait for that, so a click does not close what the browser just opened.
  await page.waitForLoadState("load");
  const fold = page.getByTestId("options");
  if (!(await fold.getByTestId("players").isVisible())) await fold.locator("summary").click();
  await expect(fold.getByTestId("players")).toBeVisible();
}

function seedOf(url: string): string {
  return new URL(url).searchParams.get("seed") ?? "";
}

const PLAYERS: Record<string, number> = {
  "card-city": 3,
  "city-council": 4,
  citadels: 6,
  catan: 4,
  gentes: 3,
};

for (const game of GAMES) {
  test(`${game.en}: a seed gives the same setup on every load and in a shared link`, async ({ page, browser }) => {
    const path = `/${game.id}/setup?players=${PLAYERS[game.id]}&seed=TBG4242`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(`${game.en} setup`);
    const first = await shownSetup(page);
    expect(first).toContain(game.en);

    await page.reload();
    expect(await shownSetup(page)).toBe(first);

    // The share link, opened by another phone (a fresh browser context).
    const link = await page.getByTestId("share-link").inputValue();
    expect(link).toMatch(new RegExp(`^http://[^/]+/${game.id}/setup\\?players=${PLAYERS[game.id]}&seed=TBG4242$`));
    await expect(page.getByTestId("qr").locator("path")).toHaveAttribute("d", /^M\d/);
    const otherPhone = await browser.newContext(asClient({ viewport: { width: 360, height: 800 } }));
    const other = await otherPhone.newPage();
    await other.goto(link);
    expect(await shownSetup(other)).toBe(first);
    await otherPhone.close();

    // Typing the seed by hand, in lower case, reproduces it too.
    await page.goto(`/${game.id}/setup?players=${PLAYERS[game.id]}&seed=OTHER1`);
    await openOptions(page);
    await page.getByTestId("seed").fill("tbg4242");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/seed=tbg4242/);
    expect(await shownSetup(page)).toBe(first);
  });

  test(`${game.en}: New setup draws a new seed; the player picker keeps it`, async ({ page }) => {
    await page.goto(`/${game.id}/setup?players=${PLAYERS[game.id]}&seed=TBG4242`);
    await page.getByTestId("new-setup").click();
    await expect(page).not.toHaveURL(/seed=TBG4242/);
    const seed = seedOf(page.url());
    expect(seed).toMatch(/^[0-9A-Z]{7}$/);
    await expect(page.getByTestId("seed-code")).toHaveText(seed);
    await expect(page.getByTestId("seed")).toHaveValue(seed);

    await openOptions(page);
    const picker = page.getByTestId("players");
    const other = PLAYERS[game.id] === 3 ? "4" : "3";
    await picker.getByRole("link", { name: other, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`players=${other}&.*seed=${seed}#players$`));
    // The page comes back where the choice was made, the panel still open.
    await expect(picker).toBeInViewport();
    await expect(picker.getByRole("link", { name: other, exact: true })).toHaveAttribute("aria-current", "true");

    // The scorepad gets the table, Citadels' edition, and the setup's seed.
    const edition = game.id === "citadels" ? "&edition=classic" : "";
    await expect(page.getByTestId("score-link")).toHaveAttribute(
      "href",
      new RegExp(`^/${game.id}/score\\?players=${other}${edition}&seed=${seed}`),
    );
    await expect(page.getByTestId("checklist").locator("li").first()).toBeVisible();
  });

  test(`${game.en}: fits a 360-px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${game.id}/setup?players=${PLAYERS[game.id]}&seed=TBG4242`);
    await expectNoSidewaysScroll(page);
  });
}

test("a new setup changes what is on the table, not only the seed", async ({ page }) => {
  await page.goto("/catan/setup?players=4&seed=TBG4242");
  const before = await page.getByTestId("board").innerHTML();
  await page.getByTestId("new-setup").click();
  await expect(page).not.toHaveURL(/seed=TBG4242/);
  expect(await page.getByTestId("board").innerHTML()).not.toBe(before);
});

test("impossible input is explained and the controls stay", async ({ page }) => {
  await page.goto("/catan/setup?players=4&seed=AB%21");
  await expect(page.getByTestId("seed-error")).toContainText("letters A–Z and digits 0–9");
  await expect(page.getByTestId("players")).toBeVisible();
  await expect(page.getByTestId("new-setup")).toBeVisible();

  await page.goto("/card-city/setup?players=7&seed=AB");
  await expect(page.getByTestId("setup-problem")).toContainText("1–4 players");
  await page.getByTestId("players").getByRole("link", { name: "2", exact: true }).click();
  await expect(page.getByTestId("card-counts")).toBeVisible();

  await page.goto("/catan/setup?players=4&seed=AB&max_intersection_pips=6&max_terrain_cluster=1");
  await expect(page.getByTestId("setup-problem")).toContainText("10 is the tightest");

  await page.goto("/catan/setup?players=4&seed=AB&mode=hexagonal");
  await expect(page.getByTestId("setup-problem")).toContainText("(mode)");
  await page.getByRole("link", { name: "Start over" }).click();
  await expect(page.getByTestId("board")).toBeVisible();
});

test("Card City counts the deck and supply for the table", async ({ page }) => {
  await page.goto("/card-city/setup?players=2&seed=CITY");
  const rows = page.getByTestId("card-counts").locator("tbody tr");
  await expect(rows.nth(0)).toContainText("Residential1222");
  await expect(page.getByTestId("card-counts").locator("tfoot")).toContainText("4066");
  await expect(page.getByTestId("checklist")).toContainText("2 City Halls go back in the box");

  await page.goto("/card-city/setup?players=1&seed=CITY");
  await expect(page.getByTestId("checklist")).toContainText("Solo: each round draw 3 cards");
});

test("City Council shows the table for the player count", async ({ page }) => {
  await page.goto("/city-council/setup?players=4&seed=C0UNC1L");
  await expect(page.getByTestId("budget")).toContainText("$8");
  await expect(page.getByTestId("checklist")).toContainText("4 blue-collar and 2 white-collar");
});

test("Citadels: editions, presets, and the round helper", async ({ page }) => {
  await page.goto("/citadels/setup?players=5&seed=CROWN1");
  await expect(page.getByTestId("characters").locator("li")).toHaveCount(8);
  await expect(page.getByTestId("face-up").locator("li")).toHaveCount(1);
  await expect(page.getByTestId("steps")).toContainText("The rank-4 character is never shown face up");
  await expect(page.getByTestId("face-up")).not.toContainText("King");

  await page.getByTestId("next-round").click();
  await expect(page).toHaveURL(/round=2/);
  await expect(page.locator("#round-heading")).toHaveText("Round 2");
  await page.getByTestId("previous-round").click();
  await expect(page.locator("#round-heading")).toHaveText("Round 1");

  await openOptions(page);
  await page.getByTestId("edition").getByRole("link", { name: "2016" }).click();
  await expect(page.getByTestId("districts").locator("li")).toHaveCount(14);
  await page.getByTestId("roster").getByRole("link", { name: "First game" }).click();
  await expect(page).toHaveURL(/preset=first-game/);
  await expect(page.getByTestId("characters")).toContainText("Warlord");
  await expect(page.getByTestId("districts")).toContainText("Dragon Gate");

  // Two players draft: the steps say so.
  await openOptions(page);
  await page.getByTestId("players").getByRole("link", { name: "2", exact: true }).click();
  await expect(page.getByTestId("steps")).toContainText("each holds 2");
});

test("Catan: modes, balancing rules and the fairness report", async ({ page }) => {
  await page.goto("/catan/setup?players=4&seed=ISLE");
  await expect(page.getByTestId("board").locator("[data-terrain]")).toHaveCount(19);
  await expect(page.getByTestId("robber")).toHaveCount(1);
  await expect(page.getByTestId("harbors").locator("li")).toHaveCount(9);

  await openOptions(page);
  await page.getByTestId("mode").getByRole("link", { name: "Beginner" }).click();
  const first = page.getByTestId("hex-0--2");
  await expect(first).toHaveAttribute("data-terrain", "mountains");
  await expect(first).toHaveAttribute("data-number", "10");

  await page.getByTestId("mode").getByRole("link", { name: "Balanced" }).click();
  await page.getByText("Balancing rules").click();
  await page.getByTestId("no_adjacent_2_12").click();
  await expect(page).toHaveURL(/no_adjacent_2_12=0/);
  await page.getByText("How fair is this board?").click();
  await expect(page.getByTestId("report")).toContainText("not asked for");

  await openOptions(page);
  await page.getByTestId("players").getByRole("link", { name: "6", exact: true }).click();
  await expect(page.getByTestId("board").locator("[data-terrain]")).toHaveCount(30);
});

test("Catan: keep hexes by tapping them, then draw the rest again", async ({ page }) => {
  await page.goto("/catan/setup?players=4&seed=KEEP1");
  const hex = page.getByTestId("hex-1--1");
  const terrain = await hex.getAttribute("data-terrain");
  const number = await hex.getAttribute("data-number");
  await hex.click();
  await expect(page).toHaveURL(/keep=1,-1,/);
  await expect(page.getByTestId("hex-1--1")).toHaveAttribute("data-kept", "true");
  await expect(page.getByTestId("kept-count")).toHaveText("1 hex kept.");

  const before = await page.getByTestId("board").innerHTML();
  await page.getByTestId("new-setup").click();
  await expect(page).not.toHaveURL(/seed=KEEP1/);
  const kept = page.getByTestId("hex-1--1");
  await expect(kept).toHaveAttribute("data-kept", "true");
  await expect(kept).toHaveAttribute("data-terrain", terrain ?? "");
  if (number) await expect(kept).toHaveAttribute("data-number", number);
  expect(await page.getByTestId("board").innerHTML()).not.toBe(before);

  // Tapping it again lets it go.
  await kept.click();
  await expect(page).not.toHaveURL(/keep=/);
  await expect(page.getByTestId("hex-1--1")).not.toHaveAttribute("data-kept", "true");
});

test("Gentes: training order, draft order and the advanced lock", async ({ page }) => {
  await page.goto("/gentes/setup?players=3&seed=GENTES");
  await expect(page.getByTestId("training-order").locator("li")).toHaveCount(6);
  await expect(page.getByTestId("draft-order").locator("li")).toHaveCount(6);
  await openOptions(page);
  await page.getByTestId("lock-first-tax").click();
  await expect(page).toHaveURL(/lock_first_tax=1/);
  await expect(page.getByTestId("lock-first-tax")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("checklist")).toContainText("put a lock on the first Tax Collection space");
});

test.describe("in Traditional Chinese", () => {
  test.use({ locale: "zh-TW", extraHTTPHeaders: { "Accept-Language": "zh-TW,zh;q=0.9" } });

  test("setup pages and game terms are in Chinese", async ({ page }) => {
    await page.goto("/catan/setup?players=4&seed=ISLE");
    await expect(page.locator("h1")).toHaveText("卡坦島 設置");
    await expect(page.getByTestId("new-setup")).toHaveText("重新配置");
    await page.goto("/citadels/setup?players=4&seed=ISLE");
    await expect(page.getByTestId("characters")).toContainText("殺手");
    await page.goto("/card-city/setup?players=2&seed=ISLE");
    await expect(page.getByTestId("card-counts")).toContainText("住宅");
  });
});
