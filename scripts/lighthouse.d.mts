/** Types of scripts/lighthouse.mjs, for the TypeScript tests that import it. */
export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  explanation?: string;
  /** One line per element (selector | snippet | label | explanation) or item. */
  items: string[];
}

export interface RouteResult {
  route: string;
  url: string;
  /** 0-100, null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  /** How many Lighthouse runs the figures are the median of (3 when the first missed a budget). */
  runs: number;
  fcpSeconds: number | null;
  lcpSeconds: number | null;
  /** The largest paint's element (selector and snippet), when Lighthouse could name it. */
  lcpElement: string | null;
  tbtMs: number | null;
  cls: number | null;
  runtimeError?: string;
  warnings: string[];
  /** The failing weighted audits of the enforced categories. */
  failures: FailingAudit[];
}

export const port: number;
export const host: string;
export const origin: string;
export const categories: Category[];
export const enforcedCategories: Category[];
export const speedBudget: {
  fcpSeconds: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  performance: number;
};
/** What a result misses of the speed budget, one phrase each. */
export function speedMisses(result: RouteResult): string[];
/** The figures whose miss fails the test (the others are printed against their budgets). */
/** Whether blocking time and the performance score are enforced too (LIGHTHOUSE_ENFORCE_BLOCKING=1). */
export const enforceBlocking: boolean;
export const enforcedSpeedFigures: string[];
export function enforcedMisses(result: RouteResult): string[];
export function medianResult(results: RouteResult[]): RouteResult;
export function startServer(): Promise<{ stop: () => Promise<void> }>;
export function routesOfBuild(): Promise<string[]>;
/** Undoes the five entities React and the prerender script write in attributes. */
export function decodeEntities(text: string): string;
export function runLighthouse(options?: {
  routes?: string[];
  log?: (message: string) => void;
  /** Measure a route that misses a speed budget twice more and keep the median (default true). */
  retryNoisy?: boolean;
}): Promise<RouteResult[]>;
export function formatTable(results: RouteResult[]): string;
export function problemsOf(results: RouteResult[]): string[];

/** Chromium's flags for every Lighthouse run. */
export const chromeFlags: string[];
/** Lighthouse's settings beside its mobile defaults (no screenshots). */
export const lighthouseSettings: {
  skipAudits: string[];
  disableFullPageScreenshot: boolean;
};
