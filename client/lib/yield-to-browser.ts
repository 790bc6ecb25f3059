/**
 * Ends the current task and resumes in a new one, so the browser can paint a frame or handle a tap in
 * between. A message, not a timer: timers are clamped and, in a background tab, delayed by a second.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
