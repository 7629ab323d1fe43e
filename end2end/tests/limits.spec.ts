// The server's default rate limit on new groups, as a host runs it (the suite's
// server has no limit of its own: each test is its own client, ./client.ts).
import { CLIENT_HEADER, expect, test } from "./client";

/** docs/deploy.md: new groups, 30 at once from one address, then one per 10 s. */
const NEW_GROUPS_AT_ONCE = 30;
const SECONDS_EACH = 10;

for (const lang of ["en", "zh-TW"]) {
  test.describe(lang, () => {
    test.use({ locale: lang, extraHTTPHeaders: { "Accept-Language": lang } });

    test("a network past its new groups is refused with 429, Retry-After and a page in both languages; another network is not", async ({
      page,
      request,
    }) => {
      // 30 groups, then up to 20 s of the form's refusal: more than a test's usual 30 s on a slow machine.
      test.slow();
      // Groups made as fast as this machine can: the 30 at once are all made,
      // then the first refusal comes, however slow the machine (a bucket
      // refills one group per 10 s it took).
      const started = Date.now();
      let made = 0;
      let refused = await request.post("/api/v1/groups", { data: { name: "Burst" } });
      while (refused.status() === 201) {
        made += 1;
        expect(made, "the limit never refused").toBeLessThan(NEW_GROUPS_AT_ONCE + 100);
        refused = await request.post("/api/v1/groups", { data: { name: "Burst" } });
      }
      const refilled = Math.floor((Date.now() - started) / 1000 / SECONDS_EACH) + 1;
      expect(made).toBeGreaterThanOrEqual(NEW_GROUPS_AT_ONCE);
      expect(made).toBeLessThanOrEqual(NEW_GROUPS_AT_ONCE + refilled);
      expect(refused.status()).toBe(429);
      const wait = Number(refused.headers()["retry-after"]);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(SECONDS_EACH);
      expect((await refused.json()).error).toBe(`too many requests from this client; try again in ${wait} s`);

      // A person on this network typing a new group's name meets a page, in
      // both languages. (Should a token come back between the bucket emptied
      // and the tap, that tap makes a group: empty it and tap again.)
      await expect(async () => {
        while ((await request.post("/api/v1/groups", { data: { name: "Burst" } })).status() === 201);
        await page.goto("/");
        await page.getByTestId("start-group-name").fill("Friday");
        await page.getByTestId("start-group").click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many changes at once", { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.locator('p[lang="zh-TW"]')).toContainText("這個網路在短時間內做了太多變更");
      await expect(page.getByRole("link", { name: "Tableside" })).toHaveAttribute("href", "/");

      // Another network is not held back by this one.
      const other = await request.post("/api/v1/groups", {
        data: { name: "Other" },
        headers: { [CLIENT_HEADER]: "2001:db8:ffff:ffff::1" },
      });
      expect(other.status()).toBe(201);
    });
  });
}
