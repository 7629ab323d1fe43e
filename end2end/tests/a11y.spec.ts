// Accessibility: axe-core on every page, in both languages and both themes, with no
// serious or critical violation and no landmark named twice. New pages join by being added to PAGES.
import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./client";
import { GAMES, deckCard, hydrated, tapDistricts } from "./helpers";

const PAGES = [
  "/",
  ...GAMES.map((game) => `/${game.id}/setup?players=4&seed=AXE4242`),
  ...GAMES.map((game) => `/${game.id}/score?players=3`),
  "/catan/dice?players=4&seed=AXE4242",
  "/offline",
  "/no-such-page",
];

const LANGUAGES = ["en", "zh-TW"];
// Light as the system has it; dark as chosen in the footer (the cookie's rules).
const THEMES = [
  { name: "light", system: "light" as const, cookie: null },
  { name: "dark", system: "light" as const, cookie: "dark" },
];

/**
 * A group with games in it: an unfinished Catan game, a finished one, and a
 * Citadels game, so the history, statistics, a person's page (its "By game"
 * table), the links page and a game's page all hold data.
 */
async function groupPages(page: Page): Promise<string[]> {
  const group = await (await page.request.post("/api/v1/groups", { data: { name: "Axe <night>" } })).json();
  const plays = [
    {
      game: "catan",
      score: { players: [{ name: "Ann", settlements: 3, cities: 2 }, { name: "Bo", settlements: 4 }, { name: "Cy", settlements: 2 }] },
      // A game's dice: its page and the statistics' "our dice" show them.
      rolls: [6, 8, 7, 5, 9, 10, 4, 7, 6, 8, 11, 3, 7, 9, 5, 6, 8, 12, 7, 2],
    },
    { game: "catan", score: { players: [{ name: "Ann", settlements: 2, cities: 4 }, { name: "Bo", settlements: 4, cities: 1 }, { name: "Cy", settlements: 2 }] } },
    {
      game: "citadels",
      score: {
        edition: "classic",
        players: [
          { name: "Ann", districts: ["Manor", "Temple", "Keep"].map((name) => ({ name })) },
          { name: "Bo", districts: ["Palace", "Tavern"].map((name) => ({ name })) },
          { name: "Cy", districts: [{ name: "Market" }] },
        ],
      },
    },
  ];
  const ids = plays.map((_, n) => `6f1c2d3e-4a5b-4c6d-8e7f-01234567890${n}`);
  for (const [n, play] of plays.entries()) {
    const saved = await page.request.put(`/api/v1/groups/${group.token}/plays/${ids[n]}`, {
      data: { ...play, played_at: `2026-11-2${n + 1}T20:15:00+08:00`, place: "Ann's" },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  const table = await (
    await page.request.post("/api/v1/tables", { data: { game: "catan", players: ["Ann", "Bo", "Cy"] } })
  ).json();
  return [
    `/t/${table.code}`,
    `/t/${table.code}/dice`,
    `/g/${group.token}`,
    `/g/${group.token}/stats`,
    `/g/${group.token}/person?name=Ann`,
    `/g/${group.token}/manage`,
    ...ids.map((id) => `/g/${group.token}/p/${id}`),
  ];
}

/** A scorepad mid-entry, with one value it refuses: messages must be readable too. */
async function fillSomeScores(page: Page) {
  const inputs = page.locator(".seat .entry input");
  if ((await inputs.count()) === 0) return;
  await hydrated(page);
  await page.locator(".seat").nth(0).locator(".entry input").first().fill("3");
  await page.locator(".seat").nth(1).locator(".entry input").first().fill("x");
  await expect(page.locator(".entry--bad")).toHaveCount(1);
  // Citadels cities holding cards: a district and the flag it brings, and
  // districts in a second city (the deck marks what each city holds).
  const haunted = deckCard(page.locator(".seat").nth(0), "Haunted City");
  if ((await haunted.count()) > 0) {
    await haunted.click();
    await expect(page.getByLabel("Built in the last round").or(page.getByLabel("最後一輪建造"))).toHaveCount(1);
    await tapDistricts(page.locator(".seat").nth(0), ["Manor", "Temple", "Keep"]);
    await tapDistricts(page.locator(".seat").nth(2), ["Palace", "Tavern", "Market"]);
  }
}

for (const lang of LANGUAGES) {
  for (const theme of THEMES) {
    test(`axe: every page in ${lang}, ${theme.name}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      const cookies = [{ name: "lang", value: lang, url: baseURL! }];
      if (theme.cookie) cookies.push({ name: "theme", value: theme.cookie, url: baseURL! });
      await context.addCookies(cookies);
      await page.emulateMedia({ colorScheme: theme.system });
      const found: string[] = [];
      for (const path of [...PAGES, ...(await groupPages(page))]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        if (path.endsWith("/score?players=3")) await fillSomeScores(page);
        // A dice panel is drawn on the phone: judged once it is there (or, on
        // a phone whose scorepad holds another game, what it says instead).
        if (path.includes("/dice")) await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        for (const violation of results.violations) {
          // Issue 62.15: landmarks named twice are reported too, though axe
          // calls them moderate: a screen reader's list of regions is how a
          // phone's user finds a section.
          const reported = violation.impact === "serious" || violation.impact === "critical" || violation.id === "landmark-unique";
          if (!reported) continue;
          const where = violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(" | ");
          found.push(`${path}: ${violation.id} (${violation.impact}) ${violation.help} at ${where}`);
        }
      }
      expect(found, found.join("\n")).toEqual([]);
    });
  }
}
