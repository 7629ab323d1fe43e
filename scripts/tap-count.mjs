// Counts the taps a player makes for four things done at the table, on a
// 360×800 phone against a running server (node scripts/tap-count.mjs URL):
// home → a Catan result, a pad → saved to a new group, three phones seated
// at a live table, a Citadels city of eight districts entered, and a Card City
// city of 13 cards on the grid. A tap is a click, a choice from a list, or the tap
// into a field before typing in it; typing itself is not counted.
import { launchChromium, phoneContext } from "./phone.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const browser = await launchChromium();
let taps = 0;
const tap = async (action) => {
  taps++;
  await action();
};
const hydrated = (page) => page.waitForSelector("body[data-hydrated=true]");

// 1. Home → a Catan result: four players, their settlements and cities, the two cards.
const one = await phoneContext(browser, "en", "light");
const page = await one.newPage();
await page.goto(base + "/");
taps = 0;
await tap(() => page.locator('[data-game=catan] a[href*="/score"]').click());
await hydrated(page);
const seats = page.locator(".seat");
const score = [
  ["Ann", "3", "2"],
  ["Bo", "2", "1"],
  ["Cy", "1", "0"],
  ["Di", "2", "0"],
];
for (const [n, [name, cities, vp]] of score.entries()) {
  await tap(() => seats.nth(n).getByTestId("name").fill(name));
  // A blank settlements count is 0 (issue 59): each player's is typed.
  await tap(() => seats.nth(n).getByTestId("settlements").locator("input").fill("2"));
  await tap(() => seats.nth(n).getByTestId("cities").locator("input").fill(cities));
  if (vp !== "0") await tap(() => seats.nth(n).getByTestId("vp_cards").locator("input").fill(vp));
}
await tap(() => page.getByTestId("longest_road").getByLabel("Ann", { exact: true }).check());
await tap(() => page.getByTestId("largest_army").getByLabel("Bo", { exact: true }).check());
await page.getByTestId("winner").waitFor();
const toResult = taps;

// 2. That pad → saved to a new group.
taps = 0;
await tap(() => page.getByTestId("save-group-name").fill("Friday"));
await tap(() => page.getByTestId("save-play").click());
await page.getByTestId("saved-link").waitFor();
const toSaved = taps;

// 3. Three phones seated at a live table: the host shares (and is seated); two guests
// open the QR code's link (a camera, not a tap) and choose their seats.
taps = 0;
await tap(() => page.getByTestId("share-live").click());
await page.waitForURL(/\/t\//);
await hydrated(page);
const address = page.url();
// The host sits at the first seat already (issue 49.5).
await page.waitForFunction(() => document.querySelector("[data-testid=live-seat]")?.value === "0");
for (const seat of ["1", "2"]) {
  const phone = await phoneContext(browser, "en", "light");
  const guest = await phone.newPage();
  await guest.goto(address);
  await hydrated(guest);
  await guest.waitForSelector("[data-testid=live-seat]:not([disabled])");
  await tap(() => guest.getByTestId("live-seat").click());
  await tap(() => guest.getByTestId("live-seat").selectOption(seat));
  await phone.close();
}
const seated = taps;

// 4. A Citadels city of eight districts, from a 2016 pad for four.
const citadels = await (await phoneContext(browser, "en", "light")).newPage();
await citadels.goto(base + "/citadels/score?players=4&edition=2016");
await hydrated(citadels);
taps = 0;
const city = ["Manor", "Castle", "Temple", "Church", "Tavern", "Market", "Watchtower", "Library"];
const deck = citadels.locator(".seat").first().getByTestId("deck");
for (const district of city) await tap(() => deck.locator(`button[value="${district}"]`).click());
await citadels.locator(".seat").first().getByTestId("district").nth(city.length - 1).waitFor();
const cityTaps = taps;

// 5. A Card City city of 13 cards on the grid, from the palette (issue 62.12):
// a card chosen, then each of its cells tapped.
const cardCity = await (await phoneContext(browser, "en", "light")).newPage();
await cardCity.goto(base + "/card-city/score?players=2");
await hydrated(cardCity);
taps = 0;
const grid = cardCity.locator(".seat").first().getByTestId("city-grid");
await tap(() => grid.locator("summary").click());
// R R H C C / R R C C L / . . I I L : by kind, the palette's card then its cells.
const cards = { Residential: [0, 1, 5, 6], "City Hall": [2], Commercial: [3, 4, 7, 8], Leisure: [9, 14], Industrial: [12, 13] };
for (const [kind, cells] of Object.entries(cards)) {
  await tap(() => grid.getByTestId("grid-palette").getByText(kind, { exact: true }).click());
  for (const at of cells) await tap(() => grid.locator(".city-grid__cell").nth(at).click());
}
await grid.getByTestId("grid-summary").filter({ hasText: "13 cards" }).waitFor();
const gridTaps = taps;
await browser.close();
console.log(`home → Catan result (4 players): ${toResult} taps`);
console.log(`pad → saved to a new group: ${toSaved} taps`);
console.log(`three phones seated at a live table: ${seated} taps, no code typed`);
console.log(`a Citadels city of ${city.length} districts: ${cityTaps} taps`);
console.log(`a Card City city of 13 cards on the grid: ${gridTaps} taps (each cell's picker: 27)`);
