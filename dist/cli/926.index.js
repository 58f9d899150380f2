export const id = 926;
export const ids = [926,545];
export const modules = {

/***/ 61545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checksOutput: () => (/* binding */ checksOutput),
/* harmony export */   checksOutputs: () => (/* binding */ checksOutputs),
/* harmony export */   checksVerdict: () => (/* binding */ checksVerdict),
/* harmony export */   renderChecksReport: () => (/* binding */ renderChecksReport)
/* harmony export */ });
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42408);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42495);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1138);



/** `passed` or `failed`, for the `checks` output. */
function checksOutput(outcome) {
    return outcome.passed ? 'passed' : 'failed';
}
/** The checks as a table (path, expected, got, result, time) and, after a rollback, what it did. */
function renderChecksReport(outcome, spec) {
    const expected = (0,_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .expectation */ .pG)(spec);
    const rows = outcome.results.map((r) => [
        { markdown: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(r.path, r.url) },
        expected,
        r.got,
        r.passed ? '✅ passed' : '❌ failed',
        `${(0,_render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(r.elapsedMs)} (${r.attempts} attempt${r.attempts === 1 ? '' : 's'})`,
    ]);
    const parts = [
        `#### Checks of ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTableCell */ .aL)(outcome.liveUrl || 'the live site')}\n`,
        (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderTable */ .bo)(['Path', 'Expected', 'Got', 'Result', 'Time'], rows),
    ];
    const rollback = outcome.rollback;
    if (rollback) {
        const redeploy = rollback.deployment;
        const from = rollback.to ? `, built from the source of ${rollback.to.id},` : '';
        const line = !redeploy
            ? `**Rollback:** none: ${rollback.problem ?? 'no earlier live deployment was found'}`
            : rollback.outcome && !rollback.problem
                ? `**Rollback:** deployment ${redeploy.id}${from} is ${rollback.outcome.status}.`
                : `**Rollback:** deployment ${redeploy.id}${from} was created and may still go live; following it failed: ${rollback.problem}`;
        parts.push(`${line}\n`);
    }
    return parts.join('\n');
}
/** Undefined when the checks passed: the deploy's own outcome stands. */
function checksVerdict(outcome, checked) {
    if (outcome.passed)
        return undefined;
    const rollback = outcome.rollback;
    if (rollback?.outcome?.status === 'live' && rollback.problem === undefined) {
        const live = rollback.outcome.deployment ?? rollback.deployment;
        const from = rollback.to ? `, built from ${rollback.to.id}'s source` : '';
        return {
            status: 'rolled-back',
            shown: 'rolled_back',
            liveNow: `deployment ${live?.id ?? ''}${from}`,
            url: live?.url,
        };
    }
    return {
        status: 'checks-failed',
        shown: 'checks_failed',
        url: rollback?.deployment ? undefined : checked.url,
    };
}
/** The checks' own outputs: `checks`, and the rollback's when there was one. */
function checksOutputs(outcome) {
    const rollback = outcome.rollback;
    return {
        checks: checksOutput(outcome),
        ...(rollback
            ? { 'rolled-back-to': rollback.to?.id ?? '', 'rollback-deployment-id': rollback.deployment?.id ?? '' }
            : {}),
    };
}


/***/ }),

/***/ 1138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fn: () => (/* binding */ runLiveChecks),
/* harmony export */   pG: () => (/* binding */ expectation)
/* harmony export */ });
/* unused harmony export checkUrl */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42408);




/** First wait between attempts of one path, doubled each time up to MAX_RETRY_DELAY_MS. */
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 10_000;
/** What a last try just before the deadline is left to be answered in, at most. */
const LAST_TRY_MS = 1_000;
/** One attempt's bound: a site that hangs must not use the whole check-timeout on one try. */
const ATTEMPT_TIMEOUT_MS = 15_000;
/** Only this much of a body is searched for `contains`: a check reads a page, not a download. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** The live URL and a path, joined as text so the URL's own path (e.g. `/sites/<project>`) is kept. */
function checkUrl(liveUrl, path) {
    const base = new URL(liveUrl);
    base.search = '';
    base.hash = '';
    return `${base.href.replace(/\/+$/, '')}${path}`;
}
async function readCapped(body) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        const room = MAX_BODY_BYTES - size;
        chunks.push(Buffer.from(chunk.subarray(0, room)));
        size += Math.min(chunk.length, room);
        if (size >= MAX_BODY_BYTES)
            break;
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** One GET, given `boundMs` at most: undefined when it passes, else what it got instead. */
async function attempt(url, spec, signal, boundMs) {
    const timeout = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .clockTimeout */ .S2)(boundMs);
    try {
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .request */ .Em)(url, {
            method: 'GET',
            headers: { 'cache-control': 'no-cache' },
            signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
        });
        const needsBody = response.statusCode === spec.status && spec.contains !== undefined;
        const body = needsBody ? await readCapped(response.body) : '';
        if (!needsBody)
            await response.body.dump();
        if (response.statusCode !== spec.status)
            return `${response.statusCode}`;
        if (spec.contains !== undefined && !body.includes(spec.contains))
            return `${response.statusCode} without the text`;
        return undefined;
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return timeout.signal.aborted
            ? `no answer in ${(0,_render_deploy_status_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(boundMs)}`
            : `request failed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`;
    }
    finally {
        timeout.clear();
    }
}
async function checkPath(liveUrl, path, spec, startedAt, deadline, options) {
    const clock = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)();
    const url = checkUrl(liveUrl, path);
    let delay = FIRST_RETRY_DELAY_MS;
    let last = {
        got: "not checked: no time was left of `check-timeout` or the step's `timeout`",
        attempts: 0,
        elapsedMs: clock.now() - startedAt,
    };
    let lastTry = false;
    for (let attempts = 1;; attempts++) {
        const boundMs = Math.min(ATTEMPT_TIMEOUT_MS, deadline - clock.now());
        if (boundMs <= 0)
            return { path, url, passed: false, ...last };
        const failure = await attempt(url, spec, options.signal, boundMs);
        const elapsedMs = clock.now() - startedAt;
        if (failure === undefined)
            return { path, url, passed: true, got: `${spec.status}`, attempts, elapsedMs };
        last = { got: failure, attempts, elapsedMs };
        const left = deadline - clock.now();
        if (left <= 0 || lastTry)
            return { path, url, passed: false, ...last };
        options.logger.info(`Check of ${path} got ${failure}; trying again.`);
        // A wait that reaches the deadline ends early enough for one last try to be answered in.
        lastTry = delay >= left;
        await clock.sleep(lastTry ? left - Math.min(LAST_TRY_MS, left / 2) : delay, options.signal);
        delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
    }
}
/**
 * Fetches each path of the live site until it answers as expected or `timeoutMs` has passed, on the
 * one clock (a new deployment may take a moment to be served everywhere). The paths are checked side
 * by side within the one window, so each gets all of it and the checks end within `timeoutMs` (and
 * the step's deadline) however many paths never answer; every attempt is bounded by what is left
 * of both. The results come back in the order given.
 */
async function runLiveChecks(liveUrl, spec, options) {
    const startedAt = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now();
    const deadline = Math.min(startedAt + spec.timeoutMs, options.stepDeadline ?? Number.POSITIVE_INFINITY);
    return Promise.all(spec.paths.map(async (path) => {
        const result = await checkPath(liveUrl, path, spec, startedAt, deadline, options);
        options.logger.info(`Check ${path}: ${result.passed ? 'passed' : `failed, got ${result.got}`} after ${result.attempts} attempt(s).`);
        return result;
    }));
}
/** What a path was expected to answer, for messages and the summary. */
function expectation(spec) {
    return spec.contains === undefined ? `${spec.status}` : `${spec.status} containing "${spec.contains}"`;
}


/***/ })

};
