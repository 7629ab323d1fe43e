// Installable: the manifest and its icons are served with the right types.
import { expect, test } from "./client";

test("the page links a web manifest that names the app and its icons", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(touchIcon).toMatch(/^\/icons\/apple-touch-icon\.[0-9a-f]{16}\.png$/);

  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: "Tableside", display: "standalone", start_url: "/", theme_color: "#1f5c4a" });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["cache-control"], icon.src).toContain("immutable");
    expect(file.headers()["content-type"], icon.src).toContain(icon.type);
  }
  // Every file a page names is under a name made from its content, kept a year.
  const touch = await request.get(touchIcon);
  expect(touch.headers()["cache-control"]).toContain("immutable");
  expect(touch.headers()["content-type"]).toContain("image/png");
});
