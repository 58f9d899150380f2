import { describe, expect, it } from 'vitest';
import { buildConnectionString } from '../../src/databases/credentials.ts';
import { NameTemplate } from '../../src/databases/template.ts';

describe('NameTemplate', () => {
  const template = new NameTemplate('shop-pr-{pr}');

  it('renders the name of one pull request and matches only whole per-PR names', () => {
    expect(template.render('42')).toBe('shop-pr-42');
    expect(template.pattern.source).toBe('^shop-pr-(\\d+)$');
    for (const name of ['shop-pr-1', 'shop-pr-1234']) expect(template.matches(name)).toBe(true);
    for (const name of [
      'shop',
      'shop-pr-',
      'shop-pr-7-old',
      'xshop-pr-7',
      'shop-pr-main',
      'shop-production',
    ]) {
      expect(template.matches(name)).toBe(false);
    }
  });

  it('refuses names outside the template with a sentence that names the template', () => {
    expect(() => template.render('main')).toThrow(
      /Refusing to touch database "shop-pr-main": its name is outside the template `shop-pr-\{pr\}`/,
    );
    expect(() => template.render('7 || true')).toThrow(/Refusing/);
    expect(() => template.guard('shop')).toThrow(/Refusing/);
  });

  it('requires {pr} and only name characters around it', () => {
    expect(() => new NameTemplate('shop')).toThrow(/must contain \{pr\}/);
    expect(() => new NameTemplate('Shop_{pr}')).toThrow(/found "S"/);
    expect(() => new NameTemplate('a.b-{pr}')).toThrow(/found "\."/);
    expect(new NameTemplate('pr{pr}-shop').render('3')).toBe('pr3-shop');
  });

  it('refuses a rendered name the platform could not take', () => {
    expect(() => new NameTemplate(`${'a'.repeat(60)}-{pr}`).render('123')).toThrow(
      /not a valid database name/,
    );
  });
});

describe('buildConnectionString', () => {
  it('builds an engine URL with the credentials percent-encoded', () => {
    const open = { host: 'db.example', port: 5432, database: 'shop_pr_1', username: 'app' };
    expect(buildConnectionString('postgres', open, 'p@ss/w:rd')).toBe(
      'postgresql://app:p%40ss%2Fw%3Ard@db.example:5432/shop_pr_1',
    );
    expect(buildConnectionString('redis', { ...open, port: 6379 }, 'x')).toBe(
      'redis://app:x@db.example:6379/0',
    );
    expect(buildConnectionString('mysql', { ...open, host: undefined }, 'x')).toBeUndefined();
    expect(buildConnectionString('mysql', open, undefined)).toBeUndefined();
  });
});
