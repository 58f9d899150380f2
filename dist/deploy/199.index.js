export const id = 199;
export const ids = [199,689];
export const modules = {

/***/ 7199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployManifestProjects: () => (/* binding */ deployManifestProjects)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/api/client.ts + 9 modules
var api_client = __webpack_require__(8432);
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

// EXTERNAL MODULE: ./src/projects/project-input.ts + 1 modules
var project_input = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(1819);
// EXTERNAL MODULE: ./src/actions/common/api-terms.ts
var api_terms = __webpack_require__(9863);
// EXTERNAL MODULE: ./src/actions/common/duration.ts
var duration = __webpack_require__(9445);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
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

// EXTERNAL MODULE: ./src/bytes.ts
var src_bytes = __webpack_require__(6136);
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
    return `The file is ${(0,src_bytes/* formatBytes */.z)(bytes)}; files up to ${(0,src_bytes/* formatBytes */.z)(MAX_SOURCE_BYTES)} are read, so split it, or check that the input "file" names the declared file.`;
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
function select_selectChanged(manifest, changes) {
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
        return { negated, matcher: new Minimatch(negated ? glob.slice(1) : glob, { dot: true }) };
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
function select_selectNamed(manifest, keys) {
    const wanted = new Set(keys.map((key) => key.toLowerCase()));
    const projects = manifest.projects.filter((project) => wanted.has(project.key.toLowerCase()));
    return {
        projects,
        reason: `The input "projects" names ${projects.length} of ${manifest.projects.length} projects.`,
    };
}
function select_unknownKeys(manifest, keys) {
    const known = new Set(manifest.projects.map((project) => project.key.toLowerCase()));
    return keys.filter((key) => !known.has(key.toLowerCase()));
}

;// CONCATENATED MODULE: ./src/actions/projects/select.ts






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
async function select_select(manifest, config, changes) {
    if (config.projects === 'all') {
        return { projects: manifest.projects, reason: 'The input "projects" is `all`.' };
    }
    if (config.projects !== undefined) {
        const unknown = unknownKeys(manifest, config.projects);
        if (unknown.length > 0) {
            const known = manifest.projects.map((project) => project.key);
            throw new ConfigurationError(`Input "projects" names ${unknown.map((key) => `"${key}"`).join(', ')}, which ${manifest.file} does not declare; use keys of its \`projects:\` (${known.slice(0, 10).join(', ')}${known.length > 10 ? ', …' : ''}) or \`all\`.`, 'projects');
        }
        return selectNamed(manifest, config.projects);
    }
    const changed = await changes();
    if (changed === 'nothing')
        return { projects: [], reason: 'The push deleted the branch; nothing to deploy.' };
    return selectChanged(manifest, changed.kind === 'files' ? changed : { kind: 'everything', reason: `Every project: ${changed.reason}.` });
}

// EXTERNAL MODULE: ./src/actions/deploy/many-inputs.ts + 1 modules
var many_inputs = __webpack_require__(1828);
;// CONCATENATED MODULE: ./src/actions/deploy/many.ts














/**
 * Manifest mode: deploys the named manifest projects from one job, `concurrency` at a time, all with
 * one client and so one token bucket for the key (the leg's `api-rate` share). A project that fails
 * does not stop the others; every project gets a row in the `results` output.
 */
async function deployManifestProjects(action) {
    const { port, outputs, inputs, connection, signal, workspace, tempDir } = action;
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
    const client = new api_client/* PlatformClient */.Ht({ ...connection, apiKey, terms: api_terms/* ACTION_TERMS */.f, logger: port, signal });
    port.info(`Deploying ${projects.length} projects of ${manifest.file}, ${config.concurrency} at a time, at ${connection.ratePerSecond} requests/s.`);
    const rows = await mapConcurrently(projects, config.concurrency, (project, index) => deployOne(project, config.ids?.[index], { client, port, signal, workspace, tempDir, config }));
    outputs.set('results', JSON.stringify(rows));
    const failed = rows.filter((row) => !isSuccess(row));
    outputs.set('status', failed.length === 0 ? 'live' : 'failed');
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
        const resolved = id === undefined ? await (0,project_input/* resolveProject */.KI)(client, project.project, { logger, signal }) : { id };
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


/***/ })

};
