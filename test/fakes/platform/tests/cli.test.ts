import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));

describe('standalone platform (cli.ts)', () => {
  it('prints its URL and keys, answers with them, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [cli, '--port', '0', '--rate-limit', '50'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('read key:')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`cli exited early with ${code}: ${output}`)));
    });
    const url = /platform API: (\S+)/.exec(output)?.[1];
    const fullKey = /full key: +(\S+)/.exec(output)?.[1];
    const readKey = /read key: +(\S+)/.exec(output)?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    const created = await fetch(`${url}/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'from-cli' }),
    });
    expect(created.status).toBe(201);
    const refused = await fetch(`${url}/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${readKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'nope' }),
    });
    expect(refused.status).toBe(403);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });

  it('refuses a bad option with a message', async () => {
    const child = spawn(process.execPath, [cli, '--shapes', 'weird'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(stderr).toContain('--shapes must be canonical, snake or wrapped');
  });
});
