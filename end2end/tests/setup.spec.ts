// The setup pages' islands (phone project: they need the wasm).
import { expect, test } from "./client";
import { hydrated, watchConsole } from "./helpers";

test("Citadels: the face-down card shows only while the button is held", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/citadels/setup?players=5&seed=CROWN1");
  await hydrated(page);
  const button = page.getByTestId("hold-to-reveal");
  const hint = "Hold to see the face-down card";
  // The card is in the page but hidden: not drawn and not in the button's name.
  await expect(button.getByTestId("face-down-card")).toBeHidden();
  await expect(button).toHaveAccessibleName(hint);
  // The face-down card is one of the characters not shown face up.
  const roster = await page.getByTestId("characters").locator("li span:not(.rank)").allTextContents();
  const faceUp = await page.getByTestId("face-up").locator("li").allTextContents();
  const hidden = roster.filter((name) => !faceUp.includes(name));
  expect(hidden.length).toBe(roster.length - faceUp.length);

  // A tap is not a hold.
  await button.click();
  await expect(button).toHaveAccessibleName(hint);

  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(button).not.toHaveAccessibleName(hint);
  const shown = (await button.innerText()).trim();
  expect(hidden).toContain(shown);
  await page.mouse.up();
  await expect(button).toHaveAccessibleName(hint);

  // The same seed and round always hide the same card; the next round draws again.
  await page.mouse.down();
  await expect(button).toHaveAccessibleName(shown);
  await page.mouse.up();
  expect(problems).toEqual([]);
});

test("Citadels: the face-down card can be held from the keyboard too", async ({ page }) => {
  await page.goto("/citadels/setup?players=4&seed=KEYS&edition=2016");
  await hydrated(page);
  const button = page.getByTestId("hold-to-reveal");
  await button.focus();
  await page.keyboard.down(" ");
  await expect(button).not.toHaveAccessibleName("Hold to see the face-down card");
  await page.keyboard.up(" ");
  await expect(button).toHaveAccessibleName("Hold to see the face-down card");
});

test("the copy button copies the share link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/gentes/setup?players=2&seed=SHARE");
  await hydrated(page);
  await page.getByTestId("copy-share-link").click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.getByTestId("share-link").inputValue());
  expect(copied).toMatch(/\/gentes\/setup\?players=2&seed=SHARE$/);
});
