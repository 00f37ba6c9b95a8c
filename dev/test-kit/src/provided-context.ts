// What the test-kit global setup provides to test files through vitest's inject().
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
