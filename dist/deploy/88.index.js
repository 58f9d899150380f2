export const id = 88;
export const ids = [88];
export const modules = {

/***/ 49863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ ACTION_TERMS)
/* harmony export */ });
/**
 * The platform client's settings in the words of the actions' inputs (PLATFORM_INPUTS and the step's
 * `timeout`): every client an action builds is given these, so its errors name the inputs to change.
 */
const ACTION_TERMS = {
    keyPlace: 'the `api-key` secret',
    key: 'api-key',
    url: 'api-url',
    urlSubject: 'Input "api-url"',
    insecureOptIn: '`allow-insecure-http: true`',
    insecureSetting: 'allow-insecure-http',
    moreTime: 'its `timeout` input',
    urlSetting: 'api-url',
    keySetting: 'api-key',
};


/***/ }),

/***/ 54088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  platformAction: () => (/* binding */ platformAction),
  runBundle: () => (/* binding */ runBundle)
});

// EXTERNAL MODULE: ./src/api/client.ts + 7 modules
var api_client = __webpack_require__(60516);
// EXTERNAL MODULE: ./src/api/transport.ts
var transport = __webpack_require__(53841);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/context.ts + 2 modules
var github_context = __webpack_require__(8117);
// EXTERNAL MODULE: ./src/run-scope.ts
var run_scope = __webpack_require__(87303);
// EXTERNAL MODULE: ./src/sync/engine/safety.ts
var safety = __webpack_require__(55246);
// EXTERNAL MODULE: ./src/actions/common/api-terms.ts
var api_terms = __webpack_require__(49863);
// EXTERNAL MODULE: ./src/api/rate-limiter.ts
var rate_limiter = __webpack_require__(43053);
// EXTERNAL MODULE: ./src/api/secrets.ts + 1 modules
var secrets = __webpack_require__(56966);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
;// CONCATENATED MODULE: ./src/actions/common/connection.ts




/**
 * A tuning knob, not an input: a runner on a slow link may need longer than 30 s per attempt, and the
 * reliability tests need a short one to prove a slow answer is retried or fails without a hang.
 */
const REQUEST_TIMEOUT_ENV = 'PLATFORM_REQUEST_TIMEOUT_MS';
function requestTimeoutFromEnv(env = process.env) {
    const raw = env[REQUEST_TIMEOUT_ENV]?.trim();
    if (!raw)
        return undefined;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value <= 0) {
        throw new errors/* ConfigurationError */.j1(`Environment variable ${REQUEST_TIMEOUT_ENV} must be a whole number of milliseconds above 0 (got "${raw}"); unset it to use the default of 30000.`);
    }
    return value;
}
/**
 * Reads api-key and api-url, masking the key before anything can print it. A missing key on a
 * pull request from a fork gets its own explanation: GitHub does not give secrets to fork PRs.
 */
function readConnection(inputs, context, env = process.env) {
    const apiKey = inputs.raw('api-key');
    for (const part of apiKey === '' ? [] : (0,secrets/* keySecretParts */.Cx)(apiKey))
        (0,redact/* registerSecret */.cl)(part);
    if (apiKey === '') {
        const why = context.isForkPullRequest
            ? 'this pull request comes from a fork, and GitHub does not give repository secrets to workflows of fork pull requests; deploy previews of forks from a trusted workflow, or skip this step when the secret is empty'
            : env.PLATFORM_ACTIONS_CLI === '1'
                ? 'set PLATFORM_API_KEY in the environment to a full key (or a read key, for a plan)'
                : 'pass it from a secret, e.g. `api-key: ${{ secrets.PLATFORM_API_KEY }}`, and check that the secret exists in this repository or environment';
        throw new errors/* ConfigurationError */.j1(`Input "api-key" is empty: ${why}.`, 'api-key');
    }
    const apiUrl = inputs.required('api-url', 'set it to the platform API address, e.g. https://api.example.com');
    const ratePerSecond = readRate(inputs.raw('api-rate'));
    const allowInsecureHttp = inputs.boolean('allow-insecure-http');
    const requestTimeoutMs = requestTimeoutFromEnv(env);
    return requestTimeoutMs === undefined
        ? { apiKey, apiUrl, ratePerSecond, allowInsecureHttp }
        : { apiKey, apiUrl, ratePerSecond, allowInsecureHttp, requestTimeoutMs };
}
/**
 * `api-rate` may be a fraction: matrix legs that share one key take a share of its 20 requests a
 * second (8 legs at once: 2.25 each), which a whole number would round down to much less.
 */
function readRate(value) {
    const rate = Number(value);
    if (!/^\d+(\.\d{1,2})?$/.test(value) || rate < rate_limiter/* MIN_RATE_PER_SECOND */.no || rate > rate_limiter/* PLATFORM_LIMIT_PER_SECOND */.Z5) {
        throw new errors/* ConfigurationError */.j1(`Input "api-rate" must be a number of requests per second from ${rate_limiter/* MIN_RATE_PER_SECOND */.no} to ${rate_limiter/* PLATFORM_LIMIT_PER_SECOND */.Z5} (e.g. 15 or 2.5), not "${value}".`, 'api-rate');
    }
    return rate;
}

// EXTERNAL MODULE: ./src/actions/common/inputs.ts
var common_inputs = __webpack_require__(59120);
;// CONCATENATED MODULE: ./src/actions/common/outputs.ts
/** A writer over `port` for the outputs `spec` declares. */
function outputWriter(port) {
    return {
        set: (name, value) => port.setOutput(name, value),
        setAll: (values) => {
            for (const [name, value] of Object.entries(values)) {
                if (value !== undefined)
                    port.setOutput(name, value);
            }
        },
    };
}
/**
 * The run-time half of the guarantee, for what the types cannot see (a name built at run time, a
 * port handed to a lower layer): writing an output the action's action.yml does not declare is a bug,
 * and fails the step with one, so a test of the action fails with it too.
 */
function assertDeclaredOutput(spec, name) {
    if (Object.hasOwn(spec.outputs, name))
        return;
    throw new UndeclaredOutputError(`Bug: the ${spec.name} action wrote the output \`${name}\`, which its action.yml does not declare.`);
}
class UndeclaredOutputError extends Error {
    name = 'UndeclaredOutputError';
}

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/github/failures.ts
var failures = __webpack_require__(8112);
// EXTERNAL MODULE: ./src/sync/validation.ts
var validation = __webpack_require__(8152);
// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __webpack_require__(68379);
// EXTERNAL MODULE: ./src/api/resource-names.ts
var resource_names = __webpack_require__(34563);
;// CONCATENATED MODULE: ./src/actions/common/input-not-found.ts



/**
 * A 404 about something an input named (a project, an env group) is a mistake in that input, so it
 * is said as the one sentence of a bad input, naming it. Undefined for every other error, which
 * keeps its own message.
 */
function notFoundInputSentence(error, inputs) {
    if (!(error instanceof api_errors/* PlatformApiError */.es) || error.status !== 404 || !error.notFound)
        return undefined;
    const { thing, within } = error.notFound;
    const named = within === undefined ? [thing.value] : [thing.value, within.value];
    const candidates = named.flatMap((value) => [...inputs].filter(([, given]) => given === value).map(([input]) => ({ input, value })));
    // `service "web" of project "p1"`: the platform's own message says which of the two is missing.
    const blamed = candidates.find(({ value }) => error.platformMessage?.includes(value) ?? false) ?? candidates[0];
    if (blamed === undefined)
        return undefined;
    const request = `${error.operation} (${error.method} ${error.pathTemplate})`;
    return `Input "${blamed.input}" names ${(0,resource_names/* describeNotFound */.fg)(error.notFound)}, which the platform does not have (${request} answered HTTP 404): check the id, and that the \`api-key\` belongs to the organisation that owns it.`;
}
/**
 * The sentence for an `api-url` under which the platform does not serve its API: it names the input,
 * what came back, and the address to set instead (the origin, under which the API is at /api/v1).
 */
function wrongApiUrlSentence(apiUrl, origin, answer) {
    const what = answer.kind === 'not-found'
        ? 'answers 404 for its API'
        : answer.kind === 'html'
            ? 'answers an HTML page, not its API'
            : `answers a redirect (HTTP ${answer.status}), not its API`;
    return `Input "api-url" is ${(0,base_url/* shownApiUrl */.jK)(apiUrl)}, where the platform ${what}: set it to the platform's address, e.g. ${origin} (the API is under /api/v1).`;
}

;// CONCATENATED MODULE: ./src/actions/common/report-failure.ts









/** The check is one request, never retried, and never holds the failure's report for long. */
const CHECK_TIMEOUT_MS = 10_000;
/**
 * The one place a thrown error becomes the step's failure. The port redacts what it writes; the
 * client's own message (route, status, the platform's words) stays in the debug log when an input's
 * sentence says it better. Resolves to the sentence the step failed with.
 */
async function reportFailure(port, error, inputsRead, baseCheck) {
    annotateValidation(port, error);
    const baseSentence = baseCheck && mayBeWrongBase(error) ? await wrongBase(port, baseCheck) : undefined;
    const inputSentence = baseSentence ?? notFoundInputSentence(error, inputsRead);
    if (inputSentence !== undefined) {
        port.debug((0,errors/* errorMessage */.gJ)(error));
        port.setFailed(inputSentence);
        return inputSentence;
    }
    if (error instanceof errors/* CancelledError */.cc ||
        (0,errors/* isConfigurationError */.p0)(error) ||
        (0,api_errors/* isPlatformError */.wj)(error) ||
        (0,errors/* isUserFacingFailure */.un)(error)) {
        port.setFailed((0,errors/* errorMessage */.gJ)(error));
        return (0,errors/* errorMessage */.gJ)(error);
    }
    const gitHubSentence = (0,failures/* gitHubFailureSentence */.$t)(error);
    if (gitHubSentence !== undefined) {
        port.debug((0,errors/* errorMessage */.gJ)(error));
        port.setFailed(gitHubSentence);
        return gitHubSentence;
    }
    const bug = `Unexpected error: ${(0,errors/* errorMessage */.gJ)(error)}. This is a bug in platform-actions; please report it.`;
    port.setFailed(bug);
    if (error instanceof Error && error.stack)
        port.debug(error.stack);
    return bug;
}
/** One error annotation per problem in a declared file, placed on its line, before the step fails with all of them. */
function annotateValidation(port, error) {
    if (!(error instanceof validation/* ValidationError */.yI))
        return;
    for (const issue of error.issues) {
        port.error((0,redact/* redact */.E$)(issue.message), {
            title: 'Invalid declared file',
            file: issue.file,
            startLine: issue.line,
            startColumn: issue.column,
        });
    }
}
/**
 * A 404, a redirect or an answer that is not the API's (an HTML page where JSON was due) is what an
 * `api-url` with the wrong path gets, so before an input it names is blamed, the base is asked.
 */
function mayBeWrongBase(error) {
    if (error instanceof api_errors/* UnexpectedResponseError */.dk)
        return true;
    return error instanceof api_errors/* PlatformApiError */.es && (error.status === 404 || isRedirect(error.status));
}
/**
 * GET of a list endpoint at the base: the platform answers it for any key. A 404, a redirect or HTML
 * there means the base is wrong; anything else (an answer, 401, 5xx, no answer) leaves the failure as it is.
 */
async function wrongBase(port, { connection, signal }) {
    const answer = await askBase(port, connection, signal);
    if (answer === undefined)
        return undefined;
    const origin = new URL(connection.apiUrl.trim()).origin;
    return wrongApiUrlSentence(connection.apiUrl, origin, answer);
}
async function askBase(port, connection, signal) {
    try {
        const client = new api_client/* PlatformClient */.Ht({
            apiUrl: connection.apiUrl,
            apiKey: connection.apiKey,
            allowInsecureHttp: connection.allowInsecureHttp,
            terms: api_terms/* ACTION_TERMS */.f,
            ratePerSecond: connection.ratePerSecond,
            // Its warnings (plain HTTP, the key's shape) were given once already by the run's own client.
            logger: { debug: (message) => port.debug(message), info() { }, warning() { } },
            signal,
            maxAttempts: 1,
            maxConnectAttempts: 1,
            requestTimeoutMs: CHECK_TIMEOUT_MS,
            deadline: (0,clock/* currentClock */.q6)().now() + CHECK_TIMEOUT_MS,
        });
        // An answer is the API's; a web page there throws HtmlAnswerError (the client refuses it).
        await client.callRaw('listProjects', { query: { limit: 1 } });
        return undefined;
    }
    catch (error) {
        if (error instanceof api_errors/* HtmlAnswerError */._4)
            return { kind: 'html' };
        if (!(error instanceof api_errors/* PlatformApiError */.es))
            return undefined;
        if (error.status === 404)
            return { kind: 'not-found' };
        if (isRedirect(error.status))
            return { kind: 'redirect', status: error.status };
        return undefined;
    }
}
function isRedirect(status) {
    return status >= 300 && status < 400;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/render/fit.ts
var fit = __webpack_require__(91363);
// EXTERNAL MODULE: ./src/actions/common/runner-protocol.ts
var runner_protocol = __webpack_require__(25232);
;// CONCATENATED MODULE: ./src/actions/common/runner-port.ts








/**
 * @actions/core, once loaded: only a run on this process's own env and stdout outside a bundle
 * (`@github/local-action`, which replaces the module to show what an action did) writes through it.
 * A bundle writes the same bytes itself and never loads it: with its HTTP client and that client's
 * own undici, it was a third of the deploy bundle's start-up before the first request (issue 27).
 */
let core;
let bundled = false;
/** The bundle's entry: this process writes its workflow commands itself; @actions/core stays unloaded. */
const pauseToken = () => (0,external_node_crypto_.randomBytes)(16).toString('hex');
function writeCommandsItself() {
    bundled = true;
}
/** Loads @actions/core for a run on this process's own env and stdout, unless in a bundle. */
async function loadToolkitIfHosted(env, stream) {
    if (bundled || core || env !== process.env || (stream ?? process.stdout) !== process.stdout)
        return;
    core = await __webpack_require__.e(/* import() */ 421).then(__webpack_require__.bind(__webpack_require__, 96421));
}
/**
 * The port that speaks the runner's protocol: workflow commands on `stream`, outputs appended to the
 * file GITHUB_OUTPUT names, the summary to GITHUB_STEP_SUMMARY, inputs from INPUT_*, all read from
 * `env` at each call, so an in-process test can give every run its own env object and files. Every
 * output, log line, annotation and summary is redacted on the way out.
 *
 * On this process's own env and stdout outside a bundle (`@github/local-action`, which replaces
 * @actions/core to show what an action did) it writes through @actions/core, which writes the same
 * bytes to the same places; anywhere else (the bundle under the runner, a test) it writes them itself.
 */
function runnerPort(env = process.env, stream = process.stdout) {
    const toolkit = core !== undefined && env === process.env && stream === process.stdout;
    let failed = false;
    const command = (name, message, properties = {}) => {
        stream.write(`${(0,runner_protocol/* workflowCommand */.NA)(name, (0,runner_protocol/* annotationCommandProperties */.eg)(properties), message)}${external_node_os_.EOL}`);
    };
    const annotate = (kind, message, properties) => {
        const text = (0,redact/* redact */.E$)(message);
        if (!toolkit)
            command(kind, text, properties);
        else if (kind === 'warning')
            core.warning(text, properties);
        else if (kind === 'error')
            core.error(text, properties);
        else
            core.notice(text, properties);
    };
    const startGroup = (title) => {
        const text = (0,redact/* redact */.E$)(title);
        if (toolkit)
            core.startGroup(text);
        else
            command('group', text);
    };
    const endGroup = () => {
        if (toolkit)
            core.endGroup();
        else
            command('endgroup', '');
    };
    const port = {
        get failed() {
            return failed;
        },
        input: (name) => env[(0,runner_protocol/* inputEnvName */.d_)(name)] ?? '',
        setOutput: (name, value) => {
            const text = (0,redact/* redact */.E$)(value);
            if (toolkit)
                return core.setOutput(name, text);
            const file = env.GITHUB_OUTPUT;
            if (!file) {
                // The runner's fallback for an environment without the file: the old stdout command.
                stream.write(external_node_os_.EOL);
                stream.write(`${(0,runner_protocol/* workflowCommand */.NA)('set-output', { name }, text)}${external_node_os_.EOL}`);
                return;
            }
            // As @actions/core does: a missing file is a broken runner, not something to create.
            if (!(0,external_node_fs_.existsSync)(file))
                throw new Error(`Missing file at path: ${file}`);
            (0,external_node_fs_.appendFileSync)(file, (0,runner_protocol/* fileCommandEntry */.ak)(name, text), 'utf8');
        },
        appendSummary: async (markdown) => {
            const file = env.GITHUB_STEP_SUMMARY;
            if (!file) {
                port.debug('No GITHUB_STEP_SUMMARY: skipping the job summary.');
                return false;
            }
            try {
                // GitHub drops a step summary over 1 MiB whole: what this step already wrote counts, and
                // the rest is cut to fit with a line saying so.
                const written = (0,external_node_fs_.existsSync)(file) ? (0,external_node_fs_.statSync)(file).size : 0;
                const room = fit/* STEP_SUMMARY_MAX_BYTES */.TH - written;
                const text = `${(0,redact/* redact */.E$)(markdown)}\n`;
                const fitted = (0,fit/* fitToLimit */.Qt)(text, room, { what: 'a job summary', unit: 'bytes', ...runOf(env) });
                if ((0,fit/* sizeOf */.$d)(fitted, 'bytes') > room) {
                    port.warning('The job summary is full (GitHub holds at most 1 MiB per step): the rest is in the log.');
                    return false;
                }
                await (0,promises_.appendFile)(file, fitted, 'utf8');
                return true;
            }
            catch (error) {
                port.warning(`Could not write the job summary to ${file}: ${(0,errors/* errorMessage */.gJ)(error)}`);
                return false;
            }
        },
        debug: (message) => {
            const text = (0,redact/* redact */.E$)(message);
            if (toolkit)
                core.debug(text);
            else
                command('debug', text);
        },
        info: (message) => {
            for (const text of (0,runner_protocol/* commandsShownAsText */.Po)((0,redact/* redact */.E$)(message), pauseToken)) {
                if (toolkit)
                    core.info(text);
                else
                    stream.write(`${text}${external_node_os_.EOL}`);
            }
        },
        warning: (message, properties) => annotate('warning', message, properties),
        error: (message, properties) => annotate('error', message, properties),
        notice: (message, properties) => annotate('notice', message, properties),
        group: async (title, fn) => {
            let opened = false;
            const open = (text) => {
                if (opened)
                    return;
                opened = true;
                startGroup(text);
            };
            if (title !== null)
                open(title);
            try {
                return await fn(open);
            }
            finally {
                if (opened)
                    endGroup();
            }
        },
        setSecret: (value) => {
            if (toolkit)
                core.setSecret(value);
            else
                command('add-mask', value);
        },
        setFailed: (message) => {
            failed = true;
            const text = (0,redact/* redact */.E$)(message);
            // @actions/core also sets process.exitCode = 1, which the entry's finishProcess exits with.
            if (toolkit)
                core.setFailed(text);
            else
                command('error', text);
        },
    };
    return port;
}
/** The run's page, from the runner's variables, for the line that says a summary was cut. */
function runOf(env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    return server && repository && runId ? { runUrl: `${server}/${repository}/actions/runs/${runId}` } : {};
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
;// CONCATENATED MODULE: ./src/actions/common/step-outcome.ts


/** `checkOutput` throws for an output the action does not declare (assertDeclaredOutput). */
function trackOutcome(port, checkOutput = () => { }) {
    let statusSet = false;
    let summaryWritten = '';
    return {
        get failed() {
            return port.failed;
        },
        get statusSet() {
            return statusSet;
        },
        get summaryWritten() {
            return summaryWritten;
        },
        input: (name) => port.input(name),
        setOutput: (name, value) => {
            checkOutput(name);
            port.setOutput(name, value);
            if (name === 'status')
                statusSet = true;
        },
        appendSummary: async (markdown) => {
            summaryWritten += markdown;
            return port.appendSummary(markdown);
        },
        debug: (message) => port.debug(message),
        info: (message) => port.info(message),
        warning: (message, properties) => port.warning(message, properties),
        error: (message, properties) => port.error(message, properties),
        notice: (message, properties) => port.notice(message, properties),
        group: (title, fn) => port.group(title, fn),
        setSecret: (value) => port.setSecret(value),
        setFailed: (message) => port.setFailed(message),
    };
}
/** The `status` of a run that ended without the body saying one. */
const SUCCEEDED = 'succeeded';
const FAILED = 'failed';
const CANCELLED = 'cancelled';
/** A body that returned and set no `status` succeeded. */
function reportSuccess(port) {
    if (!port.statusSet)
        safely(port, () => port.setOutput('status', SUCCEEDED));
}
/**
 * Whatever ended the run, and however early (an input, the connection, the key's rights), the step
 * still says so where a workflow looks: `status` in the outputs and a short job summary with the
 * sentence the step failed with and what to do next.
 */
async function reportFailureOutcome(port, title, error, sentence) {
    const status = error instanceof errors/* CancelledError */.cc ? CANCELLED : FAILED;
    if (!port.statusSet)
        safely(port, () => port.setOutput('status', status));
    if (port.summaryWritten === '') {
        await port.appendSummary(failureSummary(title, status, sentence));
    }
    else if (!(0,markdown/* readableText */.Gh)(port.summaryWritten).includes((0,markdown/* readableText */.Gh)(sentence))) {
        // The body's own section (a table that says "Stopped") does not say why: add the sentence to it.
        await port.appendSummary(errorLines(status, sentence).join('\n'));
    }
}
function failureSummary(title, status, sentence) {
    return [`### ${title}: ${status}`, '', ...errorLines(status, sentence)].join('\n');
}
function errorLines(status, sentence) {
    const next = status === CANCELLED
        ? 'Run the job again when it may finish.'
        : 'Fix what the error names, then run the job again.';
    return [`**Error:** ${(0,markdown/* escapeMarkdownText */.m4)(sentence)}`, '', `**Next step:** ${next}`, ''];
}
/** An output that cannot be written (a broken runner file) must not hide the failure being reported. */
function safely(port, write) {
    try {
        write();
    }
    catch (error) {
        port.debug(`Could not set the status output: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/actions/common/platform-action.ts














/** How long a cancelled bundle may take to wrap up; the runner's SIGTERM follows SIGINT after 7.5 s. */
const CANCEL_GRACE_MS = 4_500;
/**
 * Builds an action's importable `run`: the run context, inputs, connection and client are made here
 * once, then `body` does the action's own work. One top-level catch ends every failure, whatever was
 * thrown, in `setFailed` with a redacted sentence: user mistakes as the sentence they are, bugs as bugs.
 */
function platformAction(spec, body) {
    return async (options = {}) => {
        const env = options.env ?? process.env;
        await loadToolkitIfHosted(env, options.stream);
        const port = runnerPort(env, options.stream);
        return (0,run_scope/* withRunScope */.Wb)((secret) => port.setSecret(secret), () => runIn(port, env, options, spec, body));
    };
}
async function runIn(runner, env, options, spec, body) {
    const port = trackOutcome(runner, (name) => assertDeclaredOutput(spec, name));
    const outputs = outputWriter(port);
    const cancel = options.signal ? { signal: options.signal, stop() { } } : cancelOnSignals(port);
    // The command line (src/cli) runs the same action; its errors then name flags, not `with:`.
    const givenAs = env.PLATFORM_ACTIONS_CLI === '1' ? 'flag' : 'with';
    const inputs = new common_inputs/* InputReader */.i(spec, port.input, givenAs);
    let baseCheck;
    let ending = 'succeeded';
    try {
        const context = (0,github_context/* readRunContext */.$)(env, port);
        const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false }, env);
        const { signal } = cancel;
        baseCheck = { connection, signal };
        const deadline = stepDeadline(spec, inputs);
        const client = new api_client/* PlatformClient */.Ht({
            ...connection,
            terms: api_terms/* ACTION_TERMS */.f,
            logger: port,
            signal,
            ...deadline,
        });
        const workspace = env.GITHUB_WORKSPACE || process.cwd();
        const tempDir = env.RUNNER_TEMP || workspace;
        await body({ port, outputs, env, inputs, context, connection, client, signal, workspace, tempDir });
        reportSuccess(port);
    }
    catch (error) {
        ending = endingOf(error);
        const sentence = await reportFailure(port, error, inputs.valuesRead(), baseCheck);
        await reportFailureOutcome(port, spec.title, error, sentence);
    }
    finally {
        cancel.stop();
    }
    return { failed: port.failed, ending: port.failed && ending === 'succeeded' ? 'failed' : ending };
}
function endingOf(error) {
    if (error instanceof errors/* CancelledError */.cc)
        return 'cancelled';
    if (error instanceof errors/* SafetyRefusal */.V2 || error instanceof safety/* UnsafePlanError */.Qm)
        return 'refused';
    if ((0,errors/* isConfigurationError */.p0)(error))
        return 'usage';
    return 'failed';
}
/**
 * What is left of the step bounds every request: an action with a `timeout` input gives its client
 * that deadline, plus a little to report and clean up, so a platform that accepts a request and never
 * answers cannot hold the step past it. The action's own waits end at `timeout` first and say so.
 */
function stepDeadline(spec, inputs) {
    if (!('timeout' in spec.inputs))
        return {};
    return { deadline: (0,clock/* currentClock */.q6)().now() + inputs.durationMs('timeout') + WRAP_UP_MS };
}
/** How long past `timeout` the reporting requests may still take (a last status read, a summary). */
const WRAP_UP_MS = 10_000;
/** The bundle's cancellation: the runner sends SIGINT, then SIGTERM 7.5 s later, then kills. */
function cancelOnSignals(port) {
    const controller = new AbortController();
    const onSignal = (name) => {
        if (controller.signal.aborted)
            return;
        port.warning(`Received ${name}: stopping and reporting what was done.`);
        controller.abort(new errors/* CancelledError */.cc(`The job was cancelled (${name}).`));
        // If wrapping up hangs, leave before the runner kills us, still with a failed status.
        setTimeout(() => {
            // Outputs are written at once (files), so `status` is there even though the exit comes next.
            if (!port.statusSet)
                port.setOutput('status', 'cancelled');
            port.setFailed('The job was cancelled and did not wrap up in time.');
            process.exit(1);
        }, CANCEL_GRACE_MS).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return {
        signal: controller.signal,
        stop: () => {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
        },
    };
}
/**
 * A bundle's whole life: runs the action on this process's environment, closes the shared HTTP pool and exits with the run's status, so a kept-alive
 * socket or a stray timer can never hold the job open after the work is done.
 *
 * @public The build's generated entries (.tmp/entries/<name>.ts, see scripts/gen-metadata.ts) call it.
 */
async function runBundle(run) {
    writeCommandsItself();
    const result = await run();
    await (0,transport/* closeSharedAgent */.ld)().catch(() => undefined);
    process.exit(result.failed ? 1 : (process.exitCode ?? 0));
}


/***/ }),

/***/ 60516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ht: () => (/* binding */ PlatformClient)
});

// UNUSED EXPORTS: DEFAULT_MAX_LOG_RESPONSE_BYTES, DEFAULT_MAX_RESPONSE_BYTES, describeShape

// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __webpack_require__(68379);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
;// CONCATENATED MODULE: ./src/api/error-body.ts

const MAX_MESSAGE = 300;
function clip(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > MAX_MESSAGE ? `${flat.slice(0, MAX_MESSAGE - 3)}...` : flat;
}
function compact(detail) {
    const out = {};
    if (detail.code)
        out.code = clip(detail.code);
    if (detail.message)
        out.message = clip(detail.message);
    if (detail.field)
        out.field = clip(detail.field);
    return out;
}
const MESSAGE_KEYS = ['message', 'detail', 'description', 'errorDescription', 'title', 'reason'];
const FIELD_KEYS = ['field', 'param', 'path', 'property', 'attribute', 'pointer'];
function fromObject(obj) {
    const fieldName = (0,decode/* field */.ZZ)(obj, ...FIELD_KEYS);
    return compact({
        code: (0,decode/* stringField */.OM)(obj, 'code', 'type', 'errorCode'),
        message: (0,decode/* stringField */.OM)(obj, ...MESSAGE_KEYS),
        field: Array.isArray(fieldName)
            ? fieldName.join('.')
            : typeof fieldName === 'string'
                ? fieldName
                : undefined,
    });
}
/** `errors: [{message, field}]`, `errors: ["..."]` or `errors: {field: ["..."]}`. */
function fromErrorsList(errors) {
    if (Array.isArray(errors) && errors.length > 0) {
        const first = errors[0];
        const detail = (0,decode/* isRecord */.u4)(first) ? fromObject(first) : compact({ message: String(first) });
        const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
        return { ...detail, ...(detail.message ? { message: `${detail.message}${more}` } : {}) };
    }
    if ((0,decode/* isRecord */.u4)(errors)) {
        const [name, problems] = Object.entries(errors)[0] ?? [];
        if (name === undefined)
            return undefined;
        const message = Array.isArray(problems) ? problems.map(String).join('; ') : String(problems);
        return compact({ field: name, message });
    }
    return undefined;
}
function fromJson(body) {
    if (typeof body === 'string')
        return compact({ message: body });
    if (!(0,decode/* isRecord */.u4)(body))
        return {};
    const error = body.error;
    if ((0,decode/* isRecord */.u4)(error))
        return fromObject(error);
    const top = fromObject(body);
    if (typeof error === 'string') {
        return { ...top, ...(top.message ? { code: top.code ?? error } : { message: clip(error) }) };
    }
    const listed = fromErrorsList(body.errors);
    return listed ? { ...listed, ...top, message: top.message ?? listed.message } : top;
}
/** An HTML error page (proxy, load balancer) is summarised by its title, never dumped. */
function fromHtml(text) {
    const title = /<title[^>]*>([^<]{1,120})<\/title>/i.exec(text)?.[1]?.trim();
    return title ? { message: `${clip(title)} (HTML error page)` } : { message: 'HTML error page' };
}
/** A web page (by its type, or its first tag when the type is missing or wrong), not the API's JSON. */
function looksLikeWebPage(text, contentType) {
    return (contentType ?? '').toLowerCase().includes('html') || /^\s*<(!doctype|html|head|body)/i.test(text);
}
/** The platform's code, message and field from an error response body of any usual shape. */
function parseErrorBody(text, contentType) {
    if (text.trim() === '')
        return {};
    if (looksLikeWebPage(text, contentType))
        return fromHtml(text);
    const decoded = (0,decode/* decodeBody */.Vj)(text, contentType);
    if (decoded.isJson)
        return fromJson(decoded.body);
    const firstLine = text.trim().split('\n')[0] ?? '';
    return compact({ message: firstLine });
}

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/list.ts + 1 modules
var list = __webpack_require__(15461);
// EXTERNAL MODULE: ./src/api/logger.ts
var logger = __webpack_require__(77290);
// EXTERNAL MODULE: ./src/api/rate-limiter.ts
var rate_limiter = __webpack_require__(43053);
// EXTERNAL MODULE: ./src/api/request-headers.ts + 1 modules
var request_headers = __webpack_require__(26815);
// EXTERNAL MODULE: ./src/api/resource-names.ts
var resource_names = __webpack_require__(34563);
;// CONCATENATED MODULE: ./src/api/retry.ts
/** When to try a request again and how long to wait first. */
const DEFAULT_BACKOFF = { baseDelayMs: 500, maxDelayMs: 20_000, random: Math.random };
const DEFAULT_MAX_ATTEMPTS = 6;
/** A refused connection is retried briefly only: a platform that is down should fail the job fast. */
const DEFAULT_MAX_CONNECT_ATTEMPTS = 3;
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** "Full jitter": a uniform wait up to an exponentially growing ceiling, so parallel retries spread out. */
function backoffDelay(retryNumber, options = DEFAULT_BACKOFF) {
    const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, retryNumber - 1));
    return Math.floor(options.random() * ceiling);
}
/**
 * The wait before retry number `retryNumber`: what the server asked for (Retry-After) when it said,
 * else the jittered backoff; never more than the backoff's ceiling.
 */
function retryDelay(retryNumber, retryAfterMs, options = DEFAULT_BACKOFF) {
    return Math.min(retryAfterMs ?? backoffDelay(retryNumber, options), options.maxDelayMs);
}
/** GET, PUT and DELETE are idempotent by HTTP's definition; a POST only when the caller says so. */
function isIdempotent(method, declared) {
    if (declared !== undefined)
        return declared;
    return method === 'GET' || method === 'PUT' || method === 'DELETE' || method === 'HEAD';
}
/**
 * A 429 means the platform refused before doing anything, so even a POST may be repeated.
 * Other retryable statuses may come after the work was done, so only idempotent requests repeat them.
 */
function mayRetryStatus(status, idempotent) {
    if (!RETRYABLE_STATUSES.has(status))
        return false;
    return idempotent || status === 429;
}
/** Retry-After in milliseconds from either form (delta-seconds or HTTP-date); undefined when absent or unreadable. */
function parseRetryAfter(value, nowMs) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!text)
        return undefined;
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    const at = Date.parse(text);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - nowMs);
}
const CONNECT_CODES = {
    ECONNREFUSED: 'connection refused',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    EADDRNOTAVAIL: 'address not available',
    EAI_AGAIN: 'DNS lookup failed temporarily',
    CONNECT_TIMEOUT: 'connect timeout',
};
const FATAL_CODES = {
    ENOTFOUND: 'host name not found',
    CERT_HAS_EXPIRED: 'TLS certificate has expired',
    ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match the host',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed TLS certificate',
    SELF_SIGNED_CERT_IN_CHAIN: 'self-signed TLS certificate in chain',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate cannot be verified',
};
const AMBIGUOUS_REASONS = {
    ECONNRESET: 'connection reset or closed by the platform',
    EPIPE: 'connection broken',
};
function errorCode(error) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const code = error.code;
    if (typeof code === 'string')
        return code;
    return errorCode(error.cause);
}
function classifyNetworkError(error) {
    const code = errorCode(error);
    if (code && CONNECT_CODES[code])
        return { kind: 'connect', code, reason: CONNECT_CODES[code] };
    if (code && FATAL_CODES[code])
        return { kind: 'fatal', code, reason: FATAL_CODES[code] };
    const reason = (code && AMBIGUOUS_REASONS[code]) ?? (code ? `network error ${code}` : 'network error');
    return { kind: 'ambiguous', code, reason };
}

// EXTERNAL MODULE: ./src/api/routes.ts
var routes = __webpack_require__(14200);
// EXTERNAL MODULE: ./src/api/secrets.ts + 1 modules
var secrets = __webpack_require__(56966);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
;// CONCATENATED MODULE: ./src/api/hints.ts


/** One sentence saying what to do about an error status. */
function hintFor(ctx) {
    const { status } = ctx;
    const keyPlace = ctx.terms.keyPlace;
    if (status === 401) {
        return `The API key is missing, invalid or revoked: create a key in the platform dashboard and store it in ${keyPlace}.`;
    }
    if (status === 403) {
        return ctx.write
            ? `This is a read key; ${ctx.operation} needs a full key: create a full key in the platform dashboard and store it in ${keyPlace}.`
            : `The key may not access this resource: check that ${keyPlace} belongs to the organisation that owns it.`;
    }
    if (status === 404) {
        return ctx.notFound
            ? `${(0,src_text/* capitalise */.sK)((0,resource_names/* describeNotFound */.fg)(ctx.notFound))} was not found: check the name or id, and that the key belongs to the organisation that owns it.`
            : `The platform has no such endpoint under ${ctx.apiRoot}: check that ${ctx.terms.url} points at the platform.`;
    }
    if (status === 400 || status === 422) {
        const about = ctx.field ? ` (field "${ctx.field}")` : '';
        return `The platform rejected the input${about}: correct it as the message says and run again.`;
    }
    if (status === 409)
        return 'The request conflicts with the current state on the platform: check it and run again.';
    if (status === 429) {
        return ctx.deadlineHit
            ? `The platform is rate-limiting this key and the wait it asked for would pass the deadline: ${outOfTime(ctx)}.`
            : `The platform kept rate-limiting this key after ${ctx.attempts} attempts: check that no other job is using the same key at the same time.`;
    }
    if (status >= 500 || status === 408) {
        if (ctx.deadlineHit) {
            return `The platform kept failing (tried ${ctx.attempts} time(s) until the deadline): ${outOfTime(ctx)}; report it to the platform if it persists.`;
        }
        return `The platform kept failing (tried ${ctx.attempts} time(s)): run again later, and report it to the platform if it persists.`;
    }
    if (status >= 300 && status < 400) {
        const target = ctx.location ? ` to ${ctx.location}` : '';
        return `The platform redirected${target}: set ${ctx.terms.url} to the final address (https, no redirect).`;
    }
    return `Unexpected HTTP ${status} from the platform: check ${ctx.terms.url} and the request.`;
}
/** What to do when the time is up: only a step's deadline is the user's to raise. */
function outOfTime(ctx) {
    return ctx.stepDeadline
        ? `the step's time ran out; give the step more time with ${ctx.terms.moreTime}, or run again later`
        : 'the time one call may take ran out; run again later';
}

// EXTERNAL MODULE: ./src/api/transport.ts
var transport = __webpack_require__(53841);
;// CONCATENATED MODULE: ./src/api/attempt-errors.ts




/** The error that ends a request at its deadline, naming whose deadline it was. */
function attempt_errors_outOfTime(plan, deps, run) {
    return new api_errors/* DeadlineExceededError */.Kt(plan.identity, {
        source: plan.deadlineSource,
        budgetMs: deps.callBudgetMs,
        attempts: run.attempts,
        lastFailure: run.last,
        maybeApplied: run.cutInFlight && !plan.idempotent,
        moreTime: deps.terms.moreTime,
    }, deps.scrub);
}
/** An error status, with the one sentence that says what to do about it. */
function apiError(plan, deps, response, attempts, deadlineHit) {
    const detail = parseErrorBody(response.text, (0,transport/* headerValue */.Z)(response.headers, 'content-type'));
    // A read key permits GET only (§5), so any other method needs a full key, W mark or not.
    const write = plan.write || plan.identity.method !== 'GET';
    const hint = hintFor({
        status: response.status,
        operation: plan.identity.operation,
        write,
        notFound: plan.notFound,
        apiRoot: deps.apiRoot,
        terms: deps.terms,
        attempts,
        deadlineHit,
        stepDeadline: plan.deadlineSource === 'step',
        location: (0,transport/* headerValue */.Z)(response.headers, 'location'),
        field: detail.field,
    });
    const requestId = (0,transport/* headerValue */.Z)(response.headers, 'x-request-id') ?? (0,transport/* headerValue */.Z)(response.headers, 'x-correlation-id');
    return new api_errors/* PlatformApiError */.es({
        ...plan.identity,
        ...detail,
        status: response.status,
        hint,
        attempts,
        ...(requestId ? { requestId } : {}),
        ...(plan.notFound ? { notFound: plan.notFound } : {}),
        // The platform's words for a read key ("needs a full API key; the key sent is a read key")
        // are the hint's; `platformMessage` keeps them for whoever wants them.
        ...(response.status === 403 && write ? { hintRestatesMessage: true } : {}),
    }, deps.scrub);
}
function formatMs(ms) {
    return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/file-chunks.ts
var file_chunks = __webpack_require__(91704);
// EXTERNAL MODULE: ./src/api/upload.ts
var upload = __webpack_require__(34759);
;// CONCATENATED MODULE: ./src/api/upload-body.ts





/** The archive changed after its length was taken: sending on would upload other bytes than stated. */
class SourceChangedError extends Error {
    name = 'SourceChangedError';
}
/** Large reads keep a multi-GiB upload from costing tens of thousands of tiny writes. */
const READ_CHUNK_BYTES = 1024 * 1024;
/**
 * The bytes before and after the file in a one-part multipart body (RFC 7578). A quote or line
 * break in the name is %-escaped as browsers and undici do, so the header cannot be broken out of.
 */
function multipartFraming(boundary, filename) {
    const name = filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${upload/* UPLOAD_FIELD */.p$}"; filename="${name}"\r\n` +
        `Content-Type: ${upload/* UPLOAD_TYPE */.t}\r\n\r\n`, 'utf8');
    return { head, tail: Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8') };
}
function framing(options) {
    if (options.form === 'raw')
        return { contentType: upload/* UPLOAD_TYPE */.t, head: Buffer.alloc(0), tail: Buffer.alloc(0) };
    // 24 random hex digits: a zip's compressed bytes will not contain the delimiter by chance.
    const boundary = `----platform-actions-${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
    const { head, tail } = multipartFraming(boundary, (0,external_node_path_.basename)(options.filename ?? upload/* UPLOAD_FILENAME */.S0));
    return { contentType: `multipart/form-data; boundary=${boundary}`, head, tail };
}
/**
 * The upload body for the zip at `filePath` (or growing there), streamed from disk on each attempt.
 * A whole file's length is its size from stat plus the framing: exact for any size (a Blob's is
 * wrong from 4 GiB on). A growing one has no length until it is complete, so an attempt that starts
 * before then is sent chunked while the zip is written, and one that starts after has the length.
 */
async function fileUploadBody(source, options = {}) {
    const { contentType, head, tail } = framing(options);
    if (typeof source !== 'string')
        return growingBody(contentType, source, head, tail);
    const { size } = await (0,promises_.stat)(source);
    return {
        contentType,
        length: head.length + size + tail.length,
        chunks: (onChunk, signal) => fileChunks(source, size, head, tail, onChunk, signal),
    };
}
function growingBody(contentType, archive, head, tail) {
    return {
        contentType,
        get length() {
            const size = archive.completeSize;
            return size === undefined ? undefined : head.length + size + tail.length;
        },
        chunks: (onChunk, signal) => growingChunks(archive, head, tail, onChunk, signal),
    };
}
async function* growingChunks(archive, head, tail, onChunk, signal) {
    onChunk();
    if (head.length > 0)
        yield head;
    let sent = 0;
    for await (const chunk of archive.read(signal)) {
        sent += chunk.length;
        onChunk();
        yield chunk;
    }
    if (sent !== archive.completeSize) {
        throw new SourceChangedError(`${archive.path} changed while it was being uploaded (${sent} bytes read, ${archive.completeSize} written).`);
    }
    onChunk();
    if (tail.length > 0)
        yield tail;
}
async function* fileChunks(path, size, head, tail, onChunk, signal) {
    // Checked on every attempt: a length stated for other bytes would be a corrupt upload, not an error.
    const changed = (now) => new SourceChangedError(`${path} changed while it was being uploaded (${now} bytes instead of ${size}); nothing else may write to the archive until the upload is over.`);
    const current = (await (0,promises_.stat)(path)).size;
    if (current !== size)
        throw changed(current);
    onChunk();
    if (head.length > 0)
        yield head;
    let sent = 0;
    if (size > 0) {
        for await (const chunk of (0,file_chunks/* reusedChunks */.f)(path, READ_CHUNK_BYTES, size)) {
            signal.throwIfAborted();
            sent += chunk.length;
            onChunk();
            yield chunk;
        }
    }
    if (sent !== size)
        throw changed(sent);
    onChunk();
    if (tail.length > 0)
        yield tail;
}

;// CONCATENATED MODULE: ./src/api/attempts.ts






/** Sends `plan` until it succeeds, fails for good, runs out of time, or retrying would break the rules in retry.ts. */
async function runAttempts(plan, deps) {
    const callerSignal = plan.signals.length > 0 ? AbortSignal.any([...plan.signals]) : undefined;
    // One timer for the whole request, so no part of it (pacing included) can outlast the deadline.
    const deadline = (0,clock/* clockTimeout */.S2)(Math.max(0, plan.deadline - deps.clock.now()), deps.clock);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline.signal]) : deadline.signal;
    const run = { signal, attempts: 0, last: undefined, cutInFlight: false };
    try {
        return await attemptLoop(plan, deps, run);
    }
    catch (error) {
        callerSignal?.throwIfAborted();
        if (deadline.signal.aborted && !(error instanceof api_errors/* PlatformError */.Wk))
            throw attempt_errors_outOfTime(plan, deps, run);
        throw error;
    }
    finally {
        deadline.clear();
    }
}
async function attemptLoop(plan, deps, run) {
    let connectFailures = 0;
    for (let attempt = 1;; attempt++) {
        run.signal.throwIfAborted();
        if (deps.clock.now() >= plan.deadline)
            throw attempt_errors_outOfTime(plan, deps, run);
        // A 429 may have paused the key past the deadline: the wait for a turn ends with the deadline too.
        const before = run.last;
        run.last = "still waiting for this key's turn under the rate limit";
        await deps.bucket.take(run.signal);
        await deps.bucket.enter(run.signal);
        run.last = before;
        let outcome;
        try {
            outcome = await attemptOnce(plan, deps, attempt, run);
        }
        finally {
            deps.bucket.leave();
        }
        const retriesLeft = attempt < deps.maxAttempts;
        if ('failure' in outcome) {
            const { failure } = outcome;
            run.last = failure.reason;
            const unreachable = () => new api_errors/* PlatformUnreachableError */.YA(plan.identity, deps.origin, failure.reason, failure.code, deps.scrub, deps.terms);
            if (failure.kind === 'fatal')
                throw unreachable();
            if (failure.kind === 'connect') {
                connectFailures++;
                if (connectFailures >= deps.maxConnectAttempts || !retriesLeft)
                    throw unreachable();
                if (!(await waitToRetry(backoffDelay(attempt, deps.backoff), plan, deps, run)))
                    throw unreachable();
                continue;
            }
            if (!plan.idempotent) {
                throw new api_errors/* AmbiguousRequestError */.sm(plan.identity, failure.reason, failure.code, deps.scrub);
            }
            if (!retriesLeft) {
                throw new api_errors/* PlatformNetworkError */.uD(plan.identity, failure.reason, attempt, failure.code, deps.scrub);
            }
            if (!(await waitToRetry(backoffDelay(attempt, deps.backoff), plan, deps, run))) {
                throw attempt_errors_outOfTime(plan, deps, run);
            }
            continue;
        }
        const { response } = outcome;
        if (response.status < 300)
            return response;
        if (response.status === 429)
            deps.stats.rateLimited++;
        let deadlineHit = false;
        if (mayRetryStatus(response.status, plan.idempotent)) {
            const retryAfter = parseRetryAfter(response.headers['retry-after'], deps.clock.now());
            const delay = retryAfter ?? backoffDelay(attempt, deps.backoff);
            // Everyone using the key backs off together; one request's retry alone would just meet the next 429.
            if (response.status === 429)
                deps.bucket.pauseUntil(deps.clock.now() + delay);
            if (retriesLeft) {
                run.last = `HTTP ${response.status}`;
                if (await waitToRetry(delay, plan, deps, run))
                    continue;
                deadlineHit = true;
            }
        }
        throw apiError(plan, deps, response, attempt, deadlineHit);
    }
}
async function attemptOnce(plan, deps, attempt, run) {
    const { method, pathTemplate } = plan.identity;
    run.attempts = attempt;
    const upload = typeof plan.body === 'object';
    // An upload may take as long as its bytes keep moving; any other request has a fixed time. Both
    // are clock sleeps (a virtual clock decides what took too long), and both end at the deadline.
    const idle = upload ? (0,clock/* idleTimeout */.QG)(deps.progressTimeoutMs, deps.clock) : undefined;
    const timeout = idle ?? (0,clock/* clockTimeout */.S2)(deps.requestTimeoutMs, deps.clock);
    const signal = AbortSignal.any([run.signal, timeout.signal]);
    const started = deps.clock.now();
    const tried = attempt > 1 ? ` (attempt ${attempt})` : '';
    const log = (what) => deps.logger.debug(`${method} ${pathTemplate} -> ${what} in ${Math.round(deps.clock.now() - started)} ms${tried}`);
    deps.stats.requests++;
    try {
        const response = await (0,transport/* sendOnce */.E4)({
            method,
            url: plan.url,
            headers: plan.headers,
            signal,
            maxBodyBytes: plan.maxResponse.bytes,
            ...(plan.body === undefined ? {} : { body: plan.body }),
            ...(idle ? { onProgress: idle.touch } : {}),
        });
        log(response.status);
        return { response };
    }
    catch (error) {
        if (run.signal.aborted) {
            log('deadline or cancel');
            run.cutInFlight = true;
            run.last = upload ? 'the upload had not finished' : 'the platform had not finished answering';
            throw run.signal.reason;
        }
        // Not the network's fault, and the same on every attempt: said as it is, not retried.
        if (error instanceof SourceChangedError)
            throw error;
        if (error instanceof transport/* BodyTooLargeError */.Au) {
            log(`answer over ${error.limit} bytes`);
            const { identity } = plan;
            throw new api_errors/* ResponseTooLargeError */.by(identity, error.limit, error.announced, plan.maxResponse.option, deps.scrub, deps.terms);
        }
        const failure = !timeout.signal.aborted
            ? classifyNetworkError(error)
            : idle
                ? {
                    kind: 'ambiguous',
                    code: 'TIMEOUT',
                    reason: `no bytes moved for ${formatMs(deps.progressTimeoutMs)}`,
                }
                : {
                    kind: 'ambiguous',
                    code: 'TIMEOUT',
                    reason: `no response within ${formatMs(deps.requestTimeoutMs)}`,
                };
        log(failure.code ?? failure.reason);
        return { failure };
    }
    finally {
        timeout.clear();
    }
}
/** Sleeps before a retry; false (without sleeping) when the retry would start after the deadline. */
async function waitToRetry(delayMs, plan, deps, run) {
    if (deps.clock.now() + delayMs > plan.deadline)
        return false;
    deps.stats.retries++;
    await deps.clock.sleep(delayMs, run.signal);
    return true;
}

;// CONCATENATED MODULE: ./src/api/settle.ts



/** What a DELETE answers once its target is gone: no content. */
const GONE = { status: 204, headers: {}, text: '' };
/** Sends of an idempotent request whose answers keep arriving cut off, before giving up. */
const UNREADABLE_SENDS = 3;
/**
 * A DELETE that was retried and then answered 404 reached its goal: the earlier attempt, whose answer
 * was lost, most likely deleted it, and either way it is gone. Without this a dropped answer turned a
 * delete that worked into a failed step. A 404 on the first attempt still fails: nothing says it ever
 * existed.
 */
function goneOnRetry(plan, error) {
    return (plan.identity.method === 'DELETE' &&
        error instanceof api_errors/* PlatformApiError */.es &&
        error.status === 404 &&
        error.attempts > 1);
}
/**
 * A 2xx that says it is JSON but does not parse was cut off on the way (or mangled by a proxy). Read
 * as text it would decode as an empty record or list, and callers would act on that: treat a
 * variable set as empty, a list as missing. So it is a failed exchange, not an answer.
 */
function unreadableJson(response) {
    const type = (0,transport/* headerValue */.Z)(response.headers, 'content-type') ?? '';
    if (!type.toLowerCase().includes('json') || response.text.trim() === '')
        return false;
    try {
        JSON.parse(response.text);
        return false;
    }
    catch {
        return true;
    }
}
/**
 * runAttempts, plus what the client concludes from the answers it got: a retried DELETE's 404 is
 * success; an unreadable answer is sent again when that is safe, and is ambiguous when it is not
 * (the platform acted on it), so the callers that reconcile (deploy, run, domains) do.
 */
async function settle(plan, deps) {
    const { method, pathTemplate, operation } = plan.identity;
    for (let send = 1;; send++) {
        let response;
        try {
            response = await runAttempts(plan, deps);
        }
        catch (error) {
            if (!goneOnRetry(plan, error))
                throw error;
            deps.logger.debug(`${method} ${pathTemplate} -> 404 on a retry: already deleted by the earlier attempt`);
            return GONE;
        }
        if (!unreadableJson(response))
            return response;
        const what = `the HTTP ${response.status} answer was cut off or is not JSON`;
        if (!plan.idempotent)
            throw new api_errors/* AmbiguousRequestError */.sm(plan.identity, what, 'BAD_JSON', deps.scrub);
        if (send >= UNREADABLE_SENDS) {
            throw new api_errors/* UnexpectedResponseError */.dk(plan.identity, `${operation} (${method} ${pathTemplate}) failed: ${what}, ${send} times. The platform is not answering reliably; try again later.`, deps.scrub);
        }
        deps.logger.debug(`${method} ${pathTemplate} -> ${what}; sending it again`);
    }
}

// EXTERNAL MODULE: ./src/api/terms.ts
var terms = __webpack_require__(17047);
;// CONCATENATED MODULE: ./src/api/client.ts



















const DEFAULT_CALL_BUDGET_MS = 5 * 60_000;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_LOG_RESPONSE_BYTES = 128 * 1024 * 1024;
const warnedKeys = new Set();
/** The one way the toolkit talks to the platform: paced, retried, decoded, and never leaking the key. */
class PlatformClient {
    base;
    /** Scrubs the key out of every line; resource modules log through it. */
    logger;
    #apiKey;
    #scrub;
    #options;
    #clock;
    #terms;
    #deps;
    #stats = { requests: 0, retries: 0, rateLimited: 0 };
    /** Page-size parameters this platform refused with a 400 naming them: left out of later list reads. */
    refusedQueryParams = new Set();
    constructor(options) {
        this.#terms = options.terms ?? terms/* CLIENT_TERMS */.Y;
        this.base = (0,base_url/* parseApiUrl */.nV)(options.apiUrl, { ...options, terms: this.#terms });
        checkTuning(options);
        const { key, shapeWarning } = (0,secrets/* checkApiKey */.Sq)(options.apiKey, this.#terms);
        this.#apiKey = key;
        this.#scrub = (0,secrets/* redactor */.$p)(key);
        this.logger = (0,logger/* scrubbingLogger */.U)(options.logger ?? logger/* silentLogger */.q, this.#scrub);
        this.#options = options;
        const fingerprint = (0,secrets/* keyFingerprint */.yy)(key);
        if (shapeWarning && !warnedKeys.has(fingerprint)) {
            warnedKeys.add(fingerprint);
            this.logger.warning(shapeWarning);
        }
        const insecure = (0,base_url/* insecureHttpWarning */.ts)(this.base, this.#terms);
        if (insecure)
            this.logger.warning(insecure);
        this.#clock = options.clock ?? clock/* ambientClock */.Hs;
        const rate = options.ratePerSecond ?? rate_limiter/* DEFAULT_RATE_PER_SECOND */.yh;
        const limit = options.platformLimitPerSecond ?? rate_limiter/* PLATFORM_LIMIT_PER_SECOND */.Z5;
        const bucket = options.clock
            ? new rate_limiter/* TokenBucket */.qc({
                ratePerSecond: rate,
                burst: (0,rate_limiter/* defaultBurst */.K)(rate),
                limitPerSecond: limit,
                clock: options.clock,
            })
            : (0,rate_limiter/* sharedBucketFor */.T1)(key, rate, limit);
        this.#deps = {
            clock: this.#clock,
            bucket,
            logger: this.logger,
            scrub: this.#scrub,
            origin: this.base.origin,
            apiRoot: this.base.root,
            terms: this.#terms,
            maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
            maxConnectAttempts: options.maxConnectAttempts ?? DEFAULT_MAX_CONNECT_ATTEMPTS,
            requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
            progressTimeoutMs: options.uploadProgressTimeoutMs ?? options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
            callBudgetMs: DEFAULT_CALL_BUDGET_MS,
            backoff: {
                baseDelayMs: options.backoffBaseMs ?? DEFAULT_BACKOFF.baseDelayMs,
                maxDelayMs: options.backoffMaxMs ?? DEFAULT_BACKOFF.maxDelayMs,
                random: options.random ?? DEFAULT_BACKOFF.random,
            },
            stats: this.#stats,
        };
    }
    /** The response body with any envelope removed: JSON, or text for text/plain. */
    async call(operation, options = {}) {
        const route = (0,routes/* routeFor */.nR)(operation);
        const raw = await this.callRaw(operation, options);
        return (0,decode/* unwrap */.oA)(raw.body, (0,resource_names/* singularKeysFor */.HO)(route));
    }
    async callRaw(operation, options = {}) {
        const route = (0,routes/* routeFor */.nR)(operation);
        const url = (0,base_url/* buildUrl */.c$)(this.base, route.path, options.params, options.query);
        return this.send(route, url, options);
    }
    /** Every item of a list operation, following whatever pagination the platform uses. */
    async list(operation, options = {}, listOptions = {}) {
        const route = (0,routes/* routeFor */.nR)(operation);
        return (0,list/* collectPages */.V)(this, route, options, listOptions);
    }
    /**
     * POST /uploads: streams a zip from disk, as multipart `file` (source.zip, application/zip) or, with
     * `form: 'raw'`, as the body itself; either way with its exact length, whatever the file's size, or
     * chunked while a growing zip is still being written.
     */
    async upload(filePath, options = {}) {
        const route = (0,routes/* routeFor */.nR)('createUpload');
        const body = await fileUploadBody(filePath, {
            ...(options.form ? { form: options.form } : {}),
            ...(options.filename ? { filename: options.filename } : {}),
        });
        const url = (0,base_url/* buildUrl */.c$)(this.base, route.path);
        const response = await this.send(route, url, { idempotent: true, ...(options.signal ? { signal: options.signal } : {}) }, body);
        const sourceUrl = (0,upload/* uploadedSourceUrl */.TH)(response.body);
        if (!sourceUrl) {
            throw new api_errors/* UnexpectedResponseError */.dk({ operation: route.operation, method: route.method, pathTemplate: route.path }, `The upload succeeded but the response carried no source URL (looked for sourceTarballUrl, url, uploadUrl, sourceUrl; got ${describeShape(response.body)}).`, this.#scrub);
        }
        return { sourceUrl, raw: response.body };
    }
    stats() {
        return { ...this.#stats };
    }
    /** Sends to an explicit URL (a pagination link) under a route's rules. Internal to src/api. */
    async send(route, url, options, upload) {
        const headers = (0,request_headers/* apiRequestHeaders */.gS)(this.#apiKey, this.#options.userAgent);
        let body = upload;
        if (upload === undefined && options.body !== undefined) {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(options.body);
        }
        const plan = {
            identity: { operation: route.operation, method: route.method, pathTemplate: route.path },
            write: route.write,
            url,
            headers,
            ...(body === undefined ? {} : { body }),
            idempotent: isIdempotent(route.method, options.idempotent),
            ...this.#deadline(options.deadline),
            signals: [this.#options.signal, options.signal].filter((s) => s !== undefined),
            notFound: (0,resource_names/* notFoundSubject */.s6)(route, options.params ?? {}, options.query ?? {}),
            maxResponse: this.#maxResponse(route),
        };
        const response = await settle(plan, this.#deps);
        const type = (0,transport/* headerValue */.Z)(response.headers, 'content-type');
        // Read as text, a web page would decode as an empty record, and the run would go on to write
        // (an upload) to whatever serves it. Only a file's own content (its route says so) may be HTML.
        if (!route.answersFileContent && looksLikeWebPage(response.text, type)) {
            throw new api_errors/* HtmlAnswerError */._4(plan.identity, `${route.method} ${route.path} answered an HTML page (HTTP ${response.status}), not the API's JSON: ${pageAddress(url)} is not under the platform's API.`);
        }
        const decoded = (0,decode/* decodeBody */.Vj)(response.text, type);
        return { status: response.status, headers: response.headers, body: decoded.body, text: response.text };
    }
    #deadline(callDeadline) {
        const candidates = [this.#options.deadline, callDeadline].filter((d) => d !== undefined);
        return candidates.length > 0
            ? { deadline: Math.min(...candidates), deadlineSource: 'step' }
            : { deadline: this.#clock.now() + DEFAULT_CALL_BUDGET_MS, deadlineSource: 'budget' };
    }
    /** Log answers grow with the build, so they have a cap of their own. */
    #maxResponse(route) {
        return route.answersGrowingLog
            ? {
                bytes: this.#options.maxLogResponseBytes ?? DEFAULT_MAX_LOG_RESPONSE_BYTES,
                option: 'maxLogResponseBytes',
            }
            : { bytes: this.#options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES, option: 'maxResponseBytes' };
    }
}
function checkTuning(options) {
    const positive = [
        ['ratePerSecond', options.ratePerSecond],
        ['platformLimitPerSecond', options.platformLimitPerSecond],
        ['maxAttempts', options.maxAttempts],
        ['maxConnectAttempts', options.maxConnectAttempts],
        ['requestTimeoutMs', options.requestTimeoutMs],
        ['uploadProgressTimeoutMs', options.uploadProgressTimeoutMs],
        ['maxResponseBytes', options.maxResponseBytes],
        ['maxLogResponseBytes', options.maxLogResponseBytes],
    ];
    for (const [name, value] of positive) {
        if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
            throw new errors/* ConfigurationError */.j1(`${name} must be a positive number (got ${value}).`);
        }
    }
}
/** Top-level keys only: values may be anything, including secrets the platform echoed. */
function describeShape(body) {
    if (body === undefined)
        return 'an empty body';
    if (Array.isArray(body))
        return `an array of ${body.length}`;
    if (typeof body === 'object' && body !== null)
        return `an object with keys ${Object.keys(body).slice(0, 10).join(', ') || '(none)'}`;
    return `a ${typeof body}`;
}
/** Where the page came from, without a query or any userinfo. */
function pageAddress(url) {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
}


/***/ }),

/***/ 97364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OM: () => (/* binding */ stringField),
/* harmony export */   Vj: () => (/* binding */ decodeBody),
/* harmony export */   Xf: () => (/* binding */ asRecords),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   hO: () => (/* binding */ timestampField),
/* harmony export */   hQ: () => (/* binding */ booleanField),
/* harmony export */   ij: () => (/* binding */ unwrapList),
/* harmony export */   oA: () => (/* binding */ unwrap),
/* harmony export */   oJ: () => (/* binding */ asString),
/* harmony export */   sJ: () => (/* binding */ numberField),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   xQ: () => (/* binding */ camelCase)
/* harmony export */ });
/* unused harmony exports snakeCase, asTimestamp */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function snakeCase(name) {
    return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
function camelCase(name) {
    return name.replace(/_(\w)/g, (_, c) => c.toUpperCase());
}
/** The first present (non-null) value among `names`, each tried as given, in camelCase and in snake_case. */
function field(obj, ...names) {
    if (!isRecord(obj))
        return undefined;
    for (const name of names) {
        for (const variant of [name, camelCase(name), snakeCase(name)]) {
            const value = obj[variant];
            if (value !== undefined && value !== null)
                return value;
        }
    }
    return undefined;
}
/** A string field; numbers are accepted because ids are often numeric. */
function stringField(obj, ...names) {
    return asString(field(obj, ...names));
}
function asString(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
}
function numberField(obj, ...names) {
    const value = field(obj, ...names);
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        return Number(value);
    return undefined;
}
function booleanField(obj, ...names) {
    const value = field(obj, ...names);
    if (typeof value === 'boolean')
        return value;
    if (value === 'true')
        return true;
    if (value === 'false')
        return false;
    return undefined;
}
/**
 * A timestamp as an ISO string: ISO text is kept, and epoch seconds or milliseconds (as numbers or
 * digit strings) are converted; below 1e11 a number is read as seconds (1e11 s is the year 5138).
 */
function timestampField(obj, ...names) {
    return asTimestamp(field(obj, ...names));
}
function asTimestamp(value) {
    const epoch = typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{9,14}(\.\d+)?$/.test(value)
            ? Number(value)
            : undefined;
    if (epoch !== undefined) {
        if (!Number.isFinite(epoch))
            return undefined;
        return new Date(epoch < 1e11 ? epoch * 1000 : epoch).toISOString();
    }
    return typeof value === 'string' ? value : undefined;
}
/** Keys an envelope may carry beside its payload; an object with other keys is a record, not an envelope. */
const ENVELOPE_META = new Set([
    'success',
    'ok',
    'status',
    'message',
    'meta',
    'metadata',
    'pagination',
    'page',
    'pageSize',
    'page_size',
    'perPage',
    'per_page',
    'total',
    'totalCount',
    'total_count',
    'count',
    'links',
    'next',
    'nextCursor',
    'next_cursor',
    'cursor',
    'hasMore',
    'has_more',
    'requestId',
    'request_id',
    'warnings',
    'errors',
]);
const PAYLOAD_KEYS = ['data', 'result'];
function envelopePayload(obj, singularKeys) {
    const candidates = [...PAYLOAD_KEYS, ...singularKeys];
    const present = candidates.filter((key) => obj[key] !== undefined && obj[key] !== null);
    if (present.length !== 1)
        return undefined;
    const payloadKey = present[0];
    const onlyMetaBeside = Object.keys(obj).every((key) => key === payloadKey || ENVELOPE_META.has(key));
    if (!onlyMetaBeside)
        return undefined;
    const payload = obj[payloadKey];
    // `{signedUrl: "https://..."}` is an answer, not a wrapper: names only unwrap containers.
    const isContainer = isRecord(payload) || Array.isArray(payload);
    return PAYLOAD_KEYS.includes(payloadKey) || isContainer ? payload : undefined;
}
/**
 * Removes `{data: ...}` / `{result: ...}` envelopes, and `{project: {...}}` style wrappers when the
 * caller names the singular key. A record that merely has a `data` field (a DNS record) is left alone.
 */
function unwrap(body, singularKeys = []) {
    let current = body;
    for (let depth = 0; depth < 3 && isRecord(current); depth++) {
        const inner = envelopePayload(current, singularKeys);
        if (inner === undefined)
            break;
        current = inner;
    }
    return current;
}
/**
 * The items of a list response: a bare array, or one under `data`, `result`, `items`, `results`,
 * one of `listKeys` (e.g. `deployments`), or the only array-valued property. Undefined when none fits.
 */
function unwrapList(body, listKeys = []) {
    if (Array.isArray(body))
        return body;
    if (!isRecord(body))
        return undefined;
    const keys = ['data', 'items', 'results', 'result', ...listKeys];
    for (const key of keys) {
        const value = field(body, key);
        if (Array.isArray(value))
            return value;
    }
    for (const key of PAYLOAD_KEYS) {
        const inner = body[key];
        if (isRecord(inner))
            return unwrapList(inner, listKeys);
    }
    const arrays = Object.values(body).filter(Array.isArray);
    return arrays.length === 1 ? arrays[0] : undefined;
}
/** List items as records; bare values (e.g. a list of names) become `{ value }`. */
function asRecords(items) {
    return items.map((item) => (isRecord(item) ? item : { value: item }));
}
/** JSON when the content type says so or the text plainly is JSON; otherwise the text as is. */
function decodeBody(text, contentType) {
    if (text.trim() === '')
        return { body: undefined, isJson: false };
    const type = (contentType ?? '').toLowerCase();
    const looksJson = /^\s*[[{]/.test(text);
    if (type.includes('json') || (looksJson && !type.includes('html'))) {
        try {
            return { body: JSON.parse(text), isJson: true };
        }
        catch {
            return { body: text, isJson: false };
        }
    }
    return { body: text, isJson: false };
}


/***/ }),

/***/ 53249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kt: () => (/* binding */ DeadlineExceededError),
/* harmony export */   Wk: () => (/* binding */ PlatformError),
/* harmony export */   YA: () => (/* binding */ PlatformUnreachableError),
/* harmony export */   _4: () => (/* binding */ HtmlAnswerError),
/* harmony export */   by: () => (/* binding */ ResponseTooLargeError),
/* harmony export */   dk: () => (/* binding */ UnexpectedResponseError),
/* harmony export */   es: () => (/* binding */ PlatformApiError),
/* harmony export */   sm: () => (/* binding */ AmbiguousRequestError),
/* harmony export */   uD: () => (/* binding */ PlatformNetworkError),
/* harmony export */   wj: () => (/* binding */ isPlatformError)
/* harmony export */ });
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36136);
/* harmony import */ var _terms_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17047);


const keep = (text) => text;
/**
 * Base of everything the client throws about the platform. Messages pass through the client's
 * scrubber before `super()`, so neither `message` nor `stack` can carry the API key.
 */
class PlatformError extends Error {
    name = 'PlatformError';
    operation;
    method;
    pathTemplate;
    constructor(identity, message, scrub = keep) {
        super(scrub(message));
        this.operation = identity.operation;
        this.method = identity.method;
        this.pathTemplate = identity.pathTemplate;
    }
}
/** The platform answered with an error status (after retries, for the retryable ones). */
class PlatformApiError extends PlatformError {
    name = 'PlatformApiError';
    status;
    code;
    platformMessage;
    field;
    hint;
    attempts;
    requestId;
    /** What was not found, as data: a caller tells which of its values the platform lacks. */
    notFound;
    #init;
    #scrub;
    constructor(init, scrub = keep) {
        super(init, apiErrorMessage(init), scrub);
        this.#init = init;
        this.#scrub = scrub;
        this.status = init.status;
        this.code = init.code && scrub(init.code);
        this.platformMessage = init.message && scrub(init.message);
        this.field = init.field && scrub(init.field);
        this.hint = scrub(init.hint);
        this.attempts = init.attempts;
        this.requestId = init.requestId;
        this.notFound = init.notFound && scrubSubject(init.notFound, scrub);
    }
    /** The same answer with another hint, from a caller that knows better what to do about it. */
    withHint(hint) {
        return new PlatformApiError({ ...this.#init, hint }, this.#scrub);
    }
}
function scrubSubject({ thing, within }, scrub) {
    const clean = (named) => ({ noun: named.noun, value: scrub(named.value) });
    return { thing: clean(thing), ...(within === undefined ? {} : { within: clean(within) }) };
}
function apiErrorMessage(init) {
    const code = init.code ? ` [${init.code}]` : '';
    const said = init.message && !init.hintRestatesMessage ? `: ${init.message}` : '';
    const fieldNote = init.field ? ` (field "${init.field}")` : '';
    const request = init.requestId ? ` (request id ${init.requestId})` : '';
    return `${init.operation} (${init.method} ${init.pathTemplate}) failed with HTTP ${init.status}${code}${said}${fieldNote}. ${init.hint}${request}`;
}
/** Nothing listens at the platform's address (refused, unknown host): retrying longer will not help. */
class PlatformUnreachableError extends PlatformError {
    name = 'PlatformUnreachableError';
    origin;
    code;
    constructor(identity, origin, reason, code, scrub = keep, terms = _terms_js__WEBPACK_IMPORTED_MODULE_0__/* .CLIENT_TERMS */ .Y) {
        super(identity, `The platform at ${origin} is unreachable (${reason}) during ${identity.operation}; check that ${terms.url} is right and the platform is up.`, scrub);
        this.origin = origin;
        this.code = code;
    }
}
/**
 * A non-idempotent request (POST/PATCH) failed after it was sent: the platform may or may not have
 * acted on it. It is not repeated, so callers should look at the platform's state before acting again.
 */
class AmbiguousRequestError extends PlatformError {
    name = 'AmbiguousRequestError';
    code;
    constructor(identity, reason, code, scrub = keep) {
        super(identity, `${identity.operation} (${identity.method} ${identity.pathTemplate}) may or may not have taken effect: the connection failed after the request was sent (${reason}). It was not repeated so it cannot happen twice; check the platform's state before trying again.`, scrub);
        this.code = code;
    }
}
/** A retryable request kept failing at the network level (resets, timeouts) until attempts or time ran out. */
class PlatformNetworkError extends PlatformError {
    name = 'PlatformNetworkError';
    code;
    attempts;
    constructor(identity, reason, attempts, code, scrub = keep) {
        super(identity, `${identity.operation} (${identity.method} ${identity.pathTemplate}) failed after ${attempts} attempt(s): ${reason}. The platform is not answering reliably; try again later.`, scrub);
        this.code = code;
        this.attempts = attempts;
    }
}
/**
 * The request could not finish before its deadline: an attempt, a body read, a backoff or a wait the
 * platform asked for would have run past it. Not retried: whatever would come next is past it too.
 */
class DeadlineExceededError extends PlatformError {
    name = 'DeadlineExceededError';
    /** Which limit was hit: the caller's deadline (`step`) or the client's own for one call (`budget`). */
    source;
    /** The client's own limit for one call, in ms. */
    budgetMs;
    attempts;
    maybeApplied;
    constructor(identity, init, scrub = keep) {
        super(identity, deadlineMessage(identity, init), scrub);
        this.source = init.source;
        this.budgetMs = init.budgetMs;
        this.attempts = init.attempts;
        this.maybeApplied = init.maybeApplied;
    }
}
function deadlineMessage(identity, init) {
    const request = `${identity.operation} (${identity.method} ${identity.pathTemplate})`;
    const tried = init.attempts > 0 ? ` after ${init.attempts} attempt(s)` : ' before it could be sent';
    const last = init.lastFailure ? ` (${init.lastFailure})` : '';
    const inFlight = init.maybeApplied
        ? " It was cut off in flight, so it may or may not have taken effect; check the platform's state before trying again."
        : '';
    if (init.source === 'step') {
        return `${request} could not finish before the step's deadline: the step's time ran out${tried}${last}.${inFlight} Give the step more time with ${init.moreTime ?? _terms_js__WEBPACK_IMPORTED_MODULE_0__/* .CLIENT_TERMS */ .Y.moreTime}, or run again when the platform answers faster.`;
    }
    const minutes = Math.round(init.budgetMs / 60_000);
    return `${request} could not finish within ${minutes} minute(s), the most one call may take${tried}${last}.${inFlight} The platform is not answering in time; run again later.`;
}
/**
 * An answer larger than the client reads (its `maxResponseBytes`, or `maxLogResponseBytes` for logs).
 * Its body was destroyed, not read to the end: an endless answer must not fill the runner's memory.
 */
class ResponseTooLargeError extends PlatformError {
    name = 'ResponseTooLargeError';
    /** Which limit was hit: the most bytes read, and the client option that sets it. */
    limit;
    limitOption;
    /** What the answer announced (its Content-Length), when it did. */
    announced;
    constructor(identity, limit, announced, option, scrub = keep, terms = _terms_js__WEBPACK_IMPORTED_MODULE_0__/* .CLIENT_TERMS */ .Y) {
        const said = announced === undefined ? '' : ` (it announced ${(0,_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(announced)})`;
        super(identity, `${identity.operation} (${identity.method} ${identity.pathTemplate}): the platform's answer is larger than ${(0,_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(limit)}${said}, so it was not read to the end. No API answer should be this large: check that ${terms.url} points at the platform (the limit is the client's \`${option}\` option).`, scrub);
        this.limit = limit;
        this.limitOption = option;
        this.announced = announced;
    }
}
/** The platform answered 2xx, but without something the caller cannot do without (an id, a URL). */
class UnexpectedResponseError extends PlatformError {
    name = 'UnexpectedResponseError';
}
/** A 2xx whose body is a web page: the request reached a site (a dashboard, a login), not the API. */
class HtmlAnswerError extends UnexpectedResponseError {
    name = 'HtmlAnswerError';
}
function isPlatformError(error) {
    return error instanceof PlatformError;
}


/***/ }),

/***/ 88427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uo: () => (/* binding */ isPartialList),
/* harmony export */   X3: () => (/* binding */ markPartial),
/* harmony export */   hm: () => (/* binding */ IncompleteListError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);

function said(facts) {
    const parts = [
        facts.total === undefined ? undefined : `${facts.total} item(s)`,
        facts.totalPages === undefined ? undefined : `${facts.totalPages} page(s)`,
    ].filter(Boolean);
    return parts.length > 0 ? `the platform says it holds ${parts.join(' in ')}, but ` : '';
}
const WHY = {
    'no-way-on': 'its answer gives no next link, cursor, page number or offset to ask for the rest, and the client does not guess one',
    'not-advancing': 'asked for the next page, it answered a page already read (it ignores the page asked for)',
    repeating: 'its next page is one already read (a cursor or link that repeats, or pages that cycle), so the list never ends',
    'other-host': 'its next-page link points at another host, which is never sent the API key',
    short: 'its pages ended before that',
    'page-cap': 'the client reads at most that many pages of one list',
};
/**
 * A list read only in part. Nothing may be concluded from the part (that something is missing, what to
 * delete or replace), so the read fails instead of answering short.
 */
class IncompleteListError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformError */ .Wk {
    name = 'IncompleteListError';
    facts;
    constructor(identity, facts) {
        super(identity, `${identity.operation} (${identity.method} ${identity.pathTemplate}) could not be read whole: ${said(facts)}only ${facts.itemsRead} item(s) in ${facts.pagesRead} page(s) could be read, because ${WHY[facts.reason]}. Nothing was decided on part of the list; if the platform pages its lists in a form not read here, report it with one answer of this list.`);
        this.facts = facts;
    }
}
const partialLists = new WeakSet();
/** Marks a list its caller cut short on purpose (an explicit `maxPages`). */
function markPartial(items) {
    partialLists.add(items);
    return items;
}
/** True for a list cut short on purpose: never the ground for a delete, a replace or a "not found". */
function isPartialList(items) {
    return partialLists.has(items);
}


/***/ }),

/***/ 15461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ collectPages),
  n: () => (/* binding */ findNamed)
});

// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __webpack_require__(68379);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/incomplete-list.ts
var incomplete_list = __webpack_require__(88427);
// EXTERNAL MODULE: ./src/api/transport.ts
var transport = __webpack_require__(53841);
;// CONCATENATED MODULE: ./src/api/pagination.ts


const DEFAULT_MAX_PAGES = 100;
/** Query parameters that only set a page's size: a platform that refuses one is asked again without it. */
const PAGE_SIZE_PARAMS = ['limit', 'per_page', 'perPage', 'pageSize', 'page_size'];
/** The `rel="next"` target of an RFC 8288 `Link` header. */
function linkHeaderNext(headers) {
    const raw = headers.link;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    if (!value)
        return undefined;
    for (const part of value.split(/,(?=\s*<)/)) {
        const match = /<([^>]*)>(.*)/.exec(part.trim());
        const rels = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match?.[2] ?? '')?.[1] ?? '';
        if (match && rels.toLowerCase().split(/\s+/).includes('next'))
            return match[1];
    }
    return undefined;
}
function looksLikeUrl(value) {
    return /^https?:\/\//i.test(value) || value.startsWith('/') || value.includes('?');
}
/** A `next` value is either a link (absolute or path) or an opaque cursor. */
function fromNext(value) {
    const href = (0,decode/* isRecord */.u4)(value) ? (0,decode/* stringField */.OM)(value, 'href', 'url') : (0,decode/* asString */.oJ)(value);
    if (href === undefined || href === '')
        return undefined;
    return looksLikeUrl(href) ? { url: href } : { cursor: href };
}
const NESTED = ['meta', 'pagination', 'links', 'pageInfo', 'paging'];
/** Where pagination hints may sit: top level, or under `meta`, `pagination`, `links` (and one level deeper). */
function hintContainers(body) {
    const nested = NESTED.map((key) => (0,decode/* field */.ZZ)(body, key)).filter(decode/* isRecord */.u4);
    const deeper = nested.flatMap((inner) => NESTED.map((key) => (0,decode/* field */.ZZ)(inner, key)).filter(decode/* isRecord */.u4));
    return [body, ...nested, ...deeper];
}
/**
 * The next page of a list, from any of: `next` (URL or cursor), `nextCursor`/`next_cursor`,
 * `cursor` with `hasMore`/`has_more`, or a `Link: <...>; rel="next"` header.
 * An explicit `hasMore: false` ends the list whatever else is present.
 */
function nextPage(body, headers) {
    const containers = isRecord(body) ? hintContainers(body) : [];
    const hasMore = first(containers, (c) => booleanField(c, 'hasMore', 'hasNextPage'));
    if (hasMore === false)
        return undefined;
    return explicitNext(containers, hasMore, headers);
}
function explicitNext(containers, hasMore, headers) {
    for (const container of containers) {
        const next = fromNext((0,decode/* field */.ZZ)(container, 'next', 'nextUrl', 'nextLink'));
        if (next)
            return next;
        const cursor = (0,decode/* stringField */.OM)(container, 'nextCursor', 'nextPageToken', 'endCursor');
        if (cursor)
            return { cursor };
    }
    if (hasMore === true) {
        const cursor = first(containers, (c) => (0,decode/* stringField */.OM)(c, 'cursor'));
        if (cursor)
            return { cursor };
    }
    const link = linkHeaderNext(headers);
    return link ? { url: link } : undefined;
}
function first(containers, read) {
    for (const container of containers) {
        const value = read(container);
        if (value !== undefined)
            return value;
    }
    return undefined;
}
/** A whole number ≥ `min` from the answer, or undefined (a negative or fractional count is no count). */
function count(value, min) {
    return value !== undefined && Number.isInteger(value) && value >= min ? value : undefined;
}
function headerNumber(headers, name) {
    const text = (0,transport/* headerValue */.Z)(headers, name)?.trim();
    return text ? count(Number(text), 0) : undefined;
}
/** Everything an answer says about its place in the list: body fields (any nesting above) and headers. */
function pageHints(body, headers) {
    const containers = (0,decode/* isRecord */.u4)(body) ? hintContainers(body) : [];
    const num = (...names) => first(containers, (c) => (0,decode/* numberField */.sJ)(c, ...names));
    const hasMore = first(containers, (c) => (0,decode/* booleanField */.hQ)(c, 'hasMore', 'hasNextPage'));
    const hints = {
        hasMore,
        next: hasMore === false ? undefined : explicitNext(containers, hasMore, headers),
        page: count(num('page', 'currentPage', 'pageNumber', 'pageIndex'), 1) ?? headerNumber(headers, 'x-page'),
        nextPageNumber: count(num('nextPage', 'nextPageNumber'), 1) ?? headerNumber(headers, 'x-next-page'),
        totalPages: count(num('totalPages', 'pageCount', 'lastPage', 'numPages'), 0) ??
            headerNumber(headers, 'x-total-pages'),
        total: count(num('total', 'totalItems', 'totalCount', 'totalResults', 'totalRecords'), 0) ??
            headerNumber(headers, 'x-total-count') ??
            headerNumber(headers, 'x-total'),
        pageSize: count(num('pageSize', 'perPage', 'limit'), 1) ?? headerNumber(headers, 'x-per-page'),
        offset: count(num('offset', 'skip'), 0),
    };
    return Object.fromEntries(Object.entries(hints).filter(([, value]) => value !== undefined));
}

// EXTERNAL MODULE: ./src/api/resource-names.ts
var resource_names = __webpack_require__(34563);
;// CONCATENATED MODULE: ./src/api/list.ts






/**
 * Items of one page. Besides the array forms of `unwrapList`, a map of records keyed by id is accepted
 * (each item gets its key as `key`); anything else on a list route means we misunderstood the platform.
 */
function pageItems(route, body) {
    if (body === undefined || ((0,decode/* isRecord */.u4)(body) && Object.keys(body).length === 0))
        return [];
    const list = (0,decode/* unwrapList */.ij)(body, (0,resource_names/* listKeysFor */.qs)(route));
    if (list)
        return (0,decode/* asRecords */.Xf)(list);
    if ((0,decode/* isRecord */.u4)(body) && Object.values(body).every(decode/* isRecord */.u4)) {
        return Object.entries(body).map(([key, value]) => ({ key, ...value }));
    }
    const keys = (0,decode/* isRecord */.u4)(body) ? Object.keys(body).slice(0, 10).join(', ') : typeof body;
    throw new errors/* UnexpectedResponseError */.dk(identityOf(route), `${route.operation} returned something that is not a list (${keys}).`);
}
function identityOf(route) {
    return { operation: route.operation, method: route.method, pathTemplate: route.path };
}
/** A 400 naming a page-size parameter we sent: the platform refuses parameters it does not know. */
function refusedParam(error, url) {
    if (!(error instanceof errors/* PlatformApiError */.es) || error.status !== 400)
        return undefined;
    const sent = [...new URL(url).searchParams.keys()].filter((name) => PAGE_SIZE_PARAMS.includes(name));
    const said = `${error.field ?? ''} ${error.platformMessage ?? ''} ${error.code ?? ''}`;
    return sent.find((name) => error.field === name || new RegExp(`\\b${name}\\b`).test(said));
}
function withoutParams(url, names) {
    const parsed = new URL(url);
    for (const name of names)
        parsed.searchParams.delete(name);
    return parsed.toString();
}
async function fetchPage(source, route, url, options) {
    const sent = withoutParams(url, source.refusedQueryParams);
    try {
        return { response: await source.send(route, sent, options), url: sent };
    }
    catch (error) {
        const refused = refusedParam(error, sent);
        if (refused === undefined)
            throw error;
        source.refusedQueryParams.add(refused);
        source.logger.debug(`${route.operation}: the platform refused "${refused}"; asking again without it.`);
        const again = withoutParams(sent, source.refusedQueryParams);
        return { response: await source.send(route, again, options), url: again };
    }
}
/** The request for page `page` / at `offset`: the first request with that one parameter set. */
function numberedUrl(firstUrl, name, value) {
    return (0,base_url/* withQuery */.VL)(firstUrl, { [name]: value });
}
/** Where the list goes on from an answer, whatever form it pages in. */
function nextStep(source, firstUrl, hints, progress) {
    if (hints.hasMore === false)
        return { done: true };
    if (hints.next) {
        if ('cursor' in hints.next)
            return { url: (0,base_url/* withQuery */.VL)(firstUrl, { cursor: hints.next.cursor }) };
        const url = (0,base_url/* resolveNextUrl */.Dc)(source.base, hints.next.url);
        return url === undefined ? { refuse: 'other-host' } : { url };
    }
    if (hints.nextPageNumber !== undefined)
        return { url: numberedUrl(firstUrl, 'page', hints.nextPageNumber) };
    const size = hints.pageSize ?? progress.asked;
    // Without a total or a page count, only a full page (or one of unknown size) can have a next.
    const mayGoOn = hints.hasMore === true || (progress.onPage > 0 && (size === undefined || progress.onPage >= size));
    if (hints.offset !== undefined) {
        const end = hints.offset + progress.onPage;
        const more = hints.total === undefined ? mayGoOn : end < hints.total;
        return more ? { url: numberedUrl(firstUrl, 'offset', end) } : { done: true };
    }
    if (hints.page !== undefined) {
        const more = hints.totalPages !== undefined
            ? hints.page < hints.totalPages
            : hints.total !== undefined
                ? progress.items < hints.total
                : mayGoOn;
        return more ? { url: numberedUrl(firstUrl, 'page', hints.page + 1) } : { done: true };
    }
    const saysMore = (hints.total !== undefined && progress.items < hints.total) ||
        (hints.totalPages !== undefined && progress.pages < hints.totalPages) ||
        hints.hasMore === true;
    return saysMore ? { refuse: 'no-way-on' } : { done: true };
}
/** A page asked for by number or offset that came back as another: the platform ignored the parameter. */
function advanced(asked, hints, page, previous) {
    const query = new URL(asked).searchParams;
    const page_ = query.get('page');
    const offset = query.get('offset');
    if (page_ !== null && hints.page !== undefined && hints.page !== Number(page_))
        return false;
    if (offset !== null && hints.offset !== undefined && hints.offset !== Number(offset))
        return false;
    return previous === undefined || page.length === 0 || JSON.stringify(page[0]) !== previous;
}
/**
 * Whether a page's first item opened a page already read: a link back to page 1 under another URL
 * (`?page=1` after the bare first request) is still a cycle, and its items must not count twice.
 */
function readBefore(page, firsts) {
    return page.length > 0 && firsts.has(JSON.stringify(page[0]));
}
async function collectPages(source, route, options, listOptions) {
    const maxPages = listOptions.maxPages ?? DEFAULT_MAX_PAGES;
    let firstUrl = (0,base_url/* buildUrl */.c$)(source.base, route.path, options.params, options.query);
    const visited = new Set();
    const items = [];
    let hints = {};
    let previousFirst;
    const firsts = new Set();
    const fail = (reason, pages) => {
        const { total, totalPages } = hints;
        throw new incomplete_list/* IncompleteListError */.hm(identityOf(route), {
            reason,
            itemsRead: items.length,
            pagesRead: pages,
            ...(total === undefined ? {} : { total }),
            ...(totalPages === undefined ? {} : { totalPages }),
        });
    };
    let url = firstUrl;
    for (let pages = 1;; pages++) {
        visited.add(url);
        const fetched = await fetchPage(source, route, url, options);
        if (pages === 1)
            firstUrl = fetched.url;
        const page = listOptions.itemsOf
            ? (0,decode/* asRecords */.Xf)(listOptions.itemsOf(fetched.response.body))
            : pageItems(route, fetched.response.body);
        hints = pageHints(fetched.response.body, fetched.response.headers);
        if (pages > 1 && !advanced(fetched.url, hints, page, previousFirst))
            fail('not-advancing', pages - 1);
        if (readBefore(page, firsts))
            fail('repeating', pages - 1);
        items.push(...page);
        previousFirst = page.length > 0 ? JSON.stringify(page[0]) : previousFirst;
        if (previousFirst !== undefined)
            firsts.add(previousFirst);
        const asked = Number(new URL(fetched.url).searchParams.get('limit')) || undefined;
        const step = nextStep(source, firstUrl, hints, {
            items: items.length,
            pages,
            onPage: page.length,
            asked,
        });
        if ('refuse' in step)
            fail(step.refuse, pages);
        // A next page already read (a repeated cursor, a cycle of links) is no end: the list never ends.
        if ('url' in step && visited.has(step.url))
            fail('repeating', pages);
        if ('done' in step) {
            if (hints.total !== undefined && items.length < hints.total)
                fail('short', pages);
            if (hints.totalPages !== undefined && (hints.page ?? pages) < hints.totalPages)
                fail('short', pages);
            return items;
        }
        if (pages >= maxPages) {
            if (listOptions.maxPages === undefined)
                fail('page-cap', pages);
            // The caller asked for the first pages only (it knows the list goes on): nothing to warn about.
            source.logger.debug(`${route.operation}: read the ${maxPages} page(s) asked for; the list goes on.`);
            return (0,incomplete_list/* markPartial */.X3)(items);
        }
        url = step.url;
    }
}
/** The record of a listing named exactly `name`, or undefined: the first when several share it. */
async function findNamed(listing, name) {
    return (await listing).find((record) => record.name === name);
}


/***/ }),

/***/ 77290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ scrubbingLogger),
/* harmony export */   q: () => (/* reexport safe */ _log_js__WEBPACK_IMPORTED_MODULE_0__.q)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25625);

/** Every line goes through `scrub` first, so a secret cannot reach the log whatever the caller wrote. */
function scrubbingLogger(inner, scrub) {
    return {
        debug: (message) => inner.debug(scrub(message)),
        info: (message) => inner.info(scrub(message)),
        warning: (message) => inner.warning(scrub(message)),
    };
}


/***/ }),

/***/ 43053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ defaultBurst),
/* harmony export */   T1: () => (/* binding */ sharedBucketFor),
/* harmony export */   Z5: () => (/* binding */ PLATFORM_LIMIT_PER_SECOND),
/* harmony export */   no: () => (/* binding */ MIN_RATE_PER_SECOND),
/* harmony export */   qc: () => (/* binding */ TokenBucket),
/* harmony export */   yh: () => (/* binding */ DEFAULT_RATE_PER_SECOND)
/* harmony export */ });
/* unused harmony export budgetShare */
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99373);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56966);


const DEFAULT_RATE_PER_SECOND = 15;
/** The platform's documented limit per key in any one-second window (§7–8); a connection may say otherwise. */
const PLATFORM_LIMIT_PER_SECOND = 20;
const WINDOW_MS = 1000;
/** The slowest pace a process may be given: one request every ten seconds. */
const MIN_RATE_PER_SECOND = 0.1;
/**
 * A token bucket in its GCRA form: each request reserves the next free slot when it asks, so waiters
 * leave in arrival order and no burst exceeds `burst + rate` requests in any one-second window.
 * The platform allows 20 req/s per key; the default 15/s with a burst of 3 stays below that even
 * with network jitter, so a normal run never sees a 429.
 */
class TokenBucket {
    #ratePerSecond;
    #intervalMs;
    #toleranceMs;
    #limitPerSecond;
    #fixedClock;
    #lastClock;
    /** When the next request would be exactly on schedule (the "theoretical arrival time"). */
    #nextSlotAt = 0;
    #pausedUntil = 0;
    /** Requests sent and not yet answered, and when recent ones were answered. */
    #inFlight = 0;
    #answeredAt = [];
    constructor(options) {
        this.#fixedClock = options.clock;
        this.#limitPerSecond = options.limitPerSecond ?? PLATFORM_LIMIT_PER_SECOND;
        this.#ratePerSecond = options.ratePerSecond;
        this.#intervalMs = 1000 / options.ratePerSecond;
        this.#toleranceMs = Math.max(0, options.burst - 1) * this.#intervalMs;
    }
    get ratePerSecond() {
        return this.#ratePerSecond;
    }
    get limitPerSecond() {
        return this.#limitPerSecond;
    }
    /**
     * The clock to read now. The shared buckets live as long as the process, longer than one test's
     * virtual clock: its times mean nothing on another clock, so the schedule starts afresh when the
     * current clock changes (instead of waiting for a slot stamped on a clock that ran ahead).
     */
    #time() {
        const clock = this.#fixedClock ?? (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .currentClock */ .q6)();
        if (clock !== this.#lastClock) {
            this.#lastClock = clock;
            this.#nextSlotAt = 0;
            this.#pausedUntil = 0;
            this.#inFlight = 0;
            this.#answeredAt = [];
        }
        return clock;
    }
    /** Slows the bucket down (never up): several clients of one key must respect the strictest pace. */
    limitTo(ratePerSecond, burst, limitPerSecond = this.#limitPerSecond) {
        this.#limitPerSecond = Math.min(this.#limitPerSecond, limitPerSecond);
        if (ratePerSecond >= this.#ratePerSecond)
            return;
        const interval = 1000 / ratePerSecond;
        this.#ratePerSecond = ratePerSecond;
        this.#intervalMs = interval;
        this.#toleranceMs = Math.max(0, burst - 1) * interval;
    }
    /** Waits until this request may be sent. */
    async take(signal) {
        for (;;) {
            const clock = this.#time();
            const now = clock.now();
            const slot = Math.max(this.#nextSlotAt, now, this.#pausedUntil);
            this.#nextSlotAt = slot + this.#intervalMs;
            const wait = Math.max(slot - this.#toleranceMs, this.#pausedUntil) - now;
            if (wait > 0)
                await clock.sleep(wait, signal);
            // A 429 seen by another request while this one slept pauses it too; it then queues again.
            if (this.#pausedUntil <= this.#time().now())
                return;
        }
    }
    /**
     * The second guard, for what pacing alone cannot see: requests whose first bytes were delayed
     * (a slow first connection, a late timer) reach the platform bunched with later ones. The
     * platform counts a request somewhere between our send and its answer, so any one-second window
     * it sees holds only requests that were in flight or answered within a second when the last of
     * them was sent. Keeping that count below the limit makes a 429 impossible from this process.
     */
    async enter(signal) {
        for (;;) {
            const clock = this.#time();
            const now = clock.now();
            while (this.#answeredAt.length > 0 && this.#answeredAt[0] <= now - WINDOW_MS)
                this.#answeredAt.shift();
            if (this.#inFlight + this.#answeredAt.length < this.#limitPerSecond - 1) {
                this.#inFlight++;
                return;
            }
            const oldest = this.#answeredAt[0];
            await clock.sleep(oldest === undefined ? 5 : Math.max(1, oldest + WINDOW_MS - now), signal);
        }
    }
    /** Marks a request entered with `enter` as answered (or failed). */
    leave() {
        this.#inFlight = Math.max(0, this.#inFlight - 1);
        this.#answeredAt.push(this.#time().now());
    }
    /** After a 429, every request of the key waits until `epochMs` (the server's Retry-After). */
    pauseUntil(epochMs) {
        this.#time();
        if (epochMs <= this.#pausedUntil)
            return;
        this.#pausedUntil = epochMs;
        this.#nextSlotAt = Math.max(this.#nextSlotAt, epochMs);
    }
    get pausedUntil() {
        return this.#pausedUntil;
    }
}
function defaultBurst(ratePerSecond) {
    return Math.max(1, Math.floor(ratePerSecond / 5));
}
// The platform's limit is per key and per process all requests share it, so there is one bucket per key.
const sharedBuckets = new Map();
function sharedBucketFor(apiKey, ratePerSecond = DEFAULT_RATE_PER_SECOND, limitPerSecond = PLATFORM_LIMIT_PER_SECOND) {
    const id = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .keyFingerprint */ .yy)(apiKey);
    const burst = defaultBurst(ratePerSecond);
    const existing = sharedBuckets.get(id);
    if (existing) {
        existing.limitTo(ratePerSecond, burst, limitPerSecond);
        return existing;
    }
    const bucket = new TokenBucket({ ratePerSecond, burst, limitPerSecond });
    sharedBuckets.set(id, bucket);
    return bucket;
}
/**
 * One process's share of a key's per-second budget when `sharers` processes (matrix legs, jobs) use
 * the key at the same time: the budget split evenly, rounded down to a hundredth so the shares never
 * add up to more than the budget.
 */
function budgetShare(budgetPerSecond, sharers) {
    const share = Math.floor((budgetPerSecond / Math.max(1, sharers)) * 100) / 100;
    return Math.max(MIN_RATE_PER_SECOND, share);
}


/***/ }),

/***/ 34563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HO: () => (/* binding */ singularKeysFor),
/* harmony export */   fg: () => (/* binding */ describeNotFound),
/* harmony export */   qs: () => (/* binding */ listKeysFor),
/* harmony export */   s6: () => (/* binding */ notFoundSubject)
/* harmony export */ });
/** Human nouns for the path segment that precedes a `{param}`, used to say what was not found. */
const NOUNS = {
    projects: 'project',
    deployments: 'deployment',
    databases: 'database',
    users: 'database user',
    zones: 'DNS zone',
    records: 'DNS record',
    buckets: 'CDN bucket',
    assets: 'CDN asset',
    keys: 'CDN upload key',
    cron: 'cron job',
    'env-groups': 'environment group',
    vars: 'variable',
    env: 'variable',
    runs: 'run',
    tunnels: 'tunnel',
    mailboxes: 'mailbox',
};
function nounFor(segment, group) {
    if (segment === 'domains')
        return group === 'mail' ? 'mail domain' : 'domain';
    if (segment === 'services')
        return group === 'compute' ? 'compute service' : 'service';
    return NOUNS[segment] ?? segment.replace(/s$/, '');
}
function namedParams(route, params) {
    const parts = route.path.split('/').filter(Boolean);
    const named = [];
    parts.forEach((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        // `{action}` is a verb (start/stop/restart), not something that can be missing.
        if (!name || name === 'action')
            return;
        named.push({ noun: nounFor(parts[index - 1] ?? '', route.group), value: params[name] ?? '?' });
    });
    return named;
}
/**
 * What a 404 means for this route: the last named thing and the one that holds it. Undefined when
 * the route has no identifier, which points at a wrong API address rather than a missing thing.
 */
function notFoundSubject(route, params, query = {}) {
    const named = namedParams(route, params);
    const last = named.at(-1);
    if (!last)
        return undefined;
    const filePath = query.path;
    if (route.group === 'files' && typeof filePath === 'string') {
        return { thing: { noun: 'file', value: filePath }, within: last };
    }
    return { thing: last, within: named.at(-2) };
}
/** `domain "a.com" of project "p1"`, `file "index.html" in project "p1"`. */
function describeNotFound({ thing, within }) {
    const subject = `${thing.noun} "${thing.value}"`;
    if (within === undefined)
        return subject;
    return `${subject} ${thing.noun === 'file' ? 'in' : 'of'} ${within.noun} "${within.value}"`;
}
const EXTRA_LIST_KEYS = {
    listProjectEnv: ['variables', 'vars', 'names', 'keys'],
    listServiceEnv: ['variables', 'vars', 'names', 'keys'],
    listCronJobs: ['jobs', 'cronJobs', 'crons'],
    listEnvGroups: ['groups', 'envGroups'],
    listProjectEnvGroups: ['groups', 'envGroups'],
    listProjectFiles: ['files', 'entries', 'children'],
    searchProjectFiles: ['matches', 'files'],
    listAllowedRunCommands: ['commands', 'allowedCommands'],
    listCdnKeys: ['keys', 'apiKeys'],
    listProjectServices: ['services', 'containers'],
    listCdnBucketAssets: ['assets', 'objects', 'files'],
    getDeploymentLogs: ['logs', 'lines', 'entries'],
    getDatabaseLogs: ['logs', 'lines', 'entries'],
};
function literalSegments(route) {
    return route.path.split('/').filter((part) => part !== '' && !part.startsWith('{'));
}
/** Property names under which a list response may carry its items, e.g. `deployments`. */
function listKeysFor(route) {
    const last = literalSegments(route).at(-1) ?? '';
    return unique([...(EXTRA_LIST_KEYS[route.operation] ?? []), camel(last)]);
}
/** Property names under which a single record may be wrapped, e.g. `{ "project": {...} }`. */
function singularKeysFor(route) {
    const names = literalSegments(route).map((segment) => singular(camel(segment)));
    if (route.group === 'cron')
        names.push('job', 'cronJob');
    return unique(names);
}
function singular(word) {
    if (word.endsWith('ies'))
        return `${word.slice(0, -3)}y`;
    if (word.endsWith('xes'))
        return word.slice(0, -2);
    return word.endsWith('s') ? word.slice(0, -1) : word;
}
function camel(segment) {
    return segment.replace(/-(\w)/g, (_, c) => c.toUpperCase());
}
function unique(values) {
    return [...new Set(values.filter(Boolean))];
}


/***/ }),

/***/ 53841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ BodyTooLargeError),
/* harmony export */   E4: () => (/* binding */ sendOnce),
/* harmony export */   Z: () => (/* binding */ headerValue),
/* harmony export */   ld: () => (/* reexport safe */ _agents_js__WEBPACK_IMPORTED_MODULE_1__.l)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99373);
/* harmony import */ var _agents_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19738);
/* harmony import */ var _early_answer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66718);
/* harmony import */ var _request_headers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26815);





/** An answer larger than the request's `maxBodyBytes`; `announced` when its Content-Length said so. */
class BodyTooLargeError extends Error {
    name = 'BodyTooLargeError';
    limit;
    announced;
    constructor(limit, announced) {
        super(`response body larger than ${limit} bytes`);
        this.limit = limit;
        this.announced = announced;
    }
}
/** A connection not made by then fails as not sent (safe to repeat), as a refused one does. */
const CONNECT_TIMEOUT_MS = 10_000;
class ConnectTimeoutError extends Error {
    name = 'ConnectTimeoutError';
    code = 'CONNECT_TIMEOUT';
    constructor() {
        super(`no connection within ${CONNECT_TIMEOUT_MS} ms`);
    }
}
/** One HTTP exchange; the body is read whole (API answers are JSON or log text), up to the cap. */
async function sendOnce(req) {
    // A bundle's first GET may have left before this module loaded (see early-answer.ts).
    const early = req.method === 'GET' && req.body === undefined
        ? (0,_early_answer_js__WEBPACK_IMPORTED_MODULE_2__/* .takeEarlyAnswer */ .j)(req.url, req.headers, req.signal)
        : undefined;
    if (early !== undefined) {
        const answer = await early;
        if (answer !== undefined && Buffer.byteLength(answer.text) <= req.maxBodyBytes) {
            req.onProgress?.();
            return answer;
        }
    }
    const progress = req.onProgress ?? (() => { });
    const { request, response } = await exchange(req, progress);
    progress();
    try {
        const headers = headersOf(response);
        const text = await readCapped(response, req.maxBodyBytes, headers, progress);
        return { status: response.statusCode ?? 0, headers, text };
    }
    finally {
        // Past the cap, aborted, or answered before the body was all sent: the connection is dropped
        // rather than read to the end or handed to the next request half-written.
        if (!response.complete || !request.writableFinished)
            request.destroy();
    }
}
/** Sends the request (its body streamed with backpressure) and resolves with the answer's head. */
function exchange(req, progress) {
    const url = new URL(req.url);
    const { agent, request: send } = (0,_agents_js__WEBPACK_IMPORTED_MODULE_1__/* .agentFor */ .P)(url);
    const stream = typeof req.body === 'object' ? req.body : undefined;
    const text = typeof req.body === 'string' ? req.body : undefined;
    const headers = stream
        ? {
            ...req.headers,
            'content-type': stream.contentType,
            ...(stream.length === undefined ? {} : { 'content-length': String(stream.length) }),
        }
        : text === undefined
            ? { ...req.headers }
            : { ...req.headers, 'content-length': String(Buffer.byteLength(text)) };
    return new Promise((resolve, reject) => {
        const request = send(url, { method: req.method, headers, agent, signal: req.signal });
        // `on`, not `once`: the socket's errors reach the request even after its answer has come.
        request.on('error', reject);
        request.once('socket', (socket) => {
            if (!socket.connecting)
                return;
            const connect = (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .clockTimeout */ .S2)(CONNECT_TIMEOUT_MS);
            connect.signal.addEventListener('abort', () => request.destroy(new ConnectTimeoutError()));
            socket.once('connect', connect.clear);
            socket.once('close', connect.clear);
        });
        if (!stream) {
            request.once('response', (response) => resolve({ request, response }));
            request.end(text);
            return;
        }
        // An answer before the last byte (a refusal) stops the sending; the answer is still read.
        let answered = false;
        request.once('response', (response) => {
            answered = true;
            resolve({ request, response });
        });
        writeBody(request, stream.chunks(progress, req.signal), () => answered).catch((error) => {
            // Once answered, the answer is what counts (a refusal may close the connection under the body).
            if (answered)
                return;
            // A failing source (the file changed under the upload) fails the exchange with its own error.
            reject(error);
            request.destroy(error instanceof Error ? error : new Error(String(error)));
        });
    });
}
/**
 * Writes the body a chunk at a time, asking for the next only once the last is in the kernel (its
 * write's callback): the file is read only as fast as the socket takes it, and the source may reuse
 * one buffer. Fresh buffers per chunk cost a page fault per 4 KiB on a VM: sending an 83 MB archive
 * took 16k faults and ~0.4 s of CPU that way, against ~400 faults and 60 ms with one reused buffer.
 */
async function writeBody(request, chunks, answered) {
    // A request destroyed meanwhile (an error, an abort) may never call back a write it buffered:
    // its close wakes the wait instead.
    let wake;
    request.once('close', () => wake?.());
    for await (const chunk of chunks) {
        if (answered() || request.destroyed)
            return;
        await new Promise((done, fail) => {
            wake = done;
            request.write(chunk, (error) => (error ? fail(error) : done()));
        });
        wake = undefined;
    }
    if (!answered() && !request.destroyed)
        request.end();
}
/** The answer's headers, a repeated one as a list (so a second `Link` or `Set-Cookie` is not merged). */
function headersOf(response) {
    const headers = {};
    for (const [name, values] of Object.entries(response.headersDistinct)) {
        if (values === undefined)
            continue;
        headers[name] = values.length === 1 ? values[0] : values;
    }
    return headers;
}
async function readCapped(body, limit, headers, progress) {
    const announced = Number(headerValue(headers, 'content-length'));
    if (announced > limit) {
        body.destroy();
        throw new BodyTooLargeError(limit, announced);
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        // Leaving the loop destroys the stream: undici drops the connection instead of reading on.
        if (size > limit)
            throw new BodyTooLargeError(limit);
        chunks.push(chunk);
        progress();
    }
    return Buffer.concat(chunks).toString('utf8');
}
function headerValue(headers, name) {
    const value = headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
}


/***/ }),

/***/ 34759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S0: () => (/* binding */ UPLOAD_FILENAME),
/* harmony export */   TH: () => (/* binding */ uploadedSourceUrl),
/* harmony export */   b9: () => (/* binding */ uploadedDigest),
/* harmony export */   p$: () => (/* binding */ UPLOAD_FIELD),
/* harmony export */   t: () => (/* binding */ UPLOAD_TYPE)
/* harmony export */ });
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);

const UPLOAD_FIELD = 'file';
const UPLOAD_FILENAME = 'source.zip';
const UPLOAD_TYPE = 'application/zip';
const URL_FIELDS = ['sourceTarballUrl', 'sourceUrl', 'url', 'uploadUrl', 'tarballUrl', 'location'];
/** The URL to deploy from, from any envelope and either case style; undefined when the response has none. */
function uploadedSourceUrl(body) {
    const record = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .unwrap */ .oA)(body, ['upload', 'source']);
    if (typeof record === 'string' && /^https?:\/\//.test(record))
        return record;
    const direct = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(record, ...URL_FIELDS);
    if (direct)
        return direct;
    if (!(0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(record))
        return undefined;
    for (const value of Object.values(record)) {
        const nested = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(value) ? (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(value, ...URL_FIELDS) : undefined;
        if (nested)
            return nested;
    }
    return undefined;
}
/**
 * What the platform says it stored, where its answer says it (the document shows no shape): the
 * size in bytes and the SHA-256, each only when it is well formed.
 */
function uploadedDigest(body) {
    const record = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .unwrap */ .oA)(body, ['upload', 'source']);
    if (!(0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(record))
        return {};
    const { size, sha256 } = record;
    return {
        ...(typeof size === 'number' && Number.isSafeInteger(size) && size >= 0 ? { size } : {}),
        ...(typeof sha256 === 'string' && /^[0-9a-f]{64}$/i.test(sha256) ? { sha256: sha256.toLowerCase() } : {}),
    };
}


/***/ }),

/***/ 36136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
/**
 * A byte count in binary units, as every log, summary and error of the toolkit writes it: a whole
 * number where the count is an exact multiple of the unit (`0 B`, `1023 B`, `64 MiB`), otherwise one
 * decimal (`1.5 KiB`, `2.5 MiB`, and `8.0 MiB` for a file just over 8 MiB, so it does not read as equal).
 */
function formatBytes(bytes) {
    if (!Number.isFinite(bytes) || bytes < 0)
        throw new RangeError(`Not a byte count: ${bytes}`);
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${Number.isInteger(value) ? value : value.toFixed(1)} ${UNITS[unit]}`;
}


/***/ }),

/***/ 99373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hs: () => (/* binding */ ambientClock),
/* harmony export */   QG: () => (/* binding */ idleTimeout),
/* harmony export */   S2: () => (/* binding */ clockTimeout),
/* harmony export */   q6: () => (/* binding */ currentClock)
/* harmony export */ });
/* unused harmony exports realClock, installClock */
/* harmony import */ var _run_scope_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87303);

const realClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(signal.reason);
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, Math.max(0, ms));
        signal?.addEventListener('abort', onAbort, { once: true });
    }),
};
/** The clock in force: the run's, else the process's, which is the real one unless a test installed another. */
function currentClock() {
    return (0,_run_scope_js__WEBPACK_IMPORTED_MODULE_0__/* .currentRunScope */ .zx)().clock ?? (0,_run_scope_js__WEBPACK_IMPORTED_MODULE_0__/* .processRunScope */ .hY)().clock ?? realClock;
}
/**
 * Installs `clock` in the current run scope (outside any run: for the whole process, as tests do) for
 * everything that does not receive one explicitly; returns the undo.
 */
function installClock(clock) {
    const scope = currentRunScope();
    const previous = scope.clock;
    scope.clock = clock;
    return () => {
        scope.clock = previous;
    };
}
/**
 * Whatever clock is current at each call, for long-lived objects (a client, a bucket) built before a
 * test installs its clock: they must not keep the clock that was current when they were made.
 */
const ambientClock = {
    now: () => currentClock().now(),
    sleep: (ms, signal) => currentClock().sleep(ms, signal),
};
function timeoutError(message) {
    return new DOMException(message, 'TimeoutError');
}
/** `AbortSignal.timeout(ms)` on `clock`, so a virtual clock decides when a request has taken too long. */
function clockTimeout(ms, clock = currentClock()) {
    const timeout = new AbortController();
    const cancel = new AbortController();
    clock.sleep(ms, cancel.signal).then(() => timeout.abort(timeoutError(`timed out after ${ms} ms`)), () => { });
    return { signal: timeout.signal, clear: () => cancel.abort() };
}
/**
 * A timeout about progress rather than total time: it aborts only when `touch()` has not been called
 * for `idleMs`. Touching only records the time, so a stream can touch it for every chunk for free.
 */
function idleTimeout(idleMs, clock = currentClock()) {
    const timeout = new AbortController();
    const cancel = new AbortController();
    let lastMove = clock.now();
    const watch = async () => {
        for (;;) {
            const left = lastMove + idleMs - clock.now();
            if (left <= 0) {
                timeout.abort(timeoutError(`no progress for ${idleMs} ms`));
                return;
            }
            await clock.sleep(left, cancel.signal);
        }
    };
    watch().catch(() => { });
    return {
        signal: timeout.signal,
        touch: () => {
            lastMove = clock.now();
        },
        clear: () => cancel.abort(),
    };
}


/***/ }),

/***/ 91704:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ reusedChunks)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);

/**
 * A file's bytes from its start, through one buffer reused for every chunk: each chunk is valid only
 * until the next is asked for, so its consumer must be done with it by then (ZipWriter awaits its
 * sink, which copies what it keeps; the transport waits for each write's callback). A fresh buffer per
 * chunk, as a read stream allocates, cost a page fault per 4 KiB: tens of µs each on a VM
 * (bench/page-cost.ts). Stops at `limit` bytes, or at the file's end if that comes first.
 */
async function* reusedChunks(path, chunkBytes, limit = Number.POSITIVE_INFINITY) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    try {
        const buffer = Buffer.allocUnsafeSlow(Math.max(1, Math.min(chunkBytes, limit)));
        for (let position = 0; position < limit;) {
            const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, limit - position), position);
            if (bytesRead === 0)
                return;
            position += bytesRead;
            yield buffer.subarray(0, bytesRead);
        }
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 8117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ githubApiUrl),
  $: () => (/* binding */ readRunContext)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
;// CONCATENATED MODULE: ./src/github/event-payload.ts



/**
 * The webhook payload of the run, as untyped JSON. A missing or unreadable file is an empty payload:
 * outside a workflow (a local demo, a unit test) there is no event, and that must not be fatal.
 */
function readEventPayload(eventPath, logger = log/* silentLogger */.q) {
    if (!eventPath)
        return {};
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(eventPath, 'utf8'));
    }
    catch (error) {
        logger.debug(`Could not read the event payload at ${eventPath}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return {};
    }
}
/** The value at `path` inside untyped JSON, or undefined as soon as a step is missing. */
function valueAt(json, path) {
    let current = json;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
function stringAt(json, path) {
    const value = valueAt(json, path);
    return typeof value === 'string' && value !== '' ? value : undefined;
}
function numberAt(json, path) {
    const value = valueAt(json, path);
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

;// CONCATENATED MODULE: ./src/github/merge-group.ts

const SHA = /^[0-9a-f]{40}$/i;
const QUEUE_PULL = /(?:^|\/)pr-(\d{1,10})-[0-9a-f]{7,40}$/i;
/** The merge group of a `merge_group` event's payload (checked for its shape), else undefined. */
function mergeGroupOf(payload) {
    const headSha = stringAt(payload, ['merge_group', 'head_sha']);
    const baseSha = stringAt(payload, ['merge_group', 'base_sha']);
    const headRef = stringAt(payload, ['merge_group', 'head_ref']);
    if (headSha === undefined || baseSha === undefined || headRef === undefined)
        return undefined;
    if (!SHA.test(headSha) || !SHA.test(baseSha))
        return undefined;
    return {
        baseSha: baseSha.toLowerCase(),
        headSha: headSha.toLowerCase(),
        headRef,
        baseRef: stringAt(payload, ['merge_group', 'base_ref']),
        pullNumber: queuePullNumber(headRef),
    };
}
/** `N` of `gh-readonly-queue/<base>/pr-<N>-<sha>`; the base branch may itself hold slashes. */
function queuePullNumber(headRef) {
    const match = QUEUE_PULL.exec(headRef);
    if (!match)
        return undefined;
    const number = Number(match[1]);
    return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

;// CONCATENATED MODULE: ./src/github/context.ts


const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
function isPullRequestEvent(eventName) {
    return PULL_REQUEST_EVENTS.has(eventName);
}
/** The GitHub API base URL the run should use, read now (not at import) so tests can change it. */
function githubApiUrl(env = process.env) {
    return withoutTrailingSlash(env.GITHUB_API_URL || 'https://api.github.com');
}
/**
 * The run as the environment and the event payload describe it, read at call time: unlike
 * `@actions/github`'s `context`, which is frozen when the module is first imported.
 */
function readRunContext(env = process.env, logger) {
    const payload = readEventPayload(env.GITHUB_EVENT_PATH, logger);
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    const { owner, repo } = repositoryOf(env, payload);
    const sha = env.GITHUB_SHA ?? stringAt(payload, ['after']) ?? '';
    const ref = env.GITHUB_REF ?? stringAt(payload, ['ref']) ?? '';
    const pullRequest = isPullRequestEvent(eventName) ? pullRequestOf(payload) : undefined;
    const mergeGroup = eventName === 'merge_group' ? mergeGroupOf(payload) : undefined;
    const serverUrl = withoutTrailingSlash(env.GITHUB_SERVER_URL || 'https://github.com');
    const runId = env.GITHUB_RUN_ID || undefined;
    return {
        eventName,
        owner,
        repo,
        sha,
        commitSha: pullRequest?.headSha ?? sha,
        ref,
        branch: pullRequest ? env.GITHUB_HEAD_REF || pullRequest.headRef : branchOf(ref),
        pullRequest,
        mergeGroup,
        runId,
        // Outside GitHub the command line passes the CI system's own job URL (src/cli/ci-env.ts).
        runUrl: runId && owner
            ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`
            : env.PLATFORM_ACTIONS_RUN_URL || undefined,
        serverUrl,
        apiUrl: githubApiUrl(env),
        defaultEnvironment: isPullRequestEvent(eventName) ? 'preview' : 'production',
    };
}
function repositoryOf(env, payload) {
    const fullName = env.GITHUB_REPOSITORY || stringAt(payload, ['repository', 'full_name']) || '';
    const slash = fullName.indexOf('/');
    if (slash < 0)
        return { owner: '', repo: '' };
    return { owner: fullName.slice(0, slash), repo: fullName.slice(slash + 1) };
}
function pullRequestOf(payload) {
    const number = numberAt(payload, ['pull_request', 'number']) ?? numberAt(payload, ['number']);
    if (number === undefined)
        return undefined;
    const headRepo = stringAt(payload, ['pull_request', 'head', 'repo', 'full_name']);
    const baseRepo = stringAt(payload, ['pull_request', 'base', 'repo', 'full_name']);
    return {
        number,
        action: stringAt(payload, ['action']),
        headSha: stringAt(payload, ['pull_request', 'head', 'sha']),
        headRef: stringAt(payload, ['pull_request', 'head', 'ref']),
        baseRef: stringAt(payload, ['pull_request', 'base', 'ref']),
        isFork: headRepo === undefined || headRepo.toLowerCase() !== baseRepo?.toLowerCase(),
        merged: valueAt(payload, ['pull_request', 'merged']) === true,
    };
}
function branchOf(ref) {
    const prefix = 'refs/heads/';
    return ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
}
function withoutTrailingSlash(url) {
    return url.replace(/\/+$/, '');
}


/***/ }),

/***/ 8112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ gitHubFailureSentence),
/* harmony export */   W2: () => (/* binding */ warnGitHubFailure),
/* harmony export */   s_: () => (/* binding */ httpStatusOf),
/* harmony export */   w$: () => (/* binding */ isPermissionFailure)
/* harmony export */ });
/* unused harmony export rateLimitIn */
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57403);



/**
 * The HTTP status GitHub answered with, or undefined for network failures and bugs. Octokit gives
 * network failures a status of 500 too, but no response: that is how to tell them apart.
 */
function httpStatusOf(error) {
    if (error === null || typeof error !== 'object' || !('status' in error) || !('response' in error))
        return undefined;
    const { status, response } = error;
    return typeof status === 'number' && status > 0 && response !== undefined ? status : undefined;
}
/** Every distinct message and code down the cause chain, for network failures (undici's "fetch failed" says nothing). */
function describeError(error) {
    const parts = [];
    let current = error;
    for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
        const message = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(current);
        const code = typeof current === 'object' && 'code' in current ? String(current.code) : '';
        for (const part of [message, code]) {
            const known = part === '' || part === 'fetch failed' || parts.some((seen) => seen.includes(part));
            if (!known)
                parts.push(part);
        }
        current = current instanceof Error ? current.cause : undefined;
    }
    return parts.join(': ');
}
/**
 * 403 is the token lacking a permission; GitHub answers 404 instead when the token cannot see the
 * repository or resource at all, which for a workflow token is the same fix. A 403 of a rate limit
 * (its headers or message say so) is no permission problem: waiting is its fix.
 */
function isPermissionFailure(error) {
    const status = httpStatusOf(error);
    return (status === 403 || status === 404) && rateLimitIn(error) === undefined;
}
/** The rate limit GitHub refused `error`'s request for, if that is what it was. */
function rateLimitIn(error) {
    return httpStatusOf(error) === undefined ? undefined : (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitOf */ .t)(error, (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .currentClock */ .q6)().now());
}
/** What to do about a rate limit that outlasted what the step could wait. */
const RATE_LIMIT_FIX = 'the step could not wait that long; re-run the job after then, and spread the jobs that share the token (one workflow token gets 1,000 requests an hour per repository)';
/**
 * Warn about a GitHub call that failed, naming the permission that fixes it when that is the cause.
 * GitHub bookkeeping is a courtesy: callers warn and go on, they never fail the deploy.
 * @param what what we could not do, completing "Could not ...", e.g. "create a GitHub deployment"
 * @param permission the workflow permission that allows it, e.g. "deployments: write"
 * @param logger the action's port, which redacts the warning
 */
function warnGitHubFailure(what, permission, error, logger) {
    const status = httpStatusOf(error);
    const limit = rateLimitIn(error);
    if (limit !== undefined) {
        logger.warning(`Could not ${what}: GitHub answered ${status} because ${(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .describeRateLimit */ .J)(limit)}; ${RATE_LIMIT_FIX}. The deploy itself is not affected.`);
        return;
    }
    const cause = status === undefined ? describeError(error) : `GitHub answered ${status}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`;
    const fix = isPermissionFailure(error)
        ? ` The workflow token probably lacks \`${permission}\`: add it under \`permissions:\` in the workflow` +
            ' (pull requests from forks never get it).'
        : '';
    logger.warning(`Could not ${what} (${cause}).${fix} The deploy itself is not affected.`);
}
/**
 * The step's failure sentence for a GitHub request that failed, or undefined when `error` is not
 * one. Octokit's errors carry the request; a GitHub failure is GitHub's side (or the token's), never
 * a bug of ours, and the user's fix is a re-run or a permission, so the sentence says which.
 */
function gitHubFailureSentence(error) {
    if (!isOctokitRequestError(error))
        return undefined;
    const status = httpStatusOf(error);
    const route = `${error.request.method} ${pathOf(error.request.url)}`;
    if (status === undefined)
        return `Could not reach GitHub for ${route} (${describeError(error)}): re-run the job; if it keeps failing, check GITHUB_API_URL and the runner's network.`;
    if (status === 401)
        return `GitHub refused the token for ${route} (401): pass a valid \`github-token\` (the default \`github.token\` works).`;
    const limit = rateLimitIn(error);
    if (limit !== undefined)
        return `GitHub answered ${status} to ${route}: ${(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .describeRateLimit */ .J)(limit)}; ${RATE_LIMIT_FIX}.`;
    if (isPermissionFailure(error))
        return `GitHub answered ${status} to ${route}: the token cannot see or change this; grant the workflow the permission it needs under \`permissions:\` (pull requests from forks never get write access).`;
    if (status >= 500 || status === 429)
        return `GitHub answered ${status} to ${route} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}): this is GitHub's side; re-run the job, and if it keeps failing see https://www.githubstatus.com.`;
    return `GitHub answered ${status} to ${route}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}.`;
}
/** Octokit's RequestError, told by its shape: the class itself lives in a package we don't load early. */
function isOctokitRequestError(error) {
    if (!(error instanceof Error) || !('request' in error))
        return false;
    const { request } = error;
    return (typeof request === 'object' &&
        request !== null &&
        typeof request.method === 'string' &&
        typeof request.url === 'string');
}
/** The path alone: the host is GITHUB_API_URL's, and a query may carry search text from outside. */
function pathOf(url) {
    try {
        return new URL(url).pathname;
    }
    catch {
        return '(an unreadable address)';
    }
}


/***/ }),

/***/ 57403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ describeRateLimit),
/* harmony export */   t: () => (/* binding */ rateLimitOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

/** Without `retry-after` or a reset time, a secondary limit is waited out for at least a minute. */
const SECONDARY_WAIT_MS = 60_000;
function rateLimitOf(error, now) {
    if (error === null || typeof error !== 'object')
        return undefined;
    const { status, response } = error;
    if ((status !== 403 && status !== 429) || response === undefined)
        return undefined;
    const headers = headersOf(response.headers);
    const retryAfter = secondsOf(headers['retry-after']);
    const spent = headers['x-ratelimit-remaining'] === '0';
    const secondary = /secondary rate limit/i.test((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error));
    if (!spent && !secondary && retryAfter === undefined && status === 403)
        return undefined;
    const kind = spent && !secondary ? 'primary' : 'secondary';
    const reset = secondsOf(headers['x-ratelimit-reset']);
    let waitMs = SECONDARY_WAIT_MS;
    if (retryAfter !== undefined)
        waitMs = retryAfter * 1000;
    else if (spent && reset !== undefined)
        waitMs = Math.max(0, reset * 1000 - now);
    // GitHub's reset is a whole second: a second more keeps the retry from landing just before it.
    if (retryAfter === undefined && spent && reset !== undefined)
        waitMs += 1000;
    return { kind, waitMs, until: now + waitMs };
}
/** The sentence that says what limit was hit and until when, for warnings and failures alike. */
function describeRateLimit(limit) {
    const what = limit.kind === 'primary'
        ? "the token's GitHub API rate limit is spent"
        : 'GitHub applied its secondary rate limit (too many requests at once or too fast)';
    return `${what} until ${new Date(limit.until).toISOString().slice(11, 19)} UTC`;
}
function headersOf(value) {
    if (value === null || typeof value !== 'object')
        return {};
    const headers = {};
    for (const [name, header] of Object.entries(value)) {
        if (typeof header === 'string' || typeof header === 'number')
            headers[name.toLowerCase()] = String(header);
    }
    return headers;
}
function secondsOf(value) {
    if (value === undefined || !/^\d{1,10}$/.test(value.trim()))
        return undefined;
    return Number(value.trim());
}


/***/ }),

/***/ 25625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
const silentLogger = { debug() { }, info() { }, warning() { } };


/***/ }),

/***/ 91363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ sizeOf),
/* harmony export */   Qt: () => (/* binding */ fitToLimit),
/* harmony export */   SY: () => (/* binding */ GITHUB_BODY_MAX_CHARS),
/* harmony export */   TH: () => (/* binding */ STEP_SUMMARY_MAX_BYTES)
/* harmony export */ });
/**
 * GitHub's size limits on what we write: an issue or comment body over 65,536 characters is refused
 * with 422 (so the drift issue could not be opened exactly when drift is largest), and a step's job
 * summary over 1 MiB is dropped. Every body is cut to fit here, at a line boundary, with what was
 * left open (a code fence, a `<details>`) closed and one line saying what was cut and where the run is.
 */
const GITHUB_BODY_MAX_CHARS = 65_536;
const STEP_SUMMARY_MAX_BYTES = 1024 * 1024;
/** Room for the closers of a cut body (a fence, `</details>` tags) besides the cut line. */
const CLOSERS_RESERVE = 200;
function sizeOf(text, unit) {
    return unit === 'bytes' ? Buffer.byteLength(text) : text.length;
}
/** `markdown` as it is when it fits in `limit`, else its first lines and a line saying what was cut. */
function fitToLimit(markdown, limit, options) {
    const total = sizeOf(markdown, options.unit);
    if (total <= limit)
        return markdown;
    const note = (shown) => cutLine(total - shown, total, limit, options);
    // The note's size grows by a few digits at most; measure it at its largest.
    const budget = limit - sizeOf(note(0), options.unit) - CLOSERS_RESERVE;
    const lines = markdown.split('\n');
    const kept = [];
    let used = 0;
    for (const line of lines) {
        const size = sizeOf(line, options.unit) + 1;
        if (used + size > budget) {
            if (kept.length === 0)
                kept.push(sliceLine(line, budget, options.unit));
            break;
        }
        kept.push(line);
        used += size;
    }
    const head = kept.join('\n');
    return `${head}\n${closers(head)}\n${note(sizeOf(head, options.unit))}\n`;
}
function cutLine(cut, total, limit, options) {
    const count = (n) => n.toLocaleString('en-US');
    const where = options.runUrl === undefined ? 'the run' : `[the run](${options.runUrl})`;
    return `_✂️ Cut to fit: ${count(cut)} of ${count(total)} ${options.unit} not shown (GitHub holds at most ${count(limit)} ${options.unit} in ${options.what}). See ${where} for the rest._`;
}
/** One line cut short; never inside a hidden comment it opens, which would hide the cut line. */
function sliceLine(line, budget, unit) {
    const end = Math.max(0, budget);
    const cut = unit === 'bytes'
        ? Buffer.from(line)
            .subarray(0, end)
            .toString('utf8')
            .replace(/\uFFFD$/, '')
        : line.slice(0, end).replace(/[\uD800-\uDBFF]$/, '');
    const open = cut.lastIndexOf('<!--');
    return open > cut.lastIndexOf('-->') ? cut.slice(0, open) : cut;
}
/** What the kept part opened and did not close: a code fence, `<details>` sections. */
function closers(head) {
    const fences = head.match(/^\s*(`{3,}|~{3,})/gm) ?? [];
    const fence = fences.length % 2 === 1 ? `${fences.at(-1)?.trim()}\n` : '';
    const opened = (head.match(/<details[\s>]/g) ?? []).length - (head.match(/<\/details>/g) ?? []).length;
    return `${fence}${'</details>\n'.repeat(Math.max(0, opened))}`;
}


/***/ }),

/***/ 42495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Gh: () => (/* binding */ readableText),
/* harmony export */   aL: () => (/* binding */ escapeTableCell),
/* harmony export */   bo: () => (/* binding */ renderTable),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   m4: () => (/* binding */ escapeMarkdownText),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/* unused harmony exports oneLine, codeSpan, tableRow, escapeHtml */
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34200);

/**
 * Every form of line ending: CommonMark ends a line at `\n`, `\r\n` and a lone `\r` (so a `\r` in a
 * cell starts a new row or a heading), and other renderers and editors also break at a vertical tab,
 * a form feed, NEL and the Unicode line and paragraph separators.
 */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** Text on one line: each line ending, of whatever form, becomes `separator`. */
function oneLine(text, separator = ' ') {
    return text.replace(LINE_BREAKS, separator);
}
/**
 * Outside text (a TXT value, a branch name, a platform message) must not ping or pull anything in:
 * GitHub turns `@name` and `@org/team` into mentions, `#12`, `owner/repo#12` and `GH-12` into
 * cross-references (a backlink in that issue), a hex word of 7 to 40 letters and digits into a commit
 * link, and bare `https://…` or `www.…` into links. A zero-width space (`&#8203;`, invisible when
 * rendered) inside each breaks the pattern. GitHub makes none of these inside links and code, so link
 * text and code spans need none of it. Runs on text already escaped (its `&` are entities).
 */
const ZWSP = '&#8203;';
function inertText(escaped) {
    return escaped
        .replace(/@(?=[\w-])/g, `@${ZWSP}`)
        .replace(/(?<!&)#(?=\d)/g, `#${ZWSP}`)
        .replace(/\bGH-(?=\d)/gi, (prefix) => `${prefix}${ZWSP}`)
        .replace(/\b[0-9a-f]{7,40}\b/gi, (word) => /\d/.test(word) && /[a-f]/i.test(word) ? `${word.slice(0, 4)}${ZWSP}${word.slice(4)}` : word)
        .replace(/:\/\//g, `${ZWSP}://`)
        .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${ZWSP}.`);
}
/** The characters that end a cell, start a link or image, or open HTML, escaped; no line ending touched. */
function escapeInline(text) {
    // Redacted before escaping: an escaped secret (`&` → `&amp;`) no longer matches its mask.
    return (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text)
        .replace(/[\\|`[\]]/g, '\\$&')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
/**
 * Text made safe for one GitHub-flavoured markdown table cell or one-line label: a pipe would end
 * the cell, a line ending the row (or start a heading), `<`/`>` could open HTML (a stray `<details>`
 * swallows the rest of a summary), `[`/`]` a link or an image, and a mention, reference or bare URL
 * would ping or link (`inertText`). Every cell escaper of the project comes here.
 */
function escapeTableCell(text, newline = '<br>') {
    return oneLine(inertText(escapeInline(text)), newline);
}
/**
 * A sentence for markdown prose (after `**Error:**`), on one line: it stays readable as written; what
 * could open HTML, a link or an image is escaped, and mentions, references and bare URLs made inert.
 */
function escapeMarkdownText(sentence) {
    // Redacted before escaping: an escaped secret (`&` → `&amp;`) would no longer match its mask.
    const escaped = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(sentence)
        .replace(/[\\[\]]/g, '\\$&')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
    return oneLine(inertText(escaped));
}
/** A code span, fit for a table cell, that the text cannot end early: the fence outruns any backtick run inside. */
function codeSpan(text) {
    const flat = oneLine((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text)).replace(/\|/g, '\\|');
    const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    return `${fence} ${flat} ${fence}`;
}
/** One row of a markdown table from cells already escaped (`escapeTableCell`) or trusted markup. */
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
/**
 * A markdown table; every cell is redacted, and escaped unless it is `{ markdown }`. A table of
 * facts has no column names (`['', '']`): its first row becomes the header, because GitHub draws an
 * empty header as a blank bar above the table.
 */
function renderTable(headers, rows) {
    const line = (cells) => tableRow(cells.map(renderCell));
    const [first, ...rest] = rows;
    const promote = first !== undefined && headers.every((header) => header === '');
    const head = promote ? headers.map((_, index) => first[index] ?? '') : headers;
    const lines = [line(head), `|${headers.map(() => ' --- |').join('')}`];
    for (const row of promote ? rest : rows) {
        const padded = headers.map((_, index) => row[index] ?? '');
        lines.push(line(padded));
    }
    return `${lines.join('\n')}\n`;
}
function renderCell(cell) {
    if (typeof cell === 'object')
        return oneLine((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(cell.markdown));
    return escapeTableCell((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(String(cell)));
}
/**
 * A URL fit to be a link's target, or undefined: only http(s) (a `javascript:` or `data:` URL from
 * the platform is never a link), with what would end the target or the table cell around it (`(`,
 * `)`, `[`, `]`, `|`, backticks, `<`, `>`, quotes, spaces and line endings) percent-encoded.
 */
function linkTarget(url) {
    const flat = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(url);
    if (!/^https?:\/\/[^/\s]/i.test(flat))
        return undefined;
    return flat.replace(/[()[\]|`<>"'\s\u0085\u2028\u2029]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/**
 * A markdown link whose text cannot break out of its brackets or the table cell, nor the URL out of
 * its parentheses. A URL that is not http(s) is shown as inert text, not linked. `code` shows the
 * text as a code span (a short SHA).
 */
function markdownLink(text, url, options = {}) {
    const target = linkTarget(url);
    if (target === undefined)
        return options.code ? codeSpan(text) : escapeTableCell(text);
    // GitHub makes no mention, reference or autolink inside a link, so the text needs no `inertText`.
    const label = options.code ? codeSpan(text) : oneLine(escapeInline(text));
    return `[${label}](${target})`;
}
/**
 * A fenced code block holding `code` verbatim. The fence is one backtick longer than the longest
 * run of backticks inside, which is the CommonMark way to make sure the code cannot close it.
 */
function codeBlock(code, language = '') {
    const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longestRun + 1));
    return `${fence}${language}\n${code.replace(/\n$/, '')}\n${fence}\n`;
}
/**
 * A collapsed `<details>` section around markdown. The blank lines matter: without them GitHub
 * treats the body as raw HTML and stops rendering the markdown inside.
 */
function details(summary, markdownBody, open = false) {
    const summaryHtml = escapeHtml(summary);
    return `<details${open ? ' open' : ''}><summary>${summaryHtml}</summary>\n\n${markdownBody}\n</details>\n`;
}
/** Text for an HTML element or attribute; on one line, since a blank line would end the HTML block. */
function escapeHtml(text) {
    return oneLine(inertText((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/\[/g, '&#91;')
        .replace(/\]/g, '&#93;')));
}
/** Text as a reader sees it, whatever escaping a table cell or a paragraph gave it. */
function readableText(markdown) {
    return markdown
        .replace(/&#8203;/g, '')
        .replace(/&#91;/g, '[')
        .replace(/&#93;/g, ']')
        .replace(/<br>/g, ' ')
        .replace(/\\(.)/g, '$1')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ');
}


/***/ }),

/***/ 55246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qm: () => (/* binding */ UnsafePlanError)
/* harmony export */ });
/* unused harmony exports SAFETY_DEFAULTS, checkSafety */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

const SAFETY_DEFAULTS = { minManaged: 10, maxUpdatePercent: 30, maxDeletePercent: 30 };
class UnsafePlanError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1 {
    reasons;
    constructor(reasons) {
        super(`Refusing to apply the plan because ${reasons.join('; and ')}; check the plan and, if it is what you ` +
            'want, re-run with `force: true`.', 'force');
        this.reasons = reasons;
    }
}
/** The refusal, or undefined when the plan may be applied. The plan itself stays renderable either way. */
function checkSafety(provider, plan, options) {
    if (options.force)
        return undefined;
    const reasons = [...thresholdReasons(plan, options), ...itemReasons(provider, plan)];
    return reasons.length === 0 ? undefined : new UnsafePlanError(reasons);
}
function thresholdReasons(plan, options) {
    const reasons = [];
    const { counts, managedCount, kind } = plan;
    if (plan.desiredEmpty && plan.prune && counts.delete > 0) {
        reasons.push(`the file declares no ${kind}s and prune is on, so it would delete all ${counts.delete}`);
        return reasons;
    }
    if (managedCount < (options.minManaged ?? SAFETY_DEFAULTS.minManaged))
        return reasons;
    const share = (count) => `${count} of ${managedCount} existing ${kind}s`;
    const maxUpdate = options.maxUpdatePercent ?? SAFETY_DEFAULTS.maxUpdatePercent;
    // Whole-number comparison so exactly 30% is allowed without floating-point surprises.
    if (counts.update * 100 > managedCount * maxUpdate) {
        reasons.push(`it updates ${share(counts.update)} (${percent(counts.update, managedCount)}, over ${maxUpdate}%)`);
    }
    const maxDelete = options.maxDeletePercent ?? SAFETY_DEFAULTS.maxDeletePercent;
    if (counts.delete * 100 > managedCount * maxDelete) {
        reasons.push(`it deletes ${share(counts.delete)} (${percent(counts.delete, managedCount)}, over ${maxDelete}%)`);
    }
    return reasons;
}
function itemReasons(provider, plan) {
    if (provider.requiresForce === undefined)
        return [];
    const reasons = [];
    for (const item of plan.items) {
        if (item.op === 'unchanged' || item.op === 'unmanaged')
            continue;
        const reason = provider.requiresForce(item);
        if (reason !== undefined)
            reasons.push(reason);
    }
    return reasons;
}
function percent(count, total) {
    return `${Math.round((count * 100) / total)}%`;
}


/***/ }),

/***/ 8152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ throwIfIssues),
/* harmony export */   NC: () => (/* binding */ issueAt),
/* harmony export */   yI: () => (/* binding */ ValidationError)
/* harmony export */ });
/* unused harmony export sortIssues */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

function issueAt(location, message) {
    return { file: location.file, line: location.line, column: location.column, message };
}
function formatIssue(issue) {
    return `${issue.file}:${issue.line}: ${issue.message}`;
}
function sortIssues(issues) {
    return [...issues].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
/**
 * Every problem found in a declared file, reported together so one run shows them all;
 * it is thrown before any write, so a bad file never half-applies.
 */
class ValidationError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1 {
    issues;
    constructor(issues) {
        const sorted = sortIssues(issues);
        super(validationMessage(sorted), sorted[0]?.file);
        this.issues = sorted;
    }
}
function validationMessage(issues) {
    const [first] = issues;
    if (first === undefined)
        return 'The declared file has problems.';
    if (issues.length === 1)
        return formatIssue(first);
    const files = [...new Set(issues.map((issue) => issue.file))].join(', ');
    return `${files} has ${issues.length} problems; fix them all and re-run:\n${issues
        .map((issue) => `  ${formatIssue(issue)}`)
        .join('\n')}`;
}
/** Throws a ValidationError when there is anything to report. */
function throwIfIssues(issues) {
    if (issues.length > 0)
        throw new ValidationError(issues);
}


/***/ }),

/***/ 48992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   sK: () => (/* binding */ capitalise)
/* harmony export */ });
/* unused harmony export escapeRegExp */
/** Small wording helpers shared by every layer, so one message style holds everywhere. */
/** `3 problems`, `1 problem`: the count and the noun, plural unless the count is exactly one. */
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
/** The text with its first letter upper-cased, for a sentence that starts with a variable noun. */
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** `text` as a regular-expression source that matches it literally. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ })

};
