/**
 * Types of the two undici modules the transport imports by path (src/api/transport.ts), which undici
 * only types through its index: the same classes and function the index re-exports.
 */
declare module 'undici/lib/dispatcher/agent.js' {
  import type { Agent } from 'undici';

  const AgentClass: typeof Agent;
  export default AgentClass;
}

declare module 'undici/lib/api/api-request.js' {
  import type { Dispatcher } from 'undici';

  /** Dispatcher#request: called with the agent as `this`, and an origin and a path of its own. */
  function request(this: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
  export default request;
}
