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
  lcpSeconds: number | null;
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
export function routesOfBuild(): Promise<string[]>;
/** Undoes the five entities React and the prerender script write in attributes. */
export function decodeEntities(text: string): string;
export function runLighthouse(options?: {
  routes?: string[];
  log?: (message: string) => void;
}): Promise<RouteResult[]>;
export function formatTable(results: RouteResult[]): string;
export function problemsOf(results: RouteResult[]): string[];
