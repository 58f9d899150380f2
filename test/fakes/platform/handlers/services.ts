import { nowIso } from '../ids.ts';
import { listReply } from '../pagination.ts';
import type { ServiceRecord } from '../records.ts';
import { getOrCreate, getProject, type Runtime } from '../runtime.ts';
import { simulateCommand } from '../shell.ts';
import type { StoredValue } from '../state.ts';
import { type Handlers, PlatformHttpError } from '../types.ts';
import {
  allowOnly,
  checkString,
  ENV_NAME,
  ENV_NAME_HINT,
  invalid,
  notFound,
  objectBody,
  requireString,
} from '../validate.ts';
import { namesOf } from './env.ts';

const ACTIONS = ['start', 'stop', 'restart'] as const;

/** A project's containers (each project starts with a running 'web'), their control, exec and own env. */
export function serviceHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  const getService = (projectId: string, name: string): ServiceRecord => {
    const project = getProject(runtime, projectId);
    const service = state.services.get(project.id)?.get(name);
    if (!service) throw notFound(`service ${name} of project`, project.id);
    return service;
  };
  const envOf = (service: ServiceRecord) =>
    getOrCreate(
      state.serviceEnv,
      `${service.projectId}/${service.name}`,
      () => new Map<string, StoredValue>(),
    );
  return {
    listProjectServices: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      return listReply(
        [...(state.services.get(project.id)?.values() ?? [])],
        ctx.query,
        (service) => service.name,
      );
    },
    controlProjectService: (ctx) => {
      const service = getService(ctx.params.id!, ctx.params.service!);
      const action = ctx.params.action!;
      if (!(ACTIONS as readonly string[]).includes(action)) {
        throw invalid('action', `unknown action "${action}"; use start, stop or restart`);
      }
      const now = nowIso();
      if (action === 'stop') {
        service.status = 'stopped';
        service.startedAt = null;
      } else {
        if (action === 'restart') service.restartCount++;
        if (action === 'restart' || service.status !== 'running') service.startedAt = now;
        service.status = 'running';
      }
      service.updatedAt = now;
      return { status: 200, body: service };
    },
    execProjectService: (ctx) => {
      const service = getService(ctx.params.id!, ctx.params.service!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['command']);
      const command = requireString(body, 'command', { max: 4096 });
      if (service.status !== 'running') {
        throw new PlatformHttpError(
          409,
          'service_not_running',
          `service ${service.name} is stopped; start it first`,
        );
      }
      const startedAt = nowIso();
      return {
        status: 200,
        body: {
          service: service.name,
          command,
          ...simulateCommand(command),
          startedAt,
          finishedAt: nowIso(),
        },
      };
    },
    listServiceEnv: (ctx) => {
      const service = getService(ctx.params.id!, ctx.params.service!);
      return listReply(
        namesOf(state.serviceEnv.get(`${service.projectId}/${service.name}`)),
        ctx.query,
        (entry) => entry.name,
      );
    },
    setServiceEnvVar: (ctx) => {
      const service = getService(ctx.params.id!, ctx.params.service!);
      const name = ctx.params.name!;
      if (!ENV_NAME.test(name))
        throw invalid('name', `variable name "${name}" is not valid: ${ENV_NAME_HINT}`);
      const body = objectBody(ctx.body);
      allowOnly(body, ['value']);
      const value = checkString('value', body.value, { min: 0 });
      const env = envOf(service);
      const created = !env.has(name);
      const updatedAt = nowIso();
      env.set(name, { value, updatedAt });
      return { status: created ? 201 : 200, body: { service: service.name, name, updatedAt } };
    },
    deleteServiceEnvVar: (ctx) => {
      const service = getService(ctx.params.id!, ctx.params.service!);
      if (!envOf(service).delete(ctx.params.name!))
        throw notFound(`variable ${ctx.params.name} of service`, service.name);
      return { status: 204 };
    },
  };
}
