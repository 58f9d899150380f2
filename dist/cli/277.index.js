export const id = 277;
export const ids = [277];
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
