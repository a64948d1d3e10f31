/** One Lighthouse 12 run through npx (it is no dependency: it would weigh ~190 MB), on the bench's Chromium. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROME, CHROME_FLAGS } from '../../testing/chromium';

export interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
  runtimeError?: { message: string };
}

/** Lighthouse's own flags for the Chromium it starts: the bench's, in its newer headless mode. */
const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  ...CHROME_FLAGS.filter((f) => f !== '--headless'),
  '--disable-dev-shm-usage',
];

/**
 * Lighthouse's report of `url` (performance, accessibility, best practices, SEO), written to `out`;
 * `extra` adds options (`--preset=desktop`). A run that fails gives `not run: <why>` instead.
 */
export function runLighthouse(url: string, out: string, extra: string[] = []): LighthouseReport | string {
  fs.rmSync(out, { force: true });
  const args = [
    '--yes',
    'lighthouse@12',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
    ...extra,
  ];
  const result = spawnSync('npx', args, {
    env: { ...process.env, CHROME_PATH: CHROME },
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (result.status !== 0 || !fs.existsSync(out)) {
    const why = (result.stderr || result.error?.message || `exit ${result.status}`).trim().split('\n').pop();
    return `not run: ${why?.slice(0, 160)}`;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
  return report.runtimeError ? `not run: ${report.runtimeError.message}` : report;
}

/** A category's score out of 100. */
export const scoreOf = (report: LighthouseReport, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);
