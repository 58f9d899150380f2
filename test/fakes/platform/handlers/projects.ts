import { newId, nowIso } from '../ids.ts';
import { listReply } from '../pagination.ts';
import type { ProjectRecord, ProxyRule, StaticRoutingMode } from '../records.ts';
import { getProject, type Runtime } from '../runtime.ts';
import type { Handlers } from '../types.ts';
import {
  allowOnly,
  type Body,
  checkString,
  conflict,
  invalid,
  objectBody,
  oneOf,
  optionalString,
  requireString,
  SLUG_NAME,
} from '../validate.ts';

const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
export const ROUTING_MODES: StaticRoutingMode[] = ['files', 'spa', 'clean-urls'];
const PROJECT_ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;

/** Settings PATCH may change; everything else (id, liveUrl, timestamps) is the platform's. */
const MUTABLE = [
  'name',
  'repository',
  'defaultBranch',
  'framework',
  'buildCommand',
  'installCommand',
  'outputDirectory',
  'rootDirectory',
  'nodeVersion',
  'metadata',
] as const;

export interface NewProject {
  name: string;
  id?: string;
  repository?: string | null;
  framework?: string | null;
}

export function liveUrlOf(origin: string, projectId: string): string {
  return `${origin}/sites/${projectId}/`;
}

/** Creates a project with its default 'web' service, as the dashboard and POST /projects both do. */
export function createProject(runtime: Runtime, input: NewProject): ProjectRecord {
  const { state } = runtime;
  const id = input.id ?? newId('prj');
  if (!PROJECT_ID.test(id) || id === 'd') throw invalid('id', `"${id}" is not a usable project id`);
  if (state.projects.has(id)) throw conflict(`project ${id} already exists`, 'already_exists', 'id');
  checkString('name', input.name, SLUG_NAME);
  if ([...state.projects.values()].some((project) => project.name === input.name)) {
    throw conflict(`a project named ${input.name} already exists`, 'already_exists', 'name');
  }
  if (input.repository && !REPOSITORY.test(input.repository)) {
    throw invalid('repository', '"repository" must look like owner/name');
  }
  const now = nowIso();
  const project: ProjectRecord = {
    id,
    name: input.name,
    repository: input.repository ?? null,
    defaultBranch: 'main',
    framework: input.framework ?? null,
    buildCommand: null,
    installCommand: null,
    outputDirectory: null,
    rootDirectory: null,
    nodeVersion: '24',
    staticRouting: 'files',
    proxyRules: [],
    primaryDomain: null,
    liveUrl: liveUrlOf(runtime.origin, id),
    liveDeploymentId: null,
    latestDeploymentId: null,
    metadata: {},
    createdAt: now,
    updatedAt: now,
  };
  state.projects.set(id, project);
  state.services.set(
    id,
    new Map([
      [
        'web',
        {
          name: 'web',
          projectId: id,
          status: 'running',
          image: `registry.platform.local/${input.name}:latest`,
          replicas: 1,
          restartCount: 0,
          startedAt: now,
          createdAt: now,
          updatedAt: now,
        },
      ],
    ]),
  );
  state.files.set(id, new Map());
  return project;
}

function nullableString(body: Body, name: string): string | null | undefined {
  if (body[name] === null) return null;
  return optionalString(body, name, { max: 200 });
}

function stringMap(name: string, value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(name, `"${name}" must be an object`);
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner !== 'string') throw invalid(`${name}.${key}`, `"${name}.${key}" must be a string`);
  }
  return { ...(value as Record<string, string>) };
}

function applySettings(project: ProjectRecord, body: Body, runtime: Runtime): void {
  if (body.name !== undefined) {
    const name = requireString(body, 'name', SLUG_NAME);
    const taken = [...runtime.state.projects.values()].some(
      (other) => other.name === name && other.id !== project.id,
    );
    if (taken) throw conflict(`a project named ${name} already exists`, 'already_exists', 'name');
    project.name = name;
  }
  if (body.repository !== undefined) {
    project.repository =
      body.repository === null
        ? null
        : requireString(body, 'repository', { pattern: REPOSITORY, hint: 'owner/name' });
  }
  if (body.defaultBranch !== undefined)
    project.defaultBranch = requireString(body, 'defaultBranch', { max: 255 });
  if (body.nodeVersion !== undefined)
    project.nodeVersion = requireString(body, 'nodeVersion', { pattern: /^\d+(\.\d+){0,2}$/ });
  for (const name of [
    'framework',
    'buildCommand',
    'installCommand',
    'outputDirectory',
    'rootDirectory',
  ] as const) {
    const value = nullableString(body, name);
    if (value !== undefined) project[name] = value;
  }
  if (body.metadata !== undefined) project.metadata = stringMap('metadata', body.metadata);
}

function parseProxyRules(value: unknown): ProxyRule[] {
  if (!Array.isArray(value))
    throw invalid('rules', '"rules" must be an array of { prefix, origin, stripPrefix? }');
  return value.map((rule, index) => {
    const field = `rules[${index}]`;
    const entry = objectBody(rule);
    allowOnly(entry, ['prefix', 'origin', 'stripPrefix']);
    const prefix = requireString(entry, 'prefix', { pattern: /^\/\S*$/, hint: 'a path starting with /' });
    const origin = requireString(entry, 'origin');
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw invalid(`${field}.origin`, `"${origin}" is not an absolute URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw invalid(`${field}.origin`, 'origin must be http or https');
    const stripPrefix = entry.stripPrefix;
    if (stripPrefix !== undefined && typeof stripPrefix !== 'boolean')
      throw invalid(`${field}.stripPrefix`, 'stripPrefix must be true or false');
    // The origin is kept as written (a path included), as a rule's GET shows it back.
    return stripPrefix === undefined ? { prefix, origin } : { prefix, origin, stripPrefix };
  });
}

export function projectHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  return {
    listProjects: (ctx) => listReply([...state.projects.values()], ctx.query),
    createProject: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['name', ...MUTABLE.filter((name) => name !== 'name')]);
      const name = requireString(body, 'name', { max: 63 });
      const project = createProject(runtime, { name });
      try {
        applySettings(project, body, runtime);
      } catch (error) {
        state.projects.delete(project.id);
        state.services.delete(project.id);
        state.files.delete(project.id);
        throw error;
      }
      return { status: 201, body: project };
    },
    getProject: (ctx) => ({ status: 200, body: getProject(runtime, ctx.params.id!) }),
    updateProject: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, MUTABLE);
      const draft = structuredClone(project);
      applySettings(draft, body, runtime);
      Object.assign(project, draft, { updatedAt: nowIso() });
      return { status: 200, body: project };
    },
    getStaticRouting: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      return {
        status: 200,
        body: { projectId: project.id, mode: project.staticRouting, updatedAt: project.updatedAt },
      };
    },
    setStaticRouting: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['mode']);
      project.staticRouting = oneOf('mode', body.mode, ROUTING_MODES);
      project.updatedAt = nowIso();
      return {
        status: 200,
        body: { projectId: project.id, mode: project.staticRouting, updatedAt: project.updatedAt },
      };
    },
    listProxyRules: (ctx) =>
      listReply(getProject(runtime, ctx.params.id!).proxyRules, ctx.query, (rule) => rule.prefix),
    setProxyRules: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['rules']);
      const rules = parseProxyRules(body.rules);
      const prefixes = new Set(rules.map((rule) => rule.prefix));
      if (prefixes.size !== rules.length) throw invalid('rules', 'each prefix may appear only once');
      project.proxyRules = rules;
      project.updatedAt = nowIso();
      return { status: 200, body: { projectId: project.id, rules, updatedAt: project.updatedAt } };
    },
  };
}
