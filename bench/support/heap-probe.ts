/**
 * The child side of the benchmark's IPC: heap after a full GC, CPU time used so far, a CPU profile of a
 * window (written as a .cpuprofile file), and stop.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export type ParentMessage = { type: 'heap' } | { type: 'cpu' } | { type: 'profile-start' } | { type: 'profile-stop'; path: string } | { type: 'stop' };
export type ChildMessage = { type: 'ready'; host: string } | { type: 'heap'; heapUsed: number } | { type: 'cpu'; cpuMs: number } | { type: 'profile'; isRunning: boolean };

/** A few full collections: weak callbacks and finalizers can free more on the next pass. */
function collectedHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('start the benchmark server with --expose-gc');
  for (let pass = 0; pass < 3; pass += 1) gc();
  return process.memoryUsage().heapUsed;
}

const session = new Session();

async function profile(message: Extract<ParentMessage, { type: 'profile-start' | 'profile-stop' }>): Promise<void> {
  if (message.type === 'profile-start') {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  } else {
    const { profile: result } = await session.post('Profiler.stop');
    writeFileSync(message.path, JSON.stringify(result));
    session.disconnect();
  }
  process.send?.({ type: 'profile', isRunning: message.type === 'profile-start' } satisfies ChildMessage);
}

export function answerHeapRequests(onStop: () => void): void {
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'profile-start' || message.type === 'profile-stop') return void profile(message);
    if (message.type === 'heap') {
      // Let pending I/O callbacks settle first, so nothing half-done is counted.
      setTimeout(() => process.send?.({ type: 'heap', heapUsed: collectedHeap() } satisfies ChildMessage), 50);
    } else if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ type: 'cpu', cpuMs: (user + system) / 1000 } satisfies ChildMessage);
    } else if (message.type === 'stop') {
      onStop();
    }
  });
}
