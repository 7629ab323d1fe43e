// Screenshots of a live table on a 360×800 phone (docs/screenshots): a Catan
// table made through the page's own route from a pad with a hostile name, a few
// entries, then the table's page as the host sees it (whole page, then its
// Finish panel), the read-only table view (the screen as a phone shows it) and
// the home page's join-by-code panel, in both languages and both themes.
// Usage: node scripts/live-screenshots.mjs BASE_URL [OUT_DIR]
import { mkdirSync } from "node:fs";
import { LANGS_AND_THEMES, launchChromium, phoneContext } from "./phone.mjs";

const [base, outDir = "docs/screenshots"] = process.argv.slice(2);
if (!base) {
  console.error("usage: node scripts/live-screenshots.mjs BASE_URL [OUT_DIR]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
for (const [lang, scheme] of LANGS_AND_THEMES) {
  const context = await phoneContext(browser, lang, scheme);
  const page = await context.newPage();
  await page.goto(base + "/catan/score?players=3");
  await page.locator("body[data-hydrated=true]").waitFor();
  const names = ["Ann", "<img src=x onerror=alert(1)>", ""];
  for (const [n, name] of names.entries()) await page.locator(".seat").nth(n).getByTestId("name").fill(name);
  await page.locator(".seat").nth(0).getByTestId("settlements").locator("input").fill("4");
  await page.locator(".seat").nth(1).getByTestId("cities").locator("input").fill("3");
  let file = `${outDir}/live-share-360-${lang}-${scheme}.png`;
  await page.getByTestId("share-live").scrollIntoViewIfNeeded();
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await page.getByTestId("share-live").click();
  await page.waitForURL(/\/t\//);
  await page.locator("body[data-hydrated=true]").waitFor();
  await page.getByTestId("live-host").waitFor();
  await page.waitForTimeout(500);
  file = `${outDir}/live-table-360-${lang}-${scheme}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  const shoot = async (locator, name) => {
    const path = `${outDir}/${name}-360-${lang}-${scheme}.png`;
    await locator.scrollIntoViewIfNeeded();
    await locator.screenshot({ path });
    console.log(path);
  };
  await shoot(page.locator("#save-play"), "live-finish");
  await page.goto(base + (await page.getByTestId("table-view-link").getAttribute("href")));
  await page.locator("body[data-hydrated=true]").waitFor();
  await page.waitForTimeout(500);
  file = `${outDir}/live-view-360-${lang}-${scheme}.png`;
  await page.screenshot({ path: file });
  console.log(file);
  await page.goto(base + "/");
  await shoot(page.locator(".join-table"), "home-join");
  await context.close();
}
await browser.close();
