export { readCronFile } from './file.ts';

export { decodePlatformCronJobs } from './platform.ts';
export { cronJobProvider } from './provider.ts';
