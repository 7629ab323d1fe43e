// The theme switch in the footer: remembered, rendered by the server (no flash).
import { expect, test } from "./client";

test("a chosen theme overrides the system's and is remembered", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/gentes/setup?players=3&seed=THEME");
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();

  await page.getByTestId("theme-dark").click();
  await expect(page).toHaveURL(/\/gentes\/setup\?players=3&seed=THEME$/);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await background()).toBe("rgb(18, 17, 15)");
  await expect(page.getByTestId("theme-dark")).toHaveAttribute("aria-current", "true");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  // Light on a dark system, then back to following the system.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.getByTestId("theme-light").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await background()).toBe(light);
  await page.getByTestId("theme-system").click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.*/);
  expect(await background()).toBe("rgb(18, 17, 15)");
});
