// A whole live game: four phones scoring Catan from their own seats, finished by
// the host into a group; and a server killed and started again mid-game. Totals
// are worked out by hand from docs/rules.md (Catan: settlement 1, city 2,
// Longest Road 2, Largest Army 2, victory point card 1).
import { expect, test } from "./client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, hydrated, startServer } from "./helpers";
import { LIVE, fill, phone, seat, share, takeSeat, totals } from "./live-helpers";

test("four phones score a Catan game from their own seats and the host finishes it", async ({ browser, baseURL }) => {
  const names = ["Ann", "Bo", "Cy", "Di"];
  const ann = await phone(browser);
  const address = await share(ann.page, baseURL!, names);
  const phones = [ann];
  const code = await ann.page.getByTestId("join-code").innerText();
  for (const n of [1, 2, 3]) {
    const other = await phone(browser);
    if (n < 3) await other.page.goto(address);
    else {
      // Di types the code she reads off Ann's phone on the home page.
      await other.page.goto("/");
      await other.page.getByTestId("join-table-code").fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
      await other.page.getByTestId("join-table").click();
      await other.page.waitForURL(address);
    }
    await hydrated(other.page);
    await takeSeat(other.page, n);
    phones.push(other);
  }
  // A tablet in the middle of the table shows the table read only.
  const tablet = await phone(browser);
  await tablet.page.goto((await ann.page.getByTestId("table-view-link").getAttribute("href"))!);
  await hydrated(tablet.page);
  await expect(tablet.page.getByRole("heading", { level: 1 })).toHaveText("Table view · Catan");
  await takeSeat(ann.page, 0);
  await ann.page.getByTestId("lock-seats").check();
  await expect(seat(phones[3].page, 0)).toHaveJSProperty("inert", true);

  // Each phone its own seat.
  const entries: [string, string][][] = [
    [["settlements", "3"], ["cities", "2"], ["knights", "3"], ["vp_cards", "1"]],
    [["settlements", "2"], ["cities", "2"], ["road_length", "6"]],
    [["settlements", "4"], ["cities", "1"]],
    [["settlements", "3"], ["cities", "1"], ["vp_cards", "1"]],
  ];
  for (const [n, fields] of entries.entries()) {
    for (const [field, value] of fields) await fill(phones[n].page, n, field, value);
  }
  // The host gives the cards: Longest Road to Bo, Largest Army to herself.
  await ann.page.getByTestId("longest_road").getByLabel("Bo", { exact: true }).check();
  await ann.page.getByTestId("largest_army").getByLabel("Ann", { exact: true }).check();

  // Ann 3 + 4 + 2 + 1 = 10; Bo 2 + 4 + 2 = 8; Cy 4 + 2 = 6; Di 3 + 2 + 1 = 6.
  for (const each of phones) {
    await expect.poll(() => totals(each.page)).toEqual(["Ann 10", "Bo 8", "Cy 6", "Di 6"]);
    await expect(each.page.getByTestId("winner")).toHaveText("Ann wins!");
    await expect(each.page.getByTestId("live-status")).toHaveText(LIVE);
  }

  await expect.poll(() => totals(tablet.page)).toEqual(["Ann 10", "Bo 8", "Cy 6", "Di 6"]);
  await expect(tablet.page.locator(".live-pad input:visible")).toHaveCount(0);
  await expect(tablet.page.locator("#save-play, [data-testid=live-seat]")).toHaveCount(0);
  await tablet.context.close();

  // Finish: only the host's phone offers it; the play lands in a new group.
  for (const other of phones.slice(1)) await expect(other.page.locator("#save-play")).toBeHidden();
  const finish = ann.page.locator("#save-play");
  await expect(finish.getByRole("heading")).toHaveText("Finish: save to a group");
  await finish.getByTestId("save-group-name").fill("Catan Fridays");
  await finish.getByTestId("save-play").click();
  await expect(finish.getByTestId("save-status")).toContainText("Saved to the group.");
  await finish.getByTestId("save-status").getByRole("link").click();
  await expect(ann.page.getByRole("heading", { level: 1 })).toContainText("Catan");
  const main = ann.page.locator("main");
  for (const name of names) await expect(main).toContainText(name);
  await expect(main).toContainText("Ann wins");
  for (const each of phones) {
    expect(each.problems).toEqual([]);
    await each.context.close();
  }
});

/** A free loopback port. */
test("the server killed and started again mid-game loses nothing", async ({ browser }) => {
  test.skip(!process.env.E2E_SERVER_BIN, "scripts/e2e.sh names the server binary");
  // Two server starts and a reconnect: more than a test's usual 30 s on a slow machine.
  test.slow();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "tableside-e2e-restart-"));
  let server = await startServer(port, dataDir);
  try {
    const ann = await phone(browser);
    const address = await share(ann.page, origin, ["Ann", "Bo", "Cy"]);
    const bo = await phone(browser);
    await bo.page.goto(address);
    await hydrated(bo.page);
    await fill(ann.page, 0, "settlements", "4");
    await fill(bo.page, 1, "cities", "3");
    // Ann 4; Bo 2 + 6 = 8; Cy 2: on both phones, so the server has both.
    for (const each of [ann, bo]) {
      await expect.poll(() => totals(each.page)).toEqual(["Bo 8", "Ann 4", "Cy 2"]);
      await expect(each.page.getByTestId("live-status")).toHaveText(LIVE);
    }

    // kill -9: no goodbye. Bo types while the server is down.
    server.kill("SIGKILL");
    await new Promise((done) => server.once("exit", done));
    await fill(bo.page, 1, "vp_cards", "2");
    await expect(bo.page.getByTestId("live-status")).not.toHaveText(LIVE);

    server = await startServer(port, dataDir);
    // Bo's phone sends what waited; Ann's follows the table again.
    for (const each of [ann, bo]) {
      await expect
        .poll(() => totals(each.page), { timeout: 20_000 })
        .toEqual(["Bo 10", "Ann 4", "Cy 2"]);
      await expect(each.page.getByTestId("live-status")).toHaveText(LIVE, { timeout: 20_000 });
    }
    // A phone opening the table now gets it from the database.
    const cy = await phone(browser);
    await cy.page.goto(address);
    await hydrated(cy.page);
    await expect.poll(() => totals(cy.page)).toEqual(["Bo 10", "Ann 4", "Cy 2"]);
    for (const each of [ann, bo, cy]) await each.context.close();
  } finally {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a Finish tapped offline waits for the host's own last entries", async ({ browser, baseURL }) => {
  const ann = await phone(browser);
  // A group this phone already uses (a new one would need the network).
  await ann.page.goto("/");
  const token = await ann.page.evaluate(async () => {
    const response = await fetch("/api/v1/groups", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Offline club" }),
    });
    const group = await response.json();
    localStorage.setItem("tableside:groups", JSON.stringify([{ token: group.token, name: group.name }]));
    return group.token as string;
  });
  await share(ann.page, baseURL!, ["Ann", "Bo", "Cy"]);
  await fill(ann.page, 0, "settlements", "4");
  await fill(ann.page, 1, "settlements", "3");
  await expect.poll(() => totals(ann.page)).toEqual(["Ann 4", "Bo 3", "Cy 2"]);
  await expect(ann.page.getByTestId("live-status")).toHaveText(LIVE);

  // Offline: Ann's last cities (her 10th point: the game is over), then
  // Finish at once.
  await ann.context.setOffline(true);
  await fill(ann.page, 0, "cities", "3");
  const finish = ann.page.locator("#save-play");
  await expect(finish.getByTestId("save-group")).toHaveValue(token);
  await finish.getByTestId("save-play").click();
  await expect(finish.getByTestId("save-status")).toContainText("Saved on this phone, not yet sent");
  await ann.context.setOffline(false);
  await ann.page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(finish.getByTestId("save-status")).toContainText("Saved to the group.", { timeout: 20_000 });
  // The play is the pad as Ann saw it: her cities are in it (4 + 2 × 3 = 10).
  const play = await ann.page.evaluate(async (group) => {
    const response = await fetch(`/api/v1/groups/${group}/plays`);
    return (await response.json()).plays[0];
  }, token);
  expect(play.players).toEqual([
    { name: "Ann", rank: 1, total: 10, winner: true },
    { name: "Bo", rank: 2, total: 3, winner: false },
    { name: "Cy", rank: 3, total: 2, winner: false },
  ]);
  await ann.context.close();
});
