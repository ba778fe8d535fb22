import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  enforcedCategories,
  formatTable,
  problemsOf,
  runLighthouse,
  type RouteResult,
} from '../../scripts/lighthouse.mjs';
import { routes } from '../../site/src/routes.ts';

/**
 * Lighthouse (mobile, simulated throttling) on the fourteen routes of the production build, served by
 * the real server: accessibility, best practices and SEO must be 100 everywhere. Performance is printed,
 * not asserted (it depends on the machine). Needs `pnpm -r build` first; `pnpm lighthouse` runs every
 * page of the sitemap (the fourteen and each event's and gallery album's page).
 */
const built = ['../../site/dist/index.html', '../../packages/api/dist/server.js'].every((path) =>
  existsSync(new URL(path, import.meta.url)),
);

describe('Lighthouse on the production build', () => {
  it(
    `scores 100 in ${enforcedCategories.join(', ')} on every route`,
    async () => {
      if (!built) throw new Error('site/dist or packages/api/dist is missing: run pnpm build first');
      const results: RouteResult[] = await runLighthouse({ routes: routes.map((route) => route.path) });
      console.log(formatTable(results));
      expect(results).toHaveLength(14);
      const problems = problemsOf(results);
      expect(problems, `Lighthouse problems:\n${problems.join('\n')}`).toEqual([]);
    },
    15 * 60_000,
  );
});
