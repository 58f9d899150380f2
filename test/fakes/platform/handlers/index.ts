import { type OperationName, ROUTES } from '../../../../src/api/routes.ts';
import type { Runtime } from '../runtime.ts';
import type { Handlers } from '../types.ts';
import { accountHandlers } from './account.ts';
import { authHandlers } from './auth.ts';
import { cdnBucketHandlers } from './cdn-buckets.ts';
import { cdnUploadHandlers } from './cdn-uploads.ts';
import { cronHandlers } from './cron.ts';
import { databaseHandlers } from './databases.ts';
import { deploymentHandlers } from './deployments.ts';
import { dnsHandlers } from './dns.ts';
import { domainHandlers } from './domains.ts';
import { envHandlers } from './env.ts';
import { envGroupHandlers } from './env-groups.ts';
import { fileHandlers } from './files.ts';
import { mailHandlers } from './mail.ts';
import { projectHandlers } from './projects.ts';
import { runHandlers } from './runs.ts';
import { serviceHandlers } from './services.ts';
import { uploadHandlers } from './uploads.ts';

/** Every operation's handler, from the per-resource modules. */
export function createHandlers(runtime: Runtime): Handlers {
  return {
    ...projectHandlers(runtime),
    ...deploymentHandlers(runtime),
    ...uploadHandlers(runtime),
    ...envHandlers(runtime),
    ...envGroupHandlers(runtime),
    ...domainHandlers(runtime),
    ...dnsHandlers(runtime),
    ...cdnBucketHandlers(runtime),
    ...cdnUploadHandlers(runtime),
    ...cronHandlers(runtime),
    ...databaseHandlers(runtime),
    ...fileHandlers(runtime),
    ...serviceHandlers(runtime),
    ...runHandlers(runtime),
    ...mailHandlers(runtime),
    ...accountHandlers(runtime),
    ...authHandlers(runtime),
  };
}

/** Operations of ROUTES with no handler; empty when the emulator covers the whole API. */
export function missingHandlers(handlers: Handlers): OperationName[] {
  return ROUTES.map((route) => route.operation).filter(
    (operation) => typeof handlers[operation] !== 'function',
  );
}

/** Handlers for names ROUTES does not know (a typo or a removed endpoint). */
export function strayHandlers(handlers: Handlers): string[] {
  const known = new Set<string>(ROUTES.map((route) => route.operation));
  return Object.keys(handlers).filter((name) => !known.has(name));
}
