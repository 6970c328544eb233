import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * JWT_SECRET when set (required in production). Otherwise a random secret is created once and
 * kept in DATA_DIR, so that sessions survive a restart on a developer's machine.
 */
export async function resolveSecret(config: { jwtSecret?: string; dataDir: string }): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'session-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* first start */
  }
  await fs.mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}
