export const id = 690;
export const ids = [690];
export const modules = {

/***/ 76690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/resources/projects-resolve.ts
var projects_resolve = __webpack_require__(90355);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/lifecycle.ts
var lifecycle = __webpack_require__(2884);
// EXTERNAL MODULE: ./src/api/resources/operation.ts + 1 modules
var operation = __webpack_require__(38424);
// EXTERNAL MODULE: ./src/api/resources/records.ts
var resources_records = __webpack_require__(87512);
// EXTERNAL MODULE: ./src/api/resources/run-outcome.ts
var run_outcome = __webpack_require__(88862);
;// CONCATENATED MODULE: ./src/api/resources/runs.ts





function toProjectRun(value, client, fallbackId) {
    const raw = (0,resources_records/* asRecord */.qY)(value);
    const status = (0,lifecycle/* rawStatusOf */.A0)(raw) ?? '';
    return {
        id: (0,resources_records/* idOf */.TH)(raw, 'runId') ?? fallbackId ?? '',
        outcome: (0,run_outcome/* toRunOutcome */.P)(status, raw, client.logger),
        status,
        raw,
        ...(0,resources_records/* defined */.sw)({
            command: (0,decode/* stringField */.OM)(raw, 'command', 'cmd'),
            output: (0,decode/* stringField */.OM)(raw, 'output', 'stdout', 'logs', 'result'),
            exitCode: (0,decode/* numberField */.sJ)(raw, 'exitCode', 'exitStatus'),
            createdAt: (0,decode/* timestampField */.hO)(raw, 'createdAt', 'startedAt'),
        }),
    };
}
const listProjectRuns = (0,operation/* listing */.RR)('listProjectRuns', (record, _, client) => toProjectRun(record, client));
/** Starts `command` in a sandbox (one of listAllowedRunCommands). Never repeated after an ambiguous failure. */
const createProjectRun = (0,operation/* endpoint */.sR)('createProjectRun', {
    body: (command) => ({ command }),
    decode: (value, _, client) => toProjectRun(value, client),
    requireId: 'run',
});
const getProjectRun = (0,operation/* endpoint */.sR)('getProjectRun', {
    decode: (value, runId, client) => toProjectRun(value, client, runId),
    fallbackId: 'path',
});
/** The commands createProjectRun accepts, as strings. */
async function listAllowedRunCommands(client, options) {
    const [call, pages] = (0,resources_records/* listOptions */.NM)(options);
    const records = await client.list('listAllowedRunCommands', call, pages);
    return records
        .map((item) => (0,decode/* stringField */.OM)(item, 'command', 'name', 'value'))
        .filter((command) => command !== undefined && command !== '');
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
;// CONCATENATED MODULE: ./src/runs/allowed.ts



/**
 * True when `command` is one the sandbox accepts: equal to an allowed entry, or starting with it
 * and a space. Entries are usually program names (`npm`), but a list of whole commands
 * (`npm run migrate`) works the same way.
 */
function isAllowedCommand(command, allowed) {
    const text = command.trim();
    return allowed.some((entry) => {
        const prefix = entry.trim();
        return prefix !== '' && (text === prefix || new RegExp(`^${(0,src_text/* escapeRegExp */.Nt)(prefix)}\\s`).test(text));
    });
}
/**
 * Refuses, before anything is written, a command the sandbox would reject, with the list of what it
 * accepts. An unreadable (empty) list only warns: the platform then has the last word.
 */
async function checkAllowedCommand(client, command, logger, options) {
    const allowed = await listAllowedRunCommands(client, options);
    if (allowed.length === 0) {
        logger.warning('The platform listed no allowed commands (or in a shape this action does not read); sending the command anyway.');
        return allowed;
    }
    if (!isAllowedCommand(command, allowed)) {
        const program = command.trim().split(/\s+/)[0] ?? '';
        throw new errors/* ConfigurationError */.j1(`Input "command": "${program}" is not a command the platform's sandbox runs; it accepts commands starting with ${allowed.map((c) => `\`${c}\``).join(', ')}. Start the command with one of them (e.g. \`npm run migrate\`), or set \`service\` to run it in a live container instead.`, 'command');
    }
    return allowed;
}

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/pause.ts
var pause = __webpack_require__(84581);
;// CONCATENATED MODULE: ./src/runs/create.ts



/**
 * Starts exactly one run. The POST is not idempotent and the platform has no idempotency key, so
 * the ids of the newest runs are noted first; when the POST's outcome is unknown (the connection
 * dropped after the body was sent) a run of this command that was not there before is adopted,
 * instead of running a migration twice. Only when several re-reads show none is it sent again.
 */
async function createRunOnce(client, projectId, command, options) {
    const request = { signal: options.signal };
    const before = new Set((await listProjectRuns(client, projectId, { ...request, maxPages: 1 })).map(idOf));
    try {
        return await createProjectRun(client, projectId, command, request);
    }
    catch (error) {
        if (!(error instanceof api_errors/* AmbiguousRequestError */.sm))
            throw error;
        options.logger.warning('The platform did not answer the request that starts the run; checking whether it started before trying again.');
    }
    const rereads = options.rereads ?? 3;
    for (let attempt = 0; attempt < rereads; attempt++) {
        const runs = await listProjectRuns(client, projectId, { ...request, maxPages: 1 });
        const adopted = findNewRun(runs, before, command);
        if (adopted) {
            options.logger.info(`Adopted run ${adopted.id}, which the unanswered request had started.`);
            return adopted;
        }
        await (0,pause/* pause */.v)(options.rereadDelayMs ?? 1_000, options.signal);
    }
    options.logger.info('The unanswered request started no run; starting it now.');
    return createProjectRun(client, projectId, command, request);
}
/** Newest first, as the platform lists them: the first run of this command that is new. */
function findNewRun(runs, before, command) {
    return runs.find((run) => run.id !== '' && !before.has(run.id) && (run.command === undefined || run.command === command));
}
function idOf(run) {
    return run.id;
}

// EXTERNAL MODULE: ./src/api/resources/services.ts
var services = __webpack_require__(82776);
// EXTERNAL MODULE: ./src/runs/output.ts
var output = __webpack_require__(49773);
;// CONCATENATED MODULE: ./src/runs/exec.ts




/**
 * Runs `command` in the service's live container. The platform answers when the command is done,
 * with its output, so there is nothing to follow. Exec leaves no record to look up afterwards, so an
 * unanswered request is reported as such and never sent again: the command may already have run.
 */
async function execInService(client, projectId, service, command, options) {
    let result;
    try {
        result = await (0,services/* execProjectService */.E7)(client, projectId, service, command, { signal: options.signal });
    }
    catch (error) {
        if (error instanceof api_errors/* AmbiguousRequestError */.sm) {
            throw new errors/* ActionFailure */.dR(`The platform did not answer the exec request for service ${service}, so the command may or may not have run in the container. It was not sent again; check the service (its logs or the effect of the command) before re-running this step.`);
        }
        throw error;
    }
    if (result.exitCode === undefined) {
        options.logger.info('The platform did not report an exit code for the exec; counting it as succeeded.');
    }
    const exitCode = result.exitCode;
    return {
        status: exitCode === undefined || exitCode === 0 ? 'succeeded' : 'failed',
        exitCode,
        lines: (0,output/* splitOutput */.c8)(result.output ?? ''),
    };
}

// EXTERNAL MODULE: ./src/poll.ts
var poll = __webpack_require__(29810);
;// CONCATENATED MODULE: ./src/runs/watch.ts



/**
 * Follows one run until it succeeds or fails, printing new output lines as they arrive. One GET a
 * tick (the run record carries its output), quick while the output grows, backing off while quiet.
 */
async function watchRun(client, projectId, created, options) {
    const follower = new output/* OutputFollower */.y5();
    let run = created;
    let requests = 0;
    let lastStatus = run.status;
    const emit = (lines) => {
        if (lines.length > 0)
            options.onOutput?.(lines);
    };
    emit(follower.update(run.output));
    const outcome = await (0,poll/* pollAdaptively */.L)(async () => {
        if (run.outcome !== 'in_progress')
            return { done: run.outcome, moved: true };
        requests++;
        run = await getProjectRun(client, projectId, created.id, { signal: options.signal });
        if (run.outcome !== 'in_progress')
            return { done: run.outcome, moved: true };
        const fresh = follower.update(run.output);
        emit(fresh);
        const moved = fresh.length > 0 || run.status !== lastStatus;
        lastStatus = run.status;
        return { moved };
    }, { deadline: options.deadline, signal: options.signal, pacing: options.pacing }).catch((error) => {
        // A poll in flight when the job is cancelled throws the abort reason: that is a cancellation.
        if (options.signal?.aborted)
            return { kind: 'cancelled' };
        throw error;
    });
    const status = outcome.kind === 'done' ? outcome.value : outcome.kind;
    if (outcome.kind === 'done')
        emit(follower.finish(run.output));
    return { status, run, lines: follower.lines, requests };
}

;// CONCATENATED MODULE: ./src/runs/command.ts





/**
 * A sandbox run (allowed-command check → create once → follow) or a service exec, as one outcome.
 * The allowed-command check comes before any write, so a refused command leaves nothing behind.
 */
async function runCommand(request) {
    const { client, projectId, command, logger, signal } = request;
    const startedAt = (0,clock/* currentClock */.q6)().now();
    const base = { projectId, command, timeoutMs: request.timeoutMs };
    if (request.service !== undefined) {
        const service = request.service;
        logger.info(`Running the command in service ${service} of project ${projectId}.`);
        const result = await execInService(client, projectId, service, command, { logger, signal });
        request.onOutput?.(result.lines);
        return {
            ...base,
            ...result,
            place: { kind: 'exec', service },
            durationMs: (0,clock/* currentClock */.q6)().now() - startedAt,
        };
    }
    await checkAllowedCommand(client, command, logger, { signal });
    const created = await createRunOnce(client, projectId, command, { logger, signal });
    logger.info(`Started run ${created.id} of project ${projectId}.`);
    request.onCreated?.(created);
    const watched = await watchRun(client, projectId, created, {
        deadline: startedAt + request.timeoutMs,
        signal,
        onOutput: request.onOutput,
        pacing: request.pacing,
    });
    return {
        ...base,
        place: { kind: 'run', runId: created.id },
        status: watched.status,
        exitCode: watched.run.exitCode ?? (watched.status === 'succeeded' ? 0 : undefined),
        lines: watched.lines,
        durationMs: (0,clock/* currentClock */.q6)().now() - startedAt,
    };
}

// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
;// CONCATENATED MODULE: ./src/actions/run/inputs.ts
/** Everything but api-key and api-url, which readConnection reads first so the key is masked. */
function readRunInputs(inputs) {
    return {
        project: inputs.id('project', "a project's id or name", 'set it to the id or name of the platform project'),
        command: inputs.required('command', 'set it to the command line to run, e.g. `npm run migrate`'),
        service: inputs.optionalId('service', 'the name of a compose service'),
        timeoutMs: inputs.durationMs('timeout'),
    };
}

// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __webpack_require__(42408);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
;// CONCATENATED MODULE: ./src/actions/run/report.ts




const OUTPUT_TAIL_LINES = 50;
function subject(place) {
    return place.kind === 'run' ? `Run ${place.runId}` : `The command in service ${place.service}`;
}
/** Why the step fails, as one sentence, or undefined when the command succeeded. */
function commandFailure(outcome) {
    const who = subject(outcome.place);
    switch (outcome.status) {
        case 'succeeded':
            return undefined;
        case 'failed': {
            const code = outcome.exitCode === undefined ? '' : ` with exit code ${outcome.exitCode}`;
            const tail = outcome.lines.length > 0
                ? `; the last ${Math.min(OUTPUT_TAIL_LINES, outcome.lines.length)} lines of its output are in the "output tail" error above and in the job summary`
                : '';
            return `${who} failed${code}${tail}.`;
        }
        case 'timed-out':
            return `${who} was still running after ${(0,deploy_status/* formatDuration */.a3)(outcome.timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input (e.g. \`timeout: 1h\`) if it takes this long.`;
        case 'cancelled':
            return `The job was cancelled while ${who.charAt(0).toLowerCase()}${who.slice(1)} was running; the platform may still finish it.`;
    }
}
/** The run's id as soon as it exists, so a later failure or cancellation still names it. */
function reportRunCreated(outputs, runId) {
    outputs.set('run-id', runId);
}
/** The run action's outputs for `outcome`, written whatever it is (so `if: always()` steps can read them). */
function commandOutputs(outcome) {
    const exitCode = outcome.exitCode ?? (outcome.status === 'succeeded' ? 0 : undefined);
    return {
        'run-id': outcome.place.kind === 'run' ? outcome.place.runId : '',
        'exit-code': exitCode === undefined ? '' : String(exitCode),
        status: outcome.status,
    };
}
/**
 * Writes the outputs, the job summary and, on failure, an error annotation with the output's tail.
 * Returns the failure sentence.
 */
async function reportCommandOutcome(port, outputs, outcome, 
/** How the summary names the project: `shop (prj_shop)`. */
project = outcome.projectId) {
    outputs.setAll(commandOutputs(outcome));
    const exitCode = outcome.exitCode ?? (outcome.status === 'succeeded' ? 0 : undefined);
    const failure = commandFailure(outcome);
    const tail = outcome.lines.slice(-OUTPUT_TAIL_LINES);
    if (outcome.status === 'failed' && tail.length > 0) {
        port.error((0,redact/* redact */.E$)(tail.join('\n')), { title: `${subject(outcome.place)} failed: output tail` });
    }
    const rows = [
        ['Project', project],
        outcome.place.kind === 'run' ? ['Run', outcome.place.runId] : ['Service', outcome.place.service],
        ['Command', { markdown: (0,markdown/* codeSpan */.SS)(outcome.command) }],
        ['Status', outcome.status],
        ['Exit code', exitCode === undefined ? 'unknown' : exitCode],
        ['Duration', (0,deploy_status/* formatDuration */.a3)(outcome.durationMs)],
    ];
    const parts = [`### Run on ${(0,redact/* redact */.E$)(project)}\n`, (0,summary/* renderTable */.bo)(['', ''], rows)];
    if (failure)
        parts.push(`**Error:** ${failure}\n`);
    if (failure)
        parts.push('**Next steps:** read the output tail below, fix the command or what it runs on, and re-run the job.\n');
    if (failure && tail.length > 0) {
        parts.push((0,summary/* renderLogTail */.BV)(tail, { title: 'Output tail', maxLines: OUTPUT_TAIL_LINES, open: true }));
    }
    await port.appendSummary(parts.join('\n'));
    return failure;
}

// EXTERNAL MODULE: ./src/actions/run/spec.ts
var spec = __webpack_require__(93902);
;// CONCATENATED MODULE: ./src/actions/run/run.ts









const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, client, signal }) => {
    const config = readRunInputs(inputs);
    const project = await (0,project_input/* resolveProject */.K)(client, config.project, { logger: port, signal });
    const outcome = await port.group(null, (openGroup) => runCommand({
        client,
        projectId: project.id,
        command: config.command,
        service: config.service,
        timeoutMs: config.timeoutMs,
        logger: port,
        signal,
        onCreated: (run) => {
            reportRunCreated(outputs, run.id);
            openGroup(`Output of run ${run.id}`);
        },
        onOutput: (lines) => {
            for (const line of lines)
                port.info((0,redact/* redact */.E$)(line));
        },
    }));
    const failure = await reportCommandOutcome(port, outputs, outcome, (0,projects_resolve/* projectLabel */.Q)(project));
    if (outcome.status === 'cancelled')
        throw new errors/* CancelledError */.cc(failure ?? 'The job was cancelled.');
    if (failure)
        throw new errors/* ActionFailure */.dR(failure);
    port.info(`The command succeeded (exit code ${outcome.exitCode ?? 0}).`);
});


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

/***/ 82776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E7: () => (/* binding */ execProjectService),
/* harmony export */   HR: () => (/* binding */ deleteServiceEnvVar),
/* harmony export */   bX: () => (/* binding */ listServiceEnvNames),
/* harmony export */   gy: () => (/* binding */ controlProjectService),
/* harmony export */   kQ: () => (/* binding */ setServiceEnvVar),
/* harmony export */   ke: () => (/* binding */ listProjectServices)
/* harmony export */ });
/* unused harmony export toProjectService */
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);
/* harmony import */ var _lifecycle_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2884);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36809);
/* harmony import */ var _operation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38424);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87512);





function toProjectService(value) {
    const raw = (0,_records_js__WEBPACK_IMPORTED_MODULE_4__/* .asRecord */ .qY)(value);
    return {
        name: (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(raw, 'service', 'name', 'serviceName') ?? '',
        raw,
        ...(0,_records_js__WEBPACK_IMPORTED_MODULE_4__/* .defined */ .sw)({ id: (0,_records_js__WEBPACK_IMPORTED_MODULE_4__/* .idOf */ .TH)(raw, 'containerId'), status: (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_1__/* .rawStatusOf */ .A0)(raw) }),
    };
}
const listProjectServices = (0,_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .listing */ .RR)('listProjectServices', toProjectService);
/** Not repeated after an ambiguous failure; read the service list to see where it stands. */
const controlProjectService = (0,_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .endpoint */ .sR)('controlProjectService', { decode: _records_js__WEBPACK_IMPORTED_MODULE_4__/* .asRecord */ .qY });
/** Runs `command` in the live container. Never repeated after an ambiguous failure. */
const execProjectService = (0,_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .endpoint */ .sR)('execProjectService', {
    body: (command) => ({ command }),
    decode: (raw) => {
        const output = typeof raw === 'string' ? raw : (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(raw, 'output', 'stdout', 'result', 'logs');
        return { raw, ...(0,_records_js__WEBPACK_IMPORTED_MODULE_4__/* .defined */ .sw)({ output, exitCode: (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .numberField */ .sJ)(raw, 'exitCode', 'exitStatus', 'code') }) };
    },
});
/** Every variable name of one service, across pages (see listEnvNames). */
function listServiceEnvNames(client, projectId, service, options) {
    return (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .listEnvNames */ .Sw)(client, 'listServiceEnv', { id: projectId, service }, options);
}
/** PUT `{ value }` for one service-scoped variable. */
const setServiceEnvVar = (0,_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .endpoint */ .sR)('setServiceEnvVar', {
    body: (value) => ({ value }),
    decode: _records_js__WEBPACK_IMPORTED_MODULE_4__/* .asRecord */ .qY,
});
const deleteServiceEnvVar = (0,_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .endpoint */ .sR)('deleteServiceEnvVar');


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
