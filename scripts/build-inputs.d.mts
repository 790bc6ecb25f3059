/** Types of build-inputs.mjs, for the TypeScript files that import it (scripts/build.test.ts). */
export declare const INPUT_FOLDERS: string[];
export declare const INPUT_FILES: string[];
export declare function buildInputFiles(root: string): string[];
export declare function hashBuildInputs(root: string): string;
