/**
 * Issue 17, item 4: outputs are set whatever the outcome. Every action, however early it fails (an
 * input, the connection inputs read before the body, a read key where a full key is needed, a missing
 * bucket or zone, an invalid cron file, a project that does not exist), leaves `status` in the outputs
 * file and a short job summary holding the sentence the step failed with. A run that succeeds gets
 * its `status` and never a failure summary.
 */
import { describe, expect, it } from 'vitest';
import { loadActionSpecs } from '../../src/actions/specs.ts';
import { readableText } from '../../src/render/markdown.ts';
import type { ActionRunResult } from '../e2e/harness.ts';
import {
  ACTIONS,
  type ActionName,
  type BadInputCase,
  failureAnnotations,
  inWorld,
  runCase,
} from './cases.ts';
import { COMPUTE_SCALE_CASES } from './cases-compute-scale.ts';
import { DEPLOY_CASES, PREVIEW_DOMAIN_CASES } from './cases-deploy.ts';
import { DRIFT_REPORT_CASES } from './cases-drift-report.ts';
import { API_CASES, CDN_PUBLISH_CASES, PREVIEW_DATABASE_CASES, RUN_CASES } from './cases-platform.ts';
import { PREVIEW_SWEEP_CASES } from './cases-preview-sweep.ts';
import { PROJECT_SYNC_CASES } from './cases-project-sync.ts';
import { PROJECTS_CASES } from './cases-projects.ts';
import { CRON_SYNC_CASES, DNS_SYNC_CASES, ENV_SYNC_CASES } from './cases-sync.ts';

const CATALOGUE: readonly BadInputCase[] = [
  ...DEPLOY_CASES,
  ...PREVIEW_DOMAIN_CASES,
  ...ENV_SYNC_CASES,
  ...CRON_SYNC_CASES,
  ...DNS_SYNC_CASES,
  ...CDN_PUBLISH_CASES,
  ...RUN_CASES,
  ...PREVIEW_DATABASE_CASES,
  ...API_CASES,
  ...PROJECT_SYNC_CASES,
  ...PREVIEW_SWEEP_CASES,
  ...PROJECTS_CASES,
  ...DRIFT_REPORT_CASES,
  ...COMPUTE_SCALE_CASES,
];

/** The early failures the issue names, from the bad-input catalogue, and each action's first input case. */
const EARLY = /read-only key|empty api-key|unknown (project|bucket|zone)|invalid cron expression/;
const CASES = CATALOGUE.filter(
  (c, index) => EARLY.test(c.title) || CATALOGUE.findIndex((o) => o.action === c.action) === index,
);

/** The api action's `status` is the HTTP status when the platform answered; `failed` when none came. */
function expectedStatus(c: BadInputCase): string {
  return c.action === 'api' && /read-only key/.test(c.title) ? '403' : 'failed';
}

function failureOf(result: ActionRunResult): string {
  const failures = failureAnnotations(result);
  expect(failures, result.stdout).toHaveLength(1);
  return failures[0] as string;
}

describe('every action declares a status output', () => {
  it('in its spec (and so in its action.yml)', async () => {
    const specs = await loadActionSpecs();
    expect(specs.map((spec) => spec.name).sort()).toEqual([...ACTIONS].sort());
    for (const spec of specs) expect(Object.keys(spec.outputs), spec.name).toContain('status');
  });

  it('covers every action with an early failure, among them the ones the issue names', () => {
    expect(new Set(CASES.map((c) => c.action))).toEqual(new Set(ACTIONS));
    const titles = CASES.map((c) => `${c.action}: ${c.title}`);
    for (const named of [
      'cdn-publish: an unknown bucket',
      'dns-sync: an unknown zone',
      'cron-sync: an invalid cron expression',
      'deploy: an empty api-key',
    ]) {
      expect(titles).toContain(named);
    }
    // A sweep with a read key and nothing to remove has nothing to refuse: it plans and succeeds.
    // projects only reads (the manifest's projects): a read key is all it needs;
    // drift-report writes nothing to the platform.
    const needFullKey = ACTIONS.filter(
      (action) => action !== 'preview-sweep' && action !== 'projects' && action !== 'drift-report',
    );
    expect(titles.filter((title) => title.includes('read-only key'))).toHaveLength(needFullKey.length);
  });
});

describe.concurrent('an early failure still sets status and writes a summary with the error', () => {
  it.each(CASES.map((c) => [`${c.action}: ${c.title}`, c] as const))('%s', (_title, c) =>
    inWorld(async (setup) => {
      const result = await runCase(setup, c.action, {
        ...(c.inputs ? { inputs: c.inputs } : {}),
        ...(c.files ? { files: c.files } : {}),
        ...(c.event ? { event: c.event } : {}),
      });
      expect(result.exitCode, result.stdout).not.toBe(0);
      const sentence = failureOf(result);
      expect(result.outputs.status, JSON.stringify(result.outputs)).toBe(expectedStatus(c));
      expect(readableText(result.summary), result.stdout).toContain(readableText(sentence));
      // One summary: the failure's own section is written only where the action wrote none.
      expect(result.summary.match(/^### /gm)?.length ?? 0, result.summary).toBe(1);
      if (/read-only key/.test(c.title)) {
        // The read-key sentence says its point once.
        expect(sentence.match(/read key/gi), sentence).toHaveLength(1);
      }
    }),
  );
});

const SUCCESS_STATUS: Record<ActionName, string> = {
  deploy: 'live',
  'preview-domain': 'succeeded',
  'env-sync': 'succeeded',
  'cron-sync': 'succeeded',
  'dns-sync': 'succeeded',
  'cdn-publish': 'succeeded',
  run: 'succeeded',
  'preview-database': 'succeeded',
  api: '200',
  'project-sync': 'succeeded',
  'preview-sweep': 'succeeded',
  projects: 'planned',
  'drift-report': 'succeeded',
  'compute-scale': 'succeeded',
};

describe.concurrent('a run that succeeds', () => {
  it.each(ACTIONS)('%s sets its status and gets no failure summary', (action) =>
    inWorld(async (setup) => {
      const result = await runCase(setup, action);
      expect(result.exitCode, result.stdout + result.stderr).toBe(0);
      expect(result.outputs.status).toBe(SUCCESS_STATUS[action]);
      expect(result.summary).not.toMatch(/\*\*Error:\*\*|Next step/);
    }),
  );
});
