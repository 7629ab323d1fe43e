// Each test is a client of its own, as each table at a game night is behind a
// network of its own. The server's rate limits count a client by its address;
// every test runs from 127.0.0.1, so without this the whole suite would share
// one bucket, and a fast machine would run past the default limits (issue 65).
// scripts/e2e.sh starts the server trusting 127.0.0.1 as a proxy
// (TABLESIDE_TRUSTED_PROXIES, a host setting), so the address a test sends in
// X-Forwarded-For is the client the limits count. The limits stay the defaults.
import { test as base, type BrowserContextOptions, type TestInfo } from "@playwright/test";

export { expect } from "@playwright/test";

/** The header a trusted proxy writes the client's address into. */
export const CLIENT_HEADER = "X-Forwarded-For";

/** The address a trusted proxy tells the server a test's requests come from. */
const addresses = new WeakMap<TestInfo, string>();
let issued = 0;

/**
 * The current test's own client address: an IPv6 documentation address whose
 * /64 (the network the limits count an IPv6 client by) no other test in the
 * run uses, repeats (`--repeat-each`) included: the worker's index and a count
 * of the tests that worker ran.
 */
export function clientAddress(info: TestInfo = base.info()): string {
  let address = addresses.get(info);
  if (!address) {
    address = `2001:db8:${info.workerIndex.toString(16)}:${(issued++).toString(16)}::1`;
    addresses.set(info, address);
  }
  return address;
}

/** `options` for a phone of this test's own (`browser.newContext`), sent as its client. */
export function asClient(options: BrowserContextOptions = {}): BrowserContextOptions {
  return {
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, [CLIENT_HEADER]: clientAddress() },
  };
}

/** Playwright's `test`, with its page, context and API requests sent as the test's client. */
export const test = base.extend({
  context: async ({ context, extraHTTPHeaders }, use) => {
    await context.setExtraHTTPHeaders({ ...extraHTTPHeaders, [CLIENT_HEADER]: clientAddress() });
    await use(context);
  },
  request: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { ...extraHTTPHeaders, [CLIENT_HEADER]: clientAddress() },
    });
    await use(request);
    await request.dispose();
  },
});
