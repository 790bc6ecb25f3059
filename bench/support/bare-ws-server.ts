/**
 * The baseline for bench/live-delivery.ts: a bare `ws` server that echoes every frame, with the same
 * max payload as Coinmates' /ws, in its own process (same IPC as live-server.ts).
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { LIVE_MAX_PAYLOAD_BYTES } from '../../shared/live/events';
import { answerHeapRequests } from './heap-probe';

if (!process.send) throw new Error('bare-ws-server.ts is started by bench/live-delivery.ts');

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: LIVE_MAX_PAYLOAD_BYTES });
server.on('connection', (socket) => {
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }));
  socket.on('error', () => socket.terminate());
});
server.once('listening', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ type: 'ready', host: `127.0.0.1:${port}` });
});

const stop = () => {
  for (const client of server.clients) client.terminate();
  server.close(() => process.exit(0));
};
answerHeapRequests(stop);
process.on('disconnect', stop);
