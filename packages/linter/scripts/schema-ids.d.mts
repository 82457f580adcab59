// Types of schema-ids.mjs for the TypeScript tests that import it.
export declare const schemaDir: string;
export declare function linterPackage(): { name: string; version: string };
export declare function schemaId(fileName: string, pkg?: { name: string; version: string }): string;
export declare function schemaFiles(): string[];
export declare function stampSchemaIds(options?: { write?: boolean }): { file: string; actual: string | undefined; expected: string }[];
