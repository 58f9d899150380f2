export const id = 336;
export const ids = [336];
export const modules = {

/***/ 51336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   WI: () => (/* binding */ readManifest),
/* harmony export */   bn: () => (/* binding */ KEY_PATTERN)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77607);
/* harmony import */ var _sync_validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8152);
/* harmony import */ var _sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19986);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23009);





/** Job names, artifact names and concurrency groups carry the key, so it keeps to a safe alphabet. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;
/** A manifest this big is far more likely a generated mistake than a repository's projects. */
const MAX_MANIFEST_PROJECTS = 2000;
const PROJECT_FIELDS = [
    'project',
    'path',
    'watch',
    'checks',
    'exclude',
    'timeout',
    'env-file',
    'preview-name',
    'preview-domain',
];
/** The placeholders a preview template may use: `{project}` (the name only) is production's name. */
const PREVIEW_PLACEHOLDERS = {
    'preview-name': ['project', 'pr', 'branch', 'sha'],
    'preview-domain': ['pr', 'branch', 'sha'],
};
/** Reads `platform.yml` and throws every problem at once, each at `file:line`. */
function readManifest(text, file) {
    const source = (0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSource */ .PJ)(text, file);
    (0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .throwIfIssues */ .AR)(source.issues);
    const issues = [];
    const projects = projectsOf(source, issues);
    (0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .throwIfIssues */ .AR)(issues);
    return { file, projects };
}
function projectsOf(source, issues) {
    const { root } = source;
    const rootAt = source.at(root);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root)) {
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(rootAt, `The manifest must be a mapping with a \`projects:\` key, but it holds ${(0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .shapeOf */ .F5)(root)}; start it with \`projects:\`.`));
        return [];
    }
    const top = (0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .entriesOf */ .Mc)(source, root, rootAt);
    issues.push(...(0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .unknownKeyIssues */ .yO)(top, ['projects'], 'the manifest'));
    const entry = top.find((candidate) => candidate.key === 'projects');
    if (entry === undefined || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(entry.value) || entry.value.items.length === 0) {
        const at = entry?.valueAt ?? rootAt;
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(at, 'Key "projects" must map at least one key of your choosing to a project, e.g. `web: { project: shop, path: apps/web }`.'));
        return [];
    }
    const entries = (0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .entriesOf */ .Mc)(source, entry.value, entry.valueAt);
    if (entries.length > MAX_MANIFEST_PROJECTS) {
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(entry.keyAt, `The manifest declares ${entries.length} projects; at most ${MAX_MANIFEST_PROJECTS} are read, so split it into several manifests.`));
        return [];
    }
    const projects = [];
    const lower = new Map();
    for (const item of entries) {
        const first = lower.get(item.key.toLowerCase());
        if (first !== undefined) {
            issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(item.keyAt, `Project key "${item.key}" is used twice (first at line ${first}, keys are compared ignoring case); give each project its own key.`));
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
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(item.keyAt, `Project key "${item.key}" must be 1 to 63 letters, digits, ".", "_" or "-", starting with a letter or digit; rename it.`));
    }
    // `web: shop` is the short form of `web: { project: shop }`.
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.value) && typeof item.value.value === 'string') {
        return issues.length > before
            ? undefined
            : withDefaults(item.key, item.value.value.trim(), {}, item.keyAt);
    }
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item.value)) {
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(item.valueAt, `Project "${item.key}" must be a mapping with at least \`project:\`, but it holds ${(0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .shapeOf */ .F5)(item.value)}.`));
        return undefined;
    }
    const fields = (0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .entriesOf */ .Mc)(source, item.value, item.valueAt);
    issues.push(...(0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .unknownKeyIssues */ .yO)(fields, PROJECT_FIELDS, `project "${item.key}"`));
    const field = (name) => fields.find((candidate) => candidate.key === name);
    const what = (name) => `Project "${item.key}": ${name}`;
    const project = stringField(field('project'), what('project'), issues);
    if (field('project') === undefined) {
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(item.keyAt, `Project "${item.key}" has no \`project:\`; set it to the platform project's id or name.`));
    }
    else if (project !== undefined && (project === '' || /[\s/?#%\\]/.test(project))) {
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(field('project').valueAt, `${what('project')} "${project}" is not an id or a name; set it to the platform project's id or name.`));
    }
    const path = stringField(field('path'), what('path'), issues);
    const pathAt = field('path')?.valueAt ?? item.keyAt;
    const pathIssue = path === undefined ? undefined : (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .pathProblem */ .z9)(path);
    if (pathIssue)
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(pathAt, `${what('path')} "${path}" ${pathIssue}.`));
    const watch = listField(source, field('watch'), what('watch'), issues, _paths_js__WEBPACK_IMPORTED_MODULE_4__/* .globProblem */ .AI);
    if (watch !== undefined && watch.length > 0 && watch.every((glob) => glob.startsWith('!'))) {
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(field('watch').valueAt, `${what('watch')} holds only negations (${watch.map((glob) => `"${glob}"`).join(', ')}), which take files out of nothing, so no change would ever redeploy it; put the globs of the files it is built from first, e.g. [${normalizePath(path ?? '.') === '.' ? '**' : `${normalizePath(path ?? '.')}/**`}, ${watch[0]}].`));
    }
    const checks = listField(source, field('checks'), what('checks'), issues, (value) => value.startsWith('/') ? undefined : 'must start with "/" (a path of the live URL)');
    const exclude = listField(source, field('exclude'), what('exclude'), issues, () => undefined);
    const timeout = stringField(field('timeout'), what('timeout'), issues);
    // The deploy step's `timeout` input reads the same grammar (src/duration.ts), zero refused alike.
    const duration = timeout === undefined ? undefined : (0,_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .readDuration */ .$7)(timeout).kind;
    if (duration === 'not-a-duration') {
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(field('timeout').valueAt, `${what('timeout')} "${timeout}" is not a duration; write it as ${_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .DURATION_FORMS */ .nv}.`));
    }
    else if (duration === 'zero') {
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(field('timeout').valueAt, `${what('timeout')} "${timeout}" is zero, and ${_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .ZERO_DURATION */ .k3}; give a duration such as 90s, 15m or 1h, or leave \`timeout:\` out to use the step's \`timeout\` input.`));
    }
    const envFile = envFileField(field('env-file'), what('env-file'), issues);
    const previewName = previewTemplate(field('preview-name'), 'preview-name', what, issues);
    const previewDomain = previewTemplate(field('preview-domain'), 'preview-domain', what, issues);
    if (issues.length > before || project === undefined)
        return undefined;
    const watchLine = field('watch')?.valueAt.line;
    const declared = {
        ...{ path, pathLine: pathAt.line, watch, watchLine, checks, exclude, timeout, envFile },
        ...{ previewName, previewDomain },
    };
    return withDefaults(item.key, project, declared, item.keyAt);
}
/**
 * A preview template: it must hold `{pr}`, so each pull request gets a preview of its own (and the
 * removal at its close takes only that one), and only the placeholders the field knows.
 */
function previewTemplate(entry, name, what, issues) {
    const value = stringField(entry, what(name), issues);
    if (entry === undefined || value === undefined)
        return undefined;
    const allowed = PREVIEW_PLACEHOLDERS[name];
    const unknown = [...value.matchAll(/\{([^{}]*)\}/g)]
        .map((match) => match[1] ?? '')
        .filter((p) => !allowed.includes(p));
    const problem = unknown.length > 0
        ? `uses {${unknown[0]}}; only ${allowed.map((p) => `{${p}}`).join(', ')} are known`
        : value.includes('{pr}')
            ? undefined
            : 'has no {pr}, so every pull request would share one preview; add {pr}, e.g. web-pr-{pr}';
    if (problem === undefined)
        return value;
    issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(entry.valueAt, `${what(name)} "${value}" ${problem}.`));
    return undefined;
}
/** A file path inside the repository: what `path` takes, but a file, so never the root itself. */
function envFileField(entry, what, issues) {
    const value = stringField(entry, what, issues);
    if (entry === undefined || value === undefined)
        return undefined;
    const problem = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .pathProblem */ .z9)(value) ??
        (normalizePath(value) === '.' || value.endsWith('/')
            ? 'names a folder; name the dotenv file, e.g. apps/web/.env.production'
            : undefined);
    if (problem) {
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(entry.valueAt, `${what} "${value}" ${problem}.`));
        return undefined;
    }
    return { path: normalizePath(value), line: entry.valueAt.line };
}
function withDefaults(key, project, given, at) {
    const path = normalizePath(given.path ?? '.');
    const watch = given.watch ?? [path === '.' ? '**' : `${path}/**`];
    return {
        key,
        project,
        path,
        pathLine: given.pathLine ?? at.line,
        watch,
        line: at.line,
        ...(given.watch && given.watchLine !== undefined ? { watchLine: given.watchLine } : {}),
        ...(given.checks ? { checks: given.checks } : {}),
        ...(given.exclude ? { exclude: given.exclude } : {}),
        ...(given.timeout ? { timeout: given.timeout } : {}),
        ...(given.envFile ? { envFile: given.envFile } : {}),
        ...(given.previewName ? { previewName: given.previewName } : {}),
        ...(given.previewDomain ? { previewDomain: given.previewDomain } : {}),
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
    const value = (0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarOf */ .ol)(entry.value);
    if (typeof value === 'string')
        return value.trim();
    if (typeof value === 'number')
        return String(value);
    issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(entry.valueAt, `${what} must be a string, but it holds ${(0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .shapeOf */ .F5)(entry.value)}.`));
    return undefined;
}
/** A list of strings; one string is a list of one. */
function listField(source, entry, what, issues, problem) {
    if (entry === undefined)
        return undefined;
    const items = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(entry.value)
        ? (0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .itemsOf */ .S3)(source, entry.value, entry.valueAt)
        : [{ node: entry.value, at: entry.valueAt }];
    const values = [];
    for (const item of items) {
        const value = (0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarOf */ .ol)(item.node);
        if (typeof value !== 'string' || value.trim() === '') {
            issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(item.at, `${what} must be a list of strings, but an item holds ${(0,_sync_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .shapeOf */ .F5)(item.node)}.`));
            continue;
        }
        const wrong = problem(value.trim());
        if (wrong)
            issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(item.at, `${what} "${value.trim()}" ${wrong}.`));
        else
            values.push(value.trim());
    }
    if (values.length === 0 && items.length === 0) {
        issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .issueAt */ .NC)(entry.valueAt, `${what} is an empty list; remove the key or name at least one value.`));
    }
    return values;
}


/***/ }),

/***/ 23009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   XW: () => (/* binding */ readFileInside),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _workspace_deploy_root_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57155);



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
/**
 * The text of `path` (repository-relative) when it is a regular file inside `workspace` and outside
 * any `.git`, else undefined: the manifest and the files it names come from the repository, and a
 * symlink committed there may point anywhere on the runner (or at `.git/config` and its token).
 */
function readFileInside(workspace, path) {
    try {
        const root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace);
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, path));
        if (!real.startsWith(root + node_path__WEBPACK_IMPORTED_MODULE_1__.sep) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real).isFile())
            return undefined;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, real).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).some(_workspace_deploy_root_js__WEBPACK_IMPORTED_MODULE_2__/* .isGitDirName */ .h))
            return undefined;
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(real, 'utf8');
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 19986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mc: () => (/* binding */ entriesOf),
  S3: () => (/* binding */ itemsOf),
  PJ: () => (/* binding */ parseSource),
  ol: () => (/* binding */ scalarOf),
  F5: () => (/* binding */ shapeOf),
  yO: () => (/* binding */ unknownKeyIssues)
});

// UNUSED EXPORTS: MAX_SOURCE_BYTES

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/bytes.ts
var src_bytes = __webpack_require__(36136);
// EXTERNAL MODULE: ./src/sync/validation.ts
var validation = __webpack_require__(8152);
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
        return unreadSource(file, start, (0,validation/* issueAt */.NC)(start, tooLarge(bytes)));
    const lineCounter = new dist/* LineCounter */.HN();
    // yaml's own uniqueKeys check compares each key with every earlier one: 8 s for a 30,000-name zone.
    const document = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: true, uniqueKeys: false });
    const locationOf = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { file, line, column: col };
    };
    const issues = document.errors.map((error) => (0,validation/* issueAt */.NC)(locationOf(error.pos[0]), syntaxMessage(error.code, error.message, text, error.pos[0])));
    const aliases = mapAliases(document);
    for (const offset of duplicateKeyOffsets(document, aliases)) {
        issues.push((0,validation/* issueAt */.NC)(locationOf(offset), syntaxMessage('DUPLICATE_KEY', DUPLICATE_KEY, text, offset)));
    }
    if (issues.length === 0 && aliases.problem !== undefined) {
        const { alias, message } = aliases.problem;
        return unreadSource(file, start, (0,validation/* issueAt */.NC)(locationOf(alias.range?.[0] ?? 0), message));
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
        .map((entry) => (0,validation/* issueAt */.NC)(entry.keyAt, `Unknown key "${entry.key}" in ${what}; use one of ${known.join(', ')}.`));
}


/***/ })

};
