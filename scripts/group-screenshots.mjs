// Screenshots of a group's pages on a 360×800 phone (docs/screenshots): a group
// made through the API with a few games (a hostile name among the players), then
// its history, statistics, a game's own page, People & links and the scorepad
// that "Edit the scores" opens, in both languages and both themes (whole pages).
// Chinese text needs a CJK font in the system (Debian: fonts-wqy-zenhei), or it
// shows as boxes. Usage: node scripts/group-screenshots.mjs http://127.0.0.1:3000 [out-dir]
import { mkdirSync } from "node:fs";
import { LANGS_AND_THEMES, launchChromium, phoneContext } from "./phone.mjs";

const [base, outDir = "docs/screenshots"] = process.argv.slice(2);
if (!base) {
  console.error("usage: node scripts/group-screenshots.mjs BASE_URL [OUT_DIR]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

async function api(method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: { "content-type": "application/json" },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

const group = await api("POST", "/api/v1/groups", { name: "Thursday <b>table</b>" });
const players = [
  ["Ann", 4, 2, true],
  ["<img src=x onerror=alert(1)>", 3, 1, false],
  ["Cy", 2, 2, false],
];
const play = "6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab";
await api("PUT", `/api/v1/groups/${group.token}/plays/${play}`, {
  game: "catan",
  played_at: "2026-11-23T20:15:00+08:00",
  duration_min: 80,
  place: "Ann's kitchen",
  note: "Longest road changed hands three times.",
  setup: { seed: "NIGHT7", start_seat: 1 },
  score: {
    players: players.map(([name, settlements, cities, longest_road]) => ({ name, settlements, cities, longest_road })),
  },
});
await api("PUT", `/api/v1/groups/${group.token}/plays/6f1c2d3e-4a5b-4c6d-8e7f-0123456789ac`, {
  game: "catan",
  played_at: "2026-11-20T21:00:00+08:00",
  score: {
    players: [
      { name: "Ann", settlements: 3, cities: 1 },
      { name: "Cy", settlements: 4, cities: 3, largest_army: true },
      { name: "Di", settlements: 5, cities: 0 },
    ],
  },
});

const pages = [
  ["group-history", `/g/${group.token}`],
  ["group-stats", `/g/${group.token}/stats`],
  ["group-play", `/g/${group.token}/p/${play}`],
  ["group-manage", `/g/${group.token}/manage`],
];
const browser = await launchChromium();
for (const [lang, scheme] of LANGS_AND_THEMES) {
  const context = await phoneContext(browser, lang, scheme);
  const page = await context.newPage();
  for (const [name, path] of pages) {
    await page.goto(base + path);
    const file = `${outDir}/${name}-360-${lang}-${scheme}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  // "Edit the scores": the game's scorepad with its entries, and the save form
  // saying that saving replaces the saved game.
  await page.goto(base + `/g/${group.token}/p/${play}`);
  await page.getByTestId("edit-scores").click();
  await page.waitForURL(/\/score\?players=/);
  await page.locator("[data-testid=editing-notice]").waitFor();
  await page.waitForTimeout(1500);
  const file = `${outDir}/group-edit-scores-360-${lang}-${scheme}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await context.close();
}
await browser.close();
