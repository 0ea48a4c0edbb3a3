// Drives the site in headless Chromium for the tests and figures (playwright-core from npm).
// node drive.mjs < job.json: {npm, chromium, site, steps: [...]}; prints one JSON line, the
// result of each step. Steps: {op: "open", query, waitFrame, waitWorker}, {op: "script", schedule,
// seed, persist, stored}, {op: "eval", expr}, {op: "keys", keys, settle | untilNot},
// {op: "screenshot", path}, {op: "viewport", width, height}, {op: "tab", index} (a second tab
// of the same browser), {op: "click", selector}, {op: "wait", ms}, {op: "layout"} (where the
// handheld and its keys are), {op: "until", expr, timeout} (wait for expr to be true),
// {op: "serve"} / {op: "unserve"} (the site over http on
// 127.0.0.1, or the server gone: no network), {op: "cdp", method, params}.
import { createServer } from "http";
import { createRequire } from "module";
import { mkdtempSync, readFileSync, rmSync, statSync } from "fs";
import { tmpdir } from "os";
import { extname, join, normalize } from "path";
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
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".png": "image/png",
  ".ico": "image/x-icon", ".webmanifest": "application/manifest+json" };
let server = null;

function serve() {       // a static server of the site, with no caching of its own
  return new Promise((ok) => {
    server = createServer((req, res) => {
      let rel = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname)).replace(/^\/+/, "");
      if (rel === "" || rel.endsWith("/")) rel += "index.html";
      const file = join(job.site, rel);
      try {
        if (!statSync(file).isFile()) throw new Error("not a file");
        res.writeHead(200, { "Content-Type": TYPES[extname(file)] || "application/octet-stream",
          "Cache-Control": "no-store" });
        res.end(readFileSync(file));
      } catch (e) {
        res.writeHead(404);
        res.end("not found");
      }
    });
    server.listen(0, "127.0.0.1", () => ok("http://127.0.0.1:" + server.address().port + "/"));
  });
}

function layout() {      // run in the page: the window, the scale, the handheld and every key
  const box = (el) => { const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top + window.scrollY, right: r.right, bottom: r.bottom + window.scrollY,
      width: r.width, height: r.height }; };
  const keys = {};
  for (const b of document.querySelectorAll(".handheld button")) {
    if (b.offsetParent) keys[b.dataset.key || b.id] = Object.assign(box(b), { w: b.offsetWidth, h: b.offsetHeight });
  }
  return { width: window.innerWidth, height: window.innerHeight,
    clientWidth: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth,
    scale: window.bowwords.scale(), side: document.getElementById("handheld").classList.contains("side"),
    handheld: box(document.getElementById("handheld")), screen: box(document.getElementById("screen")), keys };
}

try {
  const pages = [browser.pages()[0] || await browser.newPage()];
  const watch = (p) => {
    p.on("console", (m) => logs.push(m.text()));
    p.on("pageerror", (e) => logs.push("pageerror: " + e.message));
  };
  watch(pages[0]);
  let page = pages[0];
  let url = pathToFileURL(join(job.site, "index.html")).href;
  for (const step of job.steps) {
    const t0 = Date.now();
    if (step.op === "open") {
      await page.goto(url + (step.query || ""));
      await page.evaluate(() => window.bowwords.ready);
      if (step.waitWorker) await page.evaluate(() => window.bowwords.worker);
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
    } else if (step.op === "viewport") {
      await page.setViewportSize({ width: step.width, height: step.height });
      await page.waitForTimeout(100);
      results.push({ value: await page.evaluate(layout) });
    } else if (step.op === "layout") {
      results.push({ value: await page.evaluate(layout) });
    } else if (step.op === "tab") {
      while (pages.length <= step.index) { const p = await browser.newPage(); watch(p); pages.push(p); }
      page = pages[step.index];
      await page.bringToFront();
      results.push({ value: step.index });
    } else if (step.op === "click") {
      await page.click(step.selector);
      results.push({ value: await page.evaluate(() => window.bowwords.screen()) });
    } else if (step.op === "until") {
      await page.waitForFunction(step.expr, null, { timeout: step.timeout || 20000 });
      results.push({ value: true });
    } else if (step.op === "wait") {
      await page.waitForTimeout(step.ms);
      results.push({ value: null });
    } else if (step.op === "serve") {
      url = await serve();
      results.push({ value: url });
    } else if (step.op === "unserve") {
      const closed = new Promise((ok) => server.close(ok));
      server.closeAllConnections();
      await closed;
      results.push({ value: null });
    } else if (step.op === "cdp") {
      const session = await page.context().newCDPSession(page);
      results.push({ value: await session.send(step.method, step.params || {}) });
      await session.detach();
    }
    results[results.length - 1] = Object.assign({ wallMs: Date.now() - t0 }, results[results.length - 1]);
  }
} catch (e) {
  results.push({ error: String(e && e.stack || e) });
} finally {
  await browser.close();
  if (server) server.close();
  rmSync(profile, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify({ results, logs }) + "\n");
