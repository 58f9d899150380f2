export const id = 192;
export const ids = [192];
export const modules = {

/***/ 74674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ readDeclaredFile),
/* harmony export */   en: () => (/* binding */ readExpectedPlan),
/* harmony export */   x8: () => (/* binding */ readSyncFlags)
/* harmony export */ });
/* unused harmony export declaredFilePath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _sync_engine_plan_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68889);




/** The `expected-plan` input: empty, or a plan id as the `plan-id` output gives it. */
function readExpectedPlan(inputs) {
    const raw = inputs.optional('expected-plan');
    if (raw === undefined)
        return undefined;
    const id = (0,_sync_engine_plan_id_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePlanId */ .u7)(raw);
    if (id === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input "expected-plan" is not a plan id: set it to the \`plan-id\` output of the reviewed plan (16 hex digits, then optional .-separated parts of 16, or 6 in older ids), or leave it empty.`, 'expected-plan');
    }
    return id;
}
function readSyncFlags(inputs) {
    return {
        expectedPlan: readExpectedPlan(inputs),
        file: inputs.required('file', 'set it to the path of the declared file in the repository, e.g. dns.yml'),
        prune: inputs.boolean('prune'),
        dryRun: inputs.boolean('dry-run'),
        force: inputs.boolean('force'),
    };
}
/**
 * Where the `file` input points, and how messages show it: relative to the workspace with `/` (so an
 * annotation lands on the file on every OS), or the full path when it is outside the workspace (on
 * Windows, on another drive). `paths` is node:path; tests pass path.win32 to check Windows forms.
 */
function declaredFilePath(file, workspace, paths = (node_path__WEBPACK_IMPORTED_MODULE_1___default())) {
    const full = paths.isAbsolute(file) ? file : paths.resolve(workspace, file);
    const inside = paths.relative(workspace, full);
    const outside = inside === '..' || inside.startsWith(`..${paths.sep}`) || paths.isAbsolute(inside);
    return { path: full, displayPath: outside ? full : inside.split(paths.sep).join('/') };
}
/** Reads the `file` input's file from the workspace (GITHUB_WORKSPACE, else the working directory). */
function readDeclaredFile(file, workspace) {
    const { path, displayPath } = declaredFilePath(file, workspace);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input "file": there is no file ${displayPath} in the workspace (${workspace}); check the path, and that the job checks out the repository (actions/checkout) before this step.`, 'file');
    }
    return { text: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'), displayPath };
}


/***/ }),

/***/ 59285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uH: () => (/* binding */ logPlan),
/* harmony export */   w1: () => (/* binding */ reportSync),
/* harmony export */   wd: () => (/* binding */ logWrite)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42495);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34200);
/* harmony import */ var _sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2715);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48992);






/** The plan as a table in the step log, before any write: the engine's `onPlan`. */
function logPlan(port, plan) {
    port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)((0,_sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .renderPlanText */ .$D)(plan)));
}
/**
 * Shows the plan (log table, job summary, outputs) and then fails the step when the plan was refused
 * or a write failed or was cancelled, with one sentence that says what landed and what to do.
 */
async function reportSync(port, writer, result, options) {
    const { plan, report, refusal } = result;
    const notes = [...(options.notes ?? []), ...(result.reviewed === undefined ? [] : [result.reviewed])];
    if (options.planLogged && result.reviewed !== undefined)
        port.info(result.reviewed);
    if (options.planLogged) {
        // The plan's counts were printed with it; a plan only (dry run, refusal) has nothing to add.
        if (report !== undefined)
            port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(appliedLine(plan, report)));
    }
    else {
        for (const note of notes)
            port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(note));
        port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)((0,_sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .renderPlanText */ .$D)(plan, report)));
    }
    for (const line of options.extraLog ?? [])
        port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(line));
    const failure = refusal?.message ?? (report === undefined || report.ok ? undefined : applyFailure(plan, report));
    const id = (0,_sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .planId */ .rY)(plan);
    port.info(`Plan id: ${id} (pass it as expected-plan to apply exactly this plan).`);
    const sections = [
        ...notes.map((note) => `${note}\n`),
        (0,_sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .renderPlanMarkdown */ .d$)(plan, report),
        planIdMarkdown(id),
        options.extraMarkdown ?? '',
        outcomeMarkdown(result, options.dryRun, failure),
    ];
    const heading = `### ${options.title}${options.dryRun ? ' (dry run)' : ''}\n`;
    const markdown = [heading, ...sections.filter((part) => part !== '')].join('\n');
    const outputs = (0,_sync_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .syncOutputs */ .aC)(plan, report);
    if (options.changedAnyway)
        outputs.changed = 'true';
    writer.setAll({ ...outputs, 'plan-markdown': (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(markdown) });
    await port.appendSummary(markdown);
    if (failure === undefined)
        return;
    annotateRefusedValue(port, report?.failed[0], failure);
    if (report?.aborted)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CancelledError */ .cc(failure);
    if (refusal !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SafetyRefusal */ .V2(failure);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionFailure */ .dR(failure);
}
/** The id under the plan, where a reviewer sees it (summary and pull request comment). */
function planIdMarkdown(id) {
    return `Plan id: \`${id}\` (the apply after the merge checks it, so it makes exactly these changes).\n`;
}
/** The log's last word on a plan already shown, counts included: what was written of it. */
function appliedLine(plan, report) {
    return `Applied ${report.applied.length} of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(report.results.length, `${plan.kind} change`)}.`;
}
function outcomeMarkdown(result, dryRun, failure) {
    if (result.refusal !== undefined) {
        return [
            `**Refused, nothing was written:** ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdownText */ .m4)(failure ?? '')}\n`,
            '**Next steps:** read the changes above; if they are what you meant, do what the refusal says (run as it is, the same plan is refused again), otherwise fix the file.\n',
        ].join('\n');
    }
    if (failure !== undefined) {
        const report = result.report;
        const retry = report !== undefined && mayPassAgain(report.failed[0], report.aborted);
        return [
            `**Stopped:** ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdownText */ .m4)(failure)}\n`,
            retry
                ? '**Next steps:** re-run: the next run plans only what is still missing, and with `expected-plan` it finishes the reviewed plan.\n'
                : '**Next steps:** do what the failure above says; run as it is, it fails the same way.\n',
        ].join('\n');
    }
    if (dryRun)
        return 'Dry run: nothing was written.\n';
    // The outcome in one line, so a reader does not have to add up the result column.
    const applied = result.report?.applied.length ?? 0;
    if (applied === 0)
        return '✅ Nothing to change: the platform already matches the file.\n';
    return `✅ Applied ${applied} change${applied === 1 ? '' : 's'}.\n`;
}
/**
 * What to do after a failed write. Only a failure that may pass (a lost answer, a 5xx, 408, 429, a
 * cancelled job) is worth a plain re-run; a refusal (another 4xx) or a key that may not write (403)
 * would fail the same way again.
 */
function mayPassAgain(failed, aborted) {
    const cause = failed?.cause;
    if (aborted || !(cause instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformApiError */ .es))
        return true;
    return cause.status >= 500 || cause.status === 408 || cause.status === 429;
}
function nextStep(failed, aborted) {
    const rerun = ' Re-run to finish: the next run plans only what is still missing.';
    const cause = failed?.cause;
    if (mayPassAgain(failed, aborted) || !(cause instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformApiError */ .es))
        return rerun;
    if (cause.status === 403)
        return ' The key may not write (HTTP 403): applies need a full API key; re-running with this key changes nothing.';
    const where = failed?.at === undefined ? 'in the file' : `at ${failed.at.file}:${failed.at.line}`;
    return ` The platform refused the value (HTTP ${cause.status}): fix it ${where}; re-running as it is changes nothing.`;
}
/** What landed and what did not; the engine stops at the first failed write, so there is at most one. */
function applyFailure(plan, report) {
    const total = report.results.length;
    const applied = report.applied.length;
    const skipped = report.skipped.length;
    const changes = `${plan.kind} change${total === 1 ? '' : 's'}`;
    const rest = skipped > 0 ? ` ${skipped} not attempted (listed in the job summary).` : '';
    const [failed] = report.failed;
    const rerun = nextStep(failed, report.aborted);
    const what = failed === undefined ? '' : `${failed.item.op} ${failed.item.name} ${failed.item.detail}`;
    if (report.aborted) {
        const inFlight = failed === undefined ? '' : ` ${what} was in flight: ${failed.error ?? 'no answer'}.`;
        return `The job was cancelled: applied ${applied} of ${total} ${changes}.${inFlight}${rest}${rerun}`;
    }
    if (failed === undefined)
        return `Applied ${applied} of ${total} ${changes}.${rest}${rerun}`;
    const error = failed.error ?? 'unknown error';
    if (applied === 0)
        return `No change was applied: ${what} failed: ${error}${rest}${rerun}`;
    return `Applied ${applied} of ${total} ${changes}, then ${what} failed: ${error}${rest}${rerun}`;
}
/** A value the platform refused gets its annotation on the line that declares it. */
function annotateRefusedValue(port, failed, failure) {
    const cause = failed?.cause;
    if (failed?.at === undefined || !(cause instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformApiError */ .es) || cause.status >= 500)
        return;
    port.error((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(failure), {
        title: 'Refused by the platform',
        file: failed.at.file,
        startLine: failed.at.line,
        startColumn: failed.at.column,
    });
}
/** Logs each write as it lands, so a long or cancelled run shows its progress. */
function logWrite(port, result) {
    const { item } = result;
    const why = result.error === undefined ? '' : `: ${result.error}`;
    port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(`${result.status}: ${item.op} ${item.name} ${item.detail}${why}`));
}


/***/ }),

/***/ 36192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/client.ts
var github_client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/preview/sweep/pulls.ts
var sweep_pulls = __webpack_require__(11467);
// EXTERNAL MODULE: ./src/preview/sweep/sweep.ts + 3 modules
var sweep = __webpack_require__(65838);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/actions/common/sync-report.ts
var sync_report = __webpack_require__(59285);
// EXTERNAL MODULE: ./src/hostname.ts
var hostname = __webpack_require__(73950);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: ./src/preview/branch-slug.ts
var branch_slug = __webpack_require__(56948);
// EXTERNAL MODULE: ./src/preview/template.ts
var preview_template = __webpack_require__(14904);
;// CONCATENATED MODULE: ./src/preview/sweep/matcher.ts





/** The room renderSegment gives {branch} at the least: below it, no name was ever rendered. */
const MIN_BRANCH_ROOM = 6;
const SHA_LENGTH = 7;
const PR = '([1-9][0-9]*)';
const SHA = `[0-9a-f]{${SHA_LENGTH}}`;
/** What branchSlug can produce: lower-case letters, digits and inner hyphens. */
const SLUG = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
/**
 * A preview template (`pr-{pr}.preview.example.com`, `shop-pr-{pr}`, `shop-{branch}`) turned around:
 * it tells whether a name is one the template renders, and for which pull request. Matching is whole
 * and strict (a `{pr}` is a number without leading zeros, a `{sha}` seven hex digits, a `{branch}`
 * exactly the slug the template gives that branch), because what matches is deleted.
 */
class TemplateMatcher {
    template;
    input;
    hasPr;
    #segments;
    #dotted;
    #pattern;
    constructor(template, options) {
        this.input = options.input;
        this.#dotted = options.dotted === true;
        const trimmed = template.trim();
        this.template = this.#dotted ? trimmed.replace(/\.$/, '').toLowerCase() : trimmed;
        const used = (0,preview_template/* placeholdersOf */.iJ)(this.template, this.input);
        const allowed = options.allowed ?? ['pr', 'branch', 'sha'];
        const stray = used.find((name) => !allowed.includes(name));
        if (stray !== undefined) {
            throw new errors/* ConfigurationError */.j1(`Input "${this.input}" uses {${stray}}, but these names only ever hold ${allowed.map((name) => `{${name}}`).join(', ')}; use the same template as the preview step.`, this.input);
        }
        this.hasPr = used.includes('pr');
        if (!this.hasPr && !used.includes('branch')) {
            throw new errors/* ConfigurationError */.j1(`Input "${this.input}" ("${this.template}") has neither {pr} nor {branch}, so no name tells which pull request it belongs to; give the template the preview step uses, e.g. shop-pr-{pr}.`, this.input);
        }
        this.#segments = this.#dotted ? this.template.split('.') : [this.template];
        this.#pattern = this.#compile((escaped) => escaped.replaceAll('{branch}', SLUG));
    }
    /**
     * undefined when `name` is not the template's; else the pull request number, when it holds one.
     * A number past 2^53 cannot be held exactly (`…890` would be looked up as `…000`): it comes back
     * as `tooLarge`, its digits, and is nobody's.
     */
    match(name) {
        const found = this.#pattern.exec(this.#dotted ? name.toLowerCase() : name);
        if (found === null)
            return undefined;
        const numbers = new Set(found.slice(1).filter((group) => group !== undefined));
        // `pr-{pr}-of-{pr}` names one pull request only when both numbers agree.
        if (numbers.size > 1)
            return undefined;
        const [pr] = numbers;
        if (pr === undefined)
            return { pr: undefined };
        const number = Number(pr);
        return Number.isSafeInteger(number) ? { pr: number } : { pr: undefined, tooLarge: pr };
    }
    /** Whether `name` is exactly what the template renders for this pull request (any `{sha}`). */
    rendersFor(name, pull) {
        if (pull.headRef === undefined || pull.headRef === '')
            return false;
        const pattern = this.#compile((escaped, segment) => {
            const fixed = segment
                .replaceAll('{pr}', String(pull.number))
                .replaceAll('{sha}', 'x'.repeat(SHA_LENGTH))
                .replaceAll('{branch}', '');
            const count = segment.split('{branch}').length - 1;
            if (count === 0)
                return escaped;
            const room = Math.floor((hostname/* MAX_LABEL_LENGTH */.rn - fixed.length) / count);
            if (room < MIN_BRANCH_ROOM)
                return escaped.replaceAll('{branch}', '(?!)');
            return escaped.replaceAll('{branch}', (0,src_text/* escapeRegExp */.Nt)((0,branch_slug/* branchSlug */.W3)(pull.headRef, room)));
        }, String(pull.number));
        return pattern.test(this.#dotted ? name.toLowerCase() : name);
    }
    /**
     * The whole-name pattern: `branch` fills {branch} in each segment once its literals are escaped
     * (it also gets the raw segment, to measure it); `pr` is the group or the exact number for {pr}.
     */
    #compile(branch, pr = PR) {
        const parts = this.#segments.map((segment) => {
            const escaped = segment
                .split(/(\{pr\}|\{sha\}|\{branch\})/)
                .map((part) => (part.startsWith('{') && part.endsWith('}') ? part : (0,src_text/* escapeRegExp */.Nt)(part)))
                .join('');
            return branch(escaped, segment)
                .replaceAll('{pr}', pr === PR ? PR : (0,src_text/* escapeRegExp */.Nt)(pr))
                .replaceAll('{sha}', SHA);
        });
        return new RegExp(`^${parts.join('\\.')}$`);
    }
}

// EXTERNAL MODULE: ./src/actions/common/sync-inputs.ts
var sync_inputs = __webpack_require__(74674);
;// CONCATENATED MODULE: ./src/actions/preview-sweep/inputs.ts



function matcher(inputs, name) {
    const template = inputs.optional(name);
    if (template === undefined)
        return undefined;
    if (name === 'domain')
        return new TemplateMatcher(template, { input: name, dotted: true });
    // preview-database names hold {pr} only, like its own `name` input.
    if (name === 'database-name')
        return new TemplateMatcher(template, { input: name, allowed: ['pr'] });
    return new TemplateMatcher(template, { input: name });
}
function readScope(inputs) {
    const id = inputs.optionalId('project', "a project's id or name");
    const names = matcher(inputs, 'project-name');
    if (id !== undefined && names !== undefined) {
        throw new errors/* ConfigurationError */.j1('Give at most one of the inputs "project" (the one project the preview domains are on) and "project-name" (the template preview projects are made from), as in preview-domain.', 'project');
    }
    if (id !== undefined)
        return { kind: 'id', id };
    return names && { kind: 'name', matcher: names };
}
/** Everything but api-key and api-url (readConnection reads those first, so the key is masked). */
function readPreviewSweepInputs(inputs) {
    const project = readScope(inputs);
    const templates = {
        project,
        domain: matcher(inputs, 'domain'),
        database: matcher(inputs, 'database-name'),
        envGroup: matcher(inputs, 'env-group-name'),
    };
    if (templates.domain !== undefined && project === undefined) {
        throw new errors/* ConfigurationError */.j1('Input "domain" needs "project-name" (the template preview projects are made from) or "project" (the project the domains are on): domains are looked up on projects.', 'domain');
    }
    if (project === undefined && templates.database === undefined && templates.envGroup === undefined) {
        throw new errors/* ConfigurationError */.j1('Nothing to sweep: set "project-name", "domain", "database-name" or "env-group-name" to the templates your previews use, e.g. shop-pr-{pr} and pr-{pr}.preview.example.com.', 'project-name');
    }
    return {
        templates,
        maxDeletions: inputs.integer('max-deletions', 0, 100_000),
        force: inputs.boolean('force'),
        dryRun: inputs.boolean('dry-run'),
        expectedPlan: (0,sync_inputs/* readExpectedPlan */.en)(inputs),
        githubToken: inputs.required('github-token', 'pass a token that can read pull requests, e.g. `${{ github.token }}` with `pull-requests: read`'),
    };
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var render_markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/table-budget.ts
var table_budget = __webpack_require__(46728);
;// CONCATENATED MODULE: ./src/preview/sweep/report.ts


/** The summary's room for each of the two lists, so the plan table above keeps its own budget. */
const HALF = table_budget/* EXTRA_TABLE_MAX_BYTES */.pX / 2;
/** Preview projects of closed pull requests: the API cannot delete projects, so they are listed. */
function projectsLeft(inventory) {
    return inventory.projects.filter((project) => project.owner.kind === 'pull' && project.owner.state === 'closed');
}
/**
 * What the plan table does not say: each pull request's state, the pull requests ignored (forks) and
 * why, and the projects left to delete by hand.
 */
function renderSweepExtras(inventory) {
    const pulls = new Map();
    for (const item of [...inventory.resources, ...inventory.projects.map(asProjectItem)]) {
        if (item.owner.kind !== 'pull')
            continue;
        const entry = pulls.get(item.owner.pr) ?? { state: item.owner.state, found: [] };
        entry.found.push(item.kind);
        pulls.set(item.owner.pr, entry);
    }
    const rows = [...pulls].sort(([a], [b]) => a - b);
    const markdown = [];
    const log = [];
    if (rows.length > 0) {
        markdown.push('**Pull requests**', '', (0,render_markdown/* tableRow */.jD)(['PR', 'State', 'Found', 'Action']));
        markdown.push((0,render_markdown/* tableRow */.jD)(['---', '---', '---', '---']));
        const cells = rows.map(([pr, entry]) => [
            `#${pr}`,
            entry.state,
            summarise(entry.found),
            entry.state === 'closed' ? 'remove' : 'keep',
        ]);
        const table = (0,table_budget/* rowsWithin */.d$)(cells, (row) => (0,render_markdown/* tableRow */.jD)(row.map((cell) => (0,render_markdown/* escapeTableCell */.aL)(cell))), HALF);
        markdown.push(...table.rows, '');
        if (table.omitted > 0)
            markdown.push((0,table_budget/* moreLine */.g0)(table.omitted, 'pull requests'), '');
        log.push(...cells.map(([pr, state, found, action]) => `PR ${pr} is ${state}: ${action} (${found}).`));
    }
    if (inventory.ignored.length > 0) {
        const lines = inventory.ignored.map((pull) => `#${pull.pr} ${pull.reason}`);
        markdown.push('**Ignored pull requests**', '');
        const list = (0,table_budget/* rowsWithin */.d$)(lines, (line) => `- ${(0,render_markdown/* escapeTableCell */.aL)(line)}`, HALF);
        markdown.push(...list.rows, '');
        if (list.omitted > 0)
            markdown.push((0,table_budget/* moreLine */.g0)(list.omitted, 'pull requests'), '');
        log.push(...lines.map((line) => `Ignored PR ${line}.`));
    }
    const left = projectsLeft(inventory);
    if (left.length > 0) {
        const names = left.map((project) => `${project.name} (${project.id})`);
        const sentence = `${left.length} preview project${left.length === 1 ? '' : 's'} of closed pull requests remain${left.length === 1 ? 's' : ''}, because the platform API cannot delete projects: delete ${left.length === 1 ? 'it' : 'them'} in the dashboard if no longer needed (a reopened pull request reuses its project).`;
        markdown.push(`**Projects left:** ${(0,render_markdown/* escapeTableCell */.aL)(sentence)}`, '');
        const list = (0,table_budget/* rowsWithin */.d$)(names, (name) => `- ${(0,render_markdown/* escapeTableCell */.aL)(name)}`, HALF);
        markdown.push(...list.rows, '');
        if (list.omitted > 0)
            markdown.push((0,table_budget/* moreLine */.g0)(list.omitted, 'projects'), '');
        log.push(sentence, ...names.map((name) => `  ${name}`));
    }
    return { markdown: markdown.join('\n'), log };
}
function asProjectItem(project) {
    return { kind: 'project', owner: project.owner };
}
/** "domain, database, 2 env group attachments". */
function summarise(kinds) {
    const counts = new Map();
    for (const kind of kinds)
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
    return [...counts].map(([kind, count]) => (count === 1 ? kind : `${count} ${kind}s`)).join(', ');
}

;// CONCATENATED MODULE: ./src/actions/preview-sweep/report.ts


/**
 * The projects left to delete by hand (the API cannot delete projects), then the plan as every sync
 * shows it, with each pull request's state and what was ignored.
 */
async function reportSweep(port, outputs, { inventory, result }, options) {
    const left = projectsLeft(inventory).map((project) => ({
        id: project.id,
        name: project.name,
        pr: project.owner.kind === 'pull' ? project.owner.pr : undefined,
    }));
    outputs.set('projects-left', JSON.stringify(left));
    const extras = renderSweepExtras(inventory);
    await (0,sync_report/* reportSync */.w1)(port, outputs, result, {
        ...options,
        extraMarkdown: extras.markdown,
        extraLog: extras.log,
    });
}

// EXTERNAL MODULE: ./src/actions/preview-sweep/spec.ts
var spec = __webpack_require__(75770);
// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
;// CONCATENATED MODULE: ./src/actions/preview-sweep/steps.ts

/** The naming templates, with `project` (an id or a name) resolved once, before anything is listed or removed. */
async function resolveTemplates(config, { client, port, signal }) {
    const scope = config.templates.project;
    return scope?.kind === 'id'
        ? {
            ...config.templates,
            project: {
                kind: 'id',
                id: (await (0,project_input/* resolveProject */.K)(client, scope.id, { logger: port, signal })).id,
            },
        }
        : config.templates;
}
/** GitHub answers 404 for every pull request of a repository the token cannot see: say so. */
function warnIfPullRequestsUnseen(pulls, context, port) {
    const { unknown, known } = pulls.lookups();
    if (unknown.length > 0 && known === 0) {
        port.warning(`GitHub knows none of the pull requests these names point at (#${unknown.slice(0, 5).join(', #')}), so they were left alone; if they exist, the token cannot see ${context.owner}/${context.repo}'s pull requests.`);
    }
}

;// CONCATENATED MODULE: ./src/actions/preview-sweep/run.ts











const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, context, client, signal }) => {
    const config = readPreviewSweepInputs(inputs);
    (0,redact/* registerSecret */.cl)(config.githubToken);
    if (context.owner === '' || context.repo === '') {
        throw new errors/* ConfigurationError */.j1('preview-sweep asks GitHub which pull requests are closed, so it needs the repository: run it in a workflow (GITHUB_REPOSITORY is not set).');
    }
    const templates = await resolveTemplates(config, { client, port, signal });
    const octokit = await (0,github_client/* createGitHubClient */.L)(config.githubToken, context.apiUrl, { signal, logger: port });
    const pulls = new sweep_pulls/* PullRequests */.u(octokit, { owner: context.owner, repo: context.repo });
    const outcome = await (0,sweep/* sweepPreviews */.G)({
        client,
        pulls,
        templates,
        maxDeletions: config.maxDeletions,
        force: config.force,
        dryRun: config.dryRun,
        expectedPlan: config.expectedPlan,
        signal,
        onResult: (item) => (0,sync_report/* logWrite */.wd)(port, item),
    });
    warnIfPullRequestsUnseen(pulls, context, port);
    await reportSweep(port, outputs, outcome, {
        title: `Preview sweep: ${context.owner}/${context.repo}`,
        dryRun: config.dryRun,
    });
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

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clientFor),
/* harmony export */   L: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* harmony import */ var _api_node_fetch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44063);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99373);
/* harmony import */ var _pause_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84581);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34200);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97779);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57403);






/** A rate limit that lasts longer is reported, not waited out, whatever the step's time. */
const MAX_RATE_LIMIT_WAIT_MS = 10 * 60_000;
/** Waits per request: GitHub asking again and again is reported rather than waited on forever. */
const MAX_RATE_LIMIT_WAITS = 3;
/**
 * A REST client for `apiUrl` (GITHUB_API_URL now, by default). `getOctokit` alone would use the URL
 * `@actions/github` read when it was first imported, which a test or a GHES run may have changed since.
 * `@actions/github` (Octokit and its own undici, ~1.2 MB of a bundle) loads on the first call: a
 * deploy that makes no GitHub request does not compile it (bench/README.md, round three).
 */
async function createGitHubClient(token, apiUrl = (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .githubApiUrl */ .B)(), waits = {}) {
    (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .registerSecret */ .cl)(token);
    const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 92413));
    const baseUrl = apiUrl.replace(/\/+$/, '');
    // Node's http (through the proxy the environment names, if any), not undici's fetch: see node-fetch.ts.
    const request = { request: { fetch: _api_node_fetch_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeHttpFetch */ .X } };
    const octokit = getOctokit(token, { baseUrl, ...request });
    waitOutRateLimits(octokit, waits);
    return octokit;
}
async function clientFor(access) {
    return 'octokit' in access ? access.octokit : createGitHubClient(access.token, access.apiUrl, access.waits);
}
/**
 * A request GitHub refused for a rate limit was not done, so sending it again after the wait GitHub
 * asks for (`retry-after`, `x-ratelimit-reset`) has no double effect. Waits run on the run's clock
 * (tests accelerate it); a wait that would end past the step's deadline is not started: the refusal
 * is thrown, and the failure sentence names the limit and when it ends (failures.ts).
 */
function waitOutRateLimits(octokit, waits) {
    octokit.hook.wrap('request', async (send, options) => {
        for (let waited = 0;; waited++) {
            try {
                return await send(options);
            }
            catch (error) {
                const clock = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)();
                const limit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .rateLimitOf */ .t)(error, clock.now());
                if (limit === undefined || waited >= MAX_RATE_LIMIT_WAITS || waits.signal?.aborted)
                    throw error;
                const left = (waits.deadline ?? Number.POSITIVE_INFINITY) - clock.now();
                if (limit.waitMs > Math.min(MAX_RATE_LIMIT_WAIT_MS, left))
                    throw error;
                waits.logger?.info(`GitHub: ${(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .describeRateLimit */ .J)(limit)}; waiting ${Math.ceil(limit.waitMs / 1000)} s, then asking again.`);
                await (0,_pause_js__WEBPACK_IMPORTED_MODULE_2__/* .pause */ .v)(limit.waitMs, waits.signal, clock);
                if (waits.signal?.aborted)
                    throw error;
            }
        }
    });
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
