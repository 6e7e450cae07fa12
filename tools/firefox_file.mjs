// Opens the site from file:// in Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi
// (Playwright cannot drive a stock Firefox). Used by tests/e2e/test_file_url_firefox.py and
// bench/offline_startup.py.
//
//   node tools/firefox_file.mjs play  URL [NAME]   start the game (the first seat named NAME, when
//                                                  given), play a turn, reload and Continue (the
//                                                  saved game); prints a JSON report
//   node tools/firefox_file.mjs time  URL RUNS     load URL RUNS+1 times; prints ready times (ms)
//
// Puppeteer relaxes security.fileuri.strict_origin_policy in its profile; it is set back to true
// (Firefox's default) and the report proves it with a probe: a file:// page must not be able to
// read a sibling file's document. Every request to a host other than localhost is aborted and
// counted; every Content-Security-Policy violation, console error and page error is reported.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer from "puppeteer-core";

const [mode, url, runsArg] = process.argv.slice(2);
const FIREFOX = process.env.TYCOON_FIREFOX || "/usr/bin/firefox-esr";
const READY_TIMEOUT = 120_000;
const LOCAL = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const LOCAL_SCHEMES = new Set(["file:", "data:", "blob:", "about:", "moz-extension:", "chrome:", "resource:"]);

const isExternal = (u) => {
  try {
    const parsed = new URL(u);
    return !LOCAL_SCHEMES.has(parsed.protocol) && !LOCAL.has(parsed.hostname);
  } catch {
    return true;
  }
};

const READY_OR_ERROR = () => {
  const error = document.querySelector(".py-error");
  if (error) return "error: " + error.textContent;
  const app = document.getElementById("app");
  return !document.getElementById("loading") && app && !app.hidden && location.href.includes("/standalone/")
    ? "ready" : false;
};

// Records the first moment (ms since this document's navigation start) the app is ready.
const DETECTOR = `(() => {
  const check = () => {
    if (window.__readyAt !== undefined || document.getElementById('loading')) return;
    const el = document.getElementById('app');
    if (el && !el.hidden && (el.offsetWidth || el.offsetHeight)) { window.__readyAt = performance.now(); observer.disconnect(); }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['hidden']});
})();`;

// A violation is told on the console (prefix CSP_MARK), which survives the hand-over to the
// standalone page; page.exposeFunction's binding throws "Permission denied" in Firefox ESR 140.12.
const CSP_MARK = "tycoon-csp-violation: ";
const CSP_LISTENER = `document.addEventListener("securitypolicyviolation", (event) => {
  console.error(${JSON.stringify(CSP_MARK)} + event.effectiveDirective + " blocked " + (event.blockedURI || "inline")
                + " (" + (event.sourceFile || location.href) + ":" + event.lineNumber + ")");
}, true);`;

// Every error the page's own scripts throw, told on the console (which the report collects).
const PAGE_ERRORS = `window.addEventListener("error", (event) => {
  console.error("page error: " + event.message + " (" + event.filename + ":" + event.lineno + ")");
});`;

async function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "tycoon-firefox-"));
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    // The window's own size, not page.setViewport: puppeteer's setViewport also overrides the
    // screen orientation, a WebDriver BiDi command Firefox ESR 140 does not know.
    defaultViewport: null,
    args: ["--width=1280", "--height=800"],
    extraPrefsFirefox: { "security.fileuri.strict_origin_policy": true },
  });
  const userJs = fs.readFileSync(path.join(profile, "user.js"), "utf8");
  const strictPref = /user_pref\("security\.fileuri\.strict_origin_policy", true\);/.test(userJs)
    && !/user_pref\("security\.fileuri\.strict_origin_policy", false\);/.test(userJs);
  return { browser, profile, strictPref };
}

async function guardedPage(browser, report) {
  const page = await browser.newPage();
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    if (isExternal(request.url())) {
      report.external.push(request.url());
      request.abort().catch(() => {});
    } else {
      request.continue().catch(() => {});
    }
  });
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    if (text.startsWith(CSP_MARK)) report.csp.push(text.slice(CSP_MARK.length));
    else report.console.push(text);
  });
  // Firefox ESR 140.12 logs "Permission denied to access property" errors with no stack in
  // index.html's realm while it hands over to standalone/ (a different origin under the strict
  // policy) and the driver is still attached to it; the page's own error listener never sees them.
  // Those are kept apart (report.handover); index.html's own script errors still reach
  // report.console through PAGE_ERRORS.
  page.on("pageerror", (error) => {
    const text = "pageerror: " + (error.message || error)
      + (error.stack ? " at " + String(error.stack).split("\n").slice(1).join(" / ") : "");
    (page.url().includes("/standalone/") ? report.console : report.handover).push(text);
  });
  await page.evaluateOnNewDocument(CSP_LISTENER);
  await page.evaluateOnNewDocument(PAGE_ERRORS);
  await page.evaluateOnNewDocument(DETECTOR);
  return page;
}

// With the strict policy, a file:// page cannot read the document of a sibling file.
async function probeStrictOrigin(browser) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tycoon-probe-"));
  fs.writeFileSync(path.join(dir, "b.html"), "<p>sibling</p>");
  fs.writeFileSync(path.join(dir, "a.html"), `<iframe src="b.html"></iframe><script>
    document.querySelector("iframe").onload = () => {
      try { document.title = "readable: " + frames[0].document.body.textContent; }
      catch (e) { document.title = "blocked: " + e.name; }
    };</script>`);
  const page = await browser.newPage();
  await page.goto("file://" + path.join(dir, "a.html"));
  await page.waitForFunction(() => document.title !== "", { timeout: 10_000 });
  const title = await page.title();
  await page.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return title;
}

async function waitReady(page) {
  // Poll the page only once it is the standalone page: each file:// page is its own origin under
  // the strict policy, and a poller left in index.html's realm fails with "Permission denied"
  // (Firefox ESR 140.12) when that page hands over.
  const until = Date.now() + READY_TIMEOUT;
  while (!page.url().includes("/standalone/")) {
    if (Date.now() > until) throw new Error("the page never moved to standalone/: " + page.url());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const handle = await page.waitForFunction(READY_OR_ERROR, { timeout: READY_TIMEOUT, polling: 100 });
  const state = await handle.jsonValue();
  if (state !== "ready") throw new Error("the app failed to start: " + state);
}

async function click(page, testid) {
  await page.locator(`[data-testid="${testid}"]`).click();
}

async function playATurn(page, name) {
  await click(page, "variant-monopoly");
  if (name) {  // as typed or pasted: the input event the setup screen listens to
    await page.$eval("#seat-name-0", (el, value) => {
      el.value = value;
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }, name);
  }
  await click(page, "start-game");
  await page.waitForSelector('[data-testid="board"]', { visible: true });
  await click(page, "action-roll");
  const choices = '[data-testid="action-buy"], [data-testid="action-end_turn"], [data-testid="action-roll"]';
  for (let i = 0; i < 10; i++) {
    const choice = await page.waitForSelector(choices, { visible: true });
    const testid = await choice.evaluate((el) => el.dataset.testid);
    await choice.click();
    if (testid === "action-end_turn") break;
  }
  await page.waitForSelector('[data-testid="action-roll"]', { visible: true, timeout: 60_000 });
  return page.$eval('[data-testid="log"]', (el) => el.innerText);
}

async function panels(page) {
  return page.$$eval('[data-testid^="player-"]', (els) => els.map((el) => el.innerText));
}

// index.html on file:// sends the browser on to standalone/index.html at once; Firefox ESR 140.12
// reports the first navigation as aborted (NS_BINDING_ABORTED), which is that hand-over, not a failure.
async function open(page, url) {
  try {
    await page.goto(url);
  } catch (error) {
    if (!String(error && error.message).includes("NS_BINDING_ABORTED")) throw error;
  }
}

async function names(page) {
  return page.$$eval(".panel-name", (els) => els.map((el) => el.textContent));
}

async function main() {
  const { browser, profile, strictPref } = await launch();
  const report = { browser: await browser.version(), strictPref, external: [], csp: [], console: [], handover: [] };
  try {
    report.probe = await probeStrictOrigin(browser);
    const page = await guardedPage(browser, report);
    if (mode === "play") {
      await open(page, url);
      await waitReady(page);
      report.url = page.url();
      report.readyAt = await page.evaluate(() => window.__readyAt);
      report.log = await playATurn(page, runsArg);
      report.panels = await panels(page);
      report.names = await names(page);
      report.banner = await page.$$eval('[data-testid="save-banner"]', (els) => els.map((el) => el.textContent));
      await page.reload();
      await waitReady(page);
      report.listed = await page.$$eval('[data-testid="slot-name"]', (els) => els.map((el) => el.textContent));
      await click(page, "continue");
      const opened = await page.waitForSelector('[data-testid="action-roll"], [data-testid="load-problem"]',
        { visible: true, timeout: 60_000 });
      report.problem = await opened.evaluate((el) => el.dataset.testid === "load-problem" ? el.innerText : null);
      report.resumed = await panels(page);
      report.resumedNames = await names(page);
    } else if (mode === "time") {
      report.times = [];
      for (let i = 0; i <= Number(runsArg || 5); i++) {
        await page.goto("about:blank");
        await open(page, url);
        await waitReady(page);
        await page.waitForFunction(() => window.__readyAt !== undefined, { timeout: READY_TIMEOUT });
        report.times.push(await page.evaluate(() => window.__readyAt));
      }
    } else {
      throw new Error("usage: node tools/firefox_file.mjs play URL [NAME] | time URL RUNS");
    }
  } catch (error) {
    report.error = String(error && error.stack || error);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  process.stdout.write(JSON.stringify(report) + "\n");
}

await main();
