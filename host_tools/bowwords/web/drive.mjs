// Drives the site in headless Chromium for the tests and figures (playwright-core from npm).
// node drive.mjs < job.json: {npm, chromium, site, steps: [...]}; prints one JSON line, the
// result of each step. Steps: {op: "open", query}, {op: "script", schedule, seed, persist,
// stored}, {op: "eval", expr}, {op: "keys", keys, settle | untilNot}, {op: "screenshot", path}.
import { createRequire } from "module";
import { mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { pathToFileURL } from "url";

const job = JSON.parse(readFileSync(0, "utf8"));
const require = createRequire(join(job.npm, "node_modules", "x.js"));
const { chromium } = require("playwright-core");
const profile = mkdtempSync(join(tmpdir(), "bowwords-chromium-"));
// a fresh profile (--user-data-dir) each run, given as Playwright wants it
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: job.chromium, headless: true, viewport: { width: 1100, height: 720 },
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const results = [];
const logs = [];
try {
  const page = browser.pages()[0] || await browser.newPage();
  page.on("console", (m) => logs.push(m.text()));
  page.on("pageerror", (e) => logs.push("pageerror: " + e.message));
  const url = pathToFileURL(join(job.site, "index.html")).href;
  for (const step of job.steps) {
    const t0 = Date.now();
    if (step.op === "open") {
      await page.goto(url + (step.query || ""));
      await page.evaluate(() => window.bowwords.ready);
      results.push(await page.evaluate(() => ({
        loadedMs: window.bowwords.loadedMs, firstFrame: window.bowwords.host.firstFrame, wall: 0 })));
      if (step.waitFrame) {
        await page.waitForFunction(() => window.bowwords.host.firstFrame !== null, null, { timeout: 20000 });
        results[results.length - 1].firstFrame = await page.evaluate(() => window.bowwords.host.firstFrame);
      }
    } else if (step.op === "script") {
      results.push(await page.evaluate(([s, seed, opts]) => window.bowwords.runScript(s, seed, opts),
        [step.schedule, step.seed, { persist: !!step.persist, stored: !!step.stored }]));
    } else if (step.op === "eval") {
      results.push({ value: await page.evaluate(step.expr) });
    } else if (step.op === "keys") {      // real keys, each held 120 ms, then `settle` ms
      for (const k of step.keys) await page.keyboard.press(k, { delay: 120 });
      if (step.untilNot) {                 // wait (up to 15 s) for a screen other than this one
        await page.waitForFunction((name) => { const s = window.bowwords.screen(); return s && s !== name; },
          step.untilNot, { timeout: 15000 }).catch(() => {});
      } else {
        await page.waitForTimeout(step.settle || 400);
      }
      results.push({ value: await page.evaluate(() => window.bowwords.screen()) });
    } else if (step.op === "screenshot") {
      await page.screenshot({ path: step.path });
      results.push(true);
    }
    results[results.length - 1] = Object.assign({ wallMs: Date.now() - t0 }, results[results.length - 1]);
  }
} catch (e) {
  results.push({ error: String(e && e.stack || e) });
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify({ results, logs }) + "\n");
