/**
 * Stands in for the `use-sync-external-store` shim wouter imports (vite.config.ts aliases it here): that shim
 * answers React's own hook on React 18 and later, so the first route need not carry its fallback
 * (docs/decisions/032-api-contract-and-openapi.md, bundle budget).
 */
export { useSyncExternalStore } from 'react';
