export * from './users';
export * from './coins';
export * from './social';
export * from './learning';
export * from './vocabulary';
export * from './gamification';
export * from './safety';
export * from './account';
