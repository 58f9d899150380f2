export const id = 845;
export const ids = [845];
export const modules = {

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

/***/ 30537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tG: () => (/* binding */ assertDeclared),
  MP: () => (/* binding */ compareNames),
  D6: () => (/* binding */ readDeclared)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: ./src/env/digest.ts
var digest = __webpack_require__(89959);
// EXTERNAL MODULE: ./node_modules/dotenv/dist/index.cjs
var dist = __webpack_require__(88230);
;// CONCATENATED MODULE: ./src/env/dotenv.ts

/** The names the platform accepts: a letter or underscore, then letters, digits and underscores. */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * dotenv's own line pattern (dist/index.cjs, the default parser), with `d` for group offsets. Its
 * `parse` keeps only the last value of a repeated name and silently skips lines it cannot read, so
 * entries are found here, one match per assignment, and each entry's value still comes from dotenv's
 * `parse` of that entry's text alone: quotes, `\n` escapes, comments and `export ` stay dotenv's.
 */
const DOTENV_LINE = /(?:^|^)\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?(?:$|$)/dgm;
/**
 * Every assignment of a dotenv text, in order, and what is wrong with it. Problems are returned rather
 * than thrown so the caller can mask every value it did read before any message is printed.
 */
function parseDotenv(text, source) {
    const normalised = text.replace(/\r\n?/g, '\n');
    const lineStarts = lineStartsOf(normalised);
    const covered = new Uint8Array(normalised.length);
    const entries = [];
    const problems = [];
    for (const match of normalised.matchAll(DOTENV_LINE)) {
        const [start, end] = match.indices?.[0] ?? [match.index, match.index + match[0].length];
        covered.fill(1, start, end);
        const name = match[1] ?? '';
        const nameAt = match.indices?.[1]?.[0] ?? start;
        const line = lineOf(lineStarts, nameAt);
        if (!ENV_NAME.test(name)) {
            problems.push({ source, line, message: `"${name}" is not a valid variable name (${NAME_RULE})` });
            continue;
        }
        entries.push({ name, value: (0,dist.parse)(match[0])[name] ?? '', line, source });
        const unclosed = unclosedQuote(match[2]);
        if (unclosed !== undefined) {
            // dotenv would keep the quote as part of the value and carry on, so a missing closing quote
            // would silently write a wrong value (and drop the lines meant to follow it).
            const message = `the value of ${name} opens a ${unclosed} quote that is not closed at the end of the value; close the quote (after the last line of a multi-line value), or remove it`;
            problems.push({ source, line, message });
        }
        else if (cutAtHash(normalised, match)) {
            const message = `the value of ${name} has a # with no space before it, where dotenv ends the value and other dotenv tools do not; quote the value (${name}="..."), or put a space before the # if a comment starts there`;
            problems.push({ source, line, message });
        }
    }
    problems.push(...unreadLines(normalised, lineStarts, covered, source));
    problems.push(...conflictingRepeats(entries));
    problems.sort((a, b) => a.line - b.line);
    return { entries, problems };
}
const QUOTES = new Set(["'", '"', '`']);
/**
 * Whether an unquoted value stops at a `#` that is glued to it (`p4ss#w0rd`, or `=#x`). dotenv starts
 * a comment at any `#` of an unquoted value; shells, python-dotenv and Docker Compose only at a `#`
 * after whitespace, and keep `p4ss#w0rd` whole. Our rule: a `#` after whitespace starts a comment
 * (every dialect agrees), and a glued one is an error that says to quote the value, because either
 * reading of it would silently change what some other tool makes of the same file.
 */
function cutAtHash(text, match) {
    const value = match.indices?.[2];
    if (value === undefined) {
        // No value at all: the separator is followed directly by the comment, or by nothing.
        const afterName = match.indices?.[1]?.[1] ?? match.index;
        return /^[ \t]*=#/.test(text.slice(afterName, match.index + match[0].length));
    }
    const [start, end] = value;
    if (QUOTES.has(text.slice(start, end).trim().charAt(0)))
        return false;
    return text[end] === '#' && !/\s/.test(text[end - 1] ?? '');
}
/** The quote a value opens and never closes, when it does: the pattern fell back to its unquoted form. */
function unclosedQuote(rawValue) {
    const value = rawValue?.trim() ?? '';
    const quote = value.charAt(0);
    if (!QUOTES.has(quote))
        return undefined;
    return value.length >= 2 && value.endsWith(quote) ? undefined : quote;
}
const NAME_RULE = 'a name starts with a letter or underscore and has only letters, digits and underscores';
/** Lines dotenv would skip without a word: neither blank, nor a comment, nor part of an assignment. */
function unreadLines(text, lineStarts, covered, source) {
    const problems = [];
    lineStarts.forEach((start, index) => {
        const end = lineStarts[index + 1] ?? text.length + 1;
        const content = text.slice(start, end - 1);
        const trimmed = content.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            return;
        for (let at = start; at < start + content.length; at++) {
            if (!covered[at] && text[at]?.trim() !== '') {
                // The line itself is not shown: a pasted value without a name would be a secret.
                const message = `not a NAME=value assignment (${NAME_RULE}; quote values that span lines)`;
                problems.push({ source, line: index + 1, message });
                return;
            }
        }
    });
    return problems;
}
/** The same name twice with different values is a mistake, not a preference for the last one. */
function conflictingRepeats(entries) {
    const first = new Map();
    const problems = [];
    for (const entry of entries) {
        const earlier = first.get(entry.name);
        if (earlier === undefined)
            first.set(entry.name, entry);
        else if (earlier.value !== entry.value) {
            problems.push({
                source: entry.source,
                line: entry.line,
                message: `${entry.name} is set twice with different values (lines ${earlier.line} and ${entry.line}); keep one`,
            });
        }
    }
    return problems;
}
function lineStartsOf(text) {
    const starts = [0];
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1))
        starts.push(at + 1);
    return starts;
}
function lineOf(lineStarts, offset) {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
        const mid = (low + high + 1) >> 1;
        if ((lineStarts[mid] ?? 0) <= offset)
            low = mid;
        else
            high = mid - 1;
    }
    return low + 1;
}

;// CONCATENATED MODULE: ./src/env/declared.ts




/**
 * The declared set from the env file and then `variables`, which wins a clash between the two (a
 * clash inside one source is a problem). Nothing is thrown here: the caller masks `secretValues` first and
 * then calls `assertDeclared`, so no message can be printed before every value is a registered secret.
 */
function readDeclared(sources) {
    const merged = new Map();
    const overridden = [];
    const secretValues = [];
    const problems = [];
    let problemInput;
    for (const source of sources) {
        const parsed = parseDotenv(source.text, source.label);
        if (source.input === 'variables')
            secretValues.push(...parsed.entries.map((entry) => entry.value));
        const reserved = parsed.entries.filter((entry) => entry.name.startsWith(digest/* DIGEST_PREFIX */.CZ));
        const sourceProblems = [
            ...parsed.problems,
            ...reserved.map((entry) => ({
                source: source.label,
                line: entry.line,
                message: `${entry.name} uses the prefix ${digest/* DIGEST_PREFIX */.CZ}, which env-sync keeps for its own digest variable; rename it`,
            })),
        ];
        if (sourceProblems.length > 0)
            problemInput ??= source.input;
        problems.push(...sourceProblems);
        const seenHere = new Set();
        for (const entry of parsed.entries) {
            if (merged.has(entry.name) && !seenHere.has(entry.name))
                overridden.push(entry.name);
            seenHere.add(entry.name);
            merged.set(entry.name, entry);
        }
    }
    const sorted = [...merged.keys()].sort(compareNames);
    return {
        variables: new Map(sorted.map((name) => [name, merged.get(name)?.value ?? ''])),
        secretValues,
        overridden: [...new Set(overridden)].sort(compareNames),
        problems,
        problemInput,
    };
}
/** Throws the one ConfigurationError for every problem of the declared set, before any write. */
function assertDeclared(declared) {
    if (declared.problems.length > 0) {
        const listed = declared.problems.map((p) => `${p.source} line ${p.line}: ${p.message}`).join('; ');
        throw new errors/* ConfigurationError */.j1(`The declared variables have ${(0,src_text/* plural */.LS)(declared.problems.length, 'problem')}: ${listed}. Nothing was written.`, declared.problemInput);
    }
    if (declared.variables.size === 0) {
        throw new errors/* ConfigurationError */.j1('The declared set is empty: `variables` and `env-file` declare no NAME=value line. An empty set would ' +
            'remove every variable, so it is refused; declare at least one variable. Nothing was written.', 'variables');
    }
}
/** Plain code-unit order, the same on every machine (no locale). */
function compareNames(a, b) {
    if (a === b)
        return 0;
    return a < b ? -1 : 1;
}


/***/ }),

/***/ 89959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ DIGEST_PREFIX),
/* harmony export */   Sf: () => (/* binding */ isDigestName),
/* harmony export */   su: () => (/* binding */ digestName),
/* harmony export */   xD: () => (/* binding */ DIGEST_VALUE)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The platform lists variable names but never values, so a changed value cannot be seen by reading.
 * Each sync therefore also stores one variable whose NAME is a digest of the declared set: when the
 * listed names contain the digest of what is declared now, nothing changed since the last sync and
 * nothing needs writing (for a project: no PUT, so no redeploy).
 *
 * The digest is an HMAC-SHA256 keyed with the API key, so the name says nothing about the values to
 * anyone who can list names: a plain hash of low-entropy values (`DEBUG=1`, a short PIN) could be
 * brute-forced from it. The scope (target kind and id) is in the message, so two targets with the
 * same set (a group attached to a project that is synced too) never share a digest name.
 */
const DIGEST_PREFIX = 'PLATFORM_ENV_DIGEST_';
/** The digest variable's value: the name carries the digest, the value only says what it is. */
const DIGEST_VALUE = 'set by the env-sync action: its name is a keyed digest of the declared variables';
const HEX_DIGITS = 16;
const SCHEME = 'env-sync/1';
function digestName(variables, scope, key) {
    const pairs = [...variables].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // JSON of an array of pairs is unambiguous: no choice of names and values gives the same text.
    const canonical = JSON.stringify([SCHEME, scope, pairs]);
    const hex = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(canonical, 'utf8').digest('hex');
    return `${DIGEST_PREFIX}${hex.slice(0, HEX_DIGITS).toUpperCase()}`;
}
function isDigestName(name) {
    return name.startsWith(DIGEST_PREFIX);
}


/***/ }),

/***/ 98716:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ checkEnvExpectedPlan),
/* harmony export */   i: () => (/* binding */ envPlanId)
/* harmony export */ });
/* harmony import */ var _sync_engine_plan_id_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68889);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23708);


const KIND = 'env variable';
/**
 * The env plan's writes as plan-id changes: names added, removed, attachments, and, only when a
 * `digest-key` keyed the digest, names re-sent, whether the values changed (the new digest name) and
 * stale digests removed. Values never go in. Without a `digest-key` nothing derived from the values
 * does either: a read-key plan's digest would be keyed by the read key, so anyone holding it could
 * test guessed values against the published id, and a full-key apply's digest (keyed by the API key)
 * could never agree with that plan's. A project's leftover digest is only dropped with a real change,
 * as the writes do.
 */
function envPlanChanges(plan) {
    const changes = [
        ...plan.added.map((name) => ({ op: 'create', key: name, label: `add ${name}` })),
        ...plan.removed.map((name) => ({ op: 'delete', key: name, label: `remove ${name}` })),
        ...plan.attach.map((id) => ({ op: 'create', key: `attach:${id}`, label: `attach to ${id}` })),
    ];
    if (plan.values !== 'digest-key')
        return changes;
    changes.push(...(0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .rewritten */ .fm)(plan).map((name) => ({ op: 'update', key: name, label: `re-send ${name}` })));
    const writesVariables = plan.valuesChanged || plan.added.length > 0 || plan.removed.length > 0;
    if (plan.valuesChanged)
        changes.push({
            op: 'update',
            key: 'values',
            after: plan.digest,
            label: 'values differ from the last sync',
        });
    const dropsStale = plan.target.kind !== 'project' || writesVariables;
    if (dropsStale)
        for (const name of plan.staleDigests)
            changes.push({ op: 'delete', key: name, label: `remove the old digest ${name}` });
    return changes;
}
function envPlanId(plan) {
    return (0,_sync_engine_plan_id_js__WEBPACK_IMPORTED_MODULE_0__/* .planIdOfChanges */ .XI)(KIND, envPlanChanges(plan));
}
function checkEnvExpectedPlan(plan, expected) {
    return expected === undefined ? undefined : (0,_sync_engine_plan_id_js__WEBPACK_IMPORTED_MODULE_0__/* .comparePlan */ .hv)(KIND, expected, envPlanChanges(plan));
}


/***/ }),

/***/ 23708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ variablesChange),
/* harmony export */   Od: () => (/* binding */ scopeOf),
/* harmony export */   V4: () => (/* binding */ planEnv),
/* harmony export */   XA: () => (/* binding */ planChanges),
/* harmony export */   _U: () => (/* binding */ writtenDigest),
/* harmony export */   ff: () => (/* binding */ describeTarget),
/* harmony export */   fm: () => (/* binding */ rewritten)
/* harmony export */ });
/* harmony import */ var _declared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30537);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89959);


function describeTarget(target) {
    switch (target.kind) {
        case 'project':
            return `project ${projectText(target)}`;
        case 'group':
            return `env group ${target.groupId}`;
        case 'service':
            return `service ${target.service} of project ${projectText(target)}`;
    }
}
/** `shop (prj_shop)`, or the id alone when the name is unknown. */
function projectText(target) {
    const { projectId, projectName } = target;
    return projectName === undefined || projectName === projectId ? projectId : `${projectName} (${projectId})`;
}
/** What the digest is bound to, so the same set on two targets never gives the same digest name. */
function scopeOf(target) {
    switch (target.kind) {
        case 'project':
            return `project:${target.projectId}`;
        case 'group':
            return `group:${target.groupId}`;
        case 'service':
            return `service:${target.projectId}/${target.service}`;
    }
}
function planEnv(input) {
    const current = new Set(input.current);
    const user = [...current].filter((name) => !(0,_digest_js__WEBPACK_IMPORTED_MODULE_1__/* .isDigestName */ .Sf)(name)).sort(_declared_js__WEBPACK_IMPORTED_MODULE_0__/* .compareNames */ .MP);
    const declaredNames = [...input.declared.keys()].sort(_declared_js__WEBPACK_IMPORTED_MODULE_0__/* .compareNames */ .MP);
    const undeclared = user.filter((name) => !input.declared.has(name));
    const attachTo = input.target.kind === 'group' ? input.target.attachTo : [];
    const attached = new Set(input.attached ?? []);
    const { digest } = input;
    return {
        target: input.target,
        values: digest === undefined ? 'not compared' : (input.keyedBy ?? 'digest-key'),
        prune: input.prune,
        added: declaredNames.filter((name) => !current.has(name)),
        kept: declaredNames.filter((name) => current.has(name)),
        valuesChanged: digest !== undefined && !current.has(digest),
        removed: input.prune ? undeclared : [],
        undeclared: input.prune ? [] : undeclared,
        digest,
        staleDigests: digest === undefined
            ? []
            : [...current].filter((name) => (0,_digest_js__WEBPACK_IMPORTED_MODULE_1__/* .isDigestName */ .Sf)(name) && name !== digest).sort(_declared_js__WEBPACK_IMPORTED_MODULE_0__/* .compareNames */ .MP),
        attach: attachTo.filter((id) => !attached.has(id)),
        alreadyAttached: attachTo.filter((id) => attached.has(id)),
    };
}
/** Whether the variables themselves need a write (attachments aside). */
function variablesChange(plan) {
    return plan.valuesChanged || plan.added.length > 0 || plan.removed.length > 0;
}
/** Whether the run writes anything at all: the `changed` output. */
function planChanges(plan) {
    // A project's leftover digest waits for its next real change: removing it alone would redeploy.
    const staleDigests = plan.target.kind !== 'project' && plan.staleDigests.length > 0;
    return variablesChange(plan) || staleDigests || plan.attach.length > 0;
}
/** The digest a write stores: every write compares the values, so one that has none is a bug. */
function writtenDigest(plan) {
    if (plan.digest === undefined)
        throw new Error('An env write needs the digest of the declared set.');
    return plan.digest;
}
/** Kept variables whose value is sent again: all of them when the digest differs, else none. */
function rewritten(plan) {
    return plan.valuesChanged ? plan.kept : [];
}


/***/ }),

/***/ 23845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ runEnvSync)
});

// EXTERNAL MODULE: ./src/api/resources/env.ts
var env = __webpack_require__(36809);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/deploy/watch.ts
var deploy_watch = __webpack_require__(4808);
// EXTERNAL MODULE: ./src/sync/engine/plan-id.ts
var plan_id = __webpack_require__(68889);
// EXTERNAL MODULE: ./src/env/digest.ts
var digest = __webpack_require__(89959);
// EXTERNAL MODULE: ./src/api/resources/env-groups.ts
var env_groups = __webpack_require__(68166);
;// CONCATENATED MODULE: ./src/env/group.ts

/** POST creates, PUT updates (the platform answers 404 to a PUT of a name it does not have). */
function groupStore(client, groupId) {
    return {
        create: async (name, value, signal) => {
            await (0,env_groups/* createEnvGroupVar */.ch)(client, groupId, { name, value }, signal ? { signal } : undefined);
        },
        update: async (name, value, signal) => {
            await (0,env_groups/* updateEnvGroupVar */.De)(client, groupId, name, value, signal ? { signal } : undefined);
        },
        remove: (name, signal) => (0,env_groups/* deleteEnvGroupVar */.f3)(client, groupId, name, signal ? { signal } : undefined),
    };
}
/** The group's variable names, from its record (values are never returned). */
async function readGroupNames(client, groupId, logger, signal) {
    const group = await (0,env_groups/* getEnvGroup */.vB)(client, groupId, signal ? { signal } : undefined);
    if (group.variableNames !== undefined)
        return group.variableNames;
    logger.warning(`The platform's record of env group ${groupId} lists no variable names, so every declared variable is ` +
        'treated as new and nothing can be pruned.');
    return [];
}
/** Which of `projectIds` the group is attached to already, so attaching again writes nothing. */
async function attachedProjects(client, groupId, projectIds, signal) {
    const attached = [];
    for (const projectId of projectIds) {
        const groups = await (0,env_groups/* listProjectEnvGroups */.lw)(client, projectId, signal ? { signal } : undefined);
        if (groups.some((group) => group.id === groupId))
            attached.push(projectId);
    }
    return attached;
}
async function attachGroup(client, groupId, projectIds, options) {
    const { signal } = options;
    for (const projectId of projectIds) {
        await (0,env_groups/* attachProjectEnvGroup */.bi)(client, projectId, groupId, signal ? { signal } : undefined);
        options.onWrite?.();
        options.logger.info(`Attached env group ${groupId} to project ${projectId}.`);
    }
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/env/plan.ts
var env_plan = __webpack_require__(23708);
;// CONCATENATED MODULE: ./src/env/per-variable.ts



/**
 * The writes, in an order that is safe to stop anywhere: declared variables first, then the new
 * digest (so a run that stops half-way leaves no digest claiming a set that was not fully written,
 * and the next run re-sends everything), then the old digests, and deletions last.
 */
function perVariableSteps(plan) {
    if (!(0,env_plan/* variablesChange */.Eo)(plan) && plan.staleDigests.length === 0)
        return [];
    const steps = [
        ...plan.added.map((name) => ({ op: 'create', name })),
        ...(0,env_plan/* rewritten */.fm)(plan).map((name) => ({ op: 'update', name })),
    ];
    if (plan.valuesChanged)
        steps.push({ op: 'create', name: (0,env_plan/* writtenDigest */._U)(plan) });
    steps.push(...plan.staleDigests.map((name) => ({ op: 'delete', name })));
    steps.push(...plan.removed.map((name) => ({ op: 'delete', name })));
    return steps;
}
const PAST = { create: 'Created', update: 'Updated', delete: 'Deleted' };
/**
 * Makes the writes one at a time and stops at the first failure: a broken key or platform would only
 * repeat it. When nothing was written yet the platform's own error is thrown as is (a read key gets
 * the client's "needs a full key" sentence); otherwise the failure says what landed before it.
 */
async function applySteps(store, steps, declared, options) {
    let done = 0;
    for (const step of steps) {
        try {
            if (step.op === 'delete')
                await store.remove(step.name, options.signal);
            else {
                const value = declared.get(step.name) ?? digest/* DIGEST_VALUE */.xD;
                await (step.op === 'create' ? store.create : store.update)(step.name, value, options.signal);
            }
        }
        catch (error) {
            if (done === 0)
                throw error;
            throw new errors/* ActionFailure */.dR(`Writing the variables of ${options.what} stopped at ${step.op} ${step.name} after ${done} of ` +
                `${steps.length} writes landed: ${(0,errors/* errorMessage */.gJ)(error)} Run again to finish.`);
        }
        done++;
        options.onWrite?.();
        options.logger.info(`${PAST[step.op]} ${step.name}.`);
    }
}

// EXTERNAL MODULE: ./src/env/plan-id.ts
var env_plan_id = __webpack_require__(98716);
// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/pause.ts
var pause = __webpack_require__(84581);
;// CONCATENATED MODULE: ./src/env/project.ts






/**
 * PUT /projects/{id}/env replaces the whole set, so a write would delete every name it leaves out.
 * With prune off that is refused before anything is written, naming what would be lost.
 */
function checkProjectPrune(plan) {
    if (plan.target.kind !== 'project' || !(0,env_plan/* variablesChange */.Eo)(plan) || plan.undeclared.length === 0)
        return;
    const count = plan.undeclared.length;
    const names = plan.undeclared.join(', ');
    throw new errors/* ConfigurationError */.j1(`Refusing to write ${plan.target.projectId}'s variables: the platform replaces the whole set, so it ` +
        `would delete ${count === 1 ? 'this variable, which is' : `these ${count} variables, which are`} ` +
        `not declared: ${names}. Declare ${count === 1 ? 'it' : 'them'} in \`variables\` or \`env-file\`, ` +
        'or set `prune: true` to delete them. Nothing was written.', 'prune');
}
/** The one PUT of a project sync: the declared set plus its digest variable, which replaces any older one. */
async function writeProjectEnv(client, plan, declared, signal) {
    if (plan.target.kind !== 'project')
        throw new Error('writeProjectEnv needs a project target.');
    const variables = Object.fromEntries(declared);
    variables[(0,env_plan/* writtenDigest */._U)(plan)] = digest/* DIGEST_VALUE */.xD;
    return (0,env/* setProjectEnv */.XQ)(client, plan.target.projectId, variables, signal ? { signal } : undefined);
}
/** PUTs sent at most, the first included. */
const PUT_ATTEMPTS = 3;
/**
 * The project PUT, landed exactly once. Each PUT that lands starts a redeploy, so when its answer is
 * lost the variable names are read back first: the digest variable's name is keyed by the values, so
 * seeing exactly the declared names plus this run's digest means this PUT landed, and it is not sent
 * again. The answer is then unknown, so the caller finds the redeploy in the deployment list.
 */
async function writeProjectEnvOnce(client, plan, declared, options) {
    if (plan.target.kind !== 'project')
        throw new Error('writeProjectEnvOnce needs a project target.');
    const { projectId } = plan.target;
    const { logger, signal } = options;
    const expected = [...declared.keys(), (0,env_plan/* writtenDigest */._U)(plan)].sort();
    for (let attempt = 1;; attempt++) {
        try {
            return await writeProjectEnv(client, plan, declared, signal);
        }
        catch (error) {
            if (!mayHaveLanded(error) || attempt >= PUT_ATTEMPTS || signal?.aborted)
                throw error;
            logger.warning(`The variables PUT of project ${projectId} got no usable answer (${(0,errors/* errorMessage */.gJ)(error)}); reading the names back before sending it again.`);
        }
        for (let read = 0; read < (options.rereads ?? 3); read++) {
            if (read > 0)
                await (0,pause/* pause */.v)(options.rereadDelayMs ?? 1_000, signal);
            const names = (await (0,env/* listProjectEnvNames */.js)(client, projectId, signal ? { signal } : undefined)).sort();
            if (names.length === expected.length && names.every((name, i) => name === expected[i])) {
                logger.info(`The unanswered PUT had landed: project ${projectId} has exactly the declared variables.`);
                return { raw: undefined };
            }
        }
        logger.info(`The unanswered PUT did not land; sending it again.`);
    }
}
/** Failures after which the platform may have done the work: a lost answer, or a 5xx or 408 status. */
function mayHaveLanded(error) {
    if (error instanceof api_errors/* AmbiguousRequestError */.sm)
        return true;
    return error instanceof api_errors/* PlatformApiError */.es && (error.status >= 500 || error.status === 408);
}

// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/resources/deployments.ts
var deployments = __webpack_require__(59098);
;// CONCATENATED MODULE: ./src/env/redeploy.ts




async function snapshotBeforePut(client, projectId, signal) {
    const listed = await (0,deployments/* listDeployments */.Jn)(client, projectId, { maxPages: 1, ...(signal ? { signal } : {}) });
    return { ids: new Set(listed.map((deployment) => deployment.id)), listedAt: (0,clock/* currentClock */.q6)().now() };
}
/** The PUT's answer says outright that nothing was redeployed (`deploymentId: null`: never deployed). */
function saysNoRedeploy(put) {
    const raw = put.raw;
    if (!(0,decode/* isRecord */.u4)(raw))
        return false;
    return ['deploymentId', 'deployment_id', 'redeploymentId', 'redeployment_id'].some((key) => key in raw && raw[key] === null);
}
/**
 * Slack between the platform's clocks, and between when we saw things happen and when it dated them.
 */
const CLOCK_SLACK_MS = 1_000;
/**
 * The redeploy the PUT started: the id in its answer, or else from the listing, the nearest redeploy
 * after the PUT (see pickRedeploy). Never another job's deploy that happened to come in meanwhile.
 */
async function findRedeploy(client, projectId, put, before, options) {
    if (put.deploymentId !== undefined)
        return { kind: 'found', deploymentId: put.deploymentId };
    if (saysNoRedeploy(put))
        return { kind: 'none-started' };
    const { logger } = options;
    const windowMs = (options.putLandedAt ?? (0,clock/* currentClock */.q6)().now()) - before.listedAt + CLOCK_SLACK_MS;
    const attempts = options.attempts ?? 5;
    const intervalMs = options.intervalMs ?? 2_000;
    let othersSeen = [];
    for (let attempt = 1; attempt <= attempts; attempt++) {
        const listed = await (0,deployments/* listDeployments */.Jn)(client, projectId, {
            maxPages: 1,
            ...(options.signal ? { signal: options.signal } : {}),
        });
        othersSeen = listed.filter((d) => !before.ids.has(d.id));
        const picked = pickRedeploy(listed, before.ids, windowMs);
        if (picked?.kind === 'unidentified') {
            logger.warning(`The variables PUT's answer did not name its redeploy, and ${picked.candidates.length} redeploys started so close together after it that this run cannot tell which is its own: ${describe(picked.candidates)}; following none of them (another job may be changing this project's variables too), so check the project's deployments on the platform.`);
            return { kind: 'unidentified', candidates: picked.candidates };
        }
        if (picked !== undefined) {
            const others = othersSeen.filter((d) => d.id !== picked.deployment.id);
            logger.info(`Found redeploy ${picked.deployment.id} in the project's deployments${others.length > 0 ? ` (not ${others.map((d) => d.id).join(', ')}, started by something else or later)` : ''}.`);
            return { kind: 'found', deploymentId: picked.deployment.id };
        }
        if (attempt === attempts || (0,clock/* currentClock */.q6)().now() + intervalMs > options.deadline)
            break;
        await (0,pause/* pause */.v)(intervalMs, options.signal);
        if (options.signal?.aborted)
            break;
    }
    if (othersSeen.length > 0)
        logger.warning(`No redeploy of the new variables showed up, only deployments started by something else (${describe(othersSeen)}); this run follows none of them.`);
    return { kind: 'not-found' };
}
/**
 * Which listed deployment a variables PUT started. Candidates are those not listed before the PUT
 * that are variables redeploys (`trigger: env`; when the platform states no triggers, any). The nearest
 * (earliest) is the PUT's when no other candidate came within `windowMs` of it, the time the PUT took
 * from the listing before it to its landing: a redeploy that close may be another job's PUT's, landed
 * just before ours. Otherwise it cannot tell, and says so instead of taking another job's.
 */
function pickRedeploy(listed, before, windowMs) {
    const fresh = listed.filter((d) => !before.has(d.id) && (d.trigger === undefined || isEnvTrigger(d.trigger)));
    const stated = fresh.filter((d) => d.trigger !== undefined);
    const candidates = (stated.length > 0 ? stated : fresh).toSorted((a, b) => createdOf(a) - createdOf(b));
    const [nearest, next] = candidates;
    if (nearest === undefined)
        return undefined;
    if (next === undefined)
        return { kind: 'found', deployment: nearest };
    const gap = createdOf(next) - createdOf(nearest);
    if (Number.isFinite(gap) && gap > windowMs)
        return { kind: 'found', deployment: nearest };
    return { kind: 'unidentified', candidates };
}
function isEnvTrigger(trigger) {
    return ['env', 'environment'].includes(trigger.toLowerCase());
}
/** Epoch ms; a record without a date sorts last, and no gap to it is known. */
function createdOf(deployment) {
    const created = deployment.createdAt ? Date.parse(deployment.createdAt) : Number.NaN;
    return Number.isNaN(created) ? Number.POSITIVE_INFINITY : created;
}
function describe(deployments) {
    return deployments.map((d) => `${d.id} (created ${d.createdAt ?? 'at an unknown time'})`).join(', ');
}

// EXTERNAL MODULE: ./src/api/resources/services.ts
var services = __webpack_require__(82776);
;// CONCATENATED MODULE: ./src/env/service.ts

/** A compose service's own variables: PUT sets one (new or not), DELETE removes one. */
function serviceStore(client, projectId, service) {
    const set = async (name, value, signal) => {
        await (0,services/* setServiceEnvVar */.kQ)(client, projectId, service, name, value, signal ? { signal } : undefined);
    };
    return {
        create: set,
        update: set,
        remove: (name, signal) => (0,services/* deleteServiceEnvVar */.HR)(client, projectId, service, name, signal ? { signal } : undefined),
    };
}
function readServiceNames(client, projectId, service, signal) {
    return (0,services/* listServiceEnvNames */.bX)(client, projectId, service, signal ? { signal } : undefined);
}

;// CONCATENATED MODULE: ./src/env/sync.ts












/** read names → plan → refuse or print → write → (project) follow the redeploy. */
async function runEnvSync(request) {
    const { client, target, logger, signal } = request;
    const current = await readCurrentNames(request);
    const attached = target.kind === 'group' ? await attachedProjects(client, target.groupId, target.attachTo, signal) : [];
    const { key, from } = request.digestKey;
    const compare = from === 'digest-key' || !request.dryRun;
    const plan = (0,env_plan/* planEnv */.V4)({
        target,
        declared: request.declared,
        current,
        digest: compare ? (0,digest/* digestName */.su)(request.declared, (0,env_plan/* scopeOf */.Od)(target), key) : undefined,
        keyedBy: from,
        prune: request.prune,
        attached,
    });
    request.onPlan?.(plan);
    const check = (0,env_plan_id/* checkEnvExpectedPlan */.V)(plan, request.expectedPlan);
    if (check instanceof plan_id/* PlanMismatchError */.eo)
        throw check;
    if (check !== undefined)
        logger.info(check.note);
    checkProjectPrune(plan);
    const changed = (0,env_plan/* planChanges */.XA)(plan);
    const done = (redeploy) => ({
        plan,
        changed,
        dryRun: request.dryRun,
        redeploy,
    });
    if (request.dryRun || !changed)
        return done({ kind: 'none' });
    if (target.kind === 'project')
        return done(await writeProject(request, plan));
    const store = target.kind === 'group'
        ? groupStore(client, target.groupId)
        : serviceStore(client, target.projectId, target.service);
    const what = (0,env_plan/* describeTarget */.ff)(target);
    const onWrite = request.onWrite ?? (() => undefined);
    await applySteps(store, perVariableSteps(plan), request.declared, {
        logger,
        what,
        onWrite,
        ...optional(signal),
    });
    if (target.kind === 'group')
        await attachGroup(client, target.groupId, plan.attach, { logger, onWrite, signal });
    return done({ kind: 'none' });
}
function readCurrentNames(request) {
    const { client, target, signal } = request;
    switch (target.kind) {
        case 'project':
            return (0,env/* listProjectEnvNames */.js)(client, target.projectId, optional(signal));
        case 'group':
            return readGroupNames(client, target.groupId, request.logger, signal);
        case 'service':
            return readServiceNames(client, target.projectId, target.service, signal);
    }
}
async function writeProject(request, plan) {
    const { client, logger, signal } = request;
    if (plan.target.kind !== 'project')
        throw new Error('writeProject needs a project target.');
    const projectId = plan.target.projectId;
    const deadline = (0,clock/* currentClock */.q6)().now() + request.timeoutMs;
    const before = request.wait ? await snapshotBeforePut(client, projectId, signal) : undefined;
    const put = await writeProjectEnvOnce(client, plan, request.declared, { logger, ...optional(signal) });
    const putLandedAt = (0,clock/* currentClock */.q6)().now();
    request.onWrite?.();
    logger.info(`Replaced the variables of project ${projectId}; the platform redeploys it with them.`);
    if (before === undefined)
        return { kind: 'not-waited', deploymentId: put.deploymentId };
    const lookup = await findRedeploy(client, projectId, put, before, {
        logger,
        deadline,
        putLandedAt,
        ...optional(signal),
    });
    if (lookup.kind === 'unidentified')
        return { kind: 'unidentified', candidates: lookup.candidates.map((d) => d.id) };
    if (lookup.kind !== 'found')
        return { kind: lookup.kind };
    const { deploymentId } = lookup;
    request.onRedeploy?.(deploymentId);
    try {
        const watch = await (0,deploy_watch/* watchDeployment */.J)(client, deploymentId, {
            deadline,
            logger,
            ...optional(signal),
            ...(request.pacing ? { pacing: request.pacing } : {}),
            onStatus: (d) => logger.info(`Deployment ${d.id} is ${d.status}.`),
        });
        return { kind: 'watched', deploymentId, watch };
    }
    catch (error) {
        if (!signal?.aborted)
            throw error;
        const watch = { status: 'cancelled', deployment: undefined, logLines: [], requests: 0 };
        return { kind: 'watched', deploymentId, watch };
    }
}
function optional(signal) {
    return signal ? { signal } : {};
}


/***/ })

};
