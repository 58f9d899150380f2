import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGitHub, startFakeGitHub } from '../index.ts';

/** The fake answers where GitHub's documented caps and shapes are less friendly than a naive fake. */
describe('fake GitHub, as GitHub documents it', () => {
  let github: FakeGitHub;
  beforeEach(async () => {
    github = await startFakeGitHub({ token: 'ghs_test' });
  });
  afterEach(() => github.close());

  const call = (path: string) =>
    fetch(`${github.url}${path}`, { headers: { authorization: 'Bearer ghs_test' } });

  it('pages a comparison by its commits and lists at most 300 files, on the first page only', async () => {
    const files = Array.from({ length: 450 }, (_, index) => ({ filename: `f/${index}.txt` }));
    github.state.diffs.push({ owner: 'a', repo: 'b', base: 'x', head: 'y', commits: 260, files });
    type Comparison = { total_commits: number; commits: { sha: string }[]; files: { filename: string }[] };
    const read = async (query: string) => {
      const answer = await call(`/repos/a/b/compare/x...y${query}`);
      return { body: (await answer.json()) as Comparison, link: answer.headers.get('link') ?? '' };
    };

    const unpaged = await read('');
    expect(unpaged.body.total_commits).toBe(260);
    expect(unpaged.body.commits).toHaveLength(250);
    expect(unpaged.body.files.map((file) => file.filename)).toEqual(
      files.slice(0, 300).map((f) => f.filename),
    );

    const first = await read('?per_page=100');
    expect(first.body.commits).toHaveLength(100);
    expect(first.body.files).toHaveLength(300);
    expect(first.link).toContain('page=2>; rel="next"');
    expect(first.link).toContain('page=3>; rel="last"');
    const third = await read('?per_page=100&page=3');
    expect(third.body.commits).toHaveLength(60);
    expect(third.body.files).toEqual([]);
    expect(third.link).not.toContain('rel="next"');
    // The commits of the pages are the comparison's, each once.
    const second = await read('?per_page=100&page=2');
    const shas = [first, second, third].flatMap((page) => page.body.commits.map((commit) => commit.sha));
    expect(new Set(shas).size).toBe(260);
  });

  it('gives a pull request its whole head.repo and base.repo, the head of a fork naming the fork', async () => {
    github.seedPullRequest({ owner: 'a', repo: 'b', number: 5, state: 'open', headRepoFullName: 'fork/b' });
    github.seedPullRequest({ owner: 'a', repo: 'b', number: 6, state: 'open' });
    type Repo = { id: number; full_name: string; name: string; owner: { login: string }; fork: boolean };
    type Pull = { number: number; head: { repo: Repo }; base: { repo: Repo } };
    const fromFork = (await (await call('/repos/a/b/pulls/5')).json()) as Pull;
    expect(fromFork.head.repo).toMatchObject({
      full_name: 'fork/b',
      name: 'b',
      owner: { login: 'fork' },
      fork: true,
    });
    expect(fromFork.base.repo).toMatchObject({
      full_name: 'a/b',
      name: 'b',
      owner: { login: 'a' },
      fork: false,
    });
    const listed = (await (await call('/repos/a/b/pulls')).json()) as Pull[];
    for (const pull of listed) {
      expect(pull.head.repo.id, `#${pull.number}`).toEqual(expect.any(Number));
      expect(pull.base.repo.id, `#${pull.number}`).toEqual(expect.any(Number));
    }
    expect(listed.find((pull) => pull.number === 6)?.head.repo.fork).toBe(false);
  });
});
