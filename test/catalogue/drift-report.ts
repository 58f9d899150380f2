import { readDriftReportInputs } from '../../src/actions/drift-report/inputs.ts';
import { type CancelCase, statusCancelled } from '../reliability/cancel-cases.ts';
import { type BadInputCase, refusalsOf } from '../reliability/cases.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { GITHUB_LIMIT_PAST_THE_STEP } from '../reliability/fault-kinds.ts';
import type { LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import type { GitHubWorld } from '../support/world.ts';
import { defineCatalogue } from './define.ts';

const DRIFT_REPORT_CASES: readonly BadInputCase[] = refusalsOf('drift-report', {
  'needs that is not the JSON of a needs context': {
    inputs: { needs: 'cron-sync' },
    input: 'needs',
    fix: /pass `\$\{\{ toJSON\(needs\) \}\}`/,
  },
  'an expected plan job that is not a job id': {
    inputs: { expected: 'dns-sync, ${{ x }}' },
    input: 'expected',
    fix: /list the ids of the plan jobs that must run/,
  },
  'a marker that would break out of its HTML comment': {
    inputs: { marker: 'drift -->' },
    input: 'marker',
    fix: /only letters, digits/,
  },
});

const needs = (cron: object) =>
  JSON.stringify({
    'cron-sync': cron,
    'env-sync': { result: 'success', outputs: { changed: 'true', added: 'REGION' } },
  });

/** The leak scan's runs of drift-report: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'drift-report',
    title: 'an issue opened for drift in cron jobs and env names',
    outcome: 'success',
    key: 'read',
    prepare: () => ({
      inputs: {
        needs: needs({
          result: 'success',
          outputs: { changed: 'true', 'plan-markdown': '| create | backup |\n' },
        }),
      },
    }),
  },
  {
    action: 'drift-report',
    title: 'a plan job that did not finish',
    outcome: 'failure',
    key: 'read',
    prepare: () => ({ inputs: { needs: needs({ result: 'failure', outputs: {} }) } }),
  },
];

/** What a run needs to find drift in the cron jobs and open the issue about it: the read key and GitHub. */
function reportingDrift(world: GitHubWorld) {
  const cron = { result: 'success', outputs: { changed: 'true', 'plan-markdown': '| create | backup |\n' } };
  return {
    inputs: {
      'api-key': world.platform.readKey,
      'api-url': world.platform.url,
      needs: JSON.stringify({ 'cron-sync': cron }),
    },
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
  };
}

/**
 * The report under faults. It asks the platform nothing (see `noPlatformRequests`), so its rows are
 * GitHub's: nothing retries a GitHub request, so each fault fails the run, never with the issue
 * opened twice, and the failure says GitHub answered and to re-run: GitHub's 5xx is not our bug.
 */
const reportUnderFaults: Scenario = {
  name: 'drift-report (drift found)',
  action: 'drift-report',
  github: true,
  reads: [],
  writes: [],
  failures: {
    'GitHub 502 on its first request':
      /^GitHub answered 502 to GET \/\S+ .*this is GitHub's side.*re-run the job/,
    'GitHub 500 on three requests':
      /^GitHub answered 500 to GET \/\S+ .*this is GitHub's side.*re-run the job/,
    [GITHUB_LIMIT_PAST_THE_STEP]:
      /^GitHub answered 403 to GET \/\S+: the token's GitHub API rate limit is spent until \d\d:\d\d:\d\d UTC; the step could not wait that long; re-run the job after then/,
  },
  async prepare(world) {
    const issues = () => world.github.state.issues.length;
    return {
      run: reportingDrift(world),
      duplicates: () => (issues() > 1 ? [`${issues()} issues opened`] : []),
      missing: () => (issues() === 1 ? [] : [`${issues()} issues opened, not 1`]),
    };
  },
};

/**
 * SIGINT while GitHub does not answer the issue search: the run still ends before the runner's
 * SIGTERM, says it was cancelled, and opens no issue. Registering the GitHub token (`ghs_…`) is the
 * last thing it prints before asking GitHub.
 */
const cancelWhileGitHubHangs: CancelCase = {
  name: 'drift-report, while GitHub does not answer',
  action: 'drift-report',
  marker: '::add-mask::ghs_',
  async prepare(world) {
    world.github.stall();
    return {
      run: reportingDrift(world),
      check: (result) => [
        ...statusCancelled(result),
        ...(world.github.requestLog.some((entry) => entry.status === 0) ? [] : ['GitHub was never asked']),
        ...(world.github.state.issues.length === 0 ? [] : ['an issue was opened']),
      ],
    };
  },
};

export const catalogue = defineCatalogue({
  action: 'drift-report',
  sample: {
    needs: JSON.stringify({ 'dns-sync': { result: 'success', outputs: { changed: 'false' } } }),
    expected: 'dns-sync',
    title: 'Platform config drift',
    marker: 'production',
    'github-token': 'ghs_x',
  },
  readInputs: readDriftReportInputs,
  // One plan job that found no drift: with no issue open, nothing is written anywhere.
  baselineInputs: () => ({
    needs: JSON.stringify({ 'cron-sync': { result: 'success', outputs: { changed: 'false' } } }),
  }),
  baselineKey: 'read',
  github: true,
  successStatus: 'succeeded',
  badInputs: DRIFT_REPORT_CASES,
  readKeyEnough: 'it writes nothing to the platform',
  noPlatformRequests:
    'it reads the plan jobs it is handed (`needs`) and keeps an issue on GitHub; the plans asked the platform',
  faultScenarios: [reportUnderFaults],
  cancelCases: [cancelWhileGitHubHangs],
  leakScenarios: LEAK_SCENARIOS,
});
