import { isLoopback } from './hostname.ts';

/**
 * Whether the runner's environment names a proxy for `url`'s scheme (HTTPS_PROXY or HTTP_PROXY, in
 * either case), as self-hosted runners behind one set it; a loopback address never goes through one.
 * NO_PROXY is left to the client that uses the proxy (Node's http agents read it), so a caller that
 * only chooses between a proxy-aware path and a faster direct one may take the proxy-aware one when
 * NO_PROXY exempts the host: slower, never wrong.
 */
export function proxyNamedFor(url: URL | string, env: NodeJS.ProcessEnv = process.env): boolean {
  const { hostname, protocol } = new URL(url);
  if (isLoopback(hostname)) return false;
  // As Node's agents read them: the lower-case name first, an empty value as none.
  const proxy = protocol === 'https:' ? env.https_proxy || env.HTTPS_PROXY : env.http_proxy || env.HTTP_PROXY;
  return proxy !== undefined && proxy !== '';
}
