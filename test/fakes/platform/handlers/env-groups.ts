import { createdNow, newId, nowIso } from '../ids.ts';
import { listReply } from '../pagination.ts';
import type { EnvGroupRecord } from '../records.ts';
import { getOrCreate, getProject, type Runtime } from '../runtime.ts';
import type { StoredValue } from '../state.ts';
import type { Handlers } from '../types.ts';
import {
  allowOnly,
  checkString,
  conflict,
  created,
  ENV_NAME,
  ENV_NAME_HINT,
  found,
  invalid,
  notFound,
  objectBody,
  optionalString,
  requireString,
} from '../validate.ts';
import { namesOf } from './env.ts';

const GROUP_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}$/;

/**
 * Reusable variable groups. Values are write-only like project env. Attaching a group that is already
 * attached is a no-op answering 200 (201 the first time), so "ensure attached" needs no list first.
 */
export function envGroupHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  const getGroup = (id: string): EnvGroupRecord => found(state.envGroups, 'env group', id);
  const refresh = (group: EnvGroupRecord, now = nowIso()): EnvGroupRecord => {
    group.variables = namesOf(state.envGroupValues.get(group.id));
    group.updatedAt = now;
    return group;
  };
  const values = (group: EnvGroupRecord) =>
    getOrCreate(state.envGroupValues, group.id, () => new Map<string, StoredValue>());
  const uniqueName = (name: string, except?: string) => {
    if ([...state.envGroups.values()].some((group) => group.name === name && group.id !== except)) {
      throw conflict(`an env group named ${name} already exists`, 'already_exists', 'name');
    }
  };
  const varName = (name: string) => {
    if (!ENV_NAME.test(name)) throw invalid('name', `variable name "${name}" is not valid: ${ENV_NAME_HINT}`);
    return name;
  };
  return {
    listEnvGroups: (ctx) => listReply([...state.envGroups.values()], ctx.query),
    createEnvGroup: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['name', 'description']);
      const name = requireString(body, 'name', {
        pattern: GROUP_NAME,
        hint: 'letters, digits, spaces, _ . -',
      });
      uniqueName(name);
      const group: EnvGroupRecord = {
        id: newId('eg'),
        name,
        description: optionalString(body, 'description', { max: 500 }) ?? null,
        variables: [],
        projectIds: [],
        ...createdNow(),
      };
      return created(state.envGroups, group);
    },
    getEnvGroup: (ctx) => ({ status: 200, body: getGroup(ctx.params.id!) }),
    updateEnvGroup: (ctx) => {
      const group = getGroup(ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['name', 'description']);
      const name = optionalString(body, 'name', {
        pattern: GROUP_NAME,
        hint: 'letters, digits, spaces, _ . -',
      });
      if (name !== undefined) {
        uniqueName(name, group.id);
        group.name = name;
      }
      if (body.description !== undefined)
        group.description =
          body.description === null ? null : requireString(body, 'description', { max: 500 });
      group.updatedAt = nowIso();
      return { status: 200, body: group };
    },
    deleteEnvGroup: (ctx) => {
      const group = getGroup(ctx.params.id!);
      state.envGroups.delete(group.id);
      state.envGroupValues.delete(group.id);
      return { status: 204 };
    },
    createEnvGroupVar: (ctx) => {
      const group = getGroup(ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['name', 'value']);
      const name = varName(requireString(body, 'name'));
      const value = checkString('value', body.value, { min: 0 });
      const existed = values(group).has(name);
      const now = nowIso();
      values(group).set(name, { value, updatedAt: now });
      refresh(group, now);
      return { status: existed ? 200 : 201, body: { groupId: group.id, name, updatedAt: now } };
    },
    updateEnvGroupVar: (ctx) => {
      const group = getGroup(ctx.params.id!);
      const name = ctx.params.name!;
      if (!values(group).has(name)) throw notFound(`variable ${name} of env group`, group.id);
      const body = objectBody(ctx.body);
      allowOnly(body, ['value']);
      const now = nowIso();
      values(group).set(name, { value: checkString('value', body.value, { min: 0 }), updatedAt: now });
      refresh(group, now);
      return { status: 200, body: { groupId: group.id, name, updatedAt: now } };
    },
    deleteEnvGroupVar: (ctx) => {
      const group = getGroup(ctx.params.id!);
      if (!values(group).delete(ctx.params.name!))
        throw notFound(`variable ${ctx.params.name} of env group`, group.id);
      refresh(group);
      return { status: 204 };
    },
    listProjectEnvGroups: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      return listReply(
        [...state.envGroups.values()].filter((group) => group.projectIds.includes(project.id)),
        ctx.query,
      );
    },
    attachProjectEnvGroup: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['groupId']);
      const group = state.envGroups.get(requireString(body, 'groupId'));
      if (!group) throw invalid('groupId', `env group ${String(body.groupId)} not found`);
      if (group.projectIds.includes(project.id)) return { status: 200, body: group };
      group.projectIds.push(project.id);
      group.updatedAt = nowIso();
      return { status: 201, body: group };
    },
    detachProjectEnvGroup: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const group = getGroup(ctx.params.groupId!);
      if (!group.projectIds.includes(project.id)) {
        throw notFound(`attachment of env group ${group.id} to project`, project.id);
      }
      group.projectIds = group.projectIds.filter((id) => id !== project.id);
      group.updatedAt = nowIso();
      return { status: 204 };
    },
  };
}
