/** Types of build-server.mjs, for the TypeScript files that import it (bench/startup.ts). */
export declare const SERVER_OUT_DIR: string;
export declare function buildServer(options?: { outdir?: string }): Promise<string>;
