/**
 * What the deploy bundle does before loading the rest of itself (scripts/build.ts runs a `prelude.ts`
 * first, then imports the action): the project lookup's GET leaves at once, and its answer comes
 * back while the other ~1 MB of the bundle compiles. The run's own lookup then takes that answer
 * (src/api/early-answer.ts) instead of asking again.
 *
 * Strict and silent: the few inputs the GET needs are read by the spec's own reader and the client's
 * own rules (the key's characters, the address, plain http only to this machine or when opted into),
 * and anything the run would refuse or treat differently sends nothing here. The run then reads every
 * input again and says what is wrong, as it always did; the prelude never prints.
 */
import { buildUrl, parseApiUrl } from '../../api/base-url.ts';
import { sendEarlyGet } from '../../api/early-answer.ts';
import { apiRequestHeaders } from '../../api/request-headers.ts';
import { routeFor } from '../../api/routes.ts';
import { checkApiKey } from '../../api/secrets.ts';
import { deployRootProblem } from '../../workspace/deploy-root.ts';
import { InputReader } from '../common/inputs.ts';
import { inputEnvName } from '../common/runner-protocol.ts';
import { spec } from './spec.ts';

/**
 * Sends the project lookup's GET when the inputs are such that the run's first request is that GET;
 * settles once it is written (or a few ms have passed), never rejects.
 */
export async function prelude(env: Readonly<Record<string, string | undefined>>): Promise<void> {
  try {
    const inputs = new InputReader(spec, (name) => env[inputEnvName(name)] ?? '');
    // Manifest mode (`projects`) starts with other requests.
    if (inputs.raw('projects') !== '') return;
    // A `path` the run refuses (outside the checkout, in a `.git`) is refused before any request.
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    if (inputs.raw('source') !== 'deployment' && inputs.raw('source') !== 'repository') {
      if (deployRootProblem(workspace, inputs.raw('path') || '.') !== undefined) return;
    }
    const project = inputs.id('project', "a project's id or name");
    const { key } = checkApiKey(inputs.raw('api-key'));
    const base = parseApiUrl(inputs.raw('api-url'), {
      allowInsecureHttp: inputs.boolean('allow-insecure-http'),
    });
    // Built as the client builds getProject's URL, so its first attempt finds this answer.
    await sendEarlyGet(buildUrl(base, routeFor('getProject').path, { id: project }), apiRequestHeaders(key));
  } catch {
    // The run reads the inputs again and reports what is wrong; nothing was sent.
  }
}
