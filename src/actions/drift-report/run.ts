import { ConfigurationError } from '../../errors.ts';
import { createGitHubClient } from '../../github/client.ts';
import { keepIssue } from '../../github/tracking-issue.ts';
import { registerSecret } from '../../secrets/redact.ts';
import { renderDriftBody, verdictOf } from '../../sync/drift/report.ts';
import { platformAction } from '../common/platform-action.ts';
import { readDriftReportInputs } from './inputs.ts';
import { reportDrift } from './report.ts';
import { spec } from './spec.ts';

/**
 * The drift workflow's last job. The plans ran with the read key in the jobs before; this one only
 * reads their outputs and keeps the issue. An area whose plan did not finish was not checked: the
 * issue is never closed on its account, and the step fails so the run shows red.
 */
export const run = platformAction(spec, async ({ port, outputs, inputs, context, signal }) => {
  const config = readDriftReportInputs(inputs);
  registerSecret(config.githubToken);
  if (context.owner === '' || context.repo === '') {
    throw new ConfigurationError(
      'drift-report keeps an issue of the repository, so it needs one: run it in a workflow (GITHUB_REPOSITORY is not set).',
    );
  }
  const verdict = verdictOf(config.checks);
  const { drifted, allMatch } = verdict;
  const runUrl = context.runUrl;
  const body = drifted.length > 0 ? renderDriftBody(config.checks, runUrl) : undefined;
  // The issue is written when something drifted, and closed only when every plan ran and found
  // nothing; anything less (a plan that failed, was skipped, or checked nothing) leaves it as it is.
  const outcome =
    body === undefined && !allMatch
      ? ({ kind: 'none' } as const)
      : await keepIssue(
          {
            octokit: await createGitHubClient(config.githubToken, context.apiUrl, {
              signal,
              logger: port,
            }),
            owner: context.owner,
            repo: context.repo,
            marker: `<!-- platform-actions:drift:${config.marker} -->`,
            title: config.title,
            logger: port,
            ...(runUrl === undefined ? {} : { runUrl }),
          },
          body,
        );
  await reportDrift(port, outputs, verdict, outcome, body);
});
