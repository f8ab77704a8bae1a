/**
 * A second `next start` from the same build, for specs that need the server started differently from the
 * suite's own (bound to a given host, e.g. loopback). It shares the suite's database and environment, so a
 * session made on the suite's server is valid on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

import { appEnv } from './servers';

export interface ExtraServer {
  /** e.g. http://127.0.0.1:3101 or http://[::1]:3102 */
  base: string;
  /** What the server printed, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Whether the machine has an IPv6 loopback interface (`next start -H ::1` can listen). */
export function hasIpv6Loopback(): boolean {
  return Object.values(os.networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.internal && address.family === 'IPv6' && address.address === '::1'),
  );
}

export async function startExtraServer(host: string, port: number): Promise<ExtraServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', host, '-p', String(port)],
    // Its own process group, so stop() ends whatever next start runs under it.
    { env: { ...process.env, ...appEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`next start -H ${host} exited:\n${output}`);
    try {
      if ((await fetch(`${base}/api/build-id`)).ok) return { base, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`next start -H ${host} did not answer within 60 s:\n${output}`);
}
