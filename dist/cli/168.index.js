export const id = 168;
export const ids = [168];
export const modules = {

/***/ 5168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/resources/env.ts
var env = __webpack_require__(36809);
// EXTERNAL MODULE: ./src/api/resources/services.ts
var resources_services = __webpack_require__(82776);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/databases/env-target.ts




function envTarget(client, options) {
    return options.scope === 'service' ? serviceTarget(client, options) : projectTarget(client, options);
}
const isStatus = (error, status) => error instanceof errors/* PlatformApiError */.es && error.status === status;
/** One PUT per variable: the service's other variables are never touched. */
function serviceTarget(client, o) {
    const request = { signal: o.signal };
    return {
        description: `${o.name} on service ${o.service} of project ${o.projectId}`,
        async preflight() {
            const services = await (0,resources_services/* listProjectServices */.ke)(client, o.projectId, request);
            const names = services.map((service) => service.name).filter((name) => name !== '');
            if (names.length === 0) {
                o.logger.warning(`Project ${o.projectId} lists no services; setting ${o.name} on "${o.service}" anyway.`);
            }
            else if (!names.includes(o.service)) {
                throw new src_errors/* ConfigurationError */.j1(`Input "service": project ${o.projectId} has no service "${o.service}"; it has ${names.join(', ')}.`, 'service');
            }
        },
        async set(value) {
            await (0,resources_services/* setServiceEnvVar */.kQ)(client, o.projectId, o.service, o.name, value, request);
        },
        async remove() {
            try {
                await (0,resources_services/* deleteServiceEnvVar */.HR)(client, o.projectId, o.service, o.name, request);
                return 'removed';
            }
            catch (error) {
                // The variable, the service or the whole preview project may be gone already.
                if (isStatus(error, 404))
                    return 'absent';
                throw error;
            }
        },
    };
}
/**
 * PUT /projects/{id}/env replaces the whole set and values cannot be read back, so writing one
 * variable is only safe when the project has no other: anything else is refused, never overwritten.
 */
function projectTarget(client, o) {
    const request = { signal: o.signal };
    const others = async () => (await (0,env/* listProjectEnvNames */.js)(client, o.projectId, request)).filter((name) => name !== o.name);
    const refuse = (names) => new src_errors/* ConfigurationError */.j1(`Refusing \`env-scope: project\`: project ${o.projectId} has other variables (${names.join(', ')}), and PUT /projects/{id}/env replaces the whole set while their values cannot be read back, so writing ${o.name} would delete them. Use \`env-scope: service\` (the default), which sets one variable and touches nothing else.`, 'env-scope');
    return {
        description: `${o.name} in the env of project ${o.projectId}`,
        async preflight() {
            const rest = await others();
            if (rest.length > 0)
                throw refuse(rest);
        },
        async set(value) {
            const rest = await others();
            if (rest.length > 0)
                throw refuse(rest);
            const result = await (0,env/* setProjectEnv */.XQ)(client, o.projectId, { [o.name]: value }, request);
            if (result.deploymentId)
                o.logger.info(`The platform redeploys project ${o.projectId} (deployment ${result.deploymentId}) with the new value.`);
        },
        async remove() {
            let names;
            try {
                names = await (0,env/* listProjectEnvNames */.js)(client, o.projectId, request);
            }
            catch (error) {
                if (isStatus(error, 404))
                    return 'absent';
                throw error;
            }
            if (!names.includes(o.name))
                return 'absent';
            if (names.some((name) => name !== o.name)) {
                o.logger.warning(`Left ${o.name} in project ${o.projectId}: the project has other variables, and removing one means replacing the whole set, whose values cannot be read back.`);
                return 'left';
            }
            await (0,env/* setProjectEnv */.XQ)(client, o.projectId, {}, request);
            return 'removed';
        },
    };
}

// EXTERNAL MODULE: ./src/api/resources/databases.ts
var databases = __webpack_require__(31244);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
;// CONCATENATED MODULE: ./src/databases/credentials.ts





/**
 * A fresh password for `username`. The platform shows a password once, in the answer that creates
 * the user, so an existing user (an earlier run, or an unanswered create) is deleted and added again:
 * every attach rotates the password and writes the new connection string to the preview's env.
 */
async function rotateUser(client, database, username, context) {
    const create = () => (0,databases/* createDatabaseUser */.PO)(client, database.id, { username }, { signal: context.signal });
    let user;
    try {
        user = await create();
    }
    catch (error) {
        const exists = error instanceof errors/* PlatformApiError */.es && error.status === 409;
        if (!exists && !(error instanceof errors/* AmbiguousRequestError */.sm))
            throw error;
        context.logger.info(exists
            ? `User ${username} exists and its password cannot be read back; replacing it with a new password.`
            : `The platform did not answer the request that adds user ${username}; replacing the user to be sure of its password.`);
        await deleteUserIfPresent(client, database.id, username, context);
        user = await create();
    }
    return credentialsFor(database, user);
}
async function deleteUserIfPresent(client, databaseId, username, context) {
    try {
        await (0,databases/* deleteDatabaseUser */.At)(client, databaseId, username, { signal: context.signal });
    }
    catch (error) {
        if (!(error instanceof errors/* PlatformApiError */.es && error.status === 404))
            throw error;
    }
}
/** Masks the secrets first, then builds what the preview needs from the user and the database. */
function credentialsFor(database, user) {
    const password = user.password;
    const given = (0,decode/* stringField */.OM)(user.raw, 'connectionString', 'connectionUri', 'uri', 'url', 'databaseUrl');
    (0,redact/* registerSecret */.cl)(password);
    (0,redact/* registerSecret */.cl)(given);
    if (password !== undefined)
        (0,redact/* registerSecret */.cl)(encodeURIComponent(password));
    const pick = (name, ...more) => (0,decode/* stringField */.OM)(user.raw, name, ...more) ?? (0,decode/* stringField */.OM)(database.raw, name, ...more);
    const port = (0,decode/* numberField */.sJ)(user.raw, 'port') ?? (0,decode/* numberField */.sJ)(database.raw, 'port');
    const open = {
        host: pick('host', 'hostname'),
        port,
        database: pick('database', 'databaseName', 'dbName'),
        username: user.username,
    };
    const connectionString = given ?? buildConnectionString(database.engine, open, password);
    if (connectionString === undefined) {
        throw new src_errors/* ActionFailure */.dR(`The platform added user ${user.username} to database ${database.name ?? database.id} but its answer had no connection string, and no ${password === undefined ? 'password' : 'host'} to build one from; the preview cannot be given credentials.`);
    }
    (0,redact/* registerSecret */.cl)(connectionString);
    return { ...open, connectionString };
}
const SCHEMES = {
    postgres: 'postgresql',
    postgresql: 'postgresql',
    mysql: 'mysql',
    mariadb: 'mysql',
    redis: 'redis',
};
function buildConnectionString(engine, open, password) {
    if (password === undefined || open.host === undefined)
        return undefined;
    const scheme = SCHEMES[(engine ?? 'postgres').toLowerCase()] ?? 'postgresql';
    const auth = `${encodeURIComponent(open.username)}:${encodeURIComponent(password)}`;
    const port = open.port === undefined ? '' : `:${open.port}`;
    const path = scheme === 'redis' ? '/0' : `/${encodeURIComponent(open.database ?? '')}`;
    return `${scheme}://${auth}@${open.host}${port}${path}`;
}

// EXTERNAL MODULE: ./src/api/list.ts + 1 modules
var list = __webpack_require__(15461);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/poll.ts
var poll = __webpack_require__(29810);
// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __webpack_require__(42408);
;// CONCATENATED MODULE: ./src/databases/provision.ts







async function findDatabaseByName(client, name, context) {
    return (0,list/* findNamed */.n)((0,databases/* listDatabases */.Pf)(client, { signal: context.signal }), name);
}
/**
 * The database named `spec.name`, created when there is none. Creating is a non-idempotent POST:
 * after an unanswered one, or a 409 from a parallel job that created it first, the list decides.
 */
async function ensureDatabase(client, spec, context) {
    const existing = await findDatabaseByName(client, spec.name, context);
    if (existing) {
        if (existing.engine && existing.engine.toLowerCase() !== spec.engine) {
            context.logger.warning(`Database ${spec.name} already exists with engine ${existing.engine}, not ${spec.engine}; using it as it is.`);
        }
        return { database: existing, created: false };
    }
    try {
        const database = await (0,databases/* createDatabase */.cD)(client, { name: spec.name, engine: spec.engine, plan: spec.plan }, { signal: context.signal });
        return { database, created: true };
    }
    catch (error) {
        const conflict = error instanceof errors/* PlatformApiError */.es && error.status === 409;
        if (!conflict && !(error instanceof errors/* AmbiguousRequestError */.sm))
            throw error;
        context.logger.warning(conflict
            ? `The platform says database ${spec.name} exists already (a parallel run?); looking it up.`
            : `The platform did not answer the request that creates database ${spec.name}; looking it up instead of asking twice.`);
        const found = await findDatabaseByName(client, spec.name, context);
        if (found)
            return { database: found, created: !conflict };
        throw error;
    }
}
const READY = ['running', 'ready', 'active', 'available', 'healthy', 'live', 'online'];
const BROKEN = ['failed', 'failure', 'error', 'errored', 'crashed', 'deleted', 'deleting'];
/** Polls until the database is running; a stopped one is started once. */
async function waitUntilRunning(client, database, options) {
    const deadline = (0,clock/* currentClock */.q6)().now() + options.timeoutMs;
    let current = database;
    let started = false;
    let lastStatus = '';
    const outcome = await (0,poll/* pollAdaptively */.L)(async () => {
        const status = (current.status ?? '').toLowerCase();
        if (READY.includes(status))
            return { done: current, moved: true };
        if (BROKEN.includes(status)) {
            throw new src_errors/* ActionFailure */.dR(`Database ${current.name ?? current.id} is ${current.status} on the platform; look at its logs (GET /databases/${current.id}/logs) and re-run.`);
        }
        if (status === 'stopped' && !started) {
            started = true;
            options.logger.info(`Database ${current.name ?? current.id} is stopped; starting it.`);
            current = await (0,databases/* startDatabase */.iP)(client, current.id, { signal: options.signal });
            return { moved: true };
        }
        if (status !== lastStatus)
            options.logger.info(`Database ${current.name ?? current.id} is ${status || 'not ready'}…`);
        const moved = status !== lastStatus;
        lastStatus = status;
        current = await (0,databases/* getDatabase */.C3)(client, current.id, { signal: options.signal });
        return { moved };
    }, { deadline, signal: options.signal, pacing: options.pacing });
    if (outcome.kind === 'done')
        return outcome.value;
    // runAction aborts with its CancelledError as the reason, which reports the cancellation.
    if (outcome.kind === 'cancelled')
        throw options.signal?.reason ?? new src_errors/* ActionFailure */.dR('Cancelled.');
    throw new src_errors/* ActionFailure */.dR(`Database ${database.name ?? database.id} was not running after ${(0,deploy_status/* formatDuration */.a3)(options.timeoutMs)} (last status: ${current.status ?? 'unknown'}); raise the \`timeout\` input, or re-run: the next run picks up the same database.`);
}

;// CONCATENATED MODULE: ./src/databases/lifecycle.ts




/**
 * Find or create → wait until running → new password → the connection string into the preview's
 * env. Every step is safe to repeat, so a re-run of a failed or cancelled job converges.
 */
async function attachDatabase(request) {
    const { client, logger, signal } = request;
    const context = { logger, signal };
    request.template.guard(request.name);
    await request.env.preflight();
    const { database, created } = await ensureDatabase(client, { name: request.name, engine: request.engine, plan: request.plan }, context);
    logger.info(`${created ? 'Created' : 'Found'} database ${request.name} (${database.id}).`);
    const running = await waitUntilRunning(client, database, {
        ...context,
        timeoutMs: request.timeoutMs,
        pacing: request.pacing,
    });
    const credentials = await rotateUser(client, running, request.username, context);
    logger.info(`User ${credentials.username} has a new password.`);
    await request.env.set(credentials.connectionString);
    logger.info(`Set ${request.env.description}.`);
    const { connectionString: _secret, ...connection } = credentials;
    return { mode: 'attach', result: created ? 'created' : 'reused', database: running, connection };
}
/** Removes the env variable, then the database; both may already be gone. */
async function detachDatabase(request) {
    const { client, logger, signal } = request;
    request.template.guard(request.name);
    const database = await findDatabaseByName(client, request.name, { logger, signal });
    // The name was matched by the list; check the record's own name too before deleting anything.
    if (database)
        request.template.guard(database.name ?? '');
    const env = await request.env.remove();
    logger.info(env === 'removed'
        ? `Removed ${request.env.description}.`
        : env === 'absent'
            ? `${request.env.description} was not set.`
            : `Left ${request.env.description}.`);
    if (!database) {
        logger.info(`There is no database ${request.name}; nothing to delete.`);
        return { mode: 'detach', result: 'absent', database: undefined, env };
    }
    try {
        await (0,databases/* deleteDatabase */.Hg)(client, database.id, { signal });
    }
    catch (error) {
        if (!(error instanceof errors/* PlatformApiError */.es && error.status === 404))
            throw error;
    }
    logger.info(`Deleted database ${request.name} (${database.id}).`);
    return { mode: 'detach', result: 'deleted', database, env };
}

// EXTERNAL MODULE: ./src/preview/forks.ts
var forks = __webpack_require__(22589);
// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
;// CONCATENATED MODULE: ./src/databases/template.ts


const PLACEHOLDER = '{pr}';
/** What the platform accepts as a database name (lower-case letters, digits, inner hyphens, ≤ 63). */
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/**
 * The `name` input, e.g. `shop-pr-{pr}`: renders the name of one pull request's database, and is the
 * fence around deletion. A database is only ever created, reset or deleted when its whole name
 * matches the template with `{pr}` as a number (`^shop-pr-\d+$`), so a typo or an odd `pr` value
 * can never point this action at the production database.
 */
class NameTemplate {
    template;
    pattern;
    constructor(template) {
        this.template = template;
        if (!template.includes(PLACEHOLDER)) {
            throw new src_errors/* ConfigurationError */.j1(`Input "name" must contain {pr}, e.g. \`shop-pr-{pr}\`, so each pull request gets its own database and only such databases can be deleted; "${template}" names one fixed database.`, 'name');
        }
        const literals = template.split(PLACEHOLDER);
        const stray = literals.join('').match(/[^a-z0-9-]/);
        if (stray) {
            throw new src_errors/* ConfigurationError */.j1(`Input "name": "${template}" may hold only lower-case letters, digits, hyphens and {pr} (found "${stray[0]}").`, 'name');
        }
        this.pattern = new RegExp(`^${literals.map(src_text/* escapeRegExp */.Nt).join('(\\d+)')}$`);
    }
    /** The name for pull request `pr`, refused unless it matches the template. */
    render(pr) {
        const name = this.template.split(PLACEHOLDER).join(pr);
        this.guard(name);
        if (!NAME.test(name)) {
            throw new src_errors/* ConfigurationError */.j1(`Input "name": "${name}" is not a valid database name (lower-case letters, digits and inner hyphens, at most 63 characters); shorten the template.`, 'name');
        }
        return name;
    }
    matches(name) {
        return this.pattern.test(name);
    }
    /** Throws unless `name` is one of the template's names. */
    guard(name) {
        if (this.matches(name))
            return;
        throw new src_errors/* ConfigurationError */.j1(`Refusing to touch database "${name}": its name is outside the template \`${this.template}\` (${this.pattern.source}), and this action only creates or deletes per-pull-request databases. Check the \`name\` and \`pr\` inputs.`, 'name');
    }
}

;// CONCATENATED MODULE: ./src/actions/preview-database/inputs.ts


const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const USERNAME = /^[a-z_][a-z0-9_]{0,62}$/;
const WORD = /^[a-z0-9][a-z0-9._-]*$/;
/** Everything but api-key and api-url; `pullRequest` is the event's, when it is one. */
function readPreviewDatabaseInputs(inputs, pullRequest) {
    const project = inputs.id('project', "a project's id or name", 'set it to the id or name of the preview project');
    const template = new NameTemplate(inputs.required('name', 'set it to a template such as `shop-pr-{pr}`'));
    const pr = inputs.optional('pr') ?? (pullRequest ? String(pullRequest.number) : undefined);
    if (pr === undefined) {
        throw new src_errors/* ConfigurationError */.j1('Input "pr" is required outside pull_request events: set it to the pull request number (e.g. from a workflow_dispatch input).', 'pr');
    }
    const modeInput = inputs.oneOf('mode', ['auto', 'attach', 'detach']);
    const mode = modeInput !== 'auto'
        ? modeInput
        : pullRequest?.action === 'closed'
            ? 'detach'
            : 'attach';
    const envName = inputs.raw('env-name');
    if (!ENV_NAME.test(envName)) {
        throw new src_errors/* ConfigurationError */.j1(`Input "env-name" must be a variable name (letters, digits and _, not starting with a digit), not "${envName}".`, 'env-name');
    }
    const username = inputs.raw('username');
    if (!USERNAME.test(username)) {
        throw new src_errors/* ConfigurationError */.j1(`Input "username" must be lower-case letters, digits and _ (not starting with a digit, at most 63), not "${username}".`, 'username');
    }
    return {
        project,
        template,
        // Rendered (and checked against the template) here, before anything is read or written.
        name: template.render(pr),
        mode,
        engine: word(inputs, 'engine'),
        plan: word(inputs, 'plan'),
        username,
        envName,
        envScope: inputs.oneOf('env-scope', ['service', 'project']),
        service: inputs.id('service', 'the name of a compose service', 'set it to the compose service that gets the variable, e.g. `web`'),
        timeoutMs: inputs.durationMs('timeout'),
    };
}
function word(inputs, name) {
    const value = inputs.raw(name).toLowerCase();
    if (!WORD.test(value)) {
        throw new src_errors/* ConfigurationError */.j1(`Input "${name}" must be one word such as \`postgres\`, not "${value}".`, name);
    }
    return value;
}

// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
;// CONCATENATED MODULE: ./src/actions/preview-database/report.ts


/**
 * Outputs and the job summary. Only public fields: the password and the connection string go to
 * the platform's env and nowhere else (the runner would also drop an output that holds a mask).
 */
async function reportPreviewDatabase(port, writer, outcome, context) {
    const database = outcome.database;
    const connection = outcome.mode === 'attach' ? outcome.connection : undefined;
    const engine = database?.engine ?? (0,decode/* stringField */.OM)(database?.raw, 'engine') ?? '';
    const outputs = {
        'database-id': database?.id ?? '',
        name: context.name,
        result: outcome.result,
        host: connection?.host ?? '',
        port: connection?.port === undefined ? '' : String(connection.port),
        database: connection?.database ?? '',
        username: connection?.username ?? '',
    };
    writer.setAll(outputs);
    const rows = [
        ['Database', context.name],
        ['Id', outputs['database-id'] || '—'],
        ['Result', outcome.result],
    ];
    if (engine)
        rows.push(['Engine', engine]);
    if (connection) {
        rows.push([
            'Host',
            `${connection.host ?? '?'}${connection.port === undefined ? '' : `:${connection.port}`}`,
        ]);
        rows.push(['Database name', connection.database ?? '?']);
        rows.push(['User', connection.username]);
        rows.push(['Connection string', `in ${context.envDescription} (secret, not shown)`]);
    }
    else {
        const env = outcome.env;
        rows.push(['Env variable', `${context.envDescription}: ${env === 'left' ? 'left in place' : env}`]);
    }
    const title = outcome.mode === 'attach' ? 'Preview database' : 'Preview database removed';
    await port.appendSummary(`### ${title}\n\n${(0,summary/* renderTable */.bo)(['', ''], rows)}`);
}

// EXTERNAL MODULE: ./src/actions/preview-database/spec.ts
var spec = __webpack_require__(81051);
;// CONCATENATED MODULE: ./src/actions/preview-database/run.ts








const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, context, client, signal }) => {
    const config = readPreviewDatabaseInputs(inputs, context.pullRequest);
    (0,forks/* refuseForkPreview */.R)('preview-database', context.pullRequest);
    const project = await (0,project_input/* resolveProject */.K)(client, config.project, { logger: port, signal });
    const env = envTarget(client, {
        projectId: project.id,
        scope: config.envScope,
        service: config.service,
        name: config.envName,
        logger: port,
        signal,
    });
    const request = { ...config, client, env, logger: port, signal };
    port.info(`${config.mode === 'attach' ? 'Attaching' : 'Detaching'} database ${config.name}.`);
    const outcome = config.mode === 'attach' ? await attachDatabase(request) : await detachDatabase(request);
    await reportPreviewDatabase(port, outputs, outcome, { name: config.name, envDescription: env.description });
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


/***/ })

};
