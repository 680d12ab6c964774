import { spawn } from 'node:child_process';
import path from 'node:path';

/** What a command printed and how it ended. */
export type ScriptRun = { code: number | null; stdout: string; stderr: string };

const ROOT = path.join(__dirname, '../..');
const TSX_CLI = require.resolve('tsx/cli');

/**
 * Runs an operator command as docs/operator/*.md run it (`npx tsx <script> …`), from the project's
 * root, with no environment but PATH, HOME, NODE_ENV=development and `env`.
 *
 * @example await runScript('scripts/promotions.ts', ['coins'], { DATA_DIR: dataDir })
 */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSX_CLI, script, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
