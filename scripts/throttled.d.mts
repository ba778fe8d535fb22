/** Types of scripts/throttled.mjs, for the TypeScript tests that import it. */

/** One figure over the runs of a route: the median, the lowest and the highest (null when no run had it). */
export interface Spread {
  median: number | null;
  min: number | null;
  max: number | null;
}

export interface ThrottledResult {
  route: string;
  /** How many throttled runs finished. */
  runs: number;
  fcpSeconds: Spread;
  lcpSeconds: Spread;
  cls: Spread;
  tbtMs: Spread;
  jsRequests: Spread;
  /** Bytes on the wire (CDP encodedDataLength: compressed body and headers) of every script response. */
  jsBytes: Spread;
  /** When React committed the hydration, from its DevTools hook. */
  hydratedSeconds: Spread;
  loadSeconds: Spread;
  fontsDoneSeconds: Spread;
  lcpResourceDoneSeconds: Spread;
  lcpResourceBytes: Spread;
  /** The throttled calibration loop's time over the same loop's unthrottled time, in the same page. */
  slowdown: Spread;
  wallSeconds: Spread;
  /** `tag#id.class`, the most frequent over the runs ("a / b" when they differ). */
  lcpElement: string;
  lcpUrl: string;
  jsEncodings: string[];
  notQuiet: number;
  jsUnfinished: number;
  errors: string[];
  /** Each layout shift of each run: its value, when, and the elements it moved. */
  shifts: string[];
  unthrottled: { fcpSeconds: number | null; lcpSeconds: number | null } | null;
}

export interface ThrottledReport {
  environment: {
    date: string;
    cpu: string;
    cores: number;
    loadAverage: number;
    chromium: string;
    origin: string;
  };
  /** Every route of the sitemap by transferred JavaScript, when no routes were given. */
  ranking: { route: string; jsBytes: number; jsRequests: number }[] | null;
  results: ThrottledResult[];
  /** What failed to run; empty when everything ran. */
  failures: string[];
  seconds: number;
}

export const profile: {
  latencyMs: number;
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
};
export const targets: { fcpSeconds: number; lcpSeconds: number; tbtMs: number; cls: number };
export function blockingTime(
  longTasks: [start: number, duration: number][],
  fcp: number | null,
): number | null;
export function median(values: number[]): number | null;
export function missedTargets(result: ThrottledResult): string[];
export function runThrottled(options?: {
  routes?: string[];
  runs?: number;
  count?: number;
  log?: (message: string) => void;
}): Promise<ThrottledReport>;
export function formatThrottledTable(results: ThrottledResult[]): string;
export function formatThrottledHeader(environment: ThrottledReport['environment'], runs?: number): string;
export function formatThrottledReport(report: ThrottledReport, runs?: number): string;
