import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { stopChild } from './stop-child.ts';

const children: ChildProcess[] = [];

/** A Node process that runs until it is stopped; resolves once it is running (and has printed). */
async function sleeper(
  options: { detached?: boolean; script?: string } = {},
): Promise<ChildProcess & { said: string }> {
  const script = options.script ?? 'console.log("klaar"); setInterval(() => {}, 1000)';
  const child = spawn(process.execPath, ['-e', script], {
    detached: options.detached,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  const said = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (data: Buffer) => resolve(String(data))),
  );
  return Object.assign(child, { said });
}

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('stopChild', () => {
  it('signals a running child and resolves once it has exited', async () => {
    const child = await sleeper();
    await stopChild(child, 'SIGTERM');
    expect(child.signalCode).toBe('SIGTERM');
  });

  it('resolves at once for a child that already exited by a signal or by itself', async () => {
    const killed = await sleeper();
    await stopChild(killed, 'SIGKILL');
    await stopChild(killed, 'SIGTERM');
    const done = spawn(process.execPath, ['-e', '0']);
    children.push(done);
    await new Promise((resolve) => done.once('exit', resolve));
    await stopChild(done, 'SIGTERM');
    expect([killed.signalCode, done.exitCode]).toEqual(['SIGKILL', 0]);
  });

  it('stops the whole process group when asked, the child’s own children included', async () => {
    const grandchild = `const c = require("child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });`;
    const leader = await sleeper({
      detached: true,
      script: `${grandchild} console.log(c.pid); setInterval(() => {}, 1000)`,
    });
    const pid = Number(leader.said.trim());
    expect(running(pid)).toBe(true);
    await stopChild(leader, 'SIGTERM', { group: true });
    expect(leader.signalCode).toBe('SIGTERM');
    await expect.poll(() => running(pid)).toBe(false);
  });
});

/** Whether process `pid` still runs (Linux: gone, or a zombie waiting to be reaped, is not). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
