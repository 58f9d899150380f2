import { describe, expect, it } from 'vitest';
import { parseProjectFile, readProjectFile } from '../../src/projects/sync/file.ts';

const messages = (text: string, overrides?: string) =>
  parseProjectFile(text, 'project.yml', overrides).issues.map(
    (issue) => `${issue.file}:${issue.line}: ${issue.message}`,
  );

describe('project file', () => {
  it('reads every section, proxy rules as a list or a mapping, domains as names or { name, primary }', () => {
    const project = readProjectFile(
      [
        'settings: { build_command: npm run build, metadata: { team: shop } }',
        'routing: spa',
        'proxy-rules:',
        '  /api: https://api.example.com/v1',
        'domains:',
        '  - Shop.Example.com.',
        '  - { name: www.example.com, primary: true }',
        'env-groups: [observability]',
        'restart: [web]',
      ].join('\n'),
      'project.yml',
    );
    expect(project.settings.map(({ name, value }) => [name, value])).toEqual([
      ['buildCommand', 'npm run build'],
      ['metadata', { team: 'shop' }],
    ]);
    expect(project.routing?.value).toBe('spa');
    // Kept as written, path included: the platform forwards the prefix to that URL.
    expect(project.proxyRules?.map(({ prefix, origin }) => [prefix, origin])).toEqual([
      ['/api', 'https://api.example.com/v1'],
    ]);
    expect(project.domains?.map(({ name, primary }) => [name, primary])).toEqual([
      ['shop.example.com', false],
      ['www.example.com', true],
    ]);
    expect(project.envGroups?.map((group) => group.value)).toEqual(['observability']);
    expect(project.restart.map((service) => service.value)).toEqual(['web']);
  });

  it('leaves out what the file leaves out, and reads an empty file as declaring nothing', () => {
    const project = readProjectFile('', 'project.yml');
    expect(project).toEqual({ settings: [], restart: [] });
    expect(readProjectFile('proxy-rules: []', 'project.yml').proxyRules).toEqual([]);
  });

  it('lays overrides over the file: sections replace, settings merge key by key', () => {
    const file =
      'settings: { buildCommand: a, outputDirectory: dist }\nrouting: spa\nproxy-rules: { /api: "https://prod.example.com" }\n';
    const overrides = 'settings: { build_command: b }\nproxy-rules: { /api: "https://pr-7.example.com" }\n';
    const project = readProjectFile(file, 'project.yml', overrides);
    expect(project.settings.map(({ name, value }) => [name, value])).toEqual([
      ['buildCommand', 'b'],
      ['outputDirectory', 'dist'],
    ]);
    expect(project.routing?.value).toBe('spa');
    expect(project.proxyRules?.map((rule) => rule.origin)).toEqual(['https://pr-7.example.com']);
  });

  it('reports every problem at its line', () => {
    const text = [
      'settings:',
      '  buildCommand: a',
      '  build_command: b',
      'routing: [spa]',
      'proxy-rules:',
      '  - { prefix: /api, origin: "https://a.example.com", via: x }',
      '  - { prefix: /api, origin: "https://b.example.com" }',
      'domains:',
      '  - { name: a.example.com, primary: true }',
      '  - { name: b.example.com, primary: true }',
      '  - { name: c.example.com, primary: yes }',
      'restart: [web, web]',
    ].join('\n');
    expect(messages(text)).toEqual([
      'project.yml:3: Setting "build_command" is the same setting as the one at line 2 (spelled in camelCase or snake_case); keep one.',
      'project.yml:4: routing must be the static-site routing mode (e.g. files, spa or clean-urls), not a list.',
      'project.yml:6: Unknown key "via" in a proxy rule; use one of prefix, origin.',
      'project.yml:7: Proxy rule prefix /api is declared twice (first at line 6); a prefix forwards to one origin.',
      'project.yml:10: Domain b.example.com is marked primary, and so is the one at line 9; a project has one primary domain.',
      'project.yml:11: A domain\'s primary must be true or false, not the string "yes".',
      'project.yml:12: Service web is listed twice in restart (first at line 12).',
    ]);
  });

  it('names the overrides input as the place of a problem in it, and stops at a file that is not a mapping', () => {
    expect(messages('routing: spa', 'routing: 5')).toEqual([
      'input "overrides":1: routing must be the static-site routing mode (e.g. files, spa or clean-urls), not number 5.',
    ]);
    expect(messages('- spa')).toEqual([
      'project.yml:1: A project file must be a mapping of settings, routing, proxy-rules, domains, env-groups, restart, but it holds a list.',
    ]);
  });

  it('refuses prefixes with dot segments (also %-encoded), a query or a fragment, offline at their line', () => {
    const bad = [
      '/..',
      '/../admin',
      '/api/../..',
      '/%2e%2e',
      '/%2E%2e/x',
      '/api/..%2f..',
      '/a/.',
      '/api?x=1',
      '/api#frag',
      '/api%3fx',
      '/a%5c..',
      '/a%zz',
      '//evil.example',
      'api',
    ];
    const text = [
      'proxy-rules:',
      ...bad.map((prefix) => `  - { prefix: "${prefix}", origin: "https://api.example.com" }`),
    ].join('\n');
    const found = messages(text);
    expect(found).toHaveLength(bad.length);
    bad.forEach((prefix, index) => {
      expect(found[index]).toMatch(
        new RegExp(
          `^project\\.yml:${index + 2}: A proxy rule prefix must be a plain path that starts with / \\(e\\.g\\. /api\\), not "${prefix.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}", which `,
        ),
      );
    });
    expect(found[3]).toContain('%-decoded');
    expect(found[7]).toContain('a query ("?")');
    // The mapping form is checked the same way, and plain prefixes still pass.
    expect(messages('proxy-rules:\n  /api/..: https://a.example.com\n')).toHaveLength(1);
    expect(
      messages('proxy-rules:\n  /api/v1.2/: https://a.example.com\n  /.well-known: https://b.example.com\n'),
    ).toEqual([]);
  });

  it('refuses an origin with credentials, at its line, without repeating them', () => {
    const text = [
      'proxy-rules:',
      '  - { prefix: /api, origin: "https://svc:Pr0xyPassw0rd-77x@api.example.com" }',
      '  - { prefix: /token, origin: "https://tok3nOnly@api.example.com" }',
    ].join('\n');
    expect(
      messages(
        text.replace('  /token', '  - { prefix: /token, origin: "https://tok3nOnly@api.example.com" }'),
      ),
    ).toEqual([
      "project.yml:2: Proxy rule /api: origin https://***@api.example.com carries credentials (user:password@), which plans, logs and pull request comments would show; remove them from the file and let the origin accept the platform's requests without them.",
      "project.yml:3: Proxy rule /token: origin https://***@api.example.com carries credentials (user:password@), which plans, logs and pull request comments would show; remove them from the file and let the origin accept the platform's requests without them.",
    ]);
    expect(
      messages('proxy-rules:\n  /api: ftp://svc:Pr0xyPassw0rd-77x@files.example.com\n').join('\n'),
    ).not.toContain('Pr0xyPassw0rd');
  });
});
