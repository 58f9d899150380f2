import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/errors.ts';
import { hostnameProblem } from '../../src/hostname.ts';
import { renderDomain, renderProjectName } from '../../src/preview/template.ts';
import { thrownBy } from '../support/thrown.ts';

const PR = { pr: 7, branch: 'feature/login', sha: 'ABCDEF0123456789abcdef0123456789abcdef01' };

const configurationError = (fn: () => unknown) => thrownBy(ConfigurationError, fn);

describe('renderDomain', () => {
  it('fills {pr}, {sha} (7, lower case) and {branch} (DNS-safe)', () => {
    expect(renderDomain('pr-{pr}.preview.example.com', PR)).toBe('pr-7.preview.example.com');
    expect(renderDomain('{sha}.Preview.Example.com.', PR)).toBe('abcdef0.preview.example.com');
    expect(renderDomain('{branch}.preview.example.com', PR)).toMatch(
      /^feature-login-[0-9a-f]{6}\.preview\.example\.com$/,
    );
  });

  it('shortens {branch} to the room its label leaves', () => {
    const long = { ...PR, branch: `feature/${'x'.repeat(100)}` };
    const domain = renderDomain('pr-{pr}-{branch}.preview.example.com', long);
    const [label] = domain.split('.');
    expect(label!.length).toBe(63);
    expect(label).toMatch(/^pr-7-feature-x+-[0-9a-f]{6}$/);
    expect(hostnameProblem(domain)).toBeUndefined();
  });

  it('refuses a label with no room left for {branch}', () => {
    const error = configurationError(() => renderDomain(`${'a'.repeat(60)}-{branch}.example.com`, PR));
    expect(error.input).toBe('domain');
    expect(error.message).toMatch(/leaves no room for \{branch\}/);
  });

  it('refuses a domain over 253 characters', () => {
    const template = `{branch}.${Array.from({ length: 4 }, () => 'l'.repeat(60)).join('.')}.com`;
    const error = configurationError(() => renderDomain(template, PR));
    expect(error.message).toMatch(/at most 253/);
  });

  it.each([
    ['pr_{pr}.example.com', /may only hold letters/],
    ['-{pr}.example.com', /may not start or end with a hyphen/],
    ['pr-{pr}', /at least two parts/],
    ['pr-{pr}..example.com', /empty part/],
    ['pr-{pr}.example.123', /last part may not be all digits/],
    ['pr-{id}.example.com', /unknown placeholder \{id\}/],
  ])('refuses %s', (template, message) => {
    expect(configurationError(() => renderDomain(template, PR)).message).toMatch(message);
  });

  it('explains a placeholder the run cannot fill', () => {
    expect(configurationError(() => renderDomain('pr-{pr}.example.com', { branch: 'main' })).message).toMatch(
      /uses \{pr\}, but this run is not for a pull request/,
    );
    expect(configurationError(() => renderDomain('{branch}.example.com', { pr: 1 })).message).toMatch(
      /uses \{branch\}, but this run has no branch/,
    );
  });
});

describe('renderProjectName', () => {
  it('fills the template and keeps {branch} within 63 characters', () => {
    expect(renderProjectName('shop-pr-{pr}', PR)).toBe('shop-pr-7');
    const name = renderProjectName('shop-{branch}', { branch: 'x/'.repeat(80) });
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name).toMatch(/^shop-[a-z0-9-]+-[0-9a-f]{6}$/);
  });

  it('names the input in its errors', () => {
    expect(configurationError(() => renderProjectName('shop-{nope}', PR)).input).toBe('project-name');
  });
});
