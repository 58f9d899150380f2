import { describe, expect, it } from 'vitest';
import type { ProxyRule } from '../fakes/platform/records.ts';
import { planOf, writesFrom } from './fixtures.ts';
import { shopPerTest } from './project-sync-world.ts';

const shop = shopPerTest();

describe('project-sync proxy rules', () => {
  it('changes one rule and writes every other back exactly as the platform had it', async () => {
    shop.project.proxyRules = [
      { prefix: '/api', origin: 'https://api.example.com' },
      // An origin with a path (and its trailing slash), and a rule with a field the file cannot say.
      { prefix: '/v1', origin: 'https://legacy.example.com/v1/' },
      { prefix: '/img', origin: 'https://img.example.com', stripPrefix: true },
    ];
    const file = [
      'proxy-rules:',
      '  - { prefix: /api, origin: "https://api-v2.example.com" }',
      // The same origins written a little differently: the same URL, so no change is planned.
      '  - { prefix: /v1, origin: "https://LEGACY.example.com:443/v1" }',
      '  - { prefix: /img, origin: "https://img.example.com/" }',
      // A new rule whose origin has a path keeps it.
      '  - { prefix: /files, origin: "https://files.example.com/bucket/public" }',
      '',
    ].join('\n');
    const result = await shop.sync(file);
    expect(result.exitCode, result.stdout + result.errors.join('\n')).toBe(0);
    expect(planOf(result).counts).toMatchObject({ create: 1, update: 1, unchanged: 2 });
    expect(shop.project.proxyRules).toEqual([
      { prefix: '/api', origin: 'https://api-v2.example.com' },
      { prefix: '/v1', origin: 'https://legacy.example.com/v1/' },
      { prefix: '/img', origin: 'https://img.example.com', stripPrefix: true },
      { prefix: '/files', origin: 'https://files.example.com/bucket/public' },
    ]);

    const writes = writesFrom(shop.world.platform);
    const again = await shop.sync(file);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs.changed).toBe('false');
    expect(writes()).toEqual([]);
  });

  it('keeps the other fields of the rule it changes', async () => {
    shop.project.proxyRules = [{ prefix: '/img', origin: 'https://img.example.com', stripPrefix: true }];
    const result = await shop.sync('proxy-rules:\n  /img: "https://cdn.example.com/images"\n');
    expect(result.exitCode, result.stdout).toBe(0);
    expect(shop.project.proxyRules).toEqual([
      { prefix: '/img', origin: 'https://cdn.example.com/images', stripPrefix: true },
    ]);
  });

  it('refuses to write the list when the platform has a rule with no prefix it can read', async () => {
    const unreadable = { match: '^/internal', origin: 'https://internal.example.com' };
    shop.project.proxyRules = [
      { prefix: '/api', origin: 'https://api.example.com' },
      unreadable as unknown as ProxyRule,
    ];
    const writes = writesFrom(shop.world.platform);
    const refused = await shop.sync('proxy-rules:\n  /api: "https://api-v2.example.com"\n', {
      prune: 'true',
    });
    expect(refused.exitCode).toBe(1);
    expect(writes()).toEqual([]);
    expect(refused.errors.join('\n')).toContain(
      'the platform has 1 proxy rule(s) with no prefix this client can read ({ match, origin }), and a write replaces the whole list, so it would delete it; change the proxy rules on the platform itself, or leave proxy-rules out of the file. Nothing was written.',
    );
    expect(shop.project.proxyRules).toContainEqual(unreadable);
  });
});
