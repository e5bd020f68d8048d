import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working embedded defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'circle-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      accessTokenTtlSeconds: 604800,
      storage: { driver: 'local' },
      ai: { provider: 'local' },
    });
    const secretFile = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(secretFile, 'utf8')).toBe(config.jwtSecret);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads every variable and reports what is wrong', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://circle.example/',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u@h/db',
      LOG_LEVEL: 'warn',
    });
    expect(config.publicUrl).toBe('https://circle.example');
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /S3_BUCKET/,
    );
    expect(() => loadConfig({ LOG_LEVEL: 'loud', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /LOG_LEVEL/,
    );
  });

  it('writes dates for the deployment’s locale, en-US unless LOCALE names another', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).locale).toBe('en-US');
    expect(loadConfig({ ...secret, LOCALE: 'en-GB' }).locale).toBe('en-GB');
    expect(() => loadConfig({ ...secret, LOCALE: 'not a locale!' })).toThrow(/LOCALE/);
  });

  it('accepts only PostgreSQL database addresses and says what is wrong with others', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    for (const url of [
      'postgres://u:p@db:5432/circle',
      'postgresql://u@db/circle',
      'postgres:///circle',
    ]) {
      expect(loadConfig({ ...secret, DATABASE_URL: url }).databaseUrl).toBe(url);
    }
    const problem = (url: string) => {
      try {
        loadConfig({ ...secret, DATABASE_URL: url });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`${url} was accepted`);
    };
    expect(problem('mysql://root:hunter2@db/circle')).toMatch(
      /DATABASE_URL: must be a PostgreSQL address like postgres:\/\/user:password@host:5432\/database, not a mysql:\/\/ address/,
    );
    expect(problem('mysql://root:hunter2@db/circle')).not.toContain('hunter2');
    expect(problem('http://db.example/circle')).toMatch(/not a http:\/\/ address/);
    expect(problem('garbage')).toMatch(/DATABASE_URL: .*not an address at all/);
  });
});
