// Test helper only: starts a local anvil (from the @foundry-rs/anvil npm package) on 127.0.0.1 and a
// random free port, and stops it. Never imported by app code.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

export type Anvil = { url: string; port: number; stop: () => Promise<void> };

/** The anvil binary shipped in the platform package, or null when this platform has none installed. */
export function anvilBinary(): string | null {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const require = createRequire(join(process.cwd(), 'package.json'));
  try {
    const packageJson = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`);
    const binary = join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts anvil with `--chain-id` (default 1) and any `args` (e.g. `['--hardfork', 'berlin']`), and
 * resolves once it listens: on a free port, or on `port` when a test needs a known address.
 */
export async function startAnvil(options: { chainId?: number; binary?: string; args?: readonly string[]; port?: number } = {}): Promise<Anvil> {
  const binary = options.binary ?? anvilBinary();
  if (!binary) throw new Error('anvil is not installed (npm install -D @foundry-rs/anvil)');
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(binary, ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(options.chainId ?? 1), ...(options.args ?? [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`anvil did not start within 10 s:\n${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited with ${code}:\n${output}`));
    });
  });
  // Keep draining output so anvil never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.resume();
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${port}`, port, stop };
}
