export const id = 703;
export const ids = [703];
export const modules = {

/***/ 703:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/lifecycle.ts
var lifecycle = __webpack_require__(2884);
// EXTERNAL MODULE: ./src/api/resources/operation.ts + 1 modules
var operation = __webpack_require__(38424);
// EXTERNAL MODULE: ./src/api/resources/records.ts
var records = __webpack_require__(87512);
;// CONCATENATED MODULE: ./src/api/resources/compute.ts




const toComputeService = (0,records/* recordDecoder */.S0)(['serviceId'], (raw) => ({
    name: (0,decode/* stringField */.OM)(raw, 'name'),
    cpu: (0,decode/* numberField */.sJ)(raw, 'cpu', 'cpus', 'vcpu'),
    memoryMb: (0,decode/* numberField */.sJ)(raw, 'memoryMb', 'memory', 'ramMb'),
    status: (0,lifecycle/* rawStatusOf */.A0)(raw),
}));
const listComputeServices = (0,operation/* listing */.RR)('listComputeServices', toComputeService);
const getComputeService = (0,operation/* endpoint */.sR)('getComputeService', {
    decode: toComputeService,
    fallbackId: 'path',
});
/** The changes are the new size, e.g. `{ cpu: 4, memoryMb: 8192 }`. */
const scaleComputeService = (0,operation/* endpoint */.sR)('scaleComputeService', (0,operation/* updateById */.EL)(toComputeService));

// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/poll.ts
var poll = __webpack_require__(29810);
;// CONCATENATED MODULE: ./src/compute/scale.ts





/**
 * The service `reference` names: an id wins over a name; a name two services share is not guessed
 * at. The list is read whole (an incomplete one throws), so "none" and "several" are never a guess.
 */
async function lookUpComputeService(client, reference, context) {
    const all = await listComputeServices(client, { query: { limit: 100 }, signal: context.signal });
    const byId = all.find((service) => service.id === reference);
    if (byId)
        return { kind: 'found', service: byId };
    const named = all.filter((service) => service.name === reference);
    if (named.length === 1)
        return { kind: 'found', service: named[0] };
    if (named.length > 1)
        return { kind: 'several', ids: named.map((service) => service.id) };
    return { kind: 'none', count: all.length };
}
/** `ml-worker (cs_1)`, or the id alone when the platform gave it no name. */
function serviceLabel(service) {
    return service.name && service.name !== service.id ? `${service.name} (${service.id})` : service.id;
}
/** The service's size now, read fresh; a platform answer for another id or without a size is refused. */
async function readSize(client, id, context) {
    const service = await getComputeService(client, id, { signal: context.signal });
    if (service.id !== id) {
        throw new src_errors/* ActionFailure */.dR(`The platform answered for compute service ${service.id} when asked for ${id}; nothing was changed.`);
    }
    if (service.cpu === undefined || service.memoryMb === undefined) {
        throw new src_errors/* ActionFailure */.dR(`The platform did not say compute service ${serviceLabel(service)}'s current CPU and memory, so no change can be planned; nothing was changed.`);
    }
    return { service, size: { cpu: service.cpu, memoryMb: service.memoryMb } };
}
function planScale(service, current, wanted) {
    const target = { cpu: wanted.cpu ?? current.cpu, memoryMb: wanted.memoryMb ?? current.memoryMb };
    return {
        serviceId: service.id,
        label: serviceLabel(service),
        current,
        wanted: target,
        changed: target.cpu !== current.cpu || target.memoryMb !== current.memoryMb,
    };
}
/** `CPU 4 → 8, memory 16384 MB (unchanged)`: the plan in one line, for the log and the summary. */
function describePlan(plan) {
    const part = (name, from, to, unit = '') => from === to ? `${name} ${from}${unit} (unchanged)` : `${name} ${from}${unit} → ${to}${unit}`;
    return `${part('CPU', plan.current.cpu, plan.wanted.cpu)}, ${part('memory', plan.current.memoryMb, plan.wanted.memoryMb, ' MB')}`;
}
const sameSize = (a, service) => service.cpu === a.cpu && service.memoryMb === a.memoryMb;
/** Statuses in which the size is still moving. */
const MOVING = ['scaling', 'resizing', 'pending', 'updating', 'provisioning'];
const BROKEN = ['failed', 'failure', 'error', 'errored', 'crashed', 'deleted', 'deleting'];
const statusOf = (service) => (service.status ?? '').toLowerCase();
/**
 * Sends the new size once. An unanswered request or a 409 (a scale already under way, maybe ours)
 * is not sent again: the service is read back, and the wait goes on if it is on its way to the size.
 */
async function requestScale(client, plan, context) {
    const body = { cpu: plan.wanted.cpu, memoryMb: plan.wanted.memoryMb };
    try {
        await scaleComputeService(client, plan.serviceId, body, { signal: context.signal });
    }
    catch (error) {
        const conflict = error instanceof errors/* PlatformApiError */.es && error.status === 409;
        if (!conflict && !(error instanceof errors/* AmbiguousRequestError */.sm))
            throw error;
        const service = await getComputeService(client, plan.serviceId, { signal: context.signal });
        const target = service.raw.scalingTo;
        const heading = sameSize(plan.wanted, service) ||
            (typeof target === 'object' &&
                target !== null &&
                target.cpu === plan.wanted.cpu &&
                target.memoryMb === plan.wanted.memoryMb);
        if (!heading)
            throw error;
        context.logger.warning(`The scale request for ${plan.label} got no clear answer, but the service is already on its way to the size wanted; waiting for it instead of asking twice.`);
    }
}
/**
 * Polls until the service reports `size` and no longer says it is scaling, on the project's clock
 * (tests run it on virtual time); a broken status fails at once, cancellation rethrows its reason.
 */
async function waitForSize(client, plan, size, options) {
    const deadline = (0,clock/* currentClock */.q6)().now() + options.timeoutMs;
    let last;
    let lastStatus = '';
    const outcome = await (0,poll/* pollAdaptively */.L)(async () => {
        const service = await getComputeService(client, plan.serviceId, { signal: options.signal });
        last = service;
        const status = statusOf(service);
        if (BROKEN.includes(status)) {
            throw new src_errors/* ActionFailure */.dR(`Compute service ${plan.label} is ${service.status} on the platform; look at it in the dashboard and re-run.`);
        }
        const settled = !MOVING.includes(status) && (size === undefined || sameSize(size, service));
        if (settled)
            return { done: service, moved: true };
        const moved = status !== lastStatus;
        if (moved)
            options.logger.info(`Compute service ${plan.label} is ${status || 'not there yet'}…`);
        lastStatus = status;
        return { moved };
    }, { deadline, signal: options.signal, pacing: options.pacing });
    if (outcome.kind === 'done')
        return { kind: 'reached', service: outcome.value };
    if (outcome.kind === 'cancelled')
        throw options.signal?.reason ?? new src_errors/* ActionFailure */.dR('Cancelled.');
    return { kind: 'timed-out', service: last };
}

// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __webpack_require__(42408);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
;// CONCATENATED MODULE: ./src/actions/compute-scale/inputs.ts

const CPU = /^\d+(\.\d+)?$/;
const MEMORY = /^(\d+(?:\.\d+)?)\s*(mb|mib|gb|gib)?$/i;
/** Far above any machine, so a typo of extra zeros is caught here rather than by the platform. */
const MAX_CPU = 1024;
const MAX_MEMORY_MB = 16 * 1024 * 1024;
/** Everything but the connection inputs; every mistake is one sentence naming the input. */
function readComputeScaleInputs(inputs) {
    const service = inputs.id('service', "a compute service's id or name", 'set it to the id or name of the compute service to scale');
    const cpu = readCpu(inputs.optional('cpu'));
    const memoryMb = readMemory(inputs.optional('memory'));
    if (cpu === undefined && memoryMb === undefined) {
        throw new src_errors/* ConfigurationError */.j1('Inputs "cpu" and "memory" are both empty: set `cpu` (e.g. `2`), `memory` (e.g. `4GB`) or both.', 'cpu');
    }
    return {
        service,
        wanted: { cpu, memoryMb },
        dryRun: inputs.boolean('dry-run'),
        wait: inputs.boolean('wait'),
        timeoutMs: inputs.durationMs('timeout'),
    };
}
function readCpu(value) {
    if (value === undefined)
        return undefined;
    const cpu = Number(value);
    if (!CPU.test(value) || cpu <= 0 || cpu > MAX_CPU) {
        throw new src_errors/* ConfigurationError */.j1(`Input "cpu" must be a number of CPUs above 0 and at most ${MAX_CPU}, such as \`2\` or \`0.5\`, not "${value}".`, 'cpu');
    }
    return cpu;
}
function readMemory(value) {
    if (value === undefined)
        return undefined;
    const match = MEMORY.exec(value);
    const unit = match?.[2]?.toLowerCase() ?? 'mb';
    const megabytes = match ? Number(match[1]) * (unit.startsWith('g') ? 1024 : 1) : Number.NaN;
    if (!Number.isInteger(megabytes) || megabytes <= 0 || megabytes > MAX_MEMORY_MB) {
        throw new src_errors/* ConfigurationError */.j1(`Input "memory" must be a whole number of MB such as \`4096\`, \`4096MB\` or \`4GB\` (1 GB = 1024 MB), not "${value}".`, 'memory');
    }
    return megabytes;
}
/** Why the `service` input names no single service, as the input's one sentence. */
function serviceNotFound(reference, lookup) {
    const problem = lookup.kind === 'several'
        ? `the name of ${lookup.ids.length} compute services (${lookup.ids.join(', ')}): give the id of the one meant instead`
        : `which is neither the id nor the name of a compute service the key can see (it sees ${lookup.count}): check the id or name, and that the \`api-key\` belongs to the organisation that owns it`;
    return new src_errors/* ConfigurationError */.j1(`Input "service" is "${reference}", ${problem}.`, 'service');
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
;// CONCATENATED MODULE: ./src/actions/compute-scale/report.ts


const RESULT_TEXT = {
    succeeded: 'done: the service reports the size wanted',
    planned: 'dry run: nothing was changed',
    requested: 'requested; not waited for (`wait: false`)',
    'timed-out': 'requested, but the service did not report the new size in time',
};
/** The one place a scale's outcome becomes outputs and the job summary. */
async function reportScale(port, writer, plan, result, serviceName) {
    const outputs = {
        'service-id': plan.serviceId,
        cpu: String(plan.wanted.cpu),
        memory: String(plan.wanted.memoryMb),
        changed: String(plan.changed),
        plan: JSON.stringify({
            service: { id: plan.serviceId, name: serviceName ?? null },
            current: plan.current,
            wanted: plan.wanted,
            changed: plan.changed,
        }),
        status: result,
    };
    writer.setAll(outputs);
    const change = plan.changed ? describePlan(plan) : `no change: ${describePlan(plan)}`;
    const rows = [
        ['Service', plan.label],
        ['Plan', change],
        ['Result', plan.changed || result === 'planned' ? RESULT_TEXT[result] : 'nothing to do'],
    ];
    await port.appendSummary(`### Compute scale\n\n${(0,markdown/* renderTable */.bo)(['', ''], rows)}\n`);
}

// EXTERNAL MODULE: ./src/actions/compute-scale/spec.ts
var spec = __webpack_require__(98259);
;// CONCATENATED MODULE: ./src/actions/compute-scale/run.ts







const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, client, signal }) => {
    const config = readComputeScaleInputs(inputs);
    const context = { logger: port, signal };
    const lookup = await lookUpComputeService(client, config.service, context);
    if (lookup.kind !== 'found')
        throw serviceNotFound(config.service, lookup);
    const wait = { ...context, timeoutMs: config.timeoutMs };
    let { service, size } = await readSize(client, lookup.service.id, context);
    if (!config.dryRun && (service.status ?? '').toLowerCase() === 'scaling') {
        port.info(`Compute service ${service.id} is still scaling; waiting for that to finish before planning.`);
        const before = await waitForSize(client, { serviceId: service.id, label: service.id }, undefined, wait);
        if (before.kind === 'timed-out') {
            throw new src_errors/* ActionFailure */.dR(`Compute service ${service.id} was still scaling after ${(0,deploy_status/* formatDuration */.a3)(config.timeoutMs)}, so nothing was changed; re-run once that scale is done, or raise the \`timeout\` input.`);
        }
        ({ service, size } = await readSize(client, service.id, context));
    }
    const plan = planScale(service, size, config.wanted);
    port.info(`Compute service ${plan.label}: ${plan.changed ? '' : 'no change, '}${describePlan(plan)}.`);
    if (config.dryRun || !plan.changed) {
        return reportScale(port, outputs, plan, config.dryRun ? 'planned' : 'succeeded', service.name);
    }
    await requestScale(client, plan, context);
    if (!config.wait)
        return reportScale(port, outputs, plan, 'requested', service.name);
    const outcome = await waitForSize(client, plan, plan.wanted, wait);
    await reportScale(port, outputs, plan, outcome.kind === 'reached' ? 'succeeded' : 'timed-out', service.name);
    if (outcome.kind === 'timed-out') {
        throw new src_errors/* ActionFailure */.dR(`Compute service ${plan.label} did not report ${plan.wanted.cpu} CPU and ${plan.wanted.memoryMb} MB within ${(0,deploy_status/* formatDuration */.a3)(config.timeoutMs)} (last status: ${outcome.service?.status ?? 'unknown'}); raise the \`timeout\` input, or re-run: the next run sees the scale under way and waits for it.`);
    }
    port.info(`Compute service ${plan.label} now has ${plan.wanted.cpu} CPU and ${plan.wanted.memoryMb} MB.`);
});


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


/***/ })

};
