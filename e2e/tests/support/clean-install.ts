import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface CleanInstall {
  baseURL: string;
  /** The one-time first-administrator link the server printed. */
  link: string;
  stop(): Promise<void>;
}

/**
 * A second server of its own, started as an operator would on a fresh machine: DEMO=off, an empty
 * data directory, no simulator. Resolves once it printed its first-administrator link.
 */
export async function startCleanInstall(port: number): Promise<CleanInstall> {
  const dataDir = path.join(ROOT, `.tmp/e2e-clean-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: 'off',
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const link = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no first-admin link within 120 s:\n${output}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /(http:\/\/\S+\/first-admin#key=[\w-]+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    link,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
