import { describe, expect, it } from 'vitest';
import { isAllowedCommand } from '../../src/runs/allowed.ts';
import { newOutputLines, OutputFollower } from '../../src/runs/output.ts';

describe('OutputFollower', () => {
  it('prints each whole line once across snapshots, and holds a half-written line until it ends', () => {
    const follower = new OutputFollower();
    expect(follower.update('$ npm run migrate\nmigr')).toEqual(['$ npm run migrate']);
    expect(follower.update('$ npm run migrate\nmigrating\n')).toEqual(['migrating']);
    expect(follower.update('$ npm run migrate\nmigrating\n')).toEqual([]);
    expect(follower.update(undefined)).toEqual([]);
    expect(follower.finish('$ npm run migrate\nmigrating\ndone')).toEqual(['done']);
    expect(follower.lines).toEqual(['$ npm run migrate', 'migrating', 'done']);
  });

  it('normalises CRLF and does not repeat lines when the platform trims the head of the output', () => {
    const follower = new OutputFollower();
    expect(follower.update('a\r\nb\r\n')).toEqual(['a', 'b']);
    expect(follower.update('b\nc\n')).toEqual(['c']);
  });

  it('newOutputLines takes the suffix when aligned, else the unseen lines', () => {
    expect(newOutputLines(['a'], ['a', 'b'])).toEqual(['b']);
    expect(newOutputLines(['a', 'b'], ['x', 'b', 'c'])).toEqual(['x', 'c']);
  });
});

describe('isAllowedCommand', () => {
  const allowed = ['npm', 'node', 'sh'];
  it.each([
    ['npm run migrate', true],
    ['npm', true],
    ['  node scripts/seed.js', true],
    ['npx prisma migrate deploy', false],
    ['nodemon', false],
    ['curl https://example.com', false],
    ['sh\n-c x', true],
  ])('%j → %s', (command, expected) => {
    expect(isAllowedCommand(command, allowed)).toBe(expected);
  });

  it('accepts whole-command entries too', () => {
    expect(isAllowedCommand('npm run migrate -- --force', ['npm run migrate'])).toBe(true);
    expect(isAllowedCommand('npm run seed', ['npm run migrate'])).toBe(false);
  });
});
