// A second opinion beside Lighthouse's simulation: the heaviest routes of the production build loaded
// in a real Chromium with its network and CPU throttled (Slow 4G, 4x CPU), each figure read in the page
// by its own PerformanceObserver. `pnpm bench:throttled` prints the median of three cold loads per
// route beside the targets; nothing is enforced here. Build first: `pnpm build`. Routes: `node scripts/throttled.mjs /about "/events&campaigns/1"`;
// without any, the three that transfer the most JavaScript in one quick unthrottled pass over the sitemap.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { origin, routesOfBuild, speedBudget, startServer } from './lighthouse.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** Slow 4G and 4x CPU, on Lighthouse's mobile device (a Moto G Power): the profile of every run. */
export const profile = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

/** What each median is compared with: Lighthouse's speed budget (printed here, never enforced). */
export const targets = {
  fcpSeconds: speedBudget.fcpSeconds,
  lcpSeconds: speedBudget.lcpSeconds,
  tbtMs: speedBudget.tbtMs,
  cls: speedBudget.cls,
};

/**
 * The flags of tests/support/chromium.ts (a TypeScript module, which Node 20 cannot import), for the full
 * browser a visitor has rather than the tests' headless shell: `--headless=new` runs it without a window.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A run waits at least this long after the load event, and until the network was quiet this long. */
const throttledWait = { afterLoadMs: 2000, quietMs: 1000, capMs: 20_000 };
/** The quick unthrottled pass that ranks the routes waits less. */
const quickWait = { afterLoadMs: 500, quietMs: 500, capMs: 10_000 };

/** The entry script a page of a build names: it differs between two builds of different code. */
const entryOf = (html) => html.match(/\/assets\/index-[\w-]+\.js/)?.[0] ?? null;

/**
 * Every checkout's scripts/lighthouse.mjs uses port 4398: if another one's server took the port (after
 * ours stopped answering), its pages would be measured as ours. The home page must name our build's entry.
 */
async function assertOurBuild() {
  const ours = entryOf(readFileSync(join(repo, 'site', 'dist', 'index.html'), 'utf8'));
  const served = await fetch(`${origin}/`).then(
    (response) => response.text().then(entryOf),
    (error) => `nothing (${error.cause?.code ?? error.message})`,
  );
  if (served !== ours)
    throw new Error(
      `${origin} serves ${served}, not this build's ${ours}: did another checkout take the port?`,
    );
}

/** An error's first line (Playwright's add a call log below it). */
const firstLine = (error) => String(error instanceof Error ? error.message : error).split('\n')[0];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs in the page before any of its own scripts (context.addInitScript): buffered observers for the
 * paints, layout shifts and long tasks, and a stand-in for React's DevTools hook, which React calls
 * after every commit, to see when hydration has committed. Everything lands in window.__throttled.
 */
function installObservers() {
  if (window !== window.top) return;
  const m = {
    fcp: null,
    lcp: null,
    lcpElement: null,
    lcpUrl: null,
    cls: 0,
    shifts: [],
    longTasks: [],
    hydratedAt: null,
    commits: 0,
  };
  Object.defineProperty(window, '__throttled', { value: m });
  const describe = (node) => {
    const element = node?.nodeType === Node.TEXT_NODE ? node.parentElement : node;
    if (!element?.classList) return null;
    const classes = [...element.classList].slice(0, 3).map((name) => `.${name}`);
    return `${element.localName}${element.id ? `#${element.id}` : ''}${classes.join('')}`;
  };
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks: its figure stays empty.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') m.fcp = entry.startTime;
  });
  // The element is described when the entry arrives: hydration or a later render may replace it.
  observe('largest-contentful-paint', (entry) => {
    m.lcp = entry.startTime;
    m.lcpElement = describe(entry.element);
    m.lcpUrl = entry.url || null;
  });
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    m.cls += entry.value;
    const moved = (entry.sources ?? []).map((source) => describe(source.node)).filter(Boolean);
    m.shifts.push(
      `${entry.value.toFixed(3)} at ${(entry.startTime / 1000).toFixed(2)} s (${moved.join(', ')})`,
    );
  });
  observe('longtask', (entry) => m.longTasks.push([entry.startTime, entry.duration]));
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => {
      m.commits += 1;
      if (m.hydratedAt === null && root?.current?.memoizedState?.isDehydrated === false)
        m.hydratedAt = performance.now();
    },
  };
}

/**
 * Total blocking time after first contentful paint, as Lighthouse counts it: each long task's part after
 * FCP, less 50 ms. Measured in the throttled page, so the durations already include the 4x slowdown.
 */
export function blockingTime(longTasks, fcp) {
  if (fcp === null) return null;
  let sum = 0;
  for (const [start, duration] of longTasks) {
    const blocking = start + duration - Math.max(start, fcp) - 50;
    if (blocking > 0) sum += blocking;
  }
  return sum;
}

/**
 * A fixed piece of work (about 0.2 s on an idle core) timed in the page after the figures are read,
 * throttled and then not: the ratio shows the slowdown the page really had. On a busy machine it falls
 * short of 4, since the time the page waits for a core counts in both (seen here: about 2 at a load
 * average of 20 on two cores), so the figures then mix throttling and the machine's own load.
 */
const calibrationLoop = () => {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 20_000_000; i++) x = (x + i * 7) % 1_000_003;
  return [performance.now() - start, x];
};

/**
 * One cold load in a fresh context (empty cache, no cookies): the figures read from the page, and the
 * scripts the browser received according to CDP (Network.loadingFinished's encodedDataLength: the bytes
 * on the wire, compressed body and headers, for every request, including any the page never times).
 */
async function loadOnce(browser, path, { throttled }) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(installObservers);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    const client = await context.newCDPSession(page);
    const requests = new Map();
    const inFlight = new Set();
    let lastActivity = Date.now();
    const settle = (id) => {
      inFlight.delete(id);
      lastActivity = Date.now();
    };
    client.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      if (!/^https?:/.test(request.url)) return;
      requests.set(requestId, { url: request.url, type, bytes: null, encoding: null });
      inFlight.add(requestId);
      lastActivity = Date.now();
    });
    client.on('Network.responseReceived', ({ requestId, type, response }) => {
      const request = requests.get(requestId);
      if (!request) return;
      request.type = type;
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      request.encoding = headers['content-encoding'] ?? 'identity';
    });
    client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) request.bytes = encodedDataLength;
      settle(requestId);
    });
    client.on('Network.loadingFailed', ({ requestId }) => settle(requestId));

    await client.send('Network.enable');
    await client.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) {
      await client.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: profile.downloadBitsPerSecond / 8,
        uploadThroughput: profile.uploadBitsPerSecond / 8,
      });
      await client.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    }

    const wait = throttled ? throttledWait : quickWait;
    const started = Date.now();
    const response = await page.goto(new URL(path, origin).href, { waitUntil: 'load', timeout: 90_000 });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`);
    const loadedAt = Date.now();
    let networkQuiet = true;
    for (;;) {
      const now = Date.now();
      if (now - loadedAt >= wait.afterLoadMs && inFlight.size === 0 && now - lastActivity >= wait.quietMs)
        break;
      if (now - loadedAt >= wait.capMs) {
        networkQuiet = false;
        break;
      }
      await sleep(100);
    }

    const figures = await page.evaluate(() => {
      const m = window.__throttled;
      const navigation = performance.getEntriesByType('navigation')[0];
      const fonts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.woff2?$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.responseEnd);
      return {
        ...m,
        longTasks: [...m.longTasks],
        shifts: [...m.shifts],
        loadEvent: navigation?.loadEventEnd ?? null,
        fontsDone: fonts.length > 0 ? Math.max(...fonts) : null,
        lcpResourceDone: m.lcpUrl ? (performance.getEntriesByName(m.lcpUrl)[0]?.responseEnd ?? null) : null,
      };
    });
    let slowdown = null;
    if (throttled) {
      const [throttledMs] = await page.evaluate(calibrationLoop);
      await client.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const [unthrottledMs] = await page.evaluate(calibrationLoop);
      slowdown = throttledMs / unthrottledMs;
    }

    const scripts = [...requests.values()].filter(
      (request) => request.type === 'Script' || /\.m?js$/.test(new URL(request.url).pathname),
    );
    const seconds = (ms) => (ms === null || ms === undefined ? null : ms / 1000);
    return {
      fcpSeconds: seconds(figures.fcp),
      lcpSeconds: seconds(figures.lcp),
      lcpElement: figures.lcpElement,
      lcpUrl: figures.lcpUrl,
      cls: figures.cls,
      shifts: figures.shifts,
      tbtMs: blockingTime(figures.longTasks, figures.fcp),
      longTasks: figures.longTasks.length,
      hydratedSeconds: seconds(figures.hydratedAt),
      loadSeconds: seconds(figures.loadEvent),
      fontsDoneSeconds: seconds(figures.fontsDone),
      lcpResourceDoneSeconds: seconds(figures.lcpResourceDone),
      lcpResourceBytes:
        [...requests.values()].find((request) => request.url === figures.lcpUrl)?.bytes ?? null,
      jsRequests: scripts.length,
      jsBytes: scripts.reduce((sum, request) => sum + (request.bytes ?? 0), 0),
      jsUnfinished: scripts.filter((request) => request.bytes === null).length,
      jsEncodings: [...new Set(scripts.map((request) => request.encoding).filter(Boolean))],
      requests: requests.size,
      slowdown,
      networkQuiet,
      wallSeconds: (Date.now() - started) / 1000,
      errors,
    };
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median, lowest and highest of one figure over the runs. */
function spread(runs, key) {
  const values = runs.map((run) => run[key]).filter((value) => typeof value === 'number');
  return values.length === 0
    ? { median: null, min: null, max: null }
    : { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** The most frequent value of a text figure over the runs ("a / b" when the runs disagree). */
function mostFrequent(runs, key) {
  const counts = new Map();
  for (const run of runs) counts.set(run[key], (counts.get(run[key]) ?? 0) + 1);
  return (
    [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([value]) => value ?? '-')
      .join(' / ') || '-'
  );
}

/** The targets a route's medians miss, by name ("no LCP" when no run saw one): empty when it meets them all. */
export function missedTargets(result) {
  return [
    ['FCP', result.fcpSeconds, targets.fcpSeconds],
    ['LCP', result.lcpSeconds, targets.lcpSeconds],
    ['TBT', result.tbtMs, targets.tbtMs],
    ['CLS', result.cls, targets.cls],
  ]
    .filter(([, figure, target]) => figure.median === null || figure.median > target)
    .map(([name, figure]) => (figure.median === null ? `no ${name}` : name));
}

/**
 * Serves the existing build with the real server and loads each route in Chromium: with no `routes`,
 * one quick unthrottled load of every route of the sitemap ranks them by the JavaScript they transfer and
 * the top `count` are measured; the routes given are measured as they are (after one unthrottled load
 * each, to compare). Then `runs` throttled cold loads per route, the routes taking turns.
 */
export async function runThrottled({ routes, runs = 3, count = 3, log = () => undefined } = {}) {
  for (const [file, what] of [
    [join(repo, 'site', 'dist', 'index.html'), 'site/dist'],
    [join(repo, 'packages', 'api', 'dist', 'server.js'), 'packages/api/dist/server.js'],
  ]) {
    if (!existsSync(file)) throw new Error(`${what} is missing: run pnpm build first (pnpm -r build).`);
  }
  const began = Date.now();
  const candidates = routes ?? (await routesOfBuild());
  const server = await startServer();
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    const environment = {
      date: new Date().toISOString(),
      cpu: cpus()[0]?.model ?? 'unknown CPU',
      cores: cpus().length,
      loadAverage: loadavg()[0],
      chromium: browser.version(),
      origin,
    };
    const failures = [];

    log(`Unthrottled pass over ${candidates.length} route(s)`);
    const quick = [];
    for (const path of candidates) {
      try {
        await assertOurBuild();
        const figures = await loadOnce(browser, path, { throttled: false });
        await assertOurBuild();
        quick.push({ route: path, ...figures });
      } catch (error) {
        failures.push(`${path} (unthrottled): ${firstLine(error)}`);
      }
    }
    const ranking = [...quick].sort((a, b) => b.jsBytes - a.jsBytes || b.jsRequests - a.jsRequests);
    const chosen = routes ?? ranking.slice(0, count).map((entry) => entry.route);

    const byRoute = new Map(chosen.map((path) => [path, []]));
    for (let run = 1; run <= runs; run++) {
      for (const path of chosen) {
        log(`Throttled run ${run} of ${runs}: ${path}`);
        try {
          await assertOurBuild();
          const figures = await loadOnce(browser, path, { throttled: true });
          await assertOurBuild();
          byRoute.get(path).push(figures);
        } catch (error) {
          failures.push(`${path} (run ${run}): ${firstLine(error)}`);
        }
      }
    }

    const results = chosen.map((path) => {
      const list = byRoute.get(path);
      const unthrottled = quick.find((entry) => entry.route === path);
      return {
        route: path,
        runs: list.length,
        fcpSeconds: spread(list, 'fcpSeconds'),
        lcpSeconds: spread(list, 'lcpSeconds'),
        cls: spread(list, 'cls'),
        tbtMs: spread(list, 'tbtMs'),
        jsRequests: spread(list, 'jsRequests'),
        jsBytes: spread(list, 'jsBytes'),
        hydratedSeconds: spread(list, 'hydratedSeconds'),
        loadSeconds: spread(list, 'loadSeconds'),
        fontsDoneSeconds: spread(list, 'fontsDoneSeconds'),
        lcpResourceDoneSeconds: spread(list, 'lcpResourceDoneSeconds'),
        lcpResourceBytes: spread(list, 'lcpResourceBytes'),
        slowdown: spread(list, 'slowdown'),
        wallSeconds: spread(list, 'wallSeconds'),
        lcpElement: mostFrequent(list, 'lcpElement'),
        lcpUrl: mostFrequent(list, 'lcpUrl'),
        jsEncodings: [...new Set(list.flatMap((run) => run.jsEncodings))],
        notQuiet: list.filter((run) => !run.networkQuiet).length,
        jsUnfinished: list.reduce((sum, run) => sum + run.jsUnfinished, 0),
        errors: [...new Set(list.flatMap((run) => run.errors))],
        shifts: list.flatMap((run, i) =>
          run.shifts.map(
            (shift) =>
              `run ${i + 1}: ${shift}; that run's FCP ${fixed(run.fcpSeconds, 2)} s,` +
              ` text face fetched at ${fixed(run.fontsDoneSeconds, 2)} s, hydrated ${fixed(run.hydratedSeconds, 2)} s`,
          ),
        ),
        unthrottled: unthrottled
          ? { fcpSeconds: unthrottled.fcpSeconds, lcpSeconds: unthrottled.lcpSeconds }
          : null,
      };
    });
    for (const result of results) {
      if (result.runs === 0) failures.push(`${result.route}: no throttled run finished`);
    }
    return {
      environment,
      ranking: routes
        ? null
        : ranking.map(({ route, jsBytes, jsRequests }) => ({ route, jsBytes, jsRequests })),
      results,
      failures,
      seconds: (Date.now() - began) / 1000,
    };
  } finally {
    await browser?.close();
    await server.stop();
  }
}

const fixed = (value, digits) => (value === null || value === undefined ? '-' : value.toFixed(digits));
const kilobytes = (bytes) => (bytes === null ? '-' : (bytes / 1000).toFixed(1));
const clsText = (value) => (value > 0 && value < 0.0005 ? '<0.001' : fixed(value, 3));
/** "1.23 (1.10-1.40)": the median, then the lowest and highest run. */
const cell = (figure, show) =>
  figure.median === null
    ? '-'
    : figure.min === figure.max
      ? show(figure.median)
      : `${show(figure.median)} (${show(figure.min)}-${show(figure.max)})`;

/** The table of medians: route, FCP, LCP, its element, CLS, TBT, scripts, and the targets missed. */
export function formatThrottledTable(results) {
  const header = ['Route', 'FCP (s)', 'LCP (s)', 'LCP element', 'CLS', 'TBT (ms)', 'JS requests', 'JS kB'];
  header.push('Targets');
  const rows = results.map((r) => {
    const missed = missedTargets(r);
    return [
      r.route,
      cell(r.fcpSeconds, (v) => fixed(v, 2)),
      cell(r.lcpSeconds, (v) => fixed(v, 2)),
      r.lcpElement,
      cell(r.cls, clsText),
      cell(r.tbtMs, (v) => fixed(v, 0)),
      cell(r.jsRequests, (v) => fixed(v, 0)),
      cell(r.jsBytes, kilobytes),
      missed.length === 0 ? 'meets' : `misses ${missed.join(', ')}`,
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const textColumns = new Set([0, 3, 8]);
  const line = (cells) =>
    cells
      .map((text, i) => (textColumns.has(i) ? text.padEnd(widths[i]) : text.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The lines above the table: when, on what, with which throttling and against which targets. */
export function formatThrottledHeader(environment, runs = 3) {
  const { date, cpu, cores, chromium: version, loadAverage } = environment;
  return [
    `Throttled real-browser figures, ${date.slice(0, 16).replace('T', ' ')} UTC, ${cpu}, ${cores} cores` +
      ` (load average ${loadAverage.toFixed(1)}), Chromium ${version}`,
    `Profile: Slow 4G (${profile.latencyMs} ms latency, ${profile.downloadBitsPerSecond / 1e6} Mbit/s down,` +
      ` ${profile.uploadBitsPerSecond / 1000} kbit/s up, no cache), ${profile.cpuSlowdown}x CPU,` +
      ` ${profile.viewport.width}x${profile.viewport.height} at ${profile.deviceScaleFactor}x, touch;` +
      ` median of ${runs} cold loads (lowest-highest)`,
    `Targets: FCP <= ${targets.fcpSeconds.toFixed(1)} s, LCP <= ${targets.lcpSeconds.toFixed(1)} s, TBT <= ${targets.tbtMs} ms,` +
      ` CLS ${targets.cls}`,
  ].join('\n');
}

/** Everything the command prints: the choice of routes, the header, the table, and the details. */
export function formatThrottledReport(report, runs = 3) {
  const { environment, ranking, results, failures } = report;
  const lines = [];
  if (ranking) {
    lines.push(
      'Routes ranked by the JavaScript they transfer (one unthrottled load each; the top three are measured):',
    );
    for (const [i, entry] of ranking.entries()) {
      lines.push(
        `  ${String(i + 1).padStart(2)}. ${entry.route.padEnd(24)} ${kilobytes(entry.jsBytes).padStart(6)} kB` +
          ` in ${entry.jsRequests} scripts${results.some((r) => r.route === entry.route) ? '  <- measured' : ''}`,
      );
    }
  } else {
    lines.push(`Routes given on the command line: ${results.map((r) => r.route).join(', ')}`);
  }
  lines.push('', formatThrottledHeader(environment, runs), '', formatThrottledTable(results), '');
  lines.push(
    'JS = every script response (CDP Network.loadingFinished encodedDataLength: compressed body and headers;' +
      ' 1 kB = 1000 bytes).',
  );
  lines.push(
    "TBT = each long task's part after FCP, less 50 ms, until read (>= 2 s after load and 1 s of quiet network).",
  );
  lines.push('');
  for (const r of results) {
    if (r.runs === 0) {
      lines.push(`${r.route}: no throttled run finished`);
      continue;
    }
    const details = [
      `unthrottled FCP ${fixed(r.unthrottled?.fcpSeconds, 2)} s`,
      `text face fetched (for the next page) ${fixed(r.fontsDoneSeconds.median, 2)} s`,
      `hydrated ${fixed(r.hydratedSeconds.median, 2)} s`,
      `load event ${fixed(r.loadSeconds.median, 2)} s`,
      `CPU slowdown seen ${fixed(r.slowdown.median, 1)}x`,
      `scripts sent ${r.jsEncodings.join('/') || '-'}`,
      `a run takes ${fixed(r.wallSeconds.median, 1)} s`,
    ];
    lines.push(`${r.route}: ${details.join(', ')}`);
    if (r.lcpUrl !== '-') {
      const url = r.lcpUrl.startsWith(origin) ? r.lcpUrl.slice(origin.length) : r.lcpUrl;
      lines.push(
        `  LCP resource ${url}: ${kilobytes(r.lcpResourceBytes.median)} kB,` +
          ` received at ${fixed(r.lcpResourceDoneSeconds.median, 2)} s`,
      );
    }
    if (r.notQuiet > 0) lines.push(`  the network never went quiet in ${r.notQuiet} run(s)`);
    if (r.jsUnfinished > 0) lines.push(`  ${r.jsUnfinished} script(s) still loading when read`);
    for (const shift of r.shifts) lines.push(`  layout shift, ${shift}`);
    for (const error of r.errors) lines.push(`  page error: ${error}`);
  }
  if (failures.length > 0) lines.push('', 'Failed to run:', ...failures.map((failure) => `  ${failure}`));
  return lines.join('\n');
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  try {
    const args = process.argv.slice(2);
    const runsArg = args.find((arg) => arg.startsWith('--runs='));
    const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
    if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs= takes a whole number above 0');
    const unknown = args.filter((arg) => arg !== runsArg && !arg.startsWith('/'));
    if (unknown.length > 0)
      throw new Error(`Unknown argument(s): ${unknown.join(' ')} (routes start with /)`);
    const routes = args.filter((arg) => arg.startsWith('/'));
    const report = await runThrottled({
      routes: routes.length > 0 ? routes : undefined,
      runs,
      log: (message) => console.error(message),
    });
    console.log(`\n${formatThrottledReport(report, runs)}`);
    console.error(`\nThrottled measurement took ${report.seconds.toFixed(0)} s.`);
    if (report.failures.length > 0) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
