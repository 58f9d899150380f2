export const id = 118;
export const ids = [118,685,371];
export const modules = {

/***/ 1153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ readKeyPool)
/* harmony export */ });
/* harmony import */ var _api_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33465);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34200);



/** The keys of an `api-keys` pool, each masked before anything can print it. */
function readKeyPool(text) {
    const keys = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
    for (const key of keys)
        for (const part of (0,_api_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .keySecretParts */ .Cx)(key))
            (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .registerSecret */ .cl)(part);
    if (new Set(keys).size !== keys.length) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('Input "api-keys" names a key twice; give each key of the pool once, one per line.', 'api-keys');
    }
    return keys;
}


/***/ }),

/***/ 1729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ loadManifest)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _manifest_manifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51336);
/* harmony import */ var _manifest_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23009);
/* harmony import */ var _sync_validation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8152);
/* harmony import */ var _workspace_deploy_root_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57155);





/** The manifest, read from inside the workspace only: its name comes from a workflow input. */
function loadManifest(workspace, name) {
    const problem = (0,_manifest_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .pathProblem */ .z9)(name);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "manifest" ("${name}") ${problem}.`, 'manifest');
    const file = (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(name);
    const text = (0,_manifest_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileInside */ .XW)(workspace, file);
    if (text === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "manifest" names ${file}, which is not in the checked-out repository; add it (see the projects action's README) or set \`manifest\` to its path.`, 'manifest');
    }
    const manifest = (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .readManifest */ .WI)(text, file);
    checkDeployRoots(workspace, manifest);
    return manifest;
}
/**
 * Every project's folder must be, after symbolic links, inside the checkout and outside any `.git`:
 * refused at the `path:` line before any request, in the plan and again in each leg.
 */
function checkDeployRoots(workspace, manifest) {
    const issues = manifest.projects.flatMap((project) => {
        const problem = (0,_workspace_deploy_root_js__WEBPACK_IMPORTED_MODULE_4__/* .deployRootProblem */ .v)(workspace, project.path);
        if (problem === undefined)
            return [];
        const at = { file: manifest.file, line: project.pathLine, column: 1 };
        return [(0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .issueAt */ .NC)(at, `Project "${project.key}": path "${project.path}" ${problem}.`)];
    });
    (0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .throwIfIssues */ .AR)(issues);
}


/***/ }),

/***/ 37723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/github/event-payload.ts
var event_payload = __webpack_require__(35872);
// EXTERNAL MODULE: ./src/manifest/env-file.ts
var env_file = __webpack_require__(86237);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(33581);
// EXTERNAL MODULE: ./src/workspace/deploy-root.ts
var deploy_root = __webpack_require__(57155);
;// CONCATENATED MODULE: ./src/manifest/watch-check.ts




/**
 * Past this many entries the checkout is not read further and nothing is reported: a warning needs
 * the whole tree, and a tree this big is read by the deploys, not by the plan.
 */
const MAX_ENTRIES = 200_000;
/** Repository paths of the checkout's files (symbolic links included as files, never followed), no `.git`. */
function checkoutFiles(workspace) {
    const files = [];
    const pending = [''];
    let seen = 0;
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(workspace, dir), { withFileTypes: true });
        }
        catch {
            continue;
        }
        seen += entries.length;
        if (seen > MAX_ENTRIES)
            return undefined;
        for (const entry of entries) {
            if ((0,deploy_root/* isGitDirName */.h)(entry.name))
                continue;
            const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
            if (entry.isDirectory())
                pending.push(path);
            else
                files.push(path);
        }
    }
    return files;
}
/**
 * The declared watch globs (not `!` ones) that match no file of the checkout, such as a typo like
 * `aps/web/**`: accepted silently, the project would never redeploy on a push. A warning, not an
 * error: a glob may name files that a later commit adds.
 */
function unmatchedWatches(workspace, manifest) {
    const declared = manifest.projects.filter((project) => project.watchLine !== undefined);
    if (declared.length === 0)
        return [];
    const files = checkoutFiles(workspace);
    if (files === undefined)
        return [];
    return declared.flatMap((project) => project.watch
        .filter((glob) => !glob.startsWith('!'))
        .filter((glob) => {
        const matcher = new esm/* Minimatch */.VR(glob, { dot: true });
        return !files.some((file) => matcher.match(file));
    })
        .map((glob) => ({ key: project.key, glob, line: project.watchLine })));
}

// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/actions/common/manifest-input.ts
var manifest_input = __webpack_require__(1729);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/failures.ts
var failures = __webpack_require__(8112);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __webpack_require__(57403);
;// CONCATENATED MODULE: ./src/github/changed-files.ts



/** GitHub lists at most 3,000 files of a pull request; past that the list is cut short. */
const PULL_FILE_LIST_CAP = 3000;
/**
 * GitHub's compare endpoint lists at most 300 files of a comparison, all on its first page: its pages
 * are pages of commits ("Compare two commits" in GitHub's REST docs). 300 listed may be 300 of more.
 */
const COMPARE_FILE_LIST_CAP = 300;
const PER_PAGE = 100;
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
/**
 * The files changed between two commits of a push, from GitHub's compare endpoint: no deep clone
 * needed. A comparison GitHub cannot give (an unknown commit, a history that diverged as after a
 * force push, a list at the cap, a refusal) is "everything": deploying too much is safe, deploying
 * too little is not.
 */
async function changedFilesBetween(access, where, logger) {
    if (!SHA.test(where.before) || !SHA.test(where.after)) {
        return everything(`the push event names no commits to compare (before "${where.before}", after "${where.after}")`);
    }
    const octokit = await (0,client/* clientFor */.$)(access);
    const range = `${where.before.slice(0, 7)}...${where.after.slice(0, 7)}`;
    let data;
    try {
        // One page is the whole file list; one commit per page keeps the answer small (the commits are
        // what pages, and they are not needed).
        ({ data } = await octokit.rest.repos.compareCommitsWithBasehead({
            owner: where.owner,
            repo: where.repo,
            basehead: `${where.before}...${where.after}`,
            per_page: 1,
            page: 1,
        }));
    }
    catch (error) {
        return unreadable(`compare ${range}`, 'contents: read', error, logger);
    }
    // `behind` or `diverged`: the old head is no ancestor of the new one (a force push), so what it
    // had deployed may be gone too.
    if (data.status !== 'ahead' && data.status !== 'identical') {
        return everything(`the push rewrote history (GitHub compares ${range} as ${String(data.status)})`);
    }
    const entries = Array.isArray(data.files) ? data.files : [];
    if (entries.length >= COMPARE_FILE_LIST_CAP) {
        return everything(`GitHub lists at most ${COMPARE_FILE_LIST_CAP} changed files of a push's comparison and ${range} lists ${entries.length}, so more may have changed`);
    }
    return { kind: 'files', files: pathsOf(entries) };
}
/** The files a pull request changes between its base and head, every page of them. */
async function changedFilesOfPullRequest(access, where, logger) {
    const octokit = await (0,client/* clientFor */.$)(access);
    const files = [];
    try {
        const pages = octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
            owner: where.owner,
            repo: where.repo,
            pull_number: where.number,
            per_page: PER_PAGE,
        });
        let listed = 0;
        for await (const { data } of pages) {
            const entries = Array.isArray(data) ? data : [];
            listed += entries.length;
            files.push(...pathsOf(entries));
            // Entries, not paths: a rename is one entry of GitHub's list and two paths of ours.
            if (listed >= PULL_FILE_LIST_CAP)
                return capped(listed);
        }
    }
    catch (error) {
        return unreadable(`list the files of pull request #${where.number}`, 'pull-requests: read', error, logger);
    }
    return { kind: 'files', files };
}
/** A renamed file counts at both its old and its new path: the project it left changed too. */
function pathsOf(entries) {
    const paths = [];
    for (const entry of entries) {
        if (entry === null || typeof entry !== 'object')
            continue;
        const { filename, previous_filename: previous } = entry;
        if (typeof filename === 'string' && filename !== '')
            paths.push(filename);
        if (typeof previous === 'string' && previous !== '')
            paths.push(previous);
    }
    return paths;
}
function everything(reason) {
    return { kind: 'everything', reason };
}
function capped(count) {
    return everything(`GitHub lists at most ${PULL_FILE_LIST_CAP} changed files of a pull request and this one has ${count} or more`);
}
function unreadable(what, permission, error, logger) {
    const status = (0,failures/* httpStatusOf */.s_)(error);
    const limit = (0,failures/* rateLimitIn */.b5)(error);
    let hint = '';
    if (limit !== undefined)
        hint = `: ${(0,rate_limit/* describeRateLimit */.J)(limit)}, longer than the step could wait`;
    else if ((0,failures/* isPermissionFailure */.w$)(error) && status === 403)
        hint = `; the workflow token may lack \`${permission}\``;
    logger.warning(`Could not ${what} on GitHub (${status === undefined ? String(error) : `it answered ${status}`}${hint}), so every project counts as changed.`);
    const why = limit === undefined
        ? ''
        : `: ${limit.kind === 'primary' ? 'its rate limit is spent' : 'a secondary rate limit'}`;
    return everything(`GitHub could not tell what changed (${status === undefined ? 'no answer' : `it answered ${status}${why}`})`);
}

;// CONCATENATED MODULE: ./src/actions/projects/changes.ts


const ZERO_SHA = /^0+$/;
/**
 * What this run's event changed. A push is compared `before...after` (a new branch, a deleted one
 * and a force push have nothing to compare with); a pull request lists its files; any other event
 * (`workflow_dispatch`, `schedule`, a release…) stands for everything. A merge queue's group
 * (`merge_group`) is compared `base_sha...head_sha`. Payload fields are checked
 * for their shape before they are used: a payload is input like any other.
 */
async function changesOfEvent(context, payload, githubToken, logger, waits = {}) {
    const event = context.eventName;
    const isPush = event === 'push';
    const isPull = event === 'pull_request' || event === 'pull_request_target';
    const group = event === 'merge_group' ? context.mergeGroup : undefined;
    if (event === 'merge_group' && group === undefined) {
        return changes_everything('the merge_group event names no base_sha and head_sha to compare');
    }
    if (!isPush && !isPull && group === undefined)
        return changes_everything(`the ${event || 'unknown'} event deploys every project`);
    if (!githubToken)
        return changes_everything('there is no github-token to ask GitHub what changed');
    if (!context.owner || !context.repo)
        return changes_everything('the run names no repository');
    const access = { token: githubToken, apiUrl: context.apiUrl, waits };
    const where = { owner: context.owner, repo: context.repo };
    // The queue's group is compared with the commit it merges onto: what landing it would change.
    if (group)
        return changedFilesBetween(access, { ...where, before: group.baseSha, after: group.headSha }, logger);
    if (isPull) {
        const number = context.pullRequest?.number;
        if (number === undefined || !Number.isSafeInteger(number) || number < 1) {
            return changes_everything('the pull request event names no pull request number');
        }
        return changedFilesOfPullRequest(access, { ...where, number }, logger);
    }
    if ((0,event_payload/* valueAt */.fK)(payload, ['deleted']) === true)
        return 'nothing';
    const before = (0,event_payload/* stringAt */.bX)(payload, ['before']) ?? '';
    const after = (0,event_payload/* stringAt */.bX)(payload, ['after']) ?? context.sha;
    if ((0,event_payload/* valueAt */.fK)(payload, ['created']) === true || ZERO_SHA.test(before)) {
        return changes_everything('the push created the branch, so there is nothing to compare with');
    }
    if ((0,event_payload/* valueAt */.fK)(payload, ['forced']) === true) {
        return changes_everything('the push was forced, so what was deployed before may be gone from the branch');
    }
    return changedFilesBetween(access, { ...where, before, after }, logger);
}
function changes_everything(reason) {
    return { kind: 'everything', reason };
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/actions/common/key-pool.ts
var key_pool = __webpack_require__(1153);
// EXTERNAL MODULE: ./src/manifest/manifest.ts
var manifest = __webpack_require__(51336);
;// CONCATENATED MODULE: ./src/actions/projects/planned.ts


const HINT = "set it to the projects job's `matrix` output (`${{ needs.projects.outputs.matrix }}`), or leave it out";
/**
 * Reads the `planned` input: the plan's matrix, `{"include":[{"key":…,"projects":"a,b"},…]}`. Every
 * key must be one the manifest could hold, so nothing from it reaches a summary unchecked.
 */
function readPlannedLegs(text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        json = undefined;
    }
    const include = json?.include;
    if (!Array.isArray(include)) {
        throw new errors/* ConfigurationError */.j1(`Input "planned" is not the JSON of a matrix: ${HINT}.`, 'planned');
    }
    const legOf = new Map();
    for (const entry of include) {
        const { key, projects } = (entry ?? {});
        const keys = typeof projects === 'string' ? projects.split(',') : [key];
        if (typeof key !== 'string' || !manifest/* KEY_PATTERN */.bn.test(key) || !keys.every(isKey)) {
            throw new errors/* ConfigurationError */.j1(`Input "planned" holds a leg whose key or projects are not manifest keys: ${HINT}.`, 'planned');
        }
        for (const project of keys)
            legOf.set(project, key);
    }
    return { keys: [...legOf.keys()], legOf };
}
function isKey(value) {
    return typeof value === 'string' && manifest/* KEY_PATTERN */.bn.test(value);
}

;// CONCATENATED MODULE: ./src/actions/projects/inputs.ts



function readProjectsInputs(inputs) {
    const pool = (0,key_pool/* readKeyPool */._)(inputs.raw('api-keys'));
    const names = inputs.list('projects', { commas: true });
    const manifest = inputs.required('manifest', 'set it to the manifest file, e.g. platform.yml');
    const planned = inputs.optional('planned');
    const rateBudget = Number(inputs.raw('rate-budget'));
    if (!/^\d+(\.\d+)?$/.test(inputs.raw('rate-budget')) || rateBudget < 1 || rateBudget > 20) {
        throw new errors/* ConfigurationError */.j1(`Input "rate-budget" must be requests per second from 1 to 20 (the platform allows 20 per key), not "${inputs.raw('rate-budget')}".`, 'rate-budget');
    }
    return {
        manifest,
        projects: names.length === 0 ? undefined : names.some((name) => name.toLowerCase() === 'all') ? 'all' : names,
        maxParallel: inputs.integer('max-parallel', 1, 256),
        rateBudget,
        keyCount: Math.max(1, pool.length),
        results: inputs.optional('results'),
        planned: planned === undefined ? undefined : readPlannedLegs(planned),
        deployResult: inputs.optional('deploy-result'),
        githubToken: inputs.optional('github-token'),
        comment: inputs.boolean('comment'),
    };
}

// EXTERNAL MODULE: ./src/api/rate-limiter.ts
var rate_limiter = __webpack_require__(43053);
// EXTERNAL MODULE: ./src/manifest/legs.ts
var manifest_legs = __webpack_require__(92960);
;// CONCATENATED MODULE: ./src/actions/projects/plan.ts


/**
 * The matrix for the selected projects. Legs on one key of the pool share its budget: at most
 * `max-parallel` legs run at once, and at most as many as the key has, so each takes the budget
 * divided by the smaller of the two (a lone leg on its key gets all of it).
 */
function planMatrix(projects, projectIds, options) {
    const legs = (0,manifest_legs/* planLegs */.DS)(projects);
    const slotOf = (leg) => (0,manifest_legs/* keySlot */.Qj)(leg.keys[0] ?? leg.key, options.keyCount);
    const legsPerSlot = new Map();
    for (const leg of legs)
        legsPerSlot.set(slotOf(leg), (legsPerSlot.get(slotOf(leg)) ?? 0) + 1);
    const include = legs.map((leg) => {
        const atOnce = Math.min(options.maxParallel, legsPerSlot.get(slotOf(leg)) ?? 1);
        return {
            key: leg.key,
            project: leg.projects.map((project) => projectIds.get(project.key) ?? project.project).join(','),
            path: leg.projects.map((project) => project.path).join(','),
            projects: leg.keys.join(','),
            'api-rate': String((0,rate_limiter/* budgetShare */.Nl)(options.rateBudget, atOnce)),
        };
    });
    return { legs, matrix: { include } };
}

// EXTERNAL MODULE: ./src/manifest/results.ts
var results = __webpack_require__(10371);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/github/pr-comment.ts
var pr_comment = __webpack_require__(51685);
// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __webpack_require__(42408);
;// CONCATENATED MODULE: ./src/actions/projects/sticky.ts




const STATE_PREFIX = '<!-- platform-actions:deploy-many-state:';
/** How many earlier commits the comment keeps folded below the newest. */
const EARLIER_COMMITS = 10;
/** GitHub refuses comment bodies over 65,536 characters; the oldest commits go first. */
const MAX_BODY = 60_000;
/**
 * The comment: this commit's rows (a re-run that deployed only some projects keeps the others' rows of
 * the same commit), the earlier commits folded below, and the state for the next run in a hidden line.
 */
function renderManyComment(input) {
    const same = input.earlier.find((entry) => entry.commit === input.commit);
    const merged = new Map((same?.rows ?? []).map((row) => [row.key, row]));
    for (const row of input.rows)
        merged.set(row.key, row);
    const current = { commit: input.commit, rows: [...merged.values()] };
    let earlier = input.earlier.filter((entry) => entry.commit !== input.commit).slice(0, EARLIER_COMMITS);
    for (;;) {
        const body = renderBody(current, earlier, input.runUrl);
        if (body.length <= MAX_BODY || earlier.length === 0)
            return body;
        earlier = earlier.slice(0, -1);
    }
}
function renderBody(current, earlier, runUrl) {
    const failed = current.rows.filter((row) => row.status !== 'live' || row.checks === 'failed').length;
    const total = current.rows.reduce((sum, row) => sum + row.durationMs, 0);
    const title = `### Deploy of ${current.rows.length} project${current.rows.length === 1 ? '' : 's'} at \`${shortSha(current.commit)}\``;
    const line = `${failed === 0 ? 'All live' : `${failed} not live`} · ${(0,deploy_status/* formatDuration */.a3)(total)} of deploy time${runUrl ? ` · ${(0,markdown/* markdownLink */.iQ)('logs', runUrl)}` : ''}`;
    const folded = earlier
        .map((entry) => `#### \`${shortSha(entry.commit)}\`\n\n${(0,results.renderResultsTable)(entry.rows)}`)
        .join('\n');
    const older = earlier.length === 0 ? '' : `\n${(0,markdown/* details */.zH)(`Earlier commits (${earlier.length})`, folded)}`;
    const state = Buffer.from(JSON.stringify([current, ...earlier])).toString('base64');
    return `${title}\n\n${line}\n\n${(0,results.renderResultsTable)(current.rows)}${older}\n${STATE_PREFIX}${state} -->\n`;
}
function shortSha(sha) {
    return (0,markdown/* escapeTableCell */.aL)(sha.slice(0, 7));
}
/** The rows an earlier run left in the comment; anything unreadable is no history at all. */
function readState(body) {
    const start = body.lastIndexOf(STATE_PREFIX);
    if (start < 0)
        return [];
    const end = body.indexOf(' -->', start);
    try {
        const json = JSON.parse(Buffer.from(body.slice(start + STATE_PREFIX.length, end), 'base64').toString('utf8'));
        if (!Array.isArray(json))
            return [];
        return json.flatMap((entry) => {
            if (entry === null || typeof entry !== 'object')
                return [];
            const { commit, rows } = entry;
            return typeof commit === 'string' && /^[0-9a-f]{7,64}$/i.test(commit)
                ? [{ commit, rows: (0,results/* parseResults */.c)(rows) }]
                : [];
        });
    }
    catch {
        return [];
    }
}
/**
 * Creates or edits the one comment. Its history is read only from the token's own comment (the sticky
 * comment's ownership rule): anyone can post a comment that starts with our marker, and their rows are
 * not ours.
 */
async function upsertManyComment(options) {
    await (0,pr_comment.upsertStickyComment)({
        ...options.access,
        owner: options.owner,
        repo: options.repo,
        issueNumber: options.issueNumber,
        marker: options.marker,
        body: (earlier) => options.render(earlier === undefined ? [] : readState(earlier)),
        logger: options.logger,
        ...(options.runUrl === undefined ? {} : { runUrl: options.runUrl }),
    });
}

;// CONCATENATED MODULE: ./src/actions/projects/report.ts






/** A leg's result file is a few hundred bytes per project; anything far bigger is not one of ours. */
const MAX_RESULT_FILE_BYTES = 1 << 20;
/**
 * Report mode: the legs' result files become one job summary and one sticky pull request comment,
 * so the writes to GitHub stay one comment however many projects the matrix deployed.
 */
async function reportResults(port, outputs, context, config, directory) {
    const { rows: reported, legFiles } = readResultFiles(directory, config.planned !== undefined);
    const rows = withUnreported(port, reported, legFiles, config);
    if (rows.length === 0) {
        outputs.set('status', 'failed');
        throw new errors/* ActionFailure */.dR(`No leg left a result file in ${directory}: the deploy legs failed before they could report; see their logs.`);
    }
    const commit = context.commitSha;
    const failed = rows.filter((row) => !(0,results.isSuccess)(row));
    const heading = `### Deploy of ${rows.length} project${rows.length === 1 ? '' : 's'} at \`${(0,markdown/* escapeTableCell */.aL)(commit.slice(0, 7))}\``;
    const verdict = failed.length === 0
        ? 'All live.'
        : `${failed.length} not live: ${failed.map((row) => row.key).join(', ')}.`;
    await port.appendSummary(`${heading}\n\n${(0,markdown/* escapeTableCell */.aL)(verdict)}\n\n${(0,results.renderResultsTable)(rows)}`);
    const pullRequest = context.pullRequest;
    if (config.comment && pullRequest !== undefined && config.githubToken) {
        await upsertManyComment({
            access: { token: config.githubToken, apiUrl: context.apiUrl },
            owner: context.owner,
            repo: context.repo,
            issueNumber: pullRequest.number,
            marker: `<!-- platform-actions:deploy-many:${config.manifest.replace(/--+|>/g, '-')} -->`,
            render: (earlier) => renderManyComment({ commit, rows, earlier, runUrl: context.runUrl }),
            logger: port,
            runUrl: context.runUrl,
        });
    }
    outputs.setAll({
        count: String(rows.length),
        keys: JSON.stringify(rows.map((row) => row.key)),
        status: failed.length === 0 ? 'live' : 'failed',
    });
    if (failed.length > 0)
        throw new errors/* ActionFailure */.dR(`${failed.length} of ${rows.length} projects did not go live: ${failed.map((row) => `${row.key} (${row.status})`).join(', ')}.`);
}
/**
 * With the plan handed over, the rows are exactly the planned projects: a row no plan asked for is
 * dropped (with a warning), and a planned project without a row is a failed row saying why.
 */
function withUnreported(port, reported, legFiles, config) {
    const planned = config.planned;
    if (planned === undefined)
        return [...reported];
    const unplanned = reported.filter((row) => !planned.legOf.has(row.key));
    if (unplanned.length > 0) {
        port.warning(`Result rows for projects the plan did not deploy were left out: ${unplanned.map((row) => row.key).join(', ')}.`);
    }
    const rows = reported.filter((row) => planned.legOf.has(row.key));
    const legEnd = (key) => legFiles.has(planned.legOf.get(key) ?? '')
        ? 'reported'
        : config.deployResult === 'cancelled'
            ? 'cancelled'
            : 'unknown';
    return [...rows, ...(0,results/* unreportedRows */.g)(planned.keys, rows, legEnd)];
}
/**
 * Every `*.json` under the directory (download-artifact puts each artifact in a folder of its own).
 * With the plan known, a missing directory is legs that never reported, not a wrong input: no
 * artifact was uploaded, so download-artifact made none.
 */
function readResultFiles(directory, planKnown) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(directory, { recursive: true, encoding: 'utf8' });
    }
    catch {
        if (planKnown && !(0,external_node_fs_.existsSync)(directory))
            return { rows: [], legFiles: new Set() };
        throw new errors/* ConfigurationError */.j1(`Input "results" names ${directory}, which is not a directory; set it to where the legs' result artifacts were downloaded.`, 'results');
    }
    const byKey = new Map();
    const legFiles = new Set();
    for (const entry of entries.filter((name) => name.endsWith('.json')).sort()) {
        const path = (0,external_node_path_.join)(directory, entry);
        if (!(0,external_node_fs_.statSync)(path).isFile() || (0,external_node_fs_.statSync)(path).size > MAX_RESULT_FILE_BYTES)
            continue;
        legFiles.add((0,external_node_path_.basename)(entry, '.json'));
        let json;
        try {
            json = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        }
        catch {
            continue;
        }
        for (const row of (0,results/* parseResults */.c)(json))
            byKey.set(row.key, row);
    }
    return { rows: [...byKey.values()], legFiles };
}
const SHOWN_LEGS = 100;
/** Plan mode's outcome: the matrix and what it deploys as outputs, and the legs as the job summary. */
async function reportPlan(port, outputs, manifest, selection, plan) {
    outputs.setAll({
        matrix: JSON.stringify(plan.matrix),
        keys: JSON.stringify(selection.projects.map((project) => project.key)),
        count: String(selection.projects.length),
        legs: String(plan.legs.length),
        reason: selection.reason,
        status: 'planned',
    });
    await port.appendSummary(renderPlan(manifest, selection, plan));
}
/** The plan mode's job summary: which legs deploy which projects. */
function renderPlan(manifest, selection, plan) {
    const heading = `### ${selection.projects.length} of ${manifest.projects.length} projects to deploy\n\n${(0,markdown/* escapeTableCell */.aL)(selection.reason)}\n\n`;
    if (plan.legs.length === 0)
        return heading;
    const rows = plan.matrix.include
        .slice(0, SHOWN_LEGS)
        .map((entry) => [entry.key, entry.projects, entry.path, entry['api-rate']]);
    const more = plan.legs.length > SHOWN_LEGS ? `\n…and ${plan.legs.length - SHOWN_LEGS} more legs.\n` : '';
    return `${heading}${(0,markdown/* renderTable */.bo)(['Leg', 'Projects', 'Path', 'Requests/s'], rows)}${more}`;
}

// EXTERNAL MODULE: ./src/api/resources/projects.ts
var resources_projects = __webpack_require__(4906);
// EXTERNAL MODULE: ./src/sync/validation.ts
var validation = __webpack_require__(8152);
;// CONCATENATED MODULE: ./src/actions/projects/resolve.ts


/**
 * The platform ids of the projects to deploy, from one listing of the account's projects (however
 * many the manifest names), so a wrong id or name fails here, at its manifest line, before any leg
 * starts. A reference is an id when one project has it, else a name exactly one project has.
 */
async function resolveManifestProjects(client, manifest, projects, signal) {
    const ids = new Map();
    if (projects.length === 0)
        return ids;
    const all = await (0,resources_projects/* listProjects */.hF)(client, { query: { limit: 100 }, signal });
    const issues = [];
    const at = (project) => ({ file: manifest.file, line: project.line, column: 1 });
    for (const project of projects) {
        const found = findProject(all, project.project);
        if (typeof found === 'string') {
            issues.push((0,validation/* issueAt */.NC)(at(project), `Project "${project.key}": project "${project.project}" ${found}; set it to the id or name of a project this key can see.`));
        }
        else
            ids.set(project.key, found.id);
    }
    issues.push(...sharedProjects(all, manifest, projects, at));
    (0,validation/* throwIfIssues */.AR)(issues);
    return ids;
}
/**
 * Two keys naming one platform project (`shop` and its id) would plan two legs that deploy it at
 * once, under two concurrency groups. Every key of the manifest is compared (one unselected now is
 * selected by the next push), and each selected one that shares its project with an earlier key is
 * refused at its line.
 */
function sharedProjects(all, manifest, selected, at) {
    const firstOf = new Map();
    const issues = [];
    for (const project of manifest.projects) {
        const found = findProject(all, project.project);
        if (typeof found === 'string')
            continue;
        const first = firstOf.get(found.id);
        if (first === undefined)
            firstOf.set(found.id, project);
        else if (selected.includes(project) || selected.includes(first)) {
            issues.push((0,validation/* issueAt */.NC)(at(project), `Project "${project.key}": project "${project.project}" is platform project ${found.id}, which "${first.key}" (line ${first.line}) deploys too, so two legs would deploy it at once; keep one key for it (merge their watch globs).`));
        }
    }
    return issues;
}
function findProject(all, reference) {
    const byId = all.find((project) => project.id === reference);
    if (byId)
        return byId;
    const byName = all.filter((project) => project.name === reference);
    if (byName.length === 1)
        return byName[0];
    if (byName.length > 1)
        return `is the name of ${byName.length} projects (${byName.map((p) => p.id).join(', ')}), so use its id`;
    return `is neither the id nor the name of any of the ${all.length} projects the key can see`;
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
;// CONCATENATED MODULE: ./src/manifest/select.ts


/**
 * The projects a change set redeploys: those with a changed file under one of their watch globs
 * (a later `!glob` takes a file back out, as in .gitignore) or its env file. A change to the manifest itself
 * redeploys everything, since any project's path or inputs may have moved with it.
 */
function selectChanged(manifest, changes) {
    if (changes.kind === 'everything')
        return { projects: manifest.projects, reason: changes.reason };
    if (changes.files.includes(manifest.file)) {
        return {
            projects: manifest.projects,
            reason: `${manifest.file} itself changed, so every project redeploys.`,
        };
    }
    // A project's env file is part of what it deploys, wherever it lies: a change to it redeploys the project.
    const selected = manifest.projects.filter((project) => {
        const watch = watcher(project.watch);
        const envFile = project.envFile?.path;
        return changes.files.some((file) => file === envFile || watch(file));
    });
    const files = changes.files.length;
    return {
        projects: selected,
        reason: `${(0,src_text/* plural */.LS)(files, 'changed file')} ${files === 1 ? 'touches' : 'touch'} ${selected.length} of ${(0,src_text/* plural */.LS)(manifest.projects.length, 'project')}.`,
    };
}
/** Whether a path is watched: the last glob that matches decides, so `!` excludes. */
function watcher(globs) {
    const matchers = globs.map((glob) => {
        const negated = glob.startsWith('!');
        return { negated, matcher: new esm/* Minimatch */.VR(negated ? glob.slice(1) : glob, { dot: true }) };
    });
    return (path) => {
        let watched = false;
        for (const { negated, matcher } of matchers) {
            if (negated ? watched && matcher.match(path) : !watched && matcher.match(path))
                watched = !negated;
        }
        return watched;
    };
}
/** The projects the `projects` input names, in manifest order; unknown keys are refused by the caller. */
function selectNamed(manifest, keys) {
    const wanted = new Set(keys.map((key) => key.toLowerCase()));
    const projects = manifest.projects.filter((project) => wanted.has(project.key.toLowerCase()));
    return {
        projects,
        reason: `The input "projects" names ${projects.length} of ${manifest.projects.length} projects.`,
    };
}
function unknownKeys(manifest, keys) {
    const known = new Set(manifest.projects.map((project) => project.key.toLowerCase()));
    return keys.filter((key) => !known.has(key.toLowerCase()));
}

;// CONCATENATED MODULE: ./src/actions/projects/select.ts


async function select_select(manifest, config, changes) {
    if (config.projects === 'all') {
        return { projects: manifest.projects, reason: 'The input "projects" is `all`.' };
    }
    if (config.projects !== undefined) {
        const unknown = unknownKeys(manifest, config.projects);
        if (unknown.length > 0) {
            const known = manifest.projects.map((project) => project.key);
            throw new errors/* ConfigurationError */.j1(`Input "projects" names ${unknown.map((key) => `"${key}"`).join(', ')}, which ${manifest.file} does not declare; use keys of its \`projects:\` (${known.slice(0, 10).join(', ')}${known.length > 10 ? ', …' : ''}) or \`all\`.`, 'projects');
        }
        return selectNamed(manifest, config.projects);
    }
    const changed = await changes();
    if (changed === 'nothing')
        return { projects: [], reason: 'The push deleted the branch; nothing to deploy.' };
    return selectChanged(manifest, changed.kind === 'files' ? changed : { kind: 'everything', reason: `Every project: ${changed.reason}.` });
}

// EXTERNAL MODULE: ./src/actions/projects/spec.ts
var spec = __webpack_require__(17919);
;// CONCATENATED MODULE: ./src/actions/projects/run.ts














const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, env, inputs, context, client, signal, workspace }) => {
    const config = readProjectsInputs(inputs);
    (0,redact/* registerSecret */.cl)(config.githubToken);
    if (config.results !== undefined) {
        await reportResults(port, outputs, context, config, (0,external_node_path_.resolve)(workspace, config.results));
        return;
    }
    const manifest = (0,manifest_input/* loadManifest */.e)(workspace, config.manifest);
    for (const { key, glob, line } of unmatchedWatches(workspace, manifest)) {
        port.warning(`${manifest.file}:${line}: Project "${key}": watch "${glob}" matches no file of the checkout, so no change to it would redeploy the project; check it for a typo.`, { file: manifest.file, startLine: line });
    }
    const selection = await select_select(manifest, config, async () => changesOfEvent(context, (0,event_payload/* readEventPayload */.N5)(env.GITHUB_EVENT_PATH, port), config.githubToken, port, {
        signal,
        logger: port,
    }));
    // A missing or broken env file fails the plan, before any leg writes anything.
    (0,env_file/* readEnvFiles */.P)(workspace, manifest, selection.projects);
    port.info(`${selection.reason} Deploying ${selection.projects.length}: ${selection.projects.map((p) => p.key).join(', ') || 'none'}.`);
    const ids = await resolveManifestProjects(client, manifest, selection.projects, signal);
    const plan = planMatrix(selection.projects, ids, config);
    await reportPlan(port, outputs, manifest, selection, plan);
});


/***/ }),

/***/ 59098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ getDeploymentLogs),
/* harmony export */   Jn: () => (/* binding */ listDeployments),
/* harmony export */   Yy: () => (/* binding */ createDeployment),
/* harmony export */   gG: () => (/* binding */ listDeploymentsTimed),
/* harmony export */   i8: () => (/* binding */ getDeployment)
/* harmony export */ });
/* unused harmony export toDeployment */
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99373);
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97364);
/* harmony import */ var _incomplete_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88427);
/* harmony import */ var _lifecycle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2884);
/* harmony import */ var _list_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15461);
/* harmony import */ var _resource_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34563);
/* harmony import */ var _routes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14200);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(89371);
/* harmony import */ var _operation_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(38424);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(87512);










function commitShaOf(raw) {
    const commit = (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .field */ .ZZ)(raw, 'commitSha', 'commit', 'sha', 'gitCommitSha', 'revision');
    if ((0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(commit))
        return (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(commit, 'sha', 'id', 'hash');
    return typeof commit === 'string' ? commit : undefined;
}
function sourceOf(raw) {
    const source = (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .field */ .ZZ)(raw, 'source', 'git', 'meta');
    return (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(source) ? source : undefined;
}
/** A deployment record of any of the shapes the platform might use. */
function toDeployment(value, logger, fallbackId) {
    const raw = (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .asRecord */ .qY)(value);
    const source = sourceOf(raw);
    const status = (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_3__/* .rawStatusOf */ .A0)(raw) ?? '';
    return {
        id: (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .idOf */ .TH)(raw, 'deploymentId') ?? fallbackId ?? '',
        lifecycle: (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_3__/* .toLifecycle */ .UJ)(status, logger, 'deployment status'),
        status,
        raw,
        ...(0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .defined */ .sw)({
            url: (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .urlField */ .Wn)(raw, 'url', 'liveUrl', 'deploymentUrl', 'previewUrl', 'publicUrl', 'domain'),
            projectId: (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .refId */ .NP)(raw, 'projectId', 'project'),
            createdAt: (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .timestampField */ .hO)(raw, 'createdAt', 'created', 'insertedAt', 'startedAt'),
            sourceUrl: (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .urlField */ .Wn)(raw, 'sourceTarballUrl', 'sourceUrl', 'tarballUrl') ??
                (typeof (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .field */ .ZZ)(raw, 'source') === 'string' ? (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .urlField */ .Wn)(raw, 'source') : undefined) ??
                (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .urlField */ .Wn)(source, 'sourceTarballUrl', 'url', 'tarballUrl'),
            branch: (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(raw, 'branch', 'gitBranch', 'ref') ?? (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(source, 'branch', 'ref'),
            commitSha: commitShaOf(raw) ?? (source ? commitShaOf(source) : undefined),
            trigger: (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(raw, 'trigger', 'triggeredBy', 'triggerType'),
        }),
    };
}
function sourceBody(source) {
    if ('sourceTarballUrl' in source)
        return { sourceTarballUrl: source.sourceTarballUrl };
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .defined */ .sw)({ branch: source.branch, commitSha: source.commitSha });
}
/**
 * POST /projects/{id}/deployments. Not retried after an ambiguous failure (AmbiguousRequestError):
 * src/deploy reconciles by listing. When the body lacks an id, a `Location` header is used.
 */
async function createDeployment(client, projectId, source, options) {
    const response = await client.callRaw('createDeployment', (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .callOptions */ .jp)(options, { id: projectId }, { body: sourceBody(source) }));
    const body = (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .unwrap */ .oA)(response.body, (0,_resource_names_js__WEBPACK_IMPORTED_MODULE_5__/* .singularKeysFor */ .HO)((0,_routes_js__WEBPACK_IMPORTED_MODULE_6__/* .routeFor */ .nR)('createDeployment')));
    const location = response.headers.location;
    const fromLocation = typeof location === 'string' ? location.split('/').filter(Boolean).at(-1) : undefined;
    const deployment = toDeployment(body, client.logger, fromLocation);
    (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .requireId */ .l4)('createDeployment', deployment.id, 'deployment');
    return deployment.projectId ? deployment : { ...deployment, projectId };
}
const getDeployment = (0,_operation_js__WEBPACK_IMPORTED_MODULE_8__/* .endpoint */ .sR)('getDeployment', {
    decode: (value, deploymentId, client) => toDeployment(value, client.logger, deploymentId),
    fallbackId: 'path',
});
/** Newest first, as the platform lists them. */
const listDeployments = (0,_operation_js__WEBPACK_IMPORTED_MODULE_8__/* .listing */ .RR)('listDeployments', (record, _, client) => toDeployment(record, client.logger));
/** Build and runtime logs, text or JSON, as lines. */
const getDeploymentLogs = (0,_operation_js__WEBPACK_IMPORTED_MODULE_8__/* .logLines */ .OG)('getDeploymentLogs');
/**
 * listDeployments that also reads the platform's clock, so a caller can tell which records were made
 * after a moment of its own (a request it sent) whatever the runner's clock says.
 */
async function listDeploymentsTimed(client, projectId, options, clock = (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .currentClock */ .q6)()) {
    let clockOffsetMs;
    const [call, pages] = (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .listOptions */ .NM)(options, { id: projectId });
    const records = await (0,_list_js__WEBPACK_IMPORTED_MODULE_4__/* .collectPages */ .V)({
        base: client.base,
        logger: client.logger,
        refusedQueryParams: client.refusedQueryParams,
        send: async (route, url, callOptions) => {
            const response = await client.send(route, url, callOptions);
            const platformNow = Date.parse((0,_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .headerValue */ .Z)(response.headers, 'date') ?? '');
            if (clockOffsetMs === undefined && Number.isFinite(platformNow))
                clockOffsetMs = platformNow - clock.now();
            return response;
        },
    }, (0,_routes_js__WEBPACK_IMPORTED_MODULE_6__/* .routeFor */ .nR)('listDeployments'), call, pages);
    const mapped = records.map((record) => toDeployment(record, client.logger));
    // A list cut at the pages asked for stays marked so: nothing may be concluded from what it lacks.
    const deployments = (0,_incomplete_list_js__WEBPACK_IMPORTED_MODULE_2__/* .isPartialList */ .Uo)(records) ? (0,_incomplete_list_js__WEBPACK_IMPORTED_MODULE_2__/* .markPartial */ .X3)(mapped) : mapped;
    return clockOffsetMs === undefined ? { deployments } : { deployments, clockOffsetMs };
}


/***/ }),

/***/ 4808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ watchDeployment)
/* harmony export */ });
/* unused harmony export newLines */
/* harmony import */ var _api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59098);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99373);
/* harmony import */ var _pause_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84581);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34200);




const DEFAULT_PACING = {
    requestsPerSecond: 0.9,
    logsEveryActive: 2,
    logsEveryQuiet: 4,
    quietBeforeBackoffMs: 60_000,
    maxMs: 5_000,
    backoff: 1.5,
    ageFraction: 0,
};
/**
 * Follows one deployment until it is live or failed, printing only new log lines. Each tick reads
 * the status (about once a second at first) and, every few ticks, the log; the next tick waits as
 * long as the tick's requests cost at `requestsPerSecond`, so a job averages at most 1 request/s
 * yet sees `live` within about a second. A build quiet for a minute is polled less, up to every 5 s.
 */
async function watchDeployment(client, deploymentId, options) {
    const pacing = { ...DEFAULT_PACING, ...options.pacing };
    const following = options.followLog !== false;
    const watchedFrom = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now();
    const printed = [];
    let deployment;
    let requests = 0;
    let lastStatus = '';
    let lastActivity = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now();
    let ticksSinceLogs = Number.POSITIVE_INFINITY;
    let logsFlowing = following;
    let quietSpacing = 0;
    const syncLogs = async () => {
        requests++;
        ticksSinceLogs = 0;
        const lines = await (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .getDeploymentLogs */ .B1)(client, deploymentId, { signal: options.signal });
        const fresh = newLines(printed, lines);
        if (fresh.length === 0)
            return false;
        printed.push(...fresh);
        if (following)
            for (const line of fresh)
                options.logger.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(line.text));
        return true;
    };
    while (true) {
        if (options.signal?.aborted)
            return { status: 'cancelled', deployment, logLines: printed, requests };
        const before = requests;
        requests++;
        deployment = await (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .getDeployment */ .i8)(client, deploymentId, { signal: options.signal });
        const moved = deployment.status !== lastStatus;
        const lifecycle = deployment.lifecycle;
        ticksSinceLogs++;
        const logsDue = ticksSinceLogs >= (logsFlowing ? pacing.logsEveryActive : pacing.logsEveryQuiet);
        // The lines written before this status are read before it is announced: a reader of the step
        // log sees "is live" (or "is failed") after the build's last line, not in the middle of them.
        const logsWanted = following ? lifecycle !== 'in_progress' || moved || logsDue : lifecycle === 'failed';
        if (logsWanted)
            logsFlowing = await syncLogs();
        if (moved) {
            lastStatus = deployment.status;
            options.onStatus?.(deployment);
        }
        if (lifecycle !== 'in_progress')
            return { status: lifecycle, deployment, logLines: printed, requests };
        const now = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now();
        if (moved || logsFlowing)
            lastActivity = now;
        if (now >= options.deadline)
            return { status: 'timed-out', deployment, logLines: printed, requests };
        const spacing = ((requests - before) / pacing.requestsPerSecond) * 1000;
        quietSpacing =
            now - lastActivity > pacing.quietBeforeBackoffMs
                ? Math.min(Math.max(quietSpacing, spacing) * pacing.backoff, pacing.maxMs)
                : 0;
        const ageSpacing = Math.min(pacing.ageFraction * (now - watchedFrom), pacing.maxMs);
        await (0,_pause_js__WEBPACK_IMPORTED_MODULE_2__/* .pause */ .v)(Math.min(Math.max(spacing, quietSpacing, ageSpacing), options.deadline - now), options.signal);
    }
}
/**
 * Logs come back whole on every poll (the document shows no cursor), so the new ones are the
 * suffix past what was printed. If the platform rotated or rewrote earlier lines, fall back to
 * printing the lines not seen before by content.
 */
function newLines(printed, current) {
    const last = printed.at(-1);
    const aligned = current.length >= printed.length &&
        (last === undefined || current[printed.length - 1]?.text === last.text);
    if (aligned)
        return current.slice(printed.length);
    const seen = new Set(printed.map((line) => `${line.timestamp ?? ''}|${line.text}`));
    return current.filter((line) => !seen.has(`${line.timestamp ?? ''}|${line.text}`));
}


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

/***/ 51685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   deployCommentMarker: () => (/* binding */ deployCommentMarker),
/* harmony export */   renderDeployComment: () => (/* binding */ renderDeployComment),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42408);
/* harmony import */ var _render_fit_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(91363);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42495);
/* harmony import */ var _render_pictures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83345);
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61692);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34200);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96584);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8112);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77369);









const PERMISSION = 'pull-requests: write';
/** One sticky comment per project, so a repository that deploys several projects gets one each. */
function deployCommentMarker(project) {
    return `<!-- platform-actions:deploy:${project.replace(/--+|>/g, '-')} -->`;
}
/**
 * Create the comment that carries `marker`, or edit it in place when an earlier run left one, so a
 * pull request shows one up-to-date comment instead of one per push. Undefined (with a warning)
 * when GitHub refuses; commenting never fails a deploy.
 */
async function upsertStickyComment(options) {
    const { owner, repo, issueNumber, marker } = options;
    const where = { owner, repo, issue_number: issueNumber };
    try {
        const octokit = await (0,_client_js__WEBPACK_IMPORTED_MODULE_5__/* .clientFor */ .$)(options);
        const existing = await findCommentWithMarker(octokit, where, marker, options.logger);
        const text = typeof options.body === 'string' ? options.body : options.body(existing?.body);
        // GitHub refuses a body over 65,536 characters: the marker stays first, the end is cut.
        const body = (0,_render_fit_js__WEBPACK_IMPORTED_MODULE_8__/* .fitToLimit */ .Qt)(`${marker}\n${(0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E$)(text)}`, _render_fit_js__WEBPACK_IMPORTED_MODULE_8__/* .GITHUB_BODY_MAX_CHARS */ .SY, {
            what: 'a comment',
            unit: 'characters',
            ...(options.runUrl === undefined ? {} : { runUrl: options.runUrl }),
        });
        if (existing === undefined) {
            const { data } = await octokit.rest.issues.createComment({ ...where, body });
            return { id: data.id, created: true };
        }
        if (existing.body !== body) {
            await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
        }
        return { id: existing.id, created: false };
    }
    catch (error) {
        if ((0,_failures_js__WEBPACK_IMPORTED_MODULE_6__/* .isPermissionFailure */ .w$)(error))
            options.onRefused?.();
        (0,_failures_js__WEBPACK_IMPORTED_MODULE_6__/* .warnGitHubFailure */ .W2)(`comment on pull request #${issueNumber}`, PERMISSION, error, options.logger);
        return undefined;
    }
}
/**
 * The first comment of the token's own account whose body starts with the marker, looking through
 * every page: on a busy pull request ours can be far past the first 100. Matching only at the start
 * keeps a human reply that quotes our comment from being mistaken for it; matching only our own
 * account keeps anyone else from planting a comment with our marker and having us edit it (their
 * comment, our report in it, theirs to change later). Such a comment is left as it is.
 */
async function findCommentWithMarker(octokit, where, marker, logger) {
    const identity = await (0,_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .tokenIdentity */ .s)(octokit);
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { ...where, per_page: 100 });
    for await (const { data } of pages) {
        const marked = data.filter((comment) => comment.body?.startsWith(marker));
        const found = marked.find((comment) => (0,_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .isWrittenBy */ .d)(comment.user, identity));
        if (found)
            return { id: found.id, body: found.body ?? '' };
        for (const other of marked) {
            logger.debug(`Comment ${other.id} carries ${marker} but is not by ${identity.login}: not ours to edit.`);
        }
    }
    logger.debug(`No comment with ${marker} yet on #${where.issue_number}.`);
    return undefined;
}
/** The body of the sticky deploy comment (without its marker: `upsertStickyComment` adds it). */
function renderDeployComment(input) {
    const rows = [['Status', (0,_render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .deployStatusLabel */ .uX)(input.status)]];
    if (input.url)
        rows.push(['URL', { markdown: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(input.url, input.url) }]);
    if (input.previewDomainUrl) {
        rows.push(['Preview domain', { markdown: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(input.previewDomainUrl, input.previewDomainUrl) }]);
    }
    // GitHub links a bare SHA only in some places; a short SHA linked explicitly reads the same everywhere.
    const isHexSha = /^[0-9a-f]{7,64}$/i.test(input.commitSha);
    if (isHexSha && input.commitUrl) {
        rows.push([
            'Commit',
            { markdown: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(input.commitSha.slice(0, 7), input.commitUrl, { code: true }) },
        ]);
    }
    else
        rows.push(['Commit', input.commitSha]);
    if (input.deploymentId !== undefined)
        rows.push(['Deployment', String(input.deploymentId)]);
    if (input.liveNow !== undefined)
        rows.push(['Live now', input.liveNow]);
    if (input.runUrl)
        rows.push(['Run', { markdown: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)('Logs', input.runUrl) }]);
    const heading = `### Deploy of ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTableCell */ .aL)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E$)((0,_render_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .projectLabel */ .QZ)(input.project, input.projectName)))}\n`;
    const chart = input.timeline === undefined ? '' : `\n${(0,_render_pictures_js__WEBPACK_IMPORTED_MODULE_2__/* .renderGantt */ .ZK)(input.timeline)}`;
    return (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E$)(`${heading}\n${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderTable */ .bo)(['', ''], rows)}${chart}`);
}


/***/ }),

/***/ 86237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ readEnvFiles),
/* harmony export */   m: () => (/* binding */ applyEnvFile)
/* harmony export */ });
/* harmony import */ var _env_declared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30537);
/* harmony import */ var _env_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23708);
/* harmony import */ var _env_sync_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23845);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _sync_validation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8152);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48992);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23009);







/**
 * Reads the env file of every project given, and throws every problem at once (a missing file at the
 * manifest's line, a bad line at the env file's own), before anything is written. A message names
 * variables and lines, never a value. Values of a committed file are not secrets (env-sync's rule),
 * but nothing here prints them.
 */
function readEnvFiles(workspace, manifest, projects) {
    const issues = [];
    const read = new Map();
    for (const project of projects) {
        const reference = project.envFile;
        if (reference === undefined)
            continue;
        const at = { file: manifest.file, line: reference.line, column: 1 };
        const what = `Project "${project.key}": env-file ${reference.path}`;
        const text = (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileInside */ .XW)(workspace, reference.path);
        if (text === undefined) {
            issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_4__/* .issueAt */ .NC)(at, `${what} is not a file in the checked-out repository; commit it there, or fix the path (relative to the repository root).`));
            continue;
        }
        const declared = (0,_env_declared_js__WEBPACK_IMPORTED_MODULE_0__/* .readDeclared */ .D6)([{ label: reference.path, input: 'env-file', text }]);
        for (const problem of declared.problems) {
            issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_4__/* .issueAt */ .NC)({ file: reference.path, line: problem.line, column: 1 }, `${(0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalise */ .sK)(problem.message)}.`));
        }
        if (declared.problems.length === 0 && declared.variables.size === 0) {
            issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_4__/* .issueAt */ .NC)(at, `${what} declares no NAME=value line, and an empty set would delete every variable of the project; declare at least one, or remove \`env-file\`.`));
        }
        read.set(project.key, declared.variables);
    }
    (0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_4__/* .throwIfIssues */ .AR)(issues);
    return read;
}
/**
 * Gives the project exactly its env file's variables before its deployment is created, through
 * env-sync's own plan and write: nothing is written when the digest shows the same set is there
 * already, and a variable on the platform that the file does not declare is never deleted silently
 * (the project is refused before its write). The PUT makes the platform redeploy the previous
 * deployment; the deployment created after it is newer and takes over from it.
 */
async function applyEnvFile(project, variables, options) {
    const { client, projectId, logger, signal } = options;
    const file = project.envFile?.path ?? 'env-file';
    const result = await (0,_env_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .runEnvSync */ .G)({
        client,
        target: { kind: 'project', projectId },
        declared: variables,
        digestKey: { key: options.digestKey, from: 'api-key' },
        prune: false,
        dryRun: false,
        wait: false,
        timeoutMs: 0,
        logger,
        ...(signal ? { signal } : {}),
        // Before env-sync's own refusal, which names env-sync's inputs: here the fix is in the file.
        onPlan: (plan) => refuseDeletes(plan, project, file, options.manifestFile),
    });
    const count = (0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(variables.size, 'variable');
    logger.info(result.changed
        ? `Set ${count} from ${file} before deploying.`
        : `${(0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalise */ .sK)(count)} from ${file} already set; nothing written.`);
    return result.changed ? 'written' : 'unchanged';
}
function refuseDeletes(plan, project, file, manifestFile) {
    if (!(0,_env_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .variablesChange */ .Eo)(plan) || plan.undeclared.length === 0)
        return;
    const names = plan.undeclared;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`Refusing to set the variables of project "${project.key}" from ${file} (${manifestFile}:${project.envFile?.line ?? project.line}): the platform replaces the whole set, so it would delete ${(0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(names.length, 'variable')} the file does not declare (${names.join(', ')}); add ${names.length === 1 ? 'it' : 'them'} to ${file}, or delete ${names.length === 1 ? 'it' : 'them'} on the platform. Nothing of this project was written.`, 'env-file');
}


/***/ }),

/***/ 92960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DS: () => (/* binding */ planLegs),
/* harmony export */   Qj: () => (/* binding */ keySlot)
/* harmony export */ });
/* unused harmony export MAX_MATRIX_LEGS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** GitHub runs at most 256 jobs of one matrix. */
const MAX_MATRIX_LEGS = 256;
/**
 * One leg per project up to the matrix limit; past it, each project goes to batch `hash(key) % maxLegs`
 * (empty batches are left out). A stable hash of the key, not its place in the manifest: cut into runs
 * of consecutive projects, inserting one key moved dozens of others to another batch, and across two
 * runs (whose batches lock separately) one project could then be deployed twice at once.
 */
function planLegs(projects, maxLegs = MAX_MATRIX_LEGS) {
    if (projects.length <= maxLegs) {
        return projects.map((project) => ({ key: project.key, keys: [project.key], projects: [project] }));
    }
    const batches = new Map();
    for (const project of projects) {
        // Keys are unique ignoring case, so the lower-case key names the project whatever its spelling.
        const slot = keySlot(project.key.toLowerCase(), maxLegs);
        batches.set(slot, [...(batches.get(slot) ?? []), project]);
    }
    return [...batches.entries()]
        .sort(([a], [b]) => a - b)
        .map(([slot, batch]) => ({
        key: `batch-${String(slot + 1).padStart(3, '0')}`,
        keys: batch.map((project) => project.key),
        projects: batch,
    }));
}
/**
 * Which key of a pool of `count` a leg uses: a stable hash of its first project's key, so a project
 * keeps its key from run to run (and its concurrency with it) however the other projects change.
 */
function keySlot(projectKey, count) {
    if (count <= 1)
        return 0;
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(projectKey).digest();
    return digest.readUInt32BE(0) % count;
}


/***/ }),

/***/ 10371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ parseResults),
/* harmony export */   g: () => (/* binding */ unreportedRows),
/* harmony export */   isSuccess: () => (/* binding */ isSuccess),
/* harmony export */   renderResultsTable: () => (/* binding */ renderResultsTable)
/* harmony export */ });
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42408);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42495);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51336);



const STATUSES = new Set([
    'live',
    'failed',
    'timed-out',
    'cancelled',
    'pending',
    'checks-failed',
    'rolled-back',
    'skipped',
    'superseded',
    // A pull request's or merge group's previews taken down (manifest mode's removal).
    'removed',
    'no-preview',
    'refused',
    // Written by the report for a planned project no leg reported (see `unreportedRows`).
    'no-result',
    'not-reported',
]);
const LABELS = {
    live: '✅ live',
    pending: '⏳ pending',
    cancelled: '🚫 cancelled',
    skipped: '⏭️ skipped',
    superseded: '⏭️ superseded (newer commit live)',
    removed: '🧹 preview removed',
    'no-preview': '— no preview to remove',
    refused: '❌ refused: the domain is production',
    'no-result': '❌ no result: the leg failed before deploying',
    'not-reported': '❌ no result: the leg never reported (it did not start, or was cancelled)',
};
/**
 * The rows of one result file, each checked for its shape: the files travel between jobs as
 * artifacts, so anything that is not a row we wrote (a key the manifest could not hold, a wrong type,
 * a URL that is not http(s)) is dropped.
 */
function parseResults(json) {
    const items = Array.isArray(json) ? json : [];
    const rows = [];
    for (const item of items) {
        if (item === null || typeof item !== 'object')
            continue;
        const { key, project, status, url, checks, durationMs, deploymentId } = item;
        if (typeof key !== 'string' || typeof project !== 'string' || typeof status !== 'string')
            continue;
        if (!STATUSES.has(status) || !_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .KEY_PATTERN */ .bn.test(key))
            continue;
        rows.push({
            key,
            project: project.slice(0, 200),
            status,
            durationMs: typeof durationMs === 'number' && Number.isFinite(durationMs) && durationMs >= 0 ? durationMs : 0,
            ...(typeof url === 'string' && url.length <= 500 && /^https?:\/\/[^\s]+$/i.test(url) ? { url } : {}),
            ...(checks === 'passed' || checks === 'failed' ? { checks } : {}),
            ...(typeof deploymentId === 'string' ? { deploymentId: deploymentId.slice(0, 200) } : {}),
        });
    }
    return rows;
}
/**
 * A failed row for every planned key without a result: a leg that wrote its file but no row for the
 * key died before its deploy step said anything (`no-result`); a leg that wrote no file was cancelled
 * or never started. The report never reads silence as success.
 */
function unreportedRows(planned, rows, legEnd) {
    const reported = new Set(rows.map((row) => row.key));
    return planned
        .filter((key) => !reported.has(key))
        .map((key) => {
        const end = legEnd(key);
        const status = end === 'reported' ? 'no-result' : end === 'cancelled' ? 'cancelled' : 'not-reported';
        return { key, project: key, status, durationMs: 0 };
    });
}
function isSuccess(row) {
    // Superseded: nothing shipped because a newer commit is live, which is what was wanted.
    // Removed, or nothing to remove: the end a closed pull request's previews should have.
    const ended = ['live', 'superseded', 'removed', 'no-preview'].includes(row.status);
    return ended && row.checks !== 'failed';
}
/** One row per project, sorted by key: status, URL, checks, duration. */
function renderResultsTable(rows) {
    const sorted = [...rows].sort((a, b) => a.key.localeCompare(b.key));
    const cells = sorted.map((row) => [
        row.key,
        LABELS[row.status] ?? `❌ ${row.status}`,
        row.url ? { markdown: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(row.url, row.url) } : '',
        row.checks === undefined ? '—' : row.checks === 'passed' ? '✅ passed' : '❌ failed',
        (0,_render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(row.durationMs),
    ]);
    return (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderTable */ .bo)(['Project', 'Status', 'URL', 'Checks', 'Duration'], cells);
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


/***/ }),

/***/ 57155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ isGitDirName),
/* harmony export */   v: () => (/* binding */ deployRootProblem)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _portable_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4951);



/**
 * Git's own directory, in any case (git refuses `.GIT` too, and a case-insensitive disk makes it the
 * same folder): it holds the repository and the checkout's `extraheader` token, and is never packed.
 */
function isGitDirName(name) {
    return name.toLowerCase() === '.git';
}
function hasGitDir(path) {
    return path.split(/[\\/]/).some(isGitDirName);
}
const GIT_DIR = 'is inside a `.git` directory, which is never deployed (it holds the repository and its credentials); name the folder your build writes to';
/**
 * Why `path` (relative to `workspace`, or absolute) cannot be the root of a deploy, as the end of a
 * sentence, or undefined. The root must be, after symbolic links, inside the checkout and outside any
 * `.git`: a link to a folder elsewhere on the runner would publish the runner's files. A path that does
 * not exist is left to the packer, which says so.
 */
function deployRootProblem(workspace, path) {
    if (hasGitDir(path))
        return GIT_DIR;
    let root;
    let real;
    try {
        root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace);
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, path));
    }
    catch {
        return undefined;
    }
    if (!(0,_portable_names_js__WEBPACK_IMPORTED_MODULE_2__/* .isInsideRoot */ .Xj)(root, real)) {
        return `resolves (after symbolic links) to ${real}, outside the checked-out repository (${root}); deploy a folder inside the checkout, or copy the files into one first`;
    }
    return hasGitDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, real).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/')) ? GIT_DIR : undefined;
}


/***/ }),

/***/ 4951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ nameTooLongError),
/* harmony export */   L2: () => (/* binding */ caseCollisionError),
/* harmony export */   Xj: () => (/* binding */ isInsideRoot),
/* harmony export */   Yf: () => (/* binding */ MAX_ENTRY_NAME_BYTES),
/* harmony export */   i4: () => (/* binding */ caseCollisions),
/* harmony export */   or: () => (/* binding */ entryMode),
/* harmony export */   xf: () => (/* binding */ refusesCaseCollisions)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);


/**
 * Whether `target` (a symlink's resolved path) is `root` or below it. On Windows the comparison
 * ignores case, as NTFS does (a link may name its target in another case than the root was given),
 * and a target on another drive is outside.
 */
function isInsideRoot(root, target, rules = (node_path__WEBPACK_IMPORTED_MODULE_0___default())) {
    const relative = rules.relative(root, target);
    if (relative === '')
        return true;
    if (rules.isAbsolute(relative))
        return false;
    return relative !== '..' && !relative.startsWith(`..${rules.sep}`);
}
/**
 * The Unix mode an entry gets: git's view, 0755 if anyone may execute the file, else 0644. NTFS has
 * no executable bit, so a file packed on Windows is always 0644, whatever a stat reports there.
 */
function entryMode(permissions, platform = process.platform) {
    const executable = platform !== 'win32' && (permissions & 0o111) !== 0;
    return 0o100000 | (executable ? 0o755 : 0o644);
}
/** A zip names an entry in at most 65,535 bytes (a 16-bit field); Windows long paths can be longer. */
const MAX_ENTRY_NAME_BYTES = 0xffff;
/**
 * Names that differ only in case (`A.txt` and `a.txt`): unpacked on a case-insensitive file system
 * (Windows, macOS) one would overwrite the other. Each group is in the order given.
 */
function caseCollisions(names) {
    const byFolded = new Map();
    for (const name of names) {
        const folded = name.normalize('NFC').toLowerCase();
        const group = byFolded.get(folded);
        if (group)
            group.push(name);
        else
            byFolded.set(folded, [name]);
    }
    return [...byFolded.values()].filter((group) => group.length > 1);
}
/**
 * Runners whose file systems ignore case by default: there two files whose names differ only in
 * case exist only in a case-sensitive directory, and an archive holding both unpacks to one file.
 */
function refusesCaseCollisions(platform = process.platform) {
    return platform === 'win32' || platform === 'darwin';
}
const LISTED = 3;
function caseCollisionError(groups) {
    const listed = groups
        .slice(0, LISTED)
        .map((group) => group.join(' and '))
        .join('; ');
    const more = groups.length > LISTED ? ` and ${groups.length - LISTED} more` : '';
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input "path" holds files whose names differ only in case (${listed}${more}), which would overwrite each other when unpacked on a case-insensitive file system: rename one of each, or leave one out with the "exclude" input.`, 'path');
}
function nameTooLongError(name) {
    const bytes = Buffer.byteLength(name, 'utf8');
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input "path" holds a file whose name from the root is ${bytes} bytes long (${name.slice(0, 60)}…), more than the ${MAX_ENTRY_NAME_BYTES} bytes a zip entry can name: move it higher up, or leave it out with the "exclude" input.`, 'path');
}


/***/ })

};
