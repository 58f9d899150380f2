export const id = 466;
export const ids = [466];
export const modules = {

/***/ 74674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ readDeclaredFile),
/* harmony export */   en: () => (/* binding */ readExpectedPlan),
/* harmony export */   x8: () => (/* binding */ readSyncFlags)
/* harmony export */ });
/* unused harmony export declaredFilePath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _sync_engine_plan_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68889);




/** The `expected-plan` input: empty, or a plan id as the `plan-id` output gives it. */
function readExpectedPlan(inputs) {
    const raw = inputs.optional('expected-plan');
    if (raw === undefined)
        return undefined;
    const id = (0,_sync_engine_plan_id_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePlanId */ .u7)(raw);
    if (id === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input "expected-plan" is not a plan id: set it to the \`plan-id\` output of the reviewed plan (16 hex digits, then optional .-separated parts of 16, or 6 in older ids), or leave it empty.`, 'expected-plan');
    }
    return id;
}
function readSyncFlags(inputs) {
    return {
        expectedPlan: readExpectedPlan(inputs),
        file: inputs.required('file', 'set it to the path of the declared file in the repository, e.g. dns.yml'),
        prune: inputs.boolean('prune'),
        dryRun: inputs.boolean('dry-run'),
        force: inputs.boolean('force'),
    };
}
/**
 * Where the `file` input points, and how messages show it: relative to the workspace with `/` (so an
 * annotation lands on the file on every OS), or the full path when it is outside the workspace (on
 * Windows, on another drive). `paths` is node:path; tests pass path.win32 to check Windows forms.
 */
function declaredFilePath(file, workspace, paths = (node_path__WEBPACK_IMPORTED_MODULE_1___default())) {
    const full = paths.isAbsolute(file) ? file : paths.resolve(workspace, file);
    const inside = paths.relative(workspace, full);
    const outside = inside === '..' || inside.startsWith(`..${paths.sep}`) || paths.isAbsolute(inside);
    return { path: full, displayPath: outside ? full : inside.split(paths.sep).join('/') };
}
/** Reads the `file` input's file from the workspace (GITHUB_WORKSPACE, else the working directory). */
function readDeclaredFile(file, workspace) {
    const { path, displayPath } = declaredFilePath(file, workspace);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input "file": there is no file ${displayPath} in the workspace (${workspace}); check the path, and that the job checks out the repository (actions/checkout) before this step.`, 'file');
    }
    return { text: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'), displayPath };
}


/***/ }),

/***/ 59285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uH: () => (/* binding */ logPlan),
/* harmony export */   w1: () => (/* binding */ reportSync),
/* harmony export */   wd: () => (/* binding */ logWrite)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42495);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34200);
/* harmony import */ var _sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2715);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48992);






/** The plan as a table in the step log, before any write: the engine's `onPlan`. */
function logPlan(port, plan) {
    port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)((0,_sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .renderPlanText */ .$D)(plan)));
}
/**
 * Shows the plan (log table, job summary, outputs) and then fails the step when the plan was refused
 * or a write failed or was cancelled, with one sentence that says what landed and what to do.
 */
async function reportSync(port, writer, result, options) {
    const { plan, report, refusal } = result;
    const notes = [...(options.notes ?? []), ...(result.reviewed === undefined ? [] : [result.reviewed])];
    if (options.planLogged && result.reviewed !== undefined)
        port.info(result.reviewed);
    if (options.planLogged) {
        // The plan's counts were printed with it; a plan only (dry run, refusal) has nothing to add.
        if (report !== undefined)
            port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(appliedLine(plan, report)));
    }
    else {
        for (const note of notes)
            port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(note));
        port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)((0,_sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .renderPlanText */ .$D)(plan, report)));
    }
    for (const line of options.extraLog ?? [])
        port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(line));
    const failure = refusal?.message ?? (report === undefined || report.ok ? undefined : applyFailure(plan, report));
    const id = (0,_sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .planId */ .rY)(plan);
    port.info(`Plan id: ${id} (pass it as expected-plan to apply exactly this plan).`);
    const sections = [
        ...notes.map((note) => `${note}\n`),
        (0,_sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .renderPlanMarkdown */ .d$)(plan, report),
        planIdMarkdown(id),
        options.extraMarkdown ?? '',
        outcomeMarkdown(result, options.dryRun, failure),
    ];
    const heading = `### ${options.title}${options.dryRun ? ' (dry run)' : ''}\n`;
    const markdown = [heading, ...sections.filter((part) => part !== '')].join('\n');
    const outputs = (0,_sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .syncOutputs */ .aC)(plan, report);
    if (options.changedAnyway)
        outputs.changed = 'true';
    writer.setAll({ ...outputs, 'plan-markdown': (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(markdown) });
    await port.appendSummary(markdown);
    if (failure === undefined)
        return;
    annotateRefusedValue(port, report?.failed[0], failure);
    if (report?.aborted)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CancelledError */ .cc(failure);
    if (refusal !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SafetyRefusal */ .V2(failure);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionFailure */ .dR(failure);
}
/** The id under the plan, where a reviewer sees it (summary and pull request comment). */
function planIdMarkdown(id) {
    return `Plan id: \`${id}\` (the apply after the merge checks it, so it makes exactly these changes).\n`;
}
/** The log's last word on a plan already shown, counts included: what was written of it. */
function appliedLine(plan, report) {
    return `Applied ${report.applied.length} of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(report.results.length, `${plan.kind} change`)}.`;
}
function outcomeMarkdown(result, dryRun, failure) {
    if (result.refusal !== undefined) {
        return [
            `**Refused, nothing was written:** ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdownText */ .m4)(failure ?? '')}\n`,
            '**Next steps:** read the changes above; if they are what you meant, do what the refusal says (run as it is, the same plan is refused again), otherwise fix the file.\n',
        ].join('\n');
    }
    if (failure !== undefined) {
        const report = result.report;
        const retry = report !== undefined && mayPassAgain(report.failed[0], report.aborted);
        return [
            `**Stopped:** ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdownText */ .m4)(failure)}\n`,
            retry
                ? '**Next steps:** re-run: the next run plans only what is still missing, and with `expected-plan` it finishes the reviewed plan.\n'
                : '**Next steps:** do what the failure above says; run as it is, it fails the same way.\n',
        ].join('\n');
    }
    if (dryRun)
        return 'Dry run: nothing was written.\n';
    // The outcome in one line, so a reader does not have to add up the result column.
    const applied = result.report?.applied.length ?? 0;
    if (applied === 0)
        return '✅ Nothing to change: the platform already matches the file.\n';
    return `✅ Applied ${applied} change${applied === 1 ? '' : 's'}.\n`;
}
/**
 * What to do after a failed write. Only a failure that may pass (a lost answer, a 5xx, 408, 429, a
 * cancelled job) is worth a plain re-run; a refusal (another 4xx) or a key that may not write (403)
 * would fail the same way again.
 */
function mayPassAgain(failed, aborted) {
    const cause = failed?.cause;
    if (aborted || !(cause instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformApiError */ .es))
        return true;
    return cause.status >= 500 || cause.status === 408 || cause.status === 429;
}
function nextStep(failed, aborted) {
    const rerun = ' Re-run to finish: the next run plans only what is still missing.';
    const cause = failed?.cause;
    if (mayPassAgain(failed, aborted) || !(cause instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformApiError */ .es))
        return rerun;
    if (cause.status === 403)
        return ' The key may not write (HTTP 403): applies need a full API key; re-running with this key changes nothing.';
    const where = failed?.at === undefined ? 'in the file' : `at ${failed.at.file}:${failed.at.line}`;
    return ` The platform refused the value (HTTP ${cause.status}): fix it ${where}; re-running as it is changes nothing.`;
}
/** What landed and what did not; the engine stops at the first failed write, so there is at most one. */
function applyFailure(plan, report) {
    const total = report.results.length;
    const applied = report.applied.length;
    const skipped = report.skipped.length;
    const changes = `${plan.kind} change${total === 1 ? '' : 's'}`;
    const rest = skipped > 0 ? ` ${skipped} not attempted (listed in the job summary).` : '';
    const [failed] = report.failed;
    const rerun = nextStep(failed, report.aborted);
    const what = failed === undefined ? '' : `${failed.item.op} ${failed.item.name} ${failed.item.detail}`;
    if (report.aborted) {
        const inFlight = failed === undefined ? '' : ` ${what} was in flight: ${failed.error ?? 'no answer'}.`;
        return `The job was cancelled: applied ${applied} of ${total} ${changes}.${inFlight}${rest}${rerun}`;
    }
    if (failed === undefined)
        return `Applied ${applied} of ${total} ${changes}.${rest}${rerun}`;
    const error = failed.error ?? 'unknown error';
    if (applied === 0)
        return `No change was applied: ${what} failed: ${error}${rest}${rerun}`;
    return `Applied ${applied} of ${total} ${changes}, then ${what} failed: ${error}${rest}${rerun}`;
}
/** A value the platform refused gets its annotation on the line that declares it. */
function annotateRefusedValue(port, failed, failure) {
    const cause = failed?.cause;
    if (failed?.at === undefined || !(cause instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformApiError */ .es) || cause.status >= 500)
        return;
    port.error((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(failure), {
        title: 'Refused by the platform',
        file: failed.at.file,
        startLine: failed.at.line,
        startColumn: failed.at.column,
    });
}
/** Logs each write as it lands, so a long or cancelled run shows its progress. */
function logWrite(port, result) {
    const { item } = result;
    const why = result.error === undefined ? '' : `: ${result.error}`;
    port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(`${result.status}: ${item.op} ${item.name} ${item.detail}${why}`));
}


/***/ }),

/***/ 64352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qE: () => (/* binding */ resolveRef),
/* harmony export */   wA: () => (/* binding */ openApiDocument)
/* harmony export */ });
/* unused harmony export forgetOpenApiDocuments */
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99373);
/* harmony import */ var _base_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68379);
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97364);
/* harmony import */ var _request_headers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26815);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89371);





/**
 * The platform's own description of its API, GET {base_url}/openapi.json, fetched once per API root
 * and shared by everything that asks (the upload form, request-body checks). It describes the API and
 * is not part of it, so it goes without the key, and missing, refused, slow or unreadable all mean
 * "no document", never a failed run.
 */
const DOCUMENT_TIMEOUT_MS = 10_000;
const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
const MAX_REF_HOPS = 8;
const documents = new Map();
/** For tests, whose platforms may come back on a port an earlier one used. */
function forgetOpenApiDocuments() {
    documents.clear();
}
function openApiDocument(client, signal) {
    const key = client.base.root;
    let pending = documents.get(key);
    if (!pending) {
        pending = fetchDocument(client, signal);
        documents.set(key, pending);
    }
    return pending;
}
async function fetchDocument(client, signal) {
    const timeout = (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .clockTimeout */ .S2)(DOCUMENT_TIMEOUT_MS);
    try {
        const response = await (0,_transport_js__WEBPACK_IMPORTED_MODULE_4__/* .sendOnce */ .E4)({
            method: 'GET',
            url: (0,_base_url_js__WEBPACK_IMPORTED_MODULE_1__/* .buildUrl */ .c$)(client.base, '/openapi.json'),
            headers: (0,_request_headers_js__WEBPACK_IMPORTED_MODULE_3__/* .openApiDocumentHeaders */ ._W)(),
            signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
            maxBodyBytes: DOCUMENT_MAX_BYTES,
        });
        if (response.status < 200 || response.status >= 300)
            return undefined;
        const document = JSON.parse(response.text);
        return (0,_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(document) && (0,_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(document.paths) ? document : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        timeout.clear();
    }
}
/** Follows local `$ref`s (`#/components/...`); anything else is no answer. */
function resolveRef(document, value) {
    let current = value;
    for (let hop = 0; (0,_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(current) && typeof current.$ref === 'string'; hop++) {
        const ref = current.$ref;
        if (hop >= MAX_REF_HOPS || !ref.startsWith('#/'))
            return undefined;
        current = ref
            .slice(2)
            .split('/')
            .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
            .reduce((node, key) => ((0,_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(node) ? node[key] : undefined), document);
    }
    return (0,_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(current) ? current : undefined;
}


/***/ }),

/***/ 38597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ requestChecker)
});

// EXTERNAL MODULE: ./src/api/openapi-document.ts
var openapi_document = __webpack_require__(64352);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
;// CONCATENATED MODULE: ./src/api/request-schema.ts


/** The JSON schema of `method path`'s JSON request body, or undefined when the document gives none. */
function requestBodySchema(document, method, path) {
    const paths = (0,decode/* isRecord */.u4)(document.paths) ? document.paths : {};
    const wanted = templateOf(path);
    const entry = Object.entries(paths).find(([candidate]) => templateOf(stripRoot(candidate)) === wanted);
    const operation = (0,openapi_document/* resolveRef */.qE)(document, (0,openapi_document/* resolveRef */.qE)(document, entry?.[1])?.[method.toLowerCase()]);
    const content = (0,openapi_document/* resolveRef */.qE)(document, operation?.requestBody)?.content;
    if (!(0,decode/* isRecord */.u4)(content))
        return undefined;
    const json = Object.entries(content).find(([type]) => /^application\/(.+\+)?json\b/i.test(type.trim()));
    const schema = (0,openapi_document/* resolveRef */.qE)(document, (0,decode/* isRecord */.u4)(json?.[1]) ? json[1].schema : undefined);
    return schema !== undefined && Object.keys(schema).length > 0 ? schema : undefined;
}
/** `/projects/{id}/x` and `/projects/{projectId}/x` are the same operation. */
function templateOf(path) {
    return path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '');
}
/** A server at the origin writes whole paths; ours are relative to the API root. */
function stripRoot(path) {
    return path.replace(/^\/api\/v\d+(?=\/)/, '');
}
const FORMATS = {
    'date-time': /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/,
    date: /^\d{4}-\d{2}-\d{2}$/,
    email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
    hostname: /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i,
    ipv4: /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/,
};
function formatProblem(format, value) {
    if (format === 'uri' || format === 'url')
        return URL.canParse(value) ? undefined : 'an absolute URL';
    const pattern = FORMATS[format];
    return pattern === undefined || pattern.test(value) ? undefined : `a ${format}`;
}
function typeOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'integer' : 'number';
    return typeof value;
}
function typeMatches(wanted, value) {
    const actual = typeOf(value);
    return actual === wanted || (wanted === 'number' && actual === 'integer');
}
function show(value) {
    return JSON.stringify(value) ?? String(value);
}
const at = (path, key) => typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
/** Every problem of `value` against `schema`, depth first; empty when the platform would take it. */
function bodyProblems(document, schema, value, path = '', depth = 0) {
    const node = (0,openapi_document/* resolveRef */.qE)(document, schema);
    if (node === undefined || depth > 32)
        return [];
    const problems = [];
    const fail = (message) => problems.push({ path, message });
    const types = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type : [];
    if (node.nullable === true)
        types.push('null');
    if (types.length > 0 && !types.some((type) => typeMatches(String(type), value))) {
        fail(`must be ${types.join(' or ')}, not ${typeOf(value)}`);
        return problems;
    }
    if (Array.isArray(node.enum) && !node.enum.some((allowed) => show(allowed) === show(value)))
        fail(`must be one of ${node.enum.map((allowed) => (typeof allowed === 'string' ? allowed : show(allowed))).join(', ')}, not ${show(value)}`);
    if ('const' in node && show(node.const) !== show(value))
        fail(`must be ${show(node.const)}`);
    if (typeof value === 'string')
        stringProblems(node, value, fail);
    if (typeof value === 'number')
        numberProblems(node, value, fail);
    if (Array.isArray(value) && node.items !== undefined)
        value.forEach((item, index) => {
            problems.push(...bodyProblems(document, node.items, item, at(path, index), depth + 1));
        });
    if ((0,decode/* isRecord */.u4)(value))
        problems.push(...objectProblems(document, node, value, path, depth));
    for (const part of Array.isArray(node.allOf) ? node.allOf : [])
        problems.push(...bodyProblems(document, part, value, path, depth + 1));
    for (const keyword of ['anyOf', 'oneOf']) {
        const options = node[keyword];
        if (!Array.isArray(options) || options.length === 0)
            continue;
        const results = options.map((option) => bodyProblems(document, option, value, path, depth + 1));
        if (!results.some((result) => result.length === 0))
            problems.push(...(results[0] ?? []));
    }
    return problems;
}
function stringProblems(node, value, fail) {
    const length = [...value].length;
    if (typeof node.minLength === 'number' && length < node.minLength)
        fail(`must be at least ${node.minLength} characters long`);
    if (typeof node.maxLength === 'number' && length > node.maxLength)
        fail(`must be at most ${node.maxLength} characters long`);
    if (typeof node.pattern === 'string') {
        try {
            if (!new RegExp(node.pattern, 'u').test(value))
                fail(`must match the pattern ${node.pattern}`);
        }
        catch {
            // A pattern JavaScript cannot read is the document's problem, not the body's.
        }
    }
    if (typeof node.format === 'string') {
        const wanted = formatProblem(node.format, value);
        if (wanted !== undefined)
            fail(`must be ${wanted}, not ${show(value)}`);
    }
}
function numberProblems(node, value, fail) {
    if (typeof node.minimum === 'number' && value < node.minimum)
        fail(`must be at least ${node.minimum}`);
    if (typeof node.maximum === 'number' && value > node.maximum)
        fail(`must be at most ${node.maximum}`);
}
function objectProblems(document, node, value, path, depth) {
    const problems = [];
    const properties = (0,decode/* isRecord */.u4)(node.properties) ? node.properties : {};
    for (const name of Array.isArray(node.required) ? node.required : []) {
        if (typeof name === 'string' && value[name] === undefined)
            problems.push({ path: at(path, name), message: 'is required' });
    }
    for (const [name, field] of Object.entries(value)) {
        if (field === undefined)
            continue;
        if (name in properties)
            problems.push(...bodyProblems(document, properties[name], field, at(path, name), depth + 1));
        else if (node.additionalProperties === false)
            problems.push({
                path: at(path, name),
                message: `is not a field this request takes (it takes ${Object.keys(properties).join(', ') || 'none'})`,
            });
        else if ((0,decode/* isRecord */.u4)(node.additionalProperties))
            problems.push(...bodyProblems(document, node.additionalProperties, field, at(path, name), depth + 1));
    }
    return problems;
}

// EXTERNAL MODULE: ./src/api/routes.ts
var routes = __webpack_require__(14200);
;// CONCATENATED MODULE: ./src/api/request-check.ts



/**
 * A checker that judges bodies by the platform's own /openapi.json (fetched once per API root), or
 * undefined when the platform serves none: then only the file's own checks and the apply judge.
 */
async function requestChecker(client, signal) {
    const document = await (0,openapi_document/* openApiDocument */.wA)(client, signal);
    if (document === undefined)
        return undefined;
    return (operation, body) => {
        const route = routes/* ROUTES */.bw.find((candidate) => candidate.operation === operation);
        if (route === undefined)
            return [];
        const schema = requestBodySchema(document, route.method, route.path);
        return schema === undefined ? [] : bodyProblems(document, schema, body);
    };
}


/***/ }),

/***/ 19986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mc: () => (/* binding */ entriesOf),
  S3: () => (/* binding */ itemsOf),
  PJ: () => (/* binding */ parseSource),
  ol: () => (/* binding */ scalarOf),
  F5: () => (/* binding */ shapeOf),
  yO: () => (/* binding */ unknownKeyIssues)
});

// UNUSED EXPORTS: MAX_SOURCE_BYTES

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/bytes.ts
var src_bytes = __webpack_require__(36136);
// EXTERNAL MODULE: ./src/sync/validation.ts
var validation = __webpack_require__(8152);
;// CONCATENATED MODULE: ./src/sync/yaml-aliases.ts

/**
 * Values aliases may add to a file once expanded. A zone where 30,000 names share one list of MX
 * records through `*mx` adds about 330,000; a "billion laughs" (nine anchors of nine aliases to the
 * one before) adds 387 million, which nothing should walk through.
 */
const MAX_ALIAS_VALUES = 1_000_000;
/**
 * Resolves every alias of `document` in one pass. yaml's own `Alias.resolve` walks the whole document
 * for each alias, so a file sharing one value through 5,000 aliases took 40 s to read.
 */
function mapAliases(document) {
    const targets = new Map();
    const latest = new Map();
    let written = 0;
    // visit() sees a node before its children, so an alias inside an anchored node finds that node.
    (0,dist/* visit */.YR)(document, {
        Node(_, node) {
            written++;
            if ((0,dist/* isAlias */.Vj)(node))
                targets.set(node, latest.get(node.source));
            else if (node.anchor !== undefined)
                latest.set(node.anchor, node);
        },
    });
    const target = (alias) => targets.get(alias);
    const root = document.contents;
    const problem = root !== null && targets.size > 0 ? expansionProblem(root, target, written) : undefined;
    return { target, problem };
}
/**
 * Counts the values of the document with every alias replaced by what it names, each node once
 * (memoised), iteratively so that a deep document cannot overflow the stack.
 */
function expansionProblem(root, target, written) {
    const sizes = new Map();
    const open = new Set();
    let largest;
    const stack = [{ node: root, children: childrenOf(root, target), next: 0, size: 1 }];
    open.add(root);
    while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        const child = frame.children[frame.next];
        if (child === undefined) {
            stack.pop();
            open.delete(frame.node);
            // An alias stands for what it names, so it counts as that, not as one more value.
            const size = (0,dist/* isAlias */.Vj)(frame.node) ? frame.size - 1 : frame.size;
            sizes.set(frame.node, size);
            if ((0,dist/* isAlias */.Vj)(frame.node) && (largest === undefined || size > largest.size)) {
                largest = { alias: frame.node, size };
            }
            const parent = stack[stack.length - 1];
            if (parent !== undefined)
                parent.size += size;
            continue;
        }
        frame.next++;
        const known = sizes.get(child);
        if (known !== undefined) {
            frame.size += known;
        }
        else if (open.has(child)) {
            return (0,dist/* isAlias */.Vj)(frame.node) ? endless(frame.node) : undefined;
        }
        else {
            open.add(child);
            stack.push({ node: child, children: childrenOf(child, target), next: 0, size: 1 });
        }
    }
    const total = sizes.get(root) ?? 0;
    if (largest === undefined || total - written <= MAX_ALIAS_VALUES)
        return undefined;
    return { alias: largest.alias, message: tooMuch(largest.alias, largest.size) };
}
function childrenOf(node, target) {
    if ((0,dist/* isAlias */.Vj)(node)) {
        const named = target(node);
        return named === undefined ? [] : [named];
    }
    if ((0,dist/* isSeq */.oP)(node))
        return node.items.filter(dist/* isNode */.Ll);
    if ((0,dist/* isMap */.jh)(node))
        return node.items.flatMap((pair) => ((0,dist/* isPair */.tO)(pair) ? [pair.key, pair.value] : [])).filter(dist/* isNode */.Ll);
    return [];
}
function endless(alias) {
    return {
        alias,
        message: `The alias *${alias.source} is inside the node it names, so its value would never end; name a node that does not contain the alias.`,
    };
}
function tooMuch(alias, size) {
    const limit = MAX_ALIAS_VALUES.toLocaleString('en-US');
    if (size > MAX_ALIAS_VALUES) {
        return `The alias *${alias.source} expands to more than ${limit} values (aliases inside the nodes that aliases name multiply); write the values out, or use fewer levels of aliases.`;
    }
    return `The aliases of this file expand it by more than ${limit} values (the alias *${alias.source} alone by ${size}); write the values out, or split the file.`;
}
/**
 * A node as plain data (objects, arrays, strings, numbers), each named node converted once and shared
 * by its aliases, as yaml's `toJS` does. That would walk the whole document again for every value
 * holding an alias: 4,000 MX values naming one host took 14 s.
 */
function plainValue(node, aliases) {
    const converted = new Map();
    const convert = (item) => {
        const node = (0,dist/* isAlias */.Vj)(item) ? aliases.target(item) : item;
        if ((0,dist/* isScalar */.jn)(node))
            return node.value;
        if (!(0,dist/* isMap */.jh)(node) && !(0,dist/* isSeq */.oP)(node))
            return null;
        if (converted.has(node))
            return converted.get(node);
        if ((0,dist/* isSeq */.oP)(node)) {
            const list = [];
            converted.set(node, list);
            for (const element of node.items)
                list.push(convert(element));
            return list;
        }
        const object = {};
        converted.set(node, object);
        for (const pair of node.items) {
            // defineProperty, so a key named __proto__ is a key like any other, as in yaml's toJS.
            const value = { value: convert(pair.value), enumerable: true, writable: true, configurable: true };
            Object.defineProperty(object, keyText(convert(pair.key)), value);
        }
        return object;
    };
    return convert(node);
}
/** How yaml's toJS names a key in an object: '' for null, JSON for a collection. */
function keyText(key) {
    if (key === null || key === undefined)
        return '';
    return typeof key === 'object' ? JSON.stringify(key) : String(key);
}

;// CONCATENATED MODULE: ./src/sync/yaml-source.ts




/**
 * Reading YAML takes about 0.6 s per MiB (a 30,000-name zone is 1.8 MiB), and its tree several times
 * the text in memory: a bigger file is much more likely a mistake than a declaration.
 */
const MAX_SOURCE_BYTES = 8 << 20;
function parseSource(text, file) {
    const start = { file, line: 1, column: 1 };
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_SOURCE_BYTES)
        return unreadSource(file, start, (0,validation/* issueAt */.NC)(start, tooLarge(bytes)));
    const lineCounter = new dist/* LineCounter */.HN();
    // yaml's own uniqueKeys check compares each key with every earlier one: 8 s for a 30,000-name zone.
    const document = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: true, uniqueKeys: false });
    const locationOf = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { file, line, column: col };
    };
    const issues = document.errors.map((error) => (0,validation/* issueAt */.NC)(locationOf(error.pos[0]), syntaxMessage(error.code, error.message, text, error.pos[0])));
    const aliases = mapAliases(document);
    for (const offset of duplicateKeyOffsets(document, aliases)) {
        issues.push((0,validation/* issueAt */.NC)(locationOf(offset), syntaxMessage('DUPLICATE_KEY', DUPLICATE_KEY, text, offset)));
    }
    if (issues.length === 0 && aliases.problem !== undefined) {
        const { alias, message } = aliases.problem;
        return unreadSource(file, start, (0,validation/* issueAt */.NC)(locationOf(alias.range?.[0] ?? 0), message));
    }
    // An alias never names an alias (YAML gives an alias no anchor), so one step resolves it.
    const resolve = (item) => {
        const node = (0,dist/* isAlias */.Vj)(item) ? aliases.target(item) : item;
        return (0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node) || (0,dist/* isScalar */.jn)(node) ? node : null;
    };
    return {
        file,
        root: resolve(document.contents),
        issues,
        at: (node, fallback = start) => {
            const offset = node?.range?.[0];
            return offset === undefined ? fallback : locationOf(offset);
        },
        plain: (node) => (node === null ? null : plainValue(node, aliases)),
        node: resolve,
        itemAt: (item, fallback) => {
            const offset = (0,dist/* isAlias */.Vj)(item) || (0,dist/* isMap */.jh)(item) || (0,dist/* isSeq */.oP)(item) || (0,dist/* isScalar */.jn)(item) ? item.range?.[0] : undefined;
            return offset === undefined ? fallback : locationOf(offset);
        },
    };
}
/** A source that is not read at all, for one reason that stands for the whole file. */
function unreadSource(file, start, issue) {
    return {
        file,
        root: null,
        issues: [issue],
        at: (_, fallback = start) => fallback,
        plain: () => null,
        node: () => null,
        itemAt: (_, fallback) => fallback,
    };
}
function tooLarge(bytes) {
    return `The file is ${(0,src_bytes/* formatBytes */.z)(bytes)}; files up to ${(0,src_bytes/* formatBytes */.z)(MAX_SOURCE_BYTES)} are read, so split it, or check that the input "file" names the declared file.`;
}
const DUPLICATE_KEY = 'Map keys must be unique';
/**
 * Where a mapping repeats a key, as yaml's uniqueKeys reports it (same scalar value), in linear time.
 * Keys are compared resolved: `*k : …` after `&k domains: …` is `domains` again, which a reader
 * would otherwise keep only once, dropping one of the two values without a word.
 */
function duplicateKeyOffsets(document, aliases) {
    const offsets = [];
    (0,dist/* visit */.YR)(document, {
        Map(_, map) {
            const seen = new Set();
            for (const { key } of map.items) {
                const resolved = (0,dist/* isAlias */.Vj)(key) ? aliases.target(key) : key;
                if (!(0,dist/* isScalar */.jn)(resolved))
                    continue;
                const at = (0,dist/* isAlias */.Vj)(key) || (0,dist/* isScalar */.jn)(key) ? key.range?.[0] : undefined;
                if (seen.has(resolved.value))
                    offsets.push(at ?? 0);
                else
                    seen.add(resolved.value);
            }
        },
    });
    return offsets;
}
function syntaxMessage(code, message, text, offset) {
    const headline = message.split(' at line ')[0] ?? message;
    if (code === 'BAD_SCALAR_START' && text[offset] === '@') {
        return `${headline}; quote it, as in '@': (YAML reserves a leading @).`;
    }
    if (code === 'DUPLICATE_KEY')
        return `${headline}; each key may appear once, so merge the two entries.`;
    return `YAML syntax error: ${headline}.`;
}
/** The pairs of a mapping with string keys; aliases are followed so anchors keep working. */
function entriesOf(source, map, mapAt) {
    return map.items.map((pair) => {
        const keyNode = source.node(pair.key);
        const keyAt = source.itemAt(pair.key, mapAt);
        const keyValue = (0,dist/* isScalar */.jn)(keyNode) ? keyNode.value : undefined;
        const key = keyValue === null || keyValue === undefined ? '' : String(keyValue);
        return { key, keyAt, value: source.node(pair.value), valueAt: source.itemAt(pair.value, keyAt) };
    });
}
/** The items of a list, aliases followed, each with where it is written. */
function itemsOf(source, seq, fallback) {
    return seq.items.map((item) => ({ node: source.node(item), at: source.itemAt(item, fallback) }));
}
/** A plain value for scalars; undefined for collections, so callers can say "expected a string". */
function scalarOf(node) {
    if (node === null)
        return null;
    return (0,dist/* isScalar */.jn)(node) ? node.value : undefined;
}
/** How a node reads in a sentence: "a list", "a mapping", "the number 5". */
function shapeOf(node) {
    if (node === null)
        return 'nothing';
    if ((0,dist/* isMap */.jh)(node))
        return 'a mapping';
    if ((0,dist/* isSeq */.oP)(node))
        return 'a list';
    const value = (0,dist/* isScalar */.jn)(node) ? node.value : undefined;
    if (value === null)
        return 'nothing';
    if (typeof value === 'string')
        return `the string "${value}"`;
    return `${typeof value} ${String(value)}`;
}
/** Reports keys a record or job does not know, so a typo (`vaule:`) is caught instead of ignored. */
function unknownKeyIssues(entries, known, what) {
    return entries
        .filter((entry) => !known.includes(entry.key))
        .map((entry) => (0,validation/* issueAt */.NC)(entry.keyAt, `Unknown key "${entry.key}" in ${what}; use one of ${known.join(', ')}.`));
}


/***/ })

};
