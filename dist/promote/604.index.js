export const id = 604;
export const ids = [604];
export const modules = {

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
// EXTERNAL MODULE: ./src/render/fit.ts
var fit = __webpack_require__(1363);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/render/pictures.ts
var pictures = __webpack_require__(3345);
// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(9311);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(4200);
// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var client = __webpack_require__(5944);
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
        // Refused (403, 404): an installation token. A rate limit says nothing of the token's kind.
        if (!(0,failures/* isPermissionFailure */.w$)(error))
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
        const octokit = await (0,client/* clientFor */.$)(options);
        const existing = await findCommentWithMarker(octokit, where, marker, options.logger);
        const text = typeof options.body === 'string' ? options.body : options.body(existing?.body);
        // GitHub refuses a body over 65,536 characters: the marker stays first, the end is cut.
        const body = (0,fit/* fitToLimit */.Qt)(`${marker}\n${(0,redact/* redact */.E$)(text)}`, fit/* GITHUB_BODY_MAX_CHARS */.SY, {
            what: 'a comment',
            unit: 'characters',
            ...(options.runUrl === undefined ? {} : { runUrl: options.runUrl }),
        });
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
        rows.push([
            'Commit',
            { markdown: (0,markdown/* markdownLink */.iQ)(input.commitSha.slice(0, 7), input.commitUrl, { code: true }) },
        ]);
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
