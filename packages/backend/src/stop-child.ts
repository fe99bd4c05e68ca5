import type { ChildProcess } from 'node:child_process';

/**
 * Sends `signal` to a child process (or, with `group`, to the process group it leads: a command
 * that starts its own children, spawned `detached`) and resolves once the child has exited. A
 * child that has already exited, by its own end or by a signal, resolves at once: Node emits
 * 'exit' only once, so waiting for it then would wait until the caller's timeout.
 */
export function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals,
  options: { group?: boolean } = {},
): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    if (options.group && child.pid !== undefined) process.kill(-child.pid, signal);
    else child.kill(signal);
  });
}
