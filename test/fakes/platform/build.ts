import { newId, nowIso } from './ids.ts';
import type {
  DeploymentRecord,
  DeploymentSource,
  DeploymentTrigger,
  LogLine,
  ProjectRecord,
  SourceFile,
} from './records.ts';
import type { Runtime } from './runtime.ts';
import { fetchSource, selectOutput } from './site-sources.ts';
import type { BuildOutput } from './state.ts';

/**
 * The deployment lifecycle on timers: queued → building → live | failed, writing build log lines
 * as it goes, so clients can be tested polling status and streaming logs.
 */

const FAIL_MARKER = '.platform/fail-build';

export function queueDeployment(
  runtime: Runtime,
  project: ProjectRecord,
  source: DeploymentSource,
  trigger: DeploymentTrigger,
): DeploymentRecord {
  const now = nowIso();
  const deployment: DeploymentRecord = {
    id: newId('dpl'),
    projectId: project.id,
    status: 'queued',
    source,
    sourceTarballUrl: source.type === 'upload' ? source.sourceTarballUrl : null,
    branch: 'branch' in source ? source.branch : null,
    commitSha: 'commitSha' in source ? source.commitSha : null,
    trigger,
    url: null,
    error: null,
    startedAt: null,
    finishedAt: null,
    liveAt: null,
    createdAt: now,
    updatedAt: now,
  };
  runtime.state.deployments.set(deployment.id, deployment);
  runtime.state.builds.set(deployment.id, { logs: [], files: new Map(), env: buildEnv(runtime, project.id) });
  project.latestDeploymentId = deployment.id;
  // The files tree can change before the build starts; a files deploy builds what was there when asked.
  const snapshot = source.type === 'files' ? new Map(runtime.state.files.get(project.id)) : undefined;
  runtime.timers.schedule(runtime.options.build.queuedMs, () =>
    onceSeen(runtime, deployment, () => runBuild(runtime, deployment, snapshot)),
  );
  return deployment;
}

/** Group variables first, then the project's own, which win on a clash. */
function buildEnv(runtime: Runtime, projectId: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const group of runtime.state.envGroups.values()) {
    if (!group.projectIds.includes(projectId)) continue;
    for (const [name, stored] of runtime.state.envGroupValues.get(group.id) ?? []) env[name] = stored.value;
  }
  for (const [name, stored] of runtime.state.env.get(projectId) ?? []) env[name] = stored.value;
  return env;
}

interface Plan {
  lines: string[];
  files: Map<string, Buffer>;
  /** The whole source, which becomes the project's editable files tree when the build goes live. */
  sourceFiles: Map<string, Buffer>;
  failure: string | null;
}

async function plan(
  runtime: Runtime,
  project: ProjectRecord,
  deployment: DeploymentRecord,
  snapshot: Map<string, SourceFile> | undefined,
): Promise<Plan> {
  const lines = [
    `Build started for ${project.name} (deployment ${deployment.id}, trigger ${deployment.trigger})`,
  ];
  const forced = runtime.state.failNextBuild.get(project.id);
  if (forced !== undefined) runtime.state.failNextBuild.delete(project.id);
  const source = await fetchSource(runtime, project, deployment, snapshot);
  if ('error' in source) return fail(lines, source.error);
  lines.push(`Fetched source: ${source.describe}`);
  const envCount = Object.keys(runtime.state.builds.get(deployment.id)?.env ?? {}).length;
  lines.push(`Environment: ${envCount} variable(s) set`);
  if (source.files.has(FAIL_MARKER)) {
    const reason =
      source.files.get(FAIL_MARKER)!.toString('utf8').trim() || `the source contains ${FAIL_MARKER}`;
    return fail(lines, reason);
  }
  if (forced !== undefined) {
    lines.push('Running build command');
    return fail(lines, forced);
  }
  const output = selectOutput(source.files, project.outputDirectory);
  if (!output) {
    return fail(lines, `output directory ${project.outputDirectory} was not found in the source`);
  }
  if (output.size === 0) return fail(lines, 'the source has no files');
  for (const [path, data] of [...output].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`built ${path} (${data.length} bytes)`);
  }
  return { lines, files: output, sourceFiles: source.files, failure: null };
}

function fail(lines: string[], reason: string): Plan {
  return { lines: [...lines, `error: ${reason}`], files: new Map(), sourceFiles: new Map(), failure: reason };
}

async function runBuild(
  runtime: Runtime,
  deployment: DeploymentRecord,
  snapshot: Map<string, SourceFile> | undefined,
): Promise<void> {
  const project = runtime.state.projects.get(deployment.projectId);
  const output = runtime.state.builds.get(deployment.id);
  if (!project || !output) return;
  deployment.status = 'building';
  deployment.startedAt = nowIso();
  deployment.updatedAt = deployment.startedAt;
  const planned = await plan(runtime, project, deployment, snapshot);
  const { buildingMs, logLineIntervalMs } = runtime.options.build;
  const interval = Math.min(logLineIntervalMs, buildingMs / Math.max(1, planned.lines.length));
  // Node runs timers of different durations out of order when the loop is late and another timer of
  // the later duration was armed first, so each timer writes every line up to its own, in order.
  let written = 0;
  const writeUpTo = (index: number) => {
    for (; written <= index; written++) appendLog(output, planned.lines[written]!);
  };
  planned.lines.forEach((_, index) => {
    if (index === 0) writeUpTo(0);
    else runtime.timers.schedule(Math.round(index * interval), () => writeUpTo(index));
  });
  runtime.timers.schedule(Math.max(buildingMs, Math.round(planned.lines.length * interval)), () => {
    writeUpTo(planned.lines.length - 1);
    onceSeen(runtime, deployment, () => finishBuild(runtime, project, deployment, output, planned));
  });
}

/** Runs `next` now, or with build.advanceWhenSeen once a GET has shown the deployment's status. */
function onceSeen(
  runtime: Runtime,
  deployment: DeploymentRecord,
  next: () => void | Promise<void>,
): void | Promise<void> {
  const seen = runtime.state.seenStatuses.get(deployment.id)?.has(deployment.status) ?? false;
  if (!runtime.options.build.advanceWhenSeen || seen) return next();
  runtime.timers.schedule(10, () => onceSeen(runtime, deployment, next));
}

function finishBuild(
  runtime: Runtime,
  project: ProjectRecord,
  deployment: DeploymentRecord,
  output: BuildOutput,
  planned: Plan,
): void {
  const now = nowIso();
  deployment.finishedAt = now;
  deployment.updatedAt = now;
  if (planned.failure !== null) {
    deployment.status = 'failed';
    deployment.error = planned.failure;
    appendLog(output, 'Build failed');
    return;
  }
  output.files = planned.files;
  deployment.status = 'live';
  deployment.url = `${runtime.origin}/sites/d/${deployment.id}/`;
  const current = project.liveDeploymentId
    ? runtime.state.deployments.get(project.liveDeploymentId)
    : undefined;
  // A slow older build finishing late must not replace a newer live one.
  if (!current || current.createdAt <= deployment.createdAt) {
    project.liveDeploymentId = deployment.id;
    deployment.liveAt = now;
  }
  if (deployment.source.type !== 'files') {
    runtime.state.files.set(
      project.id,
      new Map(
        [...planned.sourceFiles].map(([path, content]) => [
          `/${path}`,
          { type: 'file' as const, content, updatedAt: now },
        ]),
      ),
    );
  }
  appendLog(output, `Build completed; deployment is live at ${deployment.url}`);
}

function appendLog(output: BuildOutput, message: string): void {
  const line: LogLine = { timestamp: nowIso(), message, stream: 'build' };
  output.logs.push(line);
}
