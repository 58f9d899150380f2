import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/errors.ts';
import { TemplateMatcher } from '../../src/preview/sweep/matcher.ts';
import { renderDomain, renderProjectName } from '../../src/preview/template.ts';

const SHA = 'AbCdEf0123456789abcdef0123456789abcdef01';
const domain = (template: string) => new TemplateMatcher(template, { input: 'domain', dotted: true });
const project = (template: string) => new TemplateMatcher(template, { input: 'project-name' });

describe('TemplateMatcher: a preview template turned around', () => {
  it('matches exactly the names the preview renders, and reads the pull request number', () => {
    const matcher = domain('pr-{pr}.preview.example.com');
    const name = renderDomain('pr-{pr}.preview.example.com', { pr: 42 });
    expect(matcher.match(name)).toEqual({ pr: 42 });
    expect(matcher.match('PR-42.Preview.Example.com')).toEqual({ pr: 42 });
    for (const other of [
      'pr-42.preview.example.com.evil.net',
      'xpr-42.preview.example.com',
      'pr-042.preview.example.com',
      'pr-.preview.example.com',
      'pr-42-old.preview.example.com',
      'pr-42xpreview.example.com',
      'www.example.com',
    ]) {
      expect(matcher.match(other), other).toBeUndefined();
    }
  });

  it('matches project names case-sensitively, as they are rendered', () => {
    const matcher = project('shop-pr-{pr}');
    expect(matcher.match(renderProjectName('shop-pr-{pr}', { pr: 7 }))).toEqual({ pr: 7 });
    expect(matcher.match('Shop-pr-7')).toBeUndefined();
    expect(matcher.match('shop-pr-7-copy')).toBeUndefined();
    expect(matcher.match('shop')).toBeUndefined();
  });

  it('takes any {sha} and any branch slug in a {pr} template, but not two different numbers', () => {
    const template = 'pr-{pr}-{sha}.{branch}.preview.example.com';
    const name = renderDomain(template, { pr: 9, branch: 'Feature/Login', sha: SHA });
    expect(domain(template).match(name)).toEqual({ pr: 9 });
    expect(domain('{pr}-{pr}.example.com').match('3-3.example.com')).toEqual({ pr: 3 });
    expect(domain('{pr}-{pr}.example.com').match('3-4.example.com')).toBeUndefined();
    expect(domain(template).match('pr-9-xyz1234.feature.preview.example.com')).toBeUndefined();
  });

  it('ties a {branch} name to the pull request whose head branch renders it, with the slug the preview gives it', () => {
    const template = 'shop-{branch}';
    const long = `feature/${'a'.repeat(80)}`;
    for (const branch of ['main-fix', 'Feature/Login', 'café', long]) {
      const name = renderProjectName(template, { branch });
      const matcher = project(template);
      expect(matcher.match(name), branch).toEqual({ pr: undefined });
      expect(matcher.rendersFor(name, { number: 3, headRef: branch }), branch).toBe(true);
      expect(matcher.rendersFor(name, { number: 3, headRef: `${branch}-2` }), branch).toBe(false);
    }
    // feature/a and feature-a have different slugs (a hash suffix), so they never share a preview.
    const slash = renderProjectName(template, { branch: 'feature/a' });
    expect(project(template).rendersFor(slash, { number: 1, headRef: 'feature-a' })).toBe(false);
    expect(project(template).rendersFor(slash, { number: 1, headRef: undefined })).toBe(false);
    const dotted = 'pr-{branch}-{sha}.preview.example.com';
    const withSha = renderDomain(dotted, { branch: 'Feature/Login', sha: SHA });
    expect(domain(dotted).rendersFor(withSha, { number: 5, headRef: 'Feature/Login' })).toBe(true);
  });

  it('refuses templates that cannot say whose a name is, naming the input', () => {
    const refuse =
      (template: string, options = {}) =>
      () =>
        new TemplateMatcher(template, { input: 'database-name', ...options });
    expect(refuse('shop-preview')).toThrow(ConfigurationError);
    expect(refuse('shop-preview')).toThrow(/Input "database-name".*neither \{pr\} nor \{branch\}/);
    expect(refuse('shop-{sha}')).toThrow(/neither/);
    expect(refuse('shop-{id}')).toThrow(/unknown placeholder \{id\}/);
    expect(refuse('shop-{branch}', { allowed: ['pr'] })).toThrow(/uses \{branch\}.*only ever hold \{pr\}/);
  });

  it('gives a number past 2^53 back as digits, never as a rounded number', () => {
    const matcher = project('shop-pr-{pr}');
    expect(matcher.match(`shop-pr-${Number.MAX_SAFE_INTEGER}`)).toEqual({ pr: Number.MAX_SAFE_INTEGER });
    expect(matcher.match('shop-pr-12345678901234567890')).toEqual({
      pr: undefined,
      tooLarge: '12345678901234567890',
    });
  });
});
