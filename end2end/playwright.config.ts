import { defineConfig, devices } from "@playwright/test";

// Runs against a server that scripts/e2e.sh starts (BASE_URL), in Debian's Chromium:
// Playwright's own browser download cannot work on these machines.
const baseURL = process.env.BASE_URL ?? "http://127.0.0.1:3111";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
};

export default defineConfig({
  testDir: "./tests",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  // Service workers only where a test asks for them (offline.spec.ts): elsewhere each
  // test must see what the server sends.
  use: { baseURL, trace: "off", screenshot: "off", serviceWorkers: "block" },
  projects: [
    {
      // A phone held at the table, with the wasm hydrating the page.
      name: "phone",
      use: { ...devices["Pixel 5"], launchOptions: chromium },
      testIgnore: /\.nojs\.spec\.ts$/,
    },
    {
      // The same phone before (or without) JavaScript: server-rendered HTML only.
      name: "no-js",
      use: { ...devices["Pixel 5"], javaScriptEnabled: false, launchOptions: chromium },
      testMatch: /\.(nojs|both)\.spec\.ts$/,
    },
  ],
});
