/**
 * What the deploy bundle does before loading the rest of itself (scripts/build.ts runs a `prelude.ts`
 * first, then imports the action): the project lookup's GET, and the platform's /openapi.json when the
 * upload form is to be read from it, leave at once, and their answers come back while the other ~1 MB
 * of the bundle compiles. The run's own requests then take those answers (src/api/early-answer.ts)
 * instead of asking again.
 *
 * Strict and silent: the few inputs the GET needs are read by the spec's own reader and the client's
 * own rules (the key's characters, the address, plain http only to this machine or when opted into),
 * and anything the run would refuse or treat differently sends nothing here. The run then reads every
 * input again and says what is wrong, as it always did; the prelude never prints.
 */
import { buildUrl, parseApiUrl } from '../../api/base-url.ts';
import { sendEarlyGet } from '../../api/early-answer.ts';
import { apiRequestHeaders, openApiDocumentHeaders } from '../../api/request-headers.ts';
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
    const lookup = sendEarlyGet(
      buildUrl(base, routeFor('getProject').path, { id: project }),
      apiRequestHeaders(key),
      env,
    );
    // `upload-format: auto` reads the platform's /openapi.json (upload-form.ts). Node's http parses that
    // answer natively; through undici's WebAssembly parser, its ~60 KB made V8 optimise the parser in
    // the background, ~150 ms of CPU that the process's exit then waited for (bench/README.md).
    const uploads = ['', 'upload'].includes(inputs.raw('source'));
    const document =
      uploads && ['', 'auto'].includes(inputs.raw('upload-format'))
        ? sendEarlyGet(buildUrl(base, '/openapi.json'), openApiDocumentHeaders(), env)
        : undefined;
    await Promise.all([lookup, document]);
  } catch {
    // The run reads the inputs again and reports what is wrong; nothing was sent.
  }
}
