// Without JavaScript the language links go through the server and come back.
import { expect, test } from "./client";

test("the language link switches, remembers and returns to the same page", async ({ page, context }) => {
  await page.goto("/gentes/score");
  await expect(page.locator("h1")).toHaveText("Gentes scorepad");

  await page.getByRole("link", { name: "繁體中文" }).click();
  await expect(page).toHaveURL(/\/gentes\/score$/);
  await expect(page.locator("h1")).toHaveText("氏族 計分板");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("zh-TW");

  await page.goto("/");
  await expect(page.locator("h1")).toHaveText("今天玩什麼？");
});
