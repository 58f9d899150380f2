export const id = 959;
export const ids = [959];
export const modules = {

/***/ 69885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ readLiveCheckInputs)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/site-path.ts
/**
 * Why `path` cannot be used, as the end of a sentence ("…, which <problem>"), or undefined.
 * Refused: no leading `/`; a leading `//` (another host); spaces, control characters, backslashes;
 * `#`; `?` unless `rules.query`; `.` and `..` segments, also once %-decoded (any number of times),
 * with `/` or `\` as the separator; a %-escape that does not decode.
 */
function sitePathProblem(path, rules) {
    if (!path.startsWith('/'))
        return 'does not start with "/"';
    if (path.startsWith('//'))
        return 'starts with "//", which would name another host';
    if (hasUnsafeCharacter(path))
        return 'contains a space, a backslash or a control character';
    if (path.includes('#'))
        return 'contains "#", which is never sent to the server';
    const queryAt = path.indexOf('?');
    if (queryAt !== -1 && !rules.query)
        return 'has a query ("?"), which a path prefix cannot match';
    const written = queryAt === -1 ? path : path.slice(0, queryAt);
    const decoded = fullyDecoded(written);
    if (decoded === undefined)
        return 'has a "%" that is not a valid %-escape';
    if (hasDotSegment(decoded))
        return 'has a "." or ".." segment (as written or %-decoded, e.g. %2e%2e or ..%2f), which would leave the site';
    if (hasUnsafeCharacter(decoded) || decoded.startsWith('//'))
        return 'has a %-escape of a backslash, a control character or a leading "//", which servers read as another path';
    if (!rules.query && /[?#]/.test(decoded))
        return 'has a %-escaped "?" or "#", which a path prefix cannot match';
    return undefined;
}
function hasUnsafeCharacter(text) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    return /[\s\u0000-\u001f\u007f-\u009f\\]/.test(text);
}
function hasDotSegment(decoded) {
    return decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}
/** `text` with every layer of %-encoding removed; undefined when an escape does not decode. */
function fullyDecoded(text) {
    let current = text;
    // Each round removes one layer; double encoding (%252e) is decoded by some proxies on the way.
    for (let round = 0; round < 5 && current.includes('%'); round++) {
        let next;
        try {
            next = decodeURIComponent(current);
        }
        catch {
            return undefined;
        }
        if (next === current)
            break;
        current = next;
    }
    return current;
}

;// CONCATENATED MODULE: ./src/actions/common/check-inputs.ts


function readLiveCheckInputs(inputs, wait) {
    const paths = inputs.list('check-path');
    for (const path of paths) {
        // Appended to the live URL as text, so it must not be able to leave it, as written or decoded.
        const problem = sitePathProblem(path, { query: true });
        if (problem)
            throw new errors/* ConfigurationError */.j1(`Input "check-path" has "${path.length > 60 ? `${path.slice(0, 60)}…` : path}", which ${problem}; give paths of the live site such as /health, one per line.`, 'check-path');
    }
    const status = inputs.integer('check-status', 100, 599);
    const contains = inputs.optional('check-contains');
    const timeoutMs = inputs.durationMs('check-timeout');
    const onFailure = inputs.oneOf('on-check-failure', ['fail', 'rollback']);
    if (paths.length === 0 && (contains !== undefined || onFailure === 'rollback')) {
        const input = contains !== undefined ? 'check-contains' : 'on-check-failure';
        throw new errors/* ConfigurationError */.j1(`Input "${input}" only applies to post-deploy checks; set \`check-path\` (e.g. \`check-path: /\`) or remove it.`, input);
    }
    if (paths.length > 0 && !wait) {
        throw new errors/* ConfigurationError */.j1('Input "check-path" needs the deployment to be followed until it is live; remove `wait: false` or remove `check-path`.', 'check-path');
    }
    return { paths, status, contains, timeoutMs, onFailure };
}


/***/ }),

/***/ 61404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JU: () => (/* binding */ deployGitHub),
/* harmony export */   Om: () => (/* binding */ finishOnGitHub),
/* harmony export */   wP: () => (/* binding */ deployInLogGroup)
/* harmony export */ });
/* harmony import */ var _deploy_pipeline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90583);
/* harmony import */ var _deploy_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65505);
/* harmony import */ var _github_deployment_reporter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53344);



/**
 * A deploy's GitHub Deployment and sticky PR comment, as its inputs ask: what deploy, promote and
 * the manifest mode's previews report to GitHub.
 */
function deployGitHub(config, context, project, logger, 
/** What the GitHub Deployment says it is (a promote names its source deployment). */
record = { description: `Deploying ${project.id}` }) {
    const github = new _github_deployment_reporter_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubDeploymentReporter */ .a({
        context,
        token: config.githubToken,
        project: project.id,
        projectName: project.name,
        comment: config.comment,
        githubDeployment: config.githubDeployment,
        logger,
    });
    // In the merge queue, each project's preview of the group has an environment of its own.
    const environment = config.environment ??
        (context.mergeGroup ? `queue/${project.name ?? project.id}` : context.defaultEnvironment);
    return {
        started: (platformDeployment) => reportStarted(github, context, environment, record, platformDeployment),
        finished: async (end) => {
            await reportFinished(github, context, end);
            // GitHub's auto_inactive skips production environments: the previous production deployment
            // of this project (ours only, by its payload) goes inactive as it would elsewhere.
            if (end.status === 'live' && !end.verdict && environment === 'production') {
                await github.inactivatePreviousLive();
            }
        },
    };
}
/**
 * Runs the deploy pipeline with its build log folded under a group, opened once the deployment
 * exists when the run waits for it, and the deployment started on GitHub. On a failure `failed`
 * hears of the deployment created before it (if any) so it is still named and failed, and the error
 * goes on.
 */
function deployInLogGroup(port, github, request, on) {
    let createdId;
    return port
        .group(null, (openGroup) => (0,_deploy_pipeline_js__WEBPACK_IMPORTED_MODULE_0__/* .runDeployPipeline */ .p)({
        ...request,
        logger: port,
        onCreated: async (deployment) => {
            createdId = deployment.id;
            on.created?.(deployment.id);
            await github.started(deployment.id);
            if (request.wait)
                openGroup(`Build log of deployment ${deployment.id}`);
        },
    }))
        .catch(async (error) => {
        await on.failed(createdId);
        throw error;
    });
}
async function reportStarted(github, context, environment, record, platformDeployment) {
    await github.start({
        environment,
        ref: context.pullRequest ? (context.branch ?? context.commitSha) : context.commitSha,
        transient: environment !== 'production',
        ...record,
    }, platformDeployment);
    await github.comment({ status: 'in_progress', ...commitLink(context) });
}
/** How the deploy ended, as the GitHub Deployment's last status and the comment; pending leaves both as they are. */
async function reportFinished(github, context, end) {
    const { status, deploymentId, verdict } = end;
    const card = {
        status: verdict?.shown ?? (0,_deploy_report_js__WEBPACK_IMPORTED_MODULE_1__/* .toGitHubStatus */ .x4)(status),
        ...commitLink(context),
        ...(deploymentId ? { deploymentId } : {}),
        ...(end.timeline && end.timeline.phases.length > 0
            ? { timeline: { title: `Deployment ${deploymentId ?? ''}`, ...end.timeline } }
            : {}),
    };
    const url = verdict ? verdict.url : end.url;
    if (verdict) {
        // Live, then failed its checks: a failure on GitHub, and the comment says what is live now.
        const description = verdict.liveNow ? 'Failed its checks; rolled back' : 'Failed its checks';
        await github.finish('failure', { description });
    }
    else if (status === 'live') {
        await github.finish('success', url ? { environmentUrl: url } : {});
    }
    else if (status === 'failed' || status === 'timed-out') {
        await github.finish('failure', { description: `Deployment ${status}` });
    }
    else if (status === 'cancelled') {
        await github.finish('error', { description: 'Deployment cancelled' });
    }
    await github.comment({
        ...card,
        ...(url ? { url } : {}),
        ...(verdict?.liveNow ? { liveNow: verdict.liveNow } : {}),
    });
}
function commitLink(context) {
    return { commitUrl: `${context.serverUrl}/${context.owner}/${context.repo}/commit/${context.commitSha}` };
}
/**
 * The checks' verdict, and the GitHub Deployment's last status and comment with it: a deployment that
 * failed its checks is reported as such everywhere, with what is live now. deploy and promote both end here.
 */
async function finishOnGitHub(github, outcome, checked) {
    // Loaded only when checks ran: the checks' modules are not needed to start a deploy.
    const checksReport = checked ? await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(545)]).then(__webpack_require__.bind(__webpack_require__, 61545)) : undefined;
    const verdict = checked && checksReport && outcome.deployment
        ? checksReport.checksVerdict(checked, outcome.deployment)
        : undefined;
    await github.finished({
        status: outcome.status,
        deploymentId: outcome.deployment?.id,
        url: outcome.deployment?.url,
        timeline: outcome.timeline,
        verdict,
    });
    return verdict;
}


/***/ }),

/***/ 33634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G8: () => (/* binding */ readWorkspaceDeployInputs),
/* harmony export */   bq: () => (/* binding */ workspaceUpload),
/* harmony export */   eP: () => (/* binding */ checkUploadRoot)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_upload_form_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5946);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _workspace_deploy_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57155);




/**
 * Refuses a `path` that is not a folder of the checkout (a link out of it, an absolute path
 * elsewhere) or is in a `.git`, before any request: packed, it would be served publicly.
 */
function checkUploadRoot(config, workspace) {
    const problem = (0,_workspace_deploy_root_js__WEBPACK_IMPORTED_MODULE_3__/* .deployRootProblem */ .v)(workspace, config.path);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input "path" ("${config.path}") ${problem}.`, 'path');
}
/** What deploy and preview-domain pack and upload: `path` under the workspace, as the inputs say. */
function workspaceUpload(config, workspace, tempDir) {
    checkUploadRoot(config, workspace);
    return {
        kind: 'upload',
        root: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workspace, config.path),
        exclude: config.exclude,
        tempDir,
        uploadFormat: config.uploadFormat,
        compressionLevel: config.compressionLevel,
    };
}
function readWorkspaceDeployInputs(inputs) {
    return {
        path: inputs.raw('path') || '.',
        exclude: inputs.list('exclude'),
        wait: inputs.boolean('wait'),
        timeoutMs: inputs.durationMs('timeout'),
        uploadFormat: inputs.oneOf('upload-format', _api_upload_form_js__WEBPACK_IMPORTED_MODULE_1__/* .UPLOAD_FORMATS */ .Dq),
        compressionLevel: inputs.integer('compression-level', 0, 9),
    };
}


/***/ }),

/***/ 15274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ isManyMode),
  m: () => (/* binding */ readManyDeployInputs)
});

// EXTERNAL MODULE: ./src/api/path-params.ts
var path_params = __webpack_require__(53248);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/actions/common/check-inputs.ts + 1 modules
var check_inputs = __webpack_require__(69885);
// EXTERNAL MODULE: ./src/actions/common/deploy-inputs.ts
var deploy_inputs = __webpack_require__(33634);
// EXTERNAL MODULE: ./src/api/secrets.ts + 1 modules
var secrets = __webpack_require__(56966);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
;// CONCATENATED MODULE: ./src/actions/common/key-pool.ts



/** The keys of an `api-keys` pool, each masked before anything can print it. */
function readKeyPool(text) {
    const keys = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
    for (const key of keys)
        for (const part of (0,secrets/* keySecretParts */.Cx)(key))
            (0,redact/* registerSecret */.cl)(part);
    if (new Set(keys).size !== keys.length) {
        throw new errors/* ConfigurationError */.j1('Input "api-keys" names a key twice; give each key of the pool once, one per line.', 'api-keys');
    }
    return keys;
}

;// CONCATENATED MODULE: ./src/actions/deploy/many-inputs.ts





/** Manifest mode is on when `projects` names keys. */
function isManyMode(inputs) {
    return inputs.list('projects', { commas: true }).length > 0;
}
/**
 * The inputs of manifest mode. What only makes sense for one project (its id, another source, a
 * `path`) is refused rather than silently ignored.
 */
function readManyDeployInputs(inputs) {
    const apiKeys = readKeyPool(inputs.raw('api-keys'));
    const keys = inputs.list('projects', { commas: true });
    const ids = readProjectIds(inputs.optional('project'), keys.length);
    if (inputs.oneOf('source', ['upload', 'repository', 'deployment']) !== 'upload') {
        throw new errors/* ConfigurationError */.j1('Input "source" must be `upload` with `projects`: each manifest project uploads its own path; remove `source` or deploy one `project`.', 'source');
    }
    const defaults = (0,deploy_inputs/* readWorkspaceDeployInputs */.G8)(inputs);
    if (defaults.path !== '.') {
        throw new errors/* ConfigurationError */.j1('Input "path" does not apply with `projects`: each project deploys the `path` its manifest entry names; remove `path`.', 'path');
    }
    if (!defaults.wait) {
        throw new errors/* ConfigurationError */.j1('Input "wait" must stay `true` with `projects`: the results of the projects are what the report shows; remove `wait: false`.', 'wait');
    }
    return {
        keys,
        ids,
        manifest: inputs.required('manifest', 'set it to the manifest file, e.g. platform.yml'),
        concurrency: inputs.integer('concurrency', 1, 16),
        apiKeys,
        defaults,
        checks: (0,check_inputs/* readLiveCheckInputs */.E)(inputs, true),
        force: inputs.boolean('force'),
        githubToken: inputs.optional('github-token'),
        githubDeployment: inputs.boolean('github-deployment'),
        previews: inputs.oneOf('previews', ['deploy', 'remove']),
    };
}
/**
 * With `projects`, `project` may carry the ids the projects action resolved (`matrix.project`, one per
 * key, comma-separated), so a leg does not look each name up again: with hundreds of legs, every
 * leg listing the account's projects would cost more requests than the deploys.
 */
function readProjectIds(value, count) {
    if (value === undefined)
        return undefined;
    const ids = value.split(',').map((id) => id.trim());
    if (ids.length !== count || ids.some((id) => (0,path_params/* segmentProblem */.ft)(id) !== undefined || /[\s/?#]/.test(id))) {
        throw new errors/* ConfigurationError */.j1(`Input "project" must be empty with \`projects\`, or the ${count} project id${count === 1 ? '' : 's'} the projects action planned for them, comma-separated (\`project: \${{ matrix.project }}\`).`, 'project');
    }
    return ids;
}


/***/ }),

/***/ 23959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/projects/project-input.ts + 2 modules
var project_input = __webpack_require__(92738);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/actions/common/check-step.ts

/** The post-deploy checks (and a rollback), when `check-path` asks for them. */
async function checkIfAsked(port, config, projectId, outcome, stepDeadline, { client, signal }) {
    if (config.checks.paths.length === 0 || outcome.status !== 'live' || !outcome.deployment)
        return undefined;
    // Loaded only when asked for: the checks' HTTP client (undici's whole index) slowed every start-up.
    const { checkLiveDeployment } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(689)]).then(__webpack_require__.bind(__webpack_require__, 75689));
    const checked = await port.group(null, (openGroup) => checkLiveDeployment({
        client,
        projectId,
        deployment: outcome.deployment,
        checks: config.checks,
        stepDeadline,
        logger: port,
        signal,
        onRollbackCreated: (deployment) => openGroup(`Build log of rollback deployment ${deployment.id}`),
    }));
    if (signal.aborted)
        throw new errors/* CancelledError */.cc('The job was cancelled during the post-deploy checks.');
    return checked;
}

// EXTERNAL MODULE: ./src/actions/common/deploy-github.ts
var deploy_github = __webpack_require__(61404);
// EXTERNAL MODULE: ./src/actions/common/deploy-inputs.ts
var deploy_inputs = __webpack_require__(33634);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/actions/common/check-inputs.ts + 1 modules
var check_inputs = __webpack_require__(69885);
;// CONCATENATED MODULE: ./src/actions/deploy/inputs.ts



/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
function readDeployInputs(inputs) {
    const source = inputs.oneOf('source', ['upload', 'repository', 'deployment']);
    const deployment = readDeploymentInput(inputs, source);
    const branch = inputs.optional('branch');
    const commitSha = inputs.optional('commit-sha');
    if (commitSha !== undefined && !/^[0-9a-f]{7,40}$/i.test(commitSha)) {
        throw new errors/* ConfigurationError */.j1(`Input "commit-sha" must be a commit hash of 7 to 40 hex digits, not "${commitSha}".`, 'commit-sha');
    }
    if (source !== 'repository' && (branch !== undefined || commitSha !== undefined)) {
        throw new errors/* ConfigurationError */.j1('Inputs "branch" and "commit-sha" only apply to `source: repository`; remove them or set `source: repository`.', 'source');
    }
    const workspace = (0,deploy_inputs/* readWorkspaceDeployInputs */.G8)(inputs);
    return {
        project: inputs.id('project', "a project's id or name", 'set it to the id or name of the platform project to deploy'),
        source,
        deployment,
        branch,
        commitSha,
        ...workspace,
        githubToken: inputs.optional('github-token'),
        environment: inputs.optional('environment'),
        comment: inputs.boolean('comment'),
        githubDeployment: inputs.boolean('github-deployment'),
        checks: (0,check_inputs/* readLiveCheckInputs */.E)(inputs, workspace.wait),
        force: inputs.boolean('force'),
    };
}
function readDeploymentInput(inputs, source) {
    if (source !== 'deployment') {
        if (inputs.optional('deployment') === undefined)
            return undefined;
        throw new errors/* ConfigurationError */.j1('Input "deployment" only applies to `source: deployment`; remove it or set `source: deployment`.', 'deployment');
    }
    const value = inputs.id('deployment', 'a deployment id or `previous`', 'set it to the id of the deployment to redeploy, or to `previous`');
    return value.toLowerCase() === 'previous' ? 'previous' : value;
}

// EXTERNAL MODULE: ./src/deploy/live-guard.ts
var live_guard = __webpack_require__(72309);
// EXTERNAL MODULE: ./src/deploy/live-leg.ts
var live_leg = __webpack_require__(23864);
;// CONCATENATED MODULE: ./src/actions/deploy/live-step.ts


/**
 * Runs the guard before anything is written; when the live commit is newer, drops the packed zip and
 * answers why (report.ts says it everywhere): the run ends there, successfully.
 */
async function supersededByLive({ client, port, context, signal }, config, project, source) {
    const commit = (0,live_leg/* commitToGuard */.EY)(config, context);
    if (commit === undefined)
        return undefined;
    const token = config.githubToken;
    const verdict = await (0,live_guard/* guardAgainstOlder */.T)({
        client,
        projectId: project.id,
        projectRaw: project.raw,
        commit,
        github: (0,live_leg/* guardGitHub */.rb)(token, context),
        environment: config.environment ?? context.defaultEnvironment,
        logger: port,
        signal,
    });
    if (verdict.ship)
        return undefined;
    if (source.kind === 'upload')
        await source.early?.discard();
    return { sentence: (0,live_guard/* supersededSentence */.G)(commit, verdict), url: verdict.liveDeployment.url };
}

// EXTERNAL MODULE: ./src/actions/deploy/many-inputs.ts + 1 modules
var many_inputs = __webpack_require__(15274);
// EXTERNAL MODULE: ./src/deploy/report.ts
var report = __webpack_require__(65505);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
;// CONCATENATED MODULE: ./src/actions/deploy/report.ts





/**
 * Turns a deploy's outcome (and its checks') into the outputs, the GitHub Deployment's last status,
 * the job summary and the step's verdict: the one place the deploy action reports from.
 */
async function reportDeploy({ port, outputs, github }, config, project, outcome, checked) {
    const verdict = await (0,deploy_github/* finishOnGitHub */.Om)(github, outcome, checked);
    outputs.setAll((0,report/* deployOutputs */.gf)(outcome, verdict));
    const { failure, summary } = (0,report/* reportDeployOutcome */.QR)(port, outcome, {
        projectId: project.id,
        projectName: project.name,
        timeoutMs: config.timeoutMs,
        ...(verdict ? { checks: { verdict, failure: checked?.failure } } : {}),
    });
    await port.appendSummary(summary);
    if (outcome.status === 'live' && !verdict)
        port.info(`Deployment ${outcome.deployment?.id} is live at ${outcome.deployment?.url}`);
    if (outcome.redeployedFrom)
        outputs.set('source-deployment-id', outcome.redeployedFrom.id);
    if (outcome.status === 'pending')
        port.info(`Deployment ${outcome.deployment?.id} was created; not waiting for it.`);
    if (outcome.status === 'cancelled')
        throw new errors/* CancelledError */.cc(failure ?? 'cancelled');
    if (checked) {
        const checksReport = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(545)]).then(__webpack_require__.bind(__webpack_require__, 61545));
        outputs.setAll(checksReport.checksOutputs(checked));
        await port.appendSummary(checksReport.renderChecksReport(checked, config.checks));
    }
    if (failure)
        throw new errors/* ActionFailure */.dR(failure);
}
/**
 * Manifest mode's outcome as the `results` and `status` outputs, the job summary and the step's
 * verdict: a row per project (the report job folds every leg's rows into one comment).
 */
async function reportMany({ port, outputs, signal }, run) {
    if (run.kind === 'removed')
        return reportRemoved(port, outputs, run);
    // Loaded only in manifest mode: the manifest's modules (its YAML reader) would slow every deploy's start.
    const { isSuccess, renderResultsTable } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(115), __webpack_require__.e(371)]).then(__webpack_require__.bind(__webpack_require__, 10371));
    const rows = run.rows;
    outputs.set('results', JSON.stringify(rows));
    const failed = rows.filter((row) => !isSuccess(row) && row.status !== 'skipped');
    outputs.set('status', failed.length === 0 ? 'live' : 'failed');
    if (run.kind === 'skipped')
        return;
    await port.appendSummary(`### Deploy of ${(0,src_text/* plural */.LS)(rows.length, 'project')}\n\n${renderResultsTable(rows)}`);
    if (signal.aborted)
        throw new errors/* CancelledError */.cc('The job was cancelled while the projects deployed.');
    if (failed.length > 0) {
        throw new errors/* ActionFailure */.dR(`${failed.length} of ${rows.length} projects did not go live: ${failed.map((row) => `${row.key} (${row.status})`).join(', ')}.`);
    }
}
/** The previews taken down: one row each, and what stays and why (the platform cannot delete a project). */
async function reportRemoved(port, outputs, run) {
    const rows = run.removed.map((removed) => ({
        key: removed.key,
        project: removed.projectId ?? removed.name,
        status: removed.status,
        durationMs: 0,
    }));
    outputs.set('results', JSON.stringify(rows));
    const refused = run.removed.filter((removed) => removed.status === 'refused');
    outputs.set('status', refused.length === 0 ? 'removed' : 'failed');
    const lines = run.removed.map((removed) => {
        const what = removed.status === 'no-preview'
            ? `no preview project named ${removed.name}`
            : `${removed.status === 'removed' ? 'removed' : 'refused'} ${removed.name}${removed.detached ? `, detached ${removed.detached}` : ''}`;
        const kept = removed.kept.length > 0 ? `; kept: ${removed.kept.join('; ')}` : '';
        return `- ${(0,markdown/* escapeMarkdownText */.m4)(`${removed.key}: ${what}${kept}.`)}`;
    });
    for (const line of lines)
        port.info(line.slice(2));
    const title = run.queue ? "The merge group's previews" : "The pull request's previews";
    await port.appendSummary(`### ${title}, removed\n\n${lines.join('\n')}\n`);
    if (refused.length > 0) {
        throw new errors/* ActionFailure */.dR(`Refused to remove ${refused.map((removed) => removed.key).join(', ')}: ${refused.map((removed) => removed.kept.join('; ')).join('; ')}. Set the project's \`preview-domain\` to the preview's own domain.`);
    }
}
/** Nothing shipped because the live commit is newer: the log, the outputs and the summary say so. */
async function reportSuperseded({ port, outputs }, project, superseded) {
    port.info(superseded.sentence);
    outputs.set('status', 'superseded');
    if (superseded.url)
        outputs.set('url', superseded.url);
    // The project's name and the ids come from the platform: shown escaped.
    await port.appendSummary(`### Deploy of ${(0,markdown/* escapeMarkdownText */.m4)(project.name ?? project.id)}: superseded\n\n${(0,markdown/* escapeMarkdownText */.m4)(superseded.sentence)}\n`);
}
/** A deployment created before the run failed is still named in the outputs, as failed. */
function reportCreatedThenFailed(outputs, deploymentId) {
    outputs.setAll({ 'deployment-id': deploymentId, status: 'failed' });
}

// EXTERNAL MODULE: ./src/actions/deploy/spec.ts + 4 modules
var spec = __webpack_require__(31218);
// EXTERNAL MODULE: ./src/deploy/pack-upload.ts + 19 modules
var pack_upload = __webpack_require__(73965);
;// CONCATENATED MODULE: ./src/actions/deploy/steps.ts




/** What to deploy: the workspace packed from now on, an earlier deployment, or a repository's branch. */
function chooseSource(config, { client, port, signal, workspace, tempDir }) {
    if (config.source === 'upload')
        return (0,pack_upload/* packingFromNow */.Iv)(client, (0,deploy_inputs/* workspaceUpload */.bq)(config, workspace, tempDir), port, signal);
    if (config.source === 'deployment')
        return { kind: 'deployment', target: redeployTarget(config.deployment) };
    return { kind: 'repository', branch: config.branch, commitSha: config.commitSha };
}
/**
 * Runs the pipeline with its build log folded under a group; a deployment created before a failure
 * is still named in the outputs and failed on GitHub.
 */
async function deployInGroup({ port, outputs, client, signal, }, config, projectId, source, github) {
    return (0,deploy_github/* deployInLogGroup */.wP)(port, github, { client, projectId, source, wait: config.wait, timeoutMs: config.timeoutMs, signal }, {
        failed: async (createdId) => {
            if (createdId === undefined)
                return;
            reportCreatedThenFailed(outputs, createdId);
            await github.finished({ status: 'failed', deploymentId: createdId });
        },
    });
}
function redeployTarget(deployment) {
    return deployment === undefined || deployment === 'previous'
        ? { previous: true }
        : { id: deployment };
}

;// CONCATENATED MODULE: ./src/actions/deploy/run.ts













const run = (0,platform_action.platformAction)(spec/* spec */.I, async (action) => {
    // Manifest mode (several projects) loads its own modules only when asked for.
    if ((0,many_inputs/* isManyMode */.$)(action.inputs)) {
        const { runManifestMode } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(815), __webpack_require__.e(115), __webpack_require__.e(950)]).then(__webpack_require__.bind(__webpack_require__, 45950));
        return reportMany(action, await runManifestMode(action));
    }
    const { port, outputs, inputs, context, client, signal, workspace } = action;
    // The step's time runs from here (the client's deadline is this plus a little to wrap up), so a
    // rollback after the checks gets what is left of it, not the whole `timeout` again.
    const stepStartedAt = (0,clock/* currentClock */.q6)().now();
    const config = readDeployInputs(inputs);
    (0,redact/* registerSecret */.cl)(config.githubToken);
    if (config.source === 'upload')
        (0,deploy_inputs/* checkUploadRoot */.eP)(config, workspace);
    // `project` is an id or a name; it is resolved before any write (the upload is one already), so a
    // wrong one fails first, naming the input. Its request leaves first; packing goes on meanwhile,
    // and only the upload waits for the answer.
    const lookup = (0,project_input/* resolveProject */.K)(client, config.project, { logger: port, signal });
    const source = chooseSource(config, action);
    const project = await lookup.catch(async (error) => {
        if (source.kind === 'upload')
            await source.early?.discard();
        throw error;
    });
    // Never older than live: checked before the first write (the upload), packing meanwhile.
    const superseded = await supersededByLive(action, config, project, source);
    if (superseded)
        return reportSuperseded({ port, outputs }, project, superseded);
    const github = (0,deploy_github/* deployGitHub */.JU)(config, context, project, port);
    const outcome = await deployInGroup(action, config, project.id, source, github);
    // The checks come before the GitHub Deployment's last status and the PR comment, so a deployment
    // that fails its checks is reported there as failed, not as a success.
    const stepDeadline = stepStartedAt + config.timeoutMs;
    const checked = await checkIfAsked(port, config, project.id, outcome, stepDeadline, {
        client,
        signal,
    }).catch(async (error) => {
        if (signal.aborted)
            await github.finished({ status: 'cancelled', deploymentId: outcome.deployment?.id });
        throw error;
    });
    await reportDeploy({ port, outputs, github }, config, project, outcome, checked);
});


/***/ }),

/***/ 2884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ rawStatusOf),
/* harmony export */   UJ: () => (/* binding */ toLifecycle),
/* harmony export */   km: () => (/* binding */ canonicalState)
/* harmony export */ });
/* unused harmony export FAILED_STATES */
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);

const IN_PROGRESS = [
    'queued',
    'pending',
    'initializing',
    'uploading',
    'building',
    'deploying',
    'provisioning',
    'starting',
];
const LIVE = ['live', 'ready', 'success', 'succeeded', 'active', 'running', 'deployed', 'healthy'];
/** Words that end something in failure; runs (src/api/resources/run-outcome.ts) use them too. */
const FAILED_STATES = [
    'failed',
    'failure',
    'error',
    'errored',
    'crashed',
    'canceled',
    'cancelled',
    'timeout',
    'timed_out',
];
const KNOWN = new Map([
    ...IN_PROGRESS.map((s) => [s, 'in_progress']),
    ...LIVE.map((s) => [s, 'live']),
    ...FAILED_STATES.map((s) => [s, 'failed']),
]);
// Per logger, so each run (and each test) hears about an unknown value once.
const reported = new WeakMap();
/** `"Timed-Out"`, `"TIMED OUT"` and `"timed_out"` are the same state. */
function canonicalState(raw) {
    return raw
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
}
/**
 * Maps a platform state to the three outcomes callers act on. An unknown state is treated as still
 * in progress (the caller's deadline bounds the wait) and reported once, so new states get noticed.
 */
function toLifecycle(raw, logger, what = 'status') {
    if (raw === undefined || raw.trim() === '')
        return 'in_progress';
    const key = canonicalState(raw);
    const known = KNOWN.get(key);
    if (known)
        return known;
    let seen = reported.get(logger);
    if (!seen) {
        seen = new Set();
        reported.set(logger, seen);
    }
    if (!seen.has(key)) {
        seen.add(key);
        logger.info(`The platform reported an unknown ${what} "${raw}"; treating it as still in progress.`);
    }
    return 'in_progress';
}
/** The raw state string of a record: `status` or `state` (or `phase`), possibly nested one level. */
function rawStatusOf(record) {
    const value = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(record, 'status', 'state', 'phase');
    if (typeof value === 'string')
        return value;
    if ((0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(value)) {
        const inner = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(value, 'state', 'status', 'phase', 'value', 'name');
        if (typeof inner === 'string')
            return inner;
    }
    return undefined;
}


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
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(53841);
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

/***/ 38424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mq: () => (/* binding */ createWithId),
  sR: () => (/* binding */ endpoint),
  RR: () => (/* binding */ listing),
  OG: () => (/* binding */ logLines),
  T9: () => (/* binding */ readById),
  EL: () => (/* binding */ updateById)
});

// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
;// CONCATENATED MODULE: ./src/api/logs.ts

const TEXT_KEYS = ['message', 'text', 'line', 'msg', 'log'];
const TIME_KEYS = ['timestamp', 'time', 'ts', 'createdAt', 'date'];
const LOG_LIST_KEYS = ['logs', 'lines', 'entries', 'events', 'output'];
// Build and runtime logs may come as separate lists; they are read in that order.
const SECTION_KEYS = ['build', 'buildLogs', 'runtime', 'runtimeLogs'];
function splitLines(text) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    return lines.map((line) => ({ text: line }));
}
function lineFrom(item) {
    if (typeof item === 'string')
        return splitLines(item);
    if (!(0,decode/* isRecord */.u4)(item))
        return item === undefined || item === null ? [] : [{ text: String(item) }];
    const text = (0,decode/* field */.ZZ)(item, ...TEXT_KEYS);
    const timestamp = (0,decode/* timestampField */.hO)(item, ...TIME_KEYS);
    const body = typeof text === 'string' ? text : JSON.stringify(item);
    return [timestamp === undefined ? { text: body } : { text: body, timestamp }];
}
/**
 * Log lines from any of: text/plain, a JSON array of strings or of `{message|text|line, timestamp|time|ts}`,
 * either wrapped (`data`, `logs`, `lines`...), a single string under such a key, or build/runtime sections.
 */
function decodeLogLines(body) {
    if (body === undefined || body === null)
        return [];
    if (typeof body === 'string')
        return splitLines(body);
    if (Array.isArray(body))
        return body.flatMap(lineFrom);
    if (!(0,decode/* isRecord */.u4)(body))
        return [{ text: String(body) }];
    const sections = SECTION_KEYS.map((key) => body[key]).filter((value) => value !== undefined);
    if (sections.length > 0)
        return sections.flatMap((section) => decodeLogLines(section));
    for (const key of ['data', 'result', ...LOG_LIST_KEYS]) {
        const value = body[key];
        if (typeof value === 'string' || (0,decode/* isRecord */.u4)(value))
            return decodeLogLines(value);
    }
    const list = (0,decode/* unwrapList */.ij)(body, LOG_LIST_KEYS);
    if (list)
        return list.flatMap(lineFrom);
    return lineFrom(body);
}

// EXTERNAL MODULE: ./src/api/routes.ts
var routes = __webpack_require__(14200);
// EXTERNAL MODULE: ./src/api/resources/records.ts
var resources_records = __webpack_require__(87512);
;// CONCATENATED MODULE: ./src/api/resources/operation.ts



// The specs most operations share.
/** A read of one object: the answer is decoded with the path's id as its id when it has none. */
function readById(decode) {
    return { decode, fallbackId: 'path' };
}
/** A create whose body is the caller's JSON and whose answer must carry the new object's id. */
function createWithId(decode, what) {
    return { body: (body) => body, decode, requireId: what };
}
/** An update whose body is the caller's JSON (the changes), decoded like readById. */
function updateById(decode) {
    return { body: (changes) => changes, decode, fallbackId: 'path' };
}
function endpoint(operation, spec = {}) {
    const names = (0,routes/* pathParams */.EH)((0,routes/* routeFor */.nR)(operation).path);
    const { body, fallbackId } = spec;
    return async (client, ...args) => {
        const params = paramsOf(names, args);
        const input = args[names.length];
        const options = args[names.length + (body === undefined ? 0 : 1)];
        const extra = {
            ...(body === undefined ? {} : { body: body(input) }),
            ...(spec.idempotent === undefined ? {} : { idempotent: spec.idempotent }),
        };
        const answer = await client.call(operation, (0,resources_records/* callOptions */.jp)(options, params, extra));
        if (spec.decode === undefined)
            return undefined;
        const fallback = fallbackId === 'path'
            ? params[names.at(-1) ?? '']
            : fallbackId === undefined
                ? undefined
                : fallbackId(input);
        const decoded = spec.decode(answer, fallback, client);
        if (spec.requireId !== undefined)
            (0,resources_records/* requireId */.l4)(operation, idField(decoded), spec.requireId);
        return decoded;
    };
}
/** Every page of a collection, each record decoded (or the records as they are). */
function listing(operation, decode) {
    const names = (0,routes/* pathParams */.EH)((0,routes/* routeFor */.nR)(operation).path);
    return async (client, ...args) => {
        const options = args[names.length];
        const records = await (0,resources_records/* listRecords */.VI)(client, operation, paramsOf(names, args), options);
        return decode === undefined
            ? records
            : records.map((record) => decode(record, undefined, client));
    };
}
/** Build or runtime logs, text or JSON, as lines. */
function logLines(operation) {
    const names = (0,routes/* pathParams */.EH)((0,routes/* routeFor */.nR)(operation).path);
    return async (client, ...args) => {
        const options = args[names.length];
        const response = await client.callRaw(operation, (0,resources_records/* callOptions */.jp)(options, paramsOf(names, args)));
        return decodeLogLines(response.body);
    };
}
function paramsOf(names, args) {
    return Object.fromEntries(names.map((name, index) => [name, args[index]]));
}
function idField(decoded) {
    const id = decoded?.id;
    return typeof id === 'string' ? id : undefined;
}


/***/ }),

/***/ 4906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M_: () => (/* binding */ listProxyRules),
/* harmony export */   Rc: () => (/* binding */ setStaticRouting),
/* harmony export */   U1: () => (/* binding */ getProject),
/* harmony export */   ZO: () => (/* binding */ getStaticRouting),
/* harmony export */   gA: () => (/* binding */ createProject),
/* harmony export */   hF: () => (/* binding */ listProjects),
/* harmony export */   u2: () => (/* binding */ setProxyRules),
/* harmony export */   vr: () => (/* binding */ updateProject)
/* harmony export */ });
/* unused harmony export toProject */
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);
/* harmony import */ var _operation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38424);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87512);



const LIVE_URL_FIELDS = [
    'liveUrl',
    'url',
    'productionUrl',
    'siteUrl',
    'publicUrl',
    'primaryDomain',
    'domain',
];
const toProject = (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .recordDecoder */ .S0)(['projectId'], (raw) => ({
    name: (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(raw, 'name', 'slug', 'displayName', 'title'),
    liveUrl: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .urlField */ .Wn)(raw, ...LIVE_URL_FIELDS),
}));
const listProjects = (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .listing */ .RR)('listProjects', toProject);
const getProject = (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)('getProject', (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .readById */ .T9)(toProject));
/** The document does not show the create body; it is sent as is (e.g. `{ name }`). */
const createProject = (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)('createProject', (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .createWithId */ .mq)(toProject, 'project'));
const updateProject = (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)('updateProject', (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .updateById */ .EL)(toProject));
const getStaticRouting = (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)('getStaticRouting', { decode: _records_js__WEBPACK_IMPORTED_MODULE_2__/* .asRecord */ .qY });
const setStaticRouting = (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)('setStaticRouting', {
    body: (settings) => settings,
    decode: _records_js__WEBPACK_IMPORTED_MODULE_2__/* .asRecord */ .qY,
});
const listProxyRules = (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .listing */ .RR)('listProxyRules');
/** The sent set replaces the project's rules; its shape (`{ rules: [...] }` or an array) is the caller's. */
const setProxyRules = (0,_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)('setProxyRules', {
    body: (rules) => rules,
    decode: _records_js__WEBPACK_IMPORTED_MODULE_2__/* .asRecord */ .qY,
});


/***/ }),

/***/ 87512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NM: () => (/* binding */ listOptions),
/* harmony export */   NP: () => (/* binding */ refId),
/* harmony export */   S0: () => (/* binding */ recordDecoder),
/* harmony export */   TH: () => (/* binding */ idOf),
/* harmony export */   VI: () => (/* binding */ listRecords),
/* harmony export */   Wn: () => (/* binding */ urlField),
/* harmony export */   jp: () => (/* binding */ callOptions),
/* harmony export */   l4: () => (/* binding */ requireId),
/* harmony export */   qY: () => (/* binding */ asRecord),
/* harmony export */   sw: () => (/* binding */ defined)
/* harmony export */ });
/* unused harmony exports requireValue, getRecord */
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _routes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14200);



function asRecord(value) {
    return (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(value) ? value : { value };
}
function idOf(record, ...extra) {
    return (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(record, 'id', ...extra, 'uuid');
}
/** Adds only the defined optional fields, keeping records free of `key: undefined`. */
function defined(values) {
    const out = {};
    for (const [key, value] of Object.entries(values))
        if (value !== undefined)
            out[key] = value;
    return out;
}
/**
 * A decoder for the usual record shape: `id` (under `id`, one of `idKeys` or `uuid`, else the id the
 * request named), `raw`, and the fields `fields` finds, those it does not find left out.
 */
function recordDecoder(idKeys, fields) {
    return (value, fallbackId) => {
        const raw = asRecord(value);
        return { id: idOf(raw, ...idKeys) ?? fallbackId ?? '', raw, ...defined(fields(raw)) };
    };
}
/** A URL field, accepting bare host names (`app.example.com`) as https. */
function urlField(record, ...names) {
    const value = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(record, ...names);
    if (!value)
        return undefined;
    return /^https?:\/\//i.test(value)
        ? value
        : /^[\w.-]+\.[a-z]{2,}(\/.*)?$/i.test(value)
            ? `https://${value}`
            : undefined;
}
/** `project: "p1"` or `project: { id: "p1" }`. */
function refId(record, ...names) {
    for (const name of names) {
        const value = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(record, name);
        const id = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(value) ? idOf(value) : (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(record, name);
        if (id)
            return id;
    }
    return undefined;
}
function callOptions(options, params = {}, extra = {}) {
    return { params, ...extra, ...defined({ signal: options?.signal, deadline: options?.deadline }) };
}
function listOptions(options, params = {}) {
    const call = callOptions(options, params, defined({ query: options?.query }));
    return [call, defined({ maxPages: options?.maxPages })];
}
/** A response that must carry something (an id, a URL) for callers to go on; otherwise a clear error. */
function requireValue(operation, value, what) {
    if (value)
        return value;
    const route = (0,_routes_js__WEBPACK_IMPORTED_MODULE_2__/* .routeFor */ .nR)(operation);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedResponseError */ .dk({ operation, method: route.method, pathTemplate: route.path }, `The platform answered ${operation} without a ${what}, so it cannot be followed up.`);
}
function requireId(operation, id, what) {
    return requireValue(operation, id, `${what} id`);
}
/** Generic typed wrappers for the many operations whose shapes the document does not show. */
async function getRecord(client, operation, params, options, extra) {
    return asRecord(await client.call(operation, callOptions(options, params, extra)));
}
async function listRecords(client, operation, params, options) {
    const [call, pages] = listOptions(options, params);
    return client.list(operation, call, pages);
}


/***/ }),

/***/ 5946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Dq: () => (/* binding */ UPLOAD_FORMATS),
  fc: () => (/* binding */ chooseUploadForm),
  h_: () => (/* binding */ uploadSource)
});

// UNUSED EXPORTS: documentedUploadForms, forgetUploadForms, isFormRefusal

// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/logger.ts
var api_logger = __webpack_require__(77290);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __webpack_require__(68379);
// EXTERNAL MODULE: ./src/api/request-headers.ts + 1 modules
var request_headers = __webpack_require__(26815);
// EXTERNAL MODULE: ./src/api/transport.ts
var transport = __webpack_require__(53841);
;// CONCATENATED MODULE: ./src/api/openapi-document.ts





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
function openapi_document_forgetOpenApiDocuments() {
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
    const timeout = (0,clock/* clockTimeout */.S2)(DOCUMENT_TIMEOUT_MS);
    try {
        const response = await (0,transport/* sendOnce */.E4)({
            method: 'GET',
            url: (0,base_url/* buildUrl */.c$)(client.base, '/openapi.json'),
            headers: (0,request_headers/* openApiDocumentHeaders */._W)(),
            signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
            maxBodyBytes: DOCUMENT_MAX_BYTES,
        });
        if (response.status < 200 || response.status >= 300)
            return undefined;
        const document = JSON.parse(response.text);
        return (0,decode/* isRecord */.u4)(document) && (0,decode/* isRecord */.u4)(document.paths) ? document : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        timeout.clear();
    }
}
/** Follows local `$ref`s (`#/components/...`); anything else is no answer. */
function openapi_document_resolveRef(document, value) {
    let current = value;
    for (let hop = 0; (0,decode/* isRecord */.u4)(current) && typeof current.$ref === 'string'; hop++) {
        const ref = current.$ref;
        if (hop >= MAX_REF_HOPS || !ref.startsWith('#/'))
            return undefined;
        current = ref
            .slice(2)
            .split('/')
            .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
            .reduce((node, key) => ((0,decode/* isRecord */.u4)(node) ? node[key] : undefined), document);
    }
    return (0,decode/* isRecord */.u4)(current) ? current : undefined;
}

;// CONCATENATED MODULE: ./src/api/upload-form.ts




const UPLOAD_FORMATS = ['auto', 'multipart', 'raw'];
const MEDIA_TYPES = {
    multipart: 'multipart/form-data',
    raw: 'application/zip',
};
const RAW_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/octet-stream']);
/** Per API root: what its document says (one fetch, shared by concurrent uploads) and what worked. */
const documented = new Map();
const learned = new Map();
/** For tests, whose platforms may come back on a port an earlier one used. */
function forgetUploadForms() {
    forgetOpenApiDocuments();
    documented.clear();
    learned.clear();
}
/** `/uploads` relative to a server at the API root, or the whole path from a server at the origin. */
function isUploadsPath(path) {
    const trimmed = path.replace(/\/+$/, '');
    return trimmed === '/uploads' || trimmed.endsWith('/api/v1/uploads');
}
/**
 * The forms an OpenAPI document gives POST /uploads' request body, multipart first; undefined when it
 * describes no body (or only content types that are neither form), or is not such a document.
 */
function documentedUploadForms(document) {
    if (!(0,decode/* isRecord */.u4)(document) || !(0,decode/* isRecord */.u4)(document.paths))
        return undefined;
    const resolveRef = (value) => openapi_document_resolveRef(document, value);
    const entry = Object.entries(document.paths).find(([path]) => isUploadsPath(path));
    const post = resolveRef(resolveRef(entry?.[1])?.post);
    const content = resolveRef(post?.requestBody)?.content;
    if (!(0,decode/* isRecord */.u4)(content))
        return undefined;
    const types = Object.keys(content).map((type) => type.split(';')[0].trim().toLowerCase());
    const forms = [];
    if (types.includes(MEDIA_TYPES.multipart))
        forms.push('multipart');
    if (types.some((type) => RAW_TYPES.has(type)))
        forms.push('raw');
    return forms.length > 0 ? forms : undefined;
}
/**
 * The platform turning the form down, not the archive: 415, or a 400 about the content type or the
 * form. Nothing was stored, so sending the other form cannot make a second upload.
 */
function isFormRefusal(error) {
    if (!(error instanceof errors/* PlatformApiError */.es))
        return false;
    if (error.status === 415)
        return true;
    const said = `${error.platformMessage ?? ''} ${error.field ?? ''}`;
    return error.status === 400 && /content[-_ ]?type|multipart|\bform\b/i.test(said);
}
/** The forms the platform's shared /openapi.json gives POST /uploads (see openapi-document.ts). */
async function fetchDocumentedForms(client, signal) {
    return documentedUploadForms(await openApiDocument(client, signal));
}
/** The form to send first, in `auto`: what worked before, else what the document says, else multipart. */
async function chooseUploadForm(client, signal) {
    const key = client.base.root;
    const known = learned.get(key);
    if (known)
        return { form: known, why: 'the platform took it earlier in this process' };
    let pending = documented.get(key);
    if (!pending) {
        pending = fetchDocumentedForms(client, signal);
        documented.set(key, pending);
    }
    const forms = await pending;
    if (forms?.length === 1)
        return { form: forms[0], why: "the only form the platform's /openapi.json describes" };
    if (forms)
        return { form: 'multipart', why: "the platform's /openapi.json describes both forms" };
    return { form: 'multipart', why: "the platform's /openapi.json does not describe the upload body" };
}
const other = (form) => (form === 'multipart' ? 'raw' : 'multipart');
/** 411 Length Required: the platform (or a proxy before it) takes no chunked body. Nothing was stored. */
function isLengthRefusal(error) {
    return error instanceof errors/* PlatformApiError */.es && error.status === 411;
}
/**
 * One upload in `form`. A zip still being packed goes chunked; if that is refused for want of a
 * length, it is sent again from the file once packing is over, with its length.
 */
async function sendArchive(client, source, form, signal, logger) {
    const send = () => client.upload(source, { form, ...(signal ? { signal } : {}) });
    try {
        return await send();
    }
    catch (error) {
        if (typeof source === 'string' || !isLengthRefusal(error))
            throw error;
        logger.info('The platform refused the source archive sent while it was being packed (HTTP 411: it wants the length first); sending it again from the file once packing is over.');
        await source.complete();
        return send();
    }
}
/**
 * POST /uploads of the zip at `source` (a path, or a zip still being packed) in the form `format`
 * asks for. In `auto`, a refusal of the chosen form sends the other one, once, and the form that was
 * taken is used for the rest of the process.
 */
async function uploadSource(client, source, options = {}) {
    const { format = 'auto', formatSetting = 'format', signal, logger = api_logger/* silentLogger */.q } = options;
    const send = (form) => sendArchive(client, source, form, signal, logger);
    if (format !== 'auto') {
        logger.debug(`Uploading the source archive as ${MEDIA_TYPES[format]} (${formatSetting}: ${format}).`);
        return send(format).catch((error) => {
            if (isFormRefusal(error)) {
                logger.info(`The platform refused the source archive as ${MEDIA_TYPES[format]}: set ${formatSetting} to ${other(format)}, or to auto to let the action find the form.`);
            }
            throw error;
        });
    }
    const choice = await chooseUploadForm(client, signal);
    logger.debug(`Uploading the source archive as ${MEDIA_TYPES[choice.form]}: ${choice.why}.`);
    let form = choice.form;
    let result;
    try {
        result = await send(form);
    }
    catch (error) {
        if (!isFormRefusal(error))
            throw error;
        const refused = form;
        form = other(refused);
        logger.info(`The platform refused the source archive as ${MEDIA_TYPES[refused]} (HTTP ${error.status}); sending it as ${MEDIA_TYPES[form]} instead. Set ${formatSetting}: ${form} to skip the first try.`);
        result = await send(form);
    }
    learned.set(client.base.root, form);
    return result;
}


/***/ }),

/***/ 72309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ supersededSentence),
/* harmony export */   T: () => (/* binding */ guardAgainstOlder)
/* harmony export */ });
/* harmony import */ var _api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59098);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _github_live_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80959);
/* harmony import */ var _redeploy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89725);




const SHIP = { ship: true };
/**
 * Never older than live: a re-run of an old workflow, or a slow job finishing after a newer one, must
 * not put an older commit over a newer live one (a `concurrency` block serializes deploys, it does
 * not order them). Costs one platform read (none when the project's record says nothing is live)
 * and one GitHub compare, plus one GitHub read of our Deployments when the platform's record of the
 * live deployment states no commit (uploads). When the live commit cannot be known, the deploy ships,
 * and says so: refusing to deploy because of bookkeeping would be worse than the race it guards.
 */
async function guardAgainstOlder(request) {
    const { logger, commit } = request;
    const live = await liveDeployment(request).catch((error) => {
        if (request.signal?.aborted)
            throw error;
        return `the platform did not say (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`;
    });
    if (live === undefined)
        return SHIP;
    if (typeof live === 'string')
        return shipUnknown(logger, live);
    if (request.github === undefined)
        return shipUnknown(logger, 'there is no github-token to compare commits');
    let liveCommit = live.commitSha;
    if (liveCommit === undefined) {
        const recorded = await (0,_github_live_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .commitOfPlatformDeployment */ .Vo)(request.github, {
            ...request.github,
            environment: request.environment,
            project: request.projectId,
            platformDeployment: live.id,
        });
        if ('unknown' in recorded)
            return shipUnknown(logger, `live deployment ${live.id} states no commit and ${recorded.unknown}`);
        liveCommit = recorded.sha;
    }
    if (sameCommit(liveCommit, commit))
        return SHIP;
    const ancestry = await (0,_github_live_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCommits */ .kC)(request.github, {
        ...request.github,
        base: liveCommit,
        head: commit,
    });
    if (ancestry.kind === 'unknown') {
        return shipUnknown(logger, `comparing it with live commit ${liveCommit.slice(0, 12)}, ${ancestry.reason}`);
    }
    if (ancestry.status !== 'behind')
        return SHIP;
    return { ship: false, liveCommit, liveDeployment: live };
}
/** The live deployment, undefined when none is, or why it cannot be told. */
async function liveDeployment(request) {
    const { client, projectId, projectRaw, signal } = request;
    const options = signal ? { signal } : {};
    const stated = projectRaw ? statedLiveId(projectRaw) : undefined;
    if (stated === null)
        return undefined;
    if (stated !== undefined)
        return (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .getDeployment */ .i8)(client, stated, options);
    const listed = await (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .listDeployments */ .Jn)(client, projectId, { maxPages: 1, ...options });
    return listed.find((deployment) => deployment.lifecycle === 'live' && (0,_redeploy_js__WEBPACK_IMPORTED_MODULE_3__/* .wasLive */ .Ss)(deployment));
}
/** The live deployment's id as the project's record states it; null when it states none is live. */
function statedLiveId(raw) {
    for (const name of _redeploy_js__WEBPACK_IMPORTED_MODULE_3__/* .CURRENT_LIVE_FIELDS */ .Zv) {
        if (!(name in raw))
            continue;
        const value = raw[name];
        if (value === null)
            return null;
        if (typeof value === 'string' && value !== '')
            return value;
    }
    return undefined;
}
function shipUnknown(logger, why) {
    // Said, not warned: a deploy with `github-deployment: false` would otherwise warn on every run.
    logger.info(`Could not tell which commit is live (${why}), so this deploy ships without that check.`);
    return SHIP;
}
function sameCommit(a, b) {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x.startsWith(y) || y.startsWith(x);
}
/** What a superseded deploy says: nothing shipped, and which commit is live. */
function supersededSentence(commit, verdict) {
    return `Nothing shipped: commit ${commit.slice(0, 12)} is older than the live commit ${verdict.liveCommit.slice(0, 12)} (deployment ${verdict.liveDeployment.id}), so deploying it would put older code live; set \`force: true\` to ship it anyway, or roll back with rollback.yml.`;
}


/***/ }),

/***/ 23864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ commitToGuard),
/* harmony export */   S$: () => (/* binding */ projectSuperseded),
/* harmony export */   rb: () => (/* binding */ guardGitHub)
/* harmony export */ });
/* harmony import */ var _live_guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72309);

const FULL_SHA = /^[0-9a-f]{40}$/i;
/**
 * The commit a deploy would ship, when the guard applies: production-like runs only (not a pull
 * request's or the merge queue's preview), never `source: deployment` (a deliberate rollback:
 * rollback.yml) nor with `force`.
 */
function commitToGuard(config, context) {
    if (config.force || config.source === 'deployment')
        return undefined;
    if (context.pullRequest !== undefined || context.eventName === 'merge_group')
        return undefined;
    if (config.source === 'repository')
        return config.commitSha;
    return FULL_SHA.test(context.commitSha) ? context.commitSha : undefined;
}
/** The GitHub the guard asks, when the run has a token and a repository. */
function guardGitHub(token, context) {
    return token !== undefined && context.owner !== ''
        ? { token, apiUrl: context.apiUrl, owner: context.owner, repo: context.repo }
        : undefined;
}
/**
 * One manifest project's guard: the superseded sentence when the live commit is newer (the project
 * then writes nothing), else undefined.
 */
async function projectSuperseded(request, config, context) {
    const commit = commitToGuard({ force: config.force, source: 'upload', commitSha: undefined }, context);
    if (commit === undefined)
        return undefined;
    const verdict = await (0,_live_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .guardAgainstOlder */ .T)({
        ...request,
        commit,
        github: guardGitHub(config.githubToken, context),
        environment: 'production',
    });
    if (verdict.ship)
        return undefined;
    return { sentence: (0,_live_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .supersededSentence */ .G)(commit, verdict), url: verdict.liveDeployment.url };
}


/***/ }),

/***/ 73965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m4: () => (/* binding */ EarlyPackUpload),
  Iv: () => (/* binding */ packingFromNow)
});

// UNUSED EXPORTS: assertStoredAsPacked

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/upload.ts
var upload = __webpack_require__(34759);
// EXTERNAL MODULE: ./src/api/upload-form.ts + 1 modules
var upload_form = __webpack_require__(5946);
// EXTERNAL MODULE: ./src/clock.ts
var src_clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/workspace/growing-file.ts

/** Reads of this size keep the upload's chunks large without holding much memory. */
const READ_CHUNK_BYTES = 1 << 20;
/**
 * A file while one writer appends to it (the packer, through `grew`, `finish` and `fail`) and any
 * number of readers follow it from its start (the upload, once per attempt). A reader only reads
 * bytes the writer reported on disk, so every reader sees the same bytes, whenever it starts: a
 * retried upload sends what the first attempt sent.
 */
class GrowingFile {
    path;
    #onDisk = 0;
    #size;
    #failure;
    #waiting = [];
    #completion = Promise.withResolvers();
    #firstBytes = Promise.withResolvers();
    constructor(path) {
        this.path = path;
        // Nobody may be waiting on these when packing fails; the failure is the packer's to report.
        this.#completion.promise.catch(() => undefined);
        this.#firstBytes.promise.catch(() => undefined);
    }
    /** The final size once the writer finished; undefined while it is still writing (or failed). */
    get completeSize() {
        return this.#size;
    }
    /** The writer has this many bytes from the start on disk. */
    grew(bytesOnDisk) {
        this.#onDisk = Math.max(this.#onDisk, bytesOnDisk);
        this.#firstBytes.resolve();
        this.#wake();
    }
    /** The writer is done: the file is complete at `size` bytes. */
    finish(size) {
        this.#onDisk = size;
        this.#size = size;
        this.#firstBytes.resolve();
        this.#completion.resolve(size);
        this.#wake();
    }
    /** The writer gave up: readers stop with `error`. */
    fail(error) {
        this.#failure = { error };
        this.#firstBytes.reject(error);
        this.#completion.reject(error);
        this.#wake();
    }
    /** Resolves with the size once the file is complete; rejects with the writer's error. */
    complete() {
        return this.#completion.promise;
    }
    /** Resolves once the first bytes are on disk (or the file is complete); rejects with the writer's error. */
    started() {
        return this.#firstBytes.promise;
    }
    /**
     * The file's bytes from its start, following it while it grows, until it is complete. Every chunk
     * is read into one buffer: a chunk is valid only until the next is asked for (the upload has sent
     * it by then). A fresh buffer per chunk cost a page fault per 4 KiB on a VM (bench/page-cost.ts).
     */
    async *read(signal) {
        let position = 0;
        let handle;
        let buffer;
        try {
            for (;;) {
                signal.throwIfAborted();
                if (this.#failure)
                    throw this.#failure.error;
                const available = this.#onDisk - position;
                if (available > 0) {
                    handle ??= await (0,promises_.open)(this.path, 'r');
                    buffer ??= Buffer.allocUnsafeSlow(READ_CHUNK_BYTES);
                    const length = Math.min(available, buffer.length);
                    const { bytesRead } = await handle.read(buffer, 0, length, position);
                    if (bytesRead === 0)
                        throw new Error(`${this.path} is shorter than its writer reported`);
                    position += bytesRead;
                    yield buffer.subarray(0, bytesRead);
                }
                else if (this.#size !== undefined) {
                    return;
                }
                else {
                    await this.#next(signal);
                }
            }
        }
        finally {
            await handle?.close();
        }
    }
    #next(signal) {
        return new Promise((resolve, reject) => {
            const onAbort = () => {
                this.#waiting = this.#waiting.filter((wake) => wake !== done);
                reject(signal.reason);
            };
            const done = () => {
                signal.removeEventListener('abort', onAbort);
                resolve();
            };
            signal.addEventListener('abort', onAbort, { once: true });
            this.#waiting.push(done);
        });
    }
    #wake() {
        const waiting = this.#waiting;
        this.#waiting = [];
        for (const wake of waiting)
            wake();
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/workspace/own-archives.ts


/**
 * The archives this process has written and not yet removed, by real path. No pack packs one of
 * them: deploy-many packs its legs in one process, and without RUNNER_TEMP each leg's archive is
 * written into the workspace, where a leg whose root is the whole workspace would walk another's.
 */
const held = new Set();
function holdArchive(realPath) {
    held.add(realPath);
}
function isHeldArchive(realPath) {
    return held.has(realPath);
}
/** The archive at `path` is removed (or never will be packed from again): packs may see the path. */
function releaseArchive(path) {
    try {
        held.delete((0,external_node_path_.join)((0,external_node_fs_.realpathSync)((0,external_node_path_.dirname)(path)), (0,external_node_path_.basename)(path)));
    }
    catch {
        // Its directory is gone too: so is any file a pack could find there.
    }
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./src/file-chunks.ts
var file_chunks = __webpack_require__(91704);
// EXTERNAL MODULE: ./src/workspace/portable-names.ts
var portable_names = __webpack_require__(4951);
;// CONCATENATED MODULE: ./src/workspace/zip-format.ts
/**
 * Byte layouts of the ZIP records we write (PKWARE APPNOTE 6.3, sections 4.3 to 4.5).
 * Everything that could vary between runs (time, host attributes) is fixed here, so the same
 * files always give the same bytes.
 */
const METHOD_STORE = 0;
const METHOD_DEFLATE = 8;
const CLASSIC_ZIP_LIMITS = { maxSize: 0xfffffffe, maxEntries: 0xfffe };
const SIGNATURE_LOCAL = 0x04034b50;
const SIGNATURE_CENTRAL = 0x02014b50;
const SIGNATURE_DESCRIPTOR = 0x08074b50;
const SIGNATURE_END = 0x06054b50;
const SIGNATURE_ZIP64_END = 0x06064b50;
const SIGNATURE_ZIP64_LOCATOR = 0x07064b50;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8_NAME = 0x0800;
const VERSION_DEFAULT = 20;
const VERSION_ZIP64 = 45;
/** Upper byte 3 = Unix, so unzip applies the mode in the external attributes. */
const VERSION_MADE_BY = (3 << 8) | VERSION_ZIP64;
/** MS-DOS time 00:00:00 and date 1980-01-01, the earliest a ZIP can say. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const ZIP64_EXTRA_ID = 0x0001;
const SENTINEL_32 = 0xffffffff;
const SENTINEL_16 = 0xffff;
/** The local header; with a data descriptor its CRC and sizes are zero (ZIP64 extra kept for size). */
function localFileHeader(entry) {
    const extra = entry.zip64Sizes
        ? zip64Extra(entry.hasDataDescriptor ? [0, 0] : [entry.uncompressedSize, entry.compressedSize])
        : Buffer.alloc(0);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(SIGNATURE_LOCAL, 0);
    header.writeUInt16LE(versionNeeded(entry.zip64Sizes), 4);
    header.writeUInt16LE(flags(entry), 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    if (!entry.hasDataDescriptor)
        header.writeUInt32LE(entry.crc32, 14);
    const sizeField = entry.zip64Sizes ? SENTINEL_32 : entry.hasDataDescriptor ? 0 : undefined;
    header.writeUInt32LE(sizeField ?? entry.compressedSize, 18);
    header.writeUInt32LE(sizeField ?? entry.uncompressedSize, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(extra.length, 28);
    return Buffer.concat([header, entry.name, extra]);
}
function dataDescriptor(entry) {
    const wide = entry.zip64Sizes;
    const descriptor = Buffer.alloc(wide ? 24 : 16);
    descriptor.writeUInt32LE(SIGNATURE_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc32, 4);
    if (wide) {
        descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
        descriptor.writeBigUInt64LE(BigInt(entry.uncompressedSize), 16);
    }
    else {
        descriptor.writeUInt32LE(entry.compressedSize, 8);
        descriptor.writeUInt32LE(entry.uncompressedSize, 12);
    }
    return descriptor;
}
function centralDirectoryHeader(entry, limits) {
    const offsetIsWide = entry.localHeaderOffset > limits.maxSize;
    const wideValues = entry.zip64Sizes ? [entry.uncompressedSize, entry.compressedSize] : [];
    if (offsetIsWide)
        wideValues.push(entry.localHeaderOffset);
    const extra = wideValues.length > 0 ? zip64Extra(wideValues) : Buffer.alloc(0);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(SIGNATURE_CENTRAL, 0);
    header.writeUInt16LE(VERSION_MADE_BY, 4);
    header.writeUInt16LE(versionNeeded(entry.zip64Sizes || offsetIsWide), 6);
    header.writeUInt16LE(flags(entry), 8);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt16LE(DOS_TIME, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(entry.crc32, 16);
    header.writeUInt32LE(entry.zip64Sizes ? SENTINEL_32 : entry.compressedSize, 20);
    header.writeUInt32LE(entry.zip64Sizes ? SENTINEL_32 : entry.uncompressedSize, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt16LE(extra.length, 30);
    // Comment length, start disk and internal attributes stay zero.
    header.writeUInt32LE((entry.mode << 16) >>> 0, 38);
    header.writeUInt32LE(offsetIsWide ? SENTINEL_32 : entry.localHeaderOffset, 42);
    return Buffer.concat([header, entry.name, extra]);
}
/** The end records: ZIP64 end record and locator first when a classic field would overflow. */
function endOfCentralDirectory(directory, limits) {
    const countIsWide = directory.entryCount > limits.maxEntries;
    const offsetIsWide = directory.offset > limits.maxSize;
    const sizeIsWide = directory.size > limits.maxSize;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(SIGNATURE_END, 0);
    end.writeUInt16LE(countIsWide ? SENTINEL_16 : directory.entryCount, 8);
    end.writeUInt16LE(countIsWide ? SENTINEL_16 : directory.entryCount, 10);
    end.writeUInt32LE(sizeIsWide ? SENTINEL_32 : directory.size, 12);
    end.writeUInt32LE(offsetIsWide ? SENTINEL_32 : directory.offset, 16);
    if (!countIsWide && !offsetIsWide && !sizeIsWide)
        return end;
    return Buffer.concat([zip64EndRecords(directory), end]);
}
function zip64EndRecords(directory) {
    const record = Buffer.alloc(56 + 20);
    record.writeUInt32LE(SIGNATURE_ZIP64_END, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(VERSION_MADE_BY, 12);
    record.writeUInt16LE(VERSION_ZIP64, 14);
    record.writeBigUInt64LE(BigInt(directory.entryCount), 24);
    record.writeBigUInt64LE(BigInt(directory.entryCount), 32);
    record.writeBigUInt64LE(BigInt(directory.size), 40);
    record.writeBigUInt64LE(BigInt(directory.offset), 48);
    // The record starts right where the central directory ends.
    record.writeUInt32LE(SIGNATURE_ZIP64_LOCATOR, 56);
    record.writeBigUInt64LE(BigInt(directory.offset + directory.size), 64);
    record.writeUInt32LE(1, 72);
    return record;
}
function zip64Extra(values) {
    const extra = Buffer.alloc(4 + 8 * values.length);
    extra.writeUInt16LE(ZIP64_EXTRA_ID, 0);
    extra.writeUInt16LE(8 * values.length, 2);
    values.forEach((value, index) => {
        extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index);
    });
    return extra;
}
function flags(entry) {
    return FLAG_UTF8_NAME | (entry.hasDataDescriptor ? FLAG_DATA_DESCRIPTOR : 0);
}
function versionNeeded(zip64) {
    return zip64 ? VERSION_ZIP64 : VERSION_DEFAULT;
}
/**
 * Whether an entry of this uncompressed size needs 64-bit size fields. Decided before streaming a
 * deflated entry, so it allows for deflate's worst-case growth on incompressible input.
 */
function needsZip64Sizes(uncompressedSize, limits) {
    const deflateBound = uncompressedSize + Math.ceil(uncompressedSize / 4096) + 1024;
    return deflateBound > limits.maxSize;
}

;// CONCATENATED MODULE: ./src/workspace/file-entries.ts






/** Formats that are compressed already: deflating them again costs time and saves nothing. */
const ALREADY_COMPRESSED_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'woff', 'woff2', 'gz', 'br', 'zst', 'zip', 'mp4'].map((extension) => `.${extension}`));
/**
 * The deflate level when none is given. The archive is read once, by the platform's build, and on a
 * 2-core runner CPU is dearer than bytes on the wire: see docs/performance.md for the measurements.
 */
const DEFAULT_COMPRESSION_LEVEL = 1;
const STREAM_CHUNK_BYTES = 1 << 20;
function isAlreadyCompressed(name) {
    return ALREADY_COMPRESSED_EXTENSIONS.has((0,external_node_path_.extname)(name).toLowerCase());
}
/**
 * Git's view of a mode: 0755 if anyone may execute the file, else 0644 (always 0644 on Windows, see
 * portable-names.ts). The same checkout then packs to the same bytes whatever the runner's umask was.
 */
function archiveMode(file) {
    return (0,portable_names/* entryMode */.or)(file.permissions);
}
/** Level 0 stores everything: zlib's level 0 would wrap the bytes in stored deflate blocks instead. */
function shouldDeflate(file, level) {
    return level > 0 && file.size > 0 && !isAlreadyCompressed(file.relativePath);
}
async function writeFileEntry(writer, file, prepared, level) {
    if (prepared.kind === 'whole') {
        await writer.addEntry(prepared.entry, prepared.data);
    }
    else if (!shouldDeflate(file, level)) {
        await writeStoredStream(writer, file);
    }
    else {
        await writeDeflatedStream(writer, file, level);
    }
}
/**
 * A big stored entry is read twice (CRC first, then the bytes) so its header can be complete: some
 * unzippers (Java's ZipInputStream) reject stored entries whose sizes come after the data.
 */
async function writeStoredStream(writer, file) {
    const { crc: expectedCrc, size } = await crcAndSize(file);
    assertUnchanged(file, size);
    let crcOfWritten = 0;
    const rereadChunks = async function* () {
        let reread = 0;
        for await (const chunk of (0,file_chunks/* reusedChunks */.f)(file.sourcePath, STREAM_CHUNK_BYTES)) {
            reread += chunk.length;
            // Checked before the writer sees the bytes, which would refuse them in terms of the zip.
            if (reread > size)
                throw changedWhilePacked(file, `at least ${reread} when read again`);
            crcOfWritten = (0,external_node_zlib_.crc32)(chunk, crcOfWritten);
            yield chunk;
        }
        if (reread !== size)
            throw changedWhilePacked(file, `${reread} when read again`);
    };
    const entry = {
        name: file.relativePath,
        mode: archiveMode(file),
        method: METHOD_STORE,
        crc32: expectedCrc,
        compressedSize: size,
        uncompressedSize: size,
    };
    await writer.addEntry(entry, rereadChunks());
    if (crcOfWritten !== expectedCrc)
        throw changedWhilePacked(file, 'other bytes when read again');
}
/** A big deflated entry is compressed while written; its CRC and sizes follow in a data descriptor. */
async function writeDeflatedStream(writer, file, level) {
    let crc = 0;
    let size = 0;
    const deflate = (0,external_node_zlib_.createDeflateRaw)({ level, chunkSize: STREAM_CHUNK_BYTES });
    // The next chunk is read into the one buffer only once zlib has taken the last (its write's
    // callback), so the buffer is never refilled under it.
    const feed = async () => {
        for await (const chunk of (0,file_chunks/* reusedChunks */.f)(file.sourcePath, STREAM_CHUNK_BYTES)) {
            crc = (0,external_node_zlib_.crc32)(chunk, crc);
            size += chunk.length;
            await new Promise((resolve, reject) => deflate.write(chunk, (error) => (error ? reject(error) : resolve())));
        }
        deflate.end();
    };
    // A failed read ends the compressed stream with its error, which the writer then reports.
    const feeding = feed().catch((error) => {
        deflate.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
    });
    const entry = {
        name: file.relativePath,
        mode: archiveMode(file),
        method: METHOD_DEFLATE,
        expectedSize: file.size,
    };
    try {
        await writer.addStreamedEntry(entry, deflate, () => {
            assertUnchanged(file, size);
            return { crc32: crc, uncompressedSize: size };
        });
    }
    catch (error) {
        deflate.destroy();
        await feeding.catch(() => undefined);
        throw error;
    }
    await feeding;
}
async function crcAndSize(file) {
    let crc = 0;
    let size = 0;
    for await (const chunk of (0,file_chunks/* reusedChunks */.f)(file.sourcePath, STREAM_CHUNK_BYTES)) {
        crc = (0,external_node_zlib_.crc32)(chunk, crc);
        size += chunk.length;
    }
    return { crc, size };
}
function assertUnchanged(file, bytesRead) {
    if (bytesRead !== file.size)
        throw changedWhilePacked(file, `${bytesRead} when read`);
}
/**
 * A file that changes between listing and reading is being written by something still running (a
 * build in the background, a watcher): what it will hold is unknown, so it is refused, not re-read.
 */
function changedWhilePacked(file, found) {
    return new errors/* ActionFailure */.dR(`${file.relativePath} changed while being packed (${file.size} bytes when listed, ${found}): a step is still writing to it, so let that step finish before this one, or leave the file out with the "exclude" input.`);
}

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/workspace/read-worker.ts

const RESULT_FIELDS = 3;
/**
 * Reads one file into its slice, checksums it, and (if asked and it helps) writes its raw deflate
 * stream over it, a fresh stream per file, so the bytes depend only on the file and the level. It
 * makes the fewest system calls a read can: open, one read (asked for one byte more than the walk's
 * size, so a regular file's short read at its end ends it, and growth shows) and close; no stat,
 * the walk's size is known. A failed open or read throws Node's own error.
 *
 * It runs on the reader threads from its source text (see startReadWorker), and on the main thread
 * for a pack's first files, so it uses nothing but its arguments.
 */
function readOne(job, level, fs, zlib) {
    const bytes = new Uint8Array(job.memory, job.offset, job.size + 1);
    const descriptor = fs.openSync(job.path, 'r');
    let length = 0;
    try {
        let bytesRead;
        do {
            bytesRead = fs.readSync(descriptor, bytes, length, bytes.length - length, null);
            length += bytesRead;
        } while (bytesRead > 0 && length < job.size);
    }
    finally {
        fs.closeSync(descriptor);
    }
    // The packer refuses a file that changed: no need for its CRC.
    if (length !== job.size)
        return { length, crc32: 0, deflatedLength: 0 };
    const data = bytes.subarray(0, length);
    const crc32 = zlib.crc32(data);
    if (!job.deflate || length === 0)
        return { length, crc32, deflatedLength: 0 };
    // An output chunk the size of the input holds any useful result; zlib's default would allocate
    // (and leave as garbage) 16 KiB per file, however small.
    const deflated = zlib.deflateRawSync(data, { level, chunkSize: Math.max(64, length) });
    if (deflated.length >= length)
        return { length, crc32, deflatedLength: 0 };
    data.set(deflated);
    return { length, crc32, deflatedLength: deflated.length };
}
/**
 * A reader thread's whole program, run from its source text with readOne's as its argument: it
 * uses nothing from this module's scope, only the builtins it loads itself and the types above,
 * which erase.
 */
function readWorkerMain(read) {
    const { parentPort } = process.getBuiltinModule('node:worker_threads');
    const fs = process.getBuiltinModule('node:fs');
    const zlib = process.getBuiltinModule('node:zlib');
    parentPort.on('message', ({ id, level, jobs }) => {
        const results = new Float64Array(jobs.length * 3);
        const failures = [];
        for (let index = 0; index < jobs.length; index++) {
            try {
                const { length, crc32, deflatedLength } = read(jobs[index], level, fs, zlib);
                results.set([length, crc32, deflatedLength], index * 3);
            }
            catch (error) {
                const { message, code, errno, syscall, path } = error;
                failures[index] = { message, code, errno, syscall, path };
            }
        }
        parentPort.postMessage({ id, results, failures }, [results.buffer]);
    });
}
/**
 * A reader thread, started from the source text of readWorkerMain: a worker needs a file of its
 * own otherwise, which the bundler would not build. Its heap stays small, since file bytes live in
 * the shared ring: what it allocates is the batches' messages, zlib's stream objects and the deflate
 * output (outside the heap), copied over the file's bytes before the batch is answered.
 */
function startReadWorker() {
    return new external_node_worker_threads_.Worker(`(${readWorkerMain.toString()})(${readOne.toString()})`, {
        eval: true,
        resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
        stdout: false,
        stderr: false,
    });
}

;// CONCATENATED MODULE: ./src/workspace/reader-threads.ts
var _a;

/**
 * Reader threads per process. Two keep both cores of a small runner reading and deflating while the
 * main thread frames: the same count on every machine, though the bytes would not differ (each file
 * is deflated by a fresh stream of its own, whichever thread takes it).
 */
const READER_THREADS = 2;
/**
 * The reader threads of the process, shared by every pack running in it (manifest mode deploys
 * four projects at once by default): a Node worker costs ~15 MB of RSS and tens of milliseconds of
 * CPU to start, so packs at once share them, started with the first and stopped with the last.
 */
class ReaderThreads {
    static #current;
    static #starts = 0;
    #workers;
    /** Batches out, by id; a released owner's stay (owner undefined) until answered, to count them. */
    #owners = new Map();
    #users = 0;
    #nextId = 0;
    #failure;
    constructor() {
        _a.#starts++;
        this.#workers = Array.from({ length: READER_THREADS }, (_, index) => {
            const worker = startReadWorker();
            worker.on('message', (result) => this.#answered(result));
            worker.on('error', (error) => this.#fail(error));
            worker.on('exit', () => this.#fail(new Error(`The packer's reader thread ${index + 1} stopped.`)));
            return { worker, out: 0 };
        });
    }
    /** How many times this process has started reader threads (a small pack should not). */
    static get starts() {
        return _a.#starts;
    }
    /** The running threads, or new ones; give them back with `release`. */
    static acquire() {
        const threads = _a.#current ?? new _a();
        _a.#current = threads;
        threads.#users++;
        return threads;
    }
    /**
     * Sends a batch to the thread with the fewest batches out; `owner` hears the answer (or the
     * threads' failure). Returns the batch's id, which its answer carries.
     */
    send(owner, jobs, level) {
        const id = this.#nextId++;
        if (this.#failure) {
            owner.failed(this.#failure.error);
            return id;
        }
        let thread = 0;
        for (let index = 1; index < this.#workers.length; index++) {
            if (this.#workers[index].out < this.#workers[thread].out)
                thread = index;
        }
        this.#workers[thread].out++;
        this.#owners.set(id, { owner, thread });
        this.#workers[thread].worker.postMessage({ id, level, jobs });
        return id;
    }
    /** Forgets `owner`'s batches still out (their answers are dropped); the last user stops the threads. */
    release(owner) {
        for (const sent of this.#owners.values())
            if (sent.owner === owner)
                sent.owner = undefined;
        if (--this.#users > 0)
            return;
        this.#stop();
        for (const { worker } of this.#workers)
            worker.terminate().catch(() => undefined);
    }
    #answered(result) {
        const sent = this.#owners.get(result.id);
        if (sent === undefined)
            return;
        this.#owners.delete(result.id);
        this.#workers[sent.thread].out--;
        sent.owner?.answered(result); // none if its pack was released
    }
    #fail(error) {
        if (this.#failure)
            return;
        this.#stop();
        this.#failure = { error };
        const owners = new Set([...this.#owners.values()].flatMap(({ owner }) => (owner ? [owner] : [])));
        this.#owners.clear();
        for (const owner of owners)
            owner.failed(error);
    }
    /** No new pack gets these threads once they are stopping or failed. */
    #stop() {
        if (_a.#current === this)
            _a.#current = undefined;
    }
}
_a = ReaderThreads;

;// CONCATENATED MODULE: ./src/workspace/batch-reader.ts


/**
 * Batches sent and not yet answered, at most: per thread, one being read while the next waits in
 * its queue, so it never idles for a message's round trip, and the jobs that arrive meanwhile
 * gather into one message instead of one each.
 */
const MAX_BATCHES_OUT = 2 * READER_THREADS;
/** A batch leaves early (a second one out) only once it is worth a message. */
const FULL_BATCH_JOBS = 16;
const FULL_BATCH_BYTES = 256 << 10;
/**
 * Reads files on the reader threads (reader-threads.ts, shared by the packs of the process), many per
 * message, so the main thread spends a few microseconds per file on them instead of an open, a read,
 * a close and a deflate. A batch's jobs are answered together; batches in whatever order the threads
 * finish them (the packer writes in its own order).
 */
class BatchReader {
    #level;
    #threads = ReaderThreads.acquire();
    #owner = {
        answered: (result) => this.#answered(result),
        failed: (error) => this.#fail(error),
    };
    #queued = [];
    #queuedBytes = 0;
    #flushScheduled = false;
    /** This reader's batches sent and not answered, by id: either thread may answer first. */
    #out = new Map();
    #batchesSent = 0;
    #failure;
    #closed = false;
    constructor(level) {
        this.#level = level;
    }
    /** Messages sent to the threads so far: far fewer than the files, when batching works. */
    get batchesSent() {
        return this.#batchesSent;
    }
    read(job) {
        const { promise, resolve, reject } = Promise.withResolvers();
        if (this.#failure) {
            reject(this.#failure.error);
            return promise;
        }
        this.#queued.push({ job, pending: { resolve, reject } });
        this.#queuedBytes += job.size;
        // The jobs given in the same turn of the event loop (the packer starts many at once) go together.
        if (!this.#flushScheduled && this.#wantsFlush()) {
            this.#flushScheduled = true;
            queueMicrotask(() => {
                this.#flushScheduled = false;
                if (this.#wantsFlush())
                    this.#flush();
            });
        }
        return promise;
    }
    /** Refuses the reads not answered yet, and gives the threads back (the last pack's close stops them). */
    close() {
        if (this.#closed)
            return;
        this.#closed = true;
        this.#fail(new Error('The packer stopped before this file was read.'));
        this.#threads.release(this.#owner);
    }
    #wantsFlush() {
        if (this.#queued.length === 0 || this.#failure)
            return false;
        if (this.#out.size === 0)
            return true; // nothing of ours on the threads
        const full = this.#queued.length >= FULL_BATCH_JOBS || this.#queuedBytes >= FULL_BATCH_BYTES;
        return full && this.#out.size < MAX_BATCHES_OUT;
    }
    #flush() {
        const batch = this.#queued;
        this.#queued = [];
        this.#queuedBytes = 0;
        const pendings = batch.map(({ pending }) => pending);
        this.#batchesSent++;
        const id = this.#threads.send(this.#owner, batch.map(({ job }) => job), this.#level);
        // The threads may have failed already, and said so before this batch was counted out.
        if (this.#failure)
            for (const pending of pendings)
                pending.reject(this.#failure.error);
        else
            this.#out.set(id, pendings);
    }
    #answered({ id, results, failures }) {
        const pendings = this.#out.get(id);
        if (pendings === undefined)
            return; // refused already (closed)
        this.#out.delete(id);
        if (this.#wantsFlush())
            this.#flush();
        for (let index = 0; index < pendings.length; index++) {
            const failure = failures[index];
            if (failure !== undefined) {
                pendings[index].reject(nodeError(failure));
                continue;
            }
            const at = index * RESULT_FIELDS;
            pendings[index].resolve({
                length: results[at],
                crc32: results[at + 1],
                deflatedLength: results[at + 2],
            });
        }
    }
    #fail(error) {
        this.#failure ??= { error };
        const refused = [...this.#out.values()].flat();
        this.#out.clear();
        refused.push(...this.#queued.map(({ pending }) => pending));
        this.#queued = [];
        for (const pending of refused)
            pending.reject(this.#failure.error);
    }
}
/** The error Node would have thrown on the main thread: its message, code and path, so packFailure reads it the same. */
function nodeError({ message, ...fields }) {
    return Object.assign(new Error(message), fields);
}

;// CONCATENATED MODULE: ./src/workspace/input-ring.ts
/**
 * One block of memory that the packer reads whole files into, handed out and given back in the
 * same order (the archive's), like a ring. It is shared memory, as is a buffer of its own handed out
 * when the ring is full, so the reader threads (read-worker.ts) read into it with no copy. Without
 * it every file got a buffer of its own: packing 95 MB allocated 95 MB of buffers that lived a few
 * milliseconds each, which kept V8's collector running a full collection every ~70 ms and held the
 * dead buffers in memory until it did.
 */
class InputRing {
    #memory;
    /** Where the next slice starts. */
    #head = 0;
    /** The slices handed out and not yet given back, oldest first: [start, end). */
    #live = [];
    constructor(capacity) {
        this.#memory = Buffer.from(new SharedArrayBuffer(capacity));
    }
    /**
     * A slice of `size` bytes, or a buffer of its own when the ring has no room: the caller gives
     * every slice back with `release`, in the order taken.
     */
    take(size) {
        const start = this.#startFor(size);
        if (start === undefined)
            return Buffer.from(new SharedArrayBuffer(size));
        const slice = this.#memory.subarray(start, start + size);
        this.#live.push({ start, end: start + size });
        this.#head = start + size;
        return slice;
    }
    /** Gives back the oldest slice still out, if `slice` is it (a buffer of its own is left to the collector). */
    release(slice) {
        const oldest = this.#live[0];
        if (oldest === undefined || slice.buffer !== this.#memory.buffer)
            return;
        if (slice.byteOffset !== oldest.start) {
            throw new Error('InputRing slices must be released in the order they were taken');
        }
        this.#live.shift();
    }
    /** Where a slice of `size` bytes fits without touching a live one, wrapping to the start if need be. */
    #startFor(size) {
        const capacity = this.#memory.length;
        const oldest = this.#live[0];
        if (oldest === undefined)
            return size <= capacity ? 0 : undefined;
        if (this.#head > oldest.start) {
            // Live slices run from `oldest.start` to `head`: room after them, or before them at the start.
            if (this.#head + size <= capacity)
                return this.#head;
            return size <= oldest.start ? 0 : undefined;
        }
        // Wrapped: live slices run from `oldest.start` to the end and from 0 to `head`.
        return this.#head + size <= oldest.start ? this.#head : undefined;
    }
}

;// CONCATENATED MODULE: ./src/workspace/file-preparer.ts







/**
 * A pack's first files are read on the main thread, up to these counts: starting the reader threads
 * costs ~100 ms of CPU each, more than a small site takes to pack, and a one-file deploy that started
 * them spent 470-530 ms of CPU against 260-290 ms without. The threads start (in the background) as
 * soon as the walk has found more than that (`found`), so a tree that fits never starts them, and a
 * larger one finds them ready.
 */
const MAIN_THREAD_FILES = 256;
const MAIN_THREAD_BYTES = 4 << 20;
const mainThreadFs = { closeSync: external_node_fs_.closeSync, openSync: external_node_fs_.openSync, readSync: external_node_fs_.readSync };
const mainThreadZlib = { crc32: external_node_zlib_.crc32, deflateRawSync: external_node_zlib_.deflateRawSync };
/**
 * Turns files into entries ready to write. Every file held whole is read, checksummed and (if its
 * name says it compresses) deflated into one ring of shared memory: a pack's first files on the
 * main thread, the rest on the reader threads, many files per message (batch-reader.ts). The main
 * thread then only hands work over and frames what comes back: with two cores, its own reads and
 * zlib hand-offs used to be what the whole pack waited on (issue 38; bench/README.md, "Fifth
 * pass"). Both read the same way (read-worker.ts, readOne), so the archive's bytes do not depend on
 * which did. Memory is given back (`release`) in the files' order once written.
 */
class FilePreparer {
    #streamThreshold;
    #level;
    #ring;
    #reader;
    /** What is left of the main thread's share; once a file does not fit, no file after it is read there. */
    #mainThreadFiles;
    #mainThreadBytes = MAIN_THREAD_BYTES;
    /** The files `found` gave the main thread, until `prepare` reads them. */
    #readHere = new Set();
    constructor(options) {
        this.#streamThreshold = options.streamThreshold;
        this.#level = options.level;
        this.#mainThreadFiles = options.mainThreadFiles ?? MAIN_THREAD_FILES;
        // Room for every byte ahead and one more file, which may exceed the budget alone. A file the
        // wrap-around leaves without room gets a buffer of its own (rare: a ring with room for that too
        // was no faster on the benchmark's trees, and held 4 MiB more).
        const largest = Math.min(options.streamThreshold, options.bytesAhead);
        this.#ring = new InputRing(options.bytesAhead + largest + (64 << 10));
    }
    /** Must be called in the files' order, after `found` for the file; so must `release`. */
    prepare(file) {
        if (file.size > this.#streamThreshold)
            return { kind: 'streamed' };
        // Asking for one byte more than the size sees a file that grew since the walk.
        const input = this.#ring.take(file.size + 1);
        const job = {
            path: file.sourcePath,
            size: file.size,
            memory: input.buffer,
            offset: input.byteOffset,
            deflate: shouldDeflate(file, this.#level),
        };
        if (this.#readHere.delete(file)) {
            return entryOf(file, input, readOne(job, this.#level, mainThreadFs, mainThreadZlib));
        }
        this.#reader ??= new BatchReader(this.#level);
        return this.#reader.read(job).then((outcome) => entryOf(file, input, outcome));
    }
    /**
     * Told of every file as the walk finds it, in the files' order and ahead of `prepare`: it gives the
     * file to the main thread while the share lasts, and starts the reader threads at the first one
     * it does not, so a tree that fits never starts them and a larger one finds them ready.
     */
    found(file) {
        if (file.size > this.#streamThreshold)
            return;
        if (this.#mainThreadFiles > 0 && this.#mainThreadBytes >= file.size) {
            this.#mainThreadFiles--;
            this.#mainThreadBytes -= file.size;
            this.#readHere.add(file);
            return;
        }
        this.#mainThreadFiles = 0;
        this.#reader ??= new BatchReader(this.#level);
    }
    /** Gives the memory of a written entry back. */
    release(prepared) {
        if (prepared.kind === 'whole')
            this.#ring.release(prepared.input);
    }
    /** Gives the reader threads back (the last pack's close stops them); call it once packing ended. */
    close() {
        this.#reader?.close();
    }
}
/**
 * The entry for what was left in `input`: the deflated bytes if deflating made the file smaller,
 * else the file's own (stored, like Info-ZIP; which one depends only on content).
 */
function entryOf(file, input, outcome) {
    assertUnchanged(file, outcome.length);
    const deflated = outcome.deflatedLength > 0;
    const entry = {
        name: file.relativePath,
        mode: archiveMode(file),
        crc32: outcome.crc32,
        method: deflated ? METHOD_DEFLATE : METHOD_STORE,
        compressedSize: deflated ? outcome.deflatedLength : outcome.length,
        uncompressedSize: outcome.length,
    };
    const data = input.subarray(0, deflated ? outcome.deflatedLength : outcome.length);
    return { kind: 'whole', entry, data, input };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/workspace/hashing-file-sink.ts


/**
 * Small chunks (headers, names, small entries) are copied into a block of this size and written
 * with the block: one write and one hash update per MiB instead of per chunk. Handing writev tens
 * of thousands of small buffers cost more main-thread time than copying them (about 100 ms per
 * 7,000 files, measured with --cpu-prof).
 */
const BLOCK_BYTES = 1 << 20;
/** Writes bytes to a file in order while hashing them, so the digest needs no second read. */
class HashingFileSink {
    handle;
    path;
    onWritten;
    hash = (0,external_node_crypto_.createHash)('sha256');
    /** Written and reused once full; never handed out, so reusing it is safe. */
    block = Buffer.allocUnsafeSlow(BLOCK_BYTES);
    blockBytes = 0;
    onDisk = 0;
    constructor(handle, path, onWritten) {
        this.handle = handle;
        this.path = path;
        this.onWritten = onWritten;
    }
    /**
     * Creates (or truncates) the file at `path`; `onWritten` hears how many bytes are on disk after
     * each write, so a reader may follow the file while it grows.
     */
    static async create(path, onWritten) {
        return new HashingFileSink(await (0,promises_.open)(path, 'w'), path, onWritten);
    }
    async write(chunk) {
        if (chunk.length >= BLOCK_BYTES) {
            await this.flush();
            await this.writeOut(chunk);
            return;
        }
        let taken = 0;
        while (taken < chunk.length) {
            const count = Math.min(chunk.length - taken, BLOCK_BYTES - this.blockBytes);
            this.block.set(chunk.subarray(taken, taken + count), this.blockBytes);
            this.blockBytes += count;
            taken += count;
            if (this.blockBytes === BLOCK_BYTES)
                await this.flush();
        }
    }
    /** Flushes, closes the file and returns the SHA-256 (hex) and size of everything written. */
    async close() {
        try {
            await this.flush();
        }
        finally {
            await this.handle.close();
        }
        return { sha256: this.hash.digest('hex'), size: this.onDisk };
    }
    /** Closes and deletes the file, for when packing failed half-way. */
    async discard() {
        await this.handle.close().catch(() => undefined);
        await (0,promises_.rm)(this.path, { force: true });
    }
    async flush() {
        if (this.blockBytes === 0)
            return;
        const filled = this.block.subarray(0, this.blockBytes);
        this.blockBytes = 0;
        await this.writeOut(filled);
    }
    async writeOut(bytes) {
        this.hash.update(bytes);
        let offset = 0;
        // A short write is legal (a full disk fails on the next call instead), so write until done.
        while (offset < bytes.length) {
            const { bytesWritten } = await this.handle.write(bytes, offset, bytes.length - offset, null);
            if (bytesWritten === 0)
                throw new Error(`Writing ${this.path} made no progress`);
            offset += bytesWritten;
            this.onDisk += bytesWritten;
            this.onWritten?.(this.onDisk);
        }
    }
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/workspace/ordered-pool.ts

/**
 * Synchronous preparation is yielded after this long, so callbacks of asynchronous work (zlib on
 * the thread pool) run and the pool is refilled instead of waiting idle.
 */
const SLICE_MILLISECONDS = 4;
/**
 * Prepares items ahead of time (some synchronously, some on the thread pool) but hands them to
 * `consume` strictly in order, one at a time. Work runs ahead of the consumer only within the item
 * and weight budgets, so memory stays bounded however many items there are. Items may be a list,
 * or a feed still growing: each is prepared as soon as it arrives and the budgets allow.
 */
async function runInOrder(source, options, prepare, consume) {
    const feed = Array.isArray(source)
        ? { items: source, ended: true, more: () => Promise.resolve() }
        : source;
    const items = feed.items;
    const maxAhead = Math.max(1, Math.floor(options.maxAhead));
    const started = [];
    let weightAhead = 0;
    let next = 0;
    let sliceStart = performance.now();
    for (let current = 0;; current++) {
        while (current >= items.length && !feed.ended)
            await feed.more();
        if (current >= items.length)
            return;
        while (next < items.length && next - current < maxAhead) {
            const weight = options.weightOf(items[next]);
            if (next > current && weightAhead + weight > options.maxWeight)
                break;
            weightAhead += weight;
            started.push(startPreparing(prepare, items[next]));
            next++;
            if (performance.now() - sliceStart > SLICE_MILLISECONDS) {
                await (0,external_node_timers_promises_.setImmediate)();
                sliceStart = performance.now();
            }
        }
        const item = items[current];
        const prepared = await started[current];
        // Drop the reference so the prepared data can be collected once written.
        started[current] = undefined;
        await consume(prepared, item);
        weightAhead -= options.weightOf(item);
    }
}
/**
 * An item prepared on the spot is kept as it is (no promise per item); a failure, thrown or
 * rejected, is rethrown when the item's turn comes, and until then does not count as unhandled.
 */
function startPreparing(prepare, item) {
    try {
        const preparing = prepare(item);
        if (preparing instanceof Promise)
            preparing.catch(() => undefined);
        return preparing;
    }
    catch (error) {
        const failed = Promise.reject(error);
        failed.catch(() => undefined);
        return failed;
    }
}

;// CONCATENATED MODULE: ./src/workspace/pack-failures.ts

/** Errors of the disk the archive is written to: no space, or over the user's quota. */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
/** Errors of a file that was listed but is gone (or replaced by a directory) when it is read. */
const GONE = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);
/**
 * The sentence for a pack that failed on an expected condition of the runner or the workspace, or
 * the error itself when it is none: a full disk, or a file deleted while it was packed, is no bug.
 */
function packFailure(error, outFile, files) {
    const { code, path } = (error ?? {});
    if (typeof code !== 'string')
        return error;
    if (DISK_FULL.has(code)) {
        return new errors/* ActionFailure */.dR(`There is no space left on the device to write the source archive ${outFile} (${code}): free space in RUNNER_TEMP (delete build caches or dependencies the deploy does not need), or leave large files out with the "exclude" input.`);
    }
    const gone = GONE.has(code) ? files.find((file) => file.sourcePath === path) : undefined;
    if (gone !== undefined) {
        return new errors/* ActionFailure */.dR(`${gone.relativePath} was deleted while being packed: a step is still changing the workspace, so let that step finish before this one, or leave the file out with the "exclude" input.`);
    }
    return error;
}

// EXTERNAL MODULE: ./src/workspace/deploy-root.ts
var deploy_root = __webpack_require__(57155);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/workspace/file-names.ts



/**
 * The names in a directory listing that are not valid UTF-8, each as readdir gave it (with U+FFFD
 * for the bad bytes) → as shown to the user (with `\xNN` for them); undefined when there is none.
 * Node can only name such a file by its bytes, and the archive names entries in UTF-8 (flag bit 11),
 * so it is refused by name rather than packed under a name that is not its own.
 */
function invalidUtf8Names(realDir, entries) {
    // A decoded name without U+FFFD was valid; only then is the listing read again as bytes.
    if (!entries.some((entry) => entry.name.includes('\uFFFD')))
        return undefined;
    const invalid = new Map();
    for (const raw of (0,external_node_fs_.readdirSync)(realDir, { encoding: 'buffer' })) {
        if (!(0,external_node_buffer_.isUtf8)(raw))
            invalid.set(raw.toString('utf8'), showBytes(raw));
    }
    return invalid.size > 0 ? invalid : undefined;
}
/** The name with each byte of a run that is not valid UTF-8 written as `\xNN`. */
function showBytes(raw) {
    let shown = '';
    let start = 0;
    while (start < raw.length) {
        if (raw[start] < 0x80) {
            shown += String.fromCharCode(raw[start]);
            start++;
            continue;
        }
        let end = start;
        while (end < raw.length && raw[end] >= 0x80)
            end++;
        const run = raw.subarray(start, end);
        shown += (0,external_node_buffer_.isUtf8)(run) ? run.toString('utf8') : [...run].map((byte) => `\\x${hex(byte)}`).join('');
        start = end;
    }
    return shown;
}
function hex(byte) {
    return byte.toString(16).toUpperCase().padStart(2, '0');
}
const LISTED = 5;
/** The one error for every name the archive cannot hold; thrown before anything is written. */
function invalidNamesError(paths) {
    const listed = paths.slice(0, LISTED).join(', ');
    const more = paths.length > LISTED ? ` and ${paths.length - LISTED} more` : '';
    const what = paths.length === 1 ? 'a file name that is' : `${paths.length} file names that are`;
    return new errors/* ConfigurationError */.j1(`Input "path" holds ${what} not valid UTF-8 (${listed}${more}), which the archive cannot name: rename them in UTF-8 (e.g. with convmv), or leave them out with the "exclude" input.`, 'path');
}

;// CONCATENATED MODULE: ./src/workspace/git-judge.ts
const OUT = { take: false };
const IN = { take: true };
const TRACKED = { take: true, tracked: true };
/**
 * Judges an entry as `git ls-files --cached --others --exclude-standard` would, in two steps: the
 * ignore rules (the `exclude` input, the .gitignore files, git's exclude files), then git's index,
 * which wins over every rule but the `exclude` input: a tracked file is part of the tree even where a
 * pattern ignores it (a committed dist/, a force-added file).
 */
function judgeEntry(chain, git, within, relativePath, isDirectory, disagreements) {
    const verdict = chain.verdict(relativePath, isDirectory);
    if (verdict.excluded && verdict.byInput)
        return OUT;
    if (git === undefined)
        return verdict.excluded ? OUT : IN;
    const tracked = git.tracked.has(relativePath);
    if (within !== undefined) {
        // Inside an excluded directory only what git tracks is part of the tree, whatever the patterns say.
        if (tracked && !isDirectory)
            within.files++;
        if (tracked)
            return TRACKED;
        return isDirectory && git.trackedDirectories.has(relativePath)
            ? { take: true, trackedInside: within }
            : OUT;
    }
    if (!verdict.excluded)
        return tracked ? TRACKED : IN;
    const shown = isDirectory ? `${relativePath}/` : relativePath;
    if (tracked) {
        disagreements.notes.set(shown, `${shown}: tracked by git, shipped although ${verdict.rule} ignores it.`);
        return TRACKED;
    }
    if (isDirectory && git.trackedDirectories.has(relativePath)) {
        const trackedInside = { path: shown, rule: verdict.rule, files: 0 };
        disagreements.trackedInside.push(trackedInside);
        return { take: true, trackedInside };
    }
    if (!verdict.rule.endsWith('.gitignore')) {
        // Only git's own exclude files: without git, the .gitignore files alone would have shipped it.
        const untracked = isDirectory ? 'tracks nothing in it' : 'does not track it';
        disagreements.notes.set(shown, `${shown}: not shipped: ${verdict.rule} ignores it and git ${untracked}.`);
    }
    return OUT;
}
/** At most this many notes are logged, so a committed node_modules/ does not flood the log. */
const MAX_NOTES = 50;
/** The notes, sorted by path, capped, each a sentence for the log. */
function disagreementNotes(disagreements) {
    const notes = new Map(disagreements.notes);
    for (const { path, rule, files } of disagreements.trackedInside) {
        if (files === 0)
            continue;
        const count = files === 1 ? '1 file' : `${files} files`;
        notes.set(path, `${path}: tracked by git (${count}), shipped although ${rule} ignores it.`);
    }
    const sorted = [...notes.keys()].sort(compareBytes).map((path) => notes.get(path) ?? '');
    if (sorted.length <= MAX_NOTES)
        return sorted;
    const more = sorted.length - MAX_NOTES;
    return [
        ...sorted.slice(0, MAX_NOTES),
        `…and ${more} more paths on which git and the ignore files disagree.`,
    ];
}
function compareBytes(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/workspace/git-view.ts





const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** `git ls-files` of a monorepo with 500,000 files is about 40 MB. */
const MAX_OUTPUT_BYTES = 1 << 30;
/**
 * Asks git about the work tree around `root`; undefined when git is not installed or `root` is not
 * in a work tree, so the caller keeps to the .gitignore files. Paths come back as raw bytes (`-z`),
 * never quoted or re-encoded by git's `core.quotePath`.
 */
async function readGitView(root, logger) {
    try {
        return await askGit(root);
    }
    catch (error) {
        const reason = unusableReason(error);
        if (reason !== undefined) {
            logger?.warning(`git cannot read the repository of ${root} (${reason}), so only .gitignore files decide what is packed.`);
        }
        return undefined;
    }
}
async function askGit(root) {
    const git = async (...args) => (await run('git', args, { cwd: root, encoding: 'buffer', maxBuffer: MAX_OUTPUT_BYTES })).stdout;
    const about = await git('rev-parse', '--is-inside-work-tree', '--show-prefix', '--git-path', 'info/exclude');
    const [insideWorkTree, prefix = '', infoExclude = ''] = about.toString('utf8').split('\n');
    // Inside .git itself, or a bare repository: there is no work tree to compare with.
    if (insideWorkTree !== 'true')
        return undefined;
    const [listed, globalExcludes, localExcludes] = await Promise.all([
        git('ls-files', '-z', '--cached'),
        globalExcludesFile(git).then(readIfPresent),
        readIfPresent((0,external_node_path_.resolve)(root, infoExclude)),
    ]);
    const tracked = new Set(listed.toString('utf8').split('\0'));
    tracked.delete('');
    return {
        tracked,
        trackedDirectories: directoriesAbove(tracked),
        prefix,
        excludeFiles: [
            { label: 'core.excludesFile', text: globalExcludes },
            { label: '.git/info/exclude', text: localExcludes },
        ].filter((file) => file.text.trim() !== ''),
    };
}
/**
 * Why git could not answer, when that deserves a warning: not for a missing git or a directory
 * outside any repository, which are ordinary; yes for "dubious ownership" and other refusals.
 */
function unusableReason(error) {
    const failure = error;
    if (failure.code === 'ENOENT')
        return undefined;
    const stderr = failure.stderr?.toString('utf8').trim() ?? '';
    if (/not a git repository/i.test(stderr))
        return undefined;
    return stderr.split('\n')[0] || String(failure.code ?? error);
}
/** Where core.excludesFile points, or git's default for it when it is not set. */
async function globalExcludesFile(git) {
    try {
        const configured = (await git('config', '--path', '--get', 'core.excludesFile')).toString('utf8').trim();
        if (configured !== '')
            return configured;
    }
    catch {
        // Exit status 1: not set.
    }
    const configHome = process.env.XDG_CONFIG_HOME || (0,external_node_path_.join)((0,external_node_os_.homedir)(), '.config');
    return (0,external_node_path_.join)(configHome, 'git', 'ignore');
}
async function readIfPresent(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch {
        return '';
    }
}
function directoriesAbove(paths) {
    const directories = new Set();
    for (const path of paths) {
        for (let slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
            const directory = path.slice(0, slash);
            if (directories.has(directory))
                break;
            directories.add(directory);
        }
    }
    return directories;
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
;// CONCATENATED MODULE: ./src/workspace/ignore-rules.ts


const KEPT = { excluded: false };
/**
 * The ignore rules in force inside one directory, git's exclude files first, then the outermost
 * .gitignore. As in git, a deeper .gitignore has the last word, the walk never enters an excluded
 * directory (so nothing under one can be re-included), and each path is judged by the patterns that
 * match it, not its parents.
 */
class IgnoreChain {
    levels;
    userRules;
    constructor(levels, userRules) {
        this.levels = levels;
        this.userRules = userRules;
    }
    /**
     * The chain at the root. `gitExcludes` (lowest priority first) are matched as git would from the top
     * of the work tree, `prefix` above the root; the directories on the way down to the root are the
     * ones the user chose to deploy, so no exclude file can leave them out (as no .gitignore above can).
     */
    static forRoot(exclude, gitExcludes = [], prefix = '') {
        const patterns = parseExcludePatterns(exclude);
        const levels = gitExcludes.map((file) => {
            const lines = file.text.split(/\r?\n/);
            return forgiveRootPath({
                base: '',
                prefix,
                label: file.label,
                patterns: lines,
                rules: newRules().add(lines),
            });
        });
        return new IgnoreChain(levels, patterns.length > 0 ? newRules().add(patterns) : undefined);
    }
    /** Whether `relativePath` (POSIX, from the root) is excluded. */
    excludes(relativePath, isDirectory) {
        return this.verdict(relativePath, isDirectory).excluded;
    }
    /**
     * Whether `relativePath` is excluded, and by which source. The user's `exclude` input is asked first,
     * like patterns given on git's command line, so `!dist/` there re-includes a build output that the
     * repository's .gitignore leaves out.
     */
    verdict(relativePath, isDirectory) {
        const subject = isDirectory ? `${relativePath}/` : relativePath;
        if (this.userRules) {
            const verdict = this.userRules.test(subject);
            if (verdict.ignored)
                return { excluded: true, byInput: true, rule: 'the "exclude" input' };
            if (verdict.unignored)
                return KEPT;
        }
        for (let index = this.levels.length - 1; index >= 0; index--) {
            const level = this.levels[index];
            const verdict = testAtLevel(level, subject);
            if (verdict.ignored)
                return { excluded: true, byInput: false, rule: level.label };
            if (verdict.unignored)
                return KEPT;
        }
        return KEPT;
    }
    /**
     * The chain for the files inside `relativeDir`, a directory the walk entered, whose own .gitignore
     * holds `gitignoreText` (if it has one).
     */
    enter(relativeDir, gitignoreText) {
        const levels = this.levels.map((level) => forgiveDirectory(level, relativeDir));
        if (gitignoreText !== undefined && gitignoreText.trim() !== '') {
            const patterns = gitignoreText.split(/\r?\n/);
            const label = relativeDir === '' ? '.gitignore' : `${relativeDir}/.gitignore`;
            levels.push({ base: relativeDir, prefix: '', label, patterns, rules: newRules().add(patterns) });
        }
        return new IgnoreChain(levels, this.userRules);
    }
}
function testAtLevel(level, subject) {
    return level.rules.test(level.prefix + (level.base === '' ? subject : subject.slice(level.base.length + 1)));
}
/**
 * The `ignore` library judges a path ignored when its parent directory is, as git does when asked
 * about a path. But the walk only enters a directory a higher-priority rule kept, and then git
 * judges each file on its own: with "build/" at the root and "!build/" in src/.gitignore, git adds
 * src/build/app.js. So a level that would ignore an entered directory gets a negation for it.
 */
function forgiveDirectory(level, relativeDir) {
    if (relativeDir === '' || !testAtLevel(level, `${relativeDir}/`).ignored)
        return level;
    const fromBase = level.base === '' ? relativeDir : relativeDir.slice(level.base.length + 1);
    return withNegation(level, `${level.prefix}${fromBase}`);
}
/** Forgives each directory from the top of the work tree down to the root (`prefix`), outermost first. */
function forgiveRootPath(level) {
    let forgiven = level;
    const parts = level.prefix.split('/').filter((part) => part !== '');
    for (let depth = 1; depth <= parts.length; depth++) {
        const directory = parts.slice(0, depth).join('/');
        if (forgiven.rules.test(`${directory}/`).ignored)
            forgiven = withNegation(forgiven, directory);
    }
    return forgiven;
}
function withNegation(level, directoryFromTop) {
    const patterns = [...level.patterns, `!/${escapeGlob(directoryFromTop)}/`];
    return { ...level, patterns, rules: newRules().add(patterns) };
}
/** Escapes a literal path for a gitignore pattern. */
function escapeGlob(path) {
    return path.replace(/[\\*?[\]]/g, '\\$&').replace(/ $/, '\\ ');
}
function newRules() {
    // Git on the case-sensitive file systems CI runs on matches patterns case-sensitively.
    return ignore_default()({ ignorecase: false });
}
/**
 * Turns the `exclude` input (each item may hold several lines, as a multi-line action input does)
 * into gitignore patterns, rejecting ones that could only point outside the workspace.
 */
function parseExcludePatterns(exclude) {
    const patterns = [];
    for (const item of exclude) {
        for (const rawLine of item.split(/\r?\n/)) {
            const line = rawLine.trim();
            if (line === '' || line.startsWith('#'))
                continue;
            const body = line.startsWith('!') ? line.slice(1) : line;
            if (/(^|\/)\.\.(\/|$)/.test(body)) {
                throw new errors/* ConfigurationError */.j1(`Input "exclude" has the pattern "${line}", which climbs out of the workspace with "..": write patterns relative to "path", such as "dist/*.map".`, 'exclude');
            }
            // "./dist" reads as "dist at the root" to a person, but would match nothing in gitignore syntax.
            patterns.push(line.replace(/^(!?)\.\//, '$1/'));
        }
    }
    return patterns;
}

;// CONCATENATED MODULE: ./src/workspace/walk.ts









/**
 * Entries handled between two yields to the event loop, so a huge tree does not starve timers and
 * the packer (fed through `onFile`) gets its first files early.
 */
const ENTRIES_PER_SLICE = 500;
/**
 * Lists the files to pack under `root`, honouring .gitignore files, `exclude` and the symlink rules.
 * In a git work tree it also honours what git says: tracked files are packed even where a pattern
 * ignores them, and .git/info/exclude and core.excludesFile leave untracked files out (see
 * git-judge.ts). The .gitignore files above `root` are not read: deploying `dist/` when the repository
 * ignores it is the common case. It uses synchronous file-system calls: on a warm tree they are
 * several times faster than the promise API (about 25 ms against 100-230 ms for 7,000 stats), and
 * nothing else runs meanwhile.
 */
async function walkWorkspace(root, options = {}) {
    const rootReal = resolveRoot(root);
    const exclude = options.exclude ?? [];
    const git = await readGitView(rootReal, options.logger);
    const state = {
        rootReal,
        git,
        files: [],
        skipped: new Map(),
        disagreements: { notes: new Map(), trackedInside: [] },
        invalidNames: [],
        excludedCount: 0,
    };
    const pending = [
        {
            key: Buffer.alloc(0),
            directory: {
                realDir: rootReal,
                relativeDir: '',
                chain: IgnoreChain.forRoot(exclude, git?.excludeFiles, git?.prefix),
                ancestors: new Set([rootReal]),
            },
        },
    ];
    let handled = 0;
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if ('file' in next) {
            state.files.push(next.file);
            options.onFile?.(next.file);
            continue;
        }
        const children = [];
        handled += walkDirectory(state, next.directory, children);
        pending.push(...children.sort((a, b) => Buffer.compare(b.key, a.key)));
        if (handled >= ENTRIES_PER_SLICE) {
            handled = 0;
            await new Promise((resolveSlice) => setImmediate(resolveSlice));
        }
    }
    if (state.invalidNames.length > 0)
        throw invalidNamesError(sortByteOrder(state.invalidNames, (p) => p));
    for (const note of disagreementNotes(state.disagreements))
        options.logger?.info?.(note);
    const skipped = sortByteOrder([...state.skipped.keys()], (path) => path);
    for (const path of skipped)
        options.logger?.warning(`Not packing ${path}: ${state.skipped.get(path)}.`);
    if (state.files.length === 0)
        throw nothingToPack(root, state.excludedCount > 0);
    const names = state.files.map((file) => file.relativePath);
    const tooLong = names.find((name) => Buffer.byteLength(name, 'utf8') > portable_names/* MAX_ENTRY_NAME_BYTES */.Yf);
    if (tooLong !== undefined)
        throw (0,portable_names/* nameTooLongError */.CC)(tooLong);
    if (options.refuseCaseCollisions ?? (0,portable_names/* refusesCaseCollisions */.xf)()) {
        const collisions = (0,portable_names/* caseCollisions */.i4)(sortByteOrder(names, (name) => name));
        if (collisions.length > 0)
            throw (0,portable_names/* caseCollisionError */.L2)(collisions);
    }
    // Already in byte order of the names: see Pending.
    return { files: state.files, skipped };
}
function resolveRoot(root) {
    let stats;
    try {
        stats = (0,external_node_fs_.statSync)(root);
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`Input "path" names ${root}, which does not exist: set it to the directory whose files should be deployed.`, 'path');
    }
    if (!stats.isDirectory()) {
        throw new errors/* ConfigurationError */.j1(`Input "path" names ${root}, which is a file, not a directory: set it to the directory that holds it.`, 'path');
    }
    return (0,external_node_fs_.realpathSync)(root);
}
function nothingToPack(root, somethingExcluded) {
    if (somethingExcluded) {
        return new errors/* ConfigurationError */.j1(`Input "exclude", with the .gitignore files, leaves out every file under ${root}: loosen it (a "!pattern" re-includes files) or point "path" elsewhere.`, 'exclude');
    }
    return new errors/* ConfigurationError */.j1(`Input "path" names ${root}, which has no files to pack: set it to the directory your build writes its output to.`, 'path');
}
/** Lists one directory: its files and subdirectories go to `pending`. Returns the entry count. */
function walkDirectory(state, directory, pending) {
    const entries = (0,external_node_fs_.readdirSync)(directory.realDir, { withFileTypes: true });
    const invalid = invalidUtf8Names(directory.realDir, entries);
    // Git reads no .gitignore inside a directory it ignores, tracked or not.
    const gitignore = directory.trackedInside ? undefined : readGitignore(directory.realDir, entries);
    const chain = directory.chain.enter(directory.relativeDir, gitignore);
    for (const entry of entries) {
        // Git never tracks a .git directory (nor a submodule's .git file) at any depth, in any case.
        if ((0,deploy_root/* isGitDirName */.h)(entry.name))
            continue;
        const relativePath = directory.relativeDir === '' ? entry.name : `${directory.relativeDir}/${entry.name}`;
        // Git sees a symlink as a file, so "dir/" patterns only skip it once we know it leads to a directory.
        const judgement = judgeEntry(chain, state.git, directory.trackedInside, relativePath, entry.isDirectory(), state.disagreements);
        if (!judgement.take) {
            state.excludedCount++;
            continue;
        }
        const shownName = invalid?.get(entry.name);
        if (shownName !== undefined) {
            state.invalidNames.push(directory.relativeDir === '' ? shownName : `${directory.relativeDir}/${shownName}`);
            continue;
        }
        const path = `${directory.realDir}${external_node_path_.sep}${entry.name}`;
        if (entry.isDirectory()) {
            const { trackedInside } = judgement;
            const subdirectory = {
                realDir: path,
                relativeDir: relativePath,
                chain,
                ancestors: directory.ancestors,
            };
            pending.push({ key: directoryKey(entry.name), directory: { ...subdirectory, trackedInside } });
        }
        else if (entry.isFile()) {
            addFile(pending, entry.name, relativePath, path, (0,external_node_fs_.statSync)(path));
        }
        else if (entry.isSymbolicLink()) {
            visitSymlink(state, directory, pending, {
                name: entry.name,
                path,
                relativePath,
                chain,
                tracked: judgement.tracked === true,
            });
        }
        else {
            state.skipped.set(relativePath, 'it is not a regular file, directory or symlink to one');
        }
    }
    return entries.length;
}
function visitSymlink(state, directory, pending, { name, path, relativePath, chain, tracked }) {
    const target = resolveSymlink(state, path, relativePath);
    if (target === undefined)
        return;
    const stats = (0,external_node_fs_.statSync)(target);
    if (stats.isDirectory()) {
        if (!tracked && chain.excludes(relativePath, true)) {
            state.excludedCount++;
        }
        else if (directory.ancestors.has(target)) {
            state.skipped.set(relativePath, 'it is a symlink to a directory that contains it (a loop)');
        }
        else {
            const ancestors = new Set(directory.ancestors).add(target);
            const linked = { realDir: target, relativeDir: relativePath, chain, ancestors };
            pending.push({ key: directoryKey(name), directory: linked });
        }
    }
    else if (stats.isFile()) {
        addFile(pending, name, relativePath, target, stats);
    }
    else {
        state.skipped.set(relativePath, 'it is a symlink to something that is not a regular file or directory');
    }
}
function addFile(pending, name, relativePath, sourcePath, stats) {
    const file = { relativePath, sourcePath, size: stats.size, permissions: stats.mode & 0o777 };
    pending.push({ key: Buffer.from(name, 'utf8'), file });
}
function directoryKey(name) {
    return Buffer.from(`${name}/`, 'utf8');
}
/** The real target of a symlink if it stays inside the root; otherwise records why it is skipped. */
function resolveSymlink(state, path, relativePath) {
    let target;
    try {
        target = (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        state.skipped.set(relativePath, 'it is a broken symlink or a symlink loop');
        return undefined;
    }
    if (!(0,portable_names/* isInsideRoot */.Xj)(state.rootReal, target)) {
        state.skipped.set(relativePath, 'it is a symlink to a location outside the workspace');
        return undefined;
    }
    // A link to `.git` (or into it) inside the root would pack what the walk never enters by name.
    if ((0,external_node_path_.relative)(state.rootReal, target).split(external_node_path_.sep).some(deploy_root/* isGitDirName */.h)) {
        state.skipped.set(relativePath, 'it is a symlink into a .git directory, which is never packed');
        return undefined;
    }
    return target;
}
function readGitignore(realDir, entries) {
    // Like git, a .gitignore that is a symlink is not read: it could point outside the workspace.
    const found = entries.some((entry) => entry.name === '.gitignore' && entry.isFile());
    return found ? (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(realDir, '.gitignore'), 'utf8') : undefined;
}
/** Sorts by the UTF-8 bytes of the name, which JavaScript's UTF-16 comparison gets wrong past U+FFFF. */
function sortByteOrder(items, nameOf) {
    return items
        .map((item) => ({ item, key: Buffer.from(nameOf(item), 'utf8') }))
        .sort((a, b) => Buffer.compare(a.key, b.key))
        .map(({ item }) => item);
}

;// CONCATENATED MODULE: ./src/workspace/zip-writer.ts

/**
 * Writes a ZIP archive one entry at a time, in the order given, to a sink that never seeks. It keeps
 * only the central directory in memory (about 100 bytes per entry).
 */
class ZipWriter {
    sink;
    limits;
    directory = new CentralDirectory();
    offset = 0;
    finished = false;
    constructor(sink, limits = CLASSIC_ZIP_LIMITS) {
        this.sink = sink;
        this.limits = limits;
    }
    get entryCount() {
        return this.directory.entryCount;
    }
    /** Adds an entry whose data is already known, whole or as chunks that must add up to its size. */
    async addEntry(entry, data) {
        this.assertOpen();
        const record = {
            ...entry,
            name: Buffer.from(entry.name, 'utf8'),
            localHeaderOffset: this.offset,
            hasDataDescriptor: false,
            zip64Sizes: entry.compressedSize > this.limits.maxSize || entry.uncompressedSize > this.limits.maxSize,
        };
        await this.emit(localFileHeader(record));
        const written = data instanceof Uint8Array ? await this.emit(data) : await this.emitAll(data);
        if (written !== entry.compressedSize) {
            throw new Error(`${entry.name} changed size while being packed (${written} of ${entry.compressedSize} bytes)`);
        }
        this.directory.append(centralDirectoryHeader(record, this.limits));
    }
    /**
     * Adds an entry whose compressed bytes are produced while written, so its CRC and sizes follow in a
     * data descriptor. `expectedSize` (the file's size) decides up front whether they need 64 bits.
     */
    async addStreamedEntry(entry, compressed, totals) {
        this.assertOpen();
        const provisional = {
            name: Buffer.from(entry.name, 'utf8'),
            mode: entry.mode,
            method: entry.method,
            crc32: 0,
            compressedSize: 0,
            uncompressedSize: 0,
            localHeaderOffset: this.offset,
            hasDataDescriptor: true,
            zip64Sizes: needsZip64Sizes(entry.expectedSize, this.limits),
        };
        await this.emit(localFileHeader(provisional));
        const compressedSize = await this.emitAll(compressed);
        const record = { ...provisional, ...totals(), compressedSize };
        if (!record.zip64Sizes &&
            needsZip64Sizes(Math.max(compressedSize, record.uncompressedSize), this.limits)) {
            throw new Error(`${entry.name} grew past the size it had when packing started`);
        }
        await this.emit(dataDescriptor(record));
        this.directory.append(centralDirectoryHeader(record, this.limits));
    }
    /** Writes the central directory and end records; returns the archive's total size. */
    async finish() {
        this.assertOpen();
        this.finished = true;
        const location = { entryCount: this.directory.entryCount, offset: this.offset, size: 0 };
        for (const block of this.directory.blocks())
            location.size += await this.emit(block);
        await this.emit(endOfCentralDirectory(location, this.limits));
        return this.offset;
    }
    assertOpen() {
        if (this.finished)
            throw new Error('ZipWriter is finished; no more entries can be added');
    }
    async emit(chunk) {
        this.offset += chunk.length;
        if (chunk.length > 0)
            await this.sink.write(chunk);
        return chunk.length;
    }
    async emitAll(chunks) {
        let total = 0;
        for await (const chunk of chunks)
            total += await this.emit(chunk);
        return total;
    }
}
const DIRECTORY_BLOCK_BYTES = 64 << 10;
/**
 * The central directory records, copied into blocks of their own. Keeping the small Buffers the
 * record builders return would pin the 8 KiB pool slabs they were cut from, and with them every
 * other small buffer cut from those slabs: packing 1 GB in 30,000 files retained 290 MB that way.
 */
class CentralDirectory {
    filled = [];
    entryCount = 0;
    append(record) {
        let last = this.filled.at(-1);
        if (last === undefined || last.buffer.length - last.length < record.length) {
            last = { buffer: Buffer.allocUnsafeSlow(Math.max(DIRECTORY_BLOCK_BYTES, record.length)), length: 0 };
            this.filled.push(last);
        }
        record.copy(last.buffer, last.length);
        last.length += record.length;
        this.entryCount++;
    }
    *blocks() {
        for (const { buffer, length } of this.filled)
            yield buffer.subarray(0, length);
    }
}

// EXTERNAL MODULE: ./src/bytes.ts
var bytes = __webpack_require__(36136);
;// CONCATENATED MODULE: ./src/workspace/pack.ts
var pack_a;












const DEFAULT_STREAM_THRESHOLD = 4 << 20;
/** Caps on files read (and compressed) ahead of the writer; they bound memory. */
const MAX_BYTES_AHEAD = 8 << 20;
/**
 * Few files ahead are enough to keep the reader threads busy, and each one ahead keeps objects alive
 * across V8's young-generation collections: with 4,096 ahead the young generation grew to its 32 MiB
 * cap during a deploy of the mixed tree, with 64 it stayed at 16 MiB, and the step's peak RSS fell
 * from 162-188 to 152-166 MB (text 165-182 to 165, binary 174-201 to 144-166) at the same speed.
 */
const MAX_FILES_AHEAD = 64;
/**
 * Packs the files under `root` into a deterministic zip at `outFile`: the same files, names and
 * executable bits always give the same bytes, whatever their timestamps. Packing starts with the
 * first files the walk finds (in their final order), not at the walk's end; `onWalked` says when the
 * walk's checks passed, before which nothing but the zip on disk may see the archive.
 */
async function packWorkspace(options) {
    options.signal?.throwIfAborted();
    const path = (0,external_node_path_.resolve)(options.outFile);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    // Held until whoever removes it releases it (see own-archives.ts), before the file exists.
    holdArchive((0,external_node_path_.join)(await (0,promises_.realpath)((0,external_node_path_.dirname)(path)), (0,external_node_path_.basename)(path)));
    const feed = new FileFeed();
    const walking = walkWorkspace(options.root, {
        ...options,
        // A rerun never packs its own zip, if it is inside the workspace, nor another pack's.
        onFile: (file) => {
            if (!isHeldArchive(file.sourcePath))
                feed.push(file);
        },
    }).then((walked) => {
        feed.end();
        options.onWalked?.();
        return walked;
    }, (error) => {
        feed.fail(error);
        throw error;
    });
    walking.catch(() => undefined); // the archive's writing fails with the same error
    try {
        const archive = await writeArchive(feed, path, options);
        const { skipped } = await walking;
        return { ...archive, skipped };
    }
    catch (error) {
        releaseArchive(path); // the partial zip is deleted
        // The walk's own error (a bad name, nothing to pack) is the one to report.
        await walking;
        throw packFailure(error, path, feed.items);
    }
}
/** The walk's files as they are found; the writer follows it. */
class FileFeed {
    items = [];
    ended = false;
    #failure;
    #wake = pack_a.#wakeUp();
    static #wakeUp() {
        const wake = Promise.withResolvers();
        wake.promise.catch(() => undefined);
        return wake;
    }
    #watcher;
    push(file) {
        this.items.push(file);
        this.#watcher?.(file);
        this.#changed();
    }
    /** Calls `watcher` with every file found so far, and then with each one as it is found. */
    watch(watcher) {
        this.#watcher = watcher;
        for (const file of this.items)
            watcher(file);
    }
    end() {
        this.ended = true;
        this.#changed();
    }
    /** Not `ended`: the writer asks for more, and more() rejects with the walk's error. */
    fail(error) {
        this.#failure = { error };
        this.#changed();
    }
    more() {
        if (this.#failure)
            return Promise.reject(this.#failure.error);
        return this.#wake.promise;
    }
    #changed() {
        const woken = this.#wake;
        // Nobody may be waiting (the writer is busy); a failure reaches it through more().
        this.#wake = pack_a.#wakeUp();
        if (this.#failure)
            woken.reject(this.#failure.error);
        else
            woken.resolve();
    }
}
pack_a = FileFeed;
async function writeArchive(feed, path, options) {
    const streamThreshold = options.streamThreshold ?? DEFAULT_STREAM_THRESHOLD;
    const level = compressionLevel(options.compressionLevel);
    const sink = await HashingFileSink.create(path, options.onWritten);
    try {
        const writer = new ZipWriter(sink, options.zipLimits ?? CLASSIC_ZIP_LIMITS);
        const preparer = new FilePreparer({
            streamThreshold,
            level,
            bytesAhead: MAX_BYTES_AHEAD,
            mainThreadFiles: options.mainThreadFiles,
        });
        // Each file is given to the main thread or the reader threads as the walk finds it, ahead of
        // `prepare`, so the threads start as soon as the walk has found more than the main thread reads.
        feed.watch((file) => preparer.found(file));
        try {
            await runInOrder(feed, {
                maxAhead: MAX_FILES_AHEAD,
                maxWeight: MAX_BYTES_AHEAD,
                weightOf: (file) => (file.size > streamThreshold ? 0 : file.size),
            }, (file) => preparer.prepare(file), async (prepared, file) => {
                options.signal?.throwIfAborted();
                await writeFileEntry(writer, file, prepared, level);
                preparer.release(prepared);
            });
        }
        finally {
            preparer.close();
        }
        options.signal?.throwIfAborted();
        await writer.finish();
        const { sha256, size } = await sink.close();
        const names = feed.items.map((file) => file.relativePath);
        return { path, sha256, size, fileCount: names.length, files: names };
    }
    catch (error) {
        await sink.discard();
        throw error;
    }
}
function compressionLevel(level) {
    if (level === undefined)
        return DEFAULT_COMPRESSION_LEVEL;
    if (!Number.isInteger(level) || level < 0 || level > 9) {
        throw new RangeError(`The compression level must be an integer from 0 to 9, not ${level}.`);
    }
    return level;
}

;// CONCATENATED MODULE: ./src/deploy/pack-upload.ts









/** Packs started by this process so far: part of each archive's name. */
let packsStarted = 0;
/**
 * Packs the workspace into a zip under `tempDir` and uploads it in one pass: the upload sends the
 * zip's bytes as they reach the disk (chunked), so the step takes about as long as the slower of the
 * two instead of their sum. Every attempt reads the file, so a retry sends the same bytes without
 * packing again. Whichever fails first stops the other, and its error is the one thrown; the file is
 * removed either way.
 *
 * Packing starts when this is made (at the action's start, beside its project lookup): the zip only
 * goes to disk. Nothing reaches the platform but the upload-form hint (a GET) until `upload()` says
 * the run is ready to write; a run that fails before that calls `discard()`.
 */
class EarlyPackUpload {
    /** On the run's clock, when packing started. */
    startedAt;
    #client;
    #source;
    #logger;
    #signal;
    #path;
    #growing;
    #stopPacking = new AbortController();
    #packing;
    /** The walk is done and its checks passed: only then may the archive leave this machine. */
    #walked = Promise.withResolvers();
    #spans = [];
    #used;
    /** The zip's removal, once the upload is over (see removed()). */
    #removing;
    constructor(client, source, logger, signal) {
        const clock = (0,src_clock/* currentClock */.q6)();
        this.startedAt = clock.now();
        this.#client = client;
        this.#source = source;
        this.#logger = logger;
        this.#signal = signal;
        // The process's own count: deploy-many packs its legs in one process and one RUNNER_TEMP, and two
        // legs started in the same millisecond wrote one file (one's upload then found it gone, or mixed).
        packsStarted += 1;
        this.#path = (0,external_node_path_.join)(source.tempDir, `platform-source-${process.pid}-${this.startedAt}-${packsStarted}.zip`);
        this.#growing = new GrowingFile(this.#path);
        const packStarted = performance.now();
        this.#packing = packWorkspace({
            root: source.root,
            exclude: [...source.exclude],
            outFile: this.#path,
            logger,
            signal: this.#either(this.#stopPacking.signal),
            ...(source.compressionLevel === undefined ? {} : { compressionLevel: source.compressionLevel }),
            onWritten: (bytesOnDisk) => this.#growing.grew(bytesOnDisk),
            onWalked: () => this.#walked.resolve(),
        }).then((packed) => {
            this.#growing.finish(packed.size);
            this.#spans.push({ name: 'pack', start: this.startedAt, end: clock.now() });
            const seconds = ((performance.now() - packStarted) / 1000).toFixed(2);
            logger.info(`Packed ${packed.fileCount} files into ${(0,bytes/* formatBytes */.z)(packed.size)} in ${seconds} s (sha256 ${packed.sha256}).`);
            return packed;
        }, (error) => {
            this.#growing.fail(error);
            this.#walked.reject(error);
            throw error;
        });
        this.#walked.promise.catch(() => undefined);
        // Settled by upload() or discard(); until then a failure waits for one of them to report it.
        this.#packing.catch(() => undefined);
        // The form is looked up while the tree is walked (a read: the document describes the API).
        if ((source.uploadFormat ?? 'auto') === 'auto') {
            void (0,upload_form/* chooseUploadForm */.fc)(client, this.#either(this.#stopPacking.signal)).catch(() => undefined);
        }
    }
    /** The packed archive (on disk until the upload is done or discarded); rejects as packing fails. */
    packed() {
        return this.#packing;
    }
    /**
     * Lets the upload go (once the walk is done and the first bytes are on disk) and waits for both;
     * `times` gets the pack and upload spans.
     */
    upload(times) {
        this.#used ??= this.#uploadAndClean();
        return this.#used.then((result) => {
            for (const { name, start, end } of this.#spans)
                times?.span(name, start, end);
            return result;
        });
    }
    /**
     * The zip is gone from disk. A successful upload() resolves before that: removing an 80 MB file
     * takes 10–130 ms (measured), which the create request need not wait for. The pipeline awaits this
     * before it returns; a failed upload() removes the zip before it rejects.
     */
    async removed() {
        await this.#used?.catch(() => undefined);
        await this.#removing;
    }
    /** The run ends without uploading: stops packing and removes the partial zip. Safe after upload(). */
    async discard() {
        if (this.#used) {
            await this.removed();
            return;
        }
        this.#used = Promise.reject(new Error('The source archive was discarded before its upload.'));
        this.#used.catch(() => undefined);
        this.#stopPacking.abort(new Error('The run ended before the upload.'));
        await this.#packing.catch(() => undefined);
        await this.#remove();
    }
    #either(own) {
        return this.#signal ? AbortSignal.any([this.#signal, own]) : own;
    }
    async #uploadAndClean() {
        const clock = (0,src_clock/* currentClock */.q6)();
        const stopUploading = new AbortController();
        this.#packing.catch((error) => stopUploading.abort(error));
        const format = this.#source.uploadFormat ?? 'auto';
        const uploadSignal = this.#either(stopUploading.signal);
        // The zip's first bytes come while the tree is still walked; a tree the walk refuses (a bad name)
        // must not reach the platform, so the upload also waits for the walk's end.
        const uploading = Promise.all([this.#growing.started(), this.#walked.promise])
            .then(async () => {
            const uploadStartedAt = clock.now();
            const uploaded = await (0,upload_form/* uploadSource */.h_)(this.#client, this.#growing, {
                format,
                formatSetting: 'upload-format',
                signal: uploadSignal,
                logger: this.#logger,
            });
            this.#spans.push({ name: 'upload', start: uploadStartedAt, end: clock.now() });
            return uploaded;
        })
            .catch((error) => {
            this.#stopPacking.abort(error);
            throw error;
        });
        const [packed, uploaded] = await Promise.allSettled([this.#packing, uploading]);
        this.#removing = this.#remove();
        // A pack that failed on its own explains the upload's failure; one stopped by the upload's
        // failure rejects with that same error.
        if (packed.status === 'rejected' || uploaded.status === 'rejected') {
            await this.#removing;
            throw packed.status === 'rejected' ? packed.reason : uploaded.reason;
        }
        assertStoredAsPacked(uploaded.value.raw, packed.value);
        this.#logger.info('Uploaded the source archive.');
        return { archive: packed.value, sourceUrl: uploaded.value.sourceUrl };
    }
    /**
     * Only the upload reads the file (its retries read it again); the rest of the pipeline goes by the
     * URL. Left behind, it would fill RUNNER_TEMP or, without one, the workspace.
     */
    async #remove() {
        try {
            await (0,promises_.rm)(this.#path, { force: true });
            releaseArchive(this.#path);
        }
        catch (error) {
            // Still on disk, so still held: no other pack in this process takes it in.
            this.#logger.debug(`Could not remove the source archive ${this.#path}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
}
/**
 * A platform that names what it stored (its size, its SHA-256) must name the archive's: other bytes
 * (changed by a proxy on the way, or cut) would deploy something nobody packed. Nothing is deployed.
 */
function assertStoredAsPacked(answer, archive) {
    const stored = (0,upload/* uploadedDigest */.b9)(answer);
    // A SHA-256 names the bytes exactly, so it decides; a size (which a platform might mean otherwise,
    // say unpacked) decides only without one.
    const differs = stored.sha256 !== undefined
        ? stored.sha256 !== archive.sha256
        : stored.size !== undefined && stored.size !== archive.size;
    if (!differs)
        return;
    const named = [
        ...(stored.size === undefined ? [] : [`${stored.size} bytes`]),
        ...(stored.sha256 === undefined ? [] : [`sha256 ${stored.sha256}`]),
    ].join(', ');
    throw new errors/* ActionFailure */.dR(`The platform stored other bytes than the source archive (${named}, not ${archive.size} bytes, sha256 ${archive.sha256}), so nothing was deployed: something between the runner and the platform changed the upload; run the job again, and if it repeats, check the proxy in between.`);
}
/** A workspace upload whose packing starts now; the pipeline lets its upload go when it gets there. */
function packingFromNow(client, source, logger, signal) {
    return { ...source, early: new EarlyPackUpload(client, source, logger, signal) };
}


/***/ }),

/***/ 90583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ runDeployPipeline)
});

// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/incomplete-list.ts
var incomplete_list = __webpack_require__(88427);
// EXTERNAL MODULE: ./src/api/resources/deployments.ts
var deployments = __webpack_require__(59098);
// EXTERNAL MODULE: ./src/api/resources/projects.ts
var projects = __webpack_require__(4906);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/deploy/create.ts







/**
 * The create's answer was lost and more than one listed deployment could be the one it made: adopting
 * either could report another job's deployment as this run's and leave this run's unwatched.
 */
class AmbiguousCreateError extends src_errors/* ActionFailure */.dR {
    candidates;
    constructor(projectId, candidates) {
        const listed = candidates
            .map((d) => `${d.id} (created ${d.createdAt ?? 'at an unknown time'})`)
            .join(', ');
        super(`The platform's answer to the create-deployment request was lost, and ${candidates.length} deployments could be this run's: ${listed}; check the deployments of project ${projectId} on the platform, then re-run the job.`);
        this.candidates = candidates;
    }
}
/**
 * Creates exactly one deployment. The platform has no idempotency key, so when the create POST's
 * outcome is unknown (the connection dropped after the body was sent, or a gateway answered 5xx,
 * which it may do after the platform acted) we list the project's deployments and adopt the one made
 * for this source, instead of risking a second build or failing a deploy that is under way. When
 * several could be it (two runs raced on one project), we fail naming them rather than guess.
 */
async function createDeploymentOnce(client, projectId, source, options) {
    const sentAt = (0,clock/* currentClock */.q6)().now();
    try {
        return await (0,deployments/* createDeployment */.Yy)(client, projectId, source, { signal: options.signal });
    }
    catch (error) {
        if (error instanceof errors/* AmbiguousRequestError */.sm) {
            options.logger.warning('The platform did not answer the create-deployment request; checking whether it was created before trying again.');
        }
        else if (error instanceof errors/* PlatformApiError */.es && GATEWAY_STATUSES.has(error.status)) {
            options.logger.warning(`The create-deployment request was answered HTTP ${error.status}, which may come after the deployment was created; checking before trying again.`);
        }
        else
            throw error;
    }
    const defaultBranch = asksForDefault(source)
        ? await defaultBranchOf(client, projectId, options)
        : undefined;
    const rereads = options.rereads ?? 3;
    for (let attempt = 0; attempt < rereads; attempt++) {
        const listing = await (0,deployments/* listDeploymentsTimed */.gG)(client, projectId, {
            maxPages: 2,
            ...(options.signal ? { signal: options.signal } : {}),
        });
        if (listing.clockOffsetMs === undefined && attempt === 0)
            options.logger.debug(`The platform's answer carried no Date, so deployments are dated against this runner's clock, give or take ${UNKNOWN_SKEW_MS / 60_000} minutes.`);
        const from = createdFrom(sentAt, listing.clockOffsetMs);
        const candidates = candidatesFor(listing.deployments, source, from, defaultBranch, options.knownIds);
        if (candidates.length > 1)
            throw new AmbiguousCreateError(projectId, candidates);
        const [adopted] = candidates;
        if (adopted) {
            options.logger.info(`Adopted deployment ${adopted.id}, which the unanswered request had created.`);
            return adopted;
        }
        if (!readFarEnough(listing.deployments, from))
            throw new UnprovenCreateError(projectId);
        await (0,clock/* currentClock */.q6)().sleep(options.rereadDelayMs ?? 1_000, options.signal);
    }
    options.logger.info('No deployment was created by the unanswered request; creating it now.');
    return (0,deployments/* createDeployment */.Yy)(client, projectId, source, { signal: options.signal });
}
/**
 * The lost create's deployment was not in the first pages read: creating again is safe only when the
 * pages read reach back past the create, newest first (anything beyond them is older). A longer list in
 * another order could hold it on a page not read, and a second create would build twice.
 */
class UnprovenCreateError extends src_errors/* ActionFailure */.dR {
    constructor(projectId) {
        super(`The platform's answer to the create-deployment request was lost, and project ${projectId} lists more deployments than were read, not newest first, so whether the request created one cannot be told; check its deployments on the platform, then re-run the job.`);
    }
}
/** Whether a listing shows everything made since `from`: read whole, or newest first back past `from`. */
function readFarEnough(deployments, from) {
    if (!(0,incomplete_list/* isPartialList */.Uo)(deployments))
        return true;
    const times = deployments.map((d) => (d.createdAt ? Date.parse(d.createdAt) : Number.NaN));
    if (times.some(Number.isNaN))
        return false;
    const newestFirst = times.every((time, index) => index === 0 || time <= times[index - 1]);
    return newestFirst && times.length > 0 && times[times.length - 1] < from;
}
/** Statuses a gateway or an overloaded platform sends whether or not the request was acted on. */
const GATEWAY_STATUSES = new Set([500, 502, 503, 504]);
/**
 * Slack on the platform's own clock: its `Date` header and its records' `createdAt` may come from
 * different machines of the platform.
 */
const PLATFORM_CLOCK_TOLERANCE_MS = 2_000;
/** Without the platform's time, the runner's clock may be this far off (runners keep NTP time). */
const UNKNOWN_SKEW_MS = 5 * 60_000;
/** Triggers no create request produces: a variables redeploy, a deploy of the edited source files. */
const NOT_FROM_A_CREATE = new Set(['env', 'files']);
/**
 * The platform time from which a deployment may have been made by a request sent at `sentAt` (our
 * clock): the send moved onto the platform's clock by the offset its `Date` header showed, less a
 * little; with no such header, our clock with room for a runner's usual drift.
 */
function createdFrom(sentAt, clockOffsetMs) {
    return clockOffsetMs === undefined
        ? sentAt - UNKNOWN_SKEW_MS
        : sentAt + clockOffsetMs - PLATFORM_CLOCK_TOLERANCE_MS;
}
/**
 * The listed deployments that this run's lost create could have made.
 *
 * Upload mode: the one built from this run's upload URL, which no other run has; time does not matter.
 * A redeploy (`knownIds` given) sends an older deployment's URL, so there it is any deployment built
 * from that URL that was not listed before the create and was made since `from`.
 *
 * Repository mode: made at or after `from` (platform time; a record without a date cannot be ruled
 * out), not by a variables redeploy or a files deploy, and built from what was asked:
 * - `branch` and/or `commitSha` given: a record stating its branch or commit must state the same
 *   (a commit may be given short); one that states neither cannot be ruled out.
 * - neither given: the platform builds the connected repository's default branch at its head, so the
 *   commit is unknown to us and any commit matches; the branch must be `defaultBranch` (read from the
 *   project) when both it and the record's branch are known. Without a known default, any build of the
 *   repository matches, so a concurrent deploy of another branch makes the adoption ambiguous.
 */
function candidatesFor(deployments, source, from, defaultBranch, knownIds) {
    if ('sourceTarballUrl' in source) {
        if (knownIds) {
            return deployments.filter((d) => d.sourceUrl === source.sourceTarballUrl && !knownIds.has(d.id) && madeSince(d, from));
        }
        const ours = deployments.find((d) => d.sourceUrl === source.sourceTarballUrl);
        return ours ? [ours] : [];
    }
    return deployments.filter((d) => !knownIds?.has(d.id) && madeSince(d, from) && fromACreate(d) && builtAsAsked(d, source, defaultBranch));
}
function madeSince(deployment, from) {
    const created = deployment.createdAt ? Date.parse(deployment.createdAt) : Number.NaN;
    return Number.isNaN(created) || created >= from;
}
function fromACreate(deployment) {
    if (deployment.sourceUrl !== undefined)
        return false;
    return deployment.trigger === undefined || !NOT_FROM_A_CREATE.has(deployment.trigger.toLowerCase());
}
function builtAsAsked(deployment, asked, defaultBranch) {
    const { branch, commitSha } = deployment;
    if (asked.branch === undefined && asked.commitSha === undefined) {
        return defaultBranch === undefined || branch === undefined || branch === defaultBranch;
    }
    if (branch === undefined && commitSha === undefined)
        return true;
    if (asked.branch !== undefined && branch !== asked.branch)
        return false;
    return asked.commitSha === undefined || sameCommit(commitSha, asked.commitSha);
}
/** Full or abbreviated hashes of one commit (7 hex digits at least, as the input requires). */
function sameCommit(listed, asked) {
    if (listed === undefined)
        return false;
    const [a, b] = [listed.toLowerCase(), asked.toLowerCase()];
    return a.length >= b.length ? a.startsWith(b) : b.startsWith(a);
}
function asksForDefault(source) {
    return !('sourceTarballUrl' in source) && source.branch === undefined && source.commitSha === undefined;
}
/** The branch a create without branch or commit builds; undefined when the project does not say. */
async function defaultBranchOf(client, projectId, options) {
    try {
        const { raw } = await (0,projects/* getProject */.U1)(client, projectId, options.signal ? { signal: options.signal } : {});
        const names = ['defaultBranch', 'productionBranch', 'gitBranch', 'branch'];
        return (0,decode/* stringField */.OM)(raw, ...names) ?? (0,decode/* stringField */.OM)((0,decode/* field */.ZZ)(raw, 'git', 'repository', 'repo'), ...names);
    }
    catch (error) {
        if (options.signal?.aborted)
            throw error;
        options.logger.debug(`Could not read the project's default branch: ${(0,src_errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/deploy/pack-upload.ts + 19 modules
var pack_upload = __webpack_require__(73965);
// EXTERNAL MODULE: ./src/deploy/redeploy.ts
var deploy_redeploy = __webpack_require__(89725);
;// CONCATENATED MODULE: ./src/deploy/timeline.ts

/**
 * Records when each step of one deploy began, on the run's clock: the pipeline marks pack and
 * upload, the watch marks each status it sees. A phase lasts until the next one begins, so the
 * durations add up to the whole deploy, measured at the watch's polling resolution.
 */
class TimelineRecorder {
    #origin;
    #marks = [];
    /** Steps that overlap others (pack and upload run in one pass), each with its own end. */
    #spans = [];
    #end;
    constructor(origin = (0,clock/* currentClock */.q6)().now()) {
        this.#origin = origin;
    }
    /** Starts `name` now and ends the phase before it; the same name twice in a row is one phase. */
    begin(name) {
        if (this.#end !== undefined || this.#marks.at(-1)?.name === name)
            return;
        this.#marks.push({ name, at: (0,clock/* currentClock */.q6)().now() });
    }
    /** A step measured on its own, from `start` to `end` on the run's clock; it may overlap others. */
    span(name, start, end) {
        this.#spans.push({ name, start, end });
    }
    /** The deploy reached its last status; the open phase ends here. */
    finish(name) {
        this.#end ??= { name, at: (0,clock/* currentClock */.q6)().now() };
    }
    /** A status the watch saw: an in-progress one begins a phase, a final one ends the timeline. */
    seen(deployment) {
        if (deployment.lifecycle === 'in_progress')
            this.begin(deployment.status);
        else
            this.finish(deployment.status);
        return deployment;
    }
    /** Ends the timeline with `status` (unless a final status ended it already) and returns it. */
    close(status) {
        this.finish(status);
        return this.snapshot();
    }
    snapshot() {
        const closing = this.#end?.at ?? (0,clock/* currentClock */.q6)().now();
        const marked = this.#marks.map((mark, index) => {
            const next = this.#marks[index + 1]?.at ?? closing;
            return { name: mark.name, startMs: mark.at - this.#origin, durationMs: Math.max(0, next - mark.at) };
        });
        const spanned = this.#spans.map((span) => ({
            name: span.name,
            startMs: span.start - this.#origin,
            durationMs: Math.max(0, span.end - span.start),
        }));
        const phases = [...spanned, ...marked].sort((a, b) => a.startMs - b.startMs);
        return this.#end === undefined
            ? { phases }
            : { phases, end: { name: this.#end.name, atMs: this.#end.at - this.#origin } };
    }
}

// EXTERNAL MODULE: ./src/deploy/watch.ts
var watch = __webpack_require__(4808);
;// CONCATENATED MODULE: ./src/deploy/pipeline.ts






/**
 * The one deploy pipeline: pack → upload → create → watch. Every action that ships code
 * (deploy, preview-domain, env-sync's redeploy) goes through here or through its watch step.
 */
async function runDeployPipeline(request) {
    const { source, client, logger, signal } = request;
    const packer = source.kind === 'upload'
        ? (source.early ?? new pack_upload/* EarlyPackUpload */.m4(client, source, logger, signal))
        : undefined;
    try {
        return await deploy(request, packer);
    }
    finally {
        // The zip is removed while the deployment is created (and watched): awaited here, not before.
        await packer?.removed();
    }
}
async function deploy(request, packer) {
    // A pack started early started the deploy: its timeline begins there.
    const startedAt = packer?.startedAt ?? (0,clock/* currentClock */.q6)().now();
    const deadline = startedAt + request.timeoutMs;
    const { client, logger, signal } = request;
    let archive;
    let sourceUrl;
    let source;
    let redeploy;
    const timeline = new TimelineRecorder(startedAt);
    if (request.source.kind === 'promoted') {
        // Resolved and verified before the step wrote anything; nothing is packed or uploaded.
        redeploy = request.source.redeploy;
        source = redeploy.source;
    }
    else if (request.source.kind === 'deployment') {
        redeploy = await (0,deploy_redeploy/* resolveRedeploy */.f9)(client, request.projectId, request.source.target, { logger, signal });
        source = redeploy.source;
    }
    else if (request.source.kind === 'upload') {
        const upload = await packer.upload(timeline);
        archive = upload.archive;
        sourceUrl = upload.sourceUrl;
        source = { sourceTarballUrl: sourceUrl };
    }
    else {
        source = {
            ...(request.source.branch ? { branch: request.source.branch } : {}),
            ...(request.source.commitSha ? { commitSha: request.source.commitSha } : {}),
        };
    }
    timeline.begin('create');
    const created = await createDeploymentOnce(client, request.projectId, source, {
        logger,
        signal,
        ...(redeploy ? { knownIds: redeploy.knownIds } : {}),
    });
    logger.info(`Created deployment ${created.id}${redeploy ? ` from the source of deployment ${redeploy.from.id}` : ''}.`);
    timeline.begin(created.status || 'queued');
    await request.onCreated?.(created, redeploy?.from);
    const finish = (status, deployment, logLines) => ({
        status,
        deployment,
        sourceUrl,
        archive,
        ...(redeploy ? { redeployedFrom: redeploy.from } : {}),
        logLines,
        startedAt,
        finishedAt: (0,clock/* currentClock */.q6)().now(),
        timeline: timeline.close(status),
    });
    if (!request.wait)
        return finish('pending', created, []);
    try {
        const watched = await (0,watch/* watchDeployment */.J)(client, created.id, {
            deadline,
            signal,
            logger,
            ...(request.followLog === false ? { followLog: false } : {}),
            pacing: request.pacing,
            onStatus: (d) => logger.info(`Deployment ${d.id} is ${timeline.seen(d).status}.`),
        });
        return finish(watched.status, watched.deployment ?? created, watched.logLines);
    }
    catch (error) {
        if (signal?.aborted)
            return finish('cancelled', created, []);
        throw error;
    }
}


/***/ }),

/***/ 89725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ss: () => (/* binding */ wasLive),
/* harmony export */   Zv: () => (/* binding */ CURRENT_LIVE_FIELDS),
/* harmony export */   f9: () => (/* binding */ resolveRedeploy),
/* harmony export */   yJ: () => (/* binding */ NoPreviousDeploymentError)
/* harmony export */ });
/* unused harmony exports redeploySourceOf, previousLive, liveDeploymentIdOf */
/* harmony import */ var _api_decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _api_lifecycle_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2884);
/* harmony import */ var _api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59098);
/* harmony import */ var _api_resources_projects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4906);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83916);






/** The newest deployments looked through for `previous` and for the adoption snapshot. */
const LISTED_PAGES = 5;
/** Fields a platform may use for the deployment a project serves now. */
const CURRENT_LIVE_FIELDS = [
    'liveDeploymentId',
    'currentDeploymentId',
    'productionDeploymentId',
    'activeDeploymentId',
];
/** Fields that date when a deployment went live; a record with one of them but no date never was. */
const WENT_LIVE_FIELDS = ['liveAt', 'wentLiveAt', 'promotedAt', 'activatedAt', 'aliasedAt'];
/** Status words of a deployment that was live and has since been replaced. */
const SUPERSEDED = new Set(['superseded', 'inactive', 'deactivated', 'replaced', 'retired', 'archived']);
/**
 * Whether a deployment was ever the project's live one. A platform that dates going live says so
 * exactly; otherwise a build that succeeded (or was superseded) is taken as having been live.
 */
function wasLive(deployment) {
    for (const name of WENT_LIVE_FIELDS) {
        const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        if (name in deployment.raw || snake in deployment.raw)
            return (0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(deployment.raw, name) !== undefined;
    }
    return deployment.lifecycle === 'live' || SUPERSEDED.has((0,_api_lifecycle_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalState */ .km)(deployment.status));
}
/**
 * What to send to build `deployment` again: its uploaded archive, else its commit (exact), else its
 * branch (which builds the branch's head now, so it is said). Undefined when it states none of them.
 */
function redeploySourceOf(deployment, logger) {
    if (deployment.sourceUrl)
        return { sourceTarballUrl: deployment.sourceUrl };
    if (deployment.commitSha)
        return { commitSha: deployment.commitSha };
    if (deployment.branch) {
        logger.warning(`Deployment ${deployment.id} states its branch (${deployment.branch}) but not its commit, so the redeploy builds that branch as it is now.`);
        return { branch: deployment.branch };
    }
    return undefined;
}
/** No deployment to go back to; `fact` says why without the advice about the `deployment` input. */
class NoPreviousDeploymentError extends _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1 {
    fact;
    constructor(fact) {
        super(`${fact}, so input "deployment" cannot be \`previous\`; set it to the id of the deployment to redeploy.`, 'deployment');
        this.fact = fact;
    }
}
/**
 * The newest deployment that was live before `beforeId`, in the platform's list (newest first).
 * `beforeId` undefined: the project's current live deployment, as the project states it or, when it
 * does not, the newest listed deployment that is live.
 */
function previousLive(listed, projectId, currentId) {
    const current = currentId ?? listed.find((d) => d.lifecycle === 'live' && wasLive(d))?.id;
    if (current === undefined) {
        throw new NoPreviousDeploymentError(`Project ${projectId} has no live deployment`);
    }
    const index = listed.findIndex((d) => d.id === current);
    if (index === -1) {
        throw new NoPreviousDeploymentError(`The live deployment ${current} of project ${projectId} is not among its ${listed.length} newest deployments`);
    }
    const rebuilt = oldestWithSameSource(listed, index);
    const previous = listed.slice(rebuilt + 1).find(wasLive);
    if (!previous) {
        throw new NoPreviousDeploymentError(rebuilt > index
            ? `Project ${projectId} had no live deployment before ${listed[rebuilt]?.id}, whose source its live deployment ${current} was built from again`
            : `Project ${projectId} had no live deployment before ${current}`);
    }
    return previous;
}
/** What a deployment was built from, exactly: its uploaded archive or its commit; a branch moves. */
function exactSource(deployment) {
    if (deployment?.sourceUrl)
        return `archive ${deployment.sourceUrl}`;
    if (deployment?.commitSha)
        return `commit ${deployment.commitSha.toLowerCase()}`;
    return undefined;
}
/**
 * The index of the oldest listed deployment built from exactly the source of `listed[index]` (itself
 * when none is). The platform records what each deployment was built from, and a rollback is a new
 * deployment of an older one's source: so when the live deployment shares its source with an older
 * one, every deployment between them was rolled back from (a deploy that failed its checks is one),
 * and the older one is what is live now. `previous` looks before it, never at those.
 */
function oldestWithSameSource(listed, index) {
    const source = exactSource(listed[index]);
    if (source === undefined)
        return index;
    for (let at = listed.length - 1; at > index; at--) {
        if (exactSource(listed[at]) === source)
            return at;
    }
    return index;
}
async function currentLiveId(client, projectId, signal) {
    const { raw } = await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_4__/* .getProject */ .U1)(client, projectId, signal ? { signal } : {});
    return liveDeploymentIdOf(raw);
}
/** The deployment a project record says it serves now, in any of the fields a platform may use. */
function liveDeploymentIdOf(raw) {
    const nested = (0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(raw, 'liveDeployment', 'currentDeployment', 'productionDeployment');
    return ((0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(raw, ...CURRENT_LIVE_FIELDS) ??
        ((0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(nested) ? (0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(nested, 'id', 'deploymentId') : undefined));
}
/**
 * How many pages of the project's deployments are looked through for an id whose record does not say
 * which project it belongs to: beyond them, it is refused rather than guessed.
 */
const OWNERSHIP_PAGES = 20;
async function deploymentById(client, projectId, id, signal) {
    let found;
    try {
        found = await (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_3__/* .getDeployment */ .i8)(client, id, signal ? { signal } : {});
    }
    catch (error) {
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PlatformApiError */ .es && error.status === 404) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`Input "deployment" is ${shownId(id)}, which the platform does not know; set it to the id of one of project ${projectId}'s deployments, or to \`previous\`.`, 'deployment');
        }
        throw error;
    }
    if (found.projectId !== undefined && found.projectId !== projectId) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`Input "deployment" is ${shownId(id)}, a deployment of project ${found.projectId}, not of ${projectId}; set it to a deployment of project ${projectId}.`, 'deployment');
    }
    // A record that does not name its project could be any project's: building it would ship another
    // project's source here, so it must be among this project's own deployments.
    if (found.projectId === undefined && !(await isListedIn(client, projectId, id, signal))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`Input "deployment" is ${shownId(id)}, which is not among the deployments of project ${projectId} (its record does not name a project); set it to a deployment of project ${projectId}.`, 'deployment');
    }
    return found;
}
/** The input as its errors echo it: cut, like every echoed input, so a pasted log does not fill one. */
function shownId(id) {
    return id.length > 60 ? `${id.slice(0, 60)}…` : id;
}
async function isListedIn(client, projectId, id, signal) {
    const listed = await (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_3__/* .listDeployments */ .Jn)(client, projectId, {
        maxPages: OWNERSHIP_PAGES,
        ...(signal ? { signal } : {}),
    });
    return listed.some((deployment) => deployment.id === id);
}
/**
 * Finds the deployment to build again and what to send for it. Only reads: the create is the
 * pipeline's, through createDeploymentOnce, with `knownIds` so a lost answer cannot adopt the
 * original (or an older redeploy of the same source) as the deployment it made.
 */
async function resolveRedeploy(client, projectId, target, options) {
    const { signal, logger } = options;
    const listed = await (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_3__/* .listDeployments */ .Jn)(client, projectId, {
        maxPages: LISTED_PAGES,
        ...(signal ? { signal } : {}),
    });
    let from;
    if ('id' in target) {
        from =
            listed.find((d) => d.id === target.id) ?? (await deploymentById(client, projectId, target.id, signal));
    }
    else {
        const before = target.before ?? (await currentLiveId(client, projectId, signal));
        from = previousLive(listed, projectId, before);
        logger.info(`The previous live deployment of project ${projectId} is ${from.id}.`);
    }
    const source = redeploySourceOf(from, logger);
    if (!source) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`Deployment ${from.id} states no source to build again (no sourceTarballUrl, commit or branch), so input "deployment" cannot use it; set it to the id of a deployment built from an upload or the repository.`, 'deployment');
    }
    return { from, source, knownIds: new Set(listed.map((d) => d.id)) };
}


/***/ }),

/***/ 65505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ printLogTail),
/* harmony export */   QR: () => (/* binding */ reportDeployOutcome),
/* harmony export */   RB: () => (/* binding */ logTail),
/* harmony export */   gf: () => (/* binding */ deployOutputs),
/* harmony export */   x4: () => (/* binding */ toGitHubStatus)
/* harmony export */ });
/* unused harmony exports LOG_TAIL_LINES, failureSentence */
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42408);
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61692);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34200);



const LOG_TAIL_LINES = 50;
/** A deploy's status as summaries, PR comments and GitHub show it. */
function toGitHubStatus(status) {
    if (status === 'live')
        return 'success';
    if (status === 'pending')
        return 'in_progress';
    if (status === 'cancelled')
        return 'cancelled';
    return 'failure';
}
function logTail(lines, count = LOG_TAIL_LINES) {
    return lines.slice(-count).map((line) => line.text);
}
/** Why the step fails, as one sentence, or undefined when the outcome is a success. */
function failureSentence(outcome, timeoutMs) {
    const id = outcome.deployment?.id ?? 'unknown';
    const shown = Math.min(LOG_TAIL_LINES, outcome.logLines.length);
    switch (outcome.status) {
        case 'live':
        case 'pending':
            return undefined;
        case 'failed':
            return shown === 0
                ? `Deployment ${id} failed on the platform before its build wrote any log line.`
                : `Deployment ${id} failed on the platform; the last ${shown} line${shown === 1 ? '' : 's'} of its build log are printed at the end of the step log and in the job summary.`;
        case 'timed-out':
            return `Deployment ${id} was not live after ${(0,_render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input (e.g. \`timeout: 45m\`) if builds take this long.`;
        case 'cancelled':
            return `The job was cancelled while deployment ${id} was ${outcome.deployment?.status || 'in progress'}; the platform may still finish it.`;
    }
}
/**
 * The build log is in a folded group; the lines that explain a failure are printed again outside
 * it, at the end of the step log where a failed step opens, as the error sentence says.
 */
function printLogTail(port, deploymentId, tail) {
    port.info(`Last ${tail.length} line${tail.length === 1 ? '' : 's'} of the build log of deployment ${deploymentId}:`);
    for (const line of tail)
        port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(line));
}
/** What the reader of a failed deploy's summary can do about it. */
function nextSteps(outcome) {
    switch (outcome.status) {
        case 'failed':
            return 'Fix the error in the build log tail below, then push again: the site that was live stays live.';
        case 'timed-out':
            return 'Look at the deployment on the platform, and raise the `timeout` input if builds take this long.';
        case 'cancelled':
            return 'Re-run the job to deploy again; the platform may still finish the deployment it started.';
        default:
            return undefined;
    }
}
function checksNextSteps(verdict) {
    return verdict.liveNow
        ? `Fix what the checks below found, then deploy again; meanwhile ${verdict.liveNow} is live.`
        : 'Fix what the checks below found, then deploy again (or roll back with `source: deployment`).';
}
/** The deploy action's outputs for `outcome`: the action's report writes them before anything else. */
function deployOutputs(outcome, verdict) {
    // `url` is what is live now: never a deployment that failed its checks and was replaced.
    const url = verdict ? verdict.url : outcome.deployment?.url;
    return {
        status: verdict?.status ?? outcome.status,
        'deployment-id': outcome.deployment?.id ?? '',
        url: url ?? '',
        'source-url': outcome.sourceUrl ?? '',
        'archive-sha256': outcome.archive?.sha256 ?? '',
    };
}
/**
 * The job summary's section for `outcome` (the action's report.ts appends it) and the failure
 * sentence; on failure, prints the log tail and its error annotation (deployOutputs are the outputs).
 */
function reportDeployOutcome(port, outcome, options) {
    const { deployment, archive } = outcome;
    const verdict = options.checks?.verdict;
    const url = verdict ? verdict.url : deployment?.url;
    const failure = failureSentence(outcome, options.timeoutMs) ?? options.checks?.failure;
    const tail = logTail(outcome.logLines);
    if (outcome.status === 'failed' && tail.length > 0) {
        printLogTail(port, deployment?.id ?? '', tail);
        port.error(tail.join('\n'), {
            title: `Deployment ${deployment?.id ?? ''} failed: build log tail`,
        });
    }
    if (outcome.status === 'live' && url && !verdict)
        port.notice(`Live at ${url}`, { title: 'Deployed' });
    if (verdict?.liveNow)
        port.notice(`Deployment ${deployment?.id ?? ''} failed its checks; live now: ${verdict.liveNow}${url ? ` at ${url}` : ''}.`, { title: 'Rolled back' });
    const steps = verdict ? checksNextSteps(verdict) : nextSteps(outcome);
    const summary = (0,_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .renderDeploySummary */ .AY)({
        project: options.projectId,
        ...(options.projectName ? { projectName: options.projectName } : {}),
        timeline: { title: `Deployment ${deployment?.id ?? ''}`, ...outcome.timeline },
        status: verdict?.shown ?? toGitHubStatus(outcome.status),
        ...(verdict?.liveNow ? { liveNow: verdict.liveNow } : {}),
        durationMs: outcome.finishedAt - outcome.startedAt,
        ...(deployment ? { deploymentId: deployment.id } : {}),
        ...(url ? { url } : {}),
        ...(archive
            ? { archive: { bytes: archive.size, fileCount: archive.fileCount, sha256: archive.sha256 } }
            : {}),
        ...(failure ? { error: failure } : {}),
        ...(failure && tail.length > 0 ? { logTail: tail } : {}),
        ...(steps ? { nextSteps: steps } : {}),
    });
    return { failure, summary };
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

/***/ 35944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ clientFor)
});

// UNUSED EXPORTS: createGitHubClient

// EXTERNAL MODULE: ./src/api/agents.ts + 1 modules
var agents = __webpack_require__(19738);
;// CONCATENATED MODULE: ./src/api/node-fetch.ts

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;
/** Statuses whose Response may not have a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);
async function nodeHttpFetch(input, init = {}) {
    let url = new URL(String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = bodyBytes(init.body);
    let headers = headerRecord(init.headers);
    for (let redirects = 0;; redirects++) {
        const answer = await exchange(url, method, headers, body, init.signal ?? undefined);
        const follow = REDIRECTS.has(answer.status) && answer.location !== undefined && init.redirect !== 'manual';
        if (!follow)
            return responseOf(answer, url);
        if (init.redirect === 'error' || redirects >= MAX_REDIRECTS)
            throw new TypeError('fetch failed', {
                cause: new Error(`redirected from ${url.origin}${url.pathname}`),
            });
        const next = new URL(answer.location, url);
        if (next.origin !== url.origin)
            headers = without(headers, ['authorization', 'cookie']);
        if (answer.status === 303 || (method === 'POST' && (answer.status === 301 || answer.status === 302))) {
            method = method === 'HEAD' ? 'HEAD' : 'GET';
            body = undefined;
            headers = without(headers, ['content-type', 'content-length']);
        }
        url = next;
    }
}
function exchange(url, method, headers, body, signal) {
    // The platform client's pools: keep-alive, and the proxy the environment names, if any.
    const { agent, request } = (0,agents/* agentFor */.P)(url);
    return new Promise((resolve, reject) => {
        const sent = request(url, {
            method,
            agent,
            headers: body === undefined ? headers : { ...headers, 'content-length': String(body.length) },
            ...(signal ? { signal } : {}),
        });
        const fail = (error) => reject(error.name === 'AbortError' ? error : new TypeError('fetch failed', { cause: error }));
        sent.on('error', fail);
        sent.once('response', (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('error', fail);
            response.on('end', () => resolve({
                status: response.statusCode ?? 0,
                statusText: response.statusMessage ?? '',
                rawHeaders: response.rawHeaders,
                location: response.headers.location,
                body: Buffer.concat(chunks),
            }));
        });
        sent.end(body);
    });
}
function responseOf(answer, url) {
    const headers = new Headers();
    for (let index = 0; index + 1 < answer.rawHeaders.length; index += 2) {
        headers.append(answer.rawHeaders[index], answer.rawHeaders[index + 1]);
    }
    const response = new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers,
    });
    // A constructed Response has no URL of its own; fetch's is the last one asked.
    Object.defineProperty(response, 'url', { value: url.href });
    return response;
}
function bodyBytes(body) {
    if (body === undefined || body === null)
        return undefined;
    if (typeof body === 'string')
        return Buffer.from(body);
    if (body instanceof Uint8Array)
        return body;
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    throw new TypeError('nodeHttpFetch sends string or byte bodies only');
}
function headerRecord(headers) {
    return Object.fromEntries(new Headers(headers ?? {}).entries());
}
function without(headers, names) {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}

// EXTERNAL MODULE: ./src/clock.ts
var src_clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/pause.ts
var pause = __webpack_require__(84581);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/github/context.ts + 2 modules
var context = __webpack_require__(8117);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __webpack_require__(57403);
;// CONCATENATED MODULE: ./src/github/client.ts






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
async function createGitHubClient(token, apiUrl = (0,context/* githubApiUrl */.B)(), waits = {}) {
    (0,redact/* registerSecret */.cl)(token);
    const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 92413));
    const baseUrl = apiUrl.replace(/\/+$/, '');
    // Node's http (through the proxy the environment names, if any), not undici's fetch: see node-fetch.ts.
    const request = { request: { fetch: nodeHttpFetch } };
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
                const clock = (0,src_clock/* currentClock */.q6)();
                const limit = (0,rate_limit/* rateLimitOf */.t)(error, clock.now());
                if (limit === undefined || waited >= MAX_RATE_LIMIT_WAITS || waits.signal?.aborted)
                    throw error;
                const left = (waits.deadline ?? Number.POSITIVE_INFINITY) - clock.now();
                if (limit.waitMs > Math.min(MAX_RATE_LIMIT_WAIT_MS, left))
                    throw error;
                waits.logger?.info(`GitHub: ${(0,rate_limit/* describeRateLimit */.J)(limit)}; waiting ${Math.ceil(limit.waitMs / 1000)} s, then asking again.`);
                await (0,pause/* pause */.v)(limit.waitMs, waits.signal, clock);
                if (waits.signal?.aborted)
                    throw error;
            }
        }
    });
}


/***/ }),

/***/ 53344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ GitHubDeploymentReporter)
/* harmony export */ });
/* harmony import */ var _live_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80959);

/**
 * The GitHub side of anything deployed by a run: one GitHub Deployment with its statuses (linked to
 * the run's log) and one sticky pull request comment per project. It knows nothing of what was
 * deployed or how: callers say which status and which card to show. GitHub bookkeeping never fails a
 * run: every GitHub failure is one warning (src/github/failures.ts), and a refused comment is not
 * tried again. Octokit is loaded only when GitHub is called: it is a third of a bundle's start-up.
 */
class GitHubDeploymentReporter {
    #options;
    #canCall;
    #tracker;
    /** GitHub refused a comment: later updates of this run would be refused too, with the same warning. */
    #commentRefused = false;
    constructor(options) {
        this.#options = options;
        const { context, token } = options;
        this.#canCall = token !== undefined && context.owner !== '' && context.repo !== '';
        if (!this.#canCall && (options.githubDeployment || (options.comment && context.pullRequest))) {
            options.logger.info('No github-token: skipping the GitHub Deployment and the PR comment.');
        }
        // Started at once, so the import overlaps whatever the run does before its first status.
        this.#tracker =
            this.#canCall && options.githubDeployment && token !== undefined
                ? __webpack_require__.e(/* import() */ 887).then(__webpack_require__.bind(__webpack_require__, 16887)).then(({ GitHubDeploymentTracker }) => new GitHubDeploymentTracker({
                    token,
                    apiUrl: context.apiUrl,
                    owner: context.owner,
                    repo: context.repo,
                    logger: options.logger,
                }))
                : Promise.resolve(undefined);
    }
    /** Create the GitHub Deployment (in progress, linked to the run's log), carrying the project. */
    async start(deployment, platformDeployment) {
        const tracker = await this.#tracker;
        // The platform deployment's id lets a later deploy learn which commit is live (src/deploy/live-guard.ts).
        const payload = {
            ...deployment.payload,
            project: this.#options.project,
            ...(platformDeployment === undefined ? {} : { [_live_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_DEPLOYMENT_KEY */ .ov]: platformDeployment }),
        };
        await tracker?.start({ ...deployment, payload, ...this.#logUrl() });
    }
    /** The GitHub Deployment's last status, linked to the run's log. */
    async finish(outcome, options = {}) {
        const tracker = await this.#tracker;
        await tracker?.finish(outcome, { ...options, ...this.#logUrl() });
    }
    /** The earlier deployments of the started one's environment (narrowed by `filter`) go inactive. */
    async deactivatePrevious(filter) {
        const tracker = await this.#tracker;
        await tracker?.deactivatePreviousForEnvironment(filter);
    }
    /** The previous live deployment of this project in the started one's environment goes inactive. */
    async inactivatePreviousLive() {
        const tracker = await this.#tracker;
        await tracker?.inactivatePreviousLive(this.#options.project);
    }
    /** Every deployment of `environment` (narrowed by `filter`) goes inactive; undefined when not tracking. */
    async inactivateAll(environment, filter) {
        const tracker = await this.#tracker;
        return tracker?.inactivateAllForEnvironment(environment, filter);
    }
    /** The sticky comment shows `card` with the project, the commit and the run's log. */
    async comment(card) {
        if (!this.#commenting())
            return;
        const { renderDeployComment } = await __webpack_require__.e(/* import() */ 604).then(__webpack_require__.bind(__webpack_require__, 33604));
        const { context, project, projectName } = this.#options;
        await this.commentBody(renderDeployComment({
            project,
            ...(projectName ? { projectName } : {}),
            commitSha: context.commitSha,
            ...card,
            ...(context.runUrl ? { runUrl: context.runUrl } : {}),
        }));
    }
    /** The sticky comment says `body` instead (e.g. that a preview was removed). */
    async commentBody(body) {
        const { context, token, project, logger } = this.#options;
        if (!this.#commenting() || token === undefined || context.pullRequest === undefined)
            return;
        const { deployCommentMarker, upsertStickyComment } = await __webpack_require__.e(/* import() */ 604).then(__webpack_require__.bind(__webpack_require__, 33604));
        await upsertStickyComment({
            logger,
            token,
            apiUrl: context.apiUrl,
            owner: context.owner,
            repo: context.repo,
            issueNumber: context.pullRequest.number,
            // One marker for every action: a pull request shows one comment per project, whichever wrote it.
            marker: deployCommentMarker(project),
            body,
            ...(context.runUrl ? { runUrl: context.runUrl } : {}),
            onRefused: () => {
                this.#commentRefused = true;
            },
        });
    }
    #commenting() {
        const { comment, context } = this.#options;
        return this.#canCall && comment && context.pullRequest !== undefined && !this.#commentRefused;
    }
    #logUrl() {
        const { runUrl } = this.#options.context;
        return runUrl ? { logUrl: runUrl } : {};
    }
}


/***/ }),

/***/ 80959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vo: () => (/* binding */ commitOfPlatformDeployment),
/* harmony export */   kC: () => (/* binding */ compareCommits),
/* harmony export */   ov: () => (/* binding */ PLATFORM_DEPLOYMENT_KEY)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35944);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8112);



/** The payload key our GitHub Deployments carry the platform deployment's id under. */
const PLATFORM_DEPLOYMENT_KEY = 'platformDeployment';
/**
 * How `head` stands against `base`, from one compare request (`per_page=1`: only the status is
 * wanted, not the files). `behind` means `head` is an ancestor of `base`.
 */
async function compareCommits(access, where) {
    try {
        const { data } = await (await (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .clientFor */ .$)(access)).rest.repos.compareCommitsWithBasehead({
            owner: where.owner,
            repo: where.repo,
            basehead: `${where.base}...${where.head}`,
            per_page: 1,
        });
        const status = String(data.status);
        if (status === 'ahead' || status === 'behind' || status === 'diverged' || status === 'identical') {
            return { kind: 'known', status };
        }
        return { kind: 'unknown', reason: `GitHub compared them as "${status}"` };
    }
    catch (error) {
        return { kind: 'unknown', reason: unreadable(error) };
    }
}
/**
 * The commit of the GitHub Deployment this repository's workflows made for `platformDeployment`
 * (the id is in its payload, with the project), among the newest 100 of `environment`: one request.
 * Only deployments whose payload names both are ours to read; anything else's is left alone.
 */
async function commitOfPlatformDeployment(access, where) {
    try {
        const { data } = await (await (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .clientFor */ .$)(access)).rest.repos.listDeployments({
            owner: where.owner,
            repo: where.repo,
            environment: where.environment,
            per_page: 100,
        });
        const ours = data.find((deployment) => {
            const payload = deployment.payload;
            if (payload === null || typeof payload !== 'object')
                return false;
            const record = payload;
            return record[PLATFORM_DEPLOYMENT_KEY] === where.platformDeployment && record.project === where.project;
        });
        if (ours)
            return { sha: ours.sha };
        return {
            unknown: `no GitHub Deployment of environment ${where.environment} among its newest 100 names platform deployment ${where.platformDeployment}`,
        };
    }
    catch (error) {
        return { unknown: unreadable(error) };
    }
}
function unreadable(error) {
    const status = (0,_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .httpStatusOf */ .s_)(error);
    return status === undefined
        ? `GitHub did not answer (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)})`
        : `GitHub answered ${status}`;
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

/***/ 92738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ resolveProject)
});

// UNUSED EXPORTS: resolveProjectInput

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/resources/projects.ts
var projects = __webpack_require__(4906);
;// CONCATENATED MODULE: ./src/api/resources/projects-resolve.ts


/** How many close names a "no such project" sentence offers. */
const CLOSE_NAMES = 5;
/**
 * Finds projects by id or name for one run, for every reference a run makes to one: a reference that
 * is an existing id is that project (one GET, so an id wins over another project's equal name);
 * anything else is matched by name against the whole list, read once per run however many
 * references are looked up (cron files name many). A name two projects share is not guessed at.
 */
class ProjectDirectory {
    #client;
    #signal;
    #lookups = new Map();
    #all;
    constructor(client, signal) {
        this.#client = client;
        this.#signal = signal;
    }
    lookUp(reference) {
        const wanted = reference.trim();
        let lookup = this.#lookups.get(wanted);
        if (lookup === undefined) {
            lookup = this.#lookUp(wanted);
            this.#lookups.set(wanted, lookup);
        }
        return lookup;
    }
    async #lookUp(wanted) {
        const byId = await this.#byId(wanted);
        if (byId !== undefined)
            return { kind: 'found', project: byId };
        const projects = await this.#list();
        const matches = projects.filter((project) => project.name === wanted);
        if (matches.length === 1)
            return { kind: 'found', project: matches[0] };
        if (matches.length > 1)
            return { kind: 'several', matches };
        return { kind: 'none', close: closeNames(projects, wanted), count: projects.length };
    }
    async #byId(wanted) {
        try {
            return await (0,projects/* getProject */.U1)(this.#client, wanted, { signal: this.#signal });
        }
        catch (error) {
            // Not an id of this account (or not shaped like one): it may still be a name.
            if (error instanceof errors/* PlatformApiError */.es && [400, 404, 422].includes(error.status))
                return undefined;
            throw error;
        }
    }
    #list() {
        this.#all ??= (0,projects/* listProjects */.hF)(this.#client, { query: { limit: 100 }, signal: this.#signal });
        return this.#all;
    }
}
/** `shop (prj_shop)`, or the id alone when the platform gave the project no name. */
function projectLabel(project) {
    return project.name === undefined || project.name === project.id
        ? project.id
        : `${project.name} (${project.id})`;
}
/** Names like `wanted`: the same but for case, one inside the other, or a few typos away. */
function closeNames(projects, wanted) {
    const needle = wanted.toLowerCase();
    const scored = projects
        .filter((project) => project.name !== undefined)
        .map((project) => {
        const name = project.name.toLowerCase();
        const contained = name.includes(needle) || needle.includes(name);
        return { project, distance: contained ? 0 : editDistance(name, needle) };
    })
        .filter(({ distance }) => distance <= Math.max(2, Math.floor(needle.length / 4)));
    scored.sort((a, b) => a.distance - b.distance);
    return scored.slice(0, CLOSE_NAMES).map(({ project }) => project);
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length];
}

// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/sync/project-lookup.ts

/**
 * Why `reference` names no single project, as the end of a sentence that starts with what named it
 * (`Input "project" is "shop"` or `Job "nightly": project "shop"`). It lives in src/sync, below src/projects,
 * because the cron file's model names projects too and src/projects already builds on src/sync.
 */
function lookupProblem(lookup) {
    if (lookup.kind === 'several') {
        const ids = lookup.matches.map((project) => project.id).join(', ');
        return `is the name of ${lookup.matches.length} projects (${ids}): give the id of the one meant instead`;
    }
    const offer = lookup.close.length > 0
        ? `close names: ${lookup.close.map(projectLabel).join(', ')}`
        : `the key sees ${lookup.count} project(s)`;
    return `is neither the id nor the name of a project the key can see (${offer}): check the id or name, and that the \`api-key\` belongs to the organisation that owns it`;
}

;// CONCATENATED MODULE: ./src/projects/project-input.ts



/**
 * The project an input names, by id or name, or the input's ConfigurationError. Says which project
 * was meant, name and id, once in the log.
 */
async function resolveProjectInput(directory, input, reference, logger) {
    const lookup = await directory.lookUp(reference);
    if (lookup.kind !== 'found') {
        throw new src_errors/* ConfigurationError */.j1(`Input "${input}" is "${reference}", which ${lookupProblem(lookup)}.`, input);
    }
    logger.info(`Project ${projectLabel(lookup.project)}.`);
    return lookup.project;
}
/** One project input of an action, resolved with a directory of its own. */
function resolveProject(client, reference, options) {
    const directory = new ProjectDirectory(client, options.signal);
    return resolveProjectInput(directory, options.input ?? 'project', reference, options.logger);
}


/***/ }),

/***/ 42408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   uX: () => (/* binding */ deployStatusLabel),
/* harmony export */   z3: () => (/* reexport safe */ _bytes_js__WEBPACK_IMPORTED_MODULE_0__.z)
/* harmony export */ });
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36136);
const LABELS = {
    success: '✅ Deployed',
    failure: '❌ Failed',
    checks_failed: '❌ Failed its checks',
    rolled_back: '↩️ Failed its checks, rolled back',
    cancelled: '🚫 Cancelled',
    in_progress: '⏳ In progress',
    skipped: '⏭️ Skipped',
};
function deployStatusLabel(status) {
    return LABELS[status];
}
/** "1m 05s", "12.3s", "450ms": precise for quick deploys, readable for slow ones. */
function formatDuration(milliseconds) {
    if (milliseconds < 1000)
        return `${Math.round(milliseconds)}ms`;
    const seconds = milliseconds / 1000;
    if (seconds < 60)
        return `${seconds.toFixed(1)}s`;
    const wholeSeconds = Math.round(seconds);
    const minutes = Math.floor(wholeSeconds / 60);
    const rest = String(wholeSeconds % 60).padStart(2, '0');
    return minutes < 60 ? `${minutes}m ${rest}s` : `${Math.floor(minutes / 60)}h ${minutes % 60}m ${rest}s`;
}



/***/ }),

/***/ 83345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZK: () => (/* binding */ renderGantt)
/* harmony export */ });
/* unused harmony exports renderDiff, renderDiffLines */
/* harmony import */ var _deploy_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42408);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42495);


/**
 * A Mermaid Gantt chart, which GitHub draws in summaries and comments. Times are milliseconds from
 * the epoch (`dateFormat x`), so the axis starts at 00:00 and reads as time since the start.
 * Mermaid gives `:`, `#` and `;` meanings inside a task line, so names keep only safe characters.
 */
function renderGantt(chart) {
    const longest = Math.max(chart.end?.atMs ?? 0, ...chart.phases.map((p) => p.startMs + p.durationMs));
    const lines = [
        'gantt',
        `  title ${mermaidText(chart.title)}`,
        '  dateFormat x',
        // Seconds and milliseconds for a short deploy; minutes and seconds once it takes a while.
        `  axisFormat ${longest < 60_000 ? '%-S.%Ls' : '%-M:%S'}`,
    ];
    chart.phases.forEach((phase, index) => {
        const name = mermaidText(phase.name);
        const duration = Math.max(1, Math.round(phase.durationMs));
        lines.push(`  section ${name}`);
        lines.push(`  ${taskLabel(name)} ${(0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(phase.durationMs)} :p${index}, ${Math.round(phase.startMs)}, ${duration}ms`);
    });
    if (chart.end !== undefined) {
        // The milestone's text says when, so the diamond at the end of the axis needs no reading off.
        const name = mermaidText(chart.end.name);
        const label = `${taskLabel(name)} after ${(0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(chart.end.atMs)}`;
        lines.push(`  section ${name}`, `  ${label} :milestone, finish, ${Math.round(chart.end.atMs)}, 0ms`);
    }
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeBlock */ .DV)(lines.join('\n'), 'mermaid');
}
/**
 * What Mermaid's Gantt lexer reads as a statement at the start of a line (case-insensitively, most
 * even without a space after the word), before it would read a task's text: a status such as
 * `click p0 call alert()` starting a task line would be a click callback, `title x` the chart's title.
 * `section` and `title` lines are safe: their rule takes the rest of the line as the text.
 */
const STATEMENT_START = /^(?:click|call|href|gantt|dateformat|inclusiveenddates|topaxis|axisformat|tickinterval|includes|excludes|todaymarker|weekday|weekend|title|accdescription|accdescr|acctitle|section|\d{4}-\d\d-\d\d)/i;
/** A task's text, quoted when it starts as a statement would, so a label can never form one. */
function taskLabel(name) {
    return STATEMENT_START.test(name) ? `“${name}”` : name;
}
function mermaidText(text) {
    return (text
        .replace(/[^\p{L}\p{N} ._()/+-]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim() || '-');
}
/**
 * A ```diff block: GitHub colours `+` lines green and `-` lines red. A change is its old line then
 * its new one. Every line is one line: a newline inside the text would start an uncoloured line.
 */
function renderDiff(lines) {
    return codeBlock(renderDiffLines(lines), 'diff');
}
/** The body of a diff block, for a caller that cuts it to a byte budget itself. */
function renderDiffLines(lines) {
    const out = [];
    const one = (text) => oneLine(text, '\n').replace(/\s*\n\s*/g, ' ');
    for (const line of lines) {
        if (line.op === 'add')
            out.push(`+ ${one(line.text)}`);
        else if (line.op === 'remove')
            out.push(`- ${one(line.text)}`);
        else if (line.op === 'same')
            out.push(`  ${one(line.text)}`);
        else
            out.push(`- ${one(line.before)}`, `+ ${one(line.after)}`);
    }
    return out.join('\n');
}


/***/ }),

/***/ 61692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ renderDeploySummary),
/* harmony export */   QZ: () => (/* binding */ projectLabel)
/* harmony export */ });
/* unused harmony export renderLogTail */
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
