export const id = 38;
export const ids = [38];
export const modules = {

/***/ 91038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/request-check.ts + 1 modules
var request_check = __webpack_require__(38597);
// EXTERNAL MODULE: ./src/api/resources/cron.ts
var cron = __webpack_require__(61460);
// EXTERNAL MODULE: ./src/api/resources/projects-resolve.ts
var projects_resolve = __webpack_require__(90355);
// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./node_modules/croner/dist/croner.js
var croner = __webpack_require__(55814);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
;// CONCATENATED MODULE: ./src/sync/cron/offline-runs.ts


/**
 * The next runs of a schedule in its time zone, computed here with croner (a maintained cron library
 * that knows IANA zones and daylight-saving jumps) from the run's clock. Used when the platform's own
 * preview is out of reach (POST /cron/preview needs a full key), and labelled as computed offline:
 * the platform's scheduler is the judge, this is what standard 5-field cron means.
 * Empty when croner cannot read the expression (the platform's check reports it).
 */
function offlineNextRuns(schedule, timezone, count) {
    try {
        const cron = new croner/* Cron */.l4(schedule, { timezone, paused: true });
        return cron.nextRuns(count, new Date((0,clock/* currentClock */.q6)().now())).map((date) => date.toISOString());
    }
    catch {
        return [];
    }
}

;// CONCATENATED MODULE: ./src/sync/cron/client-writer.ts



/** How many upcoming runs the summary shows for each new or changed job. */
const PREVIEW_RUNS = 3;
/**
 * The cron provider's calls made with the API client, so every request shares its pacing and retries.
 * The preview's answers are kept: the summary shows them for the jobs that change.
 */
function cronClientWriter(client) {
    const previews = new Map();
    let previewNeedsFullKey = false;
    const keyOf = (schedule, timezone) => `${schedule}\n${timezone}`;
    return {
        createJob: (body, signal) => (0,cron/* createCronJob */.sr)(client, { ...body }, { signal }),
        updateJob: (id, body, signal) => (0,cron/* updateCronJob */.ln)(client, id, { ...body }, { signal }),
        deleteJob: (id, signal) => (0,cron/* deleteCronJob */.LP)(client, id, { signal }),
        previewSchedule: async (schedule, timezone, signal) => {
            if (previewNeedsFullKey)
                return undefined;
            try {
                const preview = await (0,cron/* previewCronSchedule */.e$)(client, { schedule, timezone, count: PREVIEW_RUNS }, { signal });
                previews.set(keyOf(schedule, timezone), preview.nextRuns.slice(0, PREVIEW_RUNS));
                return undefined;
            }
            catch (error) {
                // 400/422 is the platform judging the expression; anything else (a 401, a 5xx) is not a verdict.
                if (error instanceof errors/* PlatformApiError */.es && [400, 422].includes(error.status)) {
                    return error.platformMessage ?? error.message;
                }
                // A read key permits GET only (§5), and the preview is a POST: a dry run with a read key
                // keeps the offline check, says so once, and still plans.
                if (error instanceof errors/* PlatformApiError */.es && error.status === 403) {
                    previewNeedsFullKey = true;
                    client.logger.warning("The platform checks schedules with POST /cron/preview, which needs a full key; with this read key the schedules were checked offline only, and the upcoming runs are computed offline (croner, in each job's time zone).");
                    return undefined;
                }
                throw error;
            }
        },
        nextRuns: (schedule, timezone) => {
            const previewed = previews.get(keyOf(schedule, timezone));
            if (previewed !== undefined && previewed.length > 0)
                return { runs: previewed, source: 'platform' };
            return { runs: offlineNextRuns(schedule, timezone, PREVIEW_RUNS), source: 'offline' };
        },
    };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/sync/validation.ts
var validation = __webpack_require__(8152);
// EXTERNAL MODULE: ./src/sync/yaml-source.ts + 1 modules
var yaml_source = __webpack_require__(19986);
// EXTERNAL MODULE: ./src/sync/checked.ts
var checked = __webpack_require__(12506);
;// CONCATENATED MODULE: ./src/sync/cron/job.ts

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];
const DEFAULT_HTTP_METHOD = 'GET';
const DEFAULT_TIMEZONE = 'UTC';
/** Intl's canonical spelling ('europe/paris' → 'Europe/Paris', 'Etc/UTC' → 'UTC'), so both sides compare. */
function checkTimezone(raw) {
    if (raw === undefined || raw === null)
        return (0,checked/* valid */.r)(DEFAULT_TIMEZONE);
    const text = typeof raw === 'string' ? raw.trim() : '';
    // Intl also takes fixed offsets (+02:00); a schedule needs a zone with its daylight-saving rules.
    if (/^[A-Za-z]/.test(text)) {
        try {
            return (0,checked/* valid */.r)(new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone);
        }
        catch {
            // Reported below, the same way as a non-string.
        }
    }
    return (0,checked/* invalid */.G)(`The timezone ${JSON.stringify(raw)} is not a known IANA time zone; use a name like Europe/Paris or America/New_York, or leave it out for UTC.`);
}
function cronJobsEqual(desired, current) {
    return (desired.schedule === current.schedule &&
        sameTarget(desired.target, current.target) &&
        (current.project === undefined || desired.project === current.project) &&
        desired.timezone === current.timezone &&
        desired.enabled === current.enabled);
}
function sameTarget(desired, current) {
    if (desired.kind === 'command')
        return current.kind === 'command' && desired.command === current.command;
    if (current.kind !== 'http')
        return false;
    // A platform that does not report the method cannot be told about it either; compare what it shows.
    return desired.path === current.path && (current.method === undefined || current.method === desired.method);
}
function describeTarget(target) {
    if (target.kind === 'command')
        return `run "${target.command}"`;
    if (target.kind === 'url')
        return `request ${target.url}`;
    return `${target.method ?? 'request'} ${target.path}`;
}
function describeCronJob(job) {
    const parts = [`${job.schedule} (${job.timezone})`, describeTarget(job.target)];
    if (job.project !== undefined)
        parts.push(`in ${job.project}`);
    if (!job.enabled)
        parts.push('disabled');
    return parts.join(', ');
}

;// CONCATENATED MODULE: ./src/sync/cron/schedule.ts

// Standard cron names, counted from JAN (1) and SUN (0); the local platform's parser reads the same.
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const FIELDS = [
    { name: 'minute', min: 0, max: 59 },
    { name: 'hour', min: 0, max: 23 },
    { name: 'day-of-month', min: 1, max: 31, allowsQuestionMark: true },
    { name: 'month', min: 1, max: 12, names: MONTHS },
    // 7 is Sunday as well as 0 in most cron dialects.
    { name: 'day-of-week', min: 0, max: 7, names: WEEKDAYS, allowsQuestionMark: true },
];
/** The @-shorthands and the 5-field expressions they stand for. */
const MACROS = {
    '@yearly': '0 0 1 1 *',
    '@annually': '0 0 1 1 *',
    '@monthly': '0 0 1 * *',
    '@weekly': '0 0 * * 0',
    '@daily': '0 0 * * *',
    '@midnight': '0 0 * * *',
    '@hourly': '0 * * * *',
};
const LAYOUT = 'minute hour day-of-month month day-of-week';
/** The expression with single spaces and upper-case names, so `0 9 * * mon` equals `0  9 * * MON`. */
function checkSchedule(raw) {
    if (typeof raw !== 'string' || raw.trim() === '') {
        return (0,checked/* invalid */.G)(`The schedule must be a 5-field cron expression (${LAYOUT}), e.g. "0 3 * * *".`);
    }
    const expression = raw.trim();
    const macro = MACROS[expression.toLowerCase()];
    if (macro !== undefined)
        return (0,checked/* invalid */.G)(`The schedule "${expression}" is a shorthand; write it as "${macro}".`);
    const parts = expression.split(/\s+/);
    if (parts.length !== FIELDS.length) {
        const hint = parts.length === 6 ? ' (a seconds or year field is not supported)' : '';
        return (0,checked/* invalid */.G)(`The schedule "${expression}" has ${parts.length} fields, but needs 5: ${LAYOUT}${hint}.`);
    }
    for (const [index, field] of FIELDS.entries()) {
        const problem = fieldProblem(parts[index] ?? '', field);
        if (problem !== undefined)
            return (0,checked/* invalid */.G)(`The schedule "${expression}" ${problem}.`);
    }
    return (0,checked/* valid */.r)(parts.join(' ').toUpperCase());
}
function fieldProblem(text, field) {
    if (text === '?' && field.allowsQuestionMark)
        return undefined;
    for (const item of text.split(',')) {
        const problem = itemProblem(item, field);
        if (problem !== undefined)
            return problem;
    }
    return undefined;
}
/** One list item: `*`, `n`, `a-b`, each optionally `/step`. */
function itemProblem(item, field) {
    const where = `in the ${field.name} field`;
    const allowed = `use ${rangeText(field)}`;
    if (item === '')
        return `has an empty list item ${where}; remove the extra comma`;
    const [range = '', step, extra] = item.split('/');
    if (extra !== undefined)
        return `has "${item}" ${where}, with more than one "/"`;
    if (step !== undefined && (!/^\d+$/.test(step) || Number(step) < 1 || Number(step) > field.max)) {
        return `has the step "/${step}" ${where}; use a whole number from 1 to ${field.max}`;
    }
    if (range === '*')
        return undefined;
    const bounds = range.split('-');
    if (bounds.length > 2)
        return `has "${range}" ${where}; a range is written start-end`;
    const values = [];
    for (const bound of bounds) {
        const value = fieldValue(bound, field);
        if (value === 'out of range')
            return `has ${bound} ${where}; ${allowed}`;
        if (value === 'misplaced name')
            return `has the name ${bound} ${where}, where it does not belong; ${allowed}`;
        if (value === 'garbage') {
            return `has "${item}" ${where}; ${allowed}, with *, ranges (1-5), lists (1,3) and steps (*/15)`;
        }
        values.push(value);
    }
    const [start = 0, end = start] = values;
    if (end < start)
        return `has the range "${range}" ${where}, which ends before it starts`;
    return undefined;
}
function rangeText(field) {
    const names = field.names === undefined ? '' : ` or ${field.names[0]}-${field.names.at(-1)}`;
    return `${field.min}-${field.max}${names}`;
}
function fieldValue(text, field) {
    if (/^\d+$/.test(text)) {
        const value = Number(text);
        return value >= field.min && value <= field.max ? value : 'out of range';
    }
    const upper = text.toUpperCase();
    const index = field.names?.indexOf(upper) ?? -1;
    if (index >= 0)
        return field.names === MONTHS ? index + 1 : index;
    return MONTHS.includes(upper) || WEEKDAYS.includes(upper) ? 'misplaced name' : 'garbage';
}

;// CONCATENATED MODULE: ./src/sync/cron/target.ts




/** Exactly one of `command` (run in the project) and `path` (requested on the project's site, `method` optional). */
function checkTarget(command, path, method, label, at) {
    if (command !== undefined && path !== undefined) {
        return (0,checked/* invalid */.G)((0,validation/* issueAt */.NC)(path.keyAt, `${label} has both command and path; a job runs one of them, so keep one.`));
    }
    if (command !== undefined) {
        if (method !== undefined) {
            return (0,checked/* invalid */.G)((0,validation/* issueAt */.NC)(method.keyAt, `${label}: method only applies to a path; remove it or use path instead of command.`));
        }
        const text = (0,yaml_source/* scalarOf */.ol)(command.value);
        if (typeof text === 'string' && text.trim() !== '')
            return (0,checked/* valid */.r)({ kind: 'command', command: text.trim() });
        return (0,checked/* invalid */.G)((0,validation/* issueAt */.NC)(command.valueAt, `${label}: command must be a non-empty string, not ${(0,yaml_source/* shapeOf */.F5)(command.value)}.`));
    }
    if (path !== undefined) {
        const text = (0,yaml_source/* scalarOf */.ol)(path.value);
        if (typeof text !== 'string' || !text.startsWith('/') || /\s/.test(text)) {
            const message = `${label}: path must be a path on the project's site starting with "/", like /api/cron/cleanup, not ${(0,yaml_source/* shapeOf */.F5)(path.value)}.`;
            return (0,checked/* invalid */.G)((0,validation/* issueAt */.NC)(path.valueAt, message));
        }
        const checkedMethod = checkMethod(method, label);
        return checkedMethod.ok
            ? (0,checked/* valid */.r)({ kind: 'http', path: text, method: checkedMethod.value })
            : checkedMethod;
    }
    return (0,checked/* invalid */.G)((0,validation/* issueAt */.NC)(at, `${label} runs nothing; add "command:" (run in the project) or "path:" (an HTTP path on it).`));
}
function checkMethod(entry, label) {
    if (entry === undefined)
        return (0,checked/* valid */.r)(DEFAULT_HTTP_METHOD);
    const raw = (0,yaml_source/* scalarOf */.ol)(entry.value);
    const method = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    const known = HTTP_METHODS.find((candidate) => candidate === method);
    if (known !== undefined)
        return (0,checked/* valid */.r)(known);
    return (0,checked/* invalid */.G)((0,validation/* issueAt */.NC)(entry.valueAt, `${label}: method ${(0,yaml_source/* shapeOf */.F5)(entry.value)} is not supported; use one of ${HTTP_METHODS.join(', ')}.`));
}

;// CONCATENATED MODULE: ./src/sync/cron/file.ts






/** Reads a cron file (YAML or JSON; a list of jobs or a map keyed by name) and throws every problem at once. */
function readCronFile(text, file, options = {}) {
    const { jobs, issues } = parseCronFile(text, file, options);
    (0,validation/* throwIfIssues */.AR)(issues);
    return [...jobs];
}
function parseCronFile(text, file, options = {}) {
    const source = (0,yaml_source/* parseSource */.PJ)(text, file);
    if (source.issues.length > 0)
        return { jobs: [], issues: source.issues };
    const { root } = source;
    if (root === null || ((0,dist/* isScalar */.jn)(root) && root.value === null))
        return { jobs: [], issues: [] };
    const issues = [];
    const jobs = [];
    const firstLine = new Map();
    for (const { node, at, key } of jobNodes(source, root, issues)) {
        const job = parseJob(source, node, at, key, options);
        issues.push(...job.issues);
        if (job.name === undefined)
            continue;
        const first = firstLine.get(job.name);
        if (first !== undefined) {
            issues.push((0,validation/* issueAt */.NC)(at, `Job name "${job.name}" is used twice (first at line ${first}); give each job its own name.`));
        }
        else
            firstLine.set(job.name, at.line);
        if (job.job !== undefined)
            jobs.push(job.job);
    }
    return { jobs: issues.length === 0 ? jobs : [], issues };
}
function jobNodes(source, root, issues) {
    const found = [];
    const rootAt = source.at(root);
    const candidates = (0,dist/* isSeq */.oP)(root)
        ? (0,yaml_source/* itemsOf */.S3)(source, root, rootAt)
        : (0,dist/* isMap */.jh)(root)
            ? (0,yaml_source/* entriesOf */.Mc)(source, root, rootAt).map((entry) => ({ node: entry.value, at: entry.keyAt, key: entry }))
            : [];
    if (!(0,dist/* isSeq */.oP)(root) && !(0,dist/* isMap */.jh)(root)) {
        const message = `The cron file must be a list of jobs or a map of job names to jobs, but it holds ${(0,yaml_source/* shapeOf */.F5)(root)}.`;
        issues.push((0,validation/* issueAt */.NC)(rootAt, message));
    }
    for (const candidate of candidates) {
        if ((0,dist/* isMap */.jh)(candidate.node)) {
            // A keyed job is found by its name's line; a listed one by its first field.
            const jobAt = candidate.key === undefined ? source.at(candidate.node, candidate.at) : candidate.at;
            found.push({ node: candidate.node, at: jobAt, key: candidate.key });
        }
        else {
            const what = candidate.key === undefined ? 'Each job' : `Job "${candidate.key.key}"`;
            const example = '(name, schedule, and command or path)';
            issues.push((0,validation/* issueAt */.NC)(candidate.at, `${what} must be a mapping ${example}, not ${(0,yaml_source/* shapeOf */.F5)(candidate.node)}.`));
        }
    }
    return found;
}
const JOB_KEYS = ['name', 'schedule', 'command', 'path', 'method', 'project', 'timezone', 'enabled'];
function parseJob(source, node, at, key, options) {
    const entries = (0,yaml_source/* entriesOf */.Mc)(source, node, at);
    const field = (name) => entries.find((entry) => entry.key === name);
    const issues = [];
    const name = jobName(field('name'), key, at, issues);
    const label = name === undefined ? 'This job' : `Job "${name}"`;
    issues.push(...(0,yaml_source/* unknownKeyIssues */.yO)(entries, JOB_KEYS, name === undefined ? 'this job' : `job "${name}"`));
    const scheduleEntry = field('schedule');
    const schedule = checkSchedule((0,yaml_source/* scalarOf */.ol)(scheduleEntry?.value ?? null));
    if (!schedule.ok)
        issues.push((0,validation/* issueAt */.NC)(scheduleEntry?.valueAt ?? at, `${label}: ${schedule.error}`));
    const target = checkTarget(field('command'), field('path'), field('method'), label, at);
    if (!target.ok)
        issues.push(target.error);
    const project = jobProject(field('project'), label, at, options, issues);
    const timezoneEntry = field('timezone');
    const timezone = checkTimezone((0,yaml_source/* scalarOf */.ol)(timezoneEntry?.value ?? null));
    if (!timezone.ok)
        issues.push((0,validation/* issueAt */.NC)(timezoneEntry?.valueAt ?? at, `${label}: ${timezone.error}`));
    const enabledEntry = field('enabled');
    const enabled = enabledEntry === undefined ? true : (0,yaml_source/* scalarOf */.ol)(enabledEntry.value);
    if (typeof enabled !== 'boolean' && enabledEntry !== undefined) {
        issues.push((0,validation/* issueAt */.NC)(enabledEntry.valueAt, `${label}: enabled must be true or false, not ${(0,yaml_source/* shapeOf */.F5)(enabledEntry.value)}.`));
    }
    if (issues.length > 0 || name === undefined || !schedule.ok || !target.ok || !timezone.ok)
        return { name, issues };
    if (project === undefined || typeof enabled !== 'boolean')
        return { name, issues };
    const scheduleSource = scheduleEntry?.valueAt ?? at;
    const job = {
        name,
        schedule: schedule.value,
        target: target.value,
        project,
        timezone: timezone.value,
        enabled,
    };
    return { name, issues, job: { ...job, source: at, scheduleSource } };
}
function jobName(entry, key, at, issues) {
    const given = entry === undefined ? undefined : (0,yaml_source/* scalarOf */.ol)(entry.value);
    const fromKey = key?.key.trim();
    if (entry !== undefined && (typeof given !== 'string' || given.trim() === '')) {
        issues.push((0,validation/* issueAt */.NC)(entry.valueAt, `A job name must be a non-empty string, not ${(0,yaml_source/* shapeOf */.F5)(entry.value)}.`));
        return undefined;
    }
    const name = typeof given === 'string' ? given.trim() : fromKey;
    if (fromKey !== undefined && name !== fromKey) {
        const message = `Job "${fromKey}" also says name: "${name}"; drop the name field, or make it match the key.`;
        issues.push((0,validation/* issueAt */.NC)(entry?.valueAt ?? at, message));
    }
    if (name === undefined || name === '') {
        issues.push((0,validation/* issueAt */.NC)(at, 'This job has no name; add "name:", unique in the file.'));
        return undefined;
    }
    return name;
}
function jobProject(entry, label, at, options, issues) {
    const given = entry === undefined ? undefined : (0,yaml_source/* scalarOf */.ol)(entry.value);
    if (typeof given === 'string' && given.trim() !== '')
        return given.trim();
    if (typeof given === 'number')
        return String(given);
    if (entry !== undefined) {
        issues.push((0,validation/* issueAt */.NC)(entry.valueAt, `${label}: project must be a project's id or name, not ${(0,yaml_source/* shapeOf */.F5)(entry.value)}.`));
        return undefined;
    }
    const fallback = options.defaultProject?.trim();
    if (fallback !== undefined && fallback !== '')
        return fallback;
    issues.push((0,validation/* issueAt */.NC)(at, `${label} names no project; add "project:" to it, or set the action's project input.`));
    return undefined;
}

;// CONCATENATED MODULE: ./src/sync/cron/platform.ts


function toPlatformCronJob(job) {
    const common = {
        name: job.name,
        schedule: job.schedule,
        timezone: job.timezone,
        enabled: job.enabled,
        projectId: job.project,
    };
    if (job.target.kind === 'command')
        return { ...common, command: job.target.command, path: null };
    const { path, method } = job.target;
    return method === 'GET' ? { ...common, command: null, path } : { ...common, command: null, path, method };
}
/**
 * Reads the platform's job list tolerantly: schedule/cron/expression, path/url, projectId/project_id,
 * enabled/active/paused, timezone/tz. A job that cannot be read (no id, no name) is ignored, so it is
 * neither matched nor pruned.
 */
function decodePlatformCronJobs(raws) {
    const jobs = [];
    const ignored = [];
    for (const raw of raws) {
        const decoded = typeof raw === 'object' && raw !== null ? decodeOne(raw) : 'not an object';
        if (typeof decoded === 'string')
            ignored.push({ raw, reason: decoded });
        else
            jobs.push(decoded);
    }
    return { jobs, ignored };
}
function decodeOne(fields) {
    const id = platform_text(pick(fields, 'id', 'jobId', 'job_id', 'cronJobId'));
    const name = platform_text(pick(fields, 'name'));
    if (id === undefined || name === undefined)
        return 'it has no id or name';
    const rawSchedule = platform_text(pick(fields, 'schedule', 'cron', 'expression', 'cronExpression', 'cron_expression')) ?? '';
    const schedule = checkSchedule(rawSchedule);
    const timezone = checkTimezone(platform_text(pick(fields, 'timezone', 'tz', 'timeZone', 'time_zone')) ?? DEFAULT_TIMEZONE);
    const target = decodeTarget(fields);
    if (target === undefined)
        return 'it has no command, path or url';
    return {
        id,
        name,
        // An expression this check does not know is kept verbatim: it then differs, and the file wins.
        schedule: schedule.ok ? schedule.value : rawSchedule,
        target,
        project: projectOf(pick(fields, 'projectId', 'project_id', 'project')),
        timezone: timezone.ok ? timezone.value : String(pick(fields, 'timezone', 'tz')),
        enabled: enabledOf(fields),
    };
}
function decodeTarget(fields) {
    const command = platform_text(pick(fields, 'command', 'cmd'));
    if (command !== undefined && command !== '')
        return { kind: 'command', command };
    const path = platform_text(pick(fields, 'path'));
    if (path === undefined || path === '') {
        const url = platform_text(pick(fields, 'url', 'endpoint'));
        return url === undefined || url === '' ? undefined : { kind: 'url', url };
    }
    const method = platform_text(pick(fields, 'method', 'httpMethod', 'http_method'))?.toUpperCase();
    const known = HTTP_METHODS.find((candidate) => candidate === method);
    return { kind: 'http', path: path.startsWith('/') ? path : `/${path}`, method: known };
}
function projectOf(value) {
    if (typeof value === 'object' && value !== null)
        return platform_text(value.id);
    return platform_text(value);
}
function enabledOf(fields) {
    const enabled = pick(fields, 'enabled', 'active', 'isEnabled', 'is_enabled');
    if (typeof enabled === 'boolean')
        return enabled;
    const paused = pick(fields, 'paused', 'disabled');
    if (typeof paused === 'boolean')
        return !paused;
    const status = platform_text(pick(fields, 'status', 'state'))?.toLowerCase();
    return status === undefined || !['paused', 'disabled', 'inactive'].includes(status);
}
function pick(fields, ...names) {
    for (const name of names)
        if (fields[name] !== undefined && fields[name] !== null)
            return fields[name];
    return undefined;
}
function platform_text(value) {
    if (typeof value === 'string')
        return value.trim();
    if (typeof value === 'number')
        return String(value);
    return undefined;
}

;// CONCATENATED MODULE: ./src/sync/cron/provider.ts



/** Cron jobs keyed by name. Renaming a job is a create plus a delete, and the delete runs last. */
function cronJobProvider(writer) {
    return {
        kind: 'cron job',
        keyOfDesired: (job) => job.name,
        keyOfCurrent: (job) => job.name,
        equals: cronJobsEqual,
        describe: describeCronJob,
        label: (job) => ({ name: job.name, detail: job.schedule }),
        detailHeading: 'Schedule',
        validate: (jobs, signal) => previewSchedules(writer, jobs, signal),
        create: async (job, signal) => {
            await writer.createJob(toPlatformCronJob(job), signal);
        },
        update: async (job, current, signal) => {
            await writer.updateJob(current.id, toPlatformCronJob(job), signal);
        },
        delete: async (current, signal) => {
            await writer.deleteJob(current.id, signal);
        },
    };
}
/** Asks the platform about each distinct schedule once, before any write, and reports all rejections. */
async function previewSchedules(writer, jobs, signal) {
    const preview = writer.previewSchedule?.bind(writer);
    if (preview === undefined)
        return [];
    const verdicts = new Map();
    const issues = [];
    for (const job of jobs) {
        const key = `${job.schedule}\n${job.timezone}`;
        if (!verdicts.has(key))
            verdicts.set(key, await preview(job.schedule, job.timezone, signal));
        const rejection = verdicts.get(key);
        if (rejection !== undefined) {
            const message = `Job "${job.name}": the platform rejects the schedule "${job.schedule}" (${rejection.replace(/\.$/, '')}); fix the expression.`;
            issues.push((0,validation/* issueAt */.NC)(job.scheduleSource, message));
        }
    }
    return issues;
}

;// CONCATENATED MODULE: ./src/sync/cron/index.ts




// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/table-budget.ts
var table_budget = __webpack_require__(46728);
;// CONCATENATED MODULE: ./src/sync/cron/next-runs.ts


const SOURCE_TEXT = {
    platform: 'from the platform’s preview',
    offline: 'computed offline with croner: the platform’s preview needs a full key',
};
/**
 * Markdown: the next runs of every job the plan creates or changes, as the platform previewed them
 * or, out of its reach, as computed offline; the heading says which.
 */
function renderNextRuns(plan, nextRuns) {
    const jobs = plan.items
        .filter((item) => item.op === 'create' || item.op === 'update')
        .flatMap((item) => (item.desired === undefined ? [] : [item.desired]));
    if (jobs.length === 0)
        return '';
    const sources = new Set();
    const table = (0,table_budget/* rowsWithin */.d$)(jobs, (job) => {
        const shown = runsOf(job, nextRuns, sources).map(cell).join('<br>');
        return (0,markdown/* tableRow */.jD)([cell(job.name), cell(`${job.schedule} (${job.timezone})`), shown]);
    }, table_budget/* EXTRA_TABLE_MAX_BYTES */.pX);
    const lines = [
        `**Next runs of new and changed jobs** (${[...sources].map((source) => SOURCE_TEXT[source]).join('; ') || SOURCE_TEXT.platform})`,
        '',
        '| Job | Schedule | Next runs |',
        '| --- | --- | --- |',
        ...table.rows,
    ];
    if (table.omitted > 0)
        lines.push('', (0,table_budget/* moreLine */.g0)(table.omitted, 'jobs'));
    return `${lines.join('\n')}\n`;
}
/** The same, one line per job, for the step log. */
function nextRunsText(plan, nextRuns) {
    return plan.items
        .filter((item) => item.op === 'create' || item.op === 'update')
        .flatMap((item) => (item.desired === undefined ? [] : [item.desired]))
        .map((job) => {
        const sources = new Set();
        const runs = runsOf(job, nextRuns, sources).join(', ');
        const label = sources.has('offline') ? ` (${SOURCE_TEXT.offline})` : '';
        return `Next runs of ${job.name}: ${runs}${label}`;
    });
}
function runsOf(job, nextRuns, sources) {
    if (!job.enabled)
        return ['none (disabled)'];
    const answer = nextRuns(job.schedule, job.timezone);
    if (answer.runs.length === 0)
        return ['(not previewed)'];
    sources.add(answer.source);
    return answer.runs;
}
function cell(text) {
    return (0,markdown/* escapeTableCell */.aL)(text, ' ');
}

// EXTERNAL MODULE: ./src/sync/project-lookup.ts
var project_lookup = __webpack_require__(49661);
;// CONCATENATED MODULE: ./src/sync/cron/projects.ts



/**
 * Jobs name their project by id or name (`project: shop`); the platform and the plan speak ids. Each
 * distinct reference is looked up once, before anything is planned or written, and said in the log as
 * `Project shop (prj_shop)`; a reference that matches no project, or several, is kept for the check below.
 */
async function resolveCronProjects(jobs, directory, logger, known = new Map()) {
    const ids = new Map(known);
    const problems = new Map();
    for (const reference of new Set(jobs.map((job) => job.project))) {
        if (ids.has(reference))
            continue;
        const lookup = await directory.lookUp(reference);
        if (lookup.kind === 'found') {
            ids.set(reference, lookup.project.id);
            logger.info(`Project ${(0,projects_resolve/* projectLabel */.Q)(lookup.project)}.`);
        }
        else {
            problems.set(reference, (0,project_lookup/* lookupProblem */.A)(lookup));
        }
    }
    return { jobs: jobs.map((job) => ({ ...job, project: ids.get(job.project) ?? job.project })), problems };
}
/**
 * Adds a check to the provider's platform checks: every project a job names is one project of the
 * platform. Without it a typo in `project:` would pass validation and fail half-way through the writes.
 */
function withProjectCheck(provider, problems) {
    return {
        ...provider,
        validate: async (jobs, signal) => [
            ...((await provider.validate?.(jobs, signal)) ?? []),
            ...projectIssues(jobs, problems),
        ],
    };
}
function projectIssues(jobs, problems) {
    return jobs.flatMap((job) => {
        const problem = problems.get(job.project);
        return problem === undefined
            ? []
            : [(0,validation/* issueAt */.NC)(job.source, `Job "${job.name}": project "${job.project}" ${problem}.`)];
    });
}

;// CONCATENATED MODULE: ./src/sync/cron/request-bodies.ts

/** The bodies cron-sync's writes send, located at each job's entry, for the plan's body check. */
const cronRequestBodies = {
    requestsOf: (job, op) => [
        { operation: op === 'create' ? 'createCronJob' : 'updateCronJob', body: toPlatformCronJob(job) },
    ],
    locate: (job) => job.source,
};

;// CONCATENATED MODULE: ./src/sync/cron/scope.ts
/**
 * Cron jobs are listed for the whole account, but a file speaks for its projects only: the action's
 * `project` input and every project a job names. A job of another project stays out of the plan, so
 * `prune` in one repository can never delete another project's jobs, except a job whose name the file
 * declares (names match jobs, so declaring a name claims it, even to move it between projects). A job
 * whose project the platform does not report is only in scope by its name, for the same reason.
 */
function scopeCronJobs(current, desired, defaultProject) {
    const projects = new Set(desired.map((job) => job.project));
    if (defaultProject !== undefined)
        projects.add(defaultProject);
    const names = new Set(desired.map((job) => job.name));
    const managed = [];
    const outside = [];
    for (const job of current) {
        const inScope = names.has(job.name) || (job.project !== undefined && projects.has(job.project));
        (inScope ? managed : outside).push(job);
    }
    return { managed, outside };
}

// EXTERNAL MODULE: ./src/sync/engine/index.ts + 5 modules
var engine = __webpack_require__(2715);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/actions/common/sync-inputs.ts
var sync_inputs = __webpack_require__(74674);
// EXTERNAL MODULE: ./src/actions/common/sync-report.ts
var sync_report = __webpack_require__(59285);
;// CONCATENATED MODULE: ./src/actions/cron-sync/inputs.ts

/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
function readCronSyncInputs(inputs) {
    return { ...(0,sync_inputs/* readSyncFlags */.x8)(inputs), project: inputs.optionalId('project', 'a project id') };
}

// EXTERNAL MODULE: ./src/actions/cron-sync/spec.ts
var spec = __webpack_require__(15037);
;// CONCATENATED MODULE: ./src/actions/cron-sync/run.ts

















const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, client, signal, workspace }) => {
    const config = readCronSyncInputs(inputs);
    const file = (0,sync_inputs/* readDeclaredFile */.JM)(config.file, workspace);
    const declared = readCronFile(file.text, file.displayPath, { defaultProject: config.project });
    // Projects are named by id or name, in the input and in the file; each is resolved once, here.
    // Jobs that name no project take the input's: a wrong one is the input's mistake, not the file's.
    const directory = new projects_resolve/* ProjectDirectory */.t(client, signal);
    const defaultProject = config.project === undefined
        ? undefined
        : (await (0,project_input/* resolveProjectInput */.y)(directory, 'project', config.project, port)).id;
    const known = new Map(config.project === undefined ? [] : [[config.project, defaultProject]]);
    const { jobs: desired, problems } = await resolveCronProjects(declared, directory, port, known);
    const { jobs, ignored } = decodePlatformCronJobs((await (0,cron/* listCronJobs */.lY)(client, { signal })).map((job) => job.raw));
    for (const job of ignored)
        port.warning((0,redact/* redact */.E$)(`Left alone a cron job the platform lists but ${job.reason}.`));
    const scope = scopeCronJobs(jobs, desired, defaultProject);
    if (scope.outside.length > 0)
        port.info(`${scope.outside.length} cron job(s) of other projects are outside this file's scope.`);
    const writer = cronClientWriter(client);
    const provider = { ...withProjectCheck(cronJobProvider(writer), problems), bodies: cronRequestBodies };
    const result = await (0,engine/* runSync */.HZ)(provider, desired, scope.managed, {
        ...config,
        checkBody: await (0,request_check/* requestChecker */.B)(client, signal),
        signal,
        onResult: (item) => (0,sync_report/* logWrite */.wd)(port, item),
    });
    await (0,sync_report/* reportSync */.w1)(port, outputs, result, {
        title: `Cron sync: ${file.displayPath}`,
        dryRun: config.dryRun,
        extraMarkdown: renderNextRuns(result.plan, writer.nextRuns),
        extraLog: nextRunsText(result.plan, writer.nextRuns),
    });
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

/***/ 12506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ invalid),
/* harmony export */   r: () => (/* binding */ valid)
/* harmony export */ });
const valid = (value) => ({ ok: true, value });
const invalid = (error) => ({ ok: false, error });


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
