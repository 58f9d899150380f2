/**
 * Runs the local platform until SIGINT/SIGTERM: `node test/platform/cli.ts [--port N] [--rate-limit N]
 * [--shapes canonical|snake|wrapped]`, or PLATFORM_PORT / PLATFORM_RATE_LIMIT / PLATFORM_SHAPES.
 */
import { parseArgs } from 'node:util';
import { type PlatformOptions, startPlatform } from './index.ts';
import type { ShapeProfile } from './runtime.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'rate-limit': { type: 'string' },
    shapes: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(
    'usage: node test/platform/cli.ts [--port N] [--rate-limit N] [--shapes canonical|snake|wrapped]',
  );
  process.exit(0);
}

function number(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, got "${text}"`);
    process.exit(2);
  }
  return value;
}

const shapes = values.shapes ?? process.env.PLATFORM_SHAPES;
if (shapes !== undefined && !['canonical', 'snake', 'wrapped'].includes(shapes)) {
  console.error(`--shapes must be canonical, snake or wrapped, got "${shapes}"`);
  process.exit(2);
}

const options: PlatformOptions = {
  port: number(values.port ?? process.env.PLATFORM_PORT, '--port'),
  rateLimit: number(values['rate-limit'] ?? process.env.PLATFORM_RATE_LIMIT, '--rate-limit'),
  shapes: shapes as ShapeProfile | undefined,
};

const platform = await startPlatform(options);
console.log(`platform API: ${platform.url}`);
console.log(`full key:     ${platform.fullKey}`);
console.log(`read key:     ${platform.readKey}`);
console.log('press Ctrl+C to stop');

const stop = async (signal: string) => {
  console.log(`\n${signal}: stopping`);
  await platform.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
