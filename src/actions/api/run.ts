import { redact } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { readApiInputs } from './inputs.ts';
import { explainNotFound } from './not-found.ts';
import { reportApiCall, reportErrorStatus } from './report.ts';
import { credentialsIn, hide, maskCredentials } from './secrets.ts';
import { sendApiRequest } from './send.ts';
import { spec } from './spec.ts';

/** Enough of a response to debug with; the whole of it is in the `data` output. */
const LOGGED_CHARS = 8_000;

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal }) => {
  const request = readApiInputs(inputs);
  const { route } = request;
  const response = await sendApiRequest(client, request, signal).catch(async (error: unknown) => {
    reportErrorStatus(outputs, error);
    throw await explainNotFound(client, request, error, signal);
  });
  const credentials = credentialsIn(response.data);
  maskCredentials(port, credentials);
  port.info(`${request.method} ${request.path} (${route.operation}) → HTTP ${response.status}`);
  await port.group('Response', async () => {
    const pretty = JSON.stringify(response.data, null, 2) ?? 'null';
    const shown = hide(pretty, credentials);
    port.info(redact(shown.length > LOGGED_CHARS ? `${shown.slice(0, LOGGED_CHARS)}\n… (truncated)` : shown));
  });
  await reportApiCall(port, outputs, request, response);
});
