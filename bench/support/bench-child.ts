/** The parent side of the benchmark's server processes: start with --expose-gc, ask for the heap, stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ChildMessage } from './heap-probe';

const ROOT = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export interface BenchChild {
  /** host:port on 127.0.0.1 */
  host: string;
  /** heapUsed after a full GC in the child. */
  heapUsed(): Promise<number>;
  /** User + system CPU time the child has used so far (ms). */
  cpuMs(): Promise<number>;
  /** Starts a CPU profile; stopProfile writes it to `file`. */
  startProfile(): Promise<void>;
  stopProfile(file: string): Promise<void>;
  stop(): Promise<void>;
}

function nextMessage<T extends ChildMessage['type']>(child: ChildProcess, type: T, timeoutMs: number): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message as Extract<ChildMessage, { type: T }>);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`benchmark server exited (code ${code}) while waiting for '${type}'`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`benchmark server sent no '${type}' within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export async function startChild(script: string, env: Record<string, string>): Promise<BenchChild> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (child.connected) child.send({ type: 'stop' });
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    const { host } = await nextMessage(child, 'ready', READY_TIMEOUT_MS);
    return {
      host,
      heapUsed: async () => {
        const reply = nextMessage(child, 'heap', 10_000);
        child.send({ type: 'heap' });
        return (await reply).heapUsed;
      },
      cpuMs: async () => {
        const reply = nextMessage(child, 'cpu', 10_000);
        child.send({ type: 'cpu' });
        return (await reply).cpuMs;
      },
      startProfile: async () => {
        const reply = nextMessage(child, 'profile', 10_000);
        child.send({ type: 'profile-start' });
        await reply;
      },
      stopProfile: async (file) => {
        const reply = nextMessage(child, 'profile', 30_000);
        child.send({ type: 'profile-stop', path: file });
        await reply;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
