/**
 * Issue 8, part 2: the bad-input catalogue. Every case breaks one input of a valid run and expects a
 * non-zero exit, ONE failure annotation that names the input (in quotes or backticks) and says what
 * to do, and not a single write: no successful write in the platform's request log, no storage PUT.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type BadInputCase,
  expectRefusedBeforeAnyWrite,
  failureAnnotations,
  inWorld,
  runCase,
} from './cases.ts';
import { COMPUTE_SCALE_CASES } from './cases-compute-scale.ts';
import { DEPLOY_CASES, PREVIEW_DOMAIN_CASES } from './cases-deploy.ts';
import { DRIFT_REPORT_CASES } from './cases-drift-report.ts';
import { KEY_SHAPE_CASES, KEY_SHAPE_WARNING } from './cases-keys.ts';
import { API_CASES, CDN_PUBLISH_CASES, PREVIEW_DATABASE_CASES, RUN_CASES } from './cases-platform.ts';
import { PREVIEW_SWEEP_CASES } from './cases-preview-sweep.ts';
import { PROJECT_SYNC_CASES } from './cases-project-sync.ts';
import { PROJECTS_CASES } from './cases-projects.ts';
import { CRON_SYNC_CASES, DNS_SYNC_CASES, ENV_SYNC_CASES } from './cases-sync.ts';

const CASES: readonly BadInputCase[] = [
  ...DEPLOY_CASES,
  ...PREVIEW_DOMAIN_CASES,
  ...ENV_SYNC_CASES,
  ...CRON_SYNC_CASES,
  ...DNS_SYNC_CASES,
  ...PROJECT_SYNC_CASES,
  ...CDN_PUBLISH_CASES,
  ...RUN_CASES,
  ...PREVIEW_DATABASE_CASES,
  ...API_CASES,
  ...PREVIEW_SWEEP_CASES,
  ...PROJECTS_CASES,
  ...DRIFT_REPORT_CASES,
  ...COMPUTE_SCALE_CASES,
];

describe('the catalogue', () => {
  it('has at least 40 cases over every action, each breaking one input', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((c) => c.action))).toEqual(new Set(ACTIONS));
    const titles = CASES.map((c) => `${c.action}: ${c.title}`);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

// One world per test, so the cases run side by side.
describe.concurrent('a valid baseline succeeds, so each case fails for its one bad input', () => {
  it.each(ACTIONS)('%s', (action) =>
    inWorld(async (setup) => {
      const result = await runCase(setup, action);
      expect(result.exitCode, result.stdout + result.stderr).toBe(0);
      expect(result.warnings).toEqual([]);
    }),
  );
});

describe.concurrent('a bad input fails before any write, with one sentence naming the input and the fix', () => {
  it.each(CASES)('$action: $title', (badCase) =>
    inWorld(async (setup) => {
      const result = await runCase(setup, badCase.action, badCase);
      expectRefusedBeforeAnyWrite(result, setup, badCase);
    }),
  );
});

describe.concurrent('a key without the _pk_ form is a warning, not a refusal', () => {
  it.each(KEY_SHAPE_CASES)('$action: $title', (keyCase) =>
    inWorld(async (setup) => {
      const key = keyCase.key(setup);
      const result = await runCase(setup, keyCase.action, { inputs: { 'api-key': key } });
      const warnings = result.warnings.filter((warning) => KEY_SHAPE_WARNING.test(warning));
      expect(warnings, result.stdout).toHaveLength(1);
      const shown = result.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
      expect(shown.join('\n')).not.toContain(key.slice(6));
      if (keyCase.outcome === 'works') {
        expect(result.exitCode, result.stdout).toBe(0);
        expect(failureAnnotations(result)).toEqual([]);
      } else {
        expectRefusedBeforeAnyWrite(result, setup, {
          input: 'api-key',
          fix: /create a key in the platform dashboard and store it/,
        });
      }
    }),
  );
});
