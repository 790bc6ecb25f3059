/**
 * The toast queue (spec section 9): at most one visible at a time, 5000 ms by default. A tiny external
 * store so any hook (live events, mutations) can raise a toast without a React context.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5_000;

export interface ToastAction {
  label: string;
  /** A client path to go to, or a callback. */
  href?: string;
  onClick?: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant?: 'default' | 'destructive';
  /** ms; Infinity keeps it until dismissed. */
  duration?: number;
  /** Live-event toasts name their kind, so the user's notification settings can silence it. */
  category?: ToastCategory;
}

export type ToastCategory = 'matches' | 'messages' | 'achievements';

export interface ToastItem extends ToastInput {
  id: number;
  isOpen: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

let mutedCategories: ReadonlySet<ToastCategory> = new Set();

/** The kinds of toast the user turned off in Notification Settings (set by the live layer). */
export function setMutedToastCategories(categories: Iterable<ToastCategory>): void {
  mutedCategories = new Set(categories);
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  if (input.category && mutedCategories.has(input.category)) return { id, dismiss: () => undefined };
  emit([{ ...input, id, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, isOpen: false } : item)));
  setTimeout(() => emit(toasts.filter((item) => item.id !== id)), 300);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen now (the hook's snapshot). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}
