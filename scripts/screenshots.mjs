// Screenshots of pages at phone size, light and dark, English and Chinese.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 out-dir /path [/path...]
// FULL_PAGE=1 takes the whole page; OPEN_DETAILS=1 opens every <details> first.
// Resolves Playwright from end2end/node_modules; uses Debian's Chromium.
import { mkdirSync } from "node:fs";
import { launchChromium, phoneContext } from "./phone.mjs";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("usage: node scripts/screenshots.mjs BASE_URL OUT_DIR PATH...");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
for (const colorScheme of ["light", "dark"]) {
  for (const lang of ["en", "zh-TW"]) {
    const context = await phoneContext(browser, lang, colorScheme, 2);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path);
      await page.locator("body[data-hydrated]").waitFor({ timeout: 10000 }).catch(() => {});
      if (process.env.OPEN_DETAILS === "1") {
        await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
      }
      const name = (path === "/" ? "home" : path.replace(/^\//, "").replace(/[/?&=]/g, "_")) || "home";
      const file = `${outDir}/${name}-${lang}-${colorScheme}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === "1" });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
