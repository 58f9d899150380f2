/**
 * The process's HTTP connection pools, shared by every request it makes: the platform client's, the
 * deploy's early GET (early-answer.ts), and GitHub's and GitLab's through node-fetch.ts.
 *
 * Node's own http client, not undici's: undici parses answers with llhttp compiled to WebAssembly,
 * and from a process's third answer on V8 re-compiles that parser with TurboFan on a helper thread
 * (130–220 ms of CPU and ~20 MB), which every action's exit then waited for. Node's http runs the
 * same parser as native code (bench/http-client.ts measures both).
 */
import type { Agent } from 'node:http';
import { proxyNamedFor } from '../proxy-env.ts';
import { registerSecret } from '../secrets/redact.ts';

const agents = new Map<string, Agent>();

/**
 * One keep-alive pool per scheme, and another for the addresses a proxy the environment names is
 * for (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, which Node's agent reads), as on self-hosted runners
 * behind one. Loopback never goes through a proxy. `env` is the process's, except in tests.
 */
export function agentFor(
  url: URL,
  env: NodeJS.ProcessEnv = process.env,
): { agent: Agent; request: typeof import('node:http').request } {
  // Loaded at first use, so a bundle's start-up does not pay for https (TLS) when it talks http.
  const module =
    url.protocol === 'https:'
      ? process.getBuiltinModule('node:https')
      : process.getBuiltinModule('node:http');
  const proxied = proxyNamedFor(url, env);
  // A proxied pool per proxy setting: one made for another environment would use its proxy.
  const key = proxied
    ? `${url.protocol} via ${[env.https_proxy, env.HTTPS_PROXY, env.http_proxy, env.HTTP_PROXY, env.no_proxy, env.NO_PROXY].join(' ')}`
    : url.protocol;
  let agent = agents.get(key);
  if (!agent) {
    if (proxied) maskProxyPasswords(env);
    agent = new module.Agent({ keepAlive: true, maxSockets: 32, ...(proxied ? { proxyEnv: env } : {}) });
    agents.set(key, agent);
  }
  return { agent, request: module.request as typeof import('node:http').request };
}

/** A proxy's password (`http://user:password@proxy:3128`) is a credential: never shown in what we say. */
function maskProxyPasswords(env: NodeJS.ProcessEnv): void {
  for (const value of [env.https_proxy, env.HTTPS_PROXY, env.http_proxy, env.HTTP_PROXY]) {
    if (value && /^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]+@/i.test(value)) registerSecret(value);
  }
}

/** Lets a process (or a test file) exit without waiting for idle keep-alive sockets. */
export async function closeSharedAgent(): Promise<void> {
  const current = [...agents.values()];
  agents.clear();
  for (const agent of current) agent.destroy();
}
