/**
 * The server's VAPID key pair (docs/decisions/052-push-and-reminders.md): from the environment; without
 * it, on embedded PGlite a pair is generated once into the data directory (so `npm start` works with
 * push); on PostgreSQL without keys push stays off, said once in the log, because several instances
 * must share one pair and a file on one machine cannot be that.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../../config/env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

interface Logger {
  info(details: object, message: string): void;
  warn(message: string): void;
}

const FILE_NAME = 'vapid-keys.json';

export function resolveVapidKeys(config: Pick<AppConfig, 'vapid' | 'databaseUrl' | 'dataDir'>, log: Logger): VapidKeys | undefined {
  if (config.vapid) return config.vapid;
  if (config.databaseUrl) {
    log.warn('Web push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set (with PostgreSQL every instance needs the same pair; generate one with `npx web-push generate-vapid-keys`).');
    return undefined;
  }
  const file = path.join(config.dataDir, FILE_NAME);
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch {
    // Not there yet (or unreadable): a new pair is made below.
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  log.info({ file }, 'generated a VAPID key pair for web push');
  return keys;
}
