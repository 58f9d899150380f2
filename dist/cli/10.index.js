export const id = 10;
export const ids = [10];
export const modules = {

/***/ 96010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/resources/operation.ts + 1 modules
var operation = __webpack_require__(38424);
// EXTERNAL MODULE: ./src/api/resources/records.ts
var records = __webpack_require__(87512);
;// CONCATENATED MODULE: ./src/api/resources/cdn.ts



const toCdnBucket = (0,records/* recordDecoder */.S0)(['bucketId'], (raw) => ({ name: (0,decode/* stringField */.OM)(raw, 'name'), visibility: (0,decode/* stringField */.OM)(raw, 'visibility', 'access', 'acl') }));
function toCdnAsset(value, fallbackId) {
    const raw = (0,records/* asRecord */.qY)(value);
    const key = (0,decode/* stringField */.OM)(raw, 'key', 'path', 'name', 'filename') ?? '';
    return {
        id: (0,records/* idOf */.TH)(raw, 'assetId') ?? fallbackId ?? key,
        key,
        raw,
        ...(0,records/* defined */.sw)({
            size: (0,decode/* numberField */.sJ)(raw, 'size', 'sizeBytes', 'bytes', 'contentLength'),
            contentType: (0,decode/* stringField */.OM)(raw, 'contentType', 'mimeType', 'type'),
            sha256: (0,decode/* stringField */.OM)(raw, 'sha256', 'checksumSha256', 'hash'),
            etag: (0,decode/* stringField */.OM)(raw, 'etag', 'eTag')?.replace(/^(W\/)?"|"$/g, ''),
            cacheControl: (0,decode/* stringField */.OM)(raw, 'cacheControl'),
            url: (0,decode/* stringField */.OM)(raw, 'url', 'publicUrl', 'cdnUrl'),
        }),
    };
}
// Buckets
const listCdnBuckets = (0,operation/* listing */.RR)('listCdnBuckets', toCdnBucket);
/** The body is e.g. `{ name, visibility: 'public' | 'private' }`. */
const createCdnBucket = (0,operation/* endpoint */.sR)('createCdnBucket', (0,operation/* createWithId */.mq)(toCdnBucket, 'CDN bucket'));
const getCdnBucket = (0,operation/* endpoint */.sR)('getCdnBucket', (0,operation/* readById */.T9)(toCdnBucket));
const updateCdnBucket = (0,operation/* endpoint */.sR)('updateCdnBucket', (0,operation/* updateById */.EL)(toCdnBucket));
/** `force` asks the platform to delete a bucket that still holds assets. */
async function deleteCdnBucket(client, bucketId, options) {
    const query = options?.force ? { force: true } : {};
    await client.call('deleteCdnBucket', callOptions(options, { id: bucketId }, { query }));
}
/** All assets of a bucket; `query` may narrow it (e.g. `{ prefix: 'img/' }`). */
const listCdnBucketAssets = (0,operation/* listing */.RR)('listCdnBucketAssets', toCdnAsset);
// Direct and multipart uploads. Their bodies are not in the document; the caller passes them.
// None is repeated after an ambiguous failure, except that the presign steps only sign and are idempotent.
const uploadRequest = (request) => request;
/** Presigning only signs, so it may be repeated; the answer (URLs, part numbers) is the caller's. */
const signing = { body: uploadRequest, decode: records/* asRecord */.qY, idempotent: true };
const presignCdnUpload = (0,operation/* endpoint */.sR)('presignCdnUpload', signing);
const finalizeCdnUpload = (0,operation/* endpoint */.sR)('finalizeCdnUpload', { body: uploadRequest, decode: toCdnAsset });
const startCdnMultipartUpload = (0,operation/* endpoint */.sR)('startCdnMultipartUpload', {
    body: uploadRequest,
    decode: records/* asRecord */.qY,
});
const presignCdnMultipartParts = (0,operation/* endpoint */.sR)('presignCdnMultipartParts', signing);
const completeCdnMultipartUpload = (0,operation/* endpoint */.sR)('completeCdnMultipartUpload', {
    body: uploadRequest,
    decode: toCdnAsset,
});
const abortCdnMultipartUpload = (0,operation/* endpoint */.sR)('abortCdnMultipartUpload', {
    body: uploadRequest,
    idempotent: true,
});
// Assets
const getCdnAsset = (0,operation/* endpoint */.sR)('getCdnAsset', (0,operation/* readById */.T9)(toCdnAsset));
const deleteCdnAsset = (0,operation/* endpoint */.sR)('deleteCdnAsset');
async function getCdnAssetSignedUrl(client, assetId, options) {
    const query = options?.expiresInSeconds === undefined ? {} : { expiresIn: options.expiresInSeconds };
    const raw = await client.call('getCdnAssetSignedUrl', (0,records/* callOptions */.jp)(options, { id: assetId }, { query }));
    const found = typeof raw === 'string' ? raw.trim() : (0,decode/* stringField */.OM)(raw, 'signedUrl', 'url');
    const url = (0,records/* requireValue */.vd)('getCdnAssetSignedUrl', found, 'signed URL');
    return { url, raw, ...(0,records/* defined */.sw)({ expiresAt: (0,decode/* timestampField */.hO)(raw, 'expiresAt', 'expires') }) };
}
async function getCdnUsage(client, options) {
    const query = options?.days === undefined ? {} : { days: options.days };
    return (0,records/* getRecord */.EI)(client, 'getCdnUsage', {}, options, { query });
}
/** The key's secret is never taken for its id, even when the record has no id field. */
const toCdnKey = (0,records/* recordDecoder */.S0)(['keyId'], (raw) => ({
    name: (0,decode/* stringField */.OM)(raw, 'name', 'label'),
    secret: (0,decode/* stringField */.OM)(raw, 'secret', 'key', 'token', 'apiKey'),
}));
const listCdnKeys = (0,operation/* listing */.RR)('listCdnKeys', toCdnKey);
const createCdnKey = (0,operation/* endpoint */.sR)('createCdnKey', {
    body: (request) => request,
    decode: toCdnKey,
});
const revokeCdnKey = (0,operation/* endpoint */.sR)('revokeCdnKey');

// EXTERNAL MODULE: ./src/api/routes.ts
var routes = __webpack_require__(14200);
;// CONCATENATED MODULE: ./src/cdn/cdn-api.ts




/** Lists are read in the largest pages the platform serves, and to the end: prune must see every asset. */
const PAGE = { limit: 100 };
const ALL_PAGES = 1_000_000;
/**
 * The CDN operations the publisher needs, on top of the shared client (so every call is paced by the
 * key's token bucket and retried by its rules). Tests may subclass it to present the platform
 * differently (e.g. asset records without hashes); they never replace the HTTP underneath.
 */
class CdnApi {
    client;
    constructor(client) {
        this.client = client;
    }
    async findBucket(idOrName) {
        const buckets = await listCdnBuckets(this.client, { query: PAGE, maxPages: ALL_PAGES });
        const found = buckets.find((b) => b.id === idOrName) ?? buckets.find((b) => b.name === idOrName);
        return { ...(found ? { found } : {}), count: buckets.length };
    }
    createBucket(name) {
        return createCdnBucket(this.client, { name });
    }
    /** Every asset under `prefix` (the platform may ignore the filter; callers filter again). */
    listAssets(bucketId, prefix) {
        const query = prefix === '' ? PAGE : { ...PAGE, prefix };
        return listCdnBucketAssets(this.client, bucketId, { query, maxPages: ALL_PAGES });
    }
    async presign(bucketId, object) {
        const body = { key: object.key, size: object.size, contentType: object.contentType };
        const raw = await presignCdnUpload(this.client, bucketId, body);
        const url = (0,decode/* stringField */.OM)(raw, 'uploadUrl', 'url', 'presignedUrl', 'signedUrl', 'putUrl');
        if (!url)
            throw missing('presignCdnUpload', 'an upload URL', raw);
        return {
            url,
            uploadId: (0,decode/* stringField */.OM)(raw, 'uploadId', 'token', 'id'),
            headers: signedHeaders((0,decode/* field */.ZZ)(raw, 'headers', 'requiredHeaders')),
        };
    }
    finalize(bucketId, object, uploadId) {
        return finalizeCdnUpload(this.client, bucketId, {
            key: object.key,
            ...(uploadId === undefined ? {} : { uploadId }),
            contentType: object.contentType,
            ...(object.cacheControl === undefined ? {} : { cacheControl: object.cacheControl }),
        });
    }
    async startMultipart(bucketId, object) {
        const raw = await startCdnMultipartUpload(this.client, bucketId, {
            key: object.key,
            size: object.size,
            contentType: object.contentType,
            ...(object.cacheControl === undefined ? {} : { cacheControl: object.cacheControl }),
        });
        const uploadId = (0,decode/* stringField */.OM)(raw, 'uploadId', 'id');
        if (!uploadId)
            throw missing('startCdnMultipartUpload', 'an upload id', raw);
        return uploadId;
    }
    async presignParts(bucketId, uploadId, partNumbers) {
        const raw = await presignCdnMultipartParts(this.client, bucketId, { uploadId, partNumbers });
        const urls = partUrls(raw, partNumbers);
        const absent = partNumbers.find((n) => !urls.has(n));
        if (absent !== undefined)
            throw missing('presignCdnMultipartParts', `a URL for part ${absent}`, raw);
        return urls;
    }
    completeMultipart(bucketId, uploadId, parts) {
        return completeCdnMultipartUpload(this.client, bucketId, { uploadId, parts: [...parts] });
    }
    abortMultipart(bucketId, uploadId, signal) {
        return abortCdnMultipartUpload(this.client, bucketId, { uploadId }, signal ? { signal } : {});
    }
    deleteAsset(assetId) {
        return deleteCdnAsset(this.client, assetId);
    }
    async signedUrl(assetId) {
        return (await getCdnAssetSignedUrl(this.client, assetId, { expiresInSeconds: 600 })).url;
    }
    async usage() {
        const raw = await getCdnUsage(this.client);
        const totals = (0,decode/* isRecord */.u4)(raw.totals) ? raw.totals : raw;
        const read = (...names) => (0,decode/* numberField */.sJ)(totals, ...names) ?? (0,decode/* numberField */.sJ)(raw, ...names);
        const entries = {
            storageBytes: read('storageBytes', 'totalStorageBytes', 'bytesStored'),
            assetCount: read('assetCount', 'assets', 'objectCount'),
            bucketCount: read('bucketCount', 'buckets'),
            bandwidthBytes: read('bandwidthBytes', 'egressBytes', 'bandwidth'),
            requests: read('requests', 'requestCount'),
        };
        return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
    }
}
function signedHeaders(value) {
    if (!(0,decode/* isRecord */.u4)(value))
        return {};
    const out = {};
    for (const [name, text] of Object.entries(value)) {
        // Length and host are the transport's business; the rest were signed and must be sent as given.
        if (typeof text === 'string' && !/^(host|content-length)$/i.test(name))
            out[name.toLowerCase()] = text;
    }
    return out;
}
/** `{ parts: [{ partNumber, url }] }`, `{ urls: { "1": url } }`, or a bare array of URLs in request order. */
function partUrls(raw, asked) {
    const urls = new Map();
    const list = (0,decode/* field */.ZZ)(raw, 'parts', 'urls', 'presignedUrls', 'data') ?? raw.value;
    if (Array.isArray(list)) {
        list.forEach((item, index) => {
            const url = typeof item === 'string' ? item : (0,decode/* stringField */.OM)(item, 'url', 'uploadUrl', 'presignedUrl');
            const number = typeof item === 'string' ? asked[index] : (0,decode/* numberField */.sJ)(item, 'partNumber', 'number', 'part');
            if (url && number !== undefined)
                urls.set(number, url);
        });
    }
    else if ((0,decode/* isRecord */.u4)(list)) {
        for (const [key, url] of Object.entries(list))
            if (typeof url === 'string')
                urls.set(Number(key), url);
    }
    return urls;
}
function missing(operation, what, raw) {
    const route = (0,routes/* routeFor */.nR)(operation);
    const keys = Object.keys(raw).slice(0, 10).join(', ') || '(none)';
    return new errors/* UnexpectedResponseError */.dk({ operation, method: route.method, pathTemplate: route.path }, `The platform answered ${operation} without ${what} (keys: ${keys}), so the upload cannot go on.`);
}

;// CONCATENATED MODULE: ./src/cdn/multipart-sizing.ts
/**
 * When to use multipart and how big the parts are. The document says files over 5GB must use the
 * multipart endpoints; 5 GB is taken in decimal units (5,000,000,000 bytes), the smaller reading, so a
 * file is never sent to a direct presign the platform would refuse. Parts are at least 8 MiB and
 * grow (in whole MiB) so no upload needs more than 10,000 parts.
 */
const DIRECT_UPLOAD_MAX_BYTES = 5_000_000_000;
const MIN_PART_BYTES = 8 * 1024 * 1024;
const MAX_PARTS = 10_000;
const MiB = 1024 * 1024;
/** For testing only: both lower the limits so a test can exercise multipart with small files. */
const THRESHOLD_ENV = 'PLATFORM_CDN_MULTIPART_THRESHOLD_BYTES';
const PART_SIZE_ENV = 'PLATFORM_CDN_MULTIPART_PART_BYTES';
const DEFAULT_TUNING = {
    thresholdBytes: DIRECT_UPLOAD_MAX_BYTES,
    minPartBytes: MIN_PART_BYTES,
};
/** The defaults, with the test overrides from the environment when they are positive whole numbers. */
function tuningFromEnv(env) {
    const read = (name) => {
        const value = Number(env[name]);
        return Number.isSafeInteger(value) && value > 0 ? value : undefined;
    };
    return {
        thresholdBytes: read(THRESHOLD_ENV) ?? DEFAULT_TUNING.thresholdBytes,
        minPartBytes: read(PART_SIZE_ENV) ?? DEFAULT_TUNING.minPartBytes,
    };
}
function partLayout(size, minPartBytes) {
    const needed = Math.ceil(size / MAX_PARTS);
    const partSize = needed <= minPartBytes ? minPartBytes : Math.ceil(needed / MiB) * MiB;
    return { partSize, count: Math.max(1, Math.ceil(size / partSize)) };
}
/** Byte range of part `partNumber` (1-based). */
function partRange(size, layout, partNumber) {
    const start = (partNumber - 1) * layout.partSize;
    return { start, length: Math.min(layout.partSize, size - start) };
}

// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/concurrency.ts
var concurrency = __webpack_require__(81532);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/cdn/errors.ts


/**
 * Failures that end the whole run at once instead of being recorded against one file: a key that
 * may not write (403) or is invalid (401), a platform that is not there, a cancelled job. Anything
 * else (a storage PUT that kept failing, a 4xx about one object) fails that file only.
 */
function isFatal(error, signal) {
    if (signal?.aborted)
        return true;
    if (error instanceof errors/* PlatformApiError */.es)
        return error.status === 401 || error.status === 403;
    return (error instanceof errors/* PlatformUnreachableError */.YA ||
        (0,src_errors/* isConfigurationError */.p0)(error) ||
        error instanceof src_errors/* CancelledError */.cc ||
        // undici's abort of a request whose signal fired.
        (error instanceof Error && error.name === 'AbortError'));
}
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./src/cdn/each-object.ts


/**
 * Runs `work` on every object, `concurrency` at a time. An object's own failure is added to `failed`
 * and logged as a warning while the others go on; a fatal one (isFatal: a refused key, a platform
 * that is gone, a cancelled job) stops the pool and is returned, so the caller can report what was
 * never attempted.
 */
async function forEachObject(objects, keyOf, work, failed, options) {
    const attempt = async (object) => {
        try {
            await work(object);
        }
        catch (error) {
            if (isFatal(error, options.signal))
                throw error;
            failed.push({ key: keyOf(object), reason: messageOf(error) });
            options.logger.warning(`Could not ${options.verb} ${keyOf(object)}: ${messageOf(error)}`);
        }
    };
    try {
        await (0,concurrency/* forEachLimited */.vP)(objects, options.concurrency, attempt, { signal: options.signal });
        return {};
    }
    catch (fatal) {
        return { fatal };
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./src/api/retry.ts
var retry = __webpack_require__(67018);
;// CONCATENATED MODULE: ./src/cdn/storage-put.ts






/** `status` is undefined for a network failure. */
class StorageError extends src_errors/* HttpStatusError */.F9 {
    name = 'StorageError';
}
/** A PUT is idempotent: repeating it after any retryable answer stores the same bytes. */
const retryable = (status) => status !== undefined && (0,retry/* mayRetryStatus */.uT)(status, true);
class StorageUploader {
    stats = { requests: 0, retries: 0, bytes: 0 };
    #agent;
    #slots;
    #options;
    constructor(options) {
        this.#options = options;
        this.#slots = new concurrency/* Semaphore */.jf(options.concurrency);
        this.#agent = new undici/* Agent */.g6({ connections: options.concurrency, keepAliveTimeout: 10_000 });
    }
    /** Uploads `range` to `url`; returns the ETag storage answered (quotes removed), if any. */
    put(what, url, headers, range) {
        return this.#slots.use(() => this.#putWithRetries(what, url, headers, range));
    }
    async close() {
        await this.#agent.close();
    }
    async #putWithRetries(what, url, headers, range) {
        const { signal } = this.#options;
        const maxAttempts = this.#options.maxAttempts ?? 5;
        const backoff = {
            baseDelayMs: this.#options.backoffBaseMs ?? 500,
            maxDelayMs: this.#options.backoffMaxMs ?? 10_000,
            random: Math.random,
        };
        for (let attempt = 1;; attempt++) {
            signal?.throwIfAborted();
            let failure;
            let retryAfter;
            try {
                this.stats.requests++;
                const response = await (0,undici/* request */.Em)(url, {
                    method: 'PUT',
                    dispatcher: this.#agent,
                    headers: { ...headers, 'content-length': String(range.length) },
                    body: range.length === 0 ? '' : (0,external_node_fs_.createReadStream)(range.path, rangeOf(range)),
                    ...(signal ? { signal } : {}),
                });
                const text = await response.body.text();
                if (response.statusCode < 300) {
                    this.stats.bytes += range.length;
                    const etag = response.headers.etag;
                    return (Array.isArray(etag) ? etag[0] : etag)?.replace(/^(W\/)?"|"$/g, '');
                }
                failure = new StorageError(`storage answered HTTP ${response.statusCode} to the PUT of ${what}${detail(text)}`, response.statusCode);
                if (!retryable(response.statusCode))
                    throw failure;
                retryAfter = (0,retry/* parseRetryAfter */.mu)(response.headers['retry-after'], (0,clock/* currentClock */.q6)().now());
            }
            catch (error) {
                if (signal?.aborted)
                    throw signal.reason;
                if (error instanceof StorageError && !retryable(error.status))
                    throw error;
                if (error instanceof StorageError)
                    failure = error;
                else {
                    failure = new StorageError(`the PUT of ${what} failed: ${reasonOf(error)}`);
                    if ((0,retry/* classifyNetworkError */.LW)(error).kind === 'fatal')
                        throw failure;
                }
            }
            if (attempt >= maxAttempts) {
                throw new StorageError(`${failure.message} (gave up after ${attempt} attempts)`, failure.status);
            }
            const delay = (0,retry/* retryDelay */.a2)(attempt, retryAfter, backoff);
            this.stats.retries++;
            this.#options.onRetry?.(what, attempt, failure.message, delay);
            await (0,clock/* currentClock */.q6)().sleep(delay, signal);
        }
    }
}
function rangeOf(range) {
    return { start: range.start, end: range.start + range.length - 1 };
}
function detail(text) {
    const trimmed = text.trim().replace(/\s+/g, ' ');
    if (trimmed === '')
        return '';
    return `: ${trimmed.length > 200 ? `${trimmed.slice(0, 200)}…` : trimmed}`;
}
function reasonOf(error) {
    if (!(error instanceof Error))
        return String(error);
    const code = error.code;
    return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}

;// CONCATENATED MODULE: ./src/cdn/upload-object.ts




/** Parts presigned per call: enough to keep the pipeline fed, few enough that URLs do not expire unused. */
const PARTS_PER_PRESIGN = 100;
/** One object: a direct upload (presign → PUT → finalize), or multipart above the threshold. */
async function uploadObject(ctx, source) {
    if (source.size > ctx.tuning.thresholdBytes)
        return uploadMultipart(ctx, source);
    let presigned;
    try {
        presigned = await ctx.api.presign(ctx.bucketId, source);
    }
    catch (error) {
        // The platform's own threshold may be lower than ours; it says so, and multipart always works.
        if (error instanceof errors/* PlatformApiError */.es && error.status === 400 && error.code === 'use_multipart') {
            ctx.logger.debug(`${source.key}: the platform asks for multipart; switching.`);
            return uploadMultipart(ctx, source);
        }
        throw error;
    }
    const headers = { 'content-type': source.contentType, ...presigned.headers };
    await ctx.storage.put(source.key, presigned.url, headers, {
        path: source.sourcePath,
        start: 0,
        length: source.size,
    });
    return { asset: await ctx.api.finalize(ctx.bucketId, source, presigned.uploadId) };
}
async function uploadMultipart(ctx, source) {
    const { api, bucketId } = ctx;
    const layout = partLayout(source.size, ctx.tuning.minPartBytes);
    const uploadId = await api.startMultipart(bucketId, source);
    ctx.logger.info(`${source.key}: multipart upload ${uploadId}, ${layout.count} part(s) of up to ${layout.partSize} bytes`);
    try {
        const urlOf = presignedParts(ctx, uploadId, layout.count);
        const etags = new Array(layout.count);
        const numbers = Array.from({ length: layout.count }, (_, index) => index + 1);
        await (0,concurrency/* forEachLimited */.vP)(numbers, ctx.concurrency, async (partNumber) => {
            const url = await urlOf(partNumber);
            const range = partRange(source.size, layout, partNumber);
            const what = `${source.key} (part ${partNumber} of ${layout.count})`;
            const etag = await ctx.storage.put(what, url, {}, { path: source.sourcePath, ...range });
            if (!etag)
                throw new StorageError(`storage answered the PUT of ${what} without an ETag`);
            etags[partNumber - 1] = etag;
        }, { signal: ctx.signal });
        const parts = etags.map((etag, index) => ({ partNumber: index + 1, etag }));
        return { asset: await api.completeMultipart(bucketId, uploadId, parts), parts: layout.count };
    }
    catch (error) {
        // Parts already stored cost space until the upload is aborted; abort whatever went wrong.
        await api.abortMultipart(bucketId, uploadId).then(() => ctx.logger.info(`${source.key}: aborted multipart upload ${uploadId}.`), (abortError) => ctx.logger.warning(`${source.key}: could not abort multipart upload ${uploadId} (${abortError instanceof Error ? abortError.message : String(abortError)}); its parts may stay stored until the platform expires them.`));
        throw error;
    }
}
/** Part URLs, presigned lazily in batches, the next batch requested as soon as one is first used. */
function presignedParts(ctx, uploadId, count) {
    const batches = new Map();
    const batch = (index) => {
        let pending = batches.get(index);
        if (pending === undefined) {
            const first = index * PARTS_PER_PRESIGN + 1;
            const numbers = Array.from({ length: Math.min(PARTS_PER_PRESIGN, count - first + 1) }, (_, offset) => first + offset);
            pending = ctx.api.presignParts(ctx.bucketId, uploadId, numbers);
            pending.catch(() => undefined);
            batches.set(index, pending);
        }
        return pending;
    };
    return async (partNumber) => {
        const index = Math.floor((partNumber - 1) / PARTS_PER_PRESIGN);
        if ((index + 1) * PARTS_PER_PRESIGN < count)
            void batch(index + 1);
        return (await batch(index)).get(partNumber);
    };
}

;// CONCATENATED MODULE: ./src/cdn/apply-uploads.ts


/**
 * HTML goes last: a page is replaced only once every asset it may reference is in place, so a
 * visitor never gets new HTML pointing at a script that is not there yet. If anything before failed,
 * the HTML is not uploaded at all (the old pages keep referencing the old, still present, assets).
 */
function uploadPhases(uploads) {
    const isPage = (upload) => /\.html?$/i.test(upload.key);
    // Big files first, so a large multipart upload does not start last and become the tail.
    const bySize = (a, b) => b.file.size - a.file.size;
    return [uploads.filter((u) => !isPage(u)).sort(bySize), uploads.filter(isPage).sort(bySize)].filter((phase) => phase.length > 0);
}
const keyOf = (upload) => upload.key;
async function applyUploads(ctx, uploads, onUploaded) {
    const report = { uploaded: [], failed: [], notAttempted: 0 };
    const phases = uploadPhases(uploads);
    for (const [index, phase] of phases.entries()) {
        if (report.failed.length > 0 || report.fatal !== undefined) {
            report.notAttempted += phase.length;
            continue;
        }
        const settledBefore = report.uploaded.length + report.failed.length;
        const upload = async (planned) => {
            const source = { ...planned, size: planned.file.size, sourcePath: planned.file.sourcePath };
            const done = { upload: planned, ...(await uploadObject(ctx, source)) };
            report.uploaded.push(done);
            onUploaded(done);
        };
        const { fatal } = await forEachObject(phase, keyOf, upload, report.failed, { ...ctx, verb: 'upload' });
        if (fatal !== undefined) {
            report.fatal = fatal;
            const settled = report.uploaded.length + report.failed.length - settledBefore;
            report.notAttempted += phase.length - settled;
        }
        if (index === 0 && phases.length > 1 && report.failed.length > 0) {
            ctx.logger.warning('Some uploads failed, so the HTML pages are not replaced in this run.');
        }
    }
    return report;
}

;// CONCATENATED MODULE: ./src/cdn/asset-hash.ts

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const HEX_MD5 = /^[0-9a-f]{32}$/i;
const BASE64_SHA256 = /^[A-Za-z0-9+/_-]{43}=?$/;
function normaliseSha256(value) {
    if (value === undefined)
        return undefined;
    const text = value.trim().replace(/^sha256[:=-]/i, '');
    if (HEX_SHA256.test(text))
        return text.toLowerCase();
    if (BASE64_SHA256.test(text)) {
        const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
        if (bytes.length === 32)
            return bytes.toString('hex');
    }
    return undefined;
}
function normaliseMd5(value) {
    const text = value?.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return text !== undefined && HEX_MD5.test(text) ? text.toLowerCase() : undefined;
}
function remoteDigest(asset) {
    const sha256 = normaliseSha256(asset.sha256) ??
        normaliseSha256((0,decode/* stringField */.OM)(asset.raw, 'checksum', 'contentSha256', 'sha256Checksum', 'digest'));
    const md5 = normaliseMd5(asset.etag) ?? normaliseMd5((0,decode/* stringField */.OM)(asset.raw, 'md5', 'contentMd5', 'md5Hash'));
    return { ...(sha256 ? { sha256 } : {}), ...(md5 ? { md5 } : {}) };
}
function hasUsableDigest(asset) {
    const digest = remoteDigest(asset);
    return digest.sha256 !== undefined || digest.md5 !== undefined;
}

;// CONCATENATED MODULE: ./src/cdn/manifest.ts


const EMPTY_MANIFEST = { version: 1, entries: new Map() };
/** The manifest in `text`, or undefined when it is not one this action wrote. */
function parseManifest(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!(0,decode/* isRecord */.u4)(value) || value.version !== 1 || !(0,decode/* isRecord */.u4)(value.files))
        return undefined;
    const entries = new Map();
    for (const [key, raw] of Object.entries(value.files)) {
        if (!(0,decode/* isRecord */.u4)(raw))
            continue;
        const sha256 = normaliseSha256(typeof raw.sha256 === 'string' ? raw.sha256 : undefined);
        if (sha256 === undefined || typeof raw.size !== 'number')
            continue;
        entries.set(key, {
            sha256,
            size: raw.size,
            ...(typeof raw.contentType === 'string' ? { contentType: raw.contentType } : {}),
            ...(typeof raw.cacheControl === 'string' ? { cacheControl: raw.cacheControl } : {}),
        });
    }
    return { version: 1, entries };
}
/** Sorted keys, so the same content always serialises the same way and an unchanged manifest is not rewritten. */
function serialiseManifest(manifest) {
    const files = {};
    for (const key of [...manifest.entries.keys()].sort())
        files[key] = manifest.entries.get(key);
    return `${JSON.stringify({ version: 1, generator: 'platform-actions/cdn-publish', files }, null, 1)}\n`;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/cdn/keys.ts
/**
 * Object keys. `prefix` is a folder in the bucket: `static/v2`, `/static/v2/` and `static/v2/` all
 * mean the keys `static/v2/<path below the directory>`. Keys follow what object stores take and what
 * makes a working URL: `/`-separated, no empty, `.` or `..` segment, at most 1024 bytes.
 */
const MAX_KEY_BYTES = 1024;
/** Kept in the bucket only when the platform's asset records carry no usable content hash. */
const MANIFEST_NAME = '.platform-publish-manifest.json';
/** The normalised prefix (`''` or ending in `/`), or a reason it is not usable. */
function normalisePrefix(text) {
    const trimmed = text.trim().replace(/^\/+|\/+$/g, '');
    if (trimmed === '')
        return { prefix: '' };
    if (trimmed.includes('\\'))
        return { problem: 'it contains a backslash; separate folders with /' };
    const segments = trimmed.split('/');
    if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
        return { problem: 'it has an empty, "." or ".." folder' };
    }
    return { prefix: `${trimmed}/` };
}
function keyFor(prefix, relativePath) {
    return `${prefix}${relativePath}`;
}
function manifestKey(prefix) {
    return `${prefix}${MANIFEST_NAME}`;
}
/** Why a key cannot be stored, or undefined when it can. */
function keyProblem(key) {
    if (Buffer.byteLength(key) > MAX_KEY_BYTES)
        return `its key is longer than ${MAX_KEY_BYTES} bytes`;
    if (key.includes('\\'))
        return 'its name contains a backslash';
    return undefined;
}

;// CONCATENATED MODULE: ./src/cdn/manifest-store.ts








/** The manifest must never be served stale from a CDN cache: the next run reads it back. */
const MANIFEST_CACHE_CONTROL = 'no-cache, no-store, max-age=0';
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
const READ_TIMEOUT_MS = 60_000;
/**
 * Reads the manifest object through its public URL (cache-busted), or a signed URL for a private
 * bucket. Unreadable means no manifest: every asset it would have vouched for is uploaded again.
 */
async function readManifest(api, bucket, asset, logger, signal) {
    try {
        const url = bucket.visibility === 'private' || asset.url === undefined
            ? await api.signedUrl(asset.id)
            : `${asset.url}${asset.url.includes('?') ? '&' : '?'}v=${encodeURIComponent(asset.etag ?? asset.sha256 ?? String((0,clock/* currentClock */.q6)().now()))}`;
        const { status, text } = await getText(url, signal);
        if (status !== 200)
            throw new Error(`HTTP ${status}`);
        if (text.length > MAX_MANIFEST_BYTES)
            throw new Error('it is too large');
        const manifest = parseManifest(text);
        if (manifest === undefined)
            throw new Error('it is not a manifest this action wrote');
        return manifest;
    }
    catch (error) {
        if (signal?.aborted)
            throw signal.reason;
        logger.warning(`Could not read the publish manifest ${asset.key} (${error instanceof Error ? error.message : String(error)}); files it would vouch for are uploaded again.`);
        return undefined;
    }
}
/** One GET whose wait is bounded on the clock, so a virtual clock in tests decides when it is too long. */
async function getText(url, signal) {
    const timeout = (0,clock/* clockTimeout */.S2)(READ_TIMEOUT_MS);
    try {
        const response = await (0,undici/* request */.Em)(url, {
            method: 'GET',
            signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
        });
        return { status: response.statusCode, text: await response.body.text() };
    }
    finally {
        timeout.clear();
    }
}
async function writeManifest(ctx, prefix, manifest) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'cdn-manifest-'));
    try {
        const path = (0,external_node_path_.join)(dir, 'manifest.json');
        const text = serialiseManifest(manifest);
        await (0,promises_.writeFile)(path, text);
        await uploadObject(ctx, {
            key: manifestKey(prefix),
            size: Buffer.byteLength(text),
            contentType: 'application/json; charset=utf-8',
            cacheControl: MANIFEST_CACHE_CONTROL,
            sourcePath: path,
        });
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/cdn/manifest-plan.ts



function entryOf(object, previous) {
    const cacheControl = object.cacheControl ?? previous?.cacheControl;
    return {
        sha256: object.file.sha256,
        size: object.file.size,
        contentType: object.contentType,
        ...(cacheControl === undefined ? {} : { cacheControl }),
    };
}
/**
 * The manifest after this run: what was uploaded or verified unchanged, plus the earlier entries of
 * assets still in the bucket untouched (a failed upload left its old object, and its old entry, in
 * place); entries of deleted or vanished assets go.
 */
function updatedManifest(input) {
    const previous = input.previous ?? EMPTY_MANIFEST;
    const { plan } = input;
    const remoteKeys = new Set([
        ...plan.skips.map((skip) => skip.key),
        ...plan.uploads.flatMap((upload) => (upload.existing ? [upload.key] : [])),
        ...plan.extra.map((asset) => asset.key),
    ]);
    const entries = new Map();
    for (const [key, entry] of previous.entries)
        if (remoteKeys.has(key))
            entries.set(key, entry);
    for (const skip of plan.skips)
        entries.set(skip.key, entryOf(skip, previous.entries.get(skip.key)));
    for (const { upload } of input.uploaded)
        entries.set(upload.key, entryOf(upload, undefined));
    for (const key of input.deleted)
        entries.delete(key);
    return { version: 1, entries };
}
/** Writes the manifest when it changed; a failure is a warning (the next run re-uploads instead). */
async function saveManifest(ctx, prefix, next, previous) {
    if (previous !== undefined && serialiseManifest(previous) === serialiseManifest(next))
        return 'unchanged';
    try {
        await writeManifest(ctx, prefix, next);
        ctx.logger.info(`Wrote the publish manifest (${next.entries.size} entries): the platform shows no content hashes.`);
        return 'written';
    }
    catch (error) {
        ctx.logger.warning(`Could not write the publish manifest (${messageOf(error)}); the next run uploads the files it cannot verify again.`);
        return 'write failed';
    }
}

;// CONCATENATED MODULE: ./src/cdn/bucket.ts

/** `bucket` is an id or a name; an id wins when one bucket's id is another's name. */
async function resolveBucket(api, idOrName, options) {
    const { found, count } = await api.findBucket(idOrName);
    if (found)
        return { bucket: found, created: false, wouldCreate: false };
    if (!options.create) {
        throw new src_errors/* ConfigurationError */.j1(`Input "bucket": no CDN bucket has the id or name "${idOrName}" (the key sees ${count} bucket(s)): check it, or set \`create-bucket: true\` to create it.`, 'bucket');
    }
    if (options.dryRun) {
        options.logger.info(`Bucket "${idOrName}" does not exist; it would be created (dry run).`);
        return { bucket: undefined, created: false, wouldCreate: true };
    }
    const bucket = await api.createBucket(idOrName);
    options.logger.info(`Created bucket ${bucket.name ?? idOrName} (${bucket.id}).`);
    return { bucket, created: true, wouldCreate: false };
}

;// CONCATENATED MODULE: ./src/cdn/glob.ts
class GlobSyntaxError extends Error {
    name = 'GlobSyntaxError';
}
function compileGlob(pattern) {
    const trimmed = pattern.replace(/^\.\//, '').replace(/^\//, '');
    if (trimmed === '')
        throw new GlobSyntaxError('the pattern is empty');
    const regex = new RegExp(`^${translate(trimmed)}$`, 'u');
    const baseNameOnly = !trimmed.includes('/');
    return {
        pattern,
        matches: (relativePath) => {
            const subject = baseNameOnly ? relativePath.slice(relativePath.lastIndexOf('/') + 1) : relativePath;
            return regex.test(subject);
        },
    };
}
function translate(pattern) {
    let out = '';
    let braces = 0;
    for (let i = 0; i < pattern.length; i++) {
        const char = pattern[i];
        if (char === '*') {
            if (pattern[i + 1] === '*') {
                i++;
                // `**/` also matches no directory at all: `**/a.js` matches `a.js`.
                if (pattern[i + 1] === '/') {
                    i++;
                    out += '(?:.*/)?';
                }
                else
                    out += '.*';
            }
            else
                out += '[^/]*';
        }
        else if (char === '?')
            out += '[^/]';
        else if (char === '[') {
            const end = pattern.indexOf(']', i + 2);
            if (end < 0)
                throw new GlobSyntaxError(`"[" at position ${i + 1} is never closed`);
            let body = pattern.slice(i + 1, end);
            const negated = body.startsWith('!') || body.startsWith('^');
            if (negated)
                body = body.slice(1);
            out += `[${negated ? '^/' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
            i = end;
        }
        else if (char === '{') {
            braces++;
            out += '(?:';
        }
        else if (char === '}' && braces > 0) {
            braces--;
            out += ')';
        }
        else if (char === ',' && braces > 0)
            out += '|';
        else if (char === '\\' && i + 1 < pattern.length) {
            i++;
            out += escapeRegex(pattern[i]);
        }
        else
            out += escapeRegex(char);
    }
    if (braces > 0)
        throw new GlobSyntaxError('a "{" is never closed');
    return out;
}
function escapeRegex(char) {
    return /[.+^${}()|[\]\\/*?]/.test(char) ? `\\${char}` : char;
}

;// CONCATENATED MODULE: ./src/cdn/cache-rules.ts

/** What the input parser reports; the action turns it into a ConfigurationError naming the input. */
class CacheControlSyntaxError extends Error {
    name = 'CacheControlSyntaxError';
}
/** The platform takes up to 200 characters; directives are tokens, optionally `=token` or `="quoted"`. */
const MAX_VALUE_LENGTH = 200;
const DIRECTIVE = /^[A-Za-z][A-Za-z0-9-]*(=([0-9A-Za-z-]+|"[^"]*"))?$/;
function checkCacheControlValue(value) {
    if (value.length > MAX_VALUE_LENGTH)
        return `is longer than ${MAX_VALUE_LENGTH} characters`;
    const directives = value.split(',').map((part) => part.trim());
    const bad = directives.find((directive) => !DIRECTIVE.test(directive));
    if (bad !== undefined)
        return `has "${bad}", which is not a directive like max-age=3600 or no-cache`;
    return undefined;
}
function parseCacheControl(text) {
    const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
    if (lines.length === 0)
        return { kind: 'default' };
    // A Cache-Control value never holds a colon, so a single line without one is a value for every file.
    if (lines.length === 1 && !lines[0].includes(':')) {
        const value = normaliseValue(lines[0]);
        const problem = checkCacheControlValue(value);
        if (problem)
            throw new CacheControlSyntaxError(`the value "${value}" ${problem}`);
        return { kind: 'single', value };
    }
    return { kind: 'rules', rules: lines.map(parseRule) };
}
function parseRule(line, index) {
    const at = line.search(/:(\s|$)/);
    const where = `line ${index + 1} ("${line}")`;
    if (at <= 0)
        throw new CacheControlSyntaxError(`${where} is not of the form \`glob: value\``);
    const pattern = line
        .slice(0, at)
        .trim()
        .replace(/^["']|["']$/g, '');
    const value = normaliseValue(line.slice(at + 1));
    if (value === '')
        throw new CacheControlSyntaxError(`${where} has no value after the colon`);
    const problem = checkCacheControlValue(value);
    if (problem)
        throw new CacheControlSyntaxError(`${where}: the value ${problem}`);
    try {
        return { glob: compileGlob(pattern), value };
    }
    catch (error) {
        const reason = error instanceof GlobSyntaxError ? error.message : String(error);
        throw new CacheControlSyntaxError(`${where}: the glob "${pattern}" is not valid (${reason})`);
    }
}
function normaliseValue(value) {
    return value
        .trim()
        .replace(/^["']|["']$/g, '')
        .split(',')
        .map((part) => part.trim())
        .join(', ');
}
/** The Cache-Control to set on `relativePath` (below `path`), or undefined for the bucket's default. */
function cacheControlFor(policy, relativePath) {
    if (policy.kind === 'default')
        return undefined;
    if (policy.kind === 'single')
        return policy.value;
    return policy.rules.find((rule) => rule.glob.matches(relativePath))?.value;
}
/** Two values are the same policy when they differ only in case and spacing. */
function sameCacheControl(a, b) {
    const canonical = (value) => value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .join(',');
    return canonical(a) === canonical(b);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/cdn/hash-files.ts




/**
 * Files up to this size are read whole: a read stream per file (open, a 64 KiB buffer, its events)
 * cost more than hashing a small file, and most files of a site are small.
 */
const WHOLE_READ_BYTES = 1 << 20;
/** Both digests of a file; a large one in one streaming pass, never held in memory whole. */
async function digestFile(path, signal, knownSize) {
    if (knownSize !== undefined && knownSize <= WHOLE_READ_BYTES) {
        const data = await (0,promises_.readFile)(path, signal ? { signal } : {});
        return {
            sha256: (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex'),
            md5: (0,external_node_crypto_.createHash)('md5').update(data).digest('hex'),
            size: data.length,
        };
    }
    const sha256 = (0,external_node_crypto_.createHash)('sha256');
    const md5 = (0,external_node_crypto_.createHash)('md5');
    let size = 0;
    const stream = (0,external_node_fs_.createReadStream)(path, signal ? { signal } : {});
    for await (const chunk of stream) {
        sha256.update(chunk);
        md5.update(chunk);
        size += chunk.length;
    }
    return { sha256: sha256.digest('hex'), md5: md5.digest('hex'), size };
}
async function hashFiles(files, parallel, signal) {
    return (0,concurrency/* mapLimited */.bB)(files, parallel, async (file) => ({ ...file, ...(await digestFile(file.sourcePath, signal, file.size)) }), { signal });
}

;// CONCATENATED MODULE: ./src/cdn/local-files.ts



async function listLocalFiles(root) {
    const rootReal = await resolveRoot(root);
    const files = [];
    const skipped = [];
    const pending = [{ real: rootReal, rel: '', ancestors: new Set([rootReal]) }];
    while (pending.length > 0) {
        const dir = pending.pop();
        for (const entry of await (0,promises_.readdir)(dir.real, { withFileTypes: true })) {
            const rel = dir.rel === '' ? entry.name : `${dir.rel}/${entry.name}`;
            let real = (0,external_node_path_.join)(dir.real, entry.name);
            let stats;
            if (entry.isSymbolicLink()) {
                const target = await (0,promises_.realpath)(real).catch(() => undefined);
                if (target === undefined || !isInside(rootReal, target)) {
                    skipped.push({ path: rel, reason: 'a symlink that leads outside the directory or nowhere' });
                    continue;
                }
                real = target;
                stats = await (0,promises_.stat)(real);
            }
            const isDirectory = stats ? stats.isDirectory() : entry.isDirectory();
            const isFile = stats ? stats.isFile() : entry.isFile();
            if (isDirectory) {
                if (entry.name === '.git')
                    continue;
                if (dir.ancestors.has(real)) {
                    skipped.push({ path: rel, reason: 'a symlink loop' });
                    continue;
                }
                pending.push({ real, rel, ancestors: new Set([...dir.ancestors, real]) });
            }
            else if (isFile) {
                files.push({ relativePath: rel, sourcePath: real, size: (stats ?? (await (0,promises_.stat)(real))).size });
            }
            else {
                skipped.push({ path: rel, reason: 'not a regular file' });
            }
        }
    }
    files.sort((a, b) => compareBytes(a.relativePath, b.relativePath));
    return { files, skipped };
}
async function resolveRoot(root) {
    const info = await (0,promises_.stat)(root).catch(() => undefined);
    if (!info?.isDirectory()) {
        throw new src_errors/* ConfigurationError */.j1(`Input "path" must be a directory, but ${root} ${info ? 'is not one' : 'does not exist'}: point it at the build output (e.g. dist) and build before this step.`, 'path');
    }
    return (0,promises_.realpath)(root);
}
/**
 * Whether `target` is `root` or below it. `paths` is node:path; tests pass path.win32: there a target
 * on another drive comes back from relative() as an absolute path, which is outside, not a child.
 */
function isInside(root, target, paths = (external_node_path_default())) {
    const rel = paths.relative(root, target);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${paths.sep}`) && !paths.isAbsolute(rel));
}
function compareBytes(a, b) {
    return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

;// CONCATENATED MODULE: ./src/cdn/mime.ts

/*
 * Content-Type by file extension, for the files a build output holds; anything unknown is
 * `application/octet-stream`.
 */
/** Text, sent with `charset=utf-8`: build tools write UTF-8. */
const TEXT_TYPES = {
    html: 'text/html',
    htm: 'text/html',
    css: 'text/css',
    js: 'text/javascript',
    mjs: 'text/javascript',
    cjs: 'text/javascript',
    json: 'application/json',
    map: 'application/json',
    webmanifest: 'application/manifest+json',
    xml: 'application/xml',
    rss: 'application/rss+xml',
    atom: 'application/atom+xml',
    txt: 'text/plain',
    md: 'text/markdown',
    csv: 'text/csv',
    ics: 'text/calendar',
    yaml: 'application/yaml',
    yml: 'application/yaml',
    vtt: 'text/vtt',
};
const BINARY_TYPES = {
    // documents and code
    wasm: 'application/wasm',
    pdf: 'application/pdf',
    // images
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    svg: 'image/svg+xml',
    ico: 'image/x-icon',
    bmp: 'image/bmp',
    tif: 'image/tiff',
    tiff: 'image/tiff',
    // fonts
    woff: 'font/woff',
    woff2: 'font/woff2',
    ttf: 'font/ttf',
    otf: 'font/otf',
    eot: 'application/vnd.ms-fontobject',
    // media
    mp3: 'audio/mpeg',
    ogg: 'audio/ogg',
    wav: 'audio/wav',
    flac: 'audio/flac',
    m4a: 'audio/mp4',
    mp4: 'video/mp4',
    webm: 'video/webm',
    mov: 'video/quicktime',
    m3u8: 'application/vnd.apple.mpegurl',
    ts: 'video/mp2t',
    // archives
    zip: 'application/zip',
    gz: 'application/gzip',
    tgz: 'application/gzip',
    br: 'application/x-brotli',
    zst: 'application/zstd',
    tar: 'application/x-tar',
};
const TYPES = {
    ...Object.fromEntries(Object.entries(TEXT_TYPES).map(([extension, type]) => [extension, `${type}; charset=utf-8`])),
    ...BINARY_TYPES,
};
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
function contentTypeFor(relativePath) {
    const extension = (0,external_node_path_.extname)(relativePath).slice(1).toLowerCase();
    return TYPES[extension] ?? DEFAULT_CONTENT_TYPE;
}
/** The media type without parameters, lower-cased: what decides whether a stored type is still right. */
function mediaType(contentType) {
    return contentType.split(';')[0].trim().toLowerCase();
}

;// CONCATENATED MODULE: ./src/cdn/plan.ts




function planPublish(input) {
    const manifestAt = manifestKey(input.prefix);
    const byKey = new Map();
    let manifestAsset;
    for (const asset of input.assets) {
        if (!asset.key.startsWith(input.prefix))
            continue;
        if (asset.key === manifestAt)
            manifestAsset ??= asset;
        else if (!byKey.has(asset.key))
            byKey.set(asset.key, asset);
    }
    const uploads = [];
    const skips = [];
    const invalid = [];
    const wanted = new Set();
    for (const object of input.desired) {
        const problem = object.key === manifestAt ? 'its key is the manifest this action keeps' : keyProblem(object.key);
        if (problem) {
            invalid.push({ path: object.file.relativePath, reason: problem });
            continue;
        }
        wanted.add(object.key);
        const asset = byKey.get(object.key);
        if (asset === undefined) {
            uploads.push({ ...object, reason: 'new' });
            continue;
        }
        const verdict = compare(object, asset, input.manifest);
        if ('reason' in verdict)
            uploads.push({ ...object, reason: verdict.reason, existing: asset });
        else
            skips.push({ ...object, asset, via: verdict.via });
    }
    const extra = [...byKey.values()].filter((asset) => !wanted.has(asset.key));
    const withoutDigest = [...byKey.values()].filter((asset) => {
        const digest = remoteDigest(asset);
        return digest.sha256 === undefined && digest.md5 === undefined;
    }).length;
    return { uploads, skips, extra, managedCount: byKey.size, withoutDigest, manifestAsset, invalid };
}
function compare(object, asset, manifest) {
    const { file } = object;
    const digest = remoteDigest(asset);
    const entry = manifest?.entries.get(object.key);
    // A manifest entry is only evidence while the asset still has the size it was written for.
    const trusted = entry !== undefined && (asset.size === undefined || asset.size === entry.size);
    let via;
    if (digest.sha256 !== undefined) {
        if (digest.sha256 !== file.sha256)
            return { reason: 'changed' };
        via = 'sha256';
    }
    else if (digest.md5 !== undefined) {
        if (digest.md5 !== file.md5)
            return { reason: 'changed' };
        via = 'etag';
    }
    else if (trusted) {
        if (entry.sha256 !== file.sha256)
            return { reason: 'changed' };
        via = 'manifest';
    }
    else {
        return { reason: 'unverifiable' };
    }
    if (asset.size !== undefined && asset.size !== file.size)
        return { reason: 'changed' };
    const storedType = asset.contentType ?? (trusted ? entry.contentType : undefined);
    if (storedType !== undefined && mediaType(storedType) !== mediaType(object.contentType)) {
        return { reason: 'content-type' };
    }
    const storedCache = asset.cacheControl ?? (trusted ? entry.cacheControl : undefined);
    if (object.cacheControl !== undefined &&
        storedCache !== undefined &&
        !sameCacheControl(storedCache, object.cacheControl)) {
        return { reason: 'cache-control' };
    }
    return { via };
}

// EXTERNAL MODULE: ./src/sync/engine/safety.ts
var safety = __webpack_require__(55246);
;// CONCATENATED MODULE: ./src/cdn/safety.ts

/**
 * The sync engine's delete guard applied to prune: with 10 or more assets under the prefix, deleting
 * more than 30% of them needs `force`, and so does deleting everything because the directory is empty
 * (more often a build that produced nothing, or a wrong `path`, than an intent).
 */
function checkPruneSafety(options) {
    const { deletes, managedCount, localFiles, force } = options;
    if (force || deletes === 0)
        return undefined;
    if (localFiles === 0) {
        return new safety/* UnsafePlanError */.Qm([
            `the directory has no files and prune is on, so it would delete all ${deletes} asset(s) under the prefix`,
        ]);
    }
    if (managedCount < safety/* SAFETY_DEFAULTS */.iv.minManaged)
        return undefined;
    const max = safety/* SAFETY_DEFAULTS */.iv.maxDeletePercent;
    // Whole numbers, as in the engine, so exactly 30% is allowed.
    if (deletes * 100 <= managedCount * max)
        return undefined;
    const share = Math.round((deletes * 100) / managedCount);
    return new safety/* UnsafePlanError */.Qm([
        `prune would delete ${deletes} of ${managedCount} existing assets under the prefix (${share}%, over ${max}%)`,
    ]);
}

;// CONCATENATED MODULE: ./src/cdn/prepare.ts










/** Everything before the first write: list, hash, read the manifest if any, plan, check prune's safety. */
async function preparePublish(options) {
    const { api, logger, signal } = options;
    const normalised = normalisePrefix(options.prefix);
    if ('problem' in normalised) {
        throw new src_errors/* ConfigurationError */.j1(`Input "prefix" is not a usable folder: ${normalised.problem}.`, 'prefix');
    }
    const { prefix } = normalised;
    // A bad path fails before the bucket is looked up (or created); then hashing the directory runs
    // beside the bucket's lookup and listing (issue 27): on a large directory each takes seconds, and
    // neither needs the other until the plan.
    const local = await listLocalFiles(options.root);
    for (const skip of local.skipped)
        logger.warning(`Skipped ${skip.path}: ${skip.reason}.`);
    const stopHashing = new AbortController();
    const hashing = hashFiles(local.files, options.concurrency, signal ? AbortSignal.any([signal, stopHashing.signal]) : stopHashing.signal);
    const listing = (async () => {
        const resolved = await resolveBucket(api, options.bucket, {
            create: options.createBucket,
            dryRun: options.dryRun,
            logger,
        });
        const assets = resolved.bucket ? await api.listAssets(resolved.bucket.id, prefix) : [];
        return { resolved, assets };
    })();
    listing.catch((error) => stopHashing.abort(error));
    // Whichever fails first is the error; the other is stopped (hashing) or left to settle (listing).
    const [{ resolved, assets }, files] = await Promise.all([listing, hashing]);
    const bucket = resolved.bucket;
    const desired = files.map((file) => ({
        file,
        key: keyFor(prefix, file.relativePath),
        contentType: contentTypeFor(file.relativePath),
        cacheControl: cacheControlFor(options.cacheControl, file.relativePath),
    }));
    const firstPlan = planPublish({ desired, assets, prefix, manifest: undefined });
    const manifest = bucket && firstPlan.manifestAsset
        ? await readManifest(api, bucket, firstPlan.manifestAsset, logger, signal)
        : undefined;
    const plan = manifest ? planPublish({ desired, assets, prefix, manifest }) : firstPlan;
    if (plan.invalid.length > 0) {
        const list = plan.invalid.map((i) => `${i.path} (${i.reason})`).join(', ');
        throw new src_errors/* ConfigurationError */.j1(`Input "path": ${plan.invalid.length} file(s) cannot be published: ${list}; rename or remove them.`, 'path');
    }
    const toDelete = options.prune ? plan.extra : [];
    const refusal = checkPruneSafety({
        deletes: toDelete.length,
        managedCount: plan.managedCount,
        localFiles: files.length,
        force: options.force,
    });
    return { prefix, resolved, bucket, files, plan, manifest, toDelete, refusal };
}

;// CONCATENATED MODULE: ./src/cdn/prune.ts


/** Deletes the assets no file stands for. Called only once every upload has succeeded. */
async function pruneAssets(api, assets, options) {
    const report = { deleted: [], failed: [] };
    const prune = async (asset) => {
        // Already gone (another run pruned it) is what we wanted.
        await api.deleteAsset(asset.id).catch((error) => {
            if (!(error instanceof errors/* PlatformApiError */.es && error.status === 404))
                throw error;
        });
        report.deleted.push(asset.key);
        options.logger.info(`deleted ${asset.key}`);
    };
    const { fatal } = await forEachObject(assets, (asset) => asset.key, prune, report.failed, {
        ...options,
        verb: 'delete',
    });
    if (fatal !== undefined)
        report.fatal = fatal;
    return report;
}

;// CONCATENATED MODULE: ./src/cdn/publish.ts








/** list → hash → plan → safety → (dry run stops here) → upload → manifest → prune → usage. */
async function publishDirectory(options) {
    const started = (0,clock/* currentClock */.q6)().now();
    const { api, logger, signal } = options;
    const { prefix, resolved, bucket, plan, manifest, toDelete, refusal } = await preparePublish(options);
    const storage = new StorageUploader({
        concurrency: options.concurrency,
        ...(signal ? { signal } : {}),
        ...(options.storageBackoffMs
            ? { backoffBaseMs: options.storageBackoffMs.base, backoffMaxMs: options.storageBackoffMs.max }
            : {}),
        onRetry: (what, attempt, reason, delay) => logger.info(`Retrying the PUT of ${what} in ${delay} ms (attempt ${attempt} failed: ${reason})`),
    });
    const base = {
        bucketId: bucket?.id,
        bucketName: bucket?.name ?? (resolved.wouldCreate ? options.bucket : undefined),
        bucketCreated: resolved.created,
        prefix,
        dryRun: options.dryRun,
        plan,
        toDelete,
        refusal,
        storage: storage.stats,
    };
    const empty = { uploaded: [], failed: [], notAttempted: 0, prune: undefined, fatal: undefined };
    if (refusal || options.dryRun || !bucket) {
        await storage.close();
        return {
            ...base,
            ...empty,
            pruneHeld: refusal ? 'refused by the safety check' : undefined,
            manifest: manifest ? 'read' : 'not needed',
            bytesUploaded: 0,
            durationMs: (0,clock/* currentClock */.q6)().now() - started,
            uploadMs: 0,
            usage: undefined,
            ok: refusal === undefined,
        };
    }
    const ctx = {
        api,
        bucketId: bucket.id,
        storage,
        tuning: options.tuning,
        concurrency: options.concurrency,
        logger,
        ...(signal ? { signal } : {}),
    };
    const uploadStarted = (0,clock/* currentClock */.q6)().now();
    const report = await applyUploads(ctx, plan.uploads, ({ upload, parts }) => logger.info(`uploaded ${upload.key} (${upload.file.size} bytes, ${upload.reason}${parts ? `, ${parts} parts` : ''})`));
    const uploadMs = (0,clock/* currentClock */.q6)().now() - uploadStarted;
    const clean = report.failed.length === 0 && report.notAttempted === 0 && report.fatal === undefined;
    const pruneHeld = options.prune && !clean ? 'not every upload succeeded, so nothing was deleted' : undefined;
    const prune = options.prune && clean && toDelete.length > 0 ? await pruneAssets(api, toDelete, ctx) : undefined;
    const needsManifest = manifest !== undefined ||
        plan.manifestAsset !== undefined ||
        plan.withoutDigest > 0 ||
        report.uploaded.some(({ asset }) => !hasUsableDigest(asset));
    // After a fatal error (a read key, a cancelled job) writing it would fail or be cut short too.
    const manifestUse = !needsManifest || report.fatal !== undefined
        ? 'not needed'
        : await saveManifest(ctx, prefix, updatedManifest({
            previous: manifest,
            plan,
            uploaded: report.uploaded,
            deleted: prune?.deleted ?? [],
        }), manifest);
    await storage.close();
    const usage = await api.usage().catch((error) => {
        logger.warning(`Could not read the CDN usage totals: ${messageOf(error)}`);
        return undefined;
    });
    const fatal = report.fatal ?? prune?.fatal;
    return {
        ...base,
        uploaded: report.uploaded,
        failed: report.failed,
        notAttempted: report.notAttempted,
        prune,
        pruneHeld,
        manifest: manifestUse,
        fatal,
        bytesUploaded: report.uploaded.reduce((sum, { upload }) => sum + upload.file.size, 0),
        durationMs: (0,clock/* currentClock */.q6)().now() - started,
        uploadMs,
        usage,
        ok: clean && fatal === undefined && (prune?.failed.length ?? 0) === 0,
    };
}

// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
;// CONCATENATED MODULE: ./src/actions/cdn-publish/inputs.ts



/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
function readCdnPublishInputs(inputs) {
    const prefixText = inputs.raw('prefix');
    const prefix = normalisePrefix(prefixText);
    if ('problem' in prefix) {
        throw new src_errors/* ConfigurationError */.j1(`Input "prefix" is not a usable folder ("${prefixText}"): ${prefix.problem}; use a path like static/v2.`, 'prefix');
    }
    return {
        bucket: inputs.id('bucket', 'a CDN bucket id or name', 'set it to the id or the name of the CDN bucket'),
        createBucket: inputs.boolean('create-bucket'),
        path: inputs.required('path', 'set it to the directory to publish, e.g. dist'),
        prefix: prefix.prefix,
        prune: inputs.boolean('prune'),
        force: inputs.boolean('force'),
        dryRun: inputs.boolean('dry-run'),
        cacheControl: readCacheControl(inputs.raw('cache-control')),
        concurrency: inputs.integer('concurrency', 1, 64),
    };
}
function readCacheControl(text) {
    try {
        return parseCacheControl(text);
    }
    catch (error) {
        if (!(error instanceof CacheControlSyntaxError))
            throw error;
        throw new src_errors/* ConfigurationError */.j1(`Input "cache-control": ${error.message}; give one value (e.g. public, max-age=3600) or one \`glob: value\` rule per line.`, 'cache-control');
    }
}

// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __webpack_require__(42408);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
;// CONCATENATED MODULE: ./src/actions/cdn-publish/report.ts


/**
 * The one place a publish's result becomes outputs, the job summary and its closing log line;
 * `apiRequests` is how many platform calls the run made, for the summary.
 */
async function reportPublish(port, writer, result, apiRequests) {
    const outputs = publishOutputs(result);
    for (const [name, value] of Object.entries(outputs))
        writer.set(name, String(value));
    await port.appendSummary(renderPublishSummary(result, apiRequests));
    port.info(`${result.dryRun ? 'Dry run: would upload' : 'Uploaded'} ${outputs.uploaded} file(s) (${outputs.bytes} bytes), skipped ${outputs.skipped}, ${result.dryRun ? 'would delete' : 'deleted'} ${outputs.deleted}.`);
}
/** On a dry run the numbers are what the run would do. */
function publishOutputs(result) {
    if (result.dryRun) {
        const uploaded = result.plan.uploads.length;
        const deleted = result.toDelete.length;
        const bytes = result.plan.uploads.reduce((sum, upload) => sum + upload.file.size, 0);
        return { uploaded, skipped: result.plan.skips.length, deleted, bytes, changed: uploaded + deleted > 0 };
    }
    const uploaded = result.uploaded.length;
    const deleted = result.prune?.deleted.length ?? 0;
    return {
        uploaded,
        skipped: result.plan.skips.length,
        deleted,
        bytes: result.bytesUploaded,
        changed: uploaded + deleted > 0 || result.bucketCreated,
    };
}
function throughput(bytes, ms) {
    if (bytes === 0 || ms <= 0)
        return '–';
    return `${(0,deploy_status/* formatBytes */.z3)(Math.round((bytes * 1000) / ms))}/s`;
}
const MAX_LISTED = 50;
function renderPublishSummary(result, apiRequests) {
    const out = publishOutputs(result);
    const title = `### CDN publish${result.dryRun ? ' (dry run)' : ''}: ${result.bucketName ?? result.bucketId ?? ''}/${result.prefix}`;
    const verb = result.dryRun ? 'To upload' : 'Uploaded';
    const rows = [
        ['Outcome', outcomeLabel(result)],
        [
            'Bucket',
            `${result.bucketName ?? ''} (${result.bucketId ?? 'to be created'})${result.bucketCreated ? ', created' : ''}`,
        ],
        [verb, `${out.uploaded} file(s), ${(0,deploy_status/* formatBytes */.z3)(out.bytes)} (${out.bytes} bytes)`],
        ['Unchanged (skipped)', `${out.skipped} file(s)`],
        [result.dryRun ? 'To delete' : 'Deleted', deletedCell(result, out.deleted)],
    ];
    if (result.failed.length > 0)
        rows.push(['Failed', `${result.failed.length} file(s)`]);
    if (result.notAttempted > 0)
        rows.push(['Not attempted', `${result.notAttempted} file(s)`]);
    if (!result.dryRun) {
        rows.push(['Time', `${(0,deploy_status/* formatDuration */.a3)(result.durationMs)} (uploads ${(0,deploy_status/* formatDuration */.a3)(result.uploadMs)})`]);
        rows.push(['Throughput', throughput(result.bytesUploaded, result.uploadMs)]);
        rows.push([
            'Requests',
            `${apiRequests} API, ${result.storage.requests} storage PUT (${result.storage.retries} retried)`,
        ]);
    }
    rows.push(['Change detection', hashSourceLabel(result)]);
    if (result.usage)
        rows.push(['CDN usage after publishing', usageLabel(result)]);
    const parts = [title, '', (0,markdown/* renderTable */.bo)(['', ''], rows)];
    if (result.refusal)
        parts.push(`**Refused:** ${result.refusal.message}\n`);
    if (result.failed.length > 0) {
        parts.push('**Failed uploads**\n');
        parts.push((0,markdown/* renderTable */.bo)(['Key', 'Why'], result.failed.slice(0, MAX_LISTED).map((f) => [f.key, f.reason])));
    }
    const changes = result.plan.uploads
        .slice(0, MAX_LISTED)
        .map((u) => ['upload', u.key, u.reason, (0,deploy_status/* formatBytes */.z3)(u.file.size)]);
    for (const asset of result.toDelete.slice(0, MAX_LISTED))
        changes.push(['delete', asset.key, 'no such file', '']);
    if (changes.length > 0) {
        const more = result.plan.uploads.length + result.toDelete.length - changes.length;
        parts.push(`<details><summary>Planned changes${more > 0 ? ` (first ${changes.length}, ${more} more)` : ''}</summary>\n`);
        parts.push((0,markdown/* renderTable */.bo)(['Action', 'Key', 'Why', 'Size'], changes));
        parts.push('</details>\n');
    }
    return parts.join('\n');
}
function outcomeLabel(result) {
    if (result.refusal)
        return '❌ Refused by the prune safety check';
    if (result.fatal !== undefined)
        return '❌ Stopped';
    if (!result.ok)
        return '❌ Failed';
    return result.dryRun ? '📝 Planned (nothing written)' : '✅ Published';
}
function deletedCell(result, deleted) {
    if (result.pruneHeld)
        return `0 (${result.pruneHeld})`;
    const kept = result.plan.extra.length - result.toDelete.length;
    return `${deleted} asset(s)${kept > 0 ? `; ${kept} asset(s) with no file kept (prune is off)` : ''}`;
}
function hashSourceLabel(result) {
    const counts = { sha256: 0, etag: 0, manifest: 0 };
    for (const skip of result.plan.skips)
        counts[skip.via]++;
    const used = Object.entries(counts)
        .filter(([, count]) => count > 0)
        .map(([via, count]) => `${count} by ${via}`);
    const manifest = result.manifest === 'not needed' ? '' : `; manifest ${result.manifest}`;
    return `content sha256${used.length > 0 ? ` (${used.join(', ')})` : ''}${manifest}`;
}
function usageLabel(result) {
    const usage = result.usage ?? {};
    const pieces = [];
    if (usage.storageBytes !== undefined)
        pieces.push(`${(0,deploy_status/* formatBytes */.z3)(usage.storageBytes)} stored`);
    if (usage.assetCount !== undefined)
        pieces.push(`${usage.assetCount} assets`);
    if (usage.bucketCount !== undefined)
        pieces.push(`${usage.bucketCount} bucket(s)`);
    if (usage.bandwidthBytes !== undefined)
        pieces.push(`${(0,deploy_status/* formatBytes */.z3)(usage.bandwidthBytes)} served`);
    if (usage.requests !== undefined)
        pieces.push(`${usage.requests} requests`);
    return pieces.join(', ') || 'not reported';
}
/** The one sentence a failed run ends with. */
function failureSentence(result) {
    const parts = [];
    if (result.failed.length > 0) {
        const first = result.failed[0];
        parts.push(`${result.failed.length} of ${result.plan.uploads.length} upload(s) failed (first: ${first.key}: ${first.reason})`);
    }
    if (result.notAttempted > 0)
        parts.push(`${result.notAttempted} upload(s) were not attempted`);
    const pruneFailed = result.prune?.failed ?? [];
    if (pruneFailed.length > 0) {
        parts.push(`${pruneFailed.length} delete(s) failed (first: ${pruneFailed[0].key}: ${pruneFailed[0].reason})`);
    }
    const held = result.pruneHeld ? `; ${result.pruneHeld}` : '';
    return `CDN publish to ${result.bucketName ?? result.bucketId} did not complete: ${parts.join('; ')}${held}. Run it again: files already uploaded are skipped.`;
}

// EXTERNAL MODULE: ./src/actions/cdn-publish/spec.ts
var spec = __webpack_require__(39098);
;// CONCATENATED MODULE: ./src/actions/cdn-publish/run.ts









const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, client, signal, workspace, env }) => {
    const config = readCdnPublishInputs(inputs);
    const result = await publishDirectory({
        api: new CdnApi(client),
        ...config,
        root: (0,external_node_path_.resolve)(workspace, config.path),
        // Lowered only by tests (see multipart-sizing.ts); production uses the platform's 5 GB rule.
        tuning: tuningFromEnv(env),
        logger: port,
        signal,
    });
    await reportPublish(port, outputs, result, client.stats().requests);
    if (result.fatal !== undefined)
        throw result.fatal;
    if (result.refusal)
        throw result.refusal;
    if (!result.ok)
        throw new src_errors/* ActionFailure */.dR(failureSentence(result));
});


/***/ }),

/***/ 81532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bB: () => (/* binding */ mapLimited),
/* harmony export */   jf: () => (/* binding */ Semaphore),
/* harmony export */   vP: () => (/* binding */ forEachLimited)
/* harmony export */ });
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


/***/ })

};
