import { fileURLToPath } from "node:url";

/**
 * The official cases shipped with this package (the default paths of `recycle-rules conformance`).
 * `cases/` sits beside `src/` and `dist/`, so the same URL works from both.
 */
export const bundledCasesDir: string = fileURLToPath(new URL("../cases", import.meta.url));

/** The JUnit XML Schema the junit reporter's output conforms to (see its header for its origin). */
export const junitSchemaPath: string = fileURLToPath(new URL("../schema/junit.xsd", import.meta.url));
