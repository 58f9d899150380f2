export const id = 85;
export const ids = [85];
export const modules = {

/***/ 33634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G8: () => (/* binding */ readWorkspaceDeployInputs),
/* harmony export */   bq: () => (/* binding */ workspaceUpload),
/* harmony export */   eP: () => (/* binding */ checkUploadRoot)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_upload_form_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97018);
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

/***/ 67085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/deploy/pack-upload.ts + 19 modules
var pack_upload = __webpack_require__(73965);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/deploy/pipeline.ts + 2 modules
var pipeline = __webpack_require__(90583);
// EXTERNAL MODULE: ./src/deploy/report.ts
var report = __webpack_require__(65505);
// EXTERNAL MODULE: ./src/projects/proxy-status.ts
var proxy_status = __webpack_require__(15925);
// EXTERNAL MODULE: ./src/preview/copy-project.ts
var copy_project = __webpack_require__(99399);
// EXTERNAL MODULE: ./src/preview/domain.ts
var preview_domain = __webpack_require__(56174);
// EXTERNAL MODULE: ./src/preview/project.ts
var preview_project = __webpack_require__(71105);
;// CONCATENATED MODULE: ./src/preview/attach.ts







/**
 * Deploying a pull request to a given project replaces what that project serves: worth a warning
 * when the project has a primary domain other than the preview's, i.e. it looks like production.
 */
function warnIfProduction(resolved, domain, logger) {
    if (resolved.byName)
        return;
    const primary = (0,decode/* stringField */.OM)(resolved.project.raw, 'primaryDomain', 'productionDomain');
    if (primary === undefined || primary.toLowerCase() === domain)
        return;
    logger.warning(`Project ${resolved.project.id} serves the primary domain ${primary}: this deploy replaces what ${primary} shows too. Use "project-name" (a project per pull request) to keep previews apart from production.`);
}
/**
 * Attach mode: project (found or created, with its env groups) → deploy → domain → proxy status.
 * A deploy that does not go live leaves the domain untouched: it keeps serving the last good build.
 */
async function attachPreview(request) {
    const { client, logger, signal, github, domain } = request;
    const options = { logger, signal };
    const url = `https://${domain}`;
    // Before any write: a wrong group id must not leave a half-made preview behind.
    await (0,preview_project/* checkEnvGroups */.Sd)(client, request.envGroups, options);
    const production = request.fromProject === undefined
        ? undefined
        : await (0,copy_project/* readProductionConfig */.AR)(client, request.fromProject, options);
    const project = await (0,preview_project/* ensurePreviewProject */.s6)(client, request.project, options);
    const projectId = project.project.id;
    let copy;
    if (production !== undefined && project.created) {
        copy = { copied: await (0,copy_project/* copyIntoPreview */.cY)(client, project.project, production, options) };
    }
    else if (production !== undefined) {
        const note = `Project ${projectId} already existed, so nothing was copied from ${production.projectId}: from-project copies only into a project this run creates.`;
        logger.info(note);
        copy = { note };
    }
    const envGroupsAttached = await (0,preview_project/* attachEnvGroups */.pR)(client, projectId, request.envGroups, options);
    if (request.deploy)
        warnIfProduction(project, domain, logger);
    let deploy;
    if (request.deploy) {
        const step = request.deploy;
        let created;
        const inGroup = step.group ?? ((_title, fn) => fn(() => { }));
        deploy = await inGroup(null, (openGroup) => (0,pipeline/* runDeployPipeline */.p)({
            client,
            projectId,
            source: step.source,
            wait: step.wait,
            timeoutMs: step.timeoutMs,
            logger,
            signal,
            onCreated: async (deployment) => {
                created = deployment;
                if (step.groupTitle)
                    openGroup(step.groupTitle(deployment));
                await github.started(deployment.id);
            },
        })).catch(async (error) => {
            if (created)
                await github.failed('failure', { deploymentId: created.id });
            throw error;
        });
        const failure = (0,report/* failureSentence */.Qz)(deploy, step.timeoutMs);
        if (failure !== undefined || deploy.status === 'cancelled') {
            const status = deploy.status === 'cancelled' ? 'cancelled' : 'failure';
            await github.failed(status, {
                deploymentId: deploy.deployment?.id,
                deploymentUrl: deploy.deployment?.url,
            });
            return {
                project,
                envGroupsAttached,
                copy,
                deploy,
                attach: undefined,
                proxyStatus: undefined,
                failure,
                url,
            };
        }
    }
    else {
        await github.started(undefined);
    }
    const attach = await (0,preview_domain/* ensureDomainAttached */.F)(client, projectId, domain, {
        ...options,
        primary: request.primary,
    });
    const proxyStatus = await (0,proxy_status/* readProxyStatus */.J)(client, projectId, domain, options);
    await github.live({
        deploymentId: deploy?.deployment?.id,
        deploymentUrl: deploy?.deployment?.url ?? project.project.liveUrl,
        domainUrl: url,
    });
    return { project, envGroupsAttached, copy, deploy, attach, proxyStatus, failure: undefined, url };
}

;// CONCATENATED MODULE: ./src/preview/detach.ts


/**
 * Detach mode. Idempotent: a domain that is not attached (or a project that does not exist) is a
 * notice and a success. The project's primary domain is never detached: that is a failure, because the
 * `domain` input then names production, which a preview workflow must never take offline.
 */
async function detachPreview(request) {
    const { client, domain, logger, signal } = request;
    const project = await (0,preview_project/* findPreviewProject */.l$)(client, request.project, { logger, signal });
    if (project === undefined) {
        const name = request.project.kind === 'name' ? request.project.name : '';
        await request.github.removed(domain);
        return {
            project,
            result: { kind: 'no-project' },
            notices: [`There is no project named ${name}, so ${domain} is attached nowhere: nothing to detach.`],
            failure: undefined,
        };
    }
    const { id } = project.project;
    const result = await (0,preview_domain/* detachPreviewDomain */.S)(client, id, domain, { logger, signal });
    if (result.kind === 'primary') {
        return {
            project,
            result,
            notices: [],
            failure: `Refusing to detach ${domain}: it is the primary (production) domain of project ${id}, and a preview never takes production offline. Set "domain" to the preview's own domain, e.g. pr-{pr}.preview.example.com.`,
        };
    }
    const notices = [];
    if (result.kind === 'not-attached') {
        notices.push(`${domain} is not attached to project ${id}: nothing to detach.`);
    }
    if (project.byName) {
        notices.push(`Project ${project.project.name ?? id} (${id}) remains: the platform API cannot delete projects. Delete it in the dashboard if it is no longer needed; a reopened pull request will reuse it.`);
    }
    await request.github.removed(domain);
    return { project, result, notices, failure: undefined };
}

// EXTERNAL MODULE: ./src/preview/forks.ts
var forks = __webpack_require__(22589);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/actions/common/deploy-inputs.ts
var deploy_inputs = __webpack_require__(33634);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/preview/template.ts
var preview_template = __webpack_require__(14904);
;// CONCATENATED MODULE: ./src/actions/preview-domain/inputs.ts



function templateValues(run) {
    // In the merge queue, {pr} is the pull request the queue's ref names (the last of a batch).
    return {
        pr: run.pullRequest?.number ?? run.mergeGroup?.pullNumber,
        branch: run.branch,
        sha: run.commitSha,
    };
}
/** `auto` detaches when a pull request closes (merged or not) and attaches on every other event. */
function resolveMode(mode, run) {
    if (mode !== 'auto')
        return mode;
    return run.pullRequest?.action === 'closed' ? 'detach' : 'attach';
}
function readProject(inputs, values) {
    const id = inputs.optionalId('project', "a project's id or name");
    const template = inputs.optional('project-name');
    if ((id === undefined) === (template === undefined)) {
        throw new errors/* ConfigurationError */.j1('Give exactly one of the inputs "project" (an existing project\'s id or name) and "project-name" (a template such as shop-pr-{pr}, for a project created when missing).', id === undefined ? 'project' : 'project-name');
    }
    if (id !== undefined)
        return { kind: 'id', id };
    requirePerPullPlaceholder(template, 'project-name', 'shop-pr-{pr}');
    return { kind: 'name', name: (0,preview_template/* renderProjectName */.T7)(template, values) };
}
/** How much of a template an error echoes. */
const ECHOED_CHARS = 80;
/**
 * A template without {pr}, {branch} or {sha} renders the same name for every pull request: all of
 * them would share one preview, and closing any one would detach the domain (production's, when it
 * names production) from it. As preview-database's `name` must hold {pr}, these must hold one.
 */
function requirePerPullPlaceholder(template, input, example) {
    if ((0,preview_template/* placeholdersOf */.iJ)(template, input).length > 0)
        return;
    const trimmed = template.trim();
    const shown = trimmed.length > ECHOED_CHARS ? `${trimmed.slice(0, ECHOED_CHARS)}…` : trimmed;
    throw new errors/* ConfigurationError */.j1(`Input "${input}" ("${shown}") has no {pr}, {branch} or {sha}, so every pull request would share it and closing one would take it from all; give each pull request its own, e.g. ${example}.`, input);
}
/** Everything but api-key and api-url (readConnection reads those first, so the key is masked). */
function readPreviewDomainInputs(inputs, run) {
    const values = templateValues(run);
    const domainTemplate = inputs.required('domain', 'set it to a template such as pr-{pr}.preview.example.com');
    const domain = (0,preview_template/* renderDomain */.dC)(domainTemplate, values);
    requirePerPullPlaceholder(domainTemplate, 'domain', 'pr-{pr}.preview.example.com');
    const project = readProject(inputs, values);
    const fromProject = inputs.optionalId('from-project', "a project's id or name");
    if (fromProject !== undefined && project.kind === 'id') {
        throw new errors/* ConfigurationError */.j1('Input "from-project" copies production into a preview project this run creates, and "project" names an existing one: use "project-name" (e.g. shop-pr-{pr}) instead of "project", or leave "from-project" out.', 'from-project');
    }
    return {
        project,
        fromProject,
        envGroups: inputs.list('env-groups', { commas: true }),
        domain,
        mode: resolveMode(inputs.oneOf('mode', ['attach', 'detach', 'auto']), run),
        deploy: inputs.boolean('deploy'),
        ...(0,deploy_inputs/* readWorkspaceDeployInputs */.G8)(inputs),
        primary: inputs.boolean('primary'),
        githubToken: inputs.optional('github-token'),
        comment: inputs.boolean('comment'),
        githubDeployment: inputs.boolean('github-deployment'),
    };
}

// EXTERNAL MODULE: ./src/api/resources/projects-resolve.ts
var projects_resolve = __webpack_require__(90355);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
;// CONCATENATED MODULE: ./src/preview/render.ts


/** The sticky comment once the PR is closed: the links it carried no longer lead anywhere. */
function renderPreviewRemovedComment(input) {
    const rows = [
        ['Status', '🧹 Preview removed'],
        ['Preview domain', { markdown: `\`${input.domain.replace(/`/g, '')}\` (detached)` }],
    ];
    if (input.runUrl)
        rows.push(['Run', { markdown: (0,markdown/* markdownLink */.iQ)('Logs', input.runUrl) }]);
    const heading = `### Preview of ${(0,markdown/* escapeTableCell */.aL)((0,redact/* redact */.E$)(input.project))}\n`;
    return (0,redact/* redact */.E$)(`${heading}\n${(0,markdown/* renderTable */.bo)(['', ''], rows)}`);
}
const render_link = (url) => ({ markdown: (0,markdown/* markdownLink */.iQ)(url, url) });
/** The job summary of one preview-domain run. */
function renderPreviewSummary(summary) {
    if (summary.mode === 'detach') {
        const rows = [
            ['Project', summary.project ?? '(none)'],
            ['Domain', summary.domain],
            ['Outcome', summary.outcome],
        ];
        const notes = summary.notes.map((note) => `- ${(0,markdown/* escapeTableCell */.aL)(note)}\n`).join('');
        return `### Preview domain detach\n\n${(0,markdown/* renderTable */.bo)(['', ''], rows)}${notes ? `\n${notes}` : ''}`;
    }
    const project = summary.projectName ? `${summary.projectName} (${summary.project})` : summary.project;
    const rows = [
        ['Project', `${project}${summary.projectCreated ? ', created by this run' : ''}`],
        ['Preview domain', render_link(`https://${summary.domain}`)],
        ['Domain', summary.alreadyAttached ? 'already attached' : 'attached by this run'],
        ['Proxy status', summary.proxyStatus],
    ];
    if (summary.madePrimary)
        rows.push(['Primary', 'made the primary domain by this run']);
    if (summary.envGroupsAttached.length > 0)
        rows.push(['Env groups attached', summary.envGroupsAttached.join(', ')]);
    if (summary.copied)
        rows.push(['From production', summary.copied]);
    if (summary.deploymentId)
        rows.push(['Deployment', summary.deploymentId]);
    if (summary.deploymentUrl)
        rows.push(['Deployment URL', render_link(summary.deploymentUrl)]);
    return `### Preview domain\n\n${(0,markdown/* renderTable */.bo)(['', ''], rows)}`;
}

// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
;// CONCATENATED MODULE: ./src/actions/preview-domain/report.ts






function setOutputs(outputs, values) {
    outputs.setAll({
        'project-id': values.projectId,
        'deployment-id': values.deploymentId,
        domain: values.domain,
        url: values.url,
        'proxy-status': values.proxyStatus,
    });
}
/**
 * Outputs, annotations and the job summary of an attach; resolves to why the step fails, if it does.
 * Outputs are set whatever the outcome, so later steps can read them with `if: always()`.
 */
async function reportAttach(port, outputs, outcome, domain) {
    const { deploy, project } = outcome;
    const deployment = deploy?.deployment;
    setOutputs(outputs, {
        projectId: project.project.id,
        deploymentId: deployment?.id ?? '',
        domain,
        url: outcome.url,
        proxyStatus: outcome.proxyStatus ?? '',
    });
    const tail = deploy ? (0,report/* logTail */.RB)(deploy.logLines) : [];
    if (deploy?.status === 'failed' && tail.length > 0) {
        port.error((0,redact/* redact */.E$)(tail.join('\n')), {
            title: `Deployment ${deployment?.id ?? ''} failed: build log tail`,
        });
    }
    if (deploy) {
        await port.appendSummary((0,summary/* renderDeploySummary */.AY)({
            project: (0,projects_resolve/* projectLabel */.Q)(project.project),
            status: (0,report/* toGitHubStatus */.x4)(deploy.status),
            durationMs: deploy.finishedAt - deploy.startedAt,
            ...(deployment ? { deploymentId: deployment.id } : {}),
            ...(deployment?.url ? { url: deployment.url } : {}),
            ...(outcome.failure ? { error: outcome.failure } : {}),
            ...(outcome.failure && tail.length > 0 ? { logTail: tail } : {}),
        }));
    }
    if (outcome.attach === undefined)
        return outcome.failure;
    port.notice(`Preview at ${outcome.url}`, { title: 'Preview domain attached' });
    await port.appendSummary(renderPreviewSummary({
        mode: 'attach',
        project: project.project.id,
        projectName: project.project.name,
        projectCreated: project.created,
        envGroupsAttached: outcome.envGroupsAttached,
        ...copySummary(outcome),
        domain,
        alreadyAttached: outcome.attach.alreadyAttached,
        madePrimary: outcome.attach.madePrimary,
        proxyStatus: outcome.proxyStatus ?? 'unknown',
        deploymentId: deployment?.id,
        deploymentUrl: deployment?.url,
    }));
    return outcome.failure;
}
/** The summary's "Copied" row: what `from-project` copied, or why it copied nothing. */
function copySummary(outcome) {
    const { copy } = outcome;
    if (copy === undefined)
        return {};
    return { copied: 'note' in copy ? copy.note : (0,copy_project/* describeCopy */.lw)(copy.copied, outcome.project.project.id) };
}
const DETACH_OUTCOMES = {
    detached: 'detached',
    'not-attached': 'was not attached (nothing to do)',
    'no-project': 'no such project (nothing to do)',
    primary: 'refused: it is the primary (production) domain',
};
/** Outputs, notices and the job summary of a detach; resolves to why the step fails, if it does. */
async function reportDetach(port, outputs, outcome, domain) {
    setOutputs(outputs, {
        projectId: outcome.project?.project.id ?? '',
        deploymentId: '',
        domain,
        url: `https://${domain}`,
        proxyStatus: '',
    });
    for (const notice of outcome.notices)
        port.notice((0,redact/* redact */.E$)(notice), { title: 'Preview domain' });
    await port.appendSummary(renderPreviewSummary({
        mode: 'detach',
        project: outcome.project?.project.id,
        domain,
        outcome: DETACH_OUTCOMES[outcome.result.kind],
        notes: outcome.failure ? [outcome.failure, ...outcome.notices] : outcome.notices,
    }));
    return outcome.failure;
}

// EXTERNAL MODULE: ./src/actions/preview-domain/spec.ts
var spec = __webpack_require__(78128);
// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
// EXTERNAL MODULE: ./src/github/deployment-reporter.ts
var deployment_reporter = __webpack_require__(53344);
;// CONCATENATED MODULE: ./src/actions/preview-domain/github.ts


/** Previews live in one transient GitHub environment; each PR's deployments carry its head branch as ref. */
const PREVIEW_ENVIRONMENT = 'preview';
/**
 * The GitHub side of a preview: one transient `preview` GitHub Deployment per run, one sticky PR
 * comment with both URLs, and, when the preview goes away, the PR's deployments set inactive.
 */
class PreviewGitHub {
    #github;
    #options;
    #started = false;
    constructor(options) {
        this.#options = options;
        this.#github = new deployment_reporter/* GitHubDeploymentReporter */.a({ ...options, project: options.projectId });
    }
    /**
     * The ref GitHub deployments are made for and filtered by: the PR's head branch; in the merge queue,
     * the group's head commit (its queue branch is deleted once the group lands or fails).
     */
    get #ref() {
        const { context } = this.#options;
        return context.mergeGroup?.headSha ?? context.branch ?? context.commitSha;
    }
    /** `preview`, shared by pull requests (told apart by ref); `queue/<project>` in the merge queue. */
    get #environment() {
        const { context, projectId } = this.#options;
        return context.mergeGroup ? `queue/${projectId}` : PREVIEW_ENVIRONMENT;
    }
    /** A deploy (or, without one, the attach) has begun. */
    async started(deploymentId) {
        await this.#github.start({
            environment: this.#environment,
            ref: this.#ref,
            transient: true,
            description: `Preview of ${this.#options.projectId}`,
        });
        this.#started = true;
        await this.#comment({ status: 'in_progress', deploymentId });
    }
    /** The preview is served at `domainUrl`: the GitHub deployment succeeds, earlier ones of the PR go inactive. */
    async live(state) {
        if (!this.#started)
            await this.started(state.deploymentId);
        const url = state.domainUrl ?? state.deploymentUrl;
        await this.#github.finish('success', url ? { environmentUrl: url } : {});
        await this.#github.deactivatePrevious({ ref: this.#ref });
        await this.#comment({ ...state, status: 'success' });
    }
    async failed(status, state) {
        const description = status === 'cancelled' ? 'Preview cancelled' : 'Preview deploy failed';
        await this.#github.finish(status === 'cancelled' ? 'error' : 'failure', { description });
        await this.#comment({ ...state, status });
    }
    /** After the detach: every GitHub deployment of this PR's branch in `preview` becomes inactive. */
    async removed(domain) {
        const marked = await this.#github.inactivateAll(this.#environment, { ref: this.#ref });
        if (marked !== undefined) {
            this.#options.logger.info(`Set ${marked} GitHub deployment(s) of ${this.#ref} inactive.`);
        }
        const { projectId, context } = this.#options;
        await this.#github.commentBody(renderPreviewRemovedComment({ project: projectId, domain, runUrl: context.runUrl }));
        return marked ?? 0;
    }
    async #comment(state) {
        await this.#github.comment({
            status: state.status,
            ...(state.deploymentUrl ? { url: state.deploymentUrl } : {}),
            ...(state.domainUrl ? { previewDomainUrl: state.domainUrl } : {}),
            ...(state.deploymentId ? { deploymentId: state.deploymentId } : {}),
        });
    }
}

;// CONCATENATED MODULE: ./src/actions/preview-domain/steps.ts


/**
 * `project` (an existing project's id or name) and `from-project`, resolved once, before any write;
 * detach never copies, so it never looks `from-project` up.
 */
async function resolveProjects(config, { client, port, signal }) {
    const choice = config.project.kind === 'id'
        ? {
            kind: 'id',
            id: (await (0,project_input/* resolveProject */.K)(client, config.project.id, { logger: port, signal })).id,
        }
        : config.project;
    const fromProject = config.fromProject === undefined || config.mode === 'detach'
        ? undefined
        : (await (0,project_input/* resolveProject */.K)(client, config.fromProject, { input: 'from-project', logger: port, signal }))
            .id;
    return { choice, fromProject };
}
/** The deploy of an attach: the packed workspace, its build log folded under a group when waited for. */
function deployStep(config, upload, port) {
    if (!upload)
        return undefined;
    return {
        source: upload,
        wait: config.wait,
        timeoutMs: config.timeoutMs,
        group: port.group,
        ...(config.wait
            ? { groupTitle: (deployment) => `Build log of deployment ${deployment.id}` }
            : {}),
    };
}
/** The pull request comment and GitHub Deployment of this preview. */
function previewGitHub(config, context, choice, port) {
    return new PreviewGitHub({
        context,
        token: config.githubToken,
        projectId: choice.kind === 'id' ? choice.id : choice.name,
        comment: config.comment,
        githubDeployment: config.githubDeployment,
        logger: port,
    });
}

;// CONCATENATED MODULE: ./src/actions/preview-domain/run.ts












const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, context, client, signal, workspace, tempDir }) => {
    const config = readPreviewDomainInputs(inputs, context);
    (0,redact/* registerSecret */.cl)(config.githubToken);
    (0,forks/* refuseForkPreview */.R)('preview-domain', context.pullRequest);
    port.info(`Preview domain ${config.domain}: ${config.mode}.`);
    // Packing starts now, beside the lookups; its upload waits until the pipeline gets there.
    const upload = config.mode === 'attach' && config.deploy
        ? (0,pack_upload/* packingFromNow */.Iv)(client, (0,deploy_inputs/* workspaceUpload */.bq)(config, workspace, tempDir), port, signal)
        : undefined;
    try {
        const { choice, fromProject } = await resolveProjects(config, { client, port, signal });
        const github = previewGitHub(config, context, choice, port);
        const common = { client, project: choice, domain: config.domain, github, logger: port, signal };
        if (config.mode === 'detach') {
            const failure = await reportDetach(port, outputs, await detachPreview(common), config.domain);
            if (failure)
                throw new errors/* ActionFailure */.dR(failure);
            return;
        }
        const outcome = await attachPreview({
            ...common,
            envGroups: config.envGroups,
            fromProject,
            primary: config.primary,
            deploy: deployStep(config, upload, port),
        });
        const failure = await reportAttach(port, outputs, outcome, config.domain);
        if (outcome.deploy?.status === 'cancelled')
            throw new errors/* CancelledError */.cc(failure ?? 'The job was cancelled.');
        if (failure)
            throw new errors/* ActionFailure */.dR(failure);
        port.info(`Preview of ${outcome.project.project.id} is at ${outcome.url}.`);
    }
    finally {
        // A run that fails (or detaches) before the upload leaves no partial zip behind.
        await upload?.early.discard();
    }
});


/***/ }),

/***/ 22589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ refuseForkPreview)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

/**
 * Only a pull request whose head is this repository gets a preview. A fork's head branch is anyone's
 * to name (`main`), so a preview made from it could take a production name, and preview-sweep never
 * matches forks against the templates: what a preview step made for one would never be swept. Refused
 * before any request (a fork run only has a key under `pull_request_target` or a similar trigger).
 */
function refuseForkPreview(action, pullRequest) {
    if (pullRequest?.isFork !== true)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR(`Pull request #${pullRequest.number} comes from a fork, and fork pull requests never get a preview, so ${action} changed nothing; skip the step for forks with \`if: github.event.pull_request.head.repo.full_name == github.repository\` (the preview workflow does).`);
}


/***/ }),

/***/ 15925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ readProxyStatus)
/* harmony export */ });
/* harmony import */ var _api_decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);
/* harmony import */ var _api_resources_domains_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66187);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);



/**
 * The domain's CDN-proxy status in one word for the `proxy-status` output: the platform's status
 * field when it has one, else `proxied` / `not-proxied`. Reading it never fails the step.
 */
async function readProxyStatus(client, projectId, domain, options) {
    try {
        const record = await (0,_api_resources_domains_js__WEBPACK_IMPORTED_MODULE_1__/* .getDomainProxyStatus */ .Jx)(client, projectId, domain, { signal: options.signal });
        const status = (0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(record, 'status', 'proxyStatus', 'state');
        // Some responses shout their statuses (PENDING); the output is one stable lower-case word.
        if (status)
            return status.toLowerCase();
        const proxied = (0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .booleanField */ .hQ)(record, 'proxied', 'enabled', 'active');
        return proxied === undefined ? 'unknown' : proxied ? 'proxied' : 'not-proxied';
    }
    catch (error) {
        if (options.signal?.aborted)
            throw error;
        options.logger.warning(`Could not read the proxy status of ${domain}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`);
        return 'unknown';
    }
}


/***/ })

};
