export const id = 818;
export const ids = [818];
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

/***/ 79882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/resources/projects-resolve.ts
var projects_resolve = __webpack_require__(90355);
// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
;// CONCATENATED MODULE: ./src/env/target.ts


/**
 * The target with every project it names (`project`, each of `attach-to`) given by id or name turned
 * into that project's id, once and before any write; a name no project or several projects have is
 * the input's ConfigurationError.
 */
async function resolveEnvTarget(client, target, logger, signal) {
    const directory = new projects_resolve/* ProjectDirectory */.t(client, signal);
    if (target.kind === 'group') {
        const attachTo = [];
        for (const reference of target.attachTo) {
            const project = await (0,project_input/* resolveProjectInput */.y)(directory, 'attach-to', reference, logger);
            if (!attachTo.includes(project.id))
                attachTo.push(project.id);
        }
        return { ...target, attachTo };
    }
    const project = await (0,project_input/* resolveProjectInput */.y)(directory, 'project', target.projectId, logger);
    return {
        ...target,
        projectId: project.id,
        ...(project.name === undefined ? {} : { projectName: project.name }),
    };
}

// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/path-params.ts
var path_params = __webpack_require__(53248);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/actions/common/sync-inputs.ts
var sync_inputs = __webpack_require__(74674);
;// CONCATENATED MODULE: ./src/actions/env-sync/inputs.ts





/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
function readEnvSyncInputs(inputs) {
    const project = inputs.optionalId('project', "a project's id or name");
    const group = inputs.optionalId('group', 'an env group id or name');
    const service = inputs.optionalId('service', 'the name of a compose service');
    const attachTo = [...new Set(inputs.list('attach-to', { commas: true }))];
    const notAnId = attachTo.find((id) => (0,path_params/* segmentProblem */.ft)(id) !== undefined);
    if (notAnId !== undefined) {
        throw new errors/* ConfigurationError */.j1(`Input "attach-to" lists "${notAnId}", which is not a project's id or name: a path segment of "." or ".." would send the request to another endpoint; list project ids or names.`, 'attach-to');
    }
    const variables = inputs.optional('variables');
    const envFile = inputs.optional('env-file');
    const options = {
        prune: inputs.boolean('prune'),
        wait: inputs.boolean('wait'),
        dryRun: inputs.boolean('dry-run'),
        timeoutMs: inputs.durationMs('timeout'),
        digestKey: inputs.optional('digest-key'),
        expectedPlan: (0,sync_inputs/* readExpectedPlan */.en)(inputs),
    };
    if (variables === undefined && envFile === undefined) {
        throw new errors/* ConfigurationError */.j1('Declare the variables: set `variables` (dotenv text), `env-file` (a dotenv file in the workspace), or both.', 'variables');
    }
    return { target: readTarget(project, group, service, attachTo), variables, envFile, ...options };
}
function readTarget(project, group, service, attachTo) {
    if (group !== undefined && (project !== undefined || service !== undefined)) {
        throw new errors/* ConfigurationError */.j1('Inputs "group" and "project"/"service" are different targets: give `group` alone, or `project` (optionally with `service`). To attach the group to projects, use `attach-to`.', 'group');
    }
    if (attachTo.length > 0 && group === undefined) {
        throw new errors/* ConfigurationError */.j1('Input "attach-to" only applies to an env group target: set `group`, or remove `attach-to`.', 'attach-to');
    }
    if (group !== undefined)
        return { kind: 'group', groupId: group, attachTo };
    if (service !== undefined && project === undefined) {
        throw new errors/* ConfigurationError */.j1('Input "service" names a compose service of a project: set `project` to that project\'s id or name too.', 'project');
    }
    if (project === undefined) {
        throw new errors/* ConfigurationError */.j1("No target: set `project` (a project's id or name), `project` and `service` (one compose service), or `group` (an env group id).", 'project');
    }
    return service === undefined
        ? { kind: 'project', projectId: project }
        : { kind: 'service', projectId: project, service };
}
/** The declared sources in merge order: the env file first, so `variables` wins a clash. */
function readSources(config, workspace) {
    const sources = [];
    if (config.envFile !== undefined) {
        const path = (0,external_node_path_.resolve)(workspace, config.envFile);
        if (!(0,external_node_fs_.existsSync)(path) || !(0,external_node_fs_.statSync)(path).isFile()) {
            throw new errors/* ConfigurationError */.j1(`Input "env-file" names ${config.envFile}, which is not a file in the workspace (${workspace}): check the path, relative to the repository root, and that an earlier step created it.`, 'env-file');
        }
        sources.push({
            label: `input "env-file" (${config.envFile})`,
            input: 'env-file',
            text: (0,external_node_fs_.readFileSync)(path, 'utf8'),
        });
    }
    if (config.variables !== undefined)
        sources.push({ label: 'input "variables"', input: 'variables', text: config.variables });
    return sources;
}

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/deploy/report.ts
var report = __webpack_require__(65505);
// EXTERNAL MODULE: ./src/env/plan.ts
var env_plan = __webpack_require__(23708);
// EXTERNAL MODULE: ./src/env/plan-id.ts
var plan_id = __webpack_require__(98716);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/pictures.ts
var pictures = __webpack_require__(83345);
;// CONCATENATED MODULE: ./src/env/render.ts




/** Why kept values are sent again: values cannot be read back, so only the digest can vouch for them. */
function resentNote(plan) {
    return plan.staleDigests.length > 0
        ? 're-sent: the declared set differs from the last sync (or that sync used another digest key)'
        : 're-sent: no earlier sync left a digest, and values cannot be read back';
}
/** Said wherever the plan would say whether values changed, when it could not compare them. */
const VALUES_NOT_COMPARED = 'values not compared: set `digest-key`';
function keptNote(plan) {
    if (plan.values === 'not compared')
        return VALUES_NOT_COMPARED;
    return plan.valuesChanged ? resentNote(plan) : 'unchanged since the last sync';
}
/** The plan as rows of names: what is added, kept (and whether its value is re-sent), removed, left. */
function planRows(plan) {
    const rows = [
        ...plan.added.map((name) => ({ op: 'add', name, note: 'new' })),
        ...plan.kept.map((name) => ({ op: 'keep', name, note: keptNote(plan) })),
        ...plan.removed.map((name) => ({ op: 'remove', name, note: 'not declared; prune is on' })),
        ...plan.undeclared.map((name) => ({
            op: 'leave',
            name,
            note: plan.target.kind === 'project'
                ? 'not declared and prune is off; a write would delete it'
                : 'not declared; prune is off, so it is left alone',
        })),
        ...plan.attach.map((name) => ({ op: 'attach', name, note: 'project to attach the group to' })),
    ];
    return rows;
}
function keptCount(plan) {
    if (plan.kept.length === 0)
        return '';
    if (plan.values === 'not compared')
        return ' (values not compared)';
    return plan.valuesChanged ? ' (re-sent)' : ' (unchanged)';
}
/**
 * What the plan can say about values: nothing without a `digest-key` on a dry run (so nothing is
 * derived from them), and on an apply without one, that its id covers names and groups only.
 */
function valuesSentence(plan) {
    if (plan.values === 'not compared')
        return ` Values not compared: set \`digest-key\` (one secret, the same for plans and applies) to see whether a value changed; without it the plan and its id cover names and groups only.`;
    if (plan.values === 'api-key')
        return ' The plan id covers names and groups only: no `digest-key` is set, so a plan made with a read key could not have compared the values.';
    return '';
}
function planHeadline(plan, dryRun) {
    const counts = [
        `${plan.added.length} to add`,
        `${plan.kept.length} to keep${keptCount(plan)}`,
        `${plan.removed.length} to remove`,
    ];
    if (plan.undeclared.length > 0)
        counts.push(`${plan.undeclared.length} undeclared left alone`);
    if (plan.attach.length > 0)
        counts.push(`${plan.attach.length} attachment(s) to add`);
    const verdict = (0,env_plan/* planChanges */.XA)(plan)
        ? ''
        : plan.values === 'not compared'
            ? ' Nothing to write by name: every declared name is there and nothing is to be removed.'
            : ' Nothing to write: the declared set matches the last sync.';
    return `Env sync of ${(0,env_plan/* describeTarget */.ff)(plan.target)}${dryRun ? ' (dry run: nothing is written)' : ''}: ${counts.join(', ')}.${verdict}${valuesSentence(plan)}`;
}
/** Aligned plain-text lines for the step log. */
function renderPlanText(plan, dryRun) {
    const rows = planRows(plan);
    const width = Math.max(0, ...rows.map((row) => row.name.length));
    const lines = rows.map((row) => `  ${row.op.padEnd(6)}  ${row.name.padEnd(width)}  (${row.note})`);
    return [planHeadline(plan, dryRun), ...lines].join('\n');
}
/** Markdown for the job summary: names and facts only. */
function renderPlanMarkdown(plan, facts) {
    const parts = [`### Env sync: ${(0,env_plan/* describeTarget */.ff)(plan.target)}\n`, `${planHeadline(plan, facts.dryRun)}\n`];
    const rows = planRows(plan);
    if (rows.length > 0)
        parts.push(renderNamesDiff(plan));
    parts.push(`Plan id: \`${(0,plan_id/* envPlanId */.i)(plan)}\` (the apply after the merge checks it, so it makes exactly these changes).\n`);
    if (rows.length > 0)
        parts.push((0,markdown/* renderTable */.bo)(['Plan', 'Name', 'Note'], rows.map((r) => [r.op, r.name, r.note])));
    if (facts.deploymentId !== undefined) {
        parts.push(`Redeploy \`${facts.deploymentId.replace(/[^\w.-]/g, '')}\`: ${facts.redeployStatus ?? 'started'}.\n`);
    }
    if (facts.error !== undefined) {
        parts.push(`**Error:** ${facts.error}\n`);
        parts.push(facts.mayPassAgain
            ? '**Next steps:** re-run: the next run plans again from what is on the platform.\n'
            : '**Next steps:** do what the error says; run as it is, it fails the same way.\n');
    }
    else if (facts.dryRun)
        parts.push('Dry run: nothing was written.\n');
    else
        parts.push(facts.written ? '✅ Wrote the declared variables.\n' : '✅ Nothing to write.\n');
    return parts.join('\n');
}
/**
 * The plan as a ```diff block of names, never values: `+` added, `-` removed, and the kept names as
 * context lines (their values may be re-sent, but which changed cannot be known without reading them).
 */
function renderNamesDiff(plan) {
    return (0,pictures/* renderDiff */["in"])([
        ...plan.added.map((name) => ({ op: 'add', text: name })),
        ...plan.removed.map((name) => ({ op: 'remove', text: name })),
        ...plan.kept.map((name) => ({ op: 'same', text: name })),
        ...plan.attach.map((name) => ({ op: 'add', text: `attach to project ${name}` })),
    ]);
}

// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __webpack_require__(42408);
// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
;// CONCATENATED MODULE: ./src/actions/env-sync/report.ts









/** The step outputs: comma-separated names, never values. On a dry run they say what would happen. */
function envOutputs(plan, deploymentId) {
    return {
        added: plan.added.join(','),
        removed: plan.removed.join(','),
        kept: plan.kept.join(','),
        changed: String((0,env_plan/* planChanges */.XA)(plan)),
        'plan-id': (0,plan_id/* envPlanId */.i)(plan),
        'deployment-id': deploymentId ?? '',
    };
}
/** Outputs, summary and the step's verdict for a sync that ran to its end. */
async function reportEnvSync(port, outputs, result, timeoutMs) {
    const { plan, redeploy } = result;
    const deploymentId = redeployId(redeploy);
    outputs.setAll(envOutputs(plan, deploymentId));
    const failure = redeployFailure(redeploy, timeoutMs);
    const facts = {
        dryRun: result.dryRun,
        written: result.changed && !result.dryRun,
        ...(deploymentId === undefined ? {} : { deploymentId, redeployStatus: redeployStatus(redeploy) }),
        ...(failure === undefined ? {} : { error: failure }),
    };
    let markdown = renderPlanMarkdown(plan, facts);
    const tail = redeploy.kind === 'watched' && failure !== undefined ? (0,report/* logTail */.RB)(redeploy.watch.logLines) : [];
    if (tail.length > 0) {
        markdown += `\n${(0,summary/* renderLogTail */.BV)(tail, { title: 'Build log tail', open: true })}`;
        (0,report/* printLogTail */.Cu)(port, deploymentId ?? '', tail);
        port.error((0,redact/* redact */.E$)(tail.join('\n')), { title: `Redeploy ${deploymentId ?? ''} failed: build log tail` });
    }
    await port.appendSummary(markdown);
    explainRedeploy(port, redeploy);
    if (redeploy.kind === 'watched' && redeploy.watch.status === 'cancelled') {
        throw new errors/* CancelledError */.cc(failure ?? 'The job was cancelled during the redeploy.');
    }
    if (failure !== undefined)
        throw new errors/* ActionFailure */.dR(failure);
}
/** When the sync stopped with an error after planning: outputs and summary still say what happened. */
async function reportEnvSyncError(port, writer, plan, facts, error) {
    const outputs = envOutputs(plan, facts.deploymentId);
    outputs.changed = String(facts.wrote);
    writer.setAll(outputs);
    await port.appendSummary(renderPlanMarkdown(plan, {
        dryRun: facts.dryRun,
        written: facts.wrote,
        ...(facts.deploymentId === undefined ? {} : { deploymentId: facts.deploymentId }),
        error: (0,redact/* redact */.E$)((0,errors/* errorMessage */.gJ)(error)),
        mayPassAgain: mayPassAgain(error),
    }));
}
/** Whether the error, or one it wraps, is one a plain re-run may not meet again. */
function mayPassAgain(error) {
    for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
        if (at instanceof api_errors/* PlatformApiError */.es)
            return at.status >= 500 || at.status === 408 || at.status === 429;
        if (at instanceof api_errors/* PlatformNetworkError */.uD ||
            at instanceof api_errors/* AmbiguousRequestError */.sm ||
            at instanceof api_errors/* PlatformUnreachableError */.YA)
            return true;
    }
    return false;
}
function redeployId(redeploy) {
    if (redeploy.kind === 'watched')
        return redeploy.deploymentId;
    if (redeploy.kind === 'not-waited')
        return redeploy.deploymentId;
    return undefined;
}
function redeployStatus(redeploy) {
    if (redeploy.kind === 'watched')
        return redeploy.watch.status;
    return 'started, not waited for';
}
function redeployFailure(redeploy, timeoutMs) {
    if (redeploy.kind !== 'watched')
        return undefined;
    const id = redeploy.deploymentId;
    switch (redeploy.watch.status) {
        case 'live':
            return undefined;
        case 'failed':
            return `Redeploy ${id} failed on the platform, so the new values are not live; the last ${Math.min(report/* LOG_TAIL_LINES */.A5, redeploy.watch.logLines.length)} lines of its build log are printed at the end of the step log and in the job summary.`;
        case 'timed-out':
            return `Redeploy ${id} was not live after ${(0,deploy_status/* formatDuration */.a3)(timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input (e.g. \`timeout: 45m\`) if builds take this long.`;
        case 'cancelled':
            return `The job was cancelled while redeploy ${id} was in progress; the platform may still finish it.`;
    }
}
function explainRedeploy(port, redeploy) {
    switch (redeploy.kind) {
        case 'watched':
            if (redeploy.watch.status === 'live')
                port.info(`Redeploy ${redeploy.deploymentId} is live with the new values.`);
            return;
        case 'none-started':
            port.info('The platform started no redeploy (the project has no deployment yet); the values apply to its next deploy.');
            return;
        case 'not-found':
            port.warning("The platform did not say which deployment applies the new values, and no redeploy of variables appeared in the project's deployments; check the project on the platform.");
            return;
        case 'unidentified':
            port.warning(`The platform did not say which deployment applies the new values, and ${redeploy.candidates.length} redeploys started too close together to tell which is this run's (${redeploy.candidates.join(', ')}); none was followed, so check them on the platform.`);
            return;
        case 'not-waited':
            port.info(`Not waiting for the redeploy${redeploy.deploymentId ? ` ${redeploy.deploymentId}` : ''} (wait: false).`);
            return;
        case 'none':
            return;
    }
}

// EXTERNAL MODULE: ./src/actions/env-sync/spec.ts
var spec = __webpack_require__(9822);
// EXTERNAL MODULE: ./src/env/declared.ts + 1 modules
var env_declared = __webpack_require__(30537);
// EXTERNAL MODULE: ./src/env/sync.ts + 5 modules
var sync = __webpack_require__(23845);
;// CONCATENATED MODULE: ./src/actions/env-sync/steps.ts






/** The declared variables, every secret value masked before anything can be printed, checked whole. */
function readMaskedDeclared(config, workspace, port) {
    if (config.digestKey !== undefined)
        (0,redact/* registerSecret */.cl)(config.digestKey);
    const declared = (0,env_declared/* readDeclared */.D6)(readSources(config, workspace));
    // Every value of `variables` (a secret), overridden ones too, is masked before anything can be
    // printed; registerSecret skips values too short to mask usefully. Env-file values are committed.
    for (const value of declared.secretValues)
        (0,redact/* registerSecret */.cl)(value);
    (0,env_declared/* assertDeclared */.tG)(declared);
    if (declared.overridden.length > 0) {
        port.info((0,redact/* redact */.E$)(`\`variables\` overrides env-file for: ${declared.overridden.join(', ')}.`));
    }
    return declared;
}
/**
 * Runs the sync with the redeploy's build log folded under a group; a sync that fails after its plan
 * still reports the plan, what it wrote and the deployment it started.
 */
function syncInLogGroup({ port, outputs, connection, client, signal, }, config, declared, target) {
    let plan;
    let wrote = false;
    let deploymentId;
    return port
        .group(null, (openGroup) => (0,sync/* runEnvSync */.G)({
        // The switches (prune, dry run, wait, timeout, expected plan) as read; the target resolved.
        ...config,
        client,
        target,
        declared: declared.variables,
        digestKey: config.digestKey === undefined
            ? { key: connection.apiKey, from: 'api-key' }
            : { key: config.digestKey, from: 'digest-key' },
        logger: port,
        signal,
        onPlan: (planned) => {
            plan = planned;
            port.info((0,redact/* redact */.E$)(renderPlanText(planned, config.dryRun)));
        },
        onWrite: () => {
            wrote = true;
        },
        onRedeploy: (id) => {
            deploymentId = id;
            openGroup(`Build log of deployment ${id}`);
        },
    }))
        .catch(async (error) => {
        if (plan !== undefined)
            await reportEnvSyncError(port, outputs, plan, { dryRun: config.dryRun, wrote, deploymentId }, error);
        throw error;
    });
}

;// CONCATENATED MODULE: ./src/actions/env-sync/run.ts






const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, connection, client, signal, workspace }) => {
    const config = readEnvSyncInputs(inputs);
    const declared = readMaskedDeclared(config, workspace, port);
    const target = await resolveEnvTarget(client, config.target, port, signal);
    const result = await syncInLogGroup({ port, outputs, connection, client, signal }, config, declared, target);
    await reportEnvSync(port, outputs, result, config.timeoutMs);
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
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(51177);
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

/***/ 90355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ projectLabel),
/* harmony export */   t: () => (/* binding */ ProjectDirectory)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _projects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4906);


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
            return await (0,_projects_js__WEBPACK_IMPORTED_MODULE_1__/* .getProject */ .U1)(this.#client, wanted, { signal: this.#signal });
        }
        catch (error) {
            // Not an id of this account (or not shaped like one): it may still be a name.
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformApiError */ .es && [400, 404, 422].includes(error.status))
                return undefined;
            throw error;
        }
    }
    #list() {
        this.#all ??= (0,_projects_js__WEBPACK_IMPORTED_MODULE_1__/* .listProjects */ .hF)(this.#client, { query: { limit: 100 }, signal: this.#signal });
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


/***/ }),

/***/ 65505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ LOG_TAIL_LINES),
/* harmony export */   Cu: () => (/* binding */ printLogTail),
/* harmony export */   QR: () => (/* binding */ reportDeployOutcome),
/* harmony export */   Qz: () => (/* binding */ failureSentence),
/* harmony export */   RB: () => (/* binding */ logTail),
/* harmony export */   gf: () => (/* binding */ deployOutputs),
/* harmony export */   x4: () => (/* binding */ toGitHubStatus)
/* harmony export */ });
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

/***/ 61806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ resolveProject),
/* harmony export */   y: () => (/* binding */ resolveProjectInput)
/* harmony export */ });
/* harmony import */ var _api_resources_projects_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90355);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _sync_project_lookup_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49661);



/**
 * The project an input names, by id or name, or the input's ConfigurationError. Says which project
 * was meant, name and id, once in the log.
 */
async function resolveProjectInput(directory, input, reference, logger) {
    const lookup = await directory.lookUp(reference);
    if (lookup.kind !== 'found') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input "${input}" is "${reference}", which ${(0,_sync_project_lookup_js__WEBPACK_IMPORTED_MODULE_2__/* .lookupProblem */ .A)(lookup)}.`, input);
    }
    logger.info(`Project ${(0,_api_resources_projects_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .projectLabel */ .Q)(lookup.project)}.`);
    return lookup.project;
}
/** One project input of an action, resolved with a directory of its own. */
function resolveProject(client, reference, options) {
    const directory = new _api_resources_projects_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .ProjectDirectory */ .t(client, options.signal);
    return resolveProjectInput(directory, options.input ?? 'project', reference, options.logger);
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

/***/ 49661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ lookupProblem)
/* harmony export */ });
/* harmony import */ var _api_resources_projects_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90355);

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
        ? `close names: ${lookup.close.map(_api_resources_projects_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .projectLabel */ .Q).join(', ')}`
        : `the key sees ${lookup.count} project(s)`;
    return `is neither the id nor the name of a project the key can see (${offer}): check the id or name, and that the \`api-key\` belongs to the organisation that owns it`;
}


/***/ }),

/***/ 88230:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

var j=(e,n)=>()=>{try{return n||e((n={exports:{}}).exports,n),n.exports}catch(t){throw n=0,t}};var R=j((Z,N)=>{function T(e){return typeof e=="string"?!["false","0","no","off",""].includes(e.toLowerCase()):!!e}function U(e=process.env){let n={};for(let t of["ENCODING","PATH","QUIET","DEBUG","OVERRIDE","FAST"]){let r=e[`DOTENV_${t}`]!=null?e[`DOTENV_${t}`]:e[`DOTENV_CONFIG_${t}`];r!=null&&(n[t.toLowerCase()]=t==="ENCODING"||t==="PATH"?r:T(r))}return n}N.exports={parseBoolean:T,optionsFromEnv:U}});var P=j((ee,b)=>{var F=__webpack_require__(79896),_=__webpack_require__(16928),B=__webpack_require__(70857),{URL:L,fileURLToPath:Q}=__webpack_require__(87016),{parseBoolean:$,optionsFromEnv:I}=R(),G=/(?:^|^)\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?(?:$|$)/mg,y=new Uint8Array(256);for(let e=48;e<=57;e++)y[e]=1;for(let e=65;e<=90;e++)y[e]=1;for(let e=97;e<=122;e++)y[e]=1;y[45]=1;y[46]=1;y[95]=1;function H(e){let n={},t=e.toString();t=t.replace(/\r\n?/mg,`
`);let r;for(;(r=G.exec(t))!=null;){let o=r[1],i=r[2]||"";i=i.trim();let c=i[0];i=i.replace(/^(['"`])([\s\S]*)\1$/mg,"$2"),c==='"'&&(i=i.replace(/\\n/g,`
`),i=i.replace(/\\r/g,"\r")),n[o]=i}return n}function g(e){return e<=32?e===32||e>=9&&e<=13:e>=160&&(e===160||e===5760||e>=8192&&e<=8202||e===8232||e===8233||e===8239||e===8287||e===12288||e===65279)}function O(e){return e===10||e===8232||e===8233}function V(e){let n={},t=typeof e=="string"?e:e.toString();t.indexOf("\r")!==-1&&(t=t.replace(/\r\n?/g,`
`));let r=t.length,o=0;for(;o<r;){let i=t.charCodeAt(o);for(;o<r&&g(i);)o++,i=t.charCodeAt(o);if(o>=r)break;if(i===35){for(;o<r&&!O(t.charCodeAt(o));)o++;continue}let c=-1;if(i===101&&o+6<r&&t.charCodeAt(o+1)===120&&t.charCodeAt(o+2)===112&&t.charCodeAt(o+3)===111&&t.charCodeAt(o+4)===114&&t.charCodeAt(o+5)===116){let u=t.charCodeAt(o+6);if(g(u)){let s=o+7;for(;s<r&&g(t.charCodeAt(s));)s++;y[t.charCodeAt(s)]&&(c=o+6,o=s)}else i=t.charCodeAt(o)}let E=o,p=0;for(;o<r&&(p=t.charCodeAt(o),y[p]);)o++;if(o===E){for(;o<r&&!O(t.charCodeAt(o));)o++;continue}let k=t.slice(E,o),D=o;if(o>=r&&(p=0),g(p))do o++,p=o<r?t.charCodeAt(o):0;while(g(p));if(p===61)o++;else if(p===58&&o===D&&o+1<r&&g(t.charCodeAt(o+1)))o+=2;else{for(o=c===-1?D:c;o<r&&!O(t.charCodeAt(o));)o++;continue}let d=o,l=o;for(;l<r&&g(t.charCodeAt(l));)l++;let C=t.charCodeAt(l),a,q=!1;if(C===39||C===34||C===96){let u=t[l],s=t.indexOf(u,l+1),f=-1,h=-1;for(;s!==-1;){let x=t.charCodeAt(s-1)===92,w=s+1;for(;w<r&&!O(t.charCodeAt(w))&&g(t.charCodeAt(w));)w++;if((w===r||O(t.charCodeAt(w))||t.charCodeAt(w)===35)&&(f=s,h=w),!x)break;s=t.indexOf(u,s+1)}if(f!==-1){if(a=t.slice(l+1,f),o=h,t.charCodeAt(o)===35)for(;o<r&&!O(t.charCodeAt(o));)o++;q=!0}}if(!q){let u=t.indexOf(`
`,d);u===-1&&(u=r);let s;if(r<4096)s=t.indexOf("#",d),(s===-1||s>u)&&(s=u);else for(s=d;s<u&&t.charCodeAt(s)!==35;)s++;let f=d,h=s;for(;f<h&&g(t.charCodeAt(f));)f++;for(;h>f&&g(t.charCodeAt(h-1));)h--;let x=t.charCodeAt(f);if(a=t.slice(f,h),a.includes("\u2028")||a.includes("\u2029")?a=a.replace(/^(['"`])([\s\S]*)\1$/mg,"$2"):h-f>=2&&(x===39||x===34||x===96)&&t.charCodeAt(h-1)===x&&(a=t.slice(f+1,h-1)),o=s,s<u)for(;o<r&&!O(t.charCodeAt(o));)o++}C===34&&(q||l<o)&&a.indexOf("\\")!==-1&&(a=a.replace(/\\n/g,`
`).replace(/\\r/g,"\r")),n[k]=a}return n}function J(e,n){return n&&$(n.fast)?V(e):H(e)}function v(e){console.log(`\u2506 ${e}`)}function W(e){console.error(`\u25C7 ${e}`)}function S(e){return e[0]==="~"?_.join(B.homedir(),e.slice(1)):e}function K(e={}){let n={...e};for(let t of Object.keys(n))n[t]===void 0&&delete n[t];return{...I(),...n}}function M(e){e=K(e);let n=_.resolve(process.cwd(),".env"),t="utf8",r=process.env;e&&e.processEnv!=null&&(r=e.processEnv);let o=$(e&&e.debug);e&&e.encoding?t=e.encoding:o&&v("no encoding is specified (UTF-8 is used by default)");let i=[n];if(e&&e.path)if(!Array.isArray(e.path))i=[S(e.path)];else{i=[];for(let d of e.path)i.push(S(d))}let c,E={},p={fast:e.fast};for(let d of i)try{let l=A.parse(F.readFileSync(d,{encoding:t}),p);A.populate(E,l,e)}catch(l){o&&v(`failed to load ${d} ${l.message}`),c=l}let k=A.populate(r,E,e),D=$(Object.prototype.hasOwnProperty.call(e,"quiet")?e.quiet:I(r).quiet);if(o||!D){let d=Object.keys(k).length,l=[];for(let C of i)try{let a=_.relative(process.cwd(),C instanceof L?Q(C):C);l.push(a)}catch(a){o&&v(`failed to load ${C} ${a.message}`),c=a}W(`injected env (${d}) from ${l.join(",")}`)}return c?{parsed:E,error:c}:{parsed:E}}function Y(e){return A.configDotenv(e)}function z(e,n,t={}){let r=$(t&&t.debug),o=$(t&&t.override),i={};if(e===null||typeof e!="object"||n===null||typeof n!="object"){let c=new Error("OBJECT_REQUIRED: Please check the processEnv argument being passed to populate");throw c.code="OBJECT_REQUIRED",c}for(let c of Object.keys(n))Object.prototype.hasOwnProperty.call(e,c)?(o===!0&&(e[c]=n[c],i[c]=n[c]),r&&v(o===!0?`"${c}" is already defined and WAS overwritten`:`"${c}" is already defined and was NOT overwritten`)):(e[c]=n[c],i[c]=n[c]);return i}var A={configDotenv:M,config:Y,parse:J,populate:z};b.exports.configDotenv=A.configDotenv;b.exports.config=A.config;b.exports.parse=A.parse;b.exports.populate=A.populate;b.exports=A});var m=P();module.exports=m;module.exports.config=m.config;module.exports.configDotenv=m.configDotenv;module.exports.parse=m.parse;module.exports.populate=m.populate;


/***/ })

};
