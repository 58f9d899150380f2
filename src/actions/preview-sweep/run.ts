import { ConfigurationError } from '../../errors.ts';
import { createGitHubClient } from '../../github/client.ts';
import { PullRequests } from '../../preview/sweep/pulls.ts';
import { sweepPreviews } from '../../preview/sweep/sweep.ts';
import { registerSecret } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { logWrite } from '../common/sync-report.ts';
import { readPreviewSweepInputs } from './inputs.ts';
import { reportSweep } from './report.ts';
import { spec } from './spec.ts';
import { resolveTemplates, warnIfPullRequestsUnseen } from './steps.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, context, client, signal }) => {
  const config = readPreviewSweepInputs(inputs);
  registerSecret(config.githubToken);
  if (context.owner === '' || context.repo === '') {
    throw new ConfigurationError(
      'preview-sweep asks GitHub which pull requests are closed, so it needs the repository: run it in a workflow (GITHUB_REPOSITORY is not set).',
    );
  }
  const templates = await resolveTemplates(config, { client, port, signal });
  const octokit = await createGitHubClient(config.githubToken, context.apiUrl, { signal, logger: port });
  const pulls = new PullRequests(octokit, { owner: context.owner, repo: context.repo });
  const outcome = await sweepPreviews({
    client,
    pulls,
    templates,
    maxDeletions: config.maxDeletions,
    force: config.force,
    dryRun: config.dryRun,
    expectedPlan: config.expectedPlan,
    signal,
    onResult: (item) => logWrite(port, item),
  });
  warnIfPullRequestsUnseen(pulls, context, port);
  await reportSweep(port, outputs, outcome, {
    title: `Preview sweep: ${context.owner}/${context.repo}`,
    dryRun: config.dryRun,
  });
});
