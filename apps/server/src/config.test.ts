import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to port 3000 and the embedded SQLite file under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'sqlite' });
    expect(config.database.kind === 'sqlite' && config.database.file).toMatch(/data\/certamen\.sqlite$/);
    expect(config.freeExplanationsUntil).toBe('2025-08-31');
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/db' });
  });

  it('keeps rate limits in memory unless REDIS_URL names a Redis', () => {
    expect(loadConfig({}).rateLimitStore).toEqual({ redisUrl: undefined, keyPrefix: 'certamen:rl:' });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_KEY_PREFIX: 'staging:' }).rateLimitStore).toEqual({ redisUrl: 'redis://127.0.0.1:6379/2', keyPrefix: 'staging:' });
  });

  it.each([
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ JWT_VERIFY_SECRETS: 'short' }, 'JWT_VERIFY_SECRETS'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'x' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ FREE_EXPLANATIONS_UNTIL: '31/08/2025' }, 'FREE_EXPLANATIONS_UNTIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops with the variable named for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
