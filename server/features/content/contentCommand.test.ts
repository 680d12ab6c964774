import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** scripts/content.ts as an operator runs it: exit codes, the problems it prints, publish twice, withdraw, list. */
const ROOT = path.join(__dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-command-'));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/content.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: path.join(dir, 'db'), DATABASE_URL: '' },
  });
const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
};

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('scripts/content.ts', () => {
  it('validate prints every problem with the item and field, and writes nothing', () => {
    const file = write('bad.json', { format: 1, items: [{ kind: 'news', id: 'x', locale: 'de', publishAt: '2026-01-01T00:00:00Z', title: 'T', body: '[a](javascript:alert(1))', cover: 'data:image/png;base64,AA' }] });
    const result = run('validate', file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('items[0] (x) locale: must be one of');
    expect(result.stderr).toContain('items[0] (x) cover: must be an https: URL');
    expect(result.stderr).toContain('items[0] (x) body: link "javascript:alert(1"');
    expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
  }, 30_000);

  it('publishes idempotently, withdraws by id and lists', () => {
    const file = write('good.json', { format: 1, items: [{ kind: 'news', id: 'hello', locale: 'en', publishAt: '2026-01-01T00:00:00Z', title: 'Hello', body: 'Hi' }] });
    expect(JSON.parse(run('publish', file).stdout)).toMatchObject({ inserted: 1, updated: 0, unchanged: 0 });
    expect(JSON.parse(run('publish', file).stdout)).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    expect(run('withdraw', '--id', 'hello').status).toBe(0);
    expect(run('withdraw', '--id', 'nope').status).toBe(1);
    expect(run('list').stdout).toMatch(/^hello\tnews\ten\t2026-01-01T00:00:00.000Z\twithdrawn\t/);
    expect(run('frobnicate').status).toBe(2);
  }, 90_000);
});
