/** Types of find-chromium.mjs, for the TypeScript files that import it (playwright.config.ts, bench/). */
export declare const CHROMIUM_FLAGS: string[];
export declare function findChromium(options?: { install?: boolean }): Promise<string>;
