export const id = 447;
export const ids = [447];
export const modules = {

/***/ 66447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/api/path-params.ts
var path_params = __webpack_require__(53248);
// EXTERNAL MODULE: ./src/api/routes.ts
var routes = __webpack_require__(14200);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/actions/api/request.ts



const WITH_BODY = ['POST', 'PUT', 'PATCH'];
/** Turns the inputs into one request of the route table, or a ConfigurationError naming the input. */
function resolveRequest(method, pathInput, queryLines, bodyText) {
    const [rawPath = '', queryString] = pathInput.split(/\?(.*)/s, 2);
    const path = normalisePath(rawPath);
    const matched = (0,routes/* matchRoute */.Di)(method, path);
    if (!matched)
        throw unknownRoute(method, path);
    refuseDotSegments(matched.params, matched.route.path);
    const query = Object.fromEntries(new URLSearchParams(queryString ?? ''));
    for (const line of queryLines) {
        const at = line.indexOf('=');
        if (at <= 0) {
            throw new errors/* ConfigurationError */.j1(`Input "query": "${line}" is not a \`key=value\` line; give one parameter per line, e.g. \`limit=100\`.`, 'query');
        }
        query[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
    return {
        method,
        path,
        route: matched.route,
        params: matched.params,
        query,
        body: parseBody(method, bodyText),
    };
}
/** `..` as an id would resolve away: `DELETE /dns/zones/z/records/..` would delete the zone. */
function refuseDotSegments(params, template) {
    for (const [name, value] of Object.entries(params)) {
        const problem = (0,path_params/* segmentProblem */.ft)(value);
        if (problem === undefined)
            continue;
        throw new errors/* ConfigurationError */.j1(`Input "path": its {${name}} segment of ${template} is ${(0,path_params/* segmentProblemText */.MY)(value, problem)}, so it was not sent; put the id there.`, 'path');
    }
}
function normalisePath(text) {
    let path = text.trim();
    if (!path.startsWith('/'))
        path = `/${path}`;
    path = path.replace(/^\/api\/v1(?=\/)/, '');
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
function parseBody(method, text) {
    if (text === undefined)
        return undefined;
    if (!WITH_BODY.includes(method)) {
        throw new errors/* ConfigurationError */.j1(`Input "body" is set, but ${method} requests carry no body; remove it or use POST, PUT or PATCH.`, 'body');
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new errors/* ConfigurationError */.j1(`Input "body" is not valid JSON (${why}); give a JSON value, e.g. \`{"name": "shop"}\`, quoted for YAML with \`body: |\` or \`\${{ toJSON(...) }}\`.`, 'body');
    }
}
/** Says which methods the path has, or which paths start like it, so the fix is one look away. */
function unknownRoute(method, path) {
    const methods = routes/* ROUTES */.bw.filter((route) => route.method !== method && (0,routes/* matchRoute */.Di)(route.method, path)?.route === route).map((route) => route.method);
    if (methods.length > 0) {
        const template = (0,routes/* matchRoute */.Di)(methods[0], path).route.path;
        return new errors/* ConfigurationError */.j1(`Input "method": the platform API has no ${method} ${template}; that path takes ${[...new Set(methods)].join(', ')}.`, 'method');
    }
    const first = path.split('/').filter(Boolean)[0] ?? '';
    const near = routes/* ROUTES */.bw.filter((route) => route.path.split('/')[1] === first).map((r) => `${r.method} ${r.path}`);
    const hint = near.length > 0
        ? `its ${near.length} endpoint(s) under /${first} are: ${near.slice(0, 12).join(', ')}${near.length > 12 ? ', …' : ''}`
        : `it has paths under ${[...new Set(routes/* ROUTES */.bw.map((r) => `/${r.path.split('/')[1]}`))].join(', ')}`;
    return new errors/* ConfigurationError */.j1(`Input "path": ${method} ${path} is not an endpoint of the platform API, so it was not sent; ${hint}.`, 'path');
}

;// CONCATENATED MODULE: ./src/actions/api/inputs.ts

/** Everything but api-key and api-url: the one request, checked against the route table. */
function readApiInputs(inputs) {
    const method = inputs
        .oneOf('method', ['get', 'post', 'put', 'patch', 'delete'])
        .toUpperCase();
    const path = inputs.required('path', 'set it to an API path such as `/projects/my-app`');
    return resolveRequest(method, path, inputs.list('query'), inputs.optional('body'));
}

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/resource-names.ts
var resource_names = __webpack_require__(34563);
// EXTERNAL MODULE: ./src/api/resources/databases.ts
var databases = __webpack_require__(31244);
// EXTERNAL MODULE: ./src/api/resources/env-groups.ts
var env_groups = __webpack_require__(68166);
// EXTERNAL MODULE: ./src/api/resources/projects.ts
var projects = __webpack_require__(4906);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
;// CONCATENATED MODULE: ./src/actions/api/not-found.ts






/** Collections whose members have names people put in paths by mistake, and how to list them. */
const NAMED = {
    projects: { noun: 'project', list: projects/* listProjects */.hF },
    databases: { noun: 'database', list: databases/* listDatabases */.Pf },
    'env-groups': { noun: 'env group', list: env_groups/* listEnvGroups */.G4 },
};
/**
 * The api action sends the path as given, and paths take ids. The client's 404 hint ("check the
 * name or id") is written for actions that resolve names first; here a name is the likely mistake.
 * When a segment is the name of one such resource, the error says so and gives the path with its id;
 * otherwise it says that paths take ids. Looking up names is a GET or two, made only after a 404.
 */
async function explainNotFound(client, request, error, signal) {
    if (!(error instanceof api_errors/* PlatformApiError */.es) || error.status !== 404 || error.notFound === undefined)
        return error;
    const what = (0,src_text/* capitalise */.sK)((0,resource_names/* describeNotFound */.fg)(error.notFound));
    const byName = await nameInPath(client, request, signal).catch(() => undefined);
    const hint = byName === undefined
        ? `${what} was not found: paths take ids, not names, so check the id, and that the key belongs to the organisation that owns it.`
        : `Paths take ids, not names: "${byName.value}" is the name of ${byName.noun} ${byName.id}, so use ${byName.path}.`;
    return error.withHint(hint);
}
async function nameInPath(client, request, signal) {
    const template = request.route.path.split('/');
    for (const [index, part] of template.entries()) {
        const param = /^\{(\w+)\}$/.exec(part)?.[1];
        const collection = NAMED[template[index - 1] ?? ''];
        const value = param === undefined ? undefined : request.params[param];
        if (collection === undefined || value === undefined)
            continue;
        const matches = (await collection.list(client, { signal })).filter((item) => item.name === value && item.id !== value);
        if (matches.length !== 1)
            continue;
        const id = matches[0].id;
        const segments = request.path.split('/');
        segments[index] = encodeURIComponent(id);
        return { value, noun: collection.noun, id, path: segments.join('/') };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
;// CONCATENATED MODULE: ./src/actions/api/report.ts


/** The platform answered, with an error: `status` is that answer's, as on success. */
function reportErrorStatus(outputs, error) {
    if (error instanceof api_errors/* PlatformApiError */.es)
        outputs.set('status', String(error.status));
}
/**
 * The answer as outputs and a one-row summary. The credentials stay in `data` (the port redacts
 * only the registered secrets, the API key first).
 */
async function reportApiCall(port, outputs, request, response) {
    const { route } = request;
    outputs.setAll({
        data: JSON.stringify(response.data) ?? 'null',
        status: String(response.status),
        operation: route.operation,
    });
    await port.appendSummary(`### Platform API call\n\n${(0,summary/* renderTable */.bo)(['Method', 'Path', 'Operation', 'Status'], [[request.method, request.path, route.operation, response.status]])}`);
}

// EXTERNAL MODULE: ./src/api/key-shape.ts
var key_shape = __webpack_require__(22103);
;// CONCATENATED MODULE: ./src/actions/api/secrets.ts


/** Field names the platform uses for values shown once: user passwords, CDN key secrets, sign-in keys. */
const SECRET_FIELDS = new Set([
    'password',
    'secret',
    'apikey',
    'token',
    'accesstoken',
    'refreshtoken',
    'connectionstring',
    'connectionuri',
    'databaseurl',
    'privatekey',
    'clientsecret',
    'secretkey',
]);
/**
 * Every secret-looking string in a response: values of fields named like secrets, and anything
 * shaped like a platform API key. A generic call cannot know every secret, so this errs on the side
 * of hiding. Longest first, so one that contains another is hidden whole.
 */
function credentialsIn(value) {
    const found = new Set();
    collect(value, '', found);
    return [...found].sort((a, b) => b.length - a.length);
}
function collect(value, key, found) {
    if (typeof value === 'string') {
        const normalised = key.toLowerCase().replace(/[_-]/g, '');
        if (value !== '' && (SECRET_FIELDS.has(normalised) || (0,key_shape/* looksLikeApiKey */.Jb)(value)))
            found.add(value);
        return;
    }
    if (Array.isArray(value)) {
        for (const item of value)
            collect(item, key, found);
        return;
    }
    if (value !== null && typeof value === 'object') {
        for (const [name, inner] of Object.entries(value))
            collect(inner, name, found);
    }
}
/**
 * Credentials the platform returned (a created database user's password, a CDN key's secret) are
 * what the caller asked for: they stay in the `data` output, and only the log hides them. Each is
 * sent to the runner's mask (`::add-mask::`, line by line and URL passwords, as registerSecret does),
 * so GitHub hides them in every later log line too; our own log line hides them with `hide`. They are
 * not put in the run's redaction registry, which would blank them in the output as well. The API key
 * is in that registry from the start, so it never reaches the output.
 */
function maskCredentials(port, credentials) {
    for (const credential of credentials)
        for (const part of (0,redact/* secretParts */.Bm)(credential))
            port.setSecret(part);
}
function hide(text, credentials) {
    let result = text;
    for (const credential of credentials) {
        // As written, as JSON text writes it (a quote or a line break escaped), and line by line.
        const forms = [credential, JSON.stringify(credential).slice(1, -1), ...(0,redact/* secretParts */.Bm)(credential)];
        for (const form of forms)
            if (form !== '')
                result = result.split(form).join(redact/* REDACTED */.XF);
    }
    return result;
}

// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
;// CONCATENATED MODULE: ./src/actions/api/send.ts


/**
 * Sends through the shared client, so the call is paced with every other call of the key,
 * retried only where safe (a POST is never repeated after an ambiguous failure) and its errors
 * are the client's sentences (a read key on a W route says it needs a full key).
 */
async function sendApiRequest(client, request, signal) {
    const response = await client.callRaw(request.route.operation, {
        params: request.params,
        query: request.query,
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(signal ? { signal } : {}),
    });
    const data = response.body === undefined ? null : (0,decode/* unwrap */.oA)(response.body, (0,resource_names/* singularKeysFor */.HO)(request.route));
    return { status: response.status, data };
}

// EXTERNAL MODULE: ./src/actions/api/spec.ts
var spec = __webpack_require__(52685);
;// CONCATENATED MODULE: ./src/actions/api/run.ts








/** Enough of a response to debug with; the whole of it is in the `data` output. */
const LOGGED_CHARS = 8_000;
const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, client, signal }) => {
    const request = readApiInputs(inputs);
    const { route } = request;
    const response = await sendApiRequest(client, request, signal).catch(async (error) => {
        reportErrorStatus(outputs, error);
        throw await explainNotFound(client, request, error, signal);
    });
    const credentials = credentialsIn(response.data);
    maskCredentials(port, credentials);
    port.info(`${request.method} ${request.path} (${route.operation}) → HTTP ${response.status}`);
    await port.group('Response', async () => {
        const pretty = JSON.stringify(response.data, null, 2) ?? 'null';
        const shown = hide(pretty, credentials);
        port.info((0,redact/* redact */.E$)(shown.length > LOGGED_CHARS ? `${shown.slice(0, LOGGED_CHARS)}\n… (truncated)` : shown));
    });
    await reportApiCall(port, outputs, request, response);
});


/***/ }),

/***/ 61692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ renderDeploySummary),
/* harmony export */   BV: () => (/* binding */ renderLogTail),
/* harmony export */   QZ: () => (/* binding */ projectLabel),
/* harmony export */   bo: () => (/* reexport safe */ _markdown_js__WEBPACK_IMPORTED_MODULE_2__.bo)
/* harmony export */ });
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34200);
/* harmony import */ var _deploy_status_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42408);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42495);
/* harmony import */ var _pictures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83345);




/** "shop (prj_1)" when the name is known and says more than the id; the id alone otherwise. */
function projectLabel(id, name) {
    return name && name !== id ? `${name} (${id})` : id;
}

const DEFAULT_TAIL_LINES = 100;
/** GitHub refuses summaries over 1 MiB per step; a tail is a glimpse, not the log. */
const MAX_TAIL_CHARS = 64 * 1024;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ANSI_ESCAPES = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
/** The summary of one deploy as markdown: a table of facts, then the error and log tail if it failed. */
function renderDeploySummary(summary) {
    const rows = [
        ['Status', (0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_1__/* .deployStatusLabel */ .uX)(summary.status)],
        ['Project', summary.project],
    ];
    if (summary.deploymentId !== undefined)
        rows.push(['Deployment', String(summary.deploymentId)]);
    if (summary.liveNow !== undefined)
        rows.push(['Live now', summary.liveNow]);
    if (summary.url)
        rows.push(['URL', { markdown: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(summary.url, summary.url) }]);
    if (summary.durationMs !== undefined)
        rows.push(['Duration', (0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(summary.durationMs)]);
    if (summary.archive) {
        const { bytes, fileCount, sha256 } = summary.archive;
        const files = `${fileCount} file${fileCount === 1 ? '' : 's'}`;
        rows.push(['Archive', `${(0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(bytes)} (${bytes} bytes), ${files}`]);
        rows.push(['SHA-256', { markdown: `\`${sha256.replace(/[^0-9a-fA-F]/g, '')}\`` }]);
    }
    const title = `### Deploy ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTableCell */ .aL)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(projectLabel(summary.project, summary.projectName)))}\n`;
    const parts = [title, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTable */ .bo)(['', ''], rows)];
    if (summary.status !== 'success' && summary.error) {
        parts.push(`**Error:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTableCell */ .aL)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(summary.error))}\n`);
    }
    if (summary.status !== 'success' && summary.nextSteps) {
        parts.push(`**Next steps:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTableCell */ .aL)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(summary.nextSteps))}\n`);
    }
    if (summary.status !== 'success' && summary.logTail !== undefined) {
        parts.push(renderLogTail(summary.logTail, { open: true }));
    }
    if (summary.timeline !== undefined && summary.timeline.phases.length > 0) {
        parts.push((0,_pictures_js__WEBPACK_IMPORTED_MODULE_3__/* .renderGantt */ .ZK)(summary.timeline));
    }
    return parts.join('\n');
}
/** The last lines of a log, folded, in a code block nothing in the log can escape from. */
function renderLogTail(log, options = {}) {
    const { title = 'Log tail', maxLines = DEFAULT_TAIL_LINES, open = false } = options;
    const allLines = (typeof log === 'string' ? log.split(/\r?\n/) : log).flatMap((line) => line.split(/\r?\n/));
    while (allLines.length > 0 && allLines.at(-1) === '')
        allLines.pop();
    const lines = allLines.slice(-maxLines);
    let text = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(lines.join('\n')).replace(ANSI_ESCAPES, '');
    if (text.length > MAX_TAIL_CHARS)
        text = text.slice(-MAX_TAIL_CHARS);
    const omitted = allLines.length - lines.length;
    const label = omitted > 0 ? `${title} (last ${lines.length} of ${allLines.length} lines)` : title;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .details */ .zH)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(label), (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .codeBlock */ .DV)(text, 'text'), open);
}


/***/ })

};
