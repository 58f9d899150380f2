export const id = 371;
export const ids = [371];
export const modules = {

/***/ 10371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   isSuccess: () => (/* binding */ isSuccess),
/* harmony export */   renderResultsTable: () => (/* binding */ renderResultsTable)
/* harmony export */ });
/* unused harmony exports parseResults, unreportedRows */
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42408);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42495);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31115);



const STATUSES = new Set([
    'live',
    'failed',
    'timed-out',
    'cancelled',
    'pending',
    'checks-failed',
    'rolled-back',
    'skipped',
    'superseded',
    // A pull request's or merge group's previews taken down (manifest mode's removal).
    'removed',
    'no-preview',
    'refused',
    // Written by the report for a planned project no leg reported (see `unreportedRows`).
    'no-result',
    'not-reported',
]);
const LABELS = {
    live: '✅ live',
    pending: '⏳ pending',
    cancelled: '🚫 cancelled',
    skipped: '⏭️ skipped',
    superseded: '⏭️ superseded (newer commit live)',
    removed: '🧹 preview removed',
    'no-preview': '— no preview to remove',
    refused: '❌ refused: the domain is production',
    'no-result': '❌ no result: the leg failed before deploying',
    'not-reported': '❌ no result: the leg never reported (it did not start, or was cancelled)',
};
/**
 * The rows of one result file, each checked for its shape: the files travel between jobs as
 * artifacts, so anything that is not a row we wrote (a key the manifest could not hold, a wrong type,
 * a URL that is not http(s)) is dropped.
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
        if (!STATUSES.has(status) || !KEY_PATTERN.test(key))
            continue;
        rows.push({
            key,
            project: project.slice(0, 200),
            status,
            durationMs: typeof durationMs === 'number' && Number.isFinite(durationMs) && durationMs >= 0 ? durationMs : 0,
            ...(typeof url === 'string' && url.length <= 500 && /^https?:\/\/[^\s]+$/i.test(url) ? { url } : {}),
            ...(checks === 'passed' || checks === 'failed' ? { checks } : {}),
            ...(typeof deploymentId === 'string' ? { deploymentId: deploymentId.slice(0, 200) } : {}),
        });
    }
    return rows;
}
/**
 * A failed row for every planned key without a result: a leg that wrote its file but no row for the
 * key died before its deploy step said anything (`no-result`); a leg that wrote no file was cancelled
 * or never started. The report never reads silence as success.
 */
function unreportedRows(planned, rows, legEnd) {
    const reported = new Set(rows.map((row) => row.key));
    return planned
        .filter((key) => !reported.has(key))
        .map((key) => {
        const end = legEnd(key);
        const status = end === 'reported' ? 'no-result' : end === 'cancelled' ? 'cancelled' : 'not-reported';
        return { key, project: key, status, durationMs: 0 };
    });
}
function isSuccess(row) {
    // Superseded: nothing shipped because a newer commit is live, which is what was wanted.
    // Removed, or nothing to remove: the end a closed pull request's previews should have.
    const ended = ['live', 'superseded', 'removed', 'no-preview'].includes(row.status);
    return ended && row.checks !== 'failed';
}
/** One row per project, sorted by key: status, URL, checks, duration. */
function renderResultsTable(rows) {
    const sorted = [...rows].sort((a, b) => a.key.localeCompare(b.key));
    const cells = sorted.map((row) => [
        row.key,
        LABELS[row.status] ?? `❌ ${row.status}`,
        row.url ? { markdown: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(row.url, row.url) } : '',
        row.checks === undefined ? '—' : row.checks === 'passed' ? '✅ passed' : '❌ failed',
        (0,_render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(row.durationMs),
    ]);
    return (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderTable */ .bo)(['Project', 'Status', 'URL', 'Checks', 'Duration'], cells);
}


/***/ })

};
