export const id = 883;
export const ids = [883,689,604];
export const modules = {

/***/ 7883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployManifestProjects: () => (/* binding */ deployManifestProjects)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/api/client.ts + 8 modules
var api_client = __webpack_require__(6708);
// EXTERNAL MODULE: ./src/api/resources/projects-resolve.ts
var projects_resolve = __webpack_require__(355);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(9373);
// EXTERNAL MODULE: ./src/deploy/pipeline.ts + 4 modules
var pipeline = __webpack_require__(8879);
// EXTERNAL MODULE: ./src/deploy/post-deploy.ts
var post_deploy = __webpack_require__(5689);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/manifest/legs.ts

/** GitHub runs at most 256 jobs of one matrix. */
const MAX_MATRIX_LEGS = 256;
/**
 * One leg per project up to the matrix limit; past it, the projects are cut into `maxLegs` runs of
 * consecutive projects whose sizes differ by at most one, so every project is in exactly one leg.
 */
function planLegs(projects, maxLegs = MAX_MATRIX_LEGS) {
    if (projects.length <= maxLegs) {
        return projects.map((project) => ({ key: project.key, keys: [project.key], projects: [project] }));
    }
    const legs = [];
    const base = Math.floor(projects.length / maxLegs);
    const longer = projects.length % maxLegs;
    let start = 0;
    for (let index = 0; index < maxLegs; index++) {
        const size = base + (index < longer ? 1 : 0);
        const batch = projects.slice(start, start + size);
        start += size;
        legs.push({
            key: `batch-${String(index + 1).padStart(3, '0')}`,
            keys: batch.map((project) => project.key),
            projects: batch,
        });
    }
    return legs;
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

// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __webpack_require__(2408);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
;// CONCATENATED MODULE: ./src/manifest/results.ts


const STATUSES = new Set([
    'live',
    'failed',
    'timed-out',
    'cancelled',
    'pending',
    'checks-failed',
    'rolled-back',
    'skipped',
]);
const LABELS = {
    live: '✅ live',
    pending: '⏳ pending',
    cancelled: '🚫 cancelled',
    skipped: '⏭️ skipped',
};
/**
 * The rows of one result file, each checked for its shape: the files travel between jobs as
 * artifacts, so anything that is not a row we wrote (a wrong type, a URL that is not http(s)) is dropped.
 */
function parseResults(json) {
    const items = Array.isArray(json) ? json : [];
    const rows = [];
    for (const item of items) {
        if (item === null || typeof item !== 'object')
            continue;
        const { key, project, status, url, checks, durationMs, deploymentId } = item;
        if (typeof key !== 'string' || typeof project !== 'string' || typeof status !== 'string')
            continue;
        if (!STATUSES.has(status))
            continue;
        rows.push({
            key: key.slice(0, 63),
            project: project.slice(0, 200),
            status,
            durationMs: typeof durationMs === 'number' && Number.isFinite(durationMs) && durationMs >= 0 ? durationMs : 0,
            ...(typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url) ? { url: url.slice(0, 500) } : {}),
            ...(checks === 'passed' || checks === 'failed' ? { checks } : {}),
            ...(typeof deploymentId === 'string' ? { deploymentId: deploymentId.slice(0, 200) } : {}),
        });
    }
    return rows;
}
function isSuccess(row) {
    return row.status === 'live' && row.checks !== 'failed';
}
/** One row per project, sorted by key: status, URL, checks, duration. */
function renderResultsTable(rows) {
    const sorted = [...rows].sort((a, b) => a.key.localeCompare(b.key));
    const cells = sorted.map((row) => [
        row.key,
        LABELS[row.status] ?? `❌ ${row.status}`,
        row.url ? { markdown: (0,markdown/* markdownLink */.iQ)(row.url, row.url) } : '',
        row.checks === undefined ? '—' : row.checks === 'passed' ? '✅ passed' : '❌ failed',
        (0,deploy_status/* formatDuration */.a3)(row.durationMs),
    ]);
    return (0,markdown/* renderTable */.bo)(['Project', 'Status', 'URL', 'Checks', 'Duration'], cells);
}

// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(1819);
// EXTERNAL MODULE: ./src/actions/common/duration.ts
var duration = __webpack_require__(9445);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/github/event-payload.ts + 1 modules
var event_payload = __webpack_require__(107);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/sync/validation.ts

function issueAt(location, message) {
    return { file: location.file, line: location.line, column: location.column, message };
}
function formatIssue(issue) {
    return `${issue.file}:${issue.line}: ${issue.message}`;
}
function sortIssues(issues) {
    return [...issues].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
/**
 * Every problem found in a declared file, reported together so one run shows them all;
 * it is thrown before any write, so a bad file never half-applies.
 */
class ValidationError extends errors/* ConfigurationError */.j1 {
    issues;
    constructor(issues) {
        const sorted = sortIssues(issues);
        super(validationMessage(sorted), sorted[0]?.file);
        this.issues = sorted;
    }
}
function validationMessage(issues) {
    const [first] = issues;
    if (first === undefined)
        return 'The declared file has problems.';
    if (issues.length === 1)
        return formatIssue(first);
    const files = [...new Set(issues.map((issue) => issue.file))].join(', ');
    return `${files} has ${issues.length} problems; fix them all and re-run:\n${issues
        .map((issue) => `  ${formatIssue(issue)}`)
        .join('\n')}`;
}
/** Throws a ValidationError when there is anything to report. */
function throwIfIssues(issues) {
    if (issues.length > 0)
        throw new ValidationError(issues);
}

;// CONCATENATED MODULE: ./src/sync/yaml-aliases.ts

/**
 * Values aliases may add to a file once expanded. A zone where 30,000 names share one list of MX
 * records through `*mx` adds about 330,000; a "billion laughs" (nine anchors of nine aliases to the
 * one before) adds 387 million, which nothing should walk through.
 */
const MAX_ALIAS_VALUES = 1_000_000;
/**
 * Resolves every alias of `document` in one pass. yaml's own `Alias.resolve` walks the whole document
 * for each alias, so a file sharing one value through 5,000 aliases took 40 s to read.
 */
function mapAliases(document) {
    const targets = new Map();
    const latest = new Map();
    let written = 0;
    // visit() sees a node before its children, so an alias inside an anchored node finds that node.
    (0,dist/* visit */.YR)(document, {
        Node(_, node) {
            written++;
            if ((0,dist/* isAlias */.Vj)(node))
                targets.set(node, latest.get(node.source));
            else if (node.anchor !== undefined)
                latest.set(node.anchor, node);
        },
    });
    const target = (alias) => targets.get(alias);
    const root = document.contents;
    const problem = root !== null && targets.size > 0 ? expansionProblem(root, target, written) : undefined;
    return { target, problem };
}
/**
 * Counts the values of the document with every alias replaced by what it names, each node once
 * (memoised), iteratively so that a deep document cannot overflow the stack.
 */
function expansionProblem(root, target, written) {
    const sizes = new Map();
    const open = new Set();
    let largest;
    const stack = [{ node: root, children: childrenOf(root, target), next: 0, size: 1 }];
    open.add(root);
    while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        const child = frame.children[frame.next];
        if (child === undefined) {
            stack.pop();
            open.delete(frame.node);
            // An alias stands for what it names, so it counts as that, not as one more value.
            const size = (0,dist/* isAlias */.Vj)(frame.node) ? frame.size - 1 : frame.size;
            sizes.set(frame.node, size);
            if ((0,dist/* isAlias */.Vj)(frame.node) && (largest === undefined || size > largest.size)) {
                largest = { alias: frame.node, size };
            }
            const parent = stack[stack.length - 1];
            if (parent !== undefined)
                parent.size += size;
            continue;
        }
        frame.next++;
        const known = sizes.get(child);
        if (known !== undefined) {
            frame.size += known;
        }
        else if (open.has(child)) {
            return (0,dist/* isAlias */.Vj)(frame.node) ? endless(frame.node) : undefined;
        }
        else {
            open.add(child);
            stack.push({ node: child, children: childrenOf(child, target), next: 0, size: 1 });
        }
    }
    const total = sizes.get(root) ?? 0;
    if (largest === undefined || total - written <= MAX_ALIAS_VALUES)
        return undefined;
    return { alias: largest.alias, message: tooMuch(largest.alias, largest.size) };
}
function childrenOf(node, target) {
    if ((0,dist/* isAlias */.Vj)(node)) {
        const named = target(node);
        return named === undefined ? [] : [named];
    }
    if ((0,dist/* isSeq */.oP)(node))
        return node.items.filter(dist/* isNode */.Ll);
    if ((0,dist/* isMap */.jh)(node))
        return node.items.flatMap((pair) => ((0,dist/* isPair */.tO)(pair) ? [pair.key, pair.value] : [])).filter(dist/* isNode */.Ll);
    return [];
}
function endless(alias) {
    return {
        alias,
        message: `The alias *${alias.source} is inside the node it names, so its value would never end; name a node that does not contain the alias.`,
    };
}
function tooMuch(alias, size) {
    const limit = MAX_ALIAS_VALUES.toLocaleString('en-US');
    if (size > MAX_ALIAS_VALUES) {
        return `The alias *${alias.source} expands to more than ${limit} values (aliases inside the nodes that aliases name multiply); write the values out, or use fewer levels of aliases.`;
    }
    return `The aliases of this file expand it by more than ${limit} values (the alias *${alias.source} alone by ${size}); write the values out, or split the file.`;
}
/**
 * A node as plain data (objects, arrays, strings, numbers), each named node converted once and shared
 * by its aliases, as yaml's `toJS` does. That would walk the whole document again for every value
 * holding an alias: 4,000 MX values naming one host took 14 s.
 */
function plainValue(node, aliases) {
    const converted = new Map();
    const convert = (item) => {
        const node = (0,dist/* isAlias */.Vj)(item) ? aliases.target(item) : item;
        if ((0,dist/* isScalar */.jn)(node))
            return node.value;
        if (!(0,dist/* isMap */.jh)(node) && !(0,dist/* isSeq */.oP)(node))
            return null;
        if (converted.has(node))
            return converted.get(node);
        if ((0,dist/* isSeq */.oP)(node)) {
            const list = [];
            converted.set(node, list);
            for (const element of node.items)
                list.push(convert(element));
            return list;
        }
        const object = {};
        converted.set(node, object);
        for (const pair of node.items) {
            // defineProperty, so a key named __proto__ is a key like any other, as in yaml's toJS.
            const value = { value: convert(pair.value), enumerable: true, writable: true, configurable: true };
            Object.defineProperty(object, keyText(convert(pair.key)), value);
        }
        return object;
    };
    return convert(node);
}
/** How yaml's toJS names a key in an object: '' for null, JSON for a collection. */
function keyText(key) {
    if (key === null || key === undefined)
        return '';
    return typeof key === 'object' ? JSON.stringify(key) : String(key);
}

;// CONCATENATED MODULE: ./src/sync/yaml-source.ts



/**
 * Reading YAML takes about 0.6 s per MiB (a 30,000-name zone is 1.8 MiB), and its tree several times
 * the text in memory: a bigger file is much more likely a mistake than a declaration.
 */
const MAX_SOURCE_BYTES = 8 << 20;
function parseSource(text, file) {
    const start = { file, line: 1, column: 1 };
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_SOURCE_BYTES)
        return unreadSource(file, start, issueAt(start, tooLarge(bytes)));
    const lineCounter = new dist/* LineCounter */.HN();
    // yaml's own uniqueKeys check compares each key with every earlier one: 8 s for a 30,000-name zone.
    const document = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: true, uniqueKeys: false });
    const locationOf = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { file, line, column: col };
    };
    const issues = document.errors.map((error) => issueAt(locationOf(error.pos[0]), syntaxMessage(error.code, error.message, text, error.pos[0])));
    const aliases = mapAliases(document);
    for (const offset of duplicateKeyOffsets(document, aliases)) {
        issues.push(issueAt(locationOf(offset), syntaxMessage('DUPLICATE_KEY', DUPLICATE_KEY, text, offset)));
    }
    if (issues.length === 0 && aliases.problem !== undefined) {
        const { alias, message } = aliases.problem;
        return unreadSource(file, start, issueAt(locationOf(alias.range?.[0] ?? 0), message));
    }
    // An alias never names an alias (YAML gives an alias no anchor), so one step resolves it.
    const resolve = (item) => {
        const node = (0,dist/* isAlias */.Vj)(item) ? aliases.target(item) : item;
        return (0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node) || (0,dist/* isScalar */.jn)(node) ? node : null;
    };
    return {
        file,
        root: resolve(document.contents),
        issues,
        at: (node, fallback = start) => {
            const offset = node?.range?.[0];
            return offset === undefined ? fallback : locationOf(offset);
        },
        plain: (node) => (node === null ? null : plainValue(node, aliases)),
        node: resolve,
        itemAt: (item, fallback) => {
            const offset = (0,dist/* isAlias */.Vj)(item) || (0,dist/* isMap */.jh)(item) || (0,dist/* isSeq */.oP)(item) || (0,dist/* isScalar */.jn)(item) ? item.range?.[0] : undefined;
            return offset === undefined ? fallback : locationOf(offset);
        },
    };
}
/** A source that is not read at all, for one reason that stands for the whole file. */
function unreadSource(file, start, issue) {
    return {
        file,
        root: null,
        issues: [issue],
        at: (_, fallback = start) => fallback,
        plain: () => null,
        node: () => null,
        itemAt: (_, fallback) => fallback,
    };
}
function tooLarge(bytes) {
    const size = (bytes / (1 << 20)).toFixed(1);
    return `The file is ${size} MiB; files up to ${MAX_SOURCE_BYTES >> 20} MiB are read, so split it, or check that the input "file" names the declared file.`;
}
const DUPLICATE_KEY = 'Map keys must be unique';
/**
 * Where a mapping repeats a key, as yaml's uniqueKeys reports it (same scalar value), in linear time.
 * Keys are compared resolved: `*k : …` after `&k domains: …` is `domains` again, which a reader
 * would otherwise keep only once, dropping one of the two values without a word.
 */
function duplicateKeyOffsets(document, aliases) {
    const offsets = [];
    (0,dist/* visit */.YR)(document, {
        Map(_, map) {
            const seen = new Set();
            for (const { key } of map.items) {
                const resolved = (0,dist/* isAlias */.Vj)(key) ? aliases.target(key) : key;
                if (!(0,dist/* isScalar */.jn)(resolved))
                    continue;
                const at = (0,dist/* isAlias */.Vj)(key) || (0,dist/* isScalar */.jn)(key) ? key.range?.[0] : undefined;
                if (seen.has(resolved.value))
                    offsets.push(at ?? 0);
                else
                    seen.add(resolved.value);
            }
        },
    });
    return offsets;
}
function syntaxMessage(code, message, text, offset) {
    const headline = message.split(' at line ')[0] ?? message;
    if (code === 'BAD_SCALAR_START' && text[offset] === '@') {
        return `${headline}; quote it, as in '@': (YAML reserves a leading @).`;
    }
    if (code === 'DUPLICATE_KEY')
        return `${headline}; each key may appear once, so merge the two entries.`;
    return `YAML syntax error: ${headline}.`;
}
/** The pairs of a mapping with string keys; aliases are followed so anchors keep working. */
function entriesOf(source, map, mapAt) {
    return map.items.map((pair) => {
        const keyNode = source.node(pair.key);
        const keyAt = source.itemAt(pair.key, mapAt);
        const keyValue = (0,dist/* isScalar */.jn)(keyNode) ? keyNode.value : undefined;
        const key = keyValue === null || keyValue === undefined ? '' : String(keyValue);
        return { key, keyAt, value: source.node(pair.value), valueAt: source.itemAt(pair.value, keyAt) };
    });
}
/** The items of a list, aliases followed, each with where it is written. */
function itemsOf(source, seq, fallback) {
    return seq.items.map((item) => ({ node: source.node(item), at: source.itemAt(item, fallback) }));
}
/** A plain value for scalars; undefined for collections, so callers can say "expected a string". */
function scalarOf(node) {
    if (node === null)
        return null;
    return (0,dist/* isScalar */.jn)(node) ? node.value : undefined;
}
/** How a node reads in a sentence: "a list", "a mapping", "the number 5". */
function shapeOf(node) {
    if (node === null)
        return 'nothing';
    if ((0,dist/* isMap */.jh)(node))
        return 'a mapping';
    if ((0,dist/* isSeq */.oP)(node))
        return 'a list';
    const value = (0,dist/* isScalar */.jn)(node) ? node.value : undefined;
    if (value === null)
        return 'nothing';
    if (typeof value === 'string')
        return `the string "${value}"`;
    return `${typeof value} ${String(value)}`;
}
/** Reports keys a record or job does not know, so a typo (`vaule:`) is caught instead of ignored. */
function unknownKeyIssues(entries, known, what) {
    return entries
        .filter((entry) => !known.includes(entry.key))
        .map((entry) => issueAt(entry.keyAt, `Unknown key "${entry.key}" in ${what}; use one of ${known.join(', ')}.`));
}

;// CONCATENATED MODULE: ./src/manifest/paths.ts
/**
 * Paths and globs of the manifest are repository-relative and come from a file anyone with push access
 * (or a pull request) can change: they must not climb out of the checkout or name an absolute place.
 * Each returns why a value is refused, as the end of a sentence, or undefined when it is fine.
 */
function pathProblem(path) {
    if (path === '')
        return 'is empty; use `.` for the repository root';
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.startsWith('~')) {
        return 'is absolute; write it relative to the repository root, e.g. apps/web';
    }
    if (path.includes('\\'))
        return 'has a backslash; separate folders with "/"';
    if (path.split('/').includes('..'))
        return 'climbs out with ".."; write it relative to the repository root, inside it';
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/[\u0000-\u001f]/.test(path))
        return 'has a control character; rename the folder';
    return undefined;
}
function globProblem(glob) {
    const pattern = glob.startsWith('!') ? glob.slice(1) : glob;
    const problem = pathProblem(pattern);
    return problem === undefined ? undefined : problem.replace('rename the folder', 'remove it');
}

;// CONCATENATED MODULE: ./src/manifest/manifest.ts




/** Job names, artifact names and concurrency groups carry the key, so it keeps to a safe alphabet. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;
/** A manifest this big is far more likely a generated mistake than a repository's projects. */
const MAX_MANIFEST_PROJECTS = 2000;
/** What the deploy step's `timeout` input takes: `90s`, `15m`, `1h30m` or plain seconds. */
const DURATION = /^(\d+(\.\d+)?|(\d+(\.\d+)?[smh])+)$/i;
const PROJECT_FIELDS = ['project', 'path', 'watch', 'checks', 'exclude', 'timeout'];
/** Reads `platform.yml` and throws every problem at once, each at `file:line`. */
function readManifest(text, file) {
    const source = parseSource(text, file);
    throwIfIssues(source.issues);
    const issues = [];
    const projects = projectsOf(source, issues);
    throwIfIssues(issues);
    return { file, projects };
}
function projectsOf(source, issues) {
    const { root } = source;
    const rootAt = source.at(root);
    if (!(0,dist/* isMap */.jh)(root)) {
        issues.push(issueAt(rootAt, `The manifest must be a mapping with a \`projects:\` key, but it holds ${shapeOf(root)}; start it with \`projects:\`.`));
        return [];
    }
    const top = entriesOf(source, root, rootAt);
    issues.push(...unknownKeyIssues(top, ['projects'], 'the manifest'));
    const entry = top.find((candidate) => candidate.key === 'projects');
    if (entry === undefined || !(0,dist/* isMap */.jh)(entry.value) || entry.value.items.length === 0) {
        const at = entry?.valueAt ?? rootAt;
        issues.push(issueAt(at, 'Key "projects" must map at least one key of your choosing to a project, e.g. `web: { project: shop, path: apps/web }`.'));
        return [];
    }
    const entries = entriesOf(source, entry.value, entry.valueAt);
    if (entries.length > MAX_MANIFEST_PROJECTS) {
        issues.push(issueAt(entry.keyAt, `The manifest declares ${entries.length} projects; at most ${MAX_MANIFEST_PROJECTS} are read, so split it into several manifests.`));
        return [];
    }
    const projects = [];
    const lower = new Map();
    for (const item of entries) {
        const first = lower.get(item.key.toLowerCase());
        if (first !== undefined) {
            issues.push(issueAt(item.keyAt, `Project key "${item.key}" is used twice (first at line ${first}, keys are compared ignoring case); give each project its own key.`));
            continue;
        }
        lower.set(item.key.toLowerCase(), item.keyAt.line);
        const project = projectOf(source, item, issues);
        if (project !== undefined)
            projects.push(project);
    }
    return projects;
}
function projectOf(source, item, issues) {
    const before = issues.length;
    if (!KEY_PATTERN.test(item.key)) {
        issues.push(issueAt(item.keyAt, `Project key "${item.key}" must be 1 to 63 letters, digits, ".", "_" or "-", starting with a letter or digit; rename it.`));
    }
    // `web: shop` is the short form of `web: { project: shop }`.
    if ((0,dist/* isScalar */.jn)(item.value) && typeof item.value.value === 'string') {
        return issues.length > before
            ? undefined
            : withDefaults(item.key, item.value.value.trim(), {}, item.keyAt);
    }
    if (!(0,dist/* isMap */.jh)(item.value)) {
        issues.push(issueAt(item.valueAt, `Project "${item.key}" must be a mapping with at least \`project:\`, but it holds ${shapeOf(item.value)}.`));
        return undefined;
    }
    const fields = entriesOf(source, item.value, item.valueAt);
    issues.push(...unknownKeyIssues(fields, PROJECT_FIELDS, `project "${item.key}"`));
    const field = (name) => fields.find((candidate) => candidate.key === name);
    const what = (name) => `Project "${item.key}": ${name}`;
    const project = stringField(field('project'), what('project'), issues);
    if (field('project') === undefined) {
        issues.push(issueAt(item.keyAt, `Project "${item.key}" has no \`project:\`; set it to the platform project's id or name.`));
    }
    else if (project !== undefined && (project === '' || /[\s/?#%\\]/.test(project))) {
        issues.push(issueAt(field('project').valueAt, `${what('project')} "${project}" is not an id or a name; set it to the platform project's id or name.`));
    }
    const path = stringField(field('path'), what('path'), issues);
    const pathAt = field('path')?.valueAt ?? item.keyAt;
    const pathIssue = path === undefined ? undefined : pathProblem(path);
    if (pathIssue)
        issues.push(issueAt(pathAt, `${what('path')} "${path}" ${pathIssue}.`));
    const watch = listField(source, field('watch'), what('watch'), issues, globProblem);
    const checks = listField(source, field('checks'), what('checks'), issues, (value) => value.startsWith('/') ? undefined : 'must start with "/" (a path of the live URL)');
    const exclude = listField(source, field('exclude'), what('exclude'), issues, () => undefined);
    const timeout = stringField(field('timeout'), what('timeout'), issues);
    if (timeout !== undefined && !DURATION.test(timeout)) {
        issues.push(issueAt(field('timeout').valueAt, `${what('timeout')} "${timeout}" is not a duration; write it as 90s, 15m, 1h or plain seconds.`));
    }
    if (issues.length > before || project === undefined)
        return undefined;
    return withDefaults(item.key, project, { path, watch, checks, exclude, timeout }, item.keyAt);
}
function withDefaults(key, project, given, at) {
    const path = normalizePath(given.path ?? '.');
    const watch = given.watch ?? [path === '.' ? '**' : `${path}/**`];
    return {
        key,
        project,
        path,
        watch,
        line: at.line,
        ...(given.checks ? { checks: given.checks } : {}),
        ...(given.exclude ? { exclude: given.exclude } : {}),
        ...(given.timeout ? { timeout: given.timeout } : {}),
    };
}
/** `./apps/web/` → `apps/web`; `./` and `` → `.`. */
function normalizePath(path) {
    const parts = path.split('/').filter((part) => part !== '' && part !== '.');
    return parts.length === 0 ? '.' : parts.join('/');
}
function stringField(entry, what, issues) {
    if (entry === undefined)
        return undefined;
    const value = scalarOf(entry.value);
    if (typeof value === 'string')
        return value.trim();
    if (typeof value === 'number')
        return String(value);
    issues.push(issueAt(entry.valueAt, `${what} must be a string, but it holds ${shapeOf(entry.value)}.`));
    return undefined;
}
/** A list of strings; one string is a list of one. */
function listField(source, entry, what, issues, problem) {
    if (entry === undefined)
        return undefined;
    const items = (0,dist/* isSeq */.oP)(entry.value)
        ? itemsOf(source, entry.value, entry.valueAt)
        : [{ node: entry.value, at: entry.valueAt }];
    const values = [];
    for (const item of items) {
        const value = scalarOf(item.node);
        if (typeof value !== 'string' || value.trim() === '') {
            issues.push(issueAt(item.at, `${what} must be a list of strings, but an item holds ${shapeOf(item.node)}.`));
            continue;
        }
        const wrong = problem(value.trim());
        if (wrong)
            issues.push(issueAt(item.at, `${what} "${value.trim()}" ${wrong}.`));
        else
            values.push(value.trim());
    }
    if (values.length === 0 && items.length === 0) {
        issues.push(issueAt(entry.valueAt, `${what} is an empty list; remove the key or name at least one value.`));
    }
    return values;
}

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(3581);
;// CONCATENATED MODULE: ./src/manifest/select.ts

/**
 * The projects a change set redeploys: those with a changed file under one of their watch globs
 * (a later `!glob` takes a file back out, as in .gitignore). A change to the manifest itself
 * redeploys everything, since any project's path or inputs may have moved with it.
 */
function selectChanged(manifest, changes) {
    if (changes.kind === 'everything')
        return { projects: manifest.projects, reason: changes.reason };
    if (changes.files.includes(manifest.file)) {
        return {
            projects: manifest.projects,
            reason: `${manifest.file} itself changed, so every project redeploys.`,
        };
    }
    const selected = manifest.projects.filter((project) => {
        const watch = watcher(project.watch);
        return changes.files.some(watch);
    });
    const files = changes.files.length;
    return {
        projects: selected,
        reason: `${files} changed file${files === 1 ? '' : 's'} touch ${selected.length} of ${manifest.projects.length} projects.`,
    };
}
/** Whether a path is watched: the last glob that matches decides, so `!` excludes. */
function watcher(globs) {
    const matchers = globs.map((glob) => {
        const negated = glob.startsWith('!');
        return { negated, matcher: new esm/* Minimatch */.VR(negated ? glob.slice(1) : glob, { dot: true }) };
    });
    return (path) => {
        let watched = false;
        for (const { negated, matcher } of matchers) {
            if (negated ? watched && matcher.match(path) : !watched && matcher.match(path))
                watched = !negated;
        }
        return watched;
    };
}
/** The projects the `projects` input names, in manifest order; unknown keys are refused by the caller. */
function selectNamed(manifest, keys) {
    const wanted = new Set(keys.map((key) => key.toLowerCase()));
    const projects = manifest.projects.filter((project) => wanted.has(project.key.toLowerCase()));
    return {
        projects,
        reason: `The input "projects" names ${projects.length} of ${manifest.projects.length} projects.`,
    };
}
function unknownKeys(manifest, keys) {
    const known = new Set(manifest.projects.map((project) => project.key.toLowerCase()));
    return keys.filter((key) => !known.has(key.toLowerCase()));
}

// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 7 modules
var platform_action = __webpack_require__(6595);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/github/failures.ts
var failures = __webpack_require__(8112);
;// CONCATENATED MODULE: ./src/github/changed-files.ts


/** GitHub lists at most 3,000 files of a pull request or a comparison; past that the list is cut short. */
const GITHUB_FILE_LIST_CAP = 3000;
const PER_PAGE = 100;
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
/**
 * The files changed between two commits of a push, from GitHub's compare endpoint: no deep clone
 * needed. A comparison GitHub cannot give (an unknown commit, a history that diverged as after a
 * force push, a list cut at the cap, a refusal) is "everything": deploying too much is safe,
 * deploying too little is not.
 */
async function changedFilesBetween(access, where, logger) {
    if (!SHA.test(where.before) || !SHA.test(where.after)) {
        return everything(`the push event names no commits to compare (before "${where.before}", after "${where.after}")`);
    }
    const octokit = (0,client/* clientFor */.$)(access);
    const files = [];
    try {
        for (let page = 1;; page++) {
            const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
                owner: where.owner,
                repo: where.repo,
                basehead: `${where.before}...${where.after}`,
                per_page: PER_PAGE,
                page,
            });
            // `behind` or `diverged`: the old head is no ancestor of the new one (a force push), so what it
            // had deployed may be gone too.
            if (data.status !== 'ahead' && data.status !== 'identical') {
                return everything(`the push rewrote history (GitHub compares ${where.before.slice(0, 7)}...${where.after.slice(0, 7)} as ${String(data.status)})`);
            }
            const pageFiles = Array.isArray(data.files) ? data.files : [];
            files.push(...pathsOf(pageFiles));
            if (pageFiles.length < PER_PAGE)
                break;
            if (files.length >= GITHUB_FILE_LIST_CAP)
                return capped(files.length);
        }
    }
    catch (error) {
        return unreadable(`compare ${where.before.slice(0, 7)}...${where.after.slice(0, 7)}`, 'contents: read', error, logger);
    }
    return { kind: 'files', files };
}
/** The files a pull request changes between its base and head, every page of them. */
async function changedFilesOfPullRequest(access, where, logger) {
    const octokit = (0,client/* clientFor */.$)(access);
    const files = [];
    try {
        const pages = octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
            owner: where.owner,
            repo: where.repo,
            pull_number: where.number,
            per_page: PER_PAGE,
        });
        for await (const { data } of pages) {
            files.push(...pathsOf(Array.isArray(data) ? data : []));
            if (files.length >= GITHUB_FILE_LIST_CAP)
                return capped(files.length);
        }
    }
    catch (error) {
        return unreadable(`list the files of pull request #${where.number}`, 'pull-requests: read', error, logger);
    }
    return { kind: 'files', files };
}
/** A renamed file counts at both its old and its new path: the project it left changed too. */
function pathsOf(entries) {
    const paths = [];
    for (const entry of entries) {
        if (entry === null || typeof entry !== 'object')
            continue;
        const { filename, previous_filename: previous } = entry;
        if (typeof filename === 'string' && filename !== '')
            paths.push(filename);
        if (typeof previous === 'string' && previous !== '')
            paths.push(previous);
    }
    return paths;
}
function everything(reason) {
    return { kind: 'everything', reason };
}
function capped(count) {
    return everything(`GitHub lists at most ${GITHUB_FILE_LIST_CAP} changed files and this change has ${count} or more`);
}
function unreadable(what, permission, error, logger) {
    const status = (0,failures/* httpStatusOf */.s_)(error);
    const hint = (0,failures/* isPermissionFailure */.w$)(error) && status === 403 ? `; the workflow token may lack \`${permission}\`` : '';
    logger.warning(`Could not ${what} on GitHub (${status === undefined ? String(error) : `it answered ${status}`}${hint}), so every project counts as changed.`);
    return everything(`GitHub could not tell what changed (${status === undefined ? 'no answer' : `it answered ${status}`})`);
}

;// CONCATENATED MODULE: ./src/actions/projects/changes.ts


const ZERO_SHA = /^0+$/;
/**
 * What this run's event changed. A push is compared `before...after` (a new branch, a deleted one
 * and a force push have nothing to compare with); a pull request lists its files; any other event
 * (`workflow_dispatch`, `schedule`, a release…) stands for everything. Payload fields are checked
 * for their shape before they are used: a payload is input like any other.
 */
async function changesOfEvent(context, payload, githubToken, logger) {
    const event = context.eventName;
    const isPush = event === 'push';
    const isPull = event === 'pull_request' || event === 'pull_request_target';
    if (!isPush && !isPull)
        return changes_everything(`the ${event || 'unknown'} event deploys every project`);
    if (!githubToken)
        return changes_everything('there is no github-token to ask GitHub what changed');
    if (!context.owner || !context.repo)
        return changes_everything('the run names no repository');
    const access = { token: githubToken, apiUrl: context.apiUrl };
    const where = { owner: context.owner, repo: context.repo };
    if (isPull) {
        const number = context.pullRequest?.number;
        if (number === undefined || !Number.isSafeInteger(number) || number < 1) {
            return changes_everything('the pull request event names no pull request number');
        }
        return changedFilesOfPullRequest(access, { ...where, number }, logger);
    }
    if ((0,event_payload/* valueAt */.fK)(payload, ['deleted']) === true)
        return 'nothing';
    const before = (0,event_payload/* stringAt */.bX)(payload, ['before']) ?? '';
    const after = (0,event_payload/* stringAt */.bX)(payload, ['after']) ?? context.sha;
    if ((0,event_payload/* valueAt */.fK)(payload, ['created']) === true || ZERO_SHA.test(before)) {
        return changes_everything('the push created the branch, so there is nothing to compare with');
    }
    if ((0,event_payload/* valueAt */.fK)(payload, ['forced']) === true) {
        return changes_everything('the push was forced, so what was deployed before may be gone from the branch');
    }
    return changedFilesBetween(access, { ...where, before, after }, logger);
}
function changes_everything(reason) {
    return { kind: 'everything', reason };
}

// EXTERNAL MODULE: ./src/actions/projects/inputs.ts
var projects_inputs = __webpack_require__(2545);
// EXTERNAL MODULE: ./src/api/rate-limiter.ts
var rate_limiter = __webpack_require__(5434);
;// CONCATENATED MODULE: ./src/actions/projects/plan.ts


/**
 * The matrix for the selected projects. Legs on one key of the pool share its budget: at most
 * `max-parallel` legs run at once, and at most as many as the key has, so each takes the budget
 * divided by the smaller of the two (a lone leg on its key gets all of it).
 */
function planMatrix(projects, projectIds, options) {
    const legs = planLegs(projects);
    const slotOf = (leg) => keySlot(leg.keys[0] ?? leg.key, options.keyCount);
    const legsPerSlot = new Map();
    for (const leg of legs)
        legsPerSlot.set(slotOf(leg), (legsPerSlot.get(slotOf(leg)) ?? 0) + 1);
    const include = legs.map((leg) => {
        const atOnce = Math.min(options.maxParallel, legsPerSlot.get(slotOf(leg)) ?? 1);
        return {
            key: leg.key,
            project: leg.projects.map((project) => projectIds.get(project.key) ?? project.project).join(','),
            path: leg.projects.map((project) => project.path).join(','),
            projects: leg.keys.join(','),
            'api-rate': String((0,rate_limiter/* budgetShare */.Nl)(options.rateBudget, atOnce)),
        };
    });
    return { legs, matrix: { include } };
}

// EXTERNAL MODULE: ./src/github/pr-comment.ts + 1 modules
var pr_comment = __webpack_require__(3604);
;// CONCATENATED MODULE: ./src/actions/projects/sticky.ts




const STATE_PREFIX = '<!-- platform-actions:deploy-many-state:';
/** How many earlier commits the comment keeps folded below the newest. */
const EARLIER_COMMITS = 10;
/** GitHub refuses comment bodies over 65,536 characters; the oldest commits go first. */
const MAX_BODY = 60_000;
/**
 * The comment: this commit's rows (a re-run that deployed only some projects keeps the others' rows of
 * the same commit), the earlier commits folded below, and the state for the next run in a hidden line.
 */
function renderManyComment(input) {
    const same = input.earlier.find((entry) => entry.commit === input.commit);
    const merged = new Map((same?.rows ?? []).map((row) => [row.key, row]));
    for (const row of input.rows)
        merged.set(row.key, row);
    const current = { commit: input.commit, rows: [...merged.values()] };
    let earlier = input.earlier.filter((entry) => entry.commit !== input.commit).slice(0, EARLIER_COMMITS);
    for (;;) {
        const body = renderBody(current, earlier, input.runUrl);
        if (body.length <= MAX_BODY || earlier.length === 0)
            return body;
        earlier = earlier.slice(0, -1);
    }
}
function renderBody(current, earlier, runUrl) {
    const failed = current.rows.filter((row) => row.status !== 'live' || row.checks === 'failed').length;
    const total = current.rows.reduce((sum, row) => sum + row.durationMs, 0);
    const title = `### Deploy of ${current.rows.length} project${current.rows.length === 1 ? '' : 's'} at \`${shortSha(current.commit)}\``;
    const line = `${failed === 0 ? 'All live' : `${failed} not live`} · ${(0,deploy_status/* formatDuration */.a3)(total)} of deploy time${runUrl ? ` · ${(0,markdown/* markdownLink */.iQ)('logs', runUrl)}` : ''}`;
    const folded = earlier
        .map((entry) => `#### \`${shortSha(entry.commit)}\`\n\n${renderResultsTable(entry.rows)}`)
        .join('\n');
    const older = earlier.length === 0 ? '' : `\n${(0,markdown/* details */.zH)(`Earlier commits (${earlier.length})`, folded)}`;
    const state = Buffer.from(JSON.stringify([current, ...earlier])).toString('base64');
    return `${title}\n\n${line}\n\n${renderResultsTable(current.rows)}${older}\n${STATE_PREFIX}${state} -->\n`;
}
function shortSha(sha) {
    return (0,markdown/* escapeTableCell */.aL)(sha.slice(0, 7));
}
/** The rows an earlier run left in the comment; anything unreadable is no history at all. */
function readState(body) {
    const start = body.lastIndexOf(STATE_PREFIX);
    if (start < 0)
        return [];
    const end = body.indexOf(' -->', start);
    try {
        const json = JSON.parse(Buffer.from(body.slice(start + STATE_PREFIX.length, end), 'base64').toString('utf8'));
        if (!Array.isArray(json))
            return [];
        return json.flatMap((entry) => {
            if (entry === null || typeof entry !== 'object')
                return [];
            const { commit, rows } = entry;
            return typeof commit === 'string' && /^[0-9a-f]{7,64}$/i.test(commit)
                ? [{ commit, rows: parseResults(rows) }]
                : [];
        });
    }
    catch {
        return [];
    }
}
/**
 * Creates or edits the one comment. Its history is read only from the token's own comment (the sticky
 * comment's ownership rule): anyone can post a comment that starts with our marker, and their rows are
 * not ours.
 */
async function upsertManyComment(options) {
    await (0,pr_comment.upsertStickyComment)({
        ...options.access,
        owner: options.owner,
        repo: options.repo,
        issueNumber: options.issueNumber,
        marker: options.marker,
        body: (earlier) => options.render(earlier === undefined ? [] : readState(earlier)),
        logger: options.logger,
    });
}

;// CONCATENATED MODULE: ./src/actions/projects/report.ts






/** A leg's result file is a few hundred bytes per project; anything far bigger is not one of ours. */
const MAX_RESULT_FILE_BYTES = 1 << 20;
/**
 * Report mode: the legs' result files become one job summary and one sticky pull request comment,
 * so the writes to GitHub stay one comment however many projects the matrix deployed.
 */
async function reportResults(port, context, config, directory) {
    const rows = readResultFiles(directory);
    if (rows.length === 0) {
        port.setOutput('status', 'failed');
        throw new errors/* ActionFailure */.dR(`No leg left a result file in ${directory}: the deploy legs failed before they could report; see their logs.`);
    }
    const commit = context.commitSha;
    const failed = rows.filter((row) => !isSuccess(row));
    const heading = `### Deploy of ${rows.length} project${rows.length === 1 ? '' : 's'} at \`${(0,markdown/* escapeTableCell */.aL)(commit.slice(0, 7))}\``;
    const verdict = failed.length === 0
        ? 'All live.'
        : `${failed.length} not live: ${failed.map((row) => row.key).join(', ')}.`;
    await port.appendSummary(`${heading}\n\n${(0,markdown/* escapeTableCell */.aL)(verdict)}\n\n${renderResultsTable(rows)}`);
    const pullRequest = context.pullRequest;
    if (config.comment && pullRequest !== undefined && config.githubToken) {
        await upsertManyComment({
            access: { token: config.githubToken, apiUrl: context.apiUrl },
            owner: context.owner,
            repo: context.repo,
            issueNumber: pullRequest.number,
            marker: `<!-- platform-actions:deploy-many:${config.manifest.replace(/--+|>/g, '-')} -->`,
            render: (earlier) => renderManyComment({ commit, rows, earlier, runUrl: context.runUrl }),
            logger: port,
        });
    }
    port.setOutput('count', String(rows.length));
    port.setOutput('keys', JSON.stringify(rows.map((row) => row.key)));
    port.setOutput('status', failed.length === 0 ? 'live' : 'failed');
    if (failed.length > 0)
        throw new errors/* ActionFailure */.dR(`${failed.length} of ${rows.length} projects did not go live: ${failed.map((row) => `${row.key} (${row.status})`).join(', ')}.`);
}
/** Every `*.json` under the directory (download-artifact puts each artifact in a folder of its own). */
function readResultFiles(directory) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(directory, { recursive: true, encoding: 'utf8' });
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`Input "results" names ${directory}, which is not a directory; set it to where the legs' result artifacts were downloaded.`, 'results');
    }
    const byKey = new Map();
    for (const entry of entries.filter((name) => name.endsWith('.json')).sort()) {
        const path = (0,external_node_path_.join)(directory, entry);
        if (!(0,external_node_fs_.statSync)(path).isFile() || (0,external_node_fs_.statSync)(path).size > MAX_RESULT_FILE_BYTES)
            continue;
        let json;
        try {
            json = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        }
        catch {
            continue;
        }
        for (const row of parseResults(json))
            byKey.set(row.key, row);
    }
    return [...byKey.values()];
}

// EXTERNAL MODULE: ./src/api/resources/projects.ts
var resources_projects = __webpack_require__(4906);
;// CONCATENATED MODULE: ./src/actions/projects/resolve.ts


/**
 * The platform ids of the projects to deploy, from one listing of the account's projects (however
 * many the manifest names), so a wrong id or name fails here, at its manifest line, before any leg
 * starts. A reference is an id when one project has it, else a name exactly one project has.
 */
async function resolveManifestProjects(client, manifest, projects, signal) {
    const ids = new Map();
    if (projects.length === 0)
        return ids;
    const all = await (0,resources_projects/* listProjects */.hF)(client, { query: { limit: 100 }, signal });
    const issues = [];
    for (const project of projects) {
        const found = findProject(all, project.project);
        if (typeof found === 'string') {
            const at = { file: manifest.file, line: project.line, column: 1 };
            issues.push(issueAt(at, `Project "${project.key}": project "${project.project}" ${found}; set it to the id or name of a project this key can see.`));
        }
        else
            ids.set(project.key, found.id);
    }
    throwIfIssues(issues);
    return ids;
}
function findProject(all, reference) {
    const byId = all.find((project) => project.id === reference);
    if (byId)
        return byId;
    const byName = all.filter((project) => project.name === reference);
    if (byName.length === 1)
        return byName[0];
    if (byName.length > 1)
        return `is the name of ${byName.length} projects (${byName.map((p) => p.id).join(', ')}), so use its id`;
    return `is neither the id nor the name of any of the ${all.length} projects the key can see`;
}

// EXTERNAL MODULE: ./src/actions/common/platform-inputs.ts
var platform_inputs = __webpack_require__(1042);
// EXTERNAL MODULE: ./src/actions/common/spec.ts
var spec = __webpack_require__(9766);
;// CONCATENATED MODULE: ./src/actions/projects/spec.ts


const spec_spec = (0,spec/* defineAction */.Q)({
    name: 'projects',
    title: 'Plan the projects to deploy',
    description: "Read the repository's manifest of projects (`platform.yml`) and the event, and decide which projects to deploy: the ones whose watched files changed, or all of them. Gives a matrix for `strategy.matrix` with each leg's share of the key's rate; with `results`, writes the one report of a matrix's deploys instead.",
    inputs: {
        ...platform_inputs/* PLATFORM_INPUTS */.Y,
        manifest: {
            description: "The manifest of the repository's projects, relative to the workspace.",
            default: 'platform.yml',
        },
        projects: {
            description: 'Keys of the manifest to deploy whatever changed, one per line or separated by commas, or `all`. Empty: the changed projects on `push` and `pull_request`, all of them on other events (`workflow_dispatch`, `schedule`).',
        },
        'max-parallel': {
            description: "How many legs the matrix runs at once (the workflow's `strategy.max-parallel`): each leg's share of the key's rate is the budget divided by the legs that can run at once on its key.",
            default: '8',
        },
        'rate-budget': {
            description: "Requests per second all legs running at once may make together with one key (the platform allows 20; the rest is headroom for timing jitter). Each leg's share is in the matrix as `api-rate`.",
            default: '18',
        },
        'api-keys': {
            description: 'A pool of full API keys, one per line, that the deploy legs spread over by a stable hash of the project key. Only counted here, to give each key its own budget; pass the same pool to the legs.',
            secret: true,
        },
        results: {
            description: "Report mode: a directory of the legs' result files (`*.json`, the deploy step's `results` output). Writes one job summary and one sticky pull request comment with a row per project, instead of planning.",
        },
        ...platform_inputs/* GITHUB_TOKEN_INPUT */.v,
        comment: {
            description: 'In report mode on a pull request: post or update the one sticky comment.',
            default: 'true',
        },
    },
    outputs: {
        matrix: {
            description: 'JSON for `strategy.matrix`: `{"include":[{"key":"web","project":"prj_…","path":"apps/web","projects":"web","api-rate":"4.5"},…]}`; past 256 projects a leg deploys a batch, named in its `projects`.',
        },
        keys: { description: 'The keys of the projects to deploy, as a JSON list.' },
        count: { description: 'How many projects to deploy (0: skip the deploy job).' },
        legs: { description: 'How many matrix legs deploy them (at most 256).' },
        reason: { description: 'Why these projects, in one sentence.' },
        status: {
            description: '`planned` (planning), or in report mode `live` when every project went live, else `failed`.',
        },
    },
});

;// CONCATENATED MODULE: ./src/actions/projects/run.ts
















const run = (0,platform_action/* platformAction */.Y)(spec_spec, async ({ port, env, inputs, context, client, signal, workspace }) => {
    const config = (0,projects_inputs/* readProjectsInputs */.A)(inputs);
    (0,redact/* registerSecret */.cl)(config.githubToken);
    if (config.results !== undefined) {
        await reportResults(port, context, config, (0,external_node_path_.resolve)(workspace, config.results));
        return;
    }
    const manifest = loadManifest(workspace, config.manifest);
    const selection = await run_select(manifest, config, async () => changesOfEvent(context, (0,event_payload/* readEventPayload */.N5)(env.GITHUB_EVENT_PATH, port), config.githubToken, port));
    port.info(`${selection.reason} Deploying ${selection.projects.length}: ${selection.projects.map((p) => p.key).join(', ') || 'none'}.`);
    const ids = await resolveManifestProjects(client, manifest, selection.projects, signal);
    const plan = planMatrix(selection.projects, ids, config);
    port.setOutput('matrix', JSON.stringify(plan.matrix));
    port.setOutput('keys', JSON.stringify(selection.projects.map((project) => project.key)));
    port.setOutput('count', String(selection.projects.length));
    port.setOutput('legs', String(plan.legs.length));
    port.setOutput('reason', selection.reason);
    port.setOutput('status', 'planned');
    await port.appendSummary(renderPlan(manifest, selection, plan));
});
/** The manifest, read from inside the workspace only: its name comes from a workflow input. */
function loadManifest(workspace, name) {
    const problem = pathProblem(name);
    if (problem)
        throw new errors/* ConfigurationError */.j1(`Input "manifest" ("${name}") ${problem}.`, 'manifest');
    const file = normalizePath(name);
    const path = (0,external_node_path_.join)(workspace, file);
    if (!(0,external_node_fs_.existsSync)(path)) {
        throw new errors/* ConfigurationError */.j1(`Input "manifest" names ${file}, which is not in the checked-out repository; add it (see the projects action's README) or set \`manifest\` to its path.`, 'manifest');
    }
    return readManifest((0,external_node_fs_.readFileSync)(path, 'utf8'), file);
}
async function run_select(manifest, config, changes) {
    if (config.projects === 'all') {
        return { projects: manifest.projects, reason: 'The input "projects" is `all`.' };
    }
    if (config.projects !== undefined) {
        const unknown = unknownKeys(manifest, config.projects);
        if (unknown.length > 0) {
            const known = manifest.projects.map((project) => project.key);
            throw new errors/* ConfigurationError */.j1(`Input "projects" names ${unknown.map((key) => `"${key}"`).join(', ')}, which ${manifest.file} does not declare; use keys of its \`projects:\` (${known.slice(0, 10).join(', ')}${known.length > 10 ? ', …' : ''}) or \`all\`.`, 'projects');
        }
        return selectNamed(manifest, config.projects);
    }
    const changed = await changes();
    if (changed === 'nothing')
        return { projects: [], reason: 'The push deleted the branch; nothing to deploy.' };
    return selectChanged(manifest, changed.kind === 'files' ? changed : { kind: 'everything', reason: `Every project: ${changed.reason}.` });
}
const SHOWN_LEGS = 100;
function renderPlan(manifest, selection, plan) {
    const heading = `### ${selection.projects.length} of ${manifest.projects.length} projects to deploy\n\n${(0,markdown/* escapeTableCell */.aL)(selection.reason)}\n\n`;
    if (plan.legs.length === 0)
        return heading;
    const rows = plan.matrix.include
        .slice(0, SHOWN_LEGS)
        .map((entry) => [entry.key, entry.projects, entry.path, entry['api-rate']]);
    const more = plan.legs.length > SHOWN_LEGS ? `\n…and ${plan.legs.length - SHOWN_LEGS} more legs.\n` : '';
    return `${heading}${(0,markdown/* renderTable */.bo)(['Leg', 'Projects', 'Path', 'Requests/s'], rows)}${more}`;
}

// EXTERNAL MODULE: ./src/actions/deploy/many-inputs.ts
var many_inputs = __webpack_require__(4028);
;// CONCATENATED MODULE: ./src/actions/deploy/many.ts













/**
 * Manifest mode: deploys the named manifest projects from one job, `concurrency` at a time, all with
 * one client and so one token bucket for the key (the leg's `api-rate` share). A project that fails
 * does not stop the others; every project gets a row in the `results` output.
 */
async function deployManifestProjects(action) {
    const { port, inputs, connection, signal, workspace, tempDir } = action;
    const config = (0,many_inputs/* readManyDeployInputs */.m)(inputs);
    const manifest = loadManifest(workspace, config.manifest);
    const projects = config.keys.map((key) => {
        const found = manifest.projects.find((project) => project.key.toLowerCase() === key.toLowerCase());
        if (found)
            return found;
        throw new errors/* ActionFailure */.dR(`Input "projects" names "${key}", which ${manifest.file} does not declare; pass the keys the projects action planned (\`matrix.projects\`).`);
    });
    const apiKey = config.apiKeys.length === 0
        ? connection.apiKey
        : config.apiKeys[keySlot(config.keys[0] ?? '', config.apiKeys.length)];
    // A client of the job's own, with no step deadline: each project has its own `timeout`, counted from its own start.
    const client = new api_client/* PlatformClient */.Ht({ ...connection, apiKey, logger: port, signal });
    port.info(`Deploying ${projects.length} projects of ${manifest.file}, ${config.concurrency} at a time, at ${connection.ratePerSecond} requests/s.`);
    const rows = await mapConcurrently(projects, config.concurrency, (project, index) => deployOne(project, config.ids?.[index], { client, port, signal, workspace, tempDir, config }));
    port.setOutput('results', JSON.stringify(rows));
    const failed = rows.filter((row) => !isSuccess(row));
    port.setOutput('status', failed.length === 0 ? 'live' : 'failed');
    await port.appendSummary(`### Deploy of ${rows.length} projects\n\n${renderResultsTable(rows)}`);
    if (signal.aborted)
        throw new errors/* CancelledError */.cc('The job was cancelled while the projects deployed.');
    if (failed.length > 0) {
        throw new errors/* ActionFailure */.dR(`${failed.length} of ${rows.length} projects did not go live: ${failed.map((row) => `${row.key} (${row.status})`).join(', ')}.`);
    }
}
async function deployOne(project, id, context) {
    const { client, port, signal, config } = context;
    const startedAt = (0,clock/* currentClock */.q6)().now();
    const logger = prefixed(port, project.key);
    const timeoutMs = project.timeout === undefined
        ? config.defaults.timeoutMs
        : ((0,duration/* parseDuration */.E)(project.timeout) ?? config.defaults.timeoutMs);
    const row = (fields) => ({
        key: project.key,
        project: project.project,
        durationMs: (0,clock/* currentClock */.q6)().now() - startedAt,
        ...fields,
    });
    if (signal.aborted)
        return row({ status: 'cancelled' });
    try {
        const resolved = id === undefined ? await (0,projects_resolve/* resolveProject */.KI)(client, project.project, { logger, signal }) : { id };
        const outcome = await (0,pipeline/* runDeployPipeline */.p)({
            client,
            projectId: resolved.id,
            source: {
                kind: 'upload',
                root: (0,external_node_path_.resolve)(context.workspace, project.path),
                exclude: [...config.defaults.exclude, ...(project.exclude ?? [])],
                tempDir: context.tempDir,
                uploadFormat: config.defaults.uploadFormat,
                compressionLevel: config.defaults.compressionLevel,
            },
            wait: true,
            timeoutMs,
            logger,
            signal,
            // Build logs of several projects would interleave; the platform keeps each one whole.
            onLogLines: (lines) => logger.debug(`${lines.length} build log lines`),
        });
        const deployment = outcome.deployment;
        const base = {
            project: resolved.id,
            ...(deployment?.url ? { url: deployment.url } : {}),
            ...(deployment ? { deploymentId: deployment.id } : {}),
        };
        if (outcome.status !== 'live' || deployment === undefined)
            return row({ ...base, status: outcome.status });
        const paths = project.checks ?? config.checks.paths;
        if (paths.length === 0) {
            logger.info(`live at ${deployment.url ?? '(no URL)'}`);
            return row({ ...base, status: 'live' });
        }
        const checked = await (0,post_deploy.checkLiveDeployment)({
            client,
            projectId: resolved.id,
            deployment,
            checks: { ...config.checks, paths },
            stepDeadline: startedAt + timeoutMs,
            logger,
            signal,
        });
        if (checked.failure)
            logger.warning(checked.failure);
        const status = checked.passed ? 'live' : checked.rollback?.deployment ? 'rolled-back' : 'checks-failed';
        return row({ ...base, status, checks: checked.passed ? 'passed' : 'failed' });
    }
    catch (error) {
        if (signal.aborted)
            return row({ status: 'cancelled' });
        port.error(`${project.key}: ${(0,redact/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))}`);
        return row({ status: 'failed' });
    }
}
/** Log lines of one project among several, each starting with its key. */
function prefixed(port, key) {
    return {
        debug: (message) => port.debug(`[${key}] ${message}`),
        info: (message) => port.info(`[${key}] ${message}`),
        warning: (message) => port.warning(`[${key}] ${message}`),
    };
}
/** `work` over every item, at most `limit` at once, results in the items' order. */
async function mapConcurrently(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 1138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fn: () => (/* binding */ runLiveChecks),
/* harmony export */   pG: () => (/* binding */ expectation)
/* harmony export */ });
/* unused harmony export checkUrl */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2408);




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

/***/ 5689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkLiveDeployment: () => (/* binding */ checkLiveDeployment)
/* harmony export */ });
/* harmony import */ var _api_resources_projects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4906);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1138);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8879);
/* harmony import */ var _redeploy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9725);






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
            ...(request.onLogLines ? { onLogLines: request.onLogLines } : {}),
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

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clientFor)
/* harmony export */ });
/* unused harmony export createGitHubClient */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1819);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9556);



/**
 * A REST client for `apiUrl` (GITHUB_API_URL now, by default). `getOctokit` alone would use the URL
 * `@actions/github` read when it was first imported, which a test or a GHES run may have changed since.
 */
function createGitHubClient(token, apiUrl = (0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .githubApiUrl */ .BN)()) {
    (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .registerSecret */ .cl)(token);
    const baseUrl = apiUrl.replace(/\/+$/, '');
    // The default fetch carries a proxy dispatcher chosen for the import-time URL; a loopback fake
    // must never go through a proxy, whatever HTTPS_PROXY says.
    const request = isLoopback(baseUrl) ? { request: { fetch: globalThis.fetch } } : {};
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, { baseUrl, ...request });
}
function clientFor(access) {
    return 'octokit' in access ? access.octokit : createGitHubClient(access.token, access.apiUrl);
}
function isLoopback(url) {
    const { hostname } = new URL(url);
    return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}


/***/ }),

/***/ 8112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W2: () => (/* binding */ warnGitHubFailure),
/* harmony export */   s_: () => (/* binding */ httpStatusOf),
/* harmony export */   w$: () => (/* binding */ isPermissionFailure)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

/**
 * The HTTP status GitHub answered with, or undefined for network failures and bugs. Octokit gives
 * network failures a status of 500 too, but no response: that is how to tell them apart.
 */
function httpStatusOf(error) {
    if (error === null || typeof error !== 'object' || !('status' in error) || !('response' in error))
        return undefined;
    const { status, response } = error;
    return typeof status === 'number' && status > 0 && response !== undefined ? status : undefined;
}
/** Every distinct message and code down the cause chain, for network failures (undici's "fetch failed" says nothing). */
function describeError(error) {
    const parts = [];
    let current = error;
    for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
        const message = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(current);
        const code = typeof current === 'object' && 'code' in current ? String(current.code) : '';
        for (const part of [message, code]) {
            const known = part === '' || part === 'fetch failed' || parts.some((seen) => seen.includes(part));
            if (!known)
                parts.push(part);
        }
        current = current instanceof Error ? current.cause : undefined;
    }
    return parts.join(': ');
}
/**
 * 403 is the token lacking a permission; GitHub answers 404 instead when the token cannot see the
 * repository or resource at all, which for a workflow token is the same fix.
 */
function isPermissionFailure(error) {
    const status = httpStatusOf(error);
    return status === 403 || status === 404;
}
/**
 * Warn about a GitHub call that failed, naming the permission that fixes it when that is the cause.
 * GitHub bookkeeping is a courtesy: callers warn and go on, they never fail the deploy.
 * @param what what we could not do, completing "Could not ...", e.g. "create a GitHub deployment"
 * @param permission the workflow permission that allows it, e.g. "deployments: write"
 * @param logger the action's port, which redacts the warning
 */
function warnGitHubFailure(what, permission, error, logger) {
    const status = httpStatusOf(error);
    const cause = status === undefined ? describeError(error) : `GitHub answered ${status}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}`;
    const fix = isPermissionFailure(error)
        ? ` The workflow token probably lacks \`${permission}\`: add it under \`permissions:\` in the workflow` +
            ' (pull requests from forks never get it).'
        : '';
    logger.warning(`Could not ${what} (${cause}).${fix} The deploy itself is not affected.`);
}


/***/ }),

/***/ 3604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployCommentMarker: () => (/* binding */ deployCommentMarker),
  renderDeployComment: () => (/* binding */ renderDeployComment),
  upsertStickyComment: () => (/* binding */ upsertStickyComment)
});

// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __webpack_require__(2408);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/render/pictures.ts
var pictures = __webpack_require__(3345);
// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(9311);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(1819);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/github/failures.ts
var failures = __webpack_require__(8112);
;// CONCATENATED MODULE: ./src/github/identity.ts

const VIEWER_QUERY = 'query { viewer { login databaseId } }';
const known = new WeakMap();
/**
 * Who the token is, asked once per client. `GET /user` answers for a user's token (a PAT, an OAuth
 * token). An installation token (the Actions GITHUB_TOKEN, a GitHub App's token) gets 403 (or 404)
 * there, so the GraphQL `viewer` names it instead: the app's bot, e.g. `github-actions[bot]`, whose
 * `databaseId` is the REST id its comments carry. A failure of both is thrown: without knowing who
 * we are, no comment can be told to be ours.
 */
function tokenIdentity(octokit) {
    let identity = known.get(octokit);
    if (identity === undefined) {
        identity = askIdentity(octokit);
        known.set(octokit, identity);
        identity.catch(() => known.delete(octokit));
    }
    return identity;
}
async function askIdentity(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return { login: data.login, id: data.id };
    }
    catch (error) {
        const status = (0,failures/* httpStatusOf */.s_)(error);
        if (status !== 403 && status !== 404)
            throw error;
    }
    const answer = await octokit.graphql(VIEWER_QUERY);
    const login = answer.viewer?.login;
    const id = answer.viewer?.databaseId;
    if (typeof login !== 'string' || login === '') {
        throw new Error('GitHub did not say which account the token is (no login in the GraphQL viewer)');
    }
    return { login, id: typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined };
}
/**
 * Whether a comment's (or any record's) `user` is the token's account: by id when both have one,
 * else by login, with GraphQL's bot spelling (`github-actions`) equal to REST's (`github-actions[bot]`).
 */
function isWrittenBy(user, identity) {
    if (user === null || user === undefined)
        return false;
    if (identity.id !== undefined && typeof user.id === 'number')
        return user.id === identity.id;
    return typeof user.login === 'string' && sameLogin(user.login, identity.login);
}
function sameLogin(a, b) {
    const plain = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
    return plain(a) === plain(b);
}

;// CONCATENATED MODULE: ./src/github/pr-comment.ts








const PERMISSION = 'pull-requests: write';
/** One sticky comment per project, so a repository that deploys several projects gets one each. */
function deployCommentMarker(project) {
    return `<!-- platform-actions:deploy:${project.replace(/--+|>/g, '-')} -->`;
}
/**
 * Create the comment that carries `marker`, or edit it in place when an earlier run left one, so a
 * pull request shows one up-to-date comment instead of one per push. Undefined (with a warning)
 * when GitHub refuses; commenting never fails a deploy.
 */
async function upsertStickyComment(options) {
    const { owner, repo, issueNumber, marker } = options;
    const where = { owner, repo, issue_number: issueNumber };
    try {
        const octokit = (0,client/* clientFor */.$)(options);
        const existing = await findCommentWithMarker(octokit, where, marker, options.logger);
        const text = typeof options.body === 'string' ? options.body : options.body(existing?.body);
        const body = `${marker}\n${(0,redact/* redact */.E$)(text)}`;
        if (existing === undefined) {
            const { data } = await octokit.rest.issues.createComment({ ...where, body });
            return { id: data.id, created: true };
        }
        if (existing.body !== body) {
            await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
        }
        return { id: existing.id, created: false };
    }
    catch (error) {
        if ((0,failures/* isPermissionFailure */.w$)(error))
            options.onRefused?.();
        (0,failures/* warnGitHubFailure */.W2)(`comment on pull request #${issueNumber}`, PERMISSION, error, options.logger);
        return undefined;
    }
}
/**
 * The first comment of the token's own account whose body starts with the marker, looking through
 * every page: on a busy pull request ours can be far past the first 100. Matching only at the start
 * keeps a human reply that quotes our comment from being mistaken for it; matching only our own
 * account keeps anyone else from planting a comment with our marker and having us edit it (their
 * comment, our report in it, theirs to change later). Such a comment is left as it is.
 */
async function findCommentWithMarker(octokit, where, marker, logger) {
    const identity = await tokenIdentity(octokit);
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { ...where, per_page: 100 });
    for await (const { data } of pages) {
        const marked = data.filter((comment) => comment.body?.startsWith(marker));
        const found = marked.find((comment) => isWrittenBy(comment.user, identity));
        if (found)
            return { id: found.id, body: found.body ?? '' };
        for (const other of marked) {
            logger.debug(`Comment ${other.id} carries ${marker} but is not by ${identity.login}: not ours to edit.`);
        }
    }
    logger.debug(`No comment with ${marker} yet on #${where.issue_number}.`);
    return undefined;
}
/** The body of the sticky deploy comment (without its marker: `upsertStickyComment` adds it). */
function renderDeployComment(input) {
    const rows = [['Status', (0,deploy_status/* deployStatusLabel */.uX)(input.status)]];
    if (input.url)
        rows.push(['URL', { markdown: (0,markdown/* markdownLink */.iQ)(input.url, input.url) }]);
    if (input.previewDomainUrl) {
        rows.push(['Preview domain', { markdown: (0,markdown/* markdownLink */.iQ)(input.previewDomainUrl, input.previewDomainUrl) }]);
    }
    // GitHub links a bare SHA only in some places; a short SHA linked explicitly reads the same everywhere.
    const isHexSha = /^[0-9a-f]{7,64}$/i.test(input.commitSha);
    if (isHexSha && input.commitUrl) {
        const short = `\`${input.commitSha.slice(0, 7)}\``;
        rows.push(['Commit', { markdown: (0,markdown/* markdownLink */.iQ)(short, input.commitUrl) }]);
    }
    else
        rows.push(['Commit', input.commitSha]);
    if (input.deploymentId !== undefined)
        rows.push(['Deployment', String(input.deploymentId)]);
    if (input.liveNow !== undefined)
        rows.push(['Live now', input.liveNow]);
    if (input.runUrl)
        rows.push(['Run', { markdown: (0,markdown/* markdownLink */.iQ)('Logs', input.runUrl) }]);
    const heading = `### Deploy of ${(0,markdown/* escapeTableCell */.aL)((0,redact/* redact */.E$)((0,summary/* projectLabel */.QZ)(input.project, input.projectName)))}\n`;
    const chart = input.timeline === undefined ? '' : `\n${(0,pictures/* renderGantt */.ZK)(input.timeline)}`;
    return (0,redact/* redact */.E$)(`${heading}\n${(0,markdown/* renderTable */.bo)(['', ''], rows)}${chart}`);
}


/***/ })

};
