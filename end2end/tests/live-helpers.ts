// Phones at a live table, for live.spec.ts and live-game.spec.ts.
import { type Browser, type Locator, type Page } from "@playwright/test";
import { asClient, expect, test } from "./client";
import { hydrated, watchConsole, startingSettlements } from "./helpers";

export const LIVE = "Live: every entry is on the table.";
/** What the host's phone says on the table it just made: it sits at the first seat. */
export const HOST_SEATED = "This phone sits at the first seat. If that is not yours, choose your seat below.";

export function seat(page: Page, n: number): Locator {
  return page.locator(".live-pad .seat").nth(n);
}

export async function fill(page: Page, n: number, field: string, value: string) {
  await seat(page, n).getByTestId(field).locator("input").fill(value);
}

/**
 * Takes seat `n` on this phone and waits until the table has given it (the
 * phone keeps the seat once the server said yes): a lock the host sets after
 * that keeps this phone at its seat; one set before would refuse the seat.
 */
export async function takeSeat(page: Page, n: number) {
  await page.getByTestId("live-seat").selectOption(String(n));
  const key = await page.evaluate(
    () => `tableside:live:${(document.querySelector("[data-code]") as HTMLElement).dataset.code}`,
  );
  await expect
    .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").seat, key))
    .toBe(n);
}

/** The ranking as "name total", best first. */
export async function totals(page: Page): Promise<string[]> {
  return page.getByTestId("rank-row").evaluateAll((rows) =>
    rows.map((row) => {
      const name = row.querySelector(".ranking__name")!.textContent!.replace("★ ", "");
      return `${name} ${row.querySelector(".ranking__total")!.textContent}`;
    }),
  );
}

/** A phone of its own (a browser context), with its console watched. */
export async function phone(browser: Browser) {
  const context = await browser.newContext(asClient({ ...test.info().project.use }));
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

/**
 * The host fills in a Catan pad's names (and whatever `prepare` types) and
 * shares it; returns the table's address.
 */
export async function share(
  page: Page,
  origin: string,
  names: string[],
  prepare: (page: Page) => Promise<void> = async () => {},
  seated: string = HOST_SEATED,
): Promise<string> {
  await page.goto(`${origin}/catan/score?players=${names.length}`);
  await hydrated(page);
  for (const [n, name] of names.entries()) await page.locator(".seat").nth(n).getByTestId("name").fill(name);
  await startingSettlements(page);
  await prepare(page);
  await page.getByTestId("share-live").click();
  await page.waitForURL(/\/t\/[0-9A-Z]{8}$/);
  await hydrated(page);
  await expect(page.getByTestId("live-status")).toHaveText(seated);
  await expect(page.getByTestId("live-seat")).toHaveValue("0");
  return page.url();
}
