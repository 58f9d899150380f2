import { queueDeployment } from '../build.ts';
import { nowIso } from '../ids.ts';
import { listReply } from '../pagination.ts';
import { getProject, type Runtime } from '../runtime.ts';
import type { StoredValue } from '../state.ts';
import type { Handlers } from '../types.ts';
import { allowOnly, ENV_NAME, ENV_NAME_HINT, invalid, objectBody } from '../validate.ts';

/** Validates `{ NAME: "value" }`; the error names the exact offending variable. */
export function parseVariables(value: unknown, field = 'variables'): Map<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(field, `"${field}" is required and must be an object mapping names to string values`);
  }
  const out = new Map<string, string>();
  for (const [name, inner] of Object.entries(value)) {
    if (!ENV_NAME.test(name))
      throw invalid(`${field}.${name}`, `variable name "${name}" is not valid: ${ENV_NAME_HINT}`);
    if (typeof inner !== 'string') throw invalid(`${field}.${name}`, `the value of ${name} must be a string`);
    out.set(name, inner);
  }
  return out;
}

export function namesOf(values: Map<string, StoredValue> | undefined): { name: string; updatedAt: string }[] {
  return [...(values ?? new Map<string, StoredValue>())]
    .map(([name, stored]) => ({ name, updatedAt: stored.updatedAt }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function envHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  return {
    listProjectEnv: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      return listReply(namesOf(state.env.get(project.id)), ctx.query, (entry) => entry.name);
    },
    setProjectEnv: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['variables']);
      const incoming = parseVariables(body.variables);
      const previous = state.env.get(project.id) ?? new Map<string, StoredValue>();
      const now = nowIso();
      const next = new Map<string, StoredValue>();
      for (const [name, value] of incoming) {
        const old = previous.get(name);
        // An unchanged value keeps its updatedAt, so clients can see what a sync really changed.
        next.set(name, old && old.value === value ? old : { value, updatedAt: now });
      }
      state.env.set(project.id, next);
      // "A redeploy is triggered": rebuild the project's last source; a never-deployed project has none.
      const last = project.latestDeploymentId ? state.deployments.get(project.latestDeploymentId) : undefined;
      const redeploy = last ? queueDeployment(runtime, project, last.source, 'env') : undefined;
      return {
        status: 200,
        body: {
          projectId: project.id,
          variables: [...next.keys()].sort(),
          deploymentId: redeploy?.id ?? null,
          updatedAt: now,
        },
      };
    },
  };
}
