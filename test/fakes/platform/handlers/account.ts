import { createdNow, newId, nowIso } from '../ids.ts';
import { listReply } from '../pagination.ts';
import type { ComputeServiceRecord, TunnelRecord } from '../records-infra.ts';
import type { Runtime } from '../runtime.ts';
import type { Handlers } from '../types.ts';
import {
  allowOnly,
  checkInteger,
  conflict,
  found,
  invalid,
  objectBody,
  optionalString,
  requireInteger,
  SLUG_NAME,
} from '../validate.ts';

const CPU_SIZES = [0.25, 0.5, 1, 2, 4, 8, 16, 32];

/** Tunnels, heavy-compute services and source-host installations. */
export function accountHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  const getTunnel = (id: string): TunnelRecord => found(state.tunnels, 'tunnel', id);
  const getCompute = (id: string): ComputeServiceRecord =>
    found(state.computeServices, 'compute service', id);
  return {
    listTunnels: (ctx) => listReply([...state.tunnels.values()], ctx.query),
    getTunnel: (ctx) => ({ status: 200, body: getTunnel(ctx.params.id!) }),
    createTunnel: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['localPort', 'name']);
      const localPort = requireInteger(body, 'localPort', 1, 65535);
      const id = newId('tun');
      const name = optionalString(body, 'name', SLUG_NAME) ?? `tunnel-${id.slice(4, 10)}`;
      if ([...state.tunnels.values()].some((tunnel) => tunnel.name === name)) {
        throw conflict(`a tunnel named ${name} already exists`, 'already_exists', 'name');
      }
      const tunnel: TunnelRecord = {
        id,
        name,
        localPort,
        publicUrl: `https://${name}.tunnels.platform.test`,
        status: 'active',
        ...createdNow(),
      };
      state.tunnels.set(id, tunnel);
      return { status: 201, body: tunnel };
    },
    setTunnelPort: (ctx) => {
      const tunnel = getTunnel(ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['localPort']);
      tunnel.localPort = requireInteger(body, 'localPort', 1, 65535);
      tunnel.updatedAt = nowIso();
      return { status: 200, body: tunnel };
    },
    deleteTunnel: (ctx) => {
      state.tunnels.delete(getTunnel(ctx.params.id!).id);
      return { status: 204 };
    },
    listComputeServices: (ctx) => listReply([...state.computeServices.values()], ctx.query),
    getComputeService: (ctx) => ({ status: 200, body: getCompute(ctx.params.id!) }),
    scaleComputeService: (ctx) => {
      const service = getCompute(ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['cpu', 'memoryMb']);
      if (body.cpu === undefined && body.memoryMb === undefined)
        throw invalid('cpu', 'give cpu, memoryMb or both');
      if (service.scalingTo) {
        throw conflict(`compute service ${service.id} is still scaling; wait until it is done`, 'scaling');
      }
      const cpu = body.cpu === undefined ? service.cpu : Number(body.cpu);
      if (typeof body.cpu !== 'undefined' && (typeof body.cpu !== 'number' || !CPU_SIZES.includes(cpu))) {
        throw invalid('cpu', `"cpu" must be one of ${CPU_SIZES.join(', ')}`);
      }
      const memoryMb =
        body.memoryMb === undefined ? service.memoryMb : checkInteger('memoryMb', body.memoryMb, 512, 262144);
      if (memoryMb % 256 !== 0) throw invalid('memoryMb', '"memoryMb" must be a multiple of 256');
      if (memoryMb < cpu * 1024)
        throw invalid('memoryMb', `${cpu} CPU needs at least ${cpu * 1024} MB of memory`);
      if (memoryMb > cpu * 8192)
        throw invalid('memoryMb', `${cpu} CPU allows at most ${cpu * 8192} MB of memory`);
      // The new size takes a while: the answer shows the old one, `status: scaling` and the target.
      const settled = service.status;
      service.status = 'scaling';
      service.scalingTo = { cpu, memoryMb };
      service.updatedAt = nowIso();
      runtime.timers.schedule(runtime.options.lifecycle.computeScaleMs, () => {
        service.cpu = cpu;
        service.memoryMb = memoryMb;
        service.status = settled;
        service.scalingTo = null;
        service.updatedAt = nowIso();
      });
      return { status: 200, body: service };
    },
    listRepoHostInstallations: (ctx) => listReply([...state.installations.values()], ctx.query),
  };
}
