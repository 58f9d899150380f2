export const id = 847;
export const ids = [847];
export const modules = {

/***/ 56948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W3: () => (/* binding */ branchSlug)
/* harmony export */ });
/* unused harmony exports branchHash, transliterate */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _hostname_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73950);


/** Hex digits of the suffix that keeps two branches apart once their slugs would be equal. */
const HASH_LENGTH = 6;
/** A short, stable hash of the branch name as given, so `feature/a` and `feature-a` never share a slug. */
function branchHash(branch) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(branch, 'utf8').digest('hex').slice(0, HASH_LENGTH);
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
function branchSlug(branch, maxLength = _hostname_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LABEL_LENGTH */ .rn) {
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


/***/ }),

/***/ 99399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ readProductionConfig),
/* harmony export */   cY: () => (/* binding */ copyIntoPreview),
/* harmony export */   lw: () => (/* binding */ describeCopy)
/* harmony export */ });
/* harmony import */ var _api_resources_projects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4906);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _projects_platform_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57635);
/* harmony import */ var _projects_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34321);
/* harmony import */ var _project_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71105);





/**
 * Reads the production project the preview copies. Done before the preview project is created, so a
 * wrong `from-project` is a configuration error and not a half-made preview.
 */
async function readProductionConfig(client, projectId, options) {
    const { signal } = options;
    const record = await (0,_projects_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .readProjectRecord */ .fk)(client, projectId, 'from-project', signal);
    const routing = await (0,_projects_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .readRoutingMode */ .yp)(client, projectId, signal);
    const proxyRules = await (0,_projects_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .readProxyRules */ .q5)(client, projectId, signal);
    return {
        projectId,
        record,
        routing,
        // Each rule exactly as production has it (every field, the origin's text), sent back verbatim.
        proxyRules: proxyRules.rules,
        unreadableRules: proxyRules.unreadable.length,
        envGroups: (await (0,_projects_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .readAttachedEnvGroups */ .gf)(client, projectId, signal)).map((group) => group.id),
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
        const fresh = (0,_projects_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .readSettings */ .sb)(preview.raw);
        const settings = (0,_projects_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .copyableSettings */ .dq)(production.record).filter((setting) => !(0,_projects_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .settingValuesEqual */ .J1)(setting.value, fresh.get(setting.name)?.value));
        if (settings.length > 0) {
            await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_0__/* .updateProject */ .vr)(client, preview.id, (0,_projects_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .settingsPatch */ .AC)(settings), { signal });
            done.push(`settings ${settings.map((setting) => setting.name).join(', ')}`);
        }
        if (production.routing !== undefined &&
            production.routing !== (await (0,_projects_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .readRoutingMode */ .yp)(client, preview.id, signal))) {
            await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_0__/* .setStaticRouting */ .Rc)(client, preview.id, { mode: production.routing }, { signal });
            done.push(`routing mode ${production.routing}`);
        }
        if (production.proxyRules.length > 0) {
            await (0,_projects_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .writeProxyRules */ .B9)(client, preview.id, production.proxyRules, signal);
            done.push(`${production.proxyRules.length} proxy rule(s)`);
        }
        if (production.unreadableRules > 0) {
            logger.warning(`${production.projectId} has ${production.unreadableRules} proxy rule(s) with no prefix this client can read; they were not copied into ${preview.id}: add them there by hand.`);
        }
        await (0,_project_js__WEBPACK_IMPORTED_MODULE_4__/* .attachEnvGroups */ .pR)(client, preview.id, production.envGroups, { logger, signal });
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionFailure */ .dR(`Copying ${production.projectId}'s configuration into the new preview project ${preview.id} failed (${landed}): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}. A re-run finds the project and does not copy again: apply the rest with project-sync, or remove the project and re-run.`);
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


/***/ }),

/***/ 56174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ ensureDomainAttached),
/* harmony export */   S: () => (/* binding */ detachPreviewDomain)
/* harmony export */ });
/* harmony import */ var _api_decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97364);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _api_resources_domains_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66187);
/* harmony import */ var _api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4906);




/** The project's record of `domain` (names compared case-insensitively), if attached. */
async function findDomain(client, projectId, domain, options) {
    const domains = await (0,_api_resources_domains_js__WEBPACK_IMPORTED_MODULE_2__/* .listDomains */ .wK)(client, projectId, { signal: options.signal });
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
            existing = await (0,_api_resources_domains_js__WEBPACK_IMPORTED_MODULE_2__/* .attachDomain */ .A5)(client, projectId, domain, { signal: options.signal });
            options.logger.info(`Attached ${domain} to project ${projectId}.`);
        }
        catch (error) {
            // A lost answer, or a concurrent run that got there first: what counts is the platform's state.
            const maybeOurs = error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AmbiguousRequestError */ .sm || (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PlatformApiError */ .es && error.status === 409);
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
        await (0,_api_resources_domains_js__WEBPACK_IMPORTED_MODULE_2__/* .setPrimaryDomain */ .dt)(client, projectId, domain, { signal: options.signal });
        options.logger.info(`Made ${domain} the primary domain of project ${projectId}.`);
        madePrimary = true;
    }
    return { alreadyAttached, madePrimary };
}
/** True when the domain is the project's primary (production) domain, by its flag or the project record. */
function isPrimaryDomain(domain, project) {
    if (domain.primary === true)
        return true;
    const primary = (0,_api_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(project.raw, 'primaryDomain', 'productionDomain');
    return primary?.toLowerCase() === domain.name.toLowerCase();
}
/** Detaches `domain`, but never the project's primary domain; a domain not attached is a no-op. */
async function detachPreviewDomain(client, projectId, domain, options) {
    const existing = await findDomain(client, projectId, domain, options);
    if (existing === undefined)
        return { kind: 'not-attached' };
    const project = await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__/* .getProject */ .U1)(client, projectId, { signal: options.signal });
    if (isPrimaryDomain(existing, project))
        return { kind: 'primary' };
    try {
        await (0,_api_resources_domains_js__WEBPACK_IMPORTED_MODULE_2__/* .detachDomain */ .U2)(client, projectId, domain, { signal: options.signal });
    }
    catch (error) {
        // Gone between the list and the delete (another run): the goal is reached all the same.
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PlatformApiError */ .es && error.status === 404)
            return { kind: 'not-attached' };
        throw error;
    }
    options.logger.info(`Detached ${domain} from project ${projectId}.`);
    return { kind: 'detached' };
}


/***/ }),

/***/ 71105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sd: () => (/* binding */ checkEnvGroups),
/* harmony export */   l$: () => (/* binding */ findPreviewProject),
/* harmony export */   pR: () => (/* binding */ attachEnvGroups),
/* harmony export */   s6: () => (/* binding */ ensurePreviewProject)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_list_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15461);
/* harmony import */ var _api_resources_env_groups_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68166);
/* harmony import */ var _api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4906);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83916);





/** The project to detach from; undefined when a named project does not exist (nothing to detach). */
async function findPreviewProject(client, choice, options) {
    if (choice.kind === 'id') {
        return {
            project: await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__/* .getProject */ .U1)(client, choice.id, { signal: options.signal }),
            byName: false,
            created: false,
        };
    }
    const project = await (0,_api_list_js__WEBPACK_IMPORTED_MODULE_1__/* .findNamed */ .n)((0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__/* .listProjects */ .hF)(client, { signal: options.signal }), choice.name);
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
        const project = await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__/* .createProject */ .gA)(client, { name: choice.name }, { signal: options.signal });
        options.logger.info(`Created project ${choice.name} (${project.id}).`);
        return { project, byName: true, created: true };
    }
    catch (error) {
        const lostOrRaced = error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmbiguousRequestError */ .sm || (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformApiError */ .es && error.status === 409);
        if (!lostOrRaced)
            throw error;
        const project = await (0,_api_list_js__WEBPACK_IMPORTED_MODULE_1__/* .findNamed */ .n)((0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_3__/* .listProjects */ .hF)(client, { signal: options.signal }), choice.name);
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
            await (0,_api_resources_env_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .getEnvGroup */ .vB)(client, id, { signal: options.signal });
        }
        catch (error) {
            if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformApiError */ .es && error.status === 404) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`Input "env-groups" names ${id}, which is not an env group of this account: use the ids GET /env-groups lists.`, 'env-groups');
            }
            throw error;
        }
    }
}
/** Attaches the groups the project does not have yet; resolves to the ids newly attached. */
async function attachEnvGroups(client, projectId, groupIds, options) {
    if (groupIds.length === 0)
        return [];
    const present = new Set((await (0,_api_resources_env_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .listProjectEnvGroups */ .lw)(client, projectId, { signal: options.signal })).map((group) => group.id));
    const attached = [];
    for (const id of groupIds) {
        if (present.has(id))
            continue;
        await (0,_api_resources_env_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .attachProjectEnvGroup */ .bi)(client, projectId, id, { signal: options.signal });
        options.logger.info(`Attached env group ${id} to project ${projectId}.`);
        attached.push(id);
    }
    return attached;
}


/***/ }),

/***/ 14904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T7: () => (/* binding */ renderProjectName),
/* harmony export */   dC: () => (/* binding */ renderDomain),
/* harmony export */   iJ: () => (/* binding */ placeholdersOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _hostname_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73950);
/* harmony import */ var _branch_slug_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56948);



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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "${input}" uses the unknown placeholder {${name}}: only {pr}, {branch} and {sha} are allowed.`, input);
        }
        used.push(name);
    }
    return used;
}
function fixedValue(name, values, input) {
    const value = name === 'pr' ? values.pr?.toString() : values.sha?.slice(0, 7).toLowerCase();
    if (value === undefined || value === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "${input}" uses {${name}}, but ${MISSING[name]}.`, input);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "${input}" uses {branch}, but ${MISSING.branch}.`, input);
    }
    const fixedLength = text.replaceAll('{branch}', '').length;
    const room = Math.floor((_hostname_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LABEL_LENGTH */ .rn - fixedLength) / branchCount);
    if (room < MIN_BRANCH_ROOM) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "${input}" leaves no room for {branch} in "${segment}": a part between dots may hold at most ${_hostname_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LABEL_LENGTH */ .rn} characters; shorten the text around {branch}.`, input);
    }
    return text.replaceAll('{branch}', (0,_branch_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .branchSlug */ .W3)(values.branch, room));
}
/** Fills a project-name template such as `shop-pr-{pr}`; {branch} is made DNS-safe. */
function renderProjectName(template, values, input = 'project-name') {
    const name = renderSegment(template.trim(), values, input);
    if (name === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "${input}" renders to an empty name.`, input);
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
    const problem = (0,_hostname_js__WEBPACK_IMPORTED_MODULE_2__/* .hostnameProblem */ .RH)(domain);
    if (problem !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "${input}" gives "${domain}", which is not a valid host name: ${problem}.`, input);
    }
    return domain;
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


/***/ })

};
