import type { PlatformClient } from '../api/client.ts';
import { AmbiguousRequestError, PlatformApiError } from '../api/errors.ts';
import {
  type ComputeService,
  getComputeService,
  listComputeServices,
  scaleComputeService,
} from '../api/resources/compute.ts';
import { currentClock } from '../clock.ts';
import { ActionFailure } from '../errors.ts';
import type { Logger } from '../log.ts';
import { type PollPacing, pollAdaptively } from '../poll.ts';

/** A compute service's size: CPUs (fractions allowed) and memory in MB, as the platform counts them. */
export interface ComputeSize {
  readonly cpu: number;
  readonly memoryMb: number;
}

/** What the user asked for: either part may be left as it is. */
export interface WantedSize {
  readonly cpu?: number;
  readonly memoryMb?: number;
}

export type ServiceLookup =
  | { readonly kind: 'found'; readonly service: ComputeService }
  | { readonly kind: 'none'; readonly count: number }
  | { readonly kind: 'several'; readonly ids: readonly string[] };

interface Context {
  readonly logger: Logger;
  readonly signal?: AbortSignal;
}

/**
 * The service `reference` names: an id wins over a name; a name two services share is not guessed
 * at. The list is read whole (an incomplete one throws), so "none" and "several" are never a guess.
 */
export async function lookUpComputeService(
  client: PlatformClient,
  reference: string,
  context: Context,
): Promise<ServiceLookup> {
  const all = await listComputeServices(client, { query: { limit: 100 }, signal: context.signal });
  const byId = all.find((service) => service.id === reference);
  if (byId) return { kind: 'found', service: byId };
  const named = all.filter((service) => service.name === reference);
  if (named.length === 1) return { kind: 'found', service: named[0] as ComputeService };
  if (named.length > 1) return { kind: 'several', ids: named.map((service) => service.id) };
  return { kind: 'none', count: all.length };
}

/** `ml-worker (cs_1)`, or the id alone when the platform gave it no name. */
function serviceLabel(service: Pick<ComputeService, 'id' | 'name'>): string {
  return service.name && service.name !== service.id ? `${service.name} (${service.id})` : service.id;
}

export interface ScalePlan {
  readonly serviceId: string;
  readonly label: string;
  readonly current: ComputeSize;
  readonly wanted: ComputeSize;
  readonly changed: boolean;
}

/** The service's size now, read fresh; a platform answer for another id or without a size is refused. */
export async function readSize(
  client: PlatformClient,
  id: string,
  context: Context,
): Promise<{ service: ComputeService; size: ComputeSize }> {
  const service = await getComputeService(client, id, { signal: context.signal });
  if (service.id !== id) {
    throw new ActionFailure(
      `The platform answered for compute service ${service.id} when asked for ${id}; nothing was changed.`,
    );
  }
  if (service.cpu === undefined || service.memoryMb === undefined) {
    throw new ActionFailure(
      `The platform did not say compute service ${serviceLabel(service)}'s current CPU and memory, so no change can be planned; nothing was changed.`,
    );
  }
  return { service, size: { cpu: service.cpu, memoryMb: service.memoryMb } };
}

export function planScale(service: ComputeService, current: ComputeSize, wanted: WantedSize): ScalePlan {
  const target = { cpu: wanted.cpu ?? current.cpu, memoryMb: wanted.memoryMb ?? current.memoryMb };
  return {
    serviceId: service.id,
    label: serviceLabel(service),
    current,
    wanted: target,
    changed: target.cpu !== current.cpu || target.memoryMb !== current.memoryMb,
  };
}

/** `CPU 4 → 8, memory 16384 MB (unchanged)`: the plan in one line, for the log and the summary. */
export function describePlan(plan: ScalePlan): string {
  const part = (name: string, from: number, to: number, unit = '') =>
    from === to ? `${name} ${from}${unit} (unchanged)` : `${name} ${from}${unit} → ${to}${unit}`;
  return `${part('CPU', plan.current.cpu, plan.wanted.cpu)}, ${part('memory', plan.current.memoryMb, plan.wanted.memoryMb, ' MB')}`;
}

const sameSize = (a: ComputeSize, service: ComputeService) =>
  service.cpu === a.cpu && service.memoryMb === a.memoryMb;

/** Statuses in which the size is still moving. */
const MOVING = ['scaling', 'resizing', 'pending', 'updating', 'provisioning'];
const BROKEN = ['failed', 'failure', 'error', 'errored', 'crashed', 'deleted', 'deleting'];

const statusOf = (service: ComputeService) => (service.status ?? '').toLowerCase();

/**
 * Sends the new size once. An unanswered request or a 409 (a scale already under way, maybe ours)
 * is not sent again: the service is read back, and the wait goes on if it is on its way to the size.
 */
export async function requestScale(client: PlatformClient, plan: ScalePlan, context: Context): Promise<void> {
  const body = { cpu: plan.wanted.cpu, memoryMb: plan.wanted.memoryMb };
  try {
    await scaleComputeService(client, plan.serviceId, body, { signal: context.signal });
  } catch (error) {
    const conflict = error instanceof PlatformApiError && error.status === 409;
    if (!conflict && !(error instanceof AmbiguousRequestError)) throw error;
    const service = await getComputeService(client, plan.serviceId, { signal: context.signal });
    const target = service.raw.scalingTo;
    const heading =
      sameSize(plan.wanted, service) ||
      (typeof target === 'object' &&
        target !== null &&
        (target as Record<string, unknown>).cpu === plan.wanted.cpu &&
        (target as Record<string, unknown>).memoryMb === plan.wanted.memoryMb);
    if (!heading) throw error;
    context.logger.warning(
      `The scale request for ${plan.label} got no clear answer, but the service is already on its way to the size wanted; waiting for it instead of asking twice.`,
    );
  }
}

export type WaitOutcome =
  | { readonly kind: 'reached'; readonly service: ComputeService }
  | { readonly kind: 'timed-out'; readonly service: ComputeService | undefined };

/**
 * Polls until the service reports `size` and no longer says it is scaling, on the project's clock
 * (tests run it on virtual time); a broken status fails at once, cancellation rethrows its reason.
 */
export async function waitForSize(
  client: PlatformClient,
  plan: Pick<ScalePlan, 'serviceId' | 'label'>,
  size: ComputeSize | undefined,
  options: Context & { timeoutMs: number; pacing?: Partial<PollPacing> },
): Promise<WaitOutcome> {
  const deadline = currentClock().now() + options.timeoutMs;
  let last: ComputeService | undefined;
  let lastStatus = '';
  const outcome = await pollAdaptively<ComputeService>(
    async () => {
      const service = await getComputeService(client, plan.serviceId, { signal: options.signal });
      last = service;
      const status = statusOf(service);
      if (BROKEN.includes(status)) {
        throw new ActionFailure(
          `Compute service ${plan.label} is ${service.status} on the platform; look at it in the dashboard and re-run.`,
        );
      }
      const settled = !MOVING.includes(status) && (size === undefined || sameSize(size, service));
      if (settled) return { done: service, moved: true };
      const moved = status !== lastStatus;
      if (moved) options.logger.info(`Compute service ${plan.label} is ${status || 'not there yet'}…`);
      lastStatus = status;
      return { moved };
    },
    { deadline, signal: options.signal, pacing: options.pacing },
  );
  if (outcome.kind === 'done') return { kind: 'reached', service: outcome.value };
  if (outcome.kind === 'cancelled') throw options.signal?.reason ?? new ActionFailure('Cancelled.');
  return { kind: 'timed-out', service: last };
}
