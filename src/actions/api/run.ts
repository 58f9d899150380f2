import { PlatformApiError } from '../../api/errors.ts';
import { renderTable } from '../../render/summary.ts';
import { redact } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { readApiInputs } from './inputs.ts';
import { explainNotFound } from './not-found.ts';
import { credentialsIn, hide, maskCredentials } from './secrets.ts';
import { sendApiRequest } from './send.ts';
import { spec } from './spec.ts';

/** Enough of a response to debug with; the whole of it is in the `data` output. */
const LOGGED_CHARS = 8_000;

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal }) => {
  const request = readApiInputs(inputs);
  const { route } = request;
  const response = await sendApiRequest(client, request, signal).catch(async (error: unknown) => {
    // The platform answered, with an error: `status` is that answer's, as on success.
    if (error instanceof PlatformApiError) outputs.set('status', String(error.status));
    throw await explainNotFound(client, request, error, signal);
  });
  const credentials = credentialsIn(response.data);
  maskCredentials(port, credentials);
  const json = JSON.stringify(response.data) ?? 'null';
  port.info(`${request.method} ${request.path} (${route.operation}) → HTTP ${response.status}`);
  await port.group('Response', async () => {
    const pretty = JSON.stringify(response.data, null, 2) ?? 'null';
    const shown = hide(pretty, credentials);
    port.info(redact(shown.length > LOGGED_CHARS ? `${shown.slice(0, LOGGED_CHARS)}\n… (truncated)` : shown));
  });
  // The credentials stay in `data` (the port redacts only the registered secrets, the API key first).
  outputs.setAll({ data: json, status: String(response.status), operation: route.operation });
  await port.appendSummary(
    `### Platform API call\n\n${renderTable(
      ['Method', 'Path', 'Operation', 'Status'],
      [[request.method, request.path, route.operation, response.status]],
    )}`,
  );
});
