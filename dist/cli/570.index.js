export const id = 570;
export const ids = [570];
export const modules = {

/***/ 82120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ deployGitHub),
/* harmony export */   O: () => (/* binding */ finishOnGitHub)
/* harmony export */ });
/* harmony import */ var _deploy_report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65505);
/* harmony import */ var _github_deployment_reporter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53344);


/** This deploy's GitHub Deployment and sticky PR comment, as its inputs ask. */
function deployGitHub(config, context, project, logger, 
/** What the GitHub Deployment says it is (a promote names its source deployment). */
record = { description: `Deploying ${project.id}` }) {
    const github = new _github_deployment_reporter_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubDeploymentReporter */ .a({
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
        status: verdict?.shown ?? (0,_deploy_report_js__WEBPACK_IMPORTED_MODULE_0__/* .toGitHubStatus */ .x4)(status),
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

/***/ 63111:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ legSuperseded),
  o: () => (/* binding */ supersededByLive)
});

// EXTERNAL MODULE: ./src/api/resources/deployments.ts
var deployments = __webpack_require__(59098);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/live-commit.ts
var live_commit = __webpack_require__(80959);
// EXTERNAL MODULE: ./src/deploy/redeploy.ts
var redeploy = __webpack_require__(89725);
;// CONCATENATED MODULE: ./src/deploy/live-guard.ts




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
        return `the platform did not say (${(0,errors/* errorMessage */.gJ)(error)})`;
    });
    if (live === undefined)
        return SHIP;
    if (typeof live === 'string')
        return shipUnknown(logger, live);
    if (request.github === undefined)
        return shipUnknown(logger, 'there is no github-token to compare commits');
    let liveCommit = live.commitSha;
    if (liveCommit === undefined) {
        const recorded = await (0,live_commit/* commitOfPlatformDeployment */.Vo)(request.github, {
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
    const ancestry = await (0,live_commit/* compareCommits */.kC)(request.github, {
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
        return (0,deployments/* getDeployment */.i8)(client, stated, options);
    const listed = await (0,deployments/* listDeployments */.Jn)(client, projectId, { maxPages: 1, ...options });
    return listed.find((deployment) => deployment.lifecycle === 'live' && (0,redeploy/* wasLive */.Ss)(deployment));
}
/** The live deployment's id as the project's record states it; null when it states none is live. */
function statedLiveId(raw) {
    for (const name of redeploy/* CURRENT_LIVE_FIELDS */.Zv) {
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

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
;// CONCATENATED MODULE: ./src/actions/deploy/live-step.ts


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
 * One deploy-many leg's guard: the superseded sentence when the live commit is newer (the leg then
 * writes nothing), else undefined.
 */
async function legSuperseded(request, config, context) {
    const commit = commitToGuard({ force: config.force, source: 'upload', commitSha: undefined }, context);
    if (commit === undefined)
        return undefined;
    const verdict = await guardAgainstOlder({
        ...request,
        commit,
        github: guardGitHub(config.githubToken, context),
        environment: 'production',
    });
    if (verdict.ship)
        return undefined;
    return { sentence: supersededSentence(commit, verdict), url: verdict.liveDeployment.url };
}
/**
 * Runs the guard before anything is written; when the live commit is newer, says so everywhere
 * (log, outputs, summary), drops the packed zip and answers true: the run ends there, successfully.
 */
async function supersededByLive({ client, port, outputs, context, signal, }, config, project, source) {
    const commit = commitToGuard(config, context);
    if (commit === undefined)
        return false;
    const token = config.githubToken;
    const verdict = await guardAgainstOlder({
        client,
        projectId: project.id,
        projectRaw: project.raw,
        commit,
        github: guardGitHub(token, context),
        environment: config.environment ?? context.defaultEnvironment,
        logger: port,
        signal,
    });
    if (verdict.ship)
        return false;
    if (source.kind === 'upload')
        await source.early?.discard();
    const sentence = supersededSentence(commit, verdict);
    port.info(sentence);
    outputs.set('status', 'superseded');
    if (verdict.liveDeployment.url)
        outputs.set('url', verdict.liveDeployment.url);
    // The project's name and the ids come from the platform: shown escaped.
    await port.appendSummary(`### Deploy of ${(0,markdown/* escapeMarkdownText */.m4)(project.name ?? project.id)}: superseded\n\n${(0,markdown/* escapeMarkdownText */.m4)(sentence)}\n`);
    return true;
}


/***/ }),

/***/ 44028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ isManyMode),
/* harmony export */   m: () => (/* binding */ readManyDeployInputs)
/* harmony export */ });
/* harmony import */ var _api_path_params_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53248);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _projects_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95989);
/* harmony import */ var _check_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91465);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75422);





/** Manifest mode is on when `projects` names keys. */
function isManyMode(inputs) {
    return inputs.list('projects', { commas: true }).length > 0;
}
/**
 * The inputs of manifest mode. What only makes sense for one project (its id, another source, a
 * `path`) is refused rather than silently ignored.
 */
function readManyDeployInputs(inputs) {
    const apiKeys = (0,_projects_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readKeyPool */ ._)(inputs.raw('api-keys'));
    const keys = inputs.list('projects', { commas: true });
    const ids = readProjectIds(inputs.optional('project'), keys.length);
    if (inputs.oneOf('source', ['upload', 'repository', 'deployment']) !== 'upload') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('Input "source" must be `upload` with `projects`: each manifest project uploads its own path; remove `source` or deploy one `project`.', 'source');
    }
    const defaults = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .readWorkspaceDeployInputs */ .G8)(inputs);
    if (defaults.path !== '.') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('Input "path" does not apply with `projects`: each project deploys the `path` its manifest entry names; remove `path`.', 'path');
    }
    if (!defaults.wait) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('Input "wait" must stay `true` with `projects`: the results of the projects are what the report shows; remove `wait: false`.', 'wait');
    }
    return {
        keys,
        ids,
        manifest: inputs.required('manifest', 'set it to the manifest file, e.g. platform.yml'),
        concurrency: inputs.integer('concurrency', 1, 16),
        apiKeys,
        defaults,
        checks: (0,_check_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readLiveCheckInputs */ .E)(inputs, true),
        force: inputs.boolean('force'),
        githubToken: inputs.optional('github-token'),
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
    if (ids.length !== count || ids.some((id) => (0,_api_path_params_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentProblem */ .ft)(id) !== undefined || /[\s/?#]/.test(id))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input "project" must be empty with \`projects\`, or the ${count} project id${count === 1 ? '' : 's'} the projects action planned for them, comma-separated (\`project: \${{ matrix.project }}\`).`, 'project');
    }
    return ids;
}


/***/ }),

/***/ 12570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/actions/deploy/github.ts
var deploy_github = __webpack_require__(82120);
// EXTERNAL MODULE: ./src/actions/deploy/inputs.ts
var deploy_inputs = __webpack_require__(75422);
// EXTERNAL MODULE: ./src/actions/deploy/live-step.ts + 1 modules
var live_step = __webpack_require__(63111);
// EXTERNAL MODULE: ./src/actions/deploy/many-inputs.ts
var many_inputs = __webpack_require__(44028);
// EXTERNAL MODULE: ./src/deploy/report.ts
var report = __webpack_require__(65505);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/actions/deploy/report.ts



/**
 * Turns a deploy's outcome (and its checks') into the outputs, the GitHub Deployment's last status,
 * the job summary and the step's verdict: the one place the deploy action reports from.
 */
async function reportDeploy({ port, outputs, github }, config, project, outcome, checked) {
    const verdict = await (0,deploy_github/* finishOnGitHub */.O)(github, outcome, checked);
    outputs.setAll((0,report/* deployOutputs */.gf)(outcome, verdict));
    const failure = await (0,report/* reportDeployOutcome */.QR)(port, outcome, {
        projectId: project.id,
        projectName: project.name,
        timeoutMs: config.timeoutMs,
        ...(verdict ? { checks: { verdict, failure: checked?.failure } } : {}),
    });
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
        await checksReport.reportChecks(port, checked, config.checks);
    }
    if (failure)
        throw new errors/* ActionFailure */.dR(failure);
}

// EXTERNAL MODULE: ./src/actions/deploy/spec.ts + 1 modules
var spec = __webpack_require__(74972);
// EXTERNAL MODULE: ./src/actions/deploy/steps.ts
var steps = __webpack_require__(42744);
;// CONCATENATED MODULE: ./src/actions/deploy/run.ts











const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.IC, async (action) => {
    // Manifest mode (several projects) loads its own modules only when asked for.
    if ((0,many_inputs/* isManyMode */.$)(action.inputs))
        return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(86), __webpack_require__.e(845), __webpack_require__.e(154), __webpack_require__.e(829)]).then(__webpack_require__.bind(__webpack_require__, 5829))).deployManifestProjects(action);
    const { port, outputs, inputs, context, client, signal, workspace } = action;
    // The step's time runs from here (the client's deadline is this plus a little to wrap up), so a
    // rollback after the checks gets what is left of it, not the whole `timeout` again.
    const stepStartedAt = (0,clock/* currentClock */.q6)().now();
    const config = (0,deploy_inputs/* readDeployInputs */.Jj)(inputs);
    (0,redact/* registerSecret */.cl)(config.githubToken);
    if (config.source === 'upload')
        (0,deploy_inputs/* checkUploadRoot */.eP)(config, workspace);
    // `project` is an id or a name; it is resolved before any write (the upload is one already), so a
    // wrong one fails first, naming the input. Its request leaves first; packing goes on meanwhile,
    // and only the upload waits for the answer.
    const lookup = (0,project_input/* resolveProject */.KI)(client, config.project, { logger: port, signal });
    const source = (0,steps/* chooseSource */.LV)(config, action);
    const project = await lookup.catch(async (error) => {
        if (source.kind === 'upload')
            await source.early?.discard();
        throw error;
    });
    // Never older than live: checked before the first write (the upload), packing meanwhile.
    if (await (0,live_step/* supersededByLive */.o)(action, config, project, source))
        return;
    const github = (0,deploy_github/* deployGitHub */.J)(config, context, project, port);
    const outcome = await (0,steps/* deployInGroup */.kv)(action, config, project.id, source, github);
    // The checks come before the GitHub Deployment's last status and the PR comment, so a deployment
    // that fails its checks is reported there as failed, not as a success.
    const stepDeadline = stepStartedAt + config.timeoutMs;
    const checked = await (0,steps/* checkIfAsked */.cx)(port, config, project.id, outcome, stepDeadline, {
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

/***/ 42744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LV: () => (/* binding */ chooseSource),
/* harmony export */   cx: () => (/* binding */ checkIfAsked),
/* harmony export */   kv: () => (/* binding */ deployInGroup)
/* harmony export */ });
/* harmony import */ var _deploy_pack_upload_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45365);
/* harmony import */ var _deploy_pipeline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90583);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _common_build_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37546);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75422);





/** What to deploy: the workspace packed from now on, an earlier deployment, or a repository's branch. */
function chooseSource(config, { client, port, signal, workspace, tempDir }) {
    if (config.source === 'upload')
        return (0,_deploy_pack_upload_js__WEBPACK_IMPORTED_MODULE_0__/* .packingFromNow */ .I)(client, (0,_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .workspaceUpload */ .bq)(config, workspace, tempDir), port, signal);
    if (config.source === 'deployment')
        return { kind: 'deployment', target: redeployTarget(config.deployment) };
    return { kind: 'repository', branch: config.branch, commitSha: config.commitSha };
}
/**
 * Runs the pipeline with its build log folded under a group; a deployment created before a failure
 * is still named in the outputs and failed on GitHub.
 */
async function deployInGroup({ port, outputs, client, signal, }, config, projectId, source, github) {
    let created;
    return port
        .group(null, (openGroup) => (0,_deploy_pipeline_js__WEBPACK_IMPORTED_MODULE_1__/* .runDeployPipeline */ .p)({
        client,
        projectId,
        source,
        wait: config.wait,
        timeoutMs: config.timeoutMs,
        logger: port,
        signal,
        onCreated: async (deployment) => {
            created = deployment;
            await github.started(deployment.id);
            if (config.wait)
                openGroup(`Build log of deployment ${deployment.id}`);
        },
        onLogLines: (0,_common_build_log_js__WEBPACK_IMPORTED_MODULE_3__/* .buildLogInto */ .f)(port),
    }))
        .catch(async (error) => {
        if (created) {
            outputs.setAll({ 'deployment-id': created.id, status: 'failed' });
            await github.finished({ status: 'failed', deploymentId: created.id });
        }
        throw error;
    });
}
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
        onLogLines: (0,_common_build_log_js__WEBPACK_IMPORTED_MODULE_3__/* .buildLogInto */ .f)(port),
    }));
    if (signal.aborted)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CancelledError */ .cc('The job was cancelled during the post-deploy checks.');
    return checked;
}
function redeployTarget(deployment) {
    return deployment === undefined || deployment === 'previous'
        ? { previous: true }
        : { id: deployment };
}


/***/ })

};
