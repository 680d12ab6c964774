import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../config';
import { DEV_SECRET_KEY_FILE, loadSecretKey } from './loadSecretKey';

describe('loadSecretKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('uses SECRET_KEY when set', () => {
    const hex = 'ab'.repeat(32);
    const warnings: string[] = [];
    expect(loadSecretKey(parseConfig({ SECRET_KEY: hex, DATA_DIR: dir }, '/'), (m) => warnings.push(m)).toString('hex')).toBe(hex);
    expect(warnings).toEqual([]);
  });

  it('in development generates a key once, keeps it in DATA_DIR, and says so', () => {
    const warnings: string[] = [];
    const config = parseConfig({ DATA_DIR: dir }, '/');
    const first = loadSecretKey(config, (m) => warnings.push(m));
    expect(first).toHaveLength(32);
    expect(warnings[0]).toMatch(/generated a development key and saved it in .*dev-secret-key/);
    expect((fs.statSync(path.join(dir, DEV_SECRET_KEY_FILE)).mode & 0o777).toString(8)).toBe('600');
    expect(loadSecretKey(config, (m) => warnings.push(m)).equals(first)).toBe(true);
    expect(warnings[1]).toMatch(/using the development key/);
  });

  it('with DATA_DIR=memory:// uses a per-process key', () => {
    const warnings: string[] = [];
    expect(loadSecretKey(parseConfig({ DATA_DIR: 'memory://' }, '/'), (m) => warnings.push(m))).toHaveLength(32);
    expect(warnings[0]).toMatch(/this process only/);
  });
});
