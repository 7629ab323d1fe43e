// A phone in headless Chromium for the screenshot scripts: Debian's Chromium
// driven by Playwright from end2end/node_modules, a 360×800 touch screen.
import { createRequire } from "node:module";

const require = createRequire(new URL("../end2end/package.json", import.meta.url));
const { chromium } = require("@playwright/test");

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** Every page is looked at in both languages and both themes. */
export const LANGS_AND_THEMES = [
  ["en", "light"],
  ["en", "dark"],
  ["zh-TW", "light"],
  ["zh-TW", "dark"],
];

/** A 360×800 phone in `lang` (en, zh-TW) and `colorScheme` (light, dark). */
export function phoneContext(browser, lang, colorScheme, deviceScaleFactor = 1) {
  return browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    colorScheme,
    locale: lang,
    extraHTTPHeaders: { "Accept-Language": lang },
  });
}
