export const id = 887;
export const ids = [887];
export const modules = {

/***/ 6887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubDeploymentTracker: () => (/* binding */ GitHubDeploymentTracker)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4200);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5944);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8112);




const PERMISSION = 'deployments: write';
/** GitHub rejects longer status descriptions with a 422. */
const MAX_DESCRIPTION = 140;
/**
 * Mirrors one deploy as a GitHub Deployment, so the PR and the repository's environments page show
 * it. Every method swallows GitHub's failures with one warning: after a permission failure the
 * tracker stops calling GitHub at all for the rest of the run.
 */
class GitHubDeploymentTracker {
    /** Built on first use of the tracker's constructor; awaited by each call (client.ts loads Octokit). */
    #octokit;
    #owner;
    #repo;
    #logger;
    #deploymentId;
    #environment;
    #disabled = false;
    #warned = false;
    constructor(options) {
        this.#octokit = (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .clientFor */ .$)(options);
        // A failure to build it surfaces in #call, as GitHub's own failures do.
        this.#octokit.catch(() => undefined);
        this.#owner = options.owner;
        this.#repo = options.repo;
        this.#logger = options.logger;
    }
    /** The GitHub deployment made by `start`, when GitHub accepted it. */
    get deploymentId() {
        return this.#deploymentId;
    }
    /** True once GitHub refused us for lack of permission: every later call is a no-op. */
    get disabled() {
        return this.#disabled;
    }
    /** Create the deployment and mark it in progress. Resolves to its id, or undefined if GitHub refused. */
    async start(options) {
        const deployment = await this.#call('create a GitHub deployment', async (octokit) => {
            const { data } = await octokit.rest.repos.createDeployment({
                ...this.#where(),
                ref: options.ref,
                environment: options.environment,
                auto_merge: false,
                // Without this GitHub refuses to deploy a commit whose checks have not all passed yet.
                required_contexts: [],
                transient_environment: options.transient,
                production_environment: options.environment === 'production',
                description: (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(options.description ?? ''),
                payload: (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactJson */ .Kp)(options.payload ?? {}),
            });
            // A 202 answer (a merge GitHub did instead) has no id; auto_merge:false should rule it out.
            if (!('id' in data))
                throw new Error(data.message ?? 'GitHub created no deployment');
            return data;
        });
        if (deployment === undefined)
            return undefined;
        this.#deploymentId = deployment.id;
        this.#environment = options.environment;
        const description = options.description ?? 'Deploying';
        await this.#setStatus(deployment.id, 'in_progress', { description, logUrl: options.logUrl });
        return deployment.id;
    }
    /** Record how the deploy ended; `success` with the live URL. False when nothing was recorded. */
    async finish(outcome, options = {}) {
        if (this.#deploymentId === undefined)
            return false;
        return this.#setStatus(this.#deploymentId, outcome, options);
    }
    /** Mark this run's deployment as no longer live, e.g. after its preview was deleted. */
    async markInactive(description) {
        if (this.#deploymentId === undefined)
            return false;
        return this.#setStatus(this.#deploymentId, 'inactive', { description });
    }
    /**
     * Mark every deployment of `environment` (narrowed by `filter`) inactive, e.g. when a pull request
     * closes. With one shared `preview` environment, pass the PR's `ref` so other PRs keep theirs.
     * Resolves to how many were marked.
     */
    async inactivateAllForEnvironment(environment, filter = {}) {
        const deployments = await this.#call('list GitHub deployments', (octokit) => octokit.paginate(octokit.rest.repos.listDeployments, {
            ...this.#where(),
            environment,
            ...(filter.ref === undefined ? {} : { ref: filter.ref }),
            ...(filter.sha === undefined ? {} : { sha: filter.sha }),
            per_page: 100,
        }));
        let marked = 0;
        for (const deployment of deployments ?? []) {
            if (deployment.id === filter.except)
                continue;
            if (filter.project !== undefined && !namesProject(deployment.payload, filter.project))
                continue;
            if (await this.#setStatus(deployment.id, 'inactive', {}))
                marked += 1;
        }
        return marked;
    }
    /**
     * Inactivate the earlier deployments of this run's environment. GitHub does it by itself only for
     * non-transient, non-production environments, so previews and production need it explicitly.
     */
    async deactivatePreviousForEnvironment(filter = {}) {
        if (this.#environment === undefined || this.#deploymentId === undefined)
            return 0;
        return this.inactivateAllForEnvironment(this.#environment, { ...filter, except: this.#deploymentId });
    }
    /**
     * The production counterpart of GitHub's auto_inactive (which skips production environments): the
     * newest earlier deployment of `project` in this run's environment whose last status is `success`
     * goes inactive. Only ours (the payload names the project); it stops at the first one already
     * inactive, so each deploy costs a few reads and one write, not one per deployment ever made.
     */
    async inactivatePreviousLive(project) {
        const environment = this.#environment;
        if (environment === undefined || this.#deploymentId === undefined)
            return false;
        const listed = await this.#call('list GitHub deployments', (octokit) => octokit.rest.repos.listDeployments({ ...this.#where(), environment, per_page: 30 }));
        for (const deployment of listed?.data ?? []) {
            if (deployment.id >= this.#deploymentId || !namesProject(deployment.payload, project))
                continue;
            const statuses = await this.#call('read a GitHub deployment status', (octokit) => octokit.rest.repos.listDeploymentStatuses({
                ...this.#where(),
                deployment_id: deployment.id,
                per_page: 1,
            }));
            const last = statuses?.data[0]?.state;
            if (last === 'inactive')
                return false;
            if (last === 'success')
                return this.#setStatus(deployment.id, 'inactive', {});
        }
        return false;
    }
    async #setStatus(id, state, options) {
        const description = options.description === undefined ? undefined : (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(options.description);
        const result = await this.#call(`set GitHub deployment ${id} to ${state}`, (octokit) => octokit.rest.repos.createDeploymentStatus({
            ...this.#where(),
            deployment_id: id,
            state,
            ...(description === undefined ? {} : { description: truncate(description, MAX_DESCRIPTION) }),
            ...(options.environmentUrl ? { environment_url: (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(options.environmentUrl) } : {}),
            ...(options.logUrl ? { log_url: (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(options.logUrl) } : {}),
        }));
        return result !== undefined;
    }
    #where() {
        return { owner: this.#owner, repo: this.#repo };
    }
    /** Run one GitHub call; on failure warn (the first time only) and resolve to undefined. */
    async #call(what, request) {
        if (this.#disabled)
            return undefined;
        try {
            return await request(await this.#octokit);
        }
        catch (error) {
            if ((0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .isPermissionFailure */ .w$)(error))
                this.#disabled = true;
            if (this.#warned)
                this.#logger.debug(`Could not ${what}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}`);
            else
                (0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .warnGitHubFailure */ .W2)(what, PERMISSION, error, this.#logger);
            this.#warned = true;
            return undefined;
        }
    }
}
function namesProject(payload, project) {
    return (payload !== null &&
        typeof payload === 'object' &&
        payload.project === project);
}
function truncate(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}


/***/ })

};
