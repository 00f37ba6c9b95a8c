import { runtimeConfigSchema, type RuntimeConfig } from '@academy/contracts';

export const RUNTIME_CONFIG_PATH = '/config.json';

/** Why the runtime configuration could not be used; its message is shown on the start-up error page. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

/** Reads and validates /config.json (never cached by the browser: remote locations change on redeploy). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} could not be reached`, { cause });
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} answered ${response.status} ${response.statusText}`.trim());
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} is not valid JSON`, { cause });
  }

  const result = runtimeConfigSchema.safeParse(body);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.map(String).join('.') || '(root)');
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} is missing or has invalid settings: ${[...new Set(fields)].join(', ')}`);
  }
  return result.data;
}
