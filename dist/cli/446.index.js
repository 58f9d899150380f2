export const id = 446;
export const ids = [446];
export const modules = {

/***/ 29446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/sync/validation.ts
var validation = __webpack_require__(8152);
// EXTERNAL MODULE: ./src/sync/yaml-source.ts + 1 modules
var yaml_source = __webpack_require__(19986);
// EXTERNAL MODULE: ./src/projects/settings.ts
var projects_settings = __webpack_require__(34321);
;// CONCATENATED MODULE: ./src/projects/sync/declared.ts
/** The top-level sections of a project file, in the order the docs present them. */
const PROJECT_FILE_SECTIONS = [
    'settings',
    'routing',
    'proxy-rules',
    'domains',
    'env-groups',
    'restart',
];

// EXTERNAL MODULE: ./src/hostname.ts
var hostname = __webpack_require__(73950);
// EXTERNAL MODULE: ./src/site-path.ts
var site_path = __webpack_require__(24506);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: ./src/projects/platform.ts
var platform = __webpack_require__(57635);
;// CONCATENATED MODULE: ./src/projects/sync/sections.ts







/** `routing: spa`: the platform decides which modes exist, so any non-empty word is passed on. */
function parseRouting({ entry }, issues) {
    const mode = (0,yaml_source/* scalarOf */.ol)(entry.value);
    if (typeof mode === 'string' && mode.trim() !== '')
        return { value: mode.trim(), at: entry.valueAt };
    const message = `routing must be the static-site routing mode (e.g. files, spa or clean-urls), not ${(0,yaml_source/* shapeOf */.F5)(entry.value)}.`;
    issues.push((0,validation/* issueAt */.NC)(entry.valueAt, message));
    return undefined;
}
/**
 * `proxy-rules`: a list of `{ prefix, origin }`, or a mapping of prefix to origin. It is the whole
 * list: the platform's PUT replaces every rule, so an empty list means "no rules".
 */
function parseProxyRules({ source, entry }, issues) {
    const pairs = [];
    if (entry.value === null)
        return [];
    if ((0,dist/* isMap */.jh)(entry.value)) {
        for (const rule of (0,yaml_source/* entriesOf */.Mc)(source, entry.value, entry.valueAt)) {
            pairs.push({
                key: rule.key,
                prefix: null,
                prefixAt: rule.keyAt,
                origin: rule.value,
                originAt: rule.valueAt,
            });
        }
    }
    else if ((0,dist/* isSeq */.oP)(entry.value)) {
        for (const item of (0,yaml_source/* itemsOf */.S3)(source, entry.value, entry.valueAt)) {
            if (!(0,dist/* isMap */.jh)(item.node)) {
                issues.push((0,validation/* issueAt */.NC)(item.at, `Each proxy rule must be a mapping with prefix and origin, not ${(0,yaml_source/* shapeOf */.F5)(item.node)}.`));
                continue;
            }
            const fields = (0,yaml_source/* entriesOf */.Mc)(source, item.node, item.at);
            issues.push(...(0,yaml_source/* unknownKeyIssues */.yO)(fields, ['prefix', 'origin'], 'a proxy rule'));
            const prefix = fields.find((field) => field.key === 'prefix');
            const origin = fields.find((field) => field.key === 'origin');
            pairs.push({
                prefix: prefix?.value ?? null,
                prefixAt: prefix?.valueAt ?? item.at,
                origin: origin?.value ?? null,
                originAt: origin?.valueAt ?? item.at,
            });
        }
    }
    else {
        const message = `proxy-rules must be a list of { prefix, origin } (or a mapping of prefix to origin), not ${(0,yaml_source/* shapeOf */.F5)(entry.value)}.`;
        issues.push((0,validation/* issueAt */.NC)(entry.valueAt, message));
        return [];
    }
    const rules = [];
    const firstLine = new Map();
    for (const pair of pairs) {
        const prefix = pair.key ?? (0,yaml_source/* scalarOf */.ol)(pair.prefix);
        const checkedPrefix = checkPrefix(prefix, pair.prefix, pair.prefixAt, issues);
        const origin = checkOrigin((0,yaml_source/* scalarOf */.ol)(pair.origin), pair.origin, pair.originAt, checkedPrefix, issues);
        if (checkedPrefix === undefined || origin === undefined)
            continue;
        const first = firstLine.get(checkedPrefix);
        if (first !== undefined) {
            const message = `Proxy rule prefix ${checkedPrefix} is declared twice (first at line ${first}); a prefix forwards to one origin.`;
            issues.push((0,validation/* issueAt */.NC)(pair.prefixAt, message));
            continue;
        }
        firstLine.set(checkedPrefix, pair.prefixAt.line);
        rules.push({ prefix: checkedPrefix, origin, at: pair.prefixAt });
    }
    return rules;
}
function checkPrefix(prefix, node, at, issues) {
    const problem = typeof prefix === 'string' ? (0,site_path/* sitePathProblem */.m)(prefix, { query: false }) : 'is not text';
    if (typeof prefix === 'string' && problem === undefined)
        return prefix;
    const what = typeof prefix === 'string' ? `"${shown(prefix)}", which ${problem}` : (0,yaml_source/* shapeOf */.F5)(node);
    issues.push((0,validation/* issueAt */.NC)(at, `A proxy rule prefix must be a plain path that starts with / (e.g. /api), not ${what}.`));
    return undefined;
}
/** A value as an error message quotes it: cut like the echoed inputs are. */
function shown(text) {
    return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
function checkOrigin(origin, node, at, prefix, issues) {
    const rule = prefix === undefined ? 'A proxy rule' : `Proxy rule ${prefix}`;
    if (typeof origin === 'string') {
        try {
            // Kept as written, path and all: the platform forwards the prefix to this URL, and a plan
            // compares origins as URLs (see sameOrigin), so only a real change is ever written.
            const url = new URL(origin.trim());
            if ((url.protocol === 'http:' || url.protocol === 'https:') && (0,platform/* hasUserinfo */.mu)(origin)) {
                // Refused rather than masked: a password committed to the repository is already out, and
                // the plan, its outputs and the pull request comment would otherwise print it again.
                const message = `${rule}: origin ${shown((0,platform/* withoutUserinfo */.Q3)(origin.trim()))} carries credentials (user:password@), which plans, logs and pull request comments would show; remove them from the file and let the origin accept the platform's requests without them.`;
                issues.push((0,validation/* issueAt */.NC)(at, message));
                return undefined;
            }
            if (url.protocol === 'http:' || url.protocol === 'https:')
                return origin.trim();
        }
        catch {
            // Reported below with the rest.
        }
    }
    const what = typeof origin === 'string' ? `"${shown((0,platform/* withoutUserinfo */.Q3)(origin))}"` : (0,yaml_source/* shapeOf */.F5)(node);
    issues.push((0,validation/* issueAt */.NC)(at, `${rule}: origin must be an http or https URL such as https://api.example.com, not ${what}.`));
    return undefined;
}
/** `domains`: host names, or `{ name, primary: true }` for the one production is served on. */
function parseDomains({ source, entry }, issues) {
    if (entry.value === null)
        return [];
    if (!(0,dist/* isSeq */.oP)(entry.value)) {
        issues.push((0,validation/* issueAt */.NC)(entry.valueAt, `domains must be a list of host names, not ${(0,yaml_source/* shapeOf */.F5)(entry.value)}.`));
        return [];
    }
    const domains = [];
    const firstLine = new Map();
    let primaryLine;
    for (const item of (0,yaml_source/* itemsOf */.S3)(source, entry.value, entry.valueAt)) {
        const parsed = domainOf(source, item.node, item.at, issues);
        if (parsed === undefined)
            continue;
        const first = firstLine.get(parsed.name);
        if (first !== undefined) {
            issues.push((0,validation/* issueAt */.NC)(item.at, `Domain ${parsed.name} is listed twice (first at line ${first}); keep one.`));
            continue;
        }
        firstLine.set(parsed.name, item.at.line);
        if (parsed.primary && primaryLine !== undefined) {
            const message = `Domain ${parsed.name} is marked primary, and so is the one at line ${primaryLine}; a project has one primary domain.`;
            issues.push((0,validation/* issueAt */.NC)(item.at, message));
            continue;
        }
        if (parsed.primary)
            primaryLine = item.at.line;
        domains.push(parsed);
    }
    return domains;
}
function domainOf(source, node, at, issues) {
    let name = (0,yaml_source/* scalarOf */.ol)(node);
    let primary = false;
    let nameAt = at;
    if ((0,dist/* isMap */.jh)(node)) {
        const fields = (0,yaml_source/* entriesOf */.Mc)(source, node, at);
        issues.push(...(0,yaml_source/* unknownKeyIssues */.yO)(fields, ['name', 'primary'], 'a domain'));
        const nameField = fields.find((field) => field.key === 'name');
        const primaryField = fields.find((field) => field.key === 'primary');
        name = (0,yaml_source/* scalarOf */.ol)(nameField?.value ?? null);
        nameAt = nameField?.valueAt ?? at;
        primary = primaryField === undefined ? false : (0,yaml_source/* scalarOf */.ol)(primaryField.value);
        if (typeof primary !== 'boolean') {
            issues.push((0,validation/* issueAt */.NC)(primaryField?.valueAt ?? at, `A domain's primary must be true or false, not ${(0,yaml_source/* shapeOf */.F5)(primaryField?.value ?? null)}.`));
            return undefined;
        }
    }
    if (typeof name !== 'string' || name.trim() === '') {
        issues.push((0,validation/* issueAt */.NC)(nameAt, `Each domain must be a host name (or { name, primary }), not ${(0,yaml_source/* shapeOf */.F5)(node)}.`));
        return undefined;
    }
    const host = name.trim().toLowerCase().replace(/\.$/, '');
    const problem = (0,hostname/* hostnameProblem */.RH)(host);
    if (problem !== undefined) {
        issues.push((0,validation/* issueAt */.NC)(nameAt, `Domain "${name}" is not a valid host name: ${problem}.`));
        return undefined;
    }
    return { name: host, primary: primary === true, at: nameAt };
}
/** `env-groups` and `restart`: a list of non-empty names, each once. */
function parseStringList({ source, entry }, what, issues) {
    if (entry.value === null)
        return [];
    if (!(0,dist/* isSeq */.oP)(entry.value)) {
        issues.push((0,validation/* issueAt */.NC)(entry.valueAt, `${entry.key} must be a list of ${what} names, not ${(0,yaml_source/* shapeOf */.F5)(entry.value)}.`));
        return [];
    }
    const values = [];
    const firstLine = new Map();
    for (const item of (0,yaml_source/* itemsOf */.S3)(source, entry.value, entry.valueAt)) {
        const value = (0,yaml_source/* scalarOf */.ol)(item.node);
        const text = typeof value === 'number' ? String(value) : value;
        if (typeof text !== 'string' || text.trim() === '') {
            issues.push((0,validation/* issueAt */.NC)(item.at, `Each entry of ${entry.key} must be a ${what} name, not ${(0,yaml_source/* shapeOf */.F5)(item.node)}.`));
            continue;
        }
        const first = firstLine.get(text.trim());
        if (first !== undefined) {
            issues.push((0,validation/* issueAt */.NC)(item.at, `${(0,src_text/* capitalise */.sK)(what)} ${text.trim()} is listed twice in ${entry.key} (first at line ${first}).`));
            continue;
        }
        firstLine.set(text.trim(), item.at.line);
        values.push({ value: text.trim(), at: item.at });
    }
    return values;
}

;// CONCATENATED MODULE: ./src/projects/sync/file.ts






/** The name validation messages give the `overrides` input, which has no file of its own. */
const OVERRIDES_SOURCE = 'input "overrides"';
/**
 * Reads a project file and the `overrides` input (the same format) and throws every problem at once.
 * An overrides section replaces the file's section of that name, except `settings`, which merges key
 * by key: so one file serves production and every preview, each preview overriding, say, its proxy
 * target or a setting.
 */
function readProjectFile(text, file, overrides) {
    const { project, issues } = parseProjectFile(text, file, overrides);
    (0,validation/* throwIfIssues */.AR)(issues);
    return project;
}
function parseProjectFile(text, file, overrides) {
    const issues = [];
    const base = topLevel((0,yaml_source/* parseSource */.PJ)(text, file), issues);
    const over = overrides === undefined
        ? new Map()
        : topLevel((0,yaml_source/* parseSource */.PJ)(overrides, OVERRIDES_SOURCE), issues);
    // A document that does not parse, or is not a mapping, has nothing more worth checking.
    if (base === undefined || over === undefined)
        return { project: { settings: [], restart: [] }, issues };
    const section = (name) => over.get(name) ?? base.get(name);
    const settings = mergedSettings(base.get('settings'), over.get('settings'), issues);
    const routing = section('routing');
    const proxyRules = section('proxy-rules');
    const domains = section('domains');
    const envGroups = section('env-groups');
    const restart = section('restart');
    const project = {
        settings,
        restart: restart === undefined ? [] : parseStringList(restart, 'service', issues),
        ...(routing === undefined ? {} : { routing: parseRouting(routing, issues) }),
        ...(proxyRules === undefined ? {} : { proxyRules: parseProxyRules(proxyRules, issues) }),
        ...(domains === undefined ? {} : { domains: parseDomains(domains, issues) }),
        ...(envGroups === undefined ? {} : { envGroups: parseStringList(envGroups, 'env group', issues) }),
    };
    return { project, issues: (0,validation/* sortIssues */.V)(issues) };
}
/**
 * The top-level sections of one document (an empty document declares nothing); undefined when it
 * does not parse or is not a mapping. An unknown section is reported and the rest still checked.
 */
function topLevel(source, issues) {
    issues.push(...source.issues);
    const sections = new Map();
    const { root } = source;
    if (source.issues.length > 0)
        return undefined;
    if (root === null || ((0,dist/* isScalar */.jn)(root) && root.value === null))
        return sections;
    const rootAt = source.at(root);
    if (!(0,dist/* isMap */.jh)(root)) {
        const known = PROJECT_FILE_SECTIONS.join(', ');
        issues.push((0,validation/* issueAt */.NC)(rootAt, `A project file must be a mapping of ${known}, but it holds ${(0,yaml_source/* shapeOf */.F5)(root)}.`));
        return sections;
    }
    const entries = (0,yaml_source/* entriesOf */.Mc)(source, root, rootAt);
    issues.push(...(0,yaml_source/* unknownKeyIssues */.yO)(entries, PROJECT_FILE_SECTIONS, 'the project file'));
    for (const entry of entries) {
        if (PROJECT_FILE_SECTIONS.includes(entry.key))
            sections.set(entry.key, { source, entry });
    }
    return sections;
}
/** The file's settings with the overrides' settings laid over them, key by key. */
function mergedSettings(base, over, issues) {
    const merged = new Map();
    for (const located of [base, over]) {
        if (located === undefined)
            continue;
        for (const setting of settingsOf(located, issues))
            merged.set(setting.name, setting);
    }
    return [...merged.values()];
}
function settingsOf({ source, entry }, issues) {
    if (entry.value === null)
        return [];
    if (!(0,dist/* isMap */.jh)(entry.value)) {
        const message = `settings must be a mapping of setting names to values, not ${(0,yaml_source/* shapeOf */.F5)(entry.value)}.`;
        issues.push((0,validation/* issueAt */.NC)(entry.valueAt, message));
        return [];
    }
    const settings = [];
    const firstLine = new Map();
    for (const setting of (0,yaml_source/* entriesOf */.Mc)(source, entry.value, entry.valueAt)) {
        const name = (0,projects_settings/* settingName */.QX)(setting.key);
        const first = firstLine.get(name);
        if (first !== undefined) {
            const message = `Setting "${setting.key}" is the same setting as the one at line ${first.line} (spelled in camelCase or snake_case); keep one.`;
            issues.push((0,validation/* issueAt */.NC)(setting.keyAt, message));
            continue;
        }
        firstLine.set(name, setting.keyAt);
        // Text, a number, a boolean, null (unset) or a mapping (metadata): the platform judges the type.
        settings.push({ name, value: source.plain(setting.value), at: setting.keyAt });
    }
    return settings;
}

// EXTERNAL MODULE: ./src/api/request-check.ts + 1 modules
var request_check = __webpack_require__(38597);
// EXTERNAL MODULE: ./src/sync/engine/index.ts + 5 modules
var engine = __webpack_require__(2715);
// EXTERNAL MODULE: ./src/api/resources/services.ts
var resources_services = __webpack_require__(82776);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/poll.ts
var poll = __webpack_require__(29810);
// EXTERNAL MODULE: ./src/projects/proxy-status.ts
var proxy_status = __webpack_require__(15925);
;// CONCATENATED MODULE: ./src/projects/sync/after-apply.ts





/** Proxy statuses that are still on their way to an end state. */
const SETTLING = new Set(['pending', 'provisioning', 'verifying', 'issuing', 'unknown']);
/** The domains this run attached or made primary: their proxy status is worth reporting. */
function writtenDomains(report) {
    const names = new Set();
    for (const item of report.applied) {
        const desired = item.desired;
        if (desired?.kind === 'domain' && item.op === 'create')
            names.add(desired.name);
        if (desired?.kind === 'primary-domain')
            names.add(desired.name);
    }
    return [...names].sort();
}
/**
 * Waits (on the run's clock, at most `waitMs`) until each domain's CDN-proxy status settles, and
 * returns the last status of each; a status still pending at the deadline is reported as it is.
 */
async function waitForProxyStatus(client, projectId, domains, waitMs, logger, signal) {
    const statuses = new Map();
    const deadline = (0,clock/* currentClock */.q6)().now() + waitMs;
    for (const domain of domains) {
        let last = 'unknown';
        const outcome = await (0,poll/* pollAdaptively */.L)(async () => {
            const status = await (0,proxy_status/* readProxyStatus */.J)(client, projectId, domain, { logger, signal });
            const moved = status !== last;
            last = status;
            return SETTLING.has(status) ? { moved } : { done: status, moved };
        }, { deadline, signal });
        signal?.throwIfAborted();
        const status = outcome.kind === 'done' ? outcome.value : last;
        logger.info(`Proxy status of ${domain}: ${status}${outcome.kind === 'timed-out' ? ' (still settling when the wait ended)' : ''}.`);
        statuses.set(domain, status);
    }
    return statuses;
}
/**
 * POST .../services/{service}/restart for each service, once: a restart is not repeated after an
 * ambiguous answer (the client never retries it blindly), and the first failure stops the rest.
 */
async function restartServices(client, projectId, services, logger, signal) {
    const restarted = [];
    for (const service of services) {
        try {
            await (0,resources_services/* controlProjectService */.gy)(client, projectId, service, 'restart', { signal });
        }
        catch (error) {
            const rest = services.slice(restarted.length + 1);
            const notTried = rest.length === 0 ? '' : ` ${rest.join(', ')} ${rest.length === 1 ? 'was' : 'were'} not restarted.`;
            return {
                restarted,
                failure: `Restarting service ${service} failed: ${(0,errors/* errorMessage */.gJ)(error)}.${notTried}`,
            };
        }
        logger.info(`Restarted service ${service} of project ${projectId}.`);
        restarted.push(service);
    }
    return { restarted };
}

;// CONCATENATED MODULE: ./src/projects/sync/after-sync.ts


/**
 * What follows an applied project sync: the proxy status of each written domain, then a restart of
 * the services the file asks for when something changed. A dry run only says what it would restart.
 */
async function afterProjectSync(client, projectId, result, snapshot, config, logger, signal) {
    const lines = [];
    let statuses = new Map();
    let restarted = [];
    let restartFailure;
    const { report } = result;
    if (report?.ok) {
        const domains = writtenDomains(report);
        statuses = await waitForProxyStatus(client, projectId, domains, config.proxyWaitMs, logger, signal);
        for (const [domain, status] of statuses)
            lines.push(`Proxy status of ${domain}: ${status}.`);
        if (report.applied.length > 0 && snapshot.restart.length > 0) {
            const outcome = await restartServices(client, projectId, snapshot.restart, logger, signal);
            restarted = outcome.restarted;
            if (restarted.length > 0)
                lines.push(`Restarted service${restarted.length === 1 ? '' : 's'} ${restarted.join(', ')}.`);
            restartFailure = outcome.failure;
            if (restartFailure !== undefined)
                lines.push(restartFailure);
        }
        else if (snapshot.restart.length > 0) {
            lines.push(`Nothing changed, so ${snapshot.restart.join(', ')} ${snapshot.restart.length === 1 ? 'was' : 'were'} not restarted.`);
        }
    }
    else if (config.dryRun && snapshot.restart.length > 0 && (0,engine/* hasChanges */.ik)(result.plan)) {
        lines.push(`Applying this plan would then restart ${snapshot.restart.join(', ')}.`);
    }
    return { lines, statuses, restarted, restartFailure };
}

;// CONCATENATED MODULE: ./src/projects/sync/items.ts


/**
 * Plan keys. The plan is sorted by key and creates and updates run in plan order, so these sort
 * domains before the primary domain (a domain is attached before it can become primary); deletes run
 * last, so an old primary domain is detached only after the new one took over.
 */
function keyOf(item) {
    const identity = identityOf(item);
    return identity === undefined ? item.kind : `${item.kind}:${identity}`;
}
/** What tells items of one kind apart; the routing mode and the primary domain are one of a kind. */
function identityOf(item) {
    if (item.kind === 'routing' || item.kind === 'primary-domain')
        return undefined;
    if (item.kind === 'proxy-rule')
        return item.prefix;
    if (item.kind === 'env-group')
        return item.id;
    return item.name;
}
function itemsEqual(desired, current) {
    if (desired.kind === 'setting' && current.kind === 'setting') {
        return (0,projects_settings/* settingValuesEqual */.J1)(desired.value, current.value);
    }
    if (desired.kind === 'routing' && current.kind === 'routing')
        return desired.mode === current.mode;
    if (desired.kind === 'proxy-rule' && current.kind === 'proxy-rule')
        return (0,platform/* sameOrigin */.Nm)(desired.origin, current.origin);
    if (desired.kind === 'primary-domain' && current.kind === 'primary-domain')
        return desired.name === current.name;
    // Same key: the same domain or group is attached, which is all the file says about it.
    return desired.kind === current.kind;
}
/** The "before → after" part of a plan row. */
function describeItem(item) {
    switch (item.kind) {
        case 'setting':
            return (0,projects_settings/* describeSettingValue */.vJ)(item.value);
        case 'routing':
            return item.mode;
        case 'proxy-rule':
            return item.origin === undefined ? '(origin not shown)' : (0,platform/* withoutUserinfo */.Q3)(item.origin);
        case 'domain':
            return item.primary ? 'attached (primary)' : 'attached';
        case 'primary-domain':
            return item.name;
        case 'env-group':
            return item.name === undefined || item.name === item.id ? 'attached' : `attached (${item.name})`;
    }
}
const DETAILS = {
    setting: 'setting',
    routing: 'routing mode',
    'proxy-rule': 'proxy rule',
    domain: 'domain',
    'primary-domain': 'primary domain',
    'env-group': 'env group',
};
/** The Name and Type columns of the plan table. */
function labelOf(item) {
    const detail = DETAILS[item.kind];
    switch (item.kind) {
        case 'setting':
        case 'domain':
            return { name: item.name, detail };
        case 'routing':
            return { name: 'static-routing', detail };
        case 'proxy-rule':
            return { name: item.prefix, detail };
        case 'primary-domain':
            return { name: 'primary', detail };
        case 'env-group':
            return { name: item.id, detail };
    }
}

;// CONCATENATED MODULE: ./src/projects/sync/provider.ts

const PROJECT_ITEM_KIND = 'project setting';
/** A project's settings, routing, proxy rules, domains and env groups, as one plan of the sync engine. */
function projectProvider(writer) {
    return {
        kind: PROJECT_ITEM_KIND,
        keyOfDesired: keyOf,
        keyOfCurrent: keyOf,
        equals: itemsEqual,
        describe: describeItem,
        label: labelOf,
        create: (item, signal) => writer.create(item, signal),
        update: (item, current, signal) => writer.update(item, current, signal),
        delete: (item, signal) => writer.delete(item, signal),
    };
}

;// CONCATENATED MODULE: ./src/projects/sync/requests.ts

/**
 * The bodies project-sync's writes send (as writer.ts builds them), so a plan can check them against
 * the platform's /openapi.json. Proxy rules go as the whole list, which is built at apply time from
 * the platform's rules, so they are judged by the file's own checks; domains and env groups are
 * checked against what the platform lists while planning.
 */
function requestsOf(item) {
    switch (item.kind) {
        case 'setting':
            return [{ operation: 'updateProject', body: { [item.rawKey]: item.value } }];
        case 'routing':
            return [{ operation: 'setStaticRouting', body: { mode: item.mode } }];
        case 'domain':
            return [{ operation: 'attachDomain', body: { domain: item.name } }];
        default:
            return [];
    }
}
/** Where each declared item is written, by plan key. */
function locations(declared) {
    const byKey = new Map();
    for (const setting of declared.settings)
        byKey.set(`setting:${setting.name}`, setting.at);
    if (declared.routing !== undefined)
        byKey.set('routing', declared.routing.at);
    for (const rule of declared.proxyRules ?? [])
        byKey.set(`proxy-rule:${rule.prefix}`, rule.at);
    for (const domain of declared.domains ?? []) {
        byKey.set(`domain:${domain.name}`, domain.at);
        if (domain.primary)
            byKey.set('primary-domain', domain.at);
    }
    return byKey;
}
function projectRequestBodies(declared) {
    const byKey = locations(declared);
    return { requestsOf, locate: (item) => byKey.get(keyOf(item)) };
}

;// CONCATENATED MODULE: ./src/projects/sync/run-sync.ts

/**
 * A refusal whose way out is an input other than `force`: `prune` for proxy rules the PUT would drop,
 * `allow-primary-change` for the production domain. `force` does not override it, since it is not a
 * matter of size but of losing something the file never mentioned, or moving production.
 */
class ProjectPlanRefusal extends engine/* UnsafePlanError */.Qm {
    constructor(reasons) {
        super(reasons);
        this.message = `Refusing to apply the plan because ${reasons.join('; and ')}. Nothing was written.`;
    }
}
/**
 * The engine's runSync with project-sync's own refusals between the plan and the writes:
 * validate (done while reading the snapshot) → plan → refusals → safety → apply.
 */
async function runProjectSync(provider, desired, current, options) {
    const plan = await (0,engine/* planCancellable */.SK)(provider, desired, current, { prune: options.prune }, options.signal);
    (0,engine/* checkPlannedRequests */.ts)(provider, plan, provider.bodies, options.checkBody);
    const check = (0,engine/* checkExpectedPlan */.mo)(plan, options.expectedPlan);
    if (check instanceof engine/* PlanMismatchError */.eo)
        return { plan, refusal: check, ok: false };
    const reviewed = check === undefined ? {} : { reviewed: check.note };
    const reasons = refusalReasons(plan, options.allowPrimaryChange, options.unreadableRules ?? []);
    if (reasons.length > 0)
        return { plan, refusal: new ProjectPlanRefusal(reasons), ok: false, ...reviewed };
    const refusal = (0,engine/* checkSafety */.VE)(provider, plan, options);
    if (refusal !== undefined)
        return { plan, refusal, ok: false, ...reviewed };
    if (options.dryRun)
        return { plan, ok: true, ...reviewed };
    const report = await (0,engine/* apply */.Bb)(provider, plan, options);
    return { plan, report, ok: report.ok, ...reviewed };
}
function refusalReasons(plan, allowPrimaryChange, unreadableRules = []) {
    const reasons = [];
    const rules = plan.items.filter((item) => item.current?.kind === 'proxy-rule' || item.desired?.kind === 'proxy-rule');
    const rulesChange = rules.some((item) => item.op === 'create' || item.op === 'update' || item.op === 'delete');
    if (rulesChange && unreadableRules.length > 0) {
        const shapes = unreadableRules.map((fields) => `{ ${fields.join(', ') || 'no fields'} }`).join(', ');
        reasons.push(`the platform has ${unreadableRules.length} proxy rule(s) with no prefix this client can read (${shapes}), and a write replaces the whole list, so it would delete ${unreadableRules.length === 1 ? 'it' : 'them'}; change the proxy rules on the platform itself, or leave proxy-rules out of the file`);
    }
    const dropped = rules.filter((item) => item.op === 'unmanaged').map((item) => item.name);
    if (rulesChange && dropped.length > 0) {
        const count = dropped.length;
        reasons.push(`the platform replaces the whole list of proxy rules, so writing it would delete ${count === 1 ? 'this rule, which is' : `these ${count} rules, which are`} not declared: ${dropped.join(', ')}; declare ${count === 1 ? 'it' : 'them'} in proxy-rules, or set \`prune: true\` to delete ${count === 1 ? 'it' : 'them'}`);
    }
    if (allowPrimaryChange)
        return reasons;
    for (const item of plan.items) {
        if (item.desired?.kind === 'primary-domain' && (item.op === 'create' || item.op === 'update')) {
            const from = item.current?.kind === 'primary-domain' ? item.current.name : 'none';
            reasons.push(`it changes the primary (production) domain from ${from} to ${item.desired.name}; set \`allow-primary-change: true\` to allow it`);
        }
        if (item.op === 'delete' && item.current?.kind === 'domain' && item.current.primary) {
            reasons.push(`it detaches ${item.current.name}, the primary (production) domain; set \`allow-primary-change: true\` to allow it`);
        }
    }
    return reasons;
}

// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/resources/domains.ts
var domains = __webpack_require__(66187);
// EXTERNAL MODULE: ./src/api/resources/env-groups.ts
var env_groups = __webpack_require__(68166);
;// CONCATENATED MODULE: ./src/projects/sync/snapshot.ts







/**
 * Reads (GET only, so a read key plans) what the file's sections manage, and checks what only the
 * platform can judge: setting names, env groups and services. Every problem is thrown at once, at
 * its line, before any write.
 */
async function readProjectSnapshot(client, projectId, declared, signal) {
    const issues = [];
    const record = await (0,platform/* readProjectRecord */.fk)(client, projectId, 'project', signal);
    const desired = [];
    const current = [];
    settingItems(record, declared, desired, current, issues);
    if (declared.routing !== undefined) {
        desired.push({ kind: 'routing', mode: declared.routing.value });
        const mode = await (0,platform/* readRoutingMode */.yp)(client, projectId, signal);
        if (mode !== undefined)
            current.push({ kind: 'routing', mode });
    }
    let proxyRules = [];
    let unreadableRules = [];
    if (declared.proxyRules !== undefined) {
        ({ rules: proxyRules, unreadable: unreadableRules } = await (0,platform/* readProxyRules */.q5)(client, projectId, signal));
        for (const rule of declared.proxyRules)
            desired.push({ kind: 'proxy-rule', prefix: rule.prefix, origin: rule.origin });
        for (const rule of proxyRules)
            current.push({ kind: 'proxy-rule', prefix: rule.prefix, origin: rule.origin });
    }
    if (declared.domains !== undefined)
        await domainItems(client, projectId, record, declared, desired, current, signal);
    if (declared.envGroups !== undefined) {
        await envGroupItems(client, projectId, declared.envGroups, desired, current, issues, signal);
    }
    const restart = await checkServices(client, projectId, declared, issues, signal);
    (0,validation/* throwIfIssues */.AR)(issues);
    return { desired, current, proxyRules, unreadableRules, restart };
}
function settingItems(record, declared, desired, current, issues) {
    const known = (0,projects_settings/* readSettings */.sb)(record);
    for (const setting of declared.settings) {
        const existing = known.get(setting.name);
        if (existing === undefined) {
            const names = [...known.keys()].join(', ');
            issues.push((0,validation/* issueAt */.NC)(setting.at, `Unknown setting "${setting.name}": the project's settings are ${names}.`));
            continue;
        }
        const { name, rawKey } = existing;
        desired.push({ kind: 'setting', name, rawKey, value: (0,projects_settings/* coerceSetting */._e)(setting.value, existing.value) });
        current.push({ kind: 'setting', name, rawKey, value: existing.value });
    }
}
async function domainItems(client, projectId, record, declared, desired, current, signal) {
    const attached = await (0,domains/* listDomains */.wK)(client, projectId, { signal });
    const primaryOfRecord = (0,decode/* stringField */.OM)(record, 'primaryDomain', 'productionDomain')?.toLowerCase();
    let currentPrimary;
    for (const domain of attached) {
        const name = domain.name.toLowerCase();
        const primary = domain.primary === true || name === primaryOfRecord;
        if (primary)
            currentPrimary = name;
        current.push({ kind: 'domain', name, primary });
    }
    let declaredPrimary;
    for (const domain of declared.domains ?? []) {
        desired.push({ kind: 'domain', name: domain.name, primary: domain.primary });
        if (domain.primary)
            declaredPrimary = domain.name;
    }
    // The primary domain is managed only when the file names one: otherwise it stays whatever it is.
    if (declaredPrimary === undefined)
        return;
    desired.push({ kind: 'primary-domain', name: declaredPrimary });
    if (currentPrimary !== undefined)
        current.push({ kind: 'primary-domain', name: currentPrimary });
}
async function envGroupItems(client, projectId, refs, desired, current, issues, signal) {
    const groups = await (0,env_groups/* listEnvGroups */.G4)(client, { signal });
    for (const ref of refs) {
        const byId = groups.find((candidate) => candidate.id === ref.value);
        const named = groups.filter((candidate) => candidate.name === ref.value);
        if (byId === undefined && named.length > 1) {
            const ids = named.map((candidate) => candidate.id).join(', ');
            issues.push((0,validation/* issueAt */.NC)(ref.at, `Env group "${ref.value}" is the name of ${named.length} env groups (${ids}): give the id of the one meant instead.`));
            continue;
        }
        const group = byId ?? named[0];
        if (group === undefined) {
            const known = groups.map((g) => (g.name === undefined ? g.id : `${g.id} (${g.name})`)).join(', ') || 'none';
            issues.push((0,validation/* issueAt */.NC)(ref.at, `Env group "${ref.value}" is not an env group of this account; use an id or name of: ${known}.`));
            continue;
        }
        desired.push(group.name === undefined
            ? { kind: 'env-group', id: group.id }
            : { kind: 'env-group', id: group.id, name: group.name });
    }
    for (const group of await (0,platform/* readAttachedEnvGroups */.gf)(client, projectId, signal))
        current.push({ kind: 'env-group', ...group });
}
async function checkServices(client, projectId, declared, issues, signal) {
    if (declared.restart.length === 0)
        return [];
    const services = (await (0,resources_services/* listProjectServices */.ke)(client, projectId, { signal })).map((service) => service.name);
    const found = [];
    for (const service of declared.restart) {
        if (services.includes(service.value))
            found.push(service.value);
        else {
            const known = services.join(', ') || 'none';
            issues.push((0,validation/* issueAt */.NC)(service.at, `Service "${service.value}" is not a service of project ${projectId}; its services are ${known}.`));
        }
    }
    return found;
}

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/resources/projects.ts
var projects = __webpack_require__(4906);
;// CONCATENATED MODULE: ./src/projects/sync/writer.ts





/**
 * The provider's writes with the API client. Proxy rules have no per-rule endpoint: the PUT replaces
 * the whole list, so the writer keeps the list as it stands and sends it after each rule's change.
 * Every PUT is then a complete, valid list, and a run that stops half-way leaves the rules it has
 * not reached as they were. Rules the run does not change are sent back exactly as the platform
 * returned them, every field and the origin's text untouched; a changed rule keeps its other fields.
 */
function projectClientWriter(client, projectId, currentRules) {
    let rules = [...currentRules];
    const putRules = async (next, signal) => {
        await (0,platform/* writeProxyRules */.B9)(client, projectId, next, signal);
        rules = next;
    };
    const write = async (item, signal) => {
        switch (item.kind) {
            case 'setting':
                await (0,projects/* updateProject */.vr)(client, projectId, { [item.rawKey]: item.value }, { signal });
                return;
            case 'routing':
                await (0,projects/* setStaticRouting */.Rc)(client, projectId, { mode: item.mode }, { signal });
                return;
            case 'proxy-rule': {
                const origin = item.origin;
                if (origin === undefined)
                    throw new Error(`Proxy rule ${item.prefix} has no origin to write.`);
                const existing = rules.some((rule) => rule.prefix === item.prefix);
                await putRules(existing
                    ? rules.map((rule) => (rule.prefix === item.prefix ? (0,platform/* withOrigin */.D_)(rule, origin) : rule))
                    : [...rules, (0,platform/* newProxyRule */.BO)(item.prefix, origin)], signal);
                return;
            }
            case 'domain':
                await (0,domains/* attachDomain */.A5)(client, projectId, item.name, { signal });
                return;
            case 'primary-domain':
                await (0,domains/* setPrimaryDomain */.dt)(client, projectId, item.name, { signal });
                return;
            case 'env-group':
                await (0,env_groups/* attachProjectEnvGroup */.bi)(client, projectId, item.id, { signal });
                return;
        }
    };
    return {
        create: write,
        update: (item, _current, signal) => write(item, signal),
        delete: async (item, signal) => {
            if (item.kind === 'proxy-rule') {
                await putRules(rules.filter((rule) => rule.prefix !== item.prefix), signal);
            }
            else if (item.kind === 'domain') {
                await goneIsDone((0,domains/* detachDomain */.U2)(client, projectId, item.name, { signal }));
            }
            else if (item.kind === 'env-group') {
                await goneIsDone((0,env_groups/* detachProjectEnvGroup */.bN)(client, projectId, item.id, { signal }));
            }
            else {
                throw new Error(`A ${item.kind} is never deleted; the plan should not have asked.`);
            }
        },
    };
}
/** A detach whose target is already gone (another run got there first) reached its goal. */
async function goneIsDone(request) {
    try {
        await request;
    }
    catch (error) {
        if (error instanceof api_errors/* PlatformApiError */.es && error.status === 404)
            return;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/projects/sync/sync-project.ts







/**
 * A declared project against the platform's: read what it has → plan → refusals → apply, then the
 * written domains' proxy statuses and the restarts the file asks for (src/projects/sync/after-sync.ts).
 */
async function syncProject(client, projectId, declared, options) {
    const { signal } = options;
    const snapshot = await readProjectSnapshot(client, projectId, declared, signal);
    const writer = projectClientWriter(client, projectId, snapshot.proxyRules);
    const provider = { ...projectProvider(writer), bodies: projectRequestBodies(declared) };
    const result = await runProjectSync(provider, snapshot.desired, snapshot.current, {
        ...options,
        checkBody: await (0,request_check/* requestChecker */.B)(client, signal),
        unreadableRules: snapshot.unreadableRules.map((rule) => Object.keys(rule)),
    });
    const after = await afterProjectSync(client, projectId, result, snapshot, options, options.logger, signal);
    return { result, after };
}

// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/actions/common/sync-inputs.ts
var sync_inputs = __webpack_require__(74674);
// EXTERNAL MODULE: ./src/actions/common/sync-report.ts
var sync_report = __webpack_require__(59285);
;// CONCATENATED MODULE: ./src/actions/project-sync/inputs.ts

/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
function readProjectSyncInputs(inputs) {
    const overrides = inputs.optional('overrides');
    return {
        ...(0,sync_inputs/* readSyncFlags */.x8)(inputs),
        project: inputs.id('project', "a project's id or name", 'set it to the id or name of the project the file configures, e.g. shop'),
        overrides: overrides === undefined || overrides.trim() === '' ? undefined : overrides,
        allowPrimaryChange: inputs.boolean('allow-primary-change'),
        proxyWaitMs: inputs.durationMs('proxy-wait'),
    };
}

;// CONCATENATED MODULE: ./src/actions/project-sync/report.ts

/** What the apply left (proxy statuses, restarts), then the plan as every sync shows it. */
async function reportProjectSync(port, outputs, { result, after }, options) {
    outputs.setAll({
        'proxy-status': JSON.stringify(Object.fromEntries(after.statuses)),
        restarted: after.restarted.join(','),
    });
    await (0,sync_report/* reportSync */.w1)(port, outputs, result, {
        ...options,
        extraMarkdown: after.lines.map((line) => `${line}\n`).join('\n'),
        extraLog: after.lines,
    });
}

// EXTERNAL MODULE: ./src/actions/project-sync/spec.ts
var spec = __webpack_require__(50740);
;// CONCATENATED MODULE: ./src/actions/project-sync/run.ts











const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, client, signal, workspace }) => {
    const config = readProjectSyncInputs(inputs);
    const file = (0,sync_inputs/* readDeclaredFile */.JM)(config.file, workspace);
    const declared = readProjectFile(file.text, file.displayPath, config.overrides);
    // An id or a name, resolved once before the project is read or written.
    const projectId = (await (0,project_input/* resolveProject */.K)(client, config.project, { logger: port, signal })).id;
    const outcome = await syncProject(client, projectId, declared, {
        ...config,
        logger: port,
        signal,
        onResult: (item) => (0,sync_report/* logWrite */.wd)(port, item),
    });
    await reportProjectSync(port, outputs, outcome, {
        title: `Project sync: ${file.displayPath} → ${projectId}`,
        dryRun: config.dryRun,
    });
    const { restartFailure } = outcome.after;
    if (restartFailure !== undefined)
        throw new errors/* ActionFailure */.dR((0,redact/* redact */.E$)(restartFailure));
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

/***/ 57635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ writeProxyRules),
/* harmony export */   BO: () => (/* binding */ newProxyRule),
/* harmony export */   D_: () => (/* binding */ withOrigin),
/* harmony export */   Nm: () => (/* binding */ sameOrigin),
/* harmony export */   Q3: () => (/* binding */ withoutUserinfo),
/* harmony export */   fk: () => (/* binding */ readProjectRecord),
/* harmony export */   gf: () => (/* binding */ readAttachedEnvGroups),
/* harmony export */   mu: () => (/* binding */ hasUserinfo),
/* harmony export */   q5: () => (/* binding */ readProxyRules),
/* harmony export */   yp: () => (/* binding */ readRoutingMode)
/* harmony export */ });
/* harmony import */ var _api_decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _api_resources_env_groups_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68166);
/* harmony import */ var _api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4906);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83916);





const PREFIX_KEYS = ['prefix', 'path', 'pathPrefix', 'source', 'from'];
const ORIGIN_KEYS = ['origin', 'target', 'destination', 'upstream', 'to', 'url'];
/** GET /projects/{id}; a 404 is the input's mistake, named as such. */
async function readProjectRecord(client, projectId, input, signal) {
    try {
        return (await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__/* .getProject */ .U1)(client, projectId, { signal })).raw;
    }
    catch (error) {
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PlatformApiError */ .es && error.status === 404) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`Input "${input}" is "${projectId}", which is not a project of the platform: set it to the id of an existing project (GET /projects lists them).`, input);
        }
        throw error;
    }
}
/** The static-site routing mode, or undefined when the platform shows none. */
async function readRoutingMode(client, projectId, signal) {
    const record = await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__/* .getStaticRouting */ .ZO)(client, projectId, { signal });
    return (0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(record, 'mode', 'routing', 'routingMode', 'staticRouting', 'type');
}
/**
 * The proxy rules, each kept whole: nothing the platform returned is dropped or rewritten, since the
 * PUT replaces the list and a rule lost here would be deleted by the next write.
 */
async function readProxyRules(client, projectId, signal) {
    const records = await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__/* .listProxyRules */ .M_)(client, projectId, { signal });
    const rules = [];
    const unreadable = [];
    for (const raw of records) {
        const prefix = (0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(raw, ...PREFIX_KEYS);
        if (prefix === undefined)
            unreadable.push(raw);
        else
            rules.push({ prefix, origin: (0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(raw, ...ORIGIN_KEYS), raw });
    }
    return { rules, unreadable };
}
/** A new rule, in the shape the PUT takes. */
function newProxyRule(prefix, origin) {
    return { prefix, origin, raw: { prefix, origin } };
}
/**
 * `rule` with its origin changed and every other field as the platform had it, under the key the
 * platform used for the origin.
 */
function withOrigin(rule, origin) {
    const key = ORIGIN_KEYS.find((name) => typeof rule.raw[name] === 'string') ?? 'origin';
    return { prefix: rule.prefix, origin, raw: { ...rule.raw, [key]: origin } };
}
/**
 * Two origins compared as URLs (case of scheme and host, default port, trailing slash), so a file
 * that writes the platform's origin a little differently plans no change; the text itself is never
 * rewritten.
 */
function sameOrigin(a, b) {
    if (a === undefined || b === undefined)
        return a === b;
    return comparableOrigin(a) === comparableOrigin(b);
}
function comparableOrigin(text) {
    try {
        const url = new URL(text.trim());
        return `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`;
    }
    catch {
        return text.trim();
    }
}
/** `scheme://user:password@` (or `user@`) at the start of a URL's text, valid or not. */
const USERINFO = /^(\s*[a-z][a-z0-9+.-]*:\/\/)[^/?#\s]*@/i;
/** Whether an origin's text names a user or password before its host. */
function hasUserinfo(origin) {
    return USERINFO.test(origin);
}
/**
 * An origin as it may be shown: credentials before the host become `***`. The file may not carry
 * them (sections.ts refuses it), but a rule made on the platform itself may, and plans show it.
 */
function withoutUserinfo(origin) {
    return origin.replace(USERINFO, '$1***@');
}
/** PUT /projects/{id}/proxy-rules: the list sent replaces every rule the project has. */
async function writeProxyRules(client, projectId, rules, signal) {
    await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__/* .setProxyRules */ .u2)(client, projectId, { rules: rules.map((rule) => rule.raw) }, { signal });
}
/** The env groups attached to a project, as ids with their names. */
async function readAttachedEnvGroups(client, projectId, signal) {
    const groups = await (0,_api_resources_env_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .listProjectEnvGroups */ .lw)(client, projectId, { signal });
    return groups.map((group) => group.name === undefined ? { id: group.id } : { id: group.id, name: group.name });
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


/***/ }),

/***/ 34321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AC: () => (/* binding */ settingsPatch),
/* harmony export */   J1: () => (/* binding */ settingValuesEqual),
/* harmony export */   QX: () => (/* binding */ settingName),
/* harmony export */   _e: () => (/* binding */ coerceSetting),
/* harmony export */   dq: () => (/* binding */ copyableSettings),
/* harmony export */   sb: () => (/* binding */ readSettings),
/* harmony export */   vJ: () => (/* binding */ describeSettingValue)
/* harmony export */ });
/* unused harmony export isPlatformOwned */
/* harmony import */ var _api_decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);

/**
 * A project's mutable settings, as GET /projects/{id} shows them. The document lists the project's
 * fields as "not shown", so the known settings are whatever the project record carries that the
 * platform owns no other way: not its identity, timestamps, live URL or deployments, and not the
 * routing mode, proxy rules, domains or env groups, which have endpoints of their own. project-sync
 * and preview-domain's `from-project` both read them here, so they agree on what a setting is.
 */
/** Fields (camelCase) the platform owns or that another endpoint manages; never a PATCH setting. */
const PLATFORM_OWNED = new Set([
    'id',
    'projectId',
    'organizationId',
    'orgId',
    'ownerId',
    'accountId',
    'createdAt',
    'updatedAt',
    'deletedAt',
    'liveUrl',
    'url',
    'productionUrl',
    'siteUrl',
    'publicUrl',
    'liveDeploymentId',
    'latestDeploymentId',
    'currentDeploymentId',
    'status',
    'state',
    'staticRouting',
    'routing',
    'routingMode',
    'proxyRules',
    'primaryDomain',
    'productionDomain',
    'domain',
    'domains',
    'envGroups',
    'envGroupIds',
    'services',
]);
/** The name a file or a record gives a setting, made camelCase: `build_command` is `buildCommand`. */
function settingName(key) {
    return (0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .camelCase */ .xQ)(key);
}
/**
 * Shapes of names (camelCase) the platform owns whatever the exact word: anything about a
 * deployment (a pointer to the live one is moved by deploying, never by a PATCH), ids, URLs and
 * timestamps. A copy or a file that set one would fight the platform over it.
 */
const PLATFORM_OWNED_SHAPES = [/deployment/i, /(?:^id|Id|ID)s?$/, /(?:^url|Url|URL)s?$/, /(?:^at|At)$/];
/** Whether a record's field (in any spelling) is the platform's, not a setting. */
function isPlatformOwned(key) {
    const name = settingName(key);
    return PLATFORM_OWNED.has(name) || PLATFORM_OWNED_SHAPES.some((shape) => shape.test(name));
}
/** Every mutable setting of a project record, by camelCase name, in the record's order. */
function readSettings(project) {
    const settings = new Map();
    for (const [rawKey, value] of Object.entries(project)) {
        const name = settingName(rawKey);
        if (isPlatformOwned(rawKey) || settings.has(name))
            continue;
        settings.set(name, { name, rawKey, value });
    }
    return settings;
}
/**
 * The settings a preview copies from production: all of them but the name, which identifies the
 * project (two projects cannot share one) and is what the preview was found by.
 */
function copyableSettings(project) {
    return [...readSettings(project).values()].filter((setting) => setting.name !== 'name');
}
/** A PATCH body that sets these settings, each under the platform's own key. */
function settingsPatch(settings) {
    return Object.fromEntries(settings.map((setting) => [setting.rawKey, setting.value]));
}
/**
 * The value to send for a declared one: YAML reads `nodeVersion: 24` as a number, but when the
 * platform keeps the setting as text, `24` and `"24"` mean the same and must compare equal, or every
 * run would plan the same update again.
 */
function coerceSetting(declared, current) {
    if (typeof current === 'string' && (typeof declared === 'number' || typeof declared === 'boolean')) {
        return String(declared);
    }
    return declared;
}
/** Equal as JSON, with object keys in any order (a metadata map the platform re-orders is unchanged). */
function settingValuesEqual(a, b) {
    return canonicalJson(a) === canonicalJson(b);
}
/** How a value reads in a plan row: strings bare, everything else as JSON. */
function describeSettingValue(value) {
    if (value === undefined || value === null)
        return '(unset)';
    if (typeof value === 'string')
        return value === '' ? '""' : value;
    return canonicalJson(value);
}
function canonicalJson(value) {
    return JSON.stringify(sortKeys(value ?? null));
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (!(0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(value))
        return value;
    return Object.fromEntries(Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]));
}


/***/ }),

/***/ 24506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ sitePathProblem)
/* harmony export */ });
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
