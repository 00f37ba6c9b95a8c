import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, baseConfigShape, loadConfig } from '../src/index.ts';

const schema = z.object({ ...baseConfigShape, PORT: baseConfigShape.PORT.default(4102), IDENTITY_URL: z.url() });

describe('loadConfig', () => {
  it('parses and defaults the environment', () => {
    const config = loadConfig('learning', schema, { DATABASE_URL: 'postgres://u:p@localhost:5432/db', IDENTITY_URL: 'http://127.0.0.1:4101' });
    expect(config).toMatchObject({ PORT: 4102, LOG_LEVEL: 'info', NODE_ENV: 'development' });
  });

  it('fails fast naming every problem, without echoing values', () => {
    let error: unknown;
    try {
      loadConfig('learning', schema, { PORT: 'eighty', DATABASE_URL: 'mysql://secret-host/db' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^learning: invalid configuration/);
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('IDENTITY_URL');
    expect(message).not.toContain('secret-host');
  });
});
