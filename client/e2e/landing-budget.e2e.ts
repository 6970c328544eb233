/**
 * The landing page's JavaScript budget: at most 120 KB gzipped loaded before first paint (counted
 * strictly: every script the page loads), other routes, antd and Apollo Client split off. Run alone with `npm run bench:landing`; it prints the figures.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './helpers';

const BUDGET_KB = 120;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it(`the landing page loads at most ${BUDGET_KB} KB of gzipped JavaScript`, async () => {
  const { page, close } = await newPage(browser, 1440, 900);
  try {
    await page.goto('/', { waitUntil: 'networkidle' });
    const report = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
        .map((r) => ({ path: new URL(r.name).pathname, gzip: r.encodedBodySize, raw: r.decodedBodySize, end: r.responseEnd }));
      return { fcp, scripts };
    });
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    const beforePaint = report.scripts.filter((s) => s.end <= report.fcp);
    const sum = (list: typeof report.scripts, key: 'gzip' | 'raw') => list.reduce((n, s) => n + s[key], 0);
    const lines = report.scripts.map(
      (s) => `  ${s.path}  ${kb(s.gzip)} KB gzipped (${kb(s.raw)} KB)${s.end <= report.fcp ? '' : '  [after first paint]'}`,
    );
    console.log(
      [
        `landing page JavaScript (first contentful paint at ${Math.round(report.fcp)} ms):`,
        ...lines,
        `before first paint: ${kb(sum(beforePaint, 'gzip'))} KB gzipped in ${beforePaint.length} files`,
        `all JavaScript the page loaded: ${kb(sum(report.scripts, 'gzip'))} KB gzipped (${kb(sum(report.scripts, 'raw'))} KB uncompressed)`,
        `budget: ${BUDGET_KB} KB gzipped`,
      ].join('\n'),
    );
    expect(report.scripts.length).toBeGreaterThan(0);
    // Every script counts, even one that finished after the first paint: the stricter reading.
    expect(kb(sum(report.scripts, 'gzip'))).toBeLessThanOrEqual(BUDGET_KB);
    // Other routes are split off: nothing of the signed-in app, antd or Apollo Client loads here.
    expect(report.scripts.map((s) => s.path).join(' ')).not.toMatch(/apollo|antd|AntdRoot|SignedInLayout|dashboard/i);
  } finally {
    await close();
  }
});
