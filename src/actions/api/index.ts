import * as core from '@actions/core';
import { PlatformClient } from '../../api/client.ts';
import { readRunContext } from '../../github/context.ts';
import { redact } from '../../github/redact.ts';
import { appendJobSummary, renderTable } from '../../github/summary.ts';
import { actionsLogger } from '../../log.ts';
import { readConnection } from '../common/connection.ts';
import { InputReader } from '../common/inputs.ts';
import { finishProcess, runAction } from '../common/run.ts';
import { readApiInputs } from './inputs.ts';
import { maskSecretFields } from './secrets.ts';
import { sendApiRequest } from './send.ts';
import { spec } from './spec.ts';

/** Enough of a response to debug with; the whole of it is in the `data` output. */
const LOGGED_CHARS = 8_000;

await runAction(async ({ signal }) => {
  const context = readRunContext();
  const inputs = new InputReader(spec);
  const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false });
  const request = readApiInputs(inputs);
  const client = new PlatformClient({ ...connection, logger: actionsLogger, signal });
  const { route } = request;
  const response = await sendApiRequest(client, request, signal);
  maskSecretFields(response.data);
  const json = JSON.stringify(response.data) ?? 'null';
  core.info(`${request.method} ${request.path} (${route.operation}) → HTTP ${response.status}`);
  core.startGroup('Response');
  const pretty = JSON.stringify(response.data, null, 2) ?? 'null';
  core.info(
    redact(pretty.length > LOGGED_CHARS ? `${pretty.slice(0, LOGGED_CHARS)}\n… (truncated)` : pretty),
  );
  core.endGroup();
  core.setOutput('data', json);
  core.setOutput('status', String(response.status));
  core.setOutput('operation', route.operation);
  await appendJobSummary(
    `### Platform API call\n\n${renderTable(
      ['Method', 'Path', 'Operation', 'Status'],
      [[request.method, request.path, route.operation, response.status]],
    )}`,
  );
});
await finishProcess();
