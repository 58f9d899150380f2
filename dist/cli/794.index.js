export const id = 794;
export const ids = [794];
export const modules = {

/***/ 89794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/resources/projects-resolve.ts
var projects_resolve = __webpack_require__(90355);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/resources/cron.ts
var cron = __webpack_require__(61460);
// EXTERNAL MODULE: ./src/clock.ts
var src_clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/poll.ts
var poll = __webpack_require__(29810);
// EXTERNAL MODULE: ./src/runs/output.ts
var output = __webpack_require__(49773);
;// CONCATENATED MODULE: ./src/cron/run-now.ts







const PROJECT_FIELDS = ['projectId', 'project_id', 'project'];
/**
 * The project a job belongs to, as the platform spells it: null when it says the job has none (a
 * `projectId: null`), undefined when it does not say at all.
 */
function projectOfJob(job) {
    const project = (0,decode/* stringField */.OM)(job.raw, ...PROJECT_FIELDS);
    if (project !== undefined)
        return project;
    return PROJECT_FIELDS.some((name) => name in job.raw) ? null : undefined;
}
/** What the job runs, in one line for the log and the summary: its command, or the path or URL it calls. */
function jobTarget(job) {
    const command = (0,decode/* stringField */.OM)(job.raw, 'command');
    if (command !== undefined)
        return command;
    const url = (0,decode/* stringField */.OM)(job.raw, 'url');
    if (url !== undefined)
        return `GET ${url}`;
    const path = (0,decode/* stringField */.OM)(job.raw, 'path');
    return path === undefined ? 'its target' : `${(0,decode/* stringField */.OM)(job.raw, 'method') ?? 'GET'} ${path}`;
}
/**
 * The job `reference` names: an id wins over a name; a name two jobs share is not guessed at. Given a
 * project (its id), only that project's jobs are looked at by name, and a job of another project is
 * refused by id too. The list is read whole (an incomplete one throws), so "none" is never a guess.
 */
async function lookUpCronJob(client, reference, projectId, context) {
    const all = await (0,cron/* listCronJobs */.lY)(client, { signal: context.signal });
    const byId = all.find((job) => job.id === reference);
    const project = byId ? projectOfJob(byId) : undefined;
    if (byId && projectId !== undefined && project !== undefined && project !== projectId) {
        return { kind: 'other-project', job: byId, project };
    }
    if (byId)
        return { kind: 'found', job: byId };
    // A job whose project the platform does not report may be the project's: it is not left out.
    const inProject = (job) => {
        const owner = projectOfJob(job);
        return projectId === undefined || owner === undefined || owner === projectId;
    };
    const named = all.filter((job) => job.name === reference && inProject(job));
    if (named.length === 1)
        return { kind: 'found', job: named[0] };
    if (named.length > 1)
        return { kind: 'several', ids: named.map((job) => job.id) };
    return { kind: 'none', count: all.filter(inProject).length };
}
/**
 * Runs the job now, once, and follows its run history until that run ends. The run is the one whose
 * id the trigger answered; when the answer had none (or never came: the trigger is not repeated, a
 * second run would really run), it is the first run the history shows that was not there before.
 */
async function runJobNow(client, job, options) {
    const before = await runIds(client, job, options);
    const clock = (0,src_clock/* currentClock */.q6)();
    const started = clock.now();
    const deadline = started + options.timeoutMs;
    let wanted = await trigger(client, job, options);
    let run;
    const outcome = await (0,poll/* pollAdaptively */.L)(async () => {
        const history = await (0,cron/* listCronJobRuns */.Yu)(client, job.id, { signal: options.signal });
        const found = wanted ? history.find((item) => item.id === wanted) : firstNew(job, history, before);
        if (found && !wanted)
            options.logger.info(`Cron job ${job.id}: following run ${found.id}.`);
        wanted ??= found?.id;
        const moved = found !== undefined && found.status !== run?.status;
        run = found ?? run;
        if (run && run.outcome !== 'in_progress')
            return { done: run, moved: true };
        if (moved)
            options.logger.info(`Run ${run?.id} is ${run?.status || 'under way'}…`);
        return { moved };
    }, { deadline, signal: options.signal, pacing: options.pacing }).catch((error) => {
        // A read in flight when the job is cancelled throws the abort reason: that is a cancellation.
        if (options.signal?.aborted)
            return { kind: 'cancelled' };
        throw error;
    });
    // A run reached `done` only once it left in_progress.
    const status = outcome.kind === 'done' ? outcome.value.outcome : outcome.kind;
    const last = run;
    return {
        status,
        run: last,
        durationMs: (last && platformDuration(last)) ?? clock.now() - started,
        exitCode: last ? (0,decode/* numberField */.sJ)(last.raw, 'exitCode', 'exitStatus', 'code') : undefined,
        lines: (0,output/* splitOutput */.c8)(last ? ((0,decode/* stringField */.OM)(last.raw, 'output', 'logs', 'log', 'stdout') ?? '') : ''),
    };
}
/** The ids the history holds before the trigger; a history without ids could never tell our run apart. */
async function runIds(client, job, context) {
    const history = await (0,cron/* listCronJobRuns */.Yu)(client, job.id, { signal: context.signal });
    if (history.some((run) => run.id === '')) {
        throw new src_errors/* ActionFailure */.dR(`The platform lists cron job ${job.id}'s runs without ids, so the run started now could not be told from the others; nothing was run. Run it from the dashboard instead.`);
    }
    return new Set(history.map((run) => run.id));
}
/** The id of the run the trigger started, when its answer says; undefined when it must be found by history. */
async function trigger(client, job, context) {
    try {
        const run = await (0,cron/* runCronJob */.Hp)(client, job.id, { signal: context.signal });
        return run.id === '' ? undefined : run.id;
    }
    catch (error) {
        if (!(error instanceof errors/* AmbiguousRequestError */.sm) && !(error instanceof errors/* UnexpectedResponseError */.dk))
            throw error;
        context.logger.warning(`The request to run cron job ${job.id} got no clear answer; it is not sent again (a second run would really run): looking for the run in the job's history instead.`);
        return undefined;
    }
}
/**
 * The first run of the history that was not there before the trigger, by start time. Several new runs
 * without start times (a schedule fired too) cannot be told apart, and that is said rather than guessed.
 */
function firstNew(job, history, before) {
    const fresh = history.filter((run) => run.id !== '' && !before.has(run.id));
    const time = (run) => (run.startedAt === undefined ? Number.NaN : Date.parse(run.startedAt));
    if (fresh.length > 1 && fresh.some((run) => Number.isNaN(time(run)))) {
        throw new src_errors/* ActionFailure */.dR(`Cron job ${job.id} started ${fresh.length} runs (${fresh.map((run) => run.id).join(', ')}) since it was run now, and the platform gives them no start times, so which one is this run is not known; see the job's history in the dashboard.`);
    }
    return fresh.sort((a, b) => time(a) - time(b))[0];
}
function platformDuration(run) {
    const given = (0,decode/* numberField */.sJ)(run.raw, 'durationMs');
    if (given !== undefined)
        return given;
    const end = (0,decode/* timestampField */.hO)(run.raw, 'finishedAt', 'endedAt', 'completedAt');
    if (run.startedAt === undefined || end === undefined)
        return undefined;
    const ms = Date.parse(end) - Date.parse(run.startedAt);
    return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
;// CONCATENATED MODULE: ./src/actions/cron-run/inputs.ts

/** Everything but the connection inputs; every mistake is one sentence naming the input. */
function readCronRunInputs(inputs) {
    return {
        job: inputs.id('job', "a cron job's id or name", 'set it to the id or name of the cron job to run'),
        project: inputs.optionalId('project', "a project's id or name"),
        dryRun: inputs.boolean('dry-run'),
        timeoutMs: inputs.durationMs('timeout'),
    };
}
/** Why the `job` input names no single job (of the project, when one is given), as the input's one sentence. */
function jobNotFound(reference, lookup, project) {
    const where = project === undefined ? '' : ` of project ${project}`;
    const problem = lookup.kind === 'several'
        ? `the name of ${lookup.ids.length} cron jobs${where} (${lookup.ids.join(', ')}): give the id of the one meant instead`
        : lookup.kind === 'other-project'
            ? `the id of a cron job of ${lookup.project === null ? 'no project' : `project ${lookup.project}`}, not of ${project}: check the \`project\` input, or leave it empty`
            : `which is neither the id nor the name of a cron job${where} the key can see (it sees ${lookup.count}): check the id or name${project === undefined ? '' : ' and the `project` input'}, and that the \`api-key\` belongs to the organisation that owns it`;
    return new src_errors/* ConfigurationError */.j1(`Input "job" is "${reference}", ${problem}.`, 'job');
}

// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __webpack_require__(42408);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
;// CONCATENATED MODULE: ./src/actions/cron-run/report.ts




const TAIL_LINES = 50;
/** `nightly-cleanup (cron_1)`, or the id alone when the platform gave the job no name. */
function jobLabel(job) {
    return job.name && job.name !== job.id ? `${job.name} (${job.id})` : job.id;
}
function heading(job) {
    return `### Cron job ${(0,markdown/* escapeMarkdownText */.m4)(jobLabel(job))}\n`;
}
/** A dry run: which job would run and what it runs; nothing was run. */
async function reportPlanned(port, outputs, job, project) {
    outputs.setAll({ status: 'planned', 'job-id': job.id, 'run-id': '', 'exit-code': '', 'duration-ms': '' });
    const rows = [
        ...(project === undefined ? [] : [['Project', project]]),
        ['Runs', { markdown: (0,markdown/* codeSpan */.SS)(jobTarget(job)) }],
        ['Result', 'dry run: nothing was run'],
    ];
    await port.appendSummary(`${heading(job)}\n${(0,markdown/* renderTable */.bo)(['', ''], rows)}\n`);
}
/** Why the step fails, as one sentence, or undefined when the run succeeded. */
function failureOf(job, outcome, timeoutMs) {
    const run = outcome.run
        ? `Run ${outcome.run.id} of cron job ${jobLabel(job)}`
        : `Cron job ${jobLabel(job)}`;
    switch (outcome.status) {
        case 'succeeded':
            return undefined;
        case 'failed': {
            const code = outcome.exitCode === undefined ? '' : ` with exit code ${outcome.exitCode}`;
            const tail = outcome.lines.length > 0 ? '; the tail of its output is in the job summary' : '';
            return `${run} failed${code}${tail}.`;
        }
        case 'timed-out':
            return outcome.run
                ? `${run} was still running after ${(0,deploy_status/* formatDuration */.a3)(timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input if it takes this long.`
                : `${run} was run, but no new run showed in its history within ${(0,deploy_status/* formatDuration */.a3)(timeoutMs)}; look at the job's history in the dashboard before running it again.`;
        case 'cancelled':
            return `The job was cancelled while ${run.charAt(0).toLowerCase()}${run.slice(1)} was running; the platform may still finish it.`;
    }
}
/**
 * The one place a run's outcome becomes outputs and the job summary (status, duration, the tail of
 * the output). Returns the failure sentence, or undefined when the run succeeded.
 */
async function reportRun(port, outputs, job, outcome, options) {
    outputs.setAll({
        status: outcome.status,
        'job-id': job.id,
        'run-id': outcome.run?.id ?? '',
        'exit-code': outcome.exitCode === undefined ? '' : String(outcome.exitCode),
        'duration-ms': String(Math.round(outcome.durationMs)),
    });
    const failure = failureOf(job, outcome, options.timeoutMs);
    const rows = [
        ...(options.project === undefined ? [] : [['Project', options.project]]),
        ['Runs', { markdown: (0,markdown/* codeSpan */.SS)(jobTarget(job)) }],
        ['Run', outcome.run?.id || 'not seen'],
        ['Status', outcome.status],
        ['Exit code', outcome.exitCode ?? 'not reported'],
        ['Duration', (0,deploy_status/* formatDuration */.a3)(outcome.durationMs)],
    ];
    const parts = [heading(job), (0,markdown/* renderTable */.bo)(['', ''], rows)];
    if (failure)
        parts.push(`**Error:** ${(0,markdown/* escapeMarkdownText */.m4)(failure)}\n`);
    if (outcome.lines.length > 0) {
        const open = outcome.status === 'failed';
        parts.push((0,summary/* renderLogTail */.BV)(outcome.lines, { title: 'Output tail', maxLines: TAIL_LINES, open }));
    }
    await port.appendSummary(parts.join('\n'));
    return failure;
}

// EXTERNAL MODULE: ./src/actions/cron-run/spec.ts
var spec = __webpack_require__(37517);
;// CONCATENATED MODULE: ./src/actions/cron-run/run.ts








const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, client, signal }) => {
    const config = readCronRunInputs(inputs);
    const context = { logger: port, signal };
    const project = config.project === undefined
        ? undefined
        : await (0,project_input/* resolveProject */.K)(client, config.project, { input: 'project', ...context });
    const label = project && (0,projects_resolve/* projectLabel */.Q)(project);
    const lookup = await lookUpCronJob(client, config.job, project?.id, context);
    if (lookup.kind !== 'found')
        throw jobNotFound(config.job, lookup, label);
    const { job } = lookup;
    const owner = label ?? projectOfJob(job) ?? undefined;
    port.info(`Cron job ${jobLabel(job)}${owner ? ` of project ${owner}` : ''} runs ${jobTarget(job)}.`);
    if (config.dryRun) {
        port.info(`Dry run: cron job ${jobLabel(job)} would run now; nothing was run.`);
        return reportPlanned(port, outputs, job, owner);
    }
    const outcome = await runJobNow(client, job, { ...context, timeoutMs: config.timeoutMs });
    if (outcome.lines.length > 0) {
        await port.group(`Output of run ${outcome.run?.id ?? ''}`, async () => {
            for (const line of outcome.lines)
                port.info(line);
        });
    }
    const failure = await reportRun(port, outputs, job, outcome, {
        project: owner,
        timeoutMs: config.timeoutMs,
    });
    if (outcome.status === 'cancelled')
        throw new src_errors/* CancelledError */.cc(failure ?? 'The job was cancelled.');
    if (failure)
        throw new src_errors/* ActionFailure */.dR(failure);
    port.info(`Run ${outcome.run?.id} of cron job ${jobLabel(job)} succeeded.`);
});


/***/ }),

/***/ 61460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hp: () => (/* binding */ runCronJob),
/* harmony export */   LP: () => (/* binding */ deleteCronJob),
/* harmony export */   Yu: () => (/* binding */ listCronJobRuns),
/* harmony export */   e$: () => (/* binding */ previewCronSchedule),
/* harmony export */   lY: () => (/* binding */ listCronJobs),
/* harmony export */   ln: () => (/* binding */ updateCronJob),
/* harmony export */   sr: () => (/* binding */ createCronJob)
/* harmony export */ });
/* unused harmony exports toCronJob, toCronRun, getCronJob */
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);
/* harmony import */ var _lifecycle_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2884);
/* harmony import */ var _operation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38424);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87512);
/* harmony import */ var _run_outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88862);





const toCronJob = (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .recordDecoder */ .S0)(['jobId', 'cronJobId'], (raw) => ({
    name: (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(raw, 'name'),
    schedule: (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(raw, 'schedule', 'cron', 'expression', 'cronExpression'),
    timezone: (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(raw, 'timezone', 'tz', 'timeZone'),
    enabled: (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .booleanField */ .hQ)(raw, 'enabled', 'active', 'isEnabled'),
}));
function toCronRun(value, client) {
    const raw = (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .asRecord */ .qY)(value);
    const status = (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_1__/* .rawStatusOf */ .A0)(raw) ?? '';
    return {
        id: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .idOf */ .TH)(raw, 'runId') ?? '',
        outcome: (0,_run_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .toRunOutcome */ .P)(status, raw, client.logger),
        status,
        raw,
        ...(0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .defined */ .sw)({ startedAt: (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .timestampField */ .hO)(raw, 'startedAt', 'createdAt', 'time') }),
    };
}
const listCronJobs = (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .listing */ .RR)('listCronJobs', toCronJob);
/** The body is the job as the platform takes it (src/sync/cron builds it). Not repeated after an ambiguous failure. */
const createCronJob = (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .endpoint */ .sR)('createCronJob', (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .createWithId */ .mq)(toCronJob, 'cron job'));
/** POST /cron/preview only validates, so it is safe to repeat and is retried like a GET. */
const previewCronSchedule = (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .endpoint */ .sR)('previewCronSchedule', {
    body: (request) => request,
    idempotent: true,
    decode: (raw) => {
        const list = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .unwrapList */ .ij)(raw, ['nextRuns', 'runs', 'next', 'times', 'occurrences']) ?? [];
        const nextRuns = list.map(runTime).filter((time) => time !== undefined);
        return { nextRuns, raw };
    },
});
function runTime(item) {
    if (typeof item === 'string')
        return item;
    if (typeof item === 'number')
        return (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .timestampField */ .hO)({ time: item }, 'time');
    return (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .timestampField */ .hO)(item, 'time', 'at', 'timestamp', 'runAt');
}
const getCronJob = (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .endpoint */ .sR)('getCronJob', (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .readById */ .T9)(toCronJob));
const updateCronJob = (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .endpoint */ .sR)('updateCronJob', (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .updateById */ .EL)(toCronJob));
const deleteCronJob = (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .endpoint */ .sR)('deleteCronJob');
/** Runs the job now. Not repeated after an ambiguous failure: a second run would really run. */
const runCronJob = (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .endpoint */ .sR)('runCronJob', { decode: (value, _, client) => toCronRun(value, client) });
const listCronJobRuns = (0,_operation_js__WEBPACK_IMPORTED_MODULE_2__/* .listing */ .RR)('listCronJobRuns', (record, _, client) => toCronRun(record, client));


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

/***/ 88862:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ toRunOutcome)
/* harmony export */ });
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);
/* harmony import */ var _lifecycle_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2884);


const IN_PROGRESS = [
    'queued',
    'pending',
    'scheduled',
    'starting',
    'running',
    'in_progress',
    'started',
    'executing',
];
const SUCCEEDED = [
    'succeeded',
    'success',
    'successful',
    'completed',
    'complete',
    'done',
    'finished',
    'ok',
    'passed',
];
const FAILED = [..._lifecycle_js__WEBPACK_IMPORTED_MODULE_1__/* .FAILED_STATES */ .ru, 'killed'];
const reported = new WeakMap();
/** From the status word; when there is none (or it is unknown) a present exit code decides. */
function toRunOutcome(status, record, logger) {
    const word = (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalState */ .km)(status);
    if (IN_PROGRESS.includes(word))
        return 'in_progress';
    if (SUCCEEDED.includes(word))
        return 'succeeded';
    if (FAILED.includes(word))
        return 'failed';
    const exitCode = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .numberField */ .sJ)(record, 'exitCode', 'exitStatus', 'code');
    if (exitCode !== undefined)
        return exitCode === 0 ? 'succeeded' : 'failed';
    if (word !== '') {
        const seen = reported.get(logger) ?? new Set();
        reported.set(logger, seen);
        if (!seen.has(word)) {
            seen.add(word);
            logger.info(`The platform reported an unknown run status "${status}"; treating it as still in progress.`);
        }
    }
    return 'in_progress';
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

/***/ 29810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ pollAdaptively)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99373);
/* harmony import */ var _pause_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84581);
/**
 * The adaptive polling loop of src/deploy/watch.ts, made generic so one-off runs, database
 * provisioning, compute scaling and proxy statuses follow the same rules: poll fast while something
 * moves, back off while it is quiet, stop at the deadline or on cancellation. It is a base module
 * (beside clock and pause), so any layer may wait this way; watch.ts keeps its own loop.
 */


const DEFAULT_POLL_PACING = { firstMs: 500, activeMs: 1_000, maxMs: 5_000, backoff: 1.5 };
/** Calls `tick` until it reports `done`, the deadline passes or the signal aborts. */
async function pollAdaptively(tick, options) {
    const pacing = { ...DEFAULT_POLL_PACING, ...options.pacing };
    let interval;
    while (true) {
        if (options.signal?.aborted)
            return { kind: 'cancelled' };
        const result = await tick();
        if (result.done !== undefined)
            return { kind: 'done', value: result.done };
        const now = (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .currentClock */ .q6)().now();
        if (now >= options.deadline)
            return { kind: 'timed-out' };
        interval =
            interval === undefined
                ? pacing.firstMs
                : result.moved
                    ? pacing.activeMs
                    : Math.min(interval * pacing.backoff, pacing.maxMs);
        await (0,_pause_js__WEBPACK_IMPORTED_MODULE_1__/* .pause */ .v)(Math.min(interval, options.deadline - now), options.signal);
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

/***/ 49773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c8: () => (/* binding */ splitOutput),
/* harmony export */   y5: () => (/* binding */ OutputFollower)
/* harmony export */ });
/* unused harmony export newOutputLines */
/**
 * A run's output comes back whole on every poll (GET /projects/{id}/runs/{runId} has no cursor).
 * This turns those snapshots into the lines not printed yet, whole lines only while the run is
 * going (a half-written line waits for its end), and everything left once it has finished.
 */
class OutputFollower {
    #printed = [];
    #latest = '';
    /** Every line of the latest snapshot, for the failure tail. */
    get lines() {
        return splitOutput(this.#latest);
    }
    get text() {
        return this.#latest;
    }
    /** The complete lines of `output` not printed before. */
    update(output) {
        if (output !== undefined)
            this.#latest = output;
        const normalised = this.#latest.replace(/\r\n?/g, '\n');
        const end = normalised.lastIndexOf('\n');
        return this.#take(end < 0 ? [] : normalised.slice(0, end).split('\n'));
    }
    /** The run has ended: the unterminated last line too. */
    finish(output) {
        if (output !== undefined)
            this.#latest = output;
        return this.#take(splitOutput(this.#latest));
    }
    #take(current) {
        const fresh = newOutputLines(this.#printed, current);
        this.#printed = this.#printed.concat(fresh);
        return fresh;
    }
}
function splitOutput(text) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    return lines;
}
/**
 * The suffix past what was printed when the snapshot still starts with it; if the platform trimmed
 * or rewrote the head of the output, the lines not printed before, by content, so nothing repeats.
 */
function newOutputLines(printed, current) {
    const aligned = current.length >= printed.length && printed.every((line, index) => current[index] === line);
    if (aligned)
        return current.slice(printed.length);
    const seen = new Set(printed);
    return current.filter((line) => !seen.has(line));
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


/***/ })

};
