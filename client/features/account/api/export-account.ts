import { useMutation } from '@tanstack/react-query';
import { HttpError } from '@/lib/api-client';

export const ACCOUNT_EXPORT_URL = '/api/users/me/export';

/** Fetches the export and hands it to the browser as a file (the server names it). */
export async function downloadAccountExport(): Promise<void> {
  const response = await fetch(ACCOUNT_EXPORT_URL, { credentials: 'include' });
  if (!response.ok) throw new HttpError(response.status, (await response.text()) || response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'coinmates-export.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function useDownloadAccountExport() {
  return useMutation({ mutationFn: downloadAccountExport });
}
