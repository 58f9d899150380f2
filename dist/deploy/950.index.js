export const id = 950;
export const ids = [950,689];
export const modules = {

/***/ 45950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runManifestMode: () => (/* binding */ runManifestMode)
});

// EXTERNAL MODULE: ./src/api/client.ts + 7 modules
var api_client = __webpack_require__(60516);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/duration.ts
var duration = __webpack_require__(77607);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/deployment-reporter.ts
var deployment_reporter = __webpack_require__(53344);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/env/digest.ts

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
    const hex = (0,external_node_crypto_.createHmac)('sha256', key).update(canonical, 'utf8').digest('hex');
    return `${DIGEST_PREFIX}${hex.slice(0, HEX_DIGITS).toUpperCase()}`;
}
function isDigestName(name) {
    return name.startsWith(DIGEST_PREFIX);
}

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
        const reserved = parsed.entries.filter((entry) => entry.name.startsWith(DIGEST_PREFIX));
        const sourceProblems = [
            ...parsed.problems,
            ...reserved.map((entry) => ({
                source: source.label,
                line: entry.line,
                message: `${entry.name} uses the prefix ${DIGEST_PREFIX}, which env-sync keeps for its own digest variable; rename it`,
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
        throw new ConfigurationError(`The declared variables have ${plural(declared.problems.length, 'problem')}: ${listed}. Nothing was written.`, declared.problemInput);
    }
    if (declared.variables.size === 0) {
        throw new ConfigurationError('The declared set is empty: `variables` and `env-file` declare no NAME=value line. An empty set would ' +
            'remove every variable, so it is refused; declare at least one variable. Nothing was written.', 'variables');
    }
}
/** Plain code-unit order, the same on every machine (no locale). */
function compareNames(a, b) {
    if (a === b)
        return 0;
    return a < b ? -1 : 1;
}

;// CONCATENATED MODULE: ./src/env/plan.ts


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
    const user = [...current].filter((name) => !isDigestName(name)).sort(compareNames);
    const declaredNames = [...input.declared.keys()].sort(compareNames);
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
            : [...current].filter((name) => isDigestName(name) && name !== digest).sort(compareNames),
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

// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/resources/operation.ts + 1 modules
var operation = __webpack_require__(38424);
// EXTERNAL MODULE: ./src/api/resources/records.ts
var resources_records = __webpack_require__(87512);
;// CONCATENATED MODULE: ./src/api/resources/env.ts



const NAME_FIELDS = ['name', 'key', 'variable', 'id'];
const LIST_FIELDS = ['variables', 'vars', 'env', 'names', 'keys', 'items', 'data', 'results'];
/**
 * Variable names from any usual shape: `["A"]`, `[{ name: "A" }]`, `{ variables: [...] }`,
 * or a map `{ A: "***" }` (its keys). The platform never returns values, and neither do we.
 */
function envNamesFrom(body) {
    if (Array.isArray(body)) {
        return body
            .map((item) => (typeof item === 'string' ? item : (0,decode/* stringField */.OM)(item, ...NAME_FIELDS)))
            .filter((name) => typeof name === 'string' && name !== '');
    }
    if (!(0,decode/* isRecord */.u4)(body))
        return [];
    for (const key of LIST_FIELDS) {
        const inner = (0,decode/* field */.ZZ)(body, key);
        if (Array.isArray(inner) || (0,decode/* isRecord */.u4)(inner))
            return envNamesFrom(inner);
    }
    return Object.keys(body);
}
/**
 * Every variable name at `operation` (a project's or a service's), across pages like any list (a
 * platform may page the names too): a whole-set PUT built on part of them would delete the rest.
 */
async function listEnvNames(client, operation, params, options) {
    const [call, pages] = (0,resources_records/* listOptions */.NM)(options, params);
    const itemsOf = (body) => envNamesFrom((0,decode/* unwrapList */.ij)(body, LIST_FIELDS) ?? body);
    const records = await client.list(operation, call, { ...pages, itemsOf });
    return records.map((record) => String(record.value));
}
function listProjectEnvNames(client, projectId, options) {
    return listEnvNames(client, 'listProjectEnv', { id: projectId }, options);
}
/** The redeploy's id from `deploymentId`, `redeploymentId`, or a nested `deployment`/`redeploy` record. */
function redeployIdFrom(body) {
    return ((0,decode/* stringField */.OM)(body, 'deploymentId', 'redeploymentId', 'redeployId') ?? (0,resources_records/* refId */.NP)(body, 'deployment', 'redeploy'));
}
/**
 * PUT /projects/{id}/env: `variables` REPLACES the project's whole set and triggers a redeploy.
 * Idempotent by HTTP but not in effect: every PUT that lands starts a redeploy, so it is never repeated
 * after an answer that may have come after the work (a lost connection, a timeout, a 5xx); callers
 * read the names back to tell whether it landed (src/env/project.ts).
 */
const setProjectEnv = (0,operation/* endpoint */.sR)('setProjectEnv', {
    body: (variables) => ({ variables: { ...variables } }),
    idempotent: false,
    decode: (raw) => ({ raw, ...(0,resources_records/* defined */.sw)({ deploymentId: redeployIdFrom(raw) }) }),
});

// EXTERNAL MODULE: ./src/deploy/watch.ts
var deploy_watch = __webpack_require__(4808);
// EXTERNAL MODULE: ./src/sync/engine/safety.ts
var safety = __webpack_require__(55246);
;// CONCATENATED MODULE: ./src/sync/engine/plan-id.ts


const plan_id_SCHEME = 'plan-id/1';
const WHOLE_DIGITS = 16;
const CHANGE_DIGITS = 16;
const MAX_LISTED = 20;
function sha256(parts) {
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(parts), 'utf8').digest('hex');
}
function changeDigest(kind, change) {
    return sha256([plan_id_SCHEME, kind, change.op, change.key, change.before ?? null, change.after ?? null]).slice(0, CHANGE_DIGITS);
}
function plan_id_planIdOfChanges(kind, changes) {
    const digests = changes.map((change) => changeDigest(kind, change)).sort();
    const whole = sha256([plan_id_SCHEME, kind, digests.length, ...changes.map((c) => fullParts(c)).sort()]).slice(0, WHOLE_DIGITS);
    return digests.length > 0 && digests.length <= MAX_LISTED ? [whole, ...digests].join('.') : whole;
}
function fullParts(change) {
    return JSON.stringify([change.op, change.key, change.before ?? null, change.after ?? null]);
}
function isWrite(item) {
    return item.op === 'create' || item.op === 'update' || item.op === 'delete';
}
function plan_id_planChanges(plan) {
    return plan.items.filter(isWrite).map((item) => ({
        op: item.op,
        key: item.key,
        before: item.before,
        after: item.after,
        label: `${item.op} ${item.name} ${describeChange(item)}`.trim(),
    }));
}
function describeChange(item) {
    if (item.op === 'create')
        return item.after ?? item.detail;
    if (item.op === 'delete')
        return item.before ?? item.detail;
    return `${item.before ?? '(none)'} -> ${item.after ?? '(none)'}`;
}
function planId(plan) {
    return plan_id_planIdOfChanges(plan.kind, plan_id_planChanges(plan));
}
/** `expected-plan` as given: trimmed; anything but the id's own characters is not an id. */
function parsePlanId(text) {
    const id = text.trim().toLowerCase();
    return /^[0-9a-f]{16}((\.[0-9a-f]{16})*|(\.[0-9a-f]{6})*)$/.test(id) ? id : undefined;
}
/**
 * The plan changed between the review and now: nothing is written, and the message says what is
 * new, what is no longer planned, and the id to pass after reviewing again.
 */
class PlanMismatchError extends safety/* UnsafePlanError */.Qm {
    expected;
    actual;
    constructor(expected, actual, differences) {
        super(differences);
        this.expected = expected;
        this.actual = actual;
        this.message =
            `The plan is not the one reviewed (expected-plan ${expected}, the plan now is ${actual}): ${differences.join('; ')}. ` +
                'Nothing was written; review the plan above: to apply it, set `expected-plan` to its id (in sync.yml, push to the pull request so its plan comment shows this plan), or apply without the check.';
    }
}
/** What is left of the reviewed plan, every change of it one the reviewer saw: applied, and said so. */
class ReviewedRest {
    left;
    of;
    note;
    constructor(left, of) {
        this.left = left;
        this.of = of;
        this.note = `Finishing the reviewed plan: ${left} of ${of} left (each an unchanged change of the reviewed plan; the rest was applied before).`;
    }
}
/** Whether every change is one listed in full in the reviewed id, each listed change used once. */
function isRestOf(listed, ours) {
    if (listed.length === 0 || listed.some((digest) => digest.length !== CHANGE_DIGITS))
        return false;
    const unused = [...listed];
    for (const { digest } of ours) {
        const at = unused.indexOf(digest);
        if (at < 0)
            return false;
        unused.splice(at, 1);
    }
    return true;
}
/**
 * Undefined when `expected` is the id of `changes`; a ReviewedRest when the changes are what is left
 * of the reviewed plan (nothing new, nothing changed); else what differs, in words.
 */
function comparePlan(kind, expected, changes) {
    const actual = plan_id_planIdOfChanges(kind, changes);
    const [whole, ...listed] = expected.split('.');
    if (actual.split('.')[0] === whole)
        return undefined;
    const ours = changes.map((change) => ({ change, digest: changeDigest(kind, change) }));
    if (isRestOf(listed, ours))
        return new ReviewedRest(changes.length, listed.length);
    const reviewed = (digest) => listed.some((entry) => digest.startsWith(entry));
    const differences = [];
    if (listed.length > 0) {
        const fresh = ours.filter((c) => !reviewed(c.digest));
        if (fresh.length > 0)
            differences.push(`not in the reviewed plan: ${fresh.map((c) => c.change.label).join(', ')}`);
        const gone = listed.filter((entry) => !ours.some((c) => c.digest.startsWith(entry))).length;
        if (gone > 0)
            differences.push(`${gone} reviewed change${gone === 1 ? ' is' : 's are'} no longer planned (already made, or the file or the platform changed)`);
    }
    else if (changes.length === 0) {
        differences.push('the plan now changes nothing');
    }
    else {
        // The reviewed id lists no changes: it changed nothing, or more than MAX_LISTED things.
        const shown = ours.slice(0, MAX_LISTED).map((c) => c.change.label);
        const more = changes.length > MAX_LISTED ? ` and ${changes.length - MAX_LISTED} more` : '';
        differences.push(`the plan now makes ${changes.length} change${changes.length === 1 ? '' : 's'}: ${shown.join(', ')}${more}`);
    }
    if (differences.length === 0)
        differences.push('the same changes, counted differently');
    return new PlanMismatchError(expected, actual, differences);
}
function checkExpectedPlan(plan, expected) {
    return expected === undefined ? undefined : comparePlan(plan.kind, expected, plan_id_planChanges(plan));
}

;// CONCATENATED MODULE: ./src/api/resources/env-groups.ts




const toEnvGroup = (0,resources_records/* recordDecoder */.S0)(['groupId', 'envGroupId'], (raw) => {
    const variables = raw.variables ?? raw.vars;
    return {
        name: (0,decode/* stringField */.OM)(raw, 'name'),
        description: (0,decode/* stringField */.OM)(raw, 'description'),
        variableNames: variables === undefined ? undefined : envNamesFrom(variables),
    };
});
const listEnvGroups = (0,operation/* listing */.RR)('listEnvGroups', toEnvGroup);
/** The body is e.g. `{ name, description? }`. */
const createEnvGroup = (0,operation/* endpoint */.sR)('createEnvGroup', (0,operation/* createWithId */.mq)(toEnvGroup, 'environment group'));
const env_groups_getEnvGroup = (0,operation/* endpoint */.sR)('getEnvGroup', (0,operation/* readById */.T9)(toEnvGroup));
const updateEnvGroup = (0,operation/* endpoint */.sR)('updateEnvGroup', (0,operation/* updateById */.EL)(toEnvGroup));
const deleteEnvGroup = (0,operation/* endpoint */.sR)('deleteEnvGroup');
/** POST /env-groups/{id}/vars `{ name, value }`. */
const createEnvGroupVar = (0,operation/* endpoint */.sR)('createEnvGroupVar', {
    body: ({ name, value }) => ({ name, value }),
    decode: resources_records/* asRecord */.qY,
});
/** PUT /env-groups/{id}/vars/{name} `{ value }`. */
const updateEnvGroupVar = (0,operation/* endpoint */.sR)('updateEnvGroupVar', {
    body: (value) => ({ value }),
    decode: resources_records/* asRecord */.qY,
});
const deleteEnvGroupVar = (0,operation/* endpoint */.sR)('deleteEnvGroupVar');
const listProjectEnvGroups = (0,operation/* listing */.RR)('listProjectEnvGroups', (record) => toEnvGroup(record, (0,decode/* stringField */.OM)(record, 'groupId')));
/** POST /projects/{id}/env-groups `{ groupId }`. */
const attachProjectEnvGroup = (0,operation/* endpoint */.sR)('attachProjectEnvGroup', {
    body: (groupId) => ({ groupId }),
    decode: resources_records/* asRecord */.qY,
});
const detachProjectEnvGroup = (0,operation/* endpoint */.sR)('detachProjectEnvGroup');

;// CONCATENATED MODULE: ./src/env/group.ts

/** POST creates, PUT updates (the platform answers 404 to a PUT of a name it does not have). */
function groupStore(client, groupId) {
    return {
        create: async (name, value, signal) => {
            await createEnvGroupVar(client, groupId, { name, value }, signal ? { signal } : undefined);
        },
        update: async (name, value, signal) => {
            await updateEnvGroupVar(client, groupId, name, value, signal ? { signal } : undefined);
        },
        remove: (name, signal) => deleteEnvGroupVar(client, groupId, name, signal ? { signal } : undefined),
    };
}
/** The group's variable names, from its record (values are never returned). */
async function readGroupNames(client, groupId, logger, signal) {
    const group = await env_groups_getEnvGroup(client, groupId, signal ? { signal } : undefined);
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
        const groups = await listProjectEnvGroups(client, projectId, signal ? { signal } : undefined);
        if (groups.some((group) => group.id === groupId))
            attached.push(projectId);
    }
    return attached;
}
async function attachGroup(client, groupId, projectIds, options) {
    const { signal } = options;
    for (const projectId of projectIds) {
        await attachProjectEnvGroup(client, projectId, groupId, signal ? { signal } : undefined);
        options.onWrite?.();
        options.logger.info(`Attached env group ${groupId} to project ${projectId}.`);
    }
}

;// CONCATENATED MODULE: ./src/env/per-variable.ts



/**
 * The writes, in an order that is safe to stop anywhere: declared variables first, then the new
 * digest (so a run that stops half-way leaves no digest claiming a set that was not fully written,
 * and the next run re-sends everything), then the old digests, and deletions last.
 */
function perVariableSteps(plan) {
    if (!variablesChange(plan) && plan.staleDigests.length === 0)
        return [];
    const steps = [
        ...plan.added.map((name) => ({ op: 'create', name })),
        ...rewritten(plan).map((name) => ({ op: 'update', name })),
    ];
    if (plan.valuesChanged)
        steps.push({ op: 'create', name: writtenDigest(plan) });
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
                const value = declared.get(step.name) ?? DIGEST_VALUE;
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

;// CONCATENATED MODULE: ./src/env/plan-id.ts


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
    changes.push(...rewritten(plan).map((name) => ({ op: 'update', key: name, label: `re-send ${name}` })));
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
    return planIdOfChanges(KIND, envPlanChanges(plan));
}
function checkEnvExpectedPlan(plan, expected) {
    return expected === undefined ? undefined : comparePlan(KIND, expected, envPlanChanges(plan));
}

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
    if (plan.target.kind !== 'project' || !variablesChange(plan) || plan.undeclared.length === 0)
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
    variables[writtenDigest(plan)] = DIGEST_VALUE;
    return setProjectEnv(client, plan.target.projectId, variables, signal ? { signal } : undefined);
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
    const expected = [...declared.keys(), writtenDigest(plan)].sort();
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
            const names = (await listProjectEnvNames(client, projectId, signal ? { signal } : undefined)).sort();
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

// EXTERNAL MODULE: ./src/api/lifecycle.ts
var lifecycle = __webpack_require__(2884);
;// CONCATENATED MODULE: ./src/api/resources/services.ts





function toProjectService(value) {
    const raw = (0,resources_records/* asRecord */.qY)(value);
    return {
        name: (0,decode/* stringField */.OM)(raw, 'service', 'name', 'serviceName') ?? '',
        raw,
        ...(0,resources_records/* defined */.sw)({ id: (0,resources_records/* idOf */.TH)(raw, 'containerId'), status: (0,lifecycle/* rawStatusOf */.A0)(raw) }),
    };
}
const listProjectServices = (0,operation/* listing */.RR)('listProjectServices', toProjectService);
/** Not repeated after an ambiguous failure; read the service list to see where it stands. */
const controlProjectService = (0,operation/* endpoint */.sR)('controlProjectService', { decode: resources_records/* asRecord */.qY });
/** Runs `command` in the live container. Never repeated after an ambiguous failure. */
const execProjectService = (0,operation/* endpoint */.sR)('execProjectService', {
    body: (command) => ({ command }),
    decode: (raw) => {
        const output = typeof raw === 'string' ? raw : (0,decode/* stringField */.OM)(raw, 'output', 'stdout', 'result', 'logs');
        return { raw, ...(0,resources_records/* defined */.sw)({ output, exitCode: (0,decode/* numberField */.sJ)(raw, 'exitCode', 'exitStatus', 'code') }) };
    },
});
/** Every variable name of one service, across pages (see listEnvNames). */
function listServiceEnvNames(client, projectId, service, options) {
    return listEnvNames(client, 'listServiceEnv', { id: projectId, service }, options);
}
/** PUT `{ value }` for one service-scoped variable. */
const setServiceEnvVar = (0,operation/* endpoint */.sR)('setServiceEnvVar', {
    body: (value) => ({ value }),
    decode: resources_records/* asRecord */.qY,
});
const deleteServiceEnvVar = (0,operation/* endpoint */.sR)('deleteServiceEnvVar');

;// CONCATENATED MODULE: ./src/env/service.ts

/** A compose service's own variables: PUT sets one (new or not), DELETE removes one. */
function serviceStore(client, projectId, service) {
    const set = async (name, value, signal) => {
        await setServiceEnvVar(client, projectId, service, name, value, signal ? { signal } : undefined);
    };
    return {
        create: set,
        update: set,
        remove: (name, signal) => deleteServiceEnvVar(client, projectId, service, name, signal ? { signal } : undefined),
    };
}
function readServiceNames(client, projectId, service, signal) {
    return listServiceEnvNames(client, projectId, service, signal ? { signal } : undefined);
}

;// CONCATENATED MODULE: ./src/env/sync.ts












/** read names → plan → refuse or print → write → (project) follow the redeploy. */
async function runEnvSync(request) {
    const { client, target, logger, signal } = request;
    const current = await readCurrentNames(request);
    const attached = target.kind === 'group' ? await attachedProjects(client, target.groupId, target.attachTo, signal) : [];
    const { key, from } = request.digestKey;
    const compare = from === 'digest-key' || !request.dryRun;
    const plan = planEnv({
        target,
        declared: request.declared,
        current,
        digest: compare ? digestName(request.declared, scopeOf(target), key) : undefined,
        keyedBy: from,
        prune: request.prune,
        attached,
    });
    request.onPlan?.(plan);
    const check = checkEnvExpectedPlan(plan, request.expectedPlan);
    if (check instanceof PlanMismatchError)
        throw check;
    if (check !== undefined)
        logger.info(check.note);
    checkProjectPrune(plan);
    const changed = planChanges(plan);
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
    const what = describeTarget(target);
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
            return listProjectEnvNames(client, target.projectId, optional(signal));
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

// EXTERNAL MODULE: ./src/sync/validation.ts
var validation = __webpack_require__(8152);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: ./src/manifest/paths.ts
var paths = __webpack_require__(23009);
;// CONCATENATED MODULE: ./src/manifest/env-file.ts







/**
 * Reads the env file of every project given, and throws every problem at once (a missing file at the
 * manifest's line, a bad line at the env file's own), before anything is written. A message names
 * variables and lines, never a value. Values of a committed file are not secrets (env-sync's rule),
 * but nothing here prints them.
 */
function readEnvFiles(workspace, manifest, projects) {
    const issues = [];
    const read = new Map();
    for (const project of projects) {
        const reference = project.envFile;
        if (reference === undefined)
            continue;
        const at = { file: manifest.file, line: reference.line, column: 1 };
        const what = `Project "${project.key}": env-file ${reference.path}`;
        const text = (0,paths/* readFileInside */.XW)(workspace, reference.path);
        if (text === undefined) {
            issues.push((0,validation/* issueAt */.NC)(at, `${what} is not a file in the checked-out repository; commit it there, or fix the path (relative to the repository root).`));
            continue;
        }
        const declared = readDeclared([{ label: reference.path, input: 'env-file', text }]);
        for (const problem of declared.problems) {
            issues.push((0,validation/* issueAt */.NC)({ file: reference.path, line: problem.line, column: 1 }, `${(0,src_text/* capitalise */.sK)(problem.message)}.`));
        }
        if (declared.problems.length === 0 && declared.variables.size === 0) {
            issues.push((0,validation/* issueAt */.NC)(at, `${what} declares no NAME=value line, and an empty set would delete every variable of the project; declare at least one, or remove \`env-file\`.`));
        }
        read.set(project.key, declared.variables);
    }
    (0,validation/* throwIfIssues */.AR)(issues);
    return read;
}
/**
 * Gives the project exactly its env file's variables before its deployment is created, through
 * env-sync's own plan and write: nothing is written when the digest shows the same set is there
 * already, and a variable on the platform that the file does not declare is never deleted silently
 * (the project is refused before its write). The PUT makes the platform redeploy the previous
 * deployment; the deployment created after it is newer and takes over from it.
 */
async function applyEnvFile(project, variables, options) {
    const { client, projectId, logger, signal } = options;
    const file = project.envFile?.path ?? 'env-file';
    const result = await runEnvSync({
        client,
        target: { kind: 'project', projectId },
        declared: variables,
        digestKey: { key: options.digestKey, from: 'api-key' },
        prune: false,
        dryRun: false,
        wait: false,
        timeoutMs: 0,
        logger,
        ...(signal ? { signal } : {}),
        // Before env-sync's own refusal, which names env-sync's inputs: here the fix is in the file.
        onPlan: (plan) => refuseDeletes(plan, project, file, options.manifestFile),
    });
    const count = (0,src_text/* plural */.LS)(variables.size, 'variable');
    logger.info(result.changed
        ? `Set ${count} from ${file} before deploying.`
        : `${(0,src_text/* capitalise */.sK)(count)} from ${file} already set; nothing written.`);
    return result.changed ? 'written' : 'unchanged';
}
function refuseDeletes(plan, project, file, manifestFile) {
    if (!variablesChange(plan) || plan.undeclared.length === 0)
        return;
    const names = plan.undeclared;
    throw new errors/* ConfigurationError */.j1(`Refusing to set the variables of project "${project.key}" from ${file} (${manifestFile}:${project.envFile?.line ?? project.line}): the platform replaces the whole set, so it would delete ${(0,src_text/* plural */.LS)(names.length, 'variable')} the file does not declare (${names.join(', ')}); add ${names.length === 1 ? 'it' : 'them'} to ${file}, or delete ${names.length === 1 ? 'it' : 'them'} on the platform. Nothing of this project was written.`, 'env-file');
}

;// CONCATENATED MODULE: ./src/manifest/legs.ts

/** GitHub runs at most 256 jobs of one matrix. */
const MAX_MATRIX_LEGS = 256;
/**
 * One leg per project up to the matrix limit; past it, each project goes to batch `hash(key) % maxLegs`
 * (empty batches are left out). A stable hash of the key, not its place in the manifest: cut into runs
 * of consecutive projects, inserting one key moved dozens of others to another batch, and across two
 * runs (whose batches lock separately) one project could then be deployed twice at once.
 */
function planLegs(projects, maxLegs = MAX_MATRIX_LEGS) {
    if (projects.length <= maxLegs) {
        return projects.map((project) => ({ key: project.key, keys: [project.key], projects: [project] }));
    }
    const batches = new Map();
    for (const project of projects) {
        // Keys are unique ignoring case, so the lower-case key names the project whatever its spelling.
        const slot = keySlot(project.key.toLowerCase(), maxLegs);
        batches.set(slot, [...(batches.get(slot) ?? []), project]);
    }
    return [...batches.entries()]
        .sort(([a], [b]) => a - b)
        .map(([slot, batch]) => ({
        key: `batch-${String(slot + 1).padStart(3, '0')}`,
        keys: batch.map((project) => project.key),
        projects: batch,
    }));
}
/**
 * Which key of a pool of `count` a leg uses: a stable hash of its first project's key, so a project
 * keeps its key from run to run (and its concurrency with it) however the other projects change.
 */
function keySlot(projectKey, count) {
    if (count <= 1)
        return 0;
    const digest = (0,external_node_crypto_.createHash)('sha256').update(projectKey).digest();
    return digest.readUInt32BE(0) % count;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/concurrency.ts
/**
 * Bounded parallelism, the one kit of it: uploads, parts and hashing (src/cdn), the projects of a
 * manifest deploy (src/deploy), and the bench and chaos runs. Base layer: it imports nothing.
 */
/** Caps how many holders run at once; the others wait in arrival order. */
class Semaphore {
    #available;
    #waiting = [];
    constructor(size) {
        this.#available = Math.max(1, Math.floor(size));
    }
    async use(job) {
        if (this.#available > 0)
            this.#available--;
        else
            await new Promise((resolve) => this.#waiting.push(resolve));
        try {
            return await job();
        }
        finally {
            const next = this.#waiting.shift();
            if (next)
                next();
            else
                this.#available++;
        }
    }
}
/**
 * Runs `worker` on every item with at most `limit` at once. A worker that throws stops the pool:
 * no new item starts, the running ones finish, and the first error is rethrown. Workers that must
 * not stop the others catch their own errors.
 */
async function forEachLimited(items, limit, worker, options = {}) {
    let next = 0;
    let failure;
    const lane = async () => {
        while (failure === undefined && next < items.length) {
            if (options.signal?.aborted) {
                failure ??= { error: options.signal.reason };
                return;
            }
            if (options.more && !options.more())
                return;
            const index = next++;
            try {
                await worker(items[index], index);
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    const lanes = Math.max(1, Math.min(Math.floor(limit), items.length));
    await Promise.all(Array.from({ length: lanes }, lane));
    if (failure !== undefined)
        throw failure.error;
}
/**
 * `forEachLimited` that keeps each worker's answer, in the items' order (not the order they ended
 * in). Items `more` left unstarted have no answer: the array is then sparse at their places.
 */
async function mapLimited(items, limit, worker, options = {}) {
    const results = new Array(items.length);
    await forEachLimited(items, limit, async (item, index) => {
        results[index] = await worker(item, index);
    }, options);
    return results;
}

// EXTERNAL MODULE: ./src/deploy/live-leg.ts
var live_leg = __webpack_require__(23864);
// EXTERNAL MODULE: ./src/deploy/pipeline.ts + 2 modules
var pipeline = __webpack_require__(90583);
// EXTERNAL MODULE: ./src/deploy/post-deploy.ts
var post_deploy = __webpack_require__(75689);
// EXTERNAL MODULE: ./src/deploy/report.ts
var report = __webpack_require__(65505);
;// CONCATENATED MODULE: ./src/api/resources/domains.ts




function toDomain(value, fallbackName) {
    const raw = (0,resources_records/* asRecord */.qY)(value);
    return {
        name: (0,decode/* stringField */.OM)(raw, 'domain', 'name', 'hostname', 'host', 'value') ?? fallbackName ?? '',
        raw,
        ...(0,resources_records/* defined */.sw)({
            id: (0,resources_records/* idOf */.TH)(raw, 'domainId'),
            primary: (0,decode/* booleanField */.hQ)(raw, 'primary', 'isPrimary', 'production'),
            verified: (0,decode/* booleanField */.hQ)(raw, 'verified', 'isVerified'),
            status: (0,lifecycle/* rawStatusOf */.A0)(raw),
        }),
    };
}
const listDomains = (0,operation/* listing */.RR)('listDomains', toDomain);
const attachDomain = (0,operation/* endpoint */.sR)('attachDomain', {
    body: (domain) => ({ domain }),
    decode: toDomain,
    fallbackId: (domain) => domain,
});
const setPrimaryDomain = (0,operation/* endpoint */.sR)('setPrimaryDomain', (0,operation/* readById */.T9)(toDomain));
const detachDomain = (0,operation/* endpoint */.sR)('detachDomain');
const getDomainProxyStatus = (0,operation/* endpoint */.sR)('getDomainProxyStatus', { decode: resources_records/* asRecord */.qY });

// EXTERNAL MODULE: ./src/api/resources/projects.ts
var projects = __webpack_require__(4906);
;// CONCATENATED MODULE: ./src/preview/domain.ts




/** The project's record of `domain` (names compared case-insensitively), if attached. */
async function findDomain(client, projectId, domain, options) {
    const domains = await listDomains(client, projectId, { signal: options.signal });
    return domains.find((d) => d.name.toLowerCase() === domain);
}
/**
 * Attaches `domain` to the project unless it is already there, so re-runs (every push to a pull
 * request) change nothing. A domain on another project stays a failure: that is not ours to move.
 */
async function ensureDomainAttached(client, projectId, domain, options) {
    let existing = await findDomain(client, projectId, domain, options);
    const alreadyAttached = existing !== undefined;
    if (existing === undefined) {
        try {
            existing = await attachDomain(client, projectId, domain, { signal: options.signal });
            options.logger.info(`Attached ${domain} to project ${projectId}.`);
        }
        catch (error) {
            // A lost answer, or a concurrent run that got there first: what counts is the platform's state.
            const maybeOurs = error instanceof api_errors/* AmbiguousRequestError */.sm || (error instanceof api_errors/* PlatformApiError */.es && error.status === 409);
            existing = maybeOurs ? await findDomain(client, projectId, domain, options) : undefined;
            if (existing === undefined)
                throw error;
        }
    }
    else {
        options.logger.info(`${domain} is already attached to project ${projectId}.`);
    }
    let madePrimary = false;
    if (options.primary && existing.primary !== true) {
        await setPrimaryDomain(client, projectId, domain, { signal: options.signal });
        options.logger.info(`Made ${domain} the primary domain of project ${projectId}.`);
        madePrimary = true;
    }
    return { alreadyAttached, madePrimary };
}
/** True when the domain is the project's primary (production) domain, by its flag or the project record. */
function isPrimaryDomain(domain, project) {
    if (domain.primary === true)
        return true;
    const primary = (0,decode/* stringField */.OM)(project.raw, 'primaryDomain', 'productionDomain');
    return primary?.toLowerCase() === domain.name.toLowerCase();
}
/** Detaches `domain`, but never the project's primary domain; a domain not attached is a no-op. */
async function detachPreviewDomain(client, projectId, domain, options) {
    const existing = await findDomain(client, projectId, domain, options);
    if (existing === undefined)
        return { kind: 'not-attached' };
    const project = await (0,projects/* getProject */.U1)(client, projectId, { signal: options.signal });
    if (isPrimaryDomain(existing, project))
        return { kind: 'primary' };
    try {
        await detachDomain(client, projectId, domain, { signal: options.signal });
    }
    catch (error) {
        // Gone between the list and the delete (another run): the goal is reached all the same.
        if (error instanceof api_errors/* PlatformApiError */.es && error.status === 404)
            return { kind: 'not-attached' };
        throw error;
    }
    options.logger.info(`Detached ${domain} from project ${projectId}.`);
    return { kind: 'detached' };
}

;// CONCATENATED MODULE: ./src/projects/platform.ts





const PREFIX_KEYS = ['prefix', 'path', 'pathPrefix', 'source', 'from'];
const ORIGIN_KEYS = ['origin', 'target', 'destination', 'upstream', 'to', 'url'];
/** GET /projects/{id}; a 404 is the input's mistake, named as such. */
async function readProjectRecord(client, projectId, input, signal) {
    try {
        return (await (0,projects/* getProject */.U1)(client, projectId, { signal })).raw;
    }
    catch (error) {
        if (error instanceof api_errors/* PlatformApiError */.es && error.status === 404) {
            throw new errors/* ConfigurationError */.j1(`Input "${input}" is "${projectId}", which is not a project of the platform: set it to the id of an existing project (GET /projects lists them).`, input);
        }
        throw error;
    }
}
/** The static-site routing mode, or undefined when the platform shows none. */
async function readRoutingMode(client, projectId, signal) {
    const record = await (0,projects/* getStaticRouting */.ZO)(client, projectId, { signal });
    return (0,decode/* stringField */.OM)(record, 'mode', 'routing', 'routingMode', 'staticRouting', 'type');
}
/**
 * The proxy rules, each kept whole: nothing the platform returned is dropped or rewritten, since the
 * PUT replaces the list and a rule lost here would be deleted by the next write.
 */
async function readProxyRules(client, projectId, signal) {
    const records = await (0,projects/* listProxyRules */.M_)(client, projectId, { signal });
    const rules = [];
    const unreadable = [];
    for (const raw of records) {
        const prefix = (0,decode/* stringField */.OM)(raw, ...PREFIX_KEYS);
        if (prefix === undefined)
            unreadable.push(raw);
        else
            rules.push({ prefix, origin: (0,decode/* stringField */.OM)(raw, ...ORIGIN_KEYS), raw });
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
    await (0,projects/* setProxyRules */.u2)(client, projectId, { rules: rules.map((rule) => rule.raw) }, { signal });
}
/** The env groups attached to a project, as ids with their names. */
async function readAttachedEnvGroups(client, projectId, signal) {
    const groups = await listProjectEnvGroups(client, projectId, { signal });
    return groups.map((group) => group.name === undefined ? { id: group.id } : { id: group.id, name: group.name });
}

;// CONCATENATED MODULE: ./src/projects/settings.ts

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
    return (0,decode/* camelCase */.xQ)(key);
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
    if (!(0,decode/* isRecord */.u4)(value))
        return value;
    return Object.fromEntries(Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]));
}

// EXTERNAL MODULE: ./src/api/list.ts + 1 modules
var list = __webpack_require__(15461);
;// CONCATENATED MODULE: ./src/preview/project.ts





/** The project to detach from; undefined when a named project does not exist (nothing to detach). */
async function findPreviewProject(client, choice, options) {
    if (choice.kind === 'id') {
        return {
            project: await (0,projects/* getProject */.U1)(client, choice.id, { signal: options.signal }),
            byName: false,
            created: false,
        };
    }
    const project = await (0,list/* findNamed */.n)((0,projects/* listProjects */.hF)(client, { signal: options.signal }), choice.name);
    return project && { project, byName: true, created: false };
}
/**
 * The project to attach to: the given id, or the project named `choice.name`, created when missing.
 * Looking it up first makes a re-run reuse it; a create that races another run (409) or whose answer
 * was lost adopts the project the other request made.
 */
async function ensurePreviewProject(client, choice, options) {
    const found = await findPreviewProject(client, choice, options);
    if (found)
        return found;
    if (choice.kind === 'id')
        throw new Error('unreachable: a project id is always found or refused');
    try {
        const project = await (0,projects/* createProject */.gA)(client, { name: choice.name }, { signal: options.signal });
        options.logger.info(`Created project ${choice.name} (${project.id}).`);
        return { project, byName: true, created: true };
    }
    catch (error) {
        const lostOrRaced = error instanceof api_errors/* AmbiguousRequestError */.sm || (error instanceof api_errors/* PlatformApiError */.es && error.status === 409);
        if (!lostOrRaced)
            throw error;
        const project = await (0,list/* findNamed */.n)((0,projects/* listProjects */.hF)(client, { signal: options.signal }), choice.name);
        if (!project)
            throw error;
        options.logger.info(`Project ${choice.name} (${project.id}) was created meanwhile; using it.`);
        return { project, byName: true, created: false };
    }
}
/**
 * Checks that every env group exists before anything is written, so a typo is a configuration error
 * and not a half-made preview.
 */
async function checkEnvGroups(client, groupIds, options) {
    for (const id of groupIds) {
        try {
            await getEnvGroup(client, id, { signal: options.signal });
        }
        catch (error) {
            if (error instanceof PlatformApiError && error.status === 404) {
                throw new ConfigurationError(`Input "env-groups" names ${id}, which is not an env group of this account: use the ids GET /env-groups lists.`, 'env-groups');
            }
            throw error;
        }
    }
}
/** Attaches the groups the project does not have yet; resolves to the ids newly attached. */
async function attachEnvGroups(client, projectId, groupIds, options) {
    if (groupIds.length === 0)
        return [];
    const present = new Set((await listProjectEnvGroups(client, projectId, { signal: options.signal })).map((group) => group.id));
    const attached = [];
    for (const id of groupIds) {
        if (present.has(id))
            continue;
        await attachProjectEnvGroup(client, projectId, id, { signal: options.signal });
        options.logger.info(`Attached env group ${id} to project ${projectId}.`);
        attached.push(id);
    }
    return attached;
}

;// CONCATENATED MODULE: ./src/preview/copy-project.ts





/**
 * Reads the production project the preview copies. Done before the preview project is created, so a
 * wrong `from-project` is a configuration error and not a half-made preview.
 */
async function readProductionConfig(client, projectId, options) {
    const { signal } = options;
    const record = await readProjectRecord(client, projectId, 'from-project', signal);
    const routing = await readRoutingMode(client, projectId, signal);
    const proxyRules = await readProxyRules(client, projectId, signal);
    return {
        projectId,
        record,
        routing,
        // Each rule exactly as production has it (every field, the origin's text), sent back verbatim.
        proxyRules: proxyRules.rules,
        unreadableRules: proxyRules.unreadable.length,
        envGroups: (await readAttachedEnvGroups(client, projectId, signal)).map((group) => group.id),
    };
}
/**
 * Gives a just-created preview project production's settings (all but the name), routing mode, proxy
 * rules and env-group attachments. Never its domains: those are production's addresses. A failed
 * write says what was already copied, since a re-run finds the project and does not copy again.
 */
async function copyIntoPreview(client, preview, production, options) {
    const { logger, signal } = options;
    const done = [];
    try {
        const fresh = readSettings(preview.raw);
        const settings = copyableSettings(production.record).filter((setting) => !settingValuesEqual(setting.value, fresh.get(setting.name)?.value));
        if (settings.length > 0) {
            await (0,projects/* updateProject */.vr)(client, preview.id, settingsPatch(settings), { signal });
            done.push(`settings ${settings.map((setting) => setting.name).join(', ')}`);
        }
        if (production.routing !== undefined &&
            production.routing !== (await readRoutingMode(client, preview.id, signal))) {
            await (0,projects/* setStaticRouting */.Rc)(client, preview.id, { mode: production.routing }, { signal });
            done.push(`routing mode ${production.routing}`);
        }
        if (production.proxyRules.length > 0) {
            await writeProxyRules(client, preview.id, production.proxyRules, signal);
            done.push(`${production.proxyRules.length} proxy rule(s)`);
        }
        if (production.unreadableRules > 0) {
            logger.warning(`${production.projectId} has ${production.unreadableRules} proxy rule(s) with no prefix this client can read; they were not copied into ${preview.id}: add them there by hand.`);
        }
        await attachEnvGroups(client, preview.id, production.envGroups, { logger, signal });
        const copied = {
            from: production.projectId,
            settings: settings.map((setting) => setting.name),
            routing: production.routing,
            proxyRules: production.proxyRules,
            unreadableRules: production.unreadableRules,
            envGroups: production.envGroups,
        };
        logger.info(describeCopy(copied, preview.id));
        return copied;
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        const landed = done.length === 0 ? 'nothing was copied yet' : `it already has ${done.join('; ')}`;
        throw new errors/* ActionFailure */.dR(`Copying ${production.projectId}'s configuration into the new preview project ${preview.id} failed (${landed}): ${(0,errors/* errorMessage */.gJ)(error)}. A re-run finds the project and does not copy again: apply the rest with project-sync, or remove the project and re-run.`);
    }
}
/** One sentence for the log and the summary. */
function describeCopy(copied, previewId) {
    const parts = [
        copied.settings.length === 0 ? 'no setting differed' : `settings ${copied.settings.join(', ')}`,
        `routing mode ${copied.routing ?? '(none shown)'}`,
        copied.proxyRules.length === 0
            ? 'no proxy rules'
            : `proxy rules ${copied.proxyRules.map((rule) => `${rule.prefix} → ${rule.origin ?? '(origin not shown)'}`).join(', ')}`,
        ...(copied.unreadableRules === 0
            ? []
            : [
                `not ${copied.unreadableRules} proxy rule(s) with no prefix this client can read (copy ${copied.unreadableRules === 1 ? 'it' : 'them'} by hand)`,
            ]),
        copied.envGroups.length === 0 ? 'no env groups' : `env groups ${copied.envGroups.join(', ')}`,
    ];
    return `Copied into ${previewId} from ${copied.from}: ${parts.join('; ')} (domains are never copied).`;
}

// EXTERNAL MODULE: ./src/hostname.ts
var hostname = __webpack_require__(73950);
;// CONCATENATED MODULE: ./src/preview/branch-slug.ts


/** Hex digits of the suffix that keeps two branches apart once their slugs would be equal. */
const HASH_LENGTH = 6;
/** A short, stable hash of the branch name as given, so `feature/a` and `feature-a` never share a slug. */
function branchHash(branch) {
    return (0,external_node_crypto_.createHash)('sha256').update(branch, 'utf8').digest('hex').slice(0, HASH_LENGTH);
}
/**
 * The branch as lower-case ASCII letters, digits and hyphens: accents are dropped (é → e), every
 * other character, slashes included, becomes a hyphen, and runs of hyphens collapse.
 */
function transliterate(branch) {
    return branch
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
/**
 * A DNS-safe form of a branch name that fits in `maxLength` characters (a label's room once the rest of
 * the label is placed). When the slug is not the branch itself (case, slashes, unicode, or shortened),
 * a hash of the original name is appended, so different branches do not end up on the same domain.
 */
function branchSlug(branch, maxLength = hostname/* MAX_LABEL_LENGTH */.rn) {
    if (maxLength < HASH_LENGTH) {
        throw new RangeError(`a branch slug needs at least ${HASH_LENGTH} characters, not ${maxLength}`);
    }
    const clean = transliterate(branch);
    if (clean === branch && clean.length <= maxLength)
        return clean;
    const hash = branchHash(branch);
    // Room for the text before "-<hash>"; a slug with no text left is the hash alone.
    const room = maxLength - HASH_LENGTH - 1;
    const head = room > 0 ? clean.slice(0, room).replace(/-+$/, '') : '';
    return head === '' ? hash : `${head}-${hash}`;
}

;// CONCATENATED MODULE: ./src/preview/template.ts



const PLACEHOLDERS = ['pr', 'branch', 'sha'];
const PLACEHOLDER = /\{([^{}]*)\}/g;
/** The smallest room `{branch}` may get: a hash suffix alone. */
const MIN_BRANCH_ROOM = 6;
const MISSING = {
    pr: 'this run is not for a pull request (use it on pull_request events, or drop {pr})',
    branch: 'this run has no branch (a tag or a detached commit); use {sha} or {pr} instead',
    sha: 'this run has no commit SHA',
};
/** The placeholders a template uses; a ConfigurationError names any unknown one. */
function placeholdersOf(template, input) {
    const used = [];
    for (const [, name = ''] of template.matchAll(PLACEHOLDER)) {
        if (!PLACEHOLDERS.includes(name)) {
            throw new errors/* ConfigurationError */.j1(`Input "${input}" uses the unknown placeholder {${name}}: only {pr}, {branch} and {sha} are allowed.`, input);
        }
        used.push(name);
    }
    return used;
}
function fixedValue(name, values, input) {
    const value = name === 'pr' ? values.pr?.toString() : values.sha?.slice(0, 7).toLowerCase();
    if (value === undefined || value === '') {
        throw new errors/* ConfigurationError */.j1(`Input "${input}" uses {${name}}, but ${MISSING[name]}.`, input);
    }
    return value;
}
/**
 * Fills one segment (a DNS label, or a whole project name): {pr} and {sha} first, then {branch}
 * shortened so the segment stays within 63 characters.
 */
function renderSegment(segment, values, input) {
    const used = placeholdersOf(segment, input);
    let text = segment;
    for (const name of ['pr', 'sha']) {
        if (used.includes(name))
            text = text.replaceAll(`{${name}}`, fixedValue(name, values, input));
    }
    const branchCount = used.filter((name) => name === 'branch').length;
    if (branchCount === 0)
        return text;
    if (values.branch === undefined || values.branch === '') {
        throw new errors/* ConfigurationError */.j1(`Input "${input}" uses {branch}, but ${MISSING.branch}.`, input);
    }
    const fixedLength = text.replaceAll('{branch}', '').length;
    const room = Math.floor((hostname/* MAX_LABEL_LENGTH */.rn - fixedLength) / branchCount);
    if (room < MIN_BRANCH_ROOM) {
        throw new errors/* ConfigurationError */.j1(`Input "${input}" leaves no room for {branch} in "${segment}": a part between dots may hold at most ${hostname/* MAX_LABEL_LENGTH */.rn} characters; shorten the text around {branch}.`, input);
    }
    return text.replaceAll('{branch}', branchSlug(values.branch, room));
}
/** Fills a project-name template such as `shop-pr-{pr}`; {branch} is made DNS-safe. */
function renderProjectName(template, values, input = 'project-name') {
    const name = renderSegment(template.trim(), values, input);
    if (name === '')
        throw new errors/* ConfigurationError */.j1(`Input "${input}" renders to an empty name.`, input);
    return name;
}
/**
 * Fills a domain template such as `pr-{pr}.preview.example.com` and checks the result is a host name:
 * labels of 1-63 lower-case letters, digits and inner hyphens, at most 253 characters in all.
 */
function renderDomain(template, values, input = 'domain') {
    const trimmed = template.trim().replace(/\.$/, '');
    placeholdersOf(trimmed, input);
    const domain = trimmed
        .split('.')
        .map((label) => renderSegment(label, values, input))
        .join('.')
        .toLowerCase();
    const problem = (0,hostname/* hostnameProblem */.RH)(domain);
    if (problem !== undefined) {
        throw new errors/* ConfigurationError */.j1(`Input "${input}" gives "${domain}", which is not a valid host name: ${problem}.`, input);
    }
    return domain;
}

;// CONCATENATED MODULE: ./src/preview/manifest-preview.ts




/** A pull request's preview of a manifest project, unless its `preview-name` says otherwise. */
const PULL_PREVIEW_NAME = '{project}-pr-{pr}';
/** The merge queue's: never the pull request's own, so the queue's removal cannot take that one. */
const QUEUE_PREVIEW_NAME = '{project}-queue-{pr}';
/**
 * A template as the merge queue uses it: `{pr}` becomes `queue-{pr}`, so a queue's preview of pull
 * request 9 is never pull request 9's own preview (the queue's removal must not take that one).
 */
function forQueue(template) {
    return template.replaceAll('{pr}', 'queue-{pr}');
}
/** The preview project's name: the project's `preview-name` (or the default) with `{project}` its production name. */
function previewProjectName(project, run) {
    if (/[{}]/.test(project.project)) {
        throw new errors/* ConfigurationError */.j1(`Project "${project.key}" names its platform project "${project.project}", whose braces a preview name cannot hold; name the project without { or }.`, 'projects');
    }
    const given = project.previewName;
    const template = given === undefined
        ? run.queue
            ? QUEUE_PREVIEW_NAME
            : PULL_PREVIEW_NAME
        : run.queue
            ? forQueue(given)
            : given;
    return renderProjectName(template.replaceAll('{project}', project.project), run.values, 'projects');
}
/** The preview's domain, when the project's `preview-domain` asks for one. */
function previewDomainName(project, run) {
    const given = project.previewDomain;
    if (given === undefined)
        return undefined;
    return renderDomain(run.queue ? forQueue(given) : given, run.values, 'projects');
}
/**
 * The preview project named `name`: found (a re-run reuses it), else created with production's
 * settings, routing mode, proxy rules and env groups (never its domains), as preview-domain's
 * `from-project` does. Production is only read, and read before the create.
 */
async function previewProjectFor(client, productionId, name, options) {
    const found = await findPreviewProject(client, { kind: 'name', name }, options);
    if (found)
        return found.project;
    const production = await readProductionConfig(client, productionId, options);
    const made = await ensurePreviewProject(client, { kind: 'name', name }, options);
    if (made.created)
        await copyIntoPreview(client, made.project, production, options);
    return made.project;
}

// EXTERNAL MODULE: ./src/projects/project-input.ts + 2 modules
var project_input = __webpack_require__(92738);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
;// CONCATENATED MODULE: ./src/monorepo/deploy-projects.ts













/**
 * Manifest mode's deploy: the projects, `concurrency` at a time, all with one client (one token
 * bucket for the key). A project that fails does not stop the others; each ends as one row. The
 * caller reports the rows (outputs, summary, verdict): nothing here writes to the runner.
 */
async function deployManifestProjects(request) {
    return mapLimited(request.projects, request.concurrency, (project) => deployOne(project, request));
}
async function deployOne({ entry: project, id, timeoutMs }, request) {
    const { client, signal, defaults } = request;
    const startedAt = (0,clock/* currentClock */.q6)().now();
    const logger = prefixed(request.logger, project.key);
    const row = (fields) => ({
        key: project.key,
        project: project.project,
        durationMs: (0,clock/* currentClock */.q6)().now() - startedAt,
        ...fields,
    });
    if (signal.aborted)
        return row({ status: 'cancelled' });
    let record;
    let created;
    try {
        const resolved = id === undefined ? await (0,project_input/* resolveProject */.K)(client, project.project, { logger, signal }) : { id };
        // Never older than live, before this project's first write (its preview, env file or upload).
        const stale = await (0,live_leg/* projectSuperseded */.S$)({
            client,
            projectId: resolved.id,
            projectRaw: 'raw' in resolved ? resolved.raw : undefined,
            logger,
            signal,
        }, defaults, request.run);
        if (stale) {
            logger.info(stale.sentence);
            return row({ project: resolved.id, status: 'superseded', ...(stale.url ? { url: stale.url } : {}) });
        }
        const target = request.preview
            ? await previewTarget(project, resolved.id, request.preview, request)
            : resolved;
        if (request.preview)
            record = request.record?.(project, target.id);
        const variables = request.envFiles.get(project.key);
        if (variables !== undefined) {
            await applyEnvFile(project, variables, {
                client,
                projectId: target.id,
                manifestFile: request.manifestFile,
                digestKey: request.digestKey,
                logger,
                signal,
            });
        }
        const outcome = await (0,pipeline/* runDeployPipeline */.p)({
            client,
            projectId: target.id,
            source: {
                kind: 'upload',
                root: (0,external_node_path_.resolve)(request.workspace, project.path),
                exclude: [...defaults.exclude, ...(project.exclude ?? [])],
                tempDir: request.tempDir,
                uploadFormat: defaults.uploadFormat,
                compressionLevel: defaults.compressionLevel,
            },
            wait: true,
            timeoutMs,
            logger,
            signal,
            // Build logs of several projects would interleave, and the platform keeps each one whole: the
            // watch reads statuses only, and the log once, for a failure's tail.
            followLog: false,
            pacing: request.pacing,
            onCreated: async (deployment) => {
                created = deployment.id;
                await record?.started(deployment.id);
            },
        });
        const ended = await settle(project, target, outcome, { request, logger, startedAt, timeoutMs });
        const shownUrl = 'domain' in target && target.domain ? `https://${target.domain}` : ended.url;
        await record?.finished({
            status: ended.status === 'live' ? 'live' : 'failed',
            ...(created ? { deploymentId: created } : {}),
            ...(shownUrl ? { url: shownUrl } : {}),
        });
        return row({ ...ended, ...(shownUrl ? { url: shownUrl } : {}) });
    }
    catch (error) {
        const status = signal.aborted ? 'cancelled' : 'failed';
        await record?.finished({ status, ...(created ? { deploymentId: created } : {}) });
        if (!signal.aborted)
            request.logger.error(`${project.key}: ${(0,redact/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))}`);
        return row({ status });
    }
}
/**
 * The project's preview (found, else made from production's settings) and its domain when the
 * manifest names one. Production is only read.
 */
async function previewTarget(project, productionId, run, { client, signal, logger }) {
    const prefixedLogger = prefixed(logger, project.key);
    const options = { logger: prefixedLogger, signal };
    const preview = await previewProjectFor(client, productionId, previewProjectName(project, run), options);
    prefixedLogger.info(`Deploying the preview project ${preview.name ?? preview.id} (${preview.id}).`);
    const domain = previewDomainName(project, run);
    if (domain === undefined)
        return { id: preview.id };
    await ensureDomainAttached(client, preview.id, domain, { ...options, primary: false });
    return { id: preview.id, domain };
}
/** The deployment's end, and its checks when the project (or the step) asks for them. */
async function settle(project, target, outcome, { request, logger, startedAt, timeoutMs }) {
    const deployment = outcome.deployment;
    const base = {
        project: target.id,
        ...(deployment?.url ? { url: deployment.url } : {}),
        ...(deployment ? { deploymentId: deployment.id } : {}),
    };
    if (outcome.status === 'failed')
        reportBuildFailure(request.logger, project.key, deployment?.id, outcome);
    if (outcome.status !== 'live' || deployment === undefined)
        return { ...base, status: outcome.status };
    const paths = project.checks ?? request.defaults.checks.paths;
    if (paths.length === 0) {
        logger.info(`live at ${deployment.url ?? '(no URL)'}`);
        return { ...base, status: 'live' };
    }
    const checked = await (0,post_deploy.checkLiveDeployment)({
        client: request.client,
        projectId: target.id,
        deployment,
        checks: { ...request.defaults.checks, paths },
        stepDeadline: startedAt + timeoutMs,
        logger,
        signal: request.signal,
    });
    if (checked.failure)
        logger.warning(checked.failure);
    const status = checked.passed ? 'live' : checked.rollback?.deployment ? 'rolled-back' : 'checks-failed';
    return { ...base, status, checks: checked.passed ? 'passed' : 'failed' };
}
/**
 * A failed build's log tail, each line under the project's key (several projects share the step
 * log), and one error annotation with it, so the reason is where a failed step opens.
 */
function reportBuildFailure(logger, key, deploymentId, outcome) {
    const tail = (0,report/* logTail */.RB)(outcome.logLines);
    const id = deploymentId ?? 'unknown';
    if (tail.length === 0) {
        logger.error(`${key}: deployment ${id} failed on the platform before its build wrote any log line.`);
        return;
    }
    (0,report/* printLogTail */.Cu)({ info: (message) => logger.info(`[${key}] ${message}`) }, id, tail);
    logger.error((0,redact/* redact */.E$)(tail.join('\n')), { title: `${key}: deployment ${id} failed: build log tail` });
}
/** Log lines of one project among several, each starting with its key. */
function prefixed(logger, key) {
    return {
        debug: (message) => logger.debug(`[${key}] ${message}`),
        info: (message) => logger.info(`[${key}] ${message}`),
        warning: (message) => logger.warning(`[${key}] ${message}`),
    };
}

// EXTERNAL MODULE: ./src/api/rate-limiter.ts
var rate_limiter = __webpack_require__(43053);
;// CONCATENATED MODULE: ./src/monorepo/pace.ts

/**
 * How a job of manifest mode spends its share of the key (`api-rate`; a matrix leg gets the budget
 * split over the legs at once, 2.25 for 8 legs of 18/s). The platform counts requests in a sliding
 * one-second window. A pace alone keeps a leg's average, but a window can still hold ⌈share⌉ of each
 * leg's requests (8 × 3 = 24 > 20: 429s). So a share of 1 or more is a cap instead: at most ⌊share⌋
 * requests in any second (the client's in-flight guard, which counts from the answers and so holds
 * at the platform too), sent as soon as the cap allows: upload and create go back to back, and the
 * legs running side by side stay within the budget in every window. A share under 1 (more legs than
 * requests per second) keeps its pace; a leg started the instant another ended cannot see that one's
 * last second; the 429 handling stays the backstop for both.
 */
function legRateOptions(share) {
    const perWindow = Math.max(1, Math.floor(share));
    return {
        ratePerSecond: share >= 1 ? rate_limiter/* PLATFORM_LIMIT_PER_SECOND */.Z5 : share,
        // The guard lets one request fewer than its limit into a window.
        platformLimitPerSecond: Math.min(rate_limiter/* PLATFORM_LIMIT_PER_SECOND */.Z5, perWindow + 1),
    };
}
/** No faster than this: a status read every half second sees a build within a quarter second on average. */
const MAX_POLLS_PER_SECOND = 2;
/**
 * How each project's deployment is followed: its status only (nobody prints the build logs of several
 * projects, so the log is read only for a failure's tail), each project polling with its part of the
 * share and at most twice a second, less often as the build goes on (every tenth of its age, up to the
 * watch's 5 s): a short build is seen within half a second, a long one costs requests in the log of
 * its length instead of one a second.
 */
function watchPacing(share, projectsAtOnce) {
    return {
        requestsPerSecond: Math.min(MAX_POLLS_PER_SECOND, share / Math.max(1, projectsAtOnce)),
        ageFraction: 0.1,
    };
}

;// CONCATENATED MODULE: ./src/preview/manifest-removal.ts



/**
 * A pull request's (or a merge group's) previews of manifest projects, taken down: the preview
 * domain detached (never a primary one), the GitHub Deployments inactive. The preview project itself
 * stays: the platform's API cannot delete projects (a reopened pull request reuses it). Every name is
 * rendered before the first request, so a template that cannot render fails before any write; the
 * projects are listed once, whatever their number.
 */
async function removeManifestPreviews(request) {
    const { client, logger, signal } = request;
    const named = request.projects.map((project) => ({
        key: project.key,
        name: previewProjectName(project, request.run),
        domain: previewDomainName(project, request.run),
    }));
    const byName = new Map((await (0,projects/* listProjects */.hF)(client, { signal })).map((project) => [project.name, project]));
    const results = [];
    for (const { key, name, domain } of named) {
        const found = byName.get(name);
        if (found === undefined) {
            logger.info(`[${key}] There is no preview project named ${name}: nothing to remove.`);
            results.push({ key, status: 'no-preview', name, kept: [] });
            continue;
        }
        const detached = domain === undefined
            ? undefined
            : await detachPreviewDomain(client, found.id, domain, { logger, signal });
        if (detached?.kind === 'primary') {
            results.push({
                key,
                status: 'refused',
                name,
                projectId: found.id,
                kept: [
                    `${domain} is the primary (production) domain of project ${found.id}: a preview never takes production offline`,
                ],
            });
            continue;
        }
        await request.removed?.(key, found.id);
        results.push({
            key,
            status: 'removed',
            name,
            projectId: found.id,
            ...(detached?.kind === 'detached' && domain !== undefined ? { detached: domain } : {}),
            kept: [
                `project ${name} (${found.id}) stays: the platform API cannot delete projects; a reopened pull request reuses it`,
            ],
        });
    }
    return results;
}

// EXTERNAL MODULE: ./src/actions/common/api-terms.ts
var api_terms = __webpack_require__(49863);
// EXTERNAL MODULE: ./src/actions/common/deploy-github.ts
var deploy_github = __webpack_require__(61404);
// EXTERNAL MODULE: ./src/manifest/manifest.ts + 2 modules
var manifest_manifest = __webpack_require__(31115);
// EXTERNAL MODULE: ./src/workspace/deploy-root.ts
var deploy_root = __webpack_require__(57155);
;// CONCATENATED MODULE: ./src/actions/common/manifest-input.ts





/** The manifest, read from inside the workspace only: its name comes from a workflow input. */
function loadManifest(workspace, name) {
    const problem = (0,paths/* pathProblem */.z9)(name);
    if (problem)
        throw new errors/* ConfigurationError */.j1(`Input "manifest" ("${name}") ${problem}.`, 'manifest');
    const file = (0,manifest_manifest/* normalizePath */.Fd)(name);
    const text = (0,paths/* readFileInside */.XW)(workspace, file);
    if (text === undefined) {
        throw new errors/* ConfigurationError */.j1(`Input "manifest" names ${file}, which is not in the checked-out repository; add it (see the projects action's README) or set \`manifest\` to its path.`, 'manifest');
    }
    const manifest = (0,manifest_manifest/* readManifest */.WI)(text, file);
    checkDeployRoots(workspace, manifest);
    return manifest;
}
/**
 * Every project's folder must be, after symbolic links, inside the checkout and outside any `.git`:
 * refused at the `path:` line before any request, in the plan and again in each leg.
 */
function checkDeployRoots(workspace, manifest) {
    const issues = manifest.projects.flatMap((project) => {
        const problem = (0,deploy_root/* deployRootProblem */.v)(workspace, project.path);
        if (problem === undefined)
            return [];
        const at = { file: manifest.file, line: project.pathLine, column: 1 };
        return [(0,validation/* issueAt */.NC)(at, `Project "${project.key}": path "${project.path}" ${problem}.`)];
    });
    (0,validation/* throwIfIssues */.AR)(issues);
}

// EXTERNAL MODULE: ./src/actions/deploy/many-inputs.ts + 1 modules
var many_inputs = __webpack_require__(15274);
;// CONCATENATED MODULE: ./src/actions/deploy/many.ts
















/**
 * Manifest mode's wiring: inputs, the manifest, the job's client, and the event's choice between
 * production, previews (a pull request, the merge queue) and their removal (a closed pull request,
 * `previews: remove` at the queue's end). The work is src/monorepo/deploy-projects.ts's and
 * src/preview/manifest-removal.ts's; report.ts shows it.
 */
async function runManifestMode(action) {
    const { port, inputs, connection, signal, workspace, tempDir, context } = action;
    const config = (0,many_inputs/* readManyDeployInputs */.m)(inputs);
    const manifest = loadManifest(workspace, config.manifest);
    const entries = config.keys.map((key) => {
        const found = manifest.projects.find((project) => project.key.toLowerCase() === key.toLowerCase());
        if (found)
            return found;
        throw new errors/* ActionFailure */.dR(`Input "projects" names "${key}", which ${manifest.file} does not declare; pass the keys the projects action planned (\`matrix.projects\`).`);
    });
    const choice = previewChoice(context, config.previews);
    if (choice.kind === 'skip') {
        port.info(choice.why);
        return { kind: 'skipped', rows: entries.map((entry) => skippedRow(entry)) };
    }
    // Every env file is read and checked, and every preview's name and domain rendered, before the
    // first write: a missing file or a template this run cannot fill fails the job whole.
    const envFiles = readEnvFiles(workspace, manifest, entries);
    if (choice.kind !== 'production') {
        for (const entry of entries) {
            previewProjectName(entry, choice.run);
            previewDomainName(entry, choice.run);
        }
    }
    const projects = entries.map((entry, index) => ({
        entry,
        id: config.ids?.[index],
        timeoutMs: entry.timeout === undefined
            ? config.defaults.timeoutMs
            : ((0,duration/* parseDuration */.E9)(entry.timeout) ?? config.defaults.timeoutMs),
    }));
    const apiKey = config.apiKeys.length === 0
        ? connection.apiKey
        : config.apiKeys[keySlot(config.keys[0] ?? '', config.apiKeys.length)];
    // A client of the job's own, with no step deadline: each project has its own `timeout`, counted
    // from its own start. It has a bucket of its own (the run's clock given), paced as src/monorepo/pace.ts
    // says; every request of this job goes through it.
    const client = new api_client/* PlatformClient */.Ht({
        ...connection,
        ...legRateOptions(connection.ratePerSecond),
        clock: (0,clock/* currentClock */.q6)(),
        apiKey,
        terms: api_terms/* ACTION_TERMS */.f,
        logger: port,
        signal,
    });
    if (choice.kind === 'remove') {
        const github = removalGitHub(config, context, port);
        const removed = await removeManifestPreviews({
            client,
            projects: entries,
            run: choice.run,
            logger: port,
            signal,
            removed: async (key, previewId) => {
                await github?.inactivateAll(environmentOf(key, choice.run), {
                    ref: refOf(context, choice.run),
                    project: previewId,
                });
            },
        });
        return { kind: 'removed', removed, queue: choice.run.queue };
    }
    const preview = choice.kind === 'preview' ? choice.run : undefined;
    const concurrency = Math.min(config.concurrency, projects.length);
    port.info(`Deploying ${(0,src_text/* plural */.LS)(projects.length, 'project')} of ${manifest.file}, ${config.concurrency} at a time, at ${connection.ratePerSecond} requests/s.`);
    const rows = await deployManifestProjects({
        client,
        logger: port,
        signal,
        workspace,
        tempDir,
        manifestFile: manifest.file,
        projects,
        concurrency: config.concurrency,
        defaults: {
            ...config.defaults,
            checks: config.checks,
            force: config.force,
            githubToken: config.githubToken,
        },
        pacing: watchPacing(connection.ratePerSecond, concurrency),
        envFiles,
        digestKey: apiKey,
        run: context,
        preview,
        record: preview ? previewRecords(config, context, port, preview) : undefined,
    });
    return { kind: 'deployed', rows };
}
/**
 * Production on a push (and any event but these two); on a pull request of this repository its
 * previews, removed when it closes; in the merge queue the group's previews, removed by the
 * workflow's last job (`previews: remove`). A fork's pull request has no secrets: nothing.
 */
function previewChoice(run, previews) {
    const values = { branch: run.branch, sha: run.commitSha };
    if (run.mergeGroup) {
        const queued = { queue: true, values: { ...values, pr: run.mergeGroup.pullNumber } };
        return { kind: previews === 'remove' ? 'remove' : 'preview', run: queued };
    }
    const pull = run.pullRequest;
    if (pull === undefined) {
        if (previews === 'remove') {
            throw new errors/* ConfigurationError */.j1('Input "previews" is `remove`, which only applies on pull_request and merge_group events (a push deploys production); remove it.', 'previews');
        }
        return { kind: 'production' };
    }
    if (pull.isFork) {
        return {
            kind: 'skip',
            why: 'This pull request comes from a fork: GitHub gives fork pull requests no secrets, so no preview is deployed or removed.',
        };
    }
    const run_ = { queue: false, values: { ...values, pr: pull.number } };
    return { kind: pull.action === 'closed' || previews === 'remove' ? 'remove' : 'preview', run: run_ };
}
function skippedRow(entry) {
    return { key: entry.key, project: entry.project, status: 'skipped', durationMs: 0 };
}
/** The GitHub environment of a project's preview: `preview/<key>`, or `queue/<key>` in the merge queue. */
function environmentOf(key, run) {
    return `${run.queue ? 'queue' : 'preview'}/${key}`;
}
/** The ref a preview's GitHub Deployment is made on: the pull request's branch, the queue's head commit. */
function refOf(context, run) {
    return run.queue ? context.commitSha : (context.branch ?? context.commitSha);
}
/** One GitHub Deployment per project's preview, when `github-deployment` and a token allow it. */
function previewRecords(config, context, port, run) {
    if (!config.githubDeployment || config.githubToken === undefined)
        return undefined;
    return (entry, previewId) => (0,deploy_github/* deployGitHub */.JU)({
        githubToken: config.githubToken,
        // The report job writes the one comment with a row per project.
        comment: false,
        githubDeployment: true,
        environment: environmentOf(entry.key, run),
    }, context, { id: previewId, name: entry.key }, port);
}
function removalGitHub(config, context, port) {
    if (!config.githubDeployment || config.githubToken === undefined)
        return undefined;
    return new deployment_reporter/* GitHubDeploymentReporter */.a({
        context,
        token: config.githubToken,
        project: '',
        comment: false,
        githubDeployment: true,
        logger: port,
    });
}


/***/ }),

/***/ 1138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fn: () => (/* binding */ runLiveChecks),
/* harmony export */   pG: () => (/* binding */ expectation)
/* harmony export */ });
/* unused harmony export checkUrl */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42408);




/** First wait between attempts of one path, doubled each time up to MAX_RETRY_DELAY_MS. */
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 10_000;
/** What a last try just before the deadline is left to be answered in, at most. */
const LAST_TRY_MS = 1_000;
/** One attempt's bound: a site that hangs must not use the whole check-timeout on one try. */
const ATTEMPT_TIMEOUT_MS = 15_000;
/** Only this much of a body is searched for `contains`: a check reads a page, not a download. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** The live URL and a path, joined as text so the URL's own path (e.g. `/sites/<project>`) is kept. */
function checkUrl(liveUrl, path) {
    const base = new URL(liveUrl);
    base.search = '';
    base.hash = '';
    return `${base.href.replace(/\/+$/, '')}${path}`;
}
async function readCapped(body) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        const room = MAX_BODY_BYTES - size;
        chunks.push(Buffer.from(chunk.subarray(0, room)));
        size += Math.min(chunk.length, room);
        if (size >= MAX_BODY_BYTES)
            break;
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** One GET, given `boundMs` at most: undefined when it passes, else what it got instead. */
async function attempt(url, spec, signal, boundMs) {
    const timeout = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .clockTimeout */ .S2)(boundMs);
    try {
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .request */ .Em)(url, {
            method: 'GET',
            headers: { 'cache-control': 'no-cache' },
            signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
        });
        const needsBody = response.statusCode === spec.status && spec.contains !== undefined;
        const body = needsBody ? await readCapped(response.body) : '';
        if (!needsBody)
            await response.body.dump();
        if (response.statusCode !== spec.status)
            return `${response.statusCode}`;
        if (spec.contains !== undefined && !body.includes(spec.contains))
            return `${response.statusCode} without the text`;
        return undefined;
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return timeout.signal.aborted
            ? `no answer in ${(0,_render_deploy_status_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(boundMs)}`
            : `request failed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`;
    }
    finally {
        timeout.clear();
    }
}
async function checkPath(liveUrl, path, spec, startedAt, deadline, options) {
    const clock = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)();
    const url = checkUrl(liveUrl, path);
    let delay = FIRST_RETRY_DELAY_MS;
    let last = {
        got: "not checked: no time was left of `check-timeout` or the step's `timeout`",
        attempts: 0,
        elapsedMs: clock.now() - startedAt,
    };
    let lastTry = false;
    for (let attempts = 1;; attempts++) {
        const boundMs = Math.min(ATTEMPT_TIMEOUT_MS, deadline - clock.now());
        if (boundMs <= 0)
            return { path, url, passed: false, ...last };
        const failure = await attempt(url, spec, options.signal, boundMs);
        const elapsedMs = clock.now() - startedAt;
        if (failure === undefined)
            return { path, url, passed: true, got: `${spec.status}`, attempts, elapsedMs };
        last = { got: failure, attempts, elapsedMs };
        const left = deadline - clock.now();
        if (left <= 0 || lastTry)
            return { path, url, passed: false, ...last };
        options.logger.info(`Check of ${path} got ${failure}; trying again.`);
        // A wait that reaches the deadline ends early enough for one last try to be answered in.
        lastTry = delay >= left;
        await clock.sleep(lastTry ? left - Math.min(LAST_TRY_MS, left / 2) : delay, options.signal);
        delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
    }
}
/**
 * Fetches each path of the live site until it answers as expected or `timeoutMs` has passed, on the
 * one clock (a new deployment may take a moment to be served everywhere). The paths are checked side
 * by side within the one window, so each gets all of it and the checks end within `timeoutMs` (and
 * the step's deadline) however many paths never answer; every attempt is bounded by what is left
 * of both. The results come back in the order given.
 */
async function runLiveChecks(liveUrl, spec, options) {
    const startedAt = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now();
    const deadline = Math.min(startedAt + spec.timeoutMs, options.stepDeadline ?? Number.POSITIVE_INFINITY);
    return Promise.all(spec.paths.map(async (path) => {
        const result = await checkPath(liveUrl, path, spec, startedAt, deadline, options);
        options.logger.info(`Check ${path}: ${result.passed ? 'passed' : `failed, got ${result.got}`} after ${result.attempts} attempt(s).`);
        return result;
    }));
}
/** What a path was expected to answer, for messages and the summary. */
function expectation(spec) {
    return spec.contains === undefined ? `${spec.status}` : `${spec.status} containing "${spec.contains}"`;
}


/***/ }),

/***/ 75689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkLiveDeployment: () => (/* binding */ checkLiveDeployment)
/* harmony export */ });
/* harmony import */ var _api_resources_projects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4906);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1138);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90583);
/* harmony import */ var _redeploy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89725);






/**
 * The project's live URL (what visitors get), which the checks are about; the deployment's own URL
 * when the project does not state one.
 */
async function liveUrlOf(request) {
    try {
        const project = await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_0__/* .getProject */ .U1)(request.client, request.projectId, {
            ...(request.signal ? { signal: request.signal } : {}),
        });
        return project.liveUrl ?? request.deployment.url;
    }
    catch (error) {
        if (request.signal?.aborted)
            throw error;
        request.logger.warning(`Could not read the project's live URL: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`);
        return request.deployment.url;
    }
}
async function rollBack(request) {
    let created;
    try {
        const outcome = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .runDeployPipeline */ .p)({
            client: request.client,
            projectId: request.projectId,
            source: { kind: 'deployment', target: { previous: true, before: request.deployment.id } },
            wait: true,
            // What is left of the step's time, not the whole `timeout` again: the client's requests end a
            // little after the step's deadline, and a watch cut there would lose the rollback's outcome.
            timeoutMs: Math.max(0, request.stepDeadline - (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now()),
            logger: request.logger,
            ...(request.signal ? { signal: request.signal } : {}),
            onCreated: async (deployment, from) => {
                created = { deployment, from };
                await request.onRollbackCreated?.(deployment);
            },
        });
        const to = outcome.redeployedFrom;
        const deployment = outcome.deployment ?? created?.deployment;
        return { ...(to ? { to } : {}), ...(deployment ? { deployment } : {}), outcome };
    }
    catch (error) {
        // Finding no earlier live deployment is an answer here, not a mistake in the step's inputs; any
        // other failure is reported with the failed checks, so the step's error still names the deployment
        // and, once it was created, the rollback's own, which may still go live.
        if (request.signal?.aborted)
            throw error;
        const problem = error instanceof _redeploy_js__WEBPACK_IMPORTED_MODULE_5__/* .NoPreviousDeploymentError */ .yJ ? error.fact : (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
        if (!created)
            return { problem };
        return { ...(created.from ? { to: created.from } : {}), deployment: created.deployment, problem };
    }
}
function failedChecks(results, spec) {
    const failed = results.filter((r) => !r.passed);
    return failed.map((r) => `${r.path} got ${r.got}, expected ${(0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .expectation */ .pG)(spec)}`).join('; ');
}
function rollbackSentence(id, what, rollback) {
    const { to, deployment, outcome, problem } = rollback;
    if (!deployment)
        return `Deployment ${id} failed its checks (${what}) and could not be rolled back: ${problem ?? 'no earlier live deployment was found'}`;
    const redeployId = deployment.id;
    const builtFrom = to ? `, built from ${to.id}'s source,` : '';
    if (problem || !outcome)
        return `Deployment ${id} failed its checks (${what}); rollback deployment ${redeployId}${builtFrom} was created and may still go live (until it is, ${id} may still be live), but following it failed: ${problem ?? 'no outcome'}`;
    if (outcome.status === 'live')
        return `Deployment ${id} failed its checks (${what}), so it was rolled back to deployment ${to?.id}: deployment ${redeployId}, built from ${to?.id}'s source, is live.`;
    if (outcome.status === 'timed-out')
        return `Deployment ${id} failed its checks (${what}); rollback deployment ${redeployId}${builtFrom} was created but was not live when the step's \`timeout\` ran out, and may still go live. Until it is, ${id} may still be live.`;
    return `Deployment ${id} failed its checks (${what}), and the rollback to deployment ${to?.id} did not go live: deployment ${redeployId} is ${outcome.status}, so ${id} may still be live.`;
}
/** Checks the live site and, when a check fails and the policy says so, rolls the project back. */
async function checkLiveDeployment(request) {
    const { deployment, checks, logger } = request;
    const liveUrl = await liveUrlOf(request);
    if (liveUrl === undefined) {
        const failure = `Deployment ${deployment.id} is live, but neither it nor the project states a URL to check; remove \`check-path\` for this project.`;
        return { liveUrl: '', results: [], passed: false, failure };
    }
    logger.info(`Checking ${checks.paths.length} path(s) of ${liveUrl}.`);
    const options = {
        logger,
        stepDeadline: request.stepDeadline,
        ...(request.signal ? { signal: request.signal } : {}),
    };
    const results = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .runLiveChecks */ .fn)(liveUrl, checks, options);
    if (results.every((r) => r.passed))
        return { liveUrl, results, passed: true };
    const what = failedChecks(results, checks);
    if (checks.onFailure === 'fail') {
        const failure = `Deployment ${deployment.id} is live but failed its checks: ${what}.`;
        return { liveUrl, results, passed: false, failure };
    }
    logger.warning(`Deployment ${deployment.id} failed its checks (${what}); rolling back.`);
    const rollback = await rollBack(request);
    return {
        liveUrl,
        results,
        passed: false,
        rollback,
        failure: rollbackSentence(deployment.id, what, rollback),
    };
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
