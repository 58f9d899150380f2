import { createdNow, nowIso } from '../ids.ts';
import { listReply } from '../pagination.ts';
import type { DomainRecord } from '../records.ts';
import { getProject, type Runtime } from '../runtime.ts';
import type { Handlers } from '../types.ts';
import { allowOnly, conflict, notFound, objectBody, requireHostname } from '../validate.ts';

/**
 * Custom domains. Attaching a domain already on the same project is a no-op answering 200 with the
 * existing record (201 the first time); a domain on another project is a 409.
 * A domain is 'pending' until its DNS "verifies" after lifecycle.domainActivationMs.
 */
export function domainHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  const getDomain = (projectId: string, name: string): DomainRecord => {
    const project = getProject(runtime, projectId);
    const domain = state.domains.get(name.toLowerCase());
    if (!domain || domain.projectId !== project.id)
      throw notFound(`domain ${name.toLowerCase()} on project`, project.id);
    return domain;
  };
  return {
    listDomains: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const domains = [...state.domains.values()].filter((domain) => domain.projectId === project.id);
      return listReply(domains, ctx.query, (domain) => domain.domain);
    },
    attachDomain: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['domain']);
      const name = requireHostname(body, 'domain');
      const existing = state.domains.get(name);
      if (existing && existing.projectId === project.id) return { status: 200, body: existing };
      if (existing)
        throw conflict(`domain ${name} is already attached to another project`, 'domain_taken', 'domain');
      const domain: DomainRecord = {
        domain: name,
        projectId: project.id,
        primary: false,
        status: 'pending',
        verification: { type: 'CNAME', name, value: `${project.name}.edge.platform.test` },
        ...createdNow(),
      };
      state.domains.set(name, domain);
      runtime.timers.schedule(runtime.options.lifecycle.domainActivationMs, () => {
        if (state.domains.get(name) !== domain) return;
        domain.status = 'active';
        domain.updatedAt = nowIso();
      });
      return { status: 201, body: domain };
    },
    setPrimaryDomain: (ctx) => {
      const domain = getDomain(ctx.params.id!, ctx.params.domain!);
      const project = getProject(runtime, domain.projectId);
      const now = nowIso();
      for (const other of state.domains.values()) {
        if (other.projectId === project.id && other.primary && other !== domain) {
          other.primary = false;
          other.updatedAt = now;
        }
      }
      domain.primary = true;
      domain.updatedAt = now;
      project.primaryDomain = domain.domain;
      project.updatedAt = now;
      return { status: 200, body: domain };
    },
    detachDomain: (ctx) => {
      const domain = getDomain(ctx.params.id!, ctx.params.domain!);
      state.domains.delete(domain.domain);
      const project = getProject(runtime, domain.projectId);
      if (project.primaryDomain === domain.domain) {
        project.primaryDomain = null;
        project.updatedAt = nowIso();
      }
      return { status: 204 };
    },
    getDomainProxyStatus: (ctx) => {
      const domain = getDomain(ctx.params.id!, ctx.params.domain!);
      const active = domain.status === 'active';
      return {
        status: 200,
        body: {
          domain: domain.domain,
          projectId: domain.projectId,
          proxied: active,
          status: domain.status,
          sslStatus: active ? 'issued' : 'pending',
          cacheEnabled: active,
          checkedAt: nowIso(),
        },
      };
    },
  };
}
