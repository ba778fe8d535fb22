// Why Lighthouse's blocking time is what it is: runs Lighthouse (the benchmark's settings) on the routes given
// and prints, for each run, the figures and the simulated blocking time of each kind of main-thread task
// (Lighthouse's own simulation of the slow phone, read back from its computed artifacts). With --tasks,
// every simulated task of 20 ms or more, with what ran in it. Build first (`pnpm build`).
//
//   pnpm bench:lighthouse-tasks /about /donate --runs=3 --tasks
//
// The kinds: `commit` is the browser committing the navigation and creating the page's JavaScript
// context (Lighthouse's own scripts run in it, so a page with nothing in it has it too); `parse`,
// `style`, `layout` and `paint` the first drawing of the page and any drawing again; `css` a stylesheet
// read; `compile` and `evaluate` a module's; `script` the page's own code (timers, promises, events).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { chromeFlags, lighthouseSettings, origin, startServer } from './lighthouse.mjs';

/** Which kind of work a simulated task is, by the trace events in it that took the longest. */
const kindsOf = {
  commit: ['DocumentLoader::CommitNavigation'],
  parse: ['ParseHTML'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize'],
  css: ['ParseAuthorStyleSheet'],
  compile: ['v8.compileModule', 'v8.produceModuleCache', 'v8.compile'],
  evaluate: ['v8.evaluateModule'],
  script: ['FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'FireAnimationFrame'],
  gc: ['MinorGC', 'MajorGC'],
};

function timeByEvent(node) {
  const time = {};
  for (const event of node.childEvents)
    if (event.dur) time[event.name] = (time[event.name] ?? 0) + event.dur / 1000;
  return time;
}

function kindOf(node) {
  const time = timeByEvent(node);
  const totals = Object.entries(kindsOf).map(([kind, names]) => [
    kind,
    names.reduce((sum, name) => sum + (time[name] ?? 0), 0),
  ]);
  const [kind, ms] = totals.sort((a, b) => b[1] - a[1])[0];
  return ms > 0 ? kind : 'other';
}

/**
 * Lighthouse's blocking time is the mean of two sums over the same simulated tasks: each task's part
 * between the simulated first paint and the page's being interactive, less 50 ms; once with the later
 * first paint and the earlier interactive time, once the other way round (lantern's TotalBlockingTime).
 */
async function blockingByKind(artifacts, settings) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const windows = [
    [fcp.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs],
    [fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs],
  ];
  const byKind = {};
  const tasks = [];
  for (const [node, timing] of tbt.pessimisticEstimate.nodeTimings) {
    if (node.type !== 'cpu') continue;
    let blocking = 0;
    for (const [from, to] of windows) {
      const inside = Math.min(timing.endTime, to) - Math.max(timing.startTime, from);
      if (inside > 50) blocking += (inside - 50) / windows.length;
    }
    const kind = kindOf(node);
    if (blocking > 0) byKind[kind] = (byKind[kind] ?? 0) + blocking;
    if (timing.duration >= 20) tasks.push({ timing, node, kind, blocking });
  }
  return { fcp: fcp.optimisticEstimate.timeInMs, byKind, tasks };
}

const describe = ({ timing, node, kind, blocking }) => {
  const events = Object.entries(timeByEvent(node))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
  return `  ${timing.startTime.toFixed(0).padStart(5)}-${timing.endTime.toFixed(0).padEnd(5)} ms  ${kind.padEnd(8)} simulated ${timing.duration.toFixed(0).padStart(4)} ms (measured ${(node.duration / 1000).toFixed(1)})  blocking ${blocking.toFixed(0).padStart(3)}  [${events}]`;
};

const args = process.argv.slice(2);
const routes = args.filter((arg) => !arg.startsWith('--'));
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1);
const listTasks = args.includes('--tasks');
if (routes.length === 0) {
  console.error('Name the routes: node scripts/lighthouse-tasks.mjs /about /donate [--runs=3] [--tasks]');
  process.exit(2);
}

const lighthouseManifest = createRequire(import.meta.url).resolve('lighthouse/package.json');
const { launch } = await import(
  pathToFileURL(createRequire(lighthouseManifest).resolve('chrome-launcher')).href
);
const server = await startServer();
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags,
  logLevel: 'silent',
});
try {
  for (const route of routes) {
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(new URL(route, origin).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...lighthouseSettings,
      });
      if (!result || result.lhr.runtimeError) {
        console.log(`${route} run ${run}: Lighthouse could not run (${result?.lhr.runtimeError?.code})`);
        continue;
      }
      const { lhr, artifacts } = result;
      const figure = (id) => lhr.audits[id].numericValue.toFixed(0);
      const { byKind, tasks } = await blockingByKind(artifacts, lhr.configSettings);
      const kinds = Object.entries(byKind)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
        .join(', ');
      console.log(
        `${route} run ${run}: performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${figure('first-contentful-paint')} ms, LCP ${figure('largest-contentful-paint')} ms, TBT ${figure('total-blocking-time')} ms (${kinds || 'no task over 50 ms'}), benchmark index ${lhr.environment.benchmarkIndex}`,
      );
      if (listTasks) console.log(tasks.map(describe).join('\n'));
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
