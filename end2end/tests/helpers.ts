import { expect, type Locator, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export const GAMES = [
  { id: "card-city", en: "Card City", zh: "小卡之城" },
  { id: "city-council", en: "City Council", zh: "市議會" },
  { id: "citadels", en: "Citadels", zh: "富饒之城" },
  { id: "catan", en: "Catan", zh: "卡坦島" },
  { id: "gentes", en: "Gentes", zh: "氏族" },
];

/** Collects console errors and warnings (hydration mismatches are reported there). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    // The suite blocks service workers outside offline.spec.ts; that is not the page's doing.
    if (message.text().startsWith("Service Worker registration blocked by Playwright")) return;
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()} @ ${message.location().url}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Waits until the page's scripts have run. A page with a scorepad (the one
 * island) loads the wasm, which marks <body> once hydrated; any other page loads
 * none and is ready once /device.js has wired its buttons (it marks <html>).
 */
export async function hydrated(page: Page) {
  if ((await page.locator("leptos-island").count()) > 0) {
    await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  } else {
    await expect(page.locator("html")).toHaveAttribute("data-buttons", "ready");
  }
}

/**
 * Follows a link to another page and waits until that page's scripts have
 * run: waiting for `hydrated` alone right after a click can see the page
 * being left (hydrated too) and type into the next one before it responds.
 */
export async function followLink(page: Page, link: Locator) {
  const from = page.url();
  await link.click();
  await page.waitForURL((url) => url.href !== from);
  await hydrated(page);
}

/** The page is no wider than the screen: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A card of a Citadels seat's deck, by the district's English name (its value). */
export function deckCard(seat: Locator, district: string): Locator {
  return seat.getByTestId("deck").locator(`button[value="${district}"]`);
}

/** Builds districts in a Citadels seat's city from its deck: one tap each. */
export async function tapDistricts(seat: Locator, districts: string[]) {
  for (const district of districts) await deckCard(seat, district).click();
}

/**
 * Catan: each seat's settlements left blank get the two every player starts
 * with. A blank counts as 0 (a player who made cities of both has none), so a
 * game typed as if blank were 2 types them first.
 */
export async function startingSettlements(page: Page) {
  for (const input of await page.locator('.seat [data-testid="settlements"] input').all()) {
    if ((await input.inputValue()) === "") await input.fill("2");
  }
}

/** A port no one listens on, for a server of the test's own. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A server of the test's own from the suite's build (scripts/e2e.sh names it
 * in E2E_SERVER_BIN), on `port`, keeping its data in `dataDir`, with the host
 * settings in `settings`; resolves once it answers.
 */
export async function startServer(
  port: number,
  dataDir: string,
  settings: Record<string, string> = {},
): Promise<ChildProcess> {
  const server = spawn(process.env.E2E_SERVER_BIN!, [], {
    env: {
      ...process.env,
      ...settings,
      TABLESIDE_DATA_DIR: dataDir,
      LEPTOS_SITE_ADDR: `127.0.0.1:${port}`,
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("the server did not start");
}
