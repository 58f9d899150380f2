import { PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput } from '../common/spec.ts';

export const spec = defineAction({
  name: 'api',
  title: 'Call the platform API',
  summary: 'Calls any endpoint of the API, like `gh api`, with the same pacing, retries and error sentences.',
  description:
    "Call one endpoint of the platform API (like `gh api`), with the toolkit's pacing, safe retries, error sentences and tolerant decoding; the decoded JSON is the `data` output.",
  inputs: {
    ...PLATFORM_INPUTS,
    method: { description: '`GET`, `POST`, `PUT`, `PATCH` or `DELETE`.', default: 'GET' },
    path: {
      description:
        'A path of the route table, with its parameters filled in, e.g. `/projects/my-app/deployments`. Paths the API does not have are refused.',
      required: true,
    },
    body: { description: 'The JSON request body (POST, PUT, PATCH).' },
    query: { description: 'Query parameters, one `key=value` per line.' },
  },
  outputs: {
    data: {
      description:
        'The response as JSON, envelopes such as `{ "data": ... }` removed (`null` for an empty answer). Credentials it returns (fields named like secrets: password, secret, token, apiKey, connectionString) are kept here and registered as secrets, so GitHub masks them in logs (and drops a job output that holds one: use them in the same job); the API key itself is never in it.',
    },
    ...statusOutput(
      'The HTTP status of the answer (`200`, or the error status such as `404` when the platform answered with one), or `failed` when no answer was had (an input error, a network failure, a cancelled job).',
    ),
    operation: { description: 'The operation the path matched, e.g. `getProject`.' },
  },
});
