export const id = 559;
export const ids = [559];
export const modules = {

/***/ 25559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/render/fit.ts
var fit = __webpack_require__(91363);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/github/identity.ts
var github_identity = __webpack_require__(77369);
;// CONCATENATED MODULE: ./src/github/tracking-issue.ts



async function findOurs(issue, identity) {
    const { octokit, owner, repo, marker } = issue;
    const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
        owner,
        repo,
        state: 'open',
        per_page: 100,
    });
    for await (const { data } of pages) {
        const found = data.find((candidate) => candidate.pull_request === undefined &&
            (0,github_identity/* isWrittenBy */.d)(candidate.user, identity) &&
            (candidate.body ?? '').startsWith(marker));
        if (found)
            return found;
    }
    return undefined;
}
/** Opens or edits the issue with `body`; undefined body closes it (when open) instead. */
async function keepIssue(issue, body) {
    const { octokit, owner, repo, marker, logger } = issue;
    const identity = await (0,github_identity/* tokenIdentity */.s)(octokit);
    const existing = await findOurs(issue, identity);
    logger.debug(existing === undefined
        ? `No open issue of ${identity.login} starts with ${marker}.`
        : `Issue #${existing.number} of ${identity.login} starts with ${marker}: it is the one kept.`);
    if (body === undefined) {
        if (existing === undefined)
            return { kind: 'none' };
        const closing = fitIssueBody(`${existing.body ?? marker}\n\n---\n✅ Everything matches the files again; closed by the drift check.`, issue.runUrl);
        await octokit.rest.issues.update({
            owner,
            repo,
            issue_number: existing.number,
            body: closing,
            state: 'closed',
            state_reason: 'completed',
        });
        return { kind: 'closed', number: existing.number, url: existing.html_url };
    }
    const full = fitIssueBody(`${marker}\n${(0,redact/* redact */.E$)(body)}`, issue.runUrl);
    if (existing === undefined) {
        const { data } = await octokit.rest.issues.create({ owner, repo, title: issue.title, body: full });
        return { kind: 'opened', number: data.number, url: data.html_url };
    }
    if (existing.body === full)
        return { kind: 'unchanged', number: existing.number, url: existing.html_url };
    await octokit.rest.issues.update({ owner, repo, issue_number: existing.number, body: full });
    return { kind: 'updated', number: existing.number, url: existing.html_url };
}
/** GitHub refuses an issue body over 65,536 characters: the marker stays first, the end is cut. */
function fitIssueBody(body, runUrl) {
    return (0,fit/* fitToLimit */.Qt)(body, fit/* GITHUB_BODY_MAX_CHARS */.SY, {
        what: 'an issue',
        unit: 'characters',
        ...(runUrl === undefined ? {} : { runUrl }),
    });
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var render_markdown = __webpack_require__(42495);
;// CONCATENATED MODULE: ./src/sync/drift/report.ts


const TITLES = {
    'env-sync': 'Environment variables',
    'dns-sync': 'DNS records',
    'cron-sync': 'Cron jobs',
    'project-sync': 'Project configuration',
};
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
const report_text = (value) => (typeof value === 'string' ? value : '');
/**
 * Parses `needs`; throws a sentence naming the input when it is not the JSON of a `needs` context.
 * A skipped job is left out unless `expected` names it: then it is a plan that did not run, as is an
 * expected job `needs` does not hold at all.
 */
function readDriftChecks(json, expected = []) {
    let parsed;
    try {
        parsed = JSON.parse(json);
    }
    catch {
        parsed = undefined;
    }
    if (!isRecord(parsed))
        throw new errors/* ConfigurationError */.j1('Input "needs" is not a JSON object: pass `${{ toJSON(needs) }}` from a job that needs the plan jobs.', 'needs');
    const checks = [];
    for (const job of expected) {
        if (!isRecord(parsed[job]))
            parsed[job] = { result: 'missing' };
    }
    for (const [job, value] of Object.entries(parsed)) {
        if (!isRecord(value))
            continue;
        const result = report_text(value.result);
        if (result === 'skipped' && !expected.includes(job))
            continue;
        const outputs = isRecord(value.outputs) ? value.outputs : {};
        const changed = report_text(outputs.changed);
        // A job that succeeded without saying `true` or `false` (its plan step skipped) checked nothing.
        const drifted = result === 'success' && (changed === 'true' || changed === 'false') ? changed === 'true' : undefined;
        checks.push({
            job,
            title: TITLES[job] ?? job,
            result,
            drifted,
            detail: detailOf(job, outputs),
            planId: report_text(outputs['plan-id']) || undefined,
        });
    }
    return checks.sort((a, b) => a.job.localeCompare(b.job));
}
function detailOf(job, outputs) {
    const markdown = report_text(outputs['plan-markdown']);
    if (markdown !== '')
        return markdown;
    if (job !== 'env-sync')
        return '';
    const names = (list) => list === ''
        ? 'none'
        : list
            .split(',')
            .map((name) => `\`${(0,render_markdown/* escapeTableCell */.aL)(name.trim())}\``)
            .join(', ');
    return `Missing on the platform (would be added): ${names(report_text(outputs.added))}; undeclared (would be removed with prune): ${names(report_text(outputs.removed))}. Values are never compared: they cannot be read back.\n`;
}
/** A job that ended without failing (skipped, missing, or succeeded without a plan output). */
function didNotRun(check) {
    return check.drifted === undefined && ['success', 'skipped', 'missing'].includes(check.result);
}
function verdictOf(checks) {
    const drifted = checks.filter((check) => check.drifted === true);
    const notRun = checks.filter(didNotRun);
    const unchecked = checks.filter((check) => check.drifted === undefined && !didNotRun(check));
    return {
        drifted,
        unchecked,
        notRun,
        allMatch: checks.length > 0 && checks.every((check) => check.drifted === false),
    };
}
/** How a check that did not run reads in a sentence: "Cron jobs (cron-sync: skipped)". */
function notCheckedLabel(check) {
    const why = check.result === 'success' ? 'no plan output' : check.result || 'unknown';
    return `${check.title} (${check.job}: ${why})`;
}
/** The issue body (without its marker): what drifted, each plan, and what to do. */
function renderDriftBody(checks, runUrl) {
    const { drifted, unchecked, notRun } = verdictOf(checks);
    const run = runUrl === undefined ? 'the scheduled drift check' : `[the scheduled drift check](${runUrl})`;
    const lines = [
        `The platform no longer matches the files in ${drifted.length} of ${checks.length} area${checks.length === 1 ? '' : 's'}, as ${run} found with the read key (nothing was written).`,
        '',
        '**To put it back:** merge a change to the files, or run the sync workflow (`workflow_dispatch`) on the default branch: its apply writes what the files declare. Env values changed by hand are invisible here (values cannot be read back); re-send them on purpose by changing `env-digest-key` or a declared value, which redeploys the project.',
        '',
    ];
    for (const check of drifted) {
        lines.push(`### ${(0,render_markdown/* escapeTableCell */.aL)(check.title)}`, '', check.detail.trim(), '');
    }
    if (unchecked.length + notRun.length > 0) {
        lines.push(`**Not checked:** ${[...unchecked, ...notRun].map((check) => (0,render_markdown/* escapeTableCell */.aL)(notCheckedLabel(check))).join(', ')}: see the run.`, '');
    }
    lines.push('This issue is kept by the drift workflow: it is edited on each run and closed when everything matches again.');
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
;// CONCATENATED MODULE: ./src/actions/drift-report/inputs.ts


/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
function readDriftReportInputs(inputs) {
    const expected = inputs.list('expected', { commas: true });
    for (const job of expected) {
        if (!/^[A-Za-z_][\w-]{0,99}$/.test(job)) {
            throw new errors/* ConfigurationError */.j1(`Input "expected" names "${job}", which is not a job id; list the ids of the plan jobs that must run (env-sync, dns-sync, …).`, 'expected');
        }
    }
    const checks = readDriftChecks(inputs.required('needs', 'set it to `${{ toJSON(needs) }}`'), expected);
    const marker = inputs.required('marker');
    if (!/^[\w.-]{1,100}$/.test(marker)) {
        throw new errors/* ConfigurationError */.j1('Input "marker" may hold only letters, digits, ".", "_" and "-" (up to 100): it goes inside an HTML comment.', 'marker');
    }
    return {
        checks,
        title: inputs.required('title'),
        marker,
        githubToken: inputs.required('github-token', 'pass `${{ github.token }}` with `issues: write`'),
    };
}

;// CONCATENATED MODULE: ./src/actions/drift-report/report.ts




/**
 * The outcome as outputs, log, summary and the step's status: a plan that did not finish fails the
 * step, so the run shows red; nothing checked is a warning.
 */
async function reportDrift(port, outputs, verdict, outcome, body) {
    const { drifted, unchecked, allMatch } = verdict;
    outputs.set('drift', String(drifted.length > 0));
    outputs.set('drifted', drifted.map((check) => check.job).join(','));
    outputs.set('issue-action', outcome.kind);
    outputs.set('issue-number', outcome.kind === 'none' ? '' : String(outcome.number));
    const summary = driftSentence(verdict, outcome);
    port.info((0,redact/* redact */.E$)(summary));
    if (drifted.length === 0 && unchecked.length === 0 && !allMatch)
        port.warning((0,redact/* redact */.E$)(summary));
    await port.appendSummary(`### Platform drift\n\n${body === undefined ? (0,render_markdown/* escapeMarkdownText */.m4)(summary) : (0,redact/* redact */.E$)(body)}\n`);
    if (unchecked.length > 0) {
        throw new errors/* ActionFailure */.dR(`${unchecked.map(notCheckedLabel).join(', ')} did not finish its plan, so drift there is unknown; see the failed job.`);
    }
}
/**
 * One sentence for the log and the summary: what drifted, that nothing did (only when every plan ran),
 * or why drift is unknown and the issue was left alone.
 */
function driftSentence(verdict, outcome) {
    const { drifted, unchecked, notRun, allMatch } = verdict;
    const where = outcome.kind === 'none' ? '' : ` Issue #${outcome.number} ${outcome.kind}: ${outcome.url}`;
    if (drifted.length > 0)
        return `Drift in ${drifted.map((check) => check.title).join(', ')}.${where}`;
    if (unchecked.length > 0)
        return 'No drift found where the plans finished.';
    if (notRun.length > 0)
        return `Drift unknown: ${notRun.map(notCheckedLabel).join(', ')} did not run its plan, so the drift issue is left as it is.`;
    if (!allMatch)
        return 'Nothing was checked: no plan job ran (every one was skipped, or `needs` holds none), so the drift issue is left as it is.';
    return `No drift: the platform matches every file.${where}`;
}

// EXTERNAL MODULE: ./src/actions/drift-report/spec.ts
var spec = __webpack_require__(37093);
;// CONCATENATED MODULE: ./src/actions/drift-report/run.ts









/**
 * The drift workflow's last job. The plans ran with the read key in the jobs before; this one only
 * reads their outputs and keeps the issue. An area whose plan did not finish was not checked: the
 * issue is never closed on its account, and the step fails so the run shows red.
 */
const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, context, signal }) => {
    const config = readDriftReportInputs(inputs);
    (0,redact/* registerSecret */.cl)(config.githubToken);
    if (context.owner === '' || context.repo === '') {
        throw new errors/* ConfigurationError */.j1('drift-report keeps an issue of the repository, so it needs one: run it in a workflow (GITHUB_REPOSITORY is not set).');
    }
    const verdict = verdictOf(config.checks);
    const { drifted, allMatch } = verdict;
    const runUrl = context.runUrl;
    const body = drifted.length > 0 ? renderDriftBody(config.checks, runUrl) : undefined;
    // The issue is written when something drifted, and closed only when every plan ran and found
    // nothing; anything less (a plan that failed, was skipped, or checked nothing) leaves it as it is.
    const outcome = body === undefined && !allMatch
        ? { kind: 'none' }
        : await keepIssue({
            octokit: await (0,client/* createGitHubClient */.L)(config.githubToken, context.apiUrl, {
                signal,
                logger: port,
            }),
            owner: context.owner,
            repo: context.repo,
            marker: `<!-- platform-actions:drift:${config.marker} -->`,
            title: config.title,
            logger: port,
            ...(runUrl === undefined ? {} : { runUrl }),
        }, body);
    await reportDrift(port, outputs, verdict, outcome, body);
});


/***/ }),

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clientFor),
/* harmony export */   L: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* harmony import */ var _api_node_fetch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44063);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99373);
/* harmony import */ var _pause_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84581);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34200);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97779);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57403);






/** A rate limit that lasts longer is reported, not waited out, whatever the step's time. */
const MAX_RATE_LIMIT_WAIT_MS = 10 * 60_000;
/** Waits per request: GitHub asking again and again is reported rather than waited on forever. */
const MAX_RATE_LIMIT_WAITS = 3;
/**
 * A REST client for `apiUrl` (GITHUB_API_URL now, by default). `getOctokit` alone would use the URL
 * `@actions/github` read when it was first imported, which a test or a GHES run may have changed since.
 * `@actions/github` (Octokit and its own undici, ~1.2 MB of a bundle) loads on the first call: a
 * deploy that makes no GitHub request does not compile it (bench/README.md, round three).
 */
async function createGitHubClient(token, apiUrl = (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .githubApiUrl */ .B)(), waits = {}) {
    (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .registerSecret */ .cl)(token);
    const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 92413));
    const baseUrl = apiUrl.replace(/\/+$/, '');
    // Node's http (through the proxy the environment names, if any), not undici's fetch: see node-fetch.ts.
    const request = { request: { fetch: _api_node_fetch_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeHttpFetch */ .X } };
    const octokit = getOctokit(token, { baseUrl, ...request });
    waitOutRateLimits(octokit, waits);
    return octokit;
}
async function clientFor(access) {
    return 'octokit' in access ? access.octokit : createGitHubClient(access.token, access.apiUrl, access.waits);
}
/**
 * A request GitHub refused for a rate limit was not done, so sending it again after the wait GitHub
 * asks for (`retry-after`, `x-ratelimit-reset`) has no double effect. Waits run on the run's clock
 * (tests accelerate it); a wait that would end past the step's deadline is not started: the refusal
 * is thrown, and the failure sentence names the limit and when it ends (failures.ts).
 */
function waitOutRateLimits(octokit, waits) {
    octokit.hook.wrap('request', async (send, options) => {
        for (let waited = 0;; waited++) {
            try {
                return await send(options);
            }
            catch (error) {
                const clock = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)();
                const limit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .rateLimitOf */ .t)(error, clock.now());
                if (limit === undefined || waited >= MAX_RATE_LIMIT_WAITS || waits.signal?.aborted)
                    throw error;
                const left = (waits.deadline ?? Number.POSITIVE_INFINITY) - clock.now();
                if (limit.waitMs > Math.min(MAX_RATE_LIMIT_WAIT_MS, left))
                    throw error;
                waits.logger?.info(`GitHub: ${(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .describeRateLimit */ .J)(limit)}; waiting ${Math.ceil(limit.waitMs / 1000)} s, then asking again.`);
                await (0,_pause_js__WEBPACK_IMPORTED_MODULE_2__/* .pause */ .v)(limit.waitMs, waits.signal, clock);
                if (waits.signal?.aborted)
                    throw error;
            }
        }
    });
}


/***/ }),

/***/ 77369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ isWrittenBy),
/* harmony export */   s: () => (/* binding */ tokenIdentity)
/* harmony export */ });
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8112);

const VIEWER_QUERY = 'query { viewer { login databaseId } }';
const known = new WeakMap();
/**
 * Who the token is, asked once per client. `GET /user` answers for a user's token (a PAT, an OAuth
 * token). An installation token (the Actions GITHUB_TOKEN, a GitHub App's token) gets 403 (or 404)
 * there, so the GraphQL `viewer` names it instead: the app's bot, e.g. `github-actions[bot]`, whose
 * `databaseId` is the REST id its comments carry. A failure of both is thrown: without knowing who
 * we are, no comment can be told to be ours.
 */
function tokenIdentity(octokit) {
    let identity = known.get(octokit);
    if (identity === undefined) {
        identity = askIdentity(octokit);
        known.set(octokit, identity);
        identity.catch(() => known.delete(octokit));
    }
    return identity;
}
async function askIdentity(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return { login: data.login, id: data.id };
    }
    catch (error) {
        // Refused (403, 404): an installation token. A rate limit says nothing of the token's kind.
        if (!(0,_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .isPermissionFailure */ .w$)(error))
            throw error;
    }
    const answer = await octokit.graphql(VIEWER_QUERY);
    const login = answer.viewer?.login;
    const id = answer.viewer?.databaseId;
    if (typeof login !== 'string' || login === '') {
        throw new Error('GitHub did not say which account the token is (no login in the GraphQL viewer)');
    }
    return { login, id: typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined };
}
/**
 * Whether a comment's (or any record's) `user` is the token's account: by id when both have one,
 * else by login, with GraphQL's bot spelling (`github-actions`) equal to REST's (`github-actions[bot]`).
 */
function isWrittenBy(user, identity) {
    if (user === null || user === undefined)
        return false;
    if (identity.id !== undefined && typeof user.id === 'number')
        return user.id === identity.id;
    return typeof user.login === 'string' && sameLogin(user.login, identity.login);
}
function sameLogin(a, b) {
    const plain = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
    return plain(a) === plain(b);
}


/***/ }),

/***/ 84581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ pause)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99373);

/**
 * Waits `ms` on the clock, or less when `signal` aborts: polling loops then see the abort at their
 * next check and wrap up, instead of unwinding through a rejection.
 */
async function pause(ms, signal, clock = (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .currentClock */ .q6)()) {
    if (signal?.aborted || ms <= 0)
        return;
    try {
        await clock.sleep(ms, signal);
    }
    catch (error) {
        // Only an abort ends a sleep early; anything else is a bug to surface.
        if (!signal?.aborted)
            throw error;
    }
}


/***/ })

};
