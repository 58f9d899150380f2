import type { Runtime } from '../runtime.ts';
import type { StorageHandler } from '../storage.ts';
import { PlatformHttpError } from '../types.ts';

export function cdnStoragePut(_runtime: Runtime): StorageHandler {
  return async () => {
    throw new PlatformHttpError(404, 'not_found', 'not yet');
  };
}
