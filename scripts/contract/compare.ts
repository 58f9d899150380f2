/**
 * Compares the platform's OpenAPI description with what the toolkit relies on: the route table
 * (src/api/routes.ts: every operation the actions and the `api` action may call, with its method,
 * path and W mark) and our own OpenAPI file (the request body types we send, the answer fields we read).
 */
import { isRecord, unwrap, unwrapList } from '../../src/api/decode.ts';
import { rawStatusOf } from '../../src/api/lifecycle.ts';
import { listKeysFor, singularKeysFor } from '../../src/api/resource-names.ts';
import { idOf } from '../../src/api/resources/records.ts';
import type { Route } from '../../src/api/routes.ts';
import { uploadedSourceUrl } from '../../src/api/upload.ts';
import { pathShape, type SpecOperation } from './openapi.ts';

export type FindingKind = 'missing' | 'moved' | 'extra' | 'full-key' | 'no-key' | 'body-type' | 'fields';

export interface Finding {
  readonly kind: FindingKind;
  /** Our operation name, or the platform's operationId (or method and path) for one we lack. */
  readonly operation: string;
  readonly detail: string;
  /** Would make an action fail against this platform (the check then exits 1). */
  readonly breaking: boolean;
}

/** The forms the client can send an upload in (issue 13): multipart with a `file` field, or the raw zip. */
const UPLOAD_FORMS = ['multipart/form-data', 'application/zip'] as const;
const JSON_TYPE = 'application/json';

const endpoint = (op: { method: string; path: string }) => `${op.method} ${op.path}`;
const mediaType = (type: string) => type.split(';')[0]!.trim().toLowerCase();

function accepts(offered: readonly string[], sent: string): boolean {
  return offered.some((type) => {
    const media = mediaType(type);
    return media === sent || media === '*/*' || media === `${sent.split('/')[0]}/*`;
  });
}

/**
 * The platform's operation for one of our routes: same operationId; else same method and path shape;
 * else, on the same path, a method none of our routes uses there (a method change in a spec that
 * gives no operationIds).
 */
function counterpart(
  route: Route,
  routes: readonly Route[],
  theirs: readonly SpecOperation[],
): SpecOperation | undefined {
  const shape = pathShape(route.path);
  const ourMethods = new Set(routes.filter((r) => pathShape(r.path) === shape).map((r) => r.method));
  // An operationId that is another of ours belongs to that route, wherever it sits.
  const unclaimed = (op: SpecOperation) =>
    op.operationId === undefined || !routes.some((r) => r.operation === op.operationId);
  return (
    theirs.find((op) => op.operationId === route.operation) ??
    theirs.find((op) => unclaimed(op) && op.method === route.method && pathShape(op.path) === shape) ??
    theirs.find(
      (op) =>
        unclaimed(op) &&
        pathShape(op.path) === shape &&
        !ourMethods.has(op.method) &&
        !theirs.some((other) => other.method === route.method && pathShape(other.path) === shape),
    )
  );
}

function compareKeys(route: Route, theirs: SpecOperation): Finding[] {
  const at = { operation: route.operation };
  if (theirs.open && route.group !== 'auth') {
    return [{ ...at, kind: 'no-key', detail: 'the platform states that no key is needed', breaking: false }];
  }
  // §5: a read key permits GET only, so any other method already goes with a full key; only a GET
  // that needs one is new, and it breaks the dry runs that work with a read key.
  if (theirs.fullKey === true && !route.write && route.method === 'GET') {
    const detail = 'the platform requires a full key; we call it with a read key in dry runs';
    return [{ ...at, kind: 'full-key', detail, breaking: true }];
  }
  if (theirs.fullKey === false && route.write) {
    const detail = 'the platform accepts a read key; our table marks it W (full key)';
    return [{ ...at, kind: 'full-key', detail, breaking: false }];
  }
  return [];
}

function compareBody(route: Route, ours: SpecOperation | undefined, theirs: SpecOperation): Finding[] {
  const offered = theirs.requestTypes;
  if (offered.length === 0 || route.method === 'GET' || route.method === 'DELETE') return [];
  const at = { operation: route.operation, kind: 'body-type' as const };
  if (route.operation === 'createUpload') {
    const usable = UPLOAD_FORMS.filter((form) => accepts(offered, form));
    if (usable.length > 0) return [];
    const detail = `the platform takes ${offered.join(', ')}; the client sends ${UPLOAD_FORMS.join(' or ')}`;
    return [{ ...at, detail, breaking: true }];
  }
  const sent = ours?.requestTypes.length ? ours.requestTypes.map(mediaType) : [JSON_TYPE];
  if (sent.some((type) => accepts(offered, type))) return [];
  const detail = `the platform takes ${offered.join(', ')}; we send ${sent.join(', ')}`;
  return [{ ...at, detail, breaking: true }];
}

/** Operations whose answers the actions follow until a state: their records must carry one. */
const STATE_READERS = new Set<string>([
  'createDeployment',
  'getDeployment',
  'listDeployments',
  'createProjectRun',
  'getProjectRun',
  'listProjectRuns',
  'createDatabase',
  'getDatabase',
  'listDatabases',
]);

/** One record of an answer, out of whatever envelope or list the decoders would take it from. */
function recordOf(route: Route, answer: unknown): unknown {
  if (route.method === 'GET' && route.operation.startsWith('list')) {
    return unwrapList(answer, listKeysFor(route))?.[0];
  }
  return unwrap(answer, singularKeysFor(route));
}

/**
 * Where the platform's spec describes an answer's fields, our own decoding helpers read a made-up
 * answer with exactly those fields, and we note the values they could not find: the source URL of an
 * upload, the id of what a create or a list returns, the state of what the actions wait for. Only
 * a hint, never a failure: the spec may describe fewer fields than the platform sends.
 */
function compareAnswer(route: Route, theirs: SpecOperation): Finding[] {
  if (theirs.answerSample === undefined) return [];
  const record = recordOf(route, theirs.answerSample);
  if (!isRecord(record)) return [];
  const lacking: string[] = [];
  if (route.operation === 'createUpload') {
    if (uploadedSourceUrl(theirs.answerSample) === undefined) lacking.push('the source URL to deploy from');
  } else if (/^(create|list)/.test(route.operation) && idOf(record) === undefined) {
    if (!Object.keys(record).some((name) => /id$/i.test(name))) lacking.push('an id');
  }
  if (STATE_READERS.has(route.operation) && rawStatusOf(record) === undefined) lacking.push('a status');
  if (lacking.length === 0) return [];
  const names = Object.keys(record).join(', ');
  const detail = `our decoders find no ${lacking.join(' and no ')} among the answer fields the platform names: ${names}`;
  return [{ operation: route.operation, kind: 'fields', detail, breaking: false }];
}

export function compareSpecs(
  routes: readonly Route[],
  ours: readonly SpecOperation[],
  theirs: readonly SpecOperation[],
): Finding[] {
  const findings: Finding[] = [];
  const matched = new Set<SpecOperation>();
  for (const route of routes) {
    const their = counterpart(route, routes, theirs);
    if (!their) {
      const detail = `${endpoint(route)} is not in the platform's description`;
      findings.push({ kind: 'missing', operation: route.operation, detail, breaking: true });
      continue;
    }
    matched.add(their);
    if (their.method !== route.method || pathShape(their.path) !== pathShape(route.path)) {
      const detail = `${endpoint(route)} is ${endpoint(their)} on the platform`;
      findings.push({ kind: 'moved', operation: route.operation, detail, breaking: true });
    }
    const our = ours.find((op) => op.operationId === route.operation);
    findings.push(...compareKeys(route, their), ...compareBody(route, our, their));
    findings.push(...compareAnswer(route, their));
  }
  for (const their of theirs.filter((op) => !matched.has(op))) {
    const detail = `${endpoint(their)} is on the platform but not in our route table`;
    findings.push({
      kind: 'extra',
      operation: their.operationId ?? endpoint(their),
      detail,
      breaking: false,
    });
  }
  return findings;
}
