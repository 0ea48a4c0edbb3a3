// Bowwords in a browser: loads the packs, runs code.py / game.py on MicroPython's WebAssembly
// port (a fresh interpreter per program, as a board reloads), and is the board's host for
// webhost.py: clock, keys, screen, NVM (localStorage), sound. See host_tools/bowwords/web/.
// One tab at a time plays (it owns the saves); the clock stands still while the rules are open.
"use strict";
(function () {
  const KEYS = ["B", "A", "Start", "Select", "Right", "Down", "Up", "Left"]; // PyBadge key numbers
  const manifest = window.BOWWORDS_MANIFEST;
  const KEYBOARD = manifest.keys;     // KeyboardEvent.code -> button: bowwords.keymap, as the emulator's
  const RELOAD = -1, ENDED = -2, STOPPED = -3;
  const NVM_KEY = "bowwords.nvm";
  const OWNER_KEY = "bowwords.owner"; // the tab that plays and writes the NVM (the last one started)
  const TAB = Date.now().toString(36) + Math.random().toString(36).slice(2);
  // The port's gc.mem_free() counts the 128 MiB its heap may still grow by (a split heap that
  // grows by itself): the page's gc gives the room in the heap as it stands.
  const PAGE_GC = [
    "import sys, gc", "class _PageGc:", "    def __getattr__(self, name):", "        return getattr(gc, name)",
    "    def mem_free(self, _gc=gc):", "        return max(0, _gc.mem_free() - 134217728)",
    "sys.modules['gc'] = _PageGc()"].join("\n");
  const NVM_SIZE = 8192;
  const W = 160, H = 128;
  const params = new URLSearchParams(location.search);
  const HEAP = (parseInt(params.get("heap"), 10) || 1024) * 1024;
  const $ = (id) => document.getElementById(id);
  const canvas = $("screen");
  const ctx = canvas.getContext("2d");
  const files = {};
  const waiting = {};
  let loadMicroPython = null, wasmURL = null, wasmModule = null, wasmBytes = null;

  // ---- packs: files inside classic scripts (file:// allows those, not fetch) -------------
  window.bowwordsPack = (name, entries) => { if (waiting[name]) waiting[name](entries); };

  function loadPack(name) {
    return new Promise((resolve, reject) => {
      waiting[name] = resolve;
      const s = document.createElement("script");
      s.src = "packs/" + name + ".js";
      s.onerror = () => reject(new Error("could not load packs/" + name + ".js"));
      document.head.appendChild(s);
    });
  }

  async function gunzip(b64) {
    const raw = atob(b64);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }

  function progress(done, total, text) {
    $("progress").style.width = Math.round(100 * done / total) + "%";
    if (text) $("loading-text").textContent = text;
  }

  async function loadAll() {
    if (typeof DecompressionStream !== "function" || typeof WebAssembly !== "object") {
      throw new Error("this browser lacks WebAssembly or DecompressionStream: try a current Chrome, Firefox or Safari");
    }
    const total = manifest.packs.reduce((n, p) => n + p[1], 0);
    let done = 0;
    for (const [name, size] of manifest.packs) {
      progress(done, total, "Loading " + name + "\u2026");
      const entries = await loadPack(name);
      files[name] = {};
      for (const [path, b64] of entries) files[name][path] = await gunzip(b64);
      done += size;
      progress(done, total);
    }
    wasmBytes = files.port["micropython.wasm"];
    wasmURL = URL.createObjectURL(new Blob([wasmBytes], { type: "application/wasm" }));
    // One compile of the port for every program started (each gets a fresh instance).
    WebAssembly.instantiateStreaming = async (source, imports) => {
      if (!wasmModule) wasmModule = await WebAssembly.compile(wasmBytes);
      return { module: wasmModule, instance: await WebAssembly.instantiate(wasmModule, imports) };
    };
    const code = new Blob([files.port["micropython.mjs"]], { type: "text/javascript" });
    loadMicroPython = (await import(URL.createObjectURL(code))).loadMicroPython;
  }

  // ---- NVM in localStorage -----------------------------------------------------------------
  function toB64(bytes) {
    let s = "";
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }
  function fromB64(b64) {
    const raw = atob(b64);
    const out = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  }
  function storedNvm() {
    const out = new Uint8Array(NVM_SIZE).fill(0xff);
    try {
      const got = localStorage.getItem(NVM_KEY);
      if (got) out.set(fromB64(got).subarray(0, NVM_SIZE));
    } catch (e) { /* storage blocked: a fresh NVM */ }
    return out;
  }

  // ---- sound ---------------------------------------------------------------------------------
  const sound = { on: false, ctx: null, osc: null };
  function tone(hz) {
    if (sound.osc) { sound.osc.stop(); sound.osc = null; }
    if (!sound.on || !hz || !sound.ctx) return;
    const osc = sound.ctx.createOscillator();
    const gain = sound.ctx.createGain();
    gain.gain.value = 0.06;
    osc.frequency.value = hz;
    osc.connect(gain).connect(sound.ctx.destination);
    osc.start();
    sound.osc = osc;
  }

  // ---- the host webhost.py talks to ---------------------------------------------------------
  const host = {
    virtual: false,
    queue: [],          // real time: key level changes (key_number * 2 + down) not read yet
    held: {},
    shake: false,
    schedule: null,     // virtual time: {end, keys: [[ms, code]], marks: [[ms, label]], k, m, due, shots}
    lcg: 0,
    nvm: null,          // the NVM's bytes (given to each program started)
    persist: true,      // write the NVM to localStorage
    mp: null,
    firstFrame: null,
    program: "code.py",
    now() { return (clock.paused ? clock.since : performance.now()) - clock.lost; },
    changedAt: {},      // real time: the scan each key's last change was handed to
    key(ms) {
      if (!this.virtual) {
        // One change of a key a keypad scan (its 20 ms): a tap shorter than that (a keyboard's
        // instant press and release, a key typed twice) is played out over the next scans, so
        // no press is lost.
        if (!this.queue.length) return -1;
        const line = this.queue[0] >> 1;
        if (this.changedAt[line] === ms) return -1;
        this.changedAt[line] = ms;
        return this.queue.shift();
      }
      const s = this.schedule;
      if (s.k < s.keys.length && s.keys[s.k][0] <= ms) return s.keys[s.k++][1];
      return -1;
    },
    shaken() { const s = this.shake; this.shake = false; return s ? 1 : 0; },
    seed() {
      if (!this.virtual) return crypto.getRandomValues(new Uint32Array(1))[0] & 0x3fffffff;
      const s = this.lcg;
      this.lcg = (Number((BigInt(s) * 1103515245n + 12345n) & 0x3fffffffn));
      return s;
    },
    frame_end(ms) {
      if (!this.virtual) return 1;
      const s = this.schedule;
      while (s.m < s.marks.length && s.marks[s.m][0] <= ms) s.due.push(s.marks[s.m++][1]);
      return (s.due.length ? 1 : 0) | (ms >= s.end ? 2 : 0);
    },
    show(ms) {
      const data = this.mp.FS.readFile("/.screen");
      const px = new Uint32Array(data.buffer, data.byteOffset, W * H);
      for (let i = 0; i < px.length; i++) px[i] |= 0xff000000;
      ctx.putImageData(new ImageData(new Uint8ClampedArray(data.buffer, data.byteOffset, W * H * 4), W, H), 0, 0);
      if (this.firstFrame === null) {
        this.firstFrame = performance.now();
        $("loading").hidden = true;
      }
      if (this.virtual) {
        for (const label of this.schedule.due) this.schedule.shots[label] = toB64(data);
        this.schedule.due = [];
      }
    },
    nvm_saved() {
      this.nvm = this.mp.FS.readFile("/.nvm");
      if (!this.virtual && !owning()) { elsewhere(); return; }   // another tab has the saves now
      if (this.persist) {
        try { localStorage.setItem(NVM_KEY, toB64(this.nvm)); } catch (e) { /* full or blocked */ }
      }
    },
    tone(hz) { tone(hz); },
    mark(kind) {     // the bots' turns, timed: [program, clock at their start, ms]
      if (kind === "b") this.bots = [this.program, performance.now()];
      else if (kind === "e" && this.bots) {
        stats.bots.push([this.bots[0], this.clockNow(), Math.round(performance.now() - this.bots[1])]);
        this.bots = null;
      }
    },
    clockNow() { return this.virtual && running === null && currentWh ? currentWh.clock() : 0; },
  };

  // The clock the program reads (host.now) stands still while the game is paused.
  const clock = { paused: false, since: 0, lost: 0 };

  function press(name, down) {
    if (name === "Shake") { if (down) host.shake = true; return; }
    if (name === "Start+Select") { press("Start", down); press("Select", down); return; }
    const n = KEYS.indexOf(name);
    if (n < 0 || !!host.held[name] === down) return;
    host.held[name] = down;
    host.queue.push(n * 2 + (down ? 1 : 0));
    for (const b of document.querySelectorAll('[data-key="' + name + '"]')) b.classList.toggle("down-now", down);
  }

  // ---- programs: one interpreter each ------------------------------------------------------
  let running = null;     // {wh, timer}
  const stats = { ticks: [], programs: [], bots: [] };
  let currentWh = null;

  function writeTree(FS, tree, root) {
    for (const [path, data] of Object.entries(tree)) {
      const full = root + "/" + path;
      const parts = full.split("/").slice(1, -1);
      let dir = "";
      for (const p of parts) {
        dir += "/" + p;
        try { FS.mkdir(dir); } catch (e) { /* there */ }
      }
      FS.writeFile(full, data);
    }
  }

  async function boot(program, carry) {
    const mp = await loadMicroPython({
      url: wasmURL, heapsize: HEAP, linebuffer: true,
      stdout: (line) => console.log(line), stderr: (line) => console.warn(line),
    });
    host.mp = mp;
    host.program = program;
    writeTree(mp.FS, files.firmware, "");
    writeTree(mp.FS, files.words, "");
    writeTree(mp.FS, files.device, "/web");
    mp.FS.writeFile("/.nvm", host.nvm);
    mp.runPython("import sys\nsys.path.insert(0, '/web')\nimport webhost");
    const wh = mp.pyimport("webhost");
    currentWh = wh;
    wh.install(host, host.virtual, carry);
    mp.runPython(PAGE_GC);
    stats.programs.push(program);
    return { wh, status: wh.start(program) };
  }

  // What a board keeps between two programs (webhost.carry's JSON, for the next install).
  function carried(wh) {
    const text = wh.carry();
    const st = JSON.parse(text);
    return { program: st.reload_to, text, error: st.error };
  }

  function tick(wh) {
    const clock = host.virtual ? wh.clock() : 0;
    const t0 = performance.now();
    const status = wh.tick();
    const ms = performance.now() - t0;
    if (host.virtual && ms >= 1) stats.ticks.push([host.program, clock, Math.round(ms)]);
    return status;
  }

  function ended(text) {
    $("stopped-text").textContent = text;
    $("stopped").hidden = false;
  }

  // Real time: a frame, then wait what its loop asked, then the next.
  async function runReal(program, carry) {
    stop();
    $("stopped").hidden = true;
    host.virtual = false;
    host.persist = true;
    const r = await boot(program, carry);
    running = { wh: r.wh, timer: null, next: null };
    const me = running;
    me.next = (ms) => {       // the next frame in `ms`, unless paused by then (resume() calls it)
      me.timer = setTimeout(() => {
        me.timer = null;
        if (running === me && !clock.paused) step(tick(me.wh));
      }, ms);
    };
    const step = (status) => {
      if (running !== me) return;
      if (status >= 0) {
        if (!clock.paused) me.next(status);
      } else if (status === RELOAD) {
        const c = carried(me.wh);
        runReal(c.program, c.text);
      } else {
        ended("The program stopped: " + (carried(me.wh).error || "it ended") + ".");
      }
    };
    step(r.status);
  }

  function stop() {
    if (running && running.timer) clearTimeout(running.timer);
    running = null;
    tone(0);
  }

  // Paused (the rules open): no frames, the keys let go, no sound, and host.now() stands still,
  // so the game's clock (a Boggle Bowl round's sand, the bots' time) goes on where it stopped.
  function pause() {
    if (clock.paused) return;
    clock.paused = true;
    clock.since = performance.now();
    for (const k of KEYS) press(k, false);
    tone(0);
    if (running && running.timer) { clearTimeout(running.timer); running.timer = null; }
  }

  function resume() {
    if (!clock.paused) return;
    clock.lost += performance.now() - clock.since;
    clock.paused = false;
    if (running && !running.timer) running.next(0);
  }

  // The game the program plays (its engine's package: bowengine.bogglebowl.rules), or "".
  function gameOnShow() {
    if (!running || !host.mp) return "";
    try {
      host.mp.runPython("import webhost\n_a = webhost.state.globals.get('app') if webhost.state.globals else None\n"
        + "_g = getattr(_a, 'game', None)\n_r = type(_g).__module__.split('.')[1] if _g is not None else ''");
      return host.mp.globals.get("_r") || "";
    } catch (e) { return ""; }
  }

  // ---- one tab plays: the one started last owns the NVM; the others stop and say so ----------
  function owning() {
    try { const o = localStorage.getItem(OWNER_KEY); return o === null || o === TAB; } catch (e) { return true; }
  }
  function claim() {
    try { localStorage.setItem(OWNER_KEY, TAB); } catch (e) { /* storage blocked: this tab alone */ }
  }
  function elsewhere() {
    stop();
    $("stopped").hidden = true;
    $("loading").hidden = true;
    $("elsewhere").hidden = false;
  }

  // Virtual time: a key script's schedule (bowwords.vm.firmware.schedule's lines), played as fast as
  // the page can, the screen kept at each mark. For tests and figures.
  async function runScript(text, seed, options) {
    options = options || {};
    stop();
    const s = { end: 0, keys: [], marks: [], k: 0, m: 0, due: [], shots: {} };
    for (const line of text.split("\n")) {
      const p = line.trim().split(/\s+/);
      if (p[0] === "E") s.end = +p[1];
      else if (p[0] === "P") s.keys.push([+p[1], +p[2] * 2 + +p[3]]);
      else if (p[0] === "M") s.marks.push([+p[1], p[2]]);
    }
    host.virtual = true;
    host.schedule = s;
    host.lcg = seed;
    host.persist = !!options.persist;
    host.nvm = options.stored ? storedNvm() : new Uint8Array(NVM_SIZE).fill(0xff);
    stats.ticks = [];
    stats.programs = [];
    stats.bots = [];
    const t0 = performance.now();
    let program = "code.py", carry = null, status, wh;
    for (let runs = 0; runs < 200; runs++) {
      const r = await boot(program, carry);
      wh = r.wh;
      status = r.status;
      let slice = performance.now();
      while (status >= 0) {
        status = tick(wh);
        if (performance.now() - slice > 100) { await new Promise((ok) => setTimeout(ok, 0)); slice = performance.now(); }
      }
      if (status !== RELOAD) break;
      const c = carried(wh);
      program = c.program;
      carry = c.text;
    }
    const c = carried(wh);
    return {
      status: status === STOPPED ? "stopped" : "ended", error: c.error, programs: stats.programs.slice(),
      marks: s.shots, ms: Math.round(performance.now() - t0), slow: stats.ticks.slice(), bots: stats.bots.slice(),
      nvm: toB64(host.nvm), screen: wh.screen_name(),
    };
  }

  // ---- the page ----------------------------------------------------------------------------
  // The handheld's keys below the screen in a portrait window, beside it in a landscape one; the
  // screen at the largest whole scale (6x at most) at which the whole handheld is in the window.
  function fit() {
    const hh = $("handheld");
    const view = document.documentElement;
    hh.classList.toggle("side", window.innerWidth > window.innerHeight);
    let s = 6;
    for (; s > 1; s--) {
      canvas.style.width = W * s + "px";
      canvas.style.height = H * s + "px";
      const r = hh.getBoundingClientRect();
      if (r.left + window.scrollX >= 0 && r.right + window.scrollX <= view.clientWidth
          && r.bottom + window.scrollY <= window.innerHeight && view.scrollWidth <= view.clientWidth) break;
    }
    canvas.style.width = W * s + "px";
    canvas.style.height = H * s + "px";
    hh.dataset.scale = s;
  }

  function wire() {
    window.addEventListener("resize", fit);
    fit();
    window.addEventListener("keydown", (e) => {
      const name = KEYBOARD[e.code];
      if (!name || e.ctrlKey || e.metaKey || e.altKey || document.querySelector("dialog[open]")) return;
      e.preventDefault();
      if (!e.repeat) press(name, true);
    });
    window.addEventListener("keyup", (e) => {
      const name = KEYBOARD[e.code];
      if (name) { e.preventDefault(); press(name, false); }
    });
    window.addEventListener("blur", () => { for (const k of KEYS) press(k, false); });
    for (const b of document.querySelectorAll("[data-key]")) {
      const name = b.dataset.key;
      b.addEventListener("pointerdown", (e) => { e.preventDefault(); b.setPointerCapture(e.pointerId); press(name, true); });
      for (const ev of ["pointerup", "pointercancel", "lostpointercapture"]) b.addEventListener(ev, () => press(name, false));
      b.addEventListener("contextmenu", (e) => e.preventDefault());
    }
    const dialog = $("rules");
    const nav = $("rules-nav");
    const sections = dialog.querySelectorAll(".rules-game");
    const choose = (i) => sections.forEach((sec, j) => {
      sec.hidden = i !== j;
      nav.children[j].setAttribute("aria-selected", String(i === j));
    });
    sections.forEach((sec, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = sec.querySelector("h2").textContent;
      b.addEventListener("click", () => choose(i));
      nav.appendChild(b);
    });
    choose(0);
    const showRules = () => {     // at the rules of the game on show, if one is
      const at = [...sections].findIndex((sec) => sec.id === "rules-" + gameOnShow());
      if (at >= 0) choose(at);
      pause();
      dialog.showModal();
    };
    $("show-rules").addEventListener("click", showRules);
    $("rules-key").addEventListener("click", showRules);
    dialog.addEventListener("close", resume);
    $("sound").addEventListener("click", (e) => {
      sound.on = !sound.on;
      if (sound.on && !sound.ctx) sound.ctx = new AudioContext();
      e.target.textContent = "Sound: " + (sound.on ? "on" : "off");
      e.target.setAttribute("aria-pressed", String(sound.on));
      if (!sound.on) tone(0);
    });
    $("restart").addEventListener("click", () => api.start());
    $("play-here").addEventListener("click", () => api.start());
    window.addEventListener("storage", (e) => {
      if (e.key === OWNER_KEY && e.newValue !== TAB && running && !host.virtual) elsewhere();
    });
  }

  const api = {
    runScript, stats, host,
    screen: () => (running ? running.wh.screen_name() : null),
    nvm: () => { try { return localStorage.getItem(NVM_KEY); } catch (e) { return null; } },
    start: () => {
      claim();
      $("elsewhere").hidden = true;
      host.nvm = storedNvm();
      return runReal("code.py", null);
    },
    paused: () => clock.paused,
    scale: () => +$("handheld").dataset.scale,
  };
  // Served over http(s): a web app (manifest.webmanifest) whose files a service worker keeps for
  // use offline. From file:// neither applies (nor is asked for).
  if (/^https?:$/.test(location.protocol)) {
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = "manifest.webmanifest";
    document.head.appendChild(link);
    if ("serviceWorker" in navigator) {
      api.worker = navigator.serviceWorker.register("sw.js").then(() => navigator.serviceWorker.ready)
        .then(() => true, (e) => { console.warn("no service worker: " + e.message); return false; });
    }
  }
  window.bowwords = api;
  wire();
  api.ready = loadAll().then(() => {
    api.loadedMs = performance.now();
    progress(1, 1, "Starting\u2026");
    if (!params.has("paused")) return api.start();
    $("loading").hidden = true;
    return null;
  }).catch((e) => {
    $("loading-text").textContent = "Bowwords could not start: " + e.message;
    console.error(e);
    throw e;
  });
})();
