import fs from 'node:fs/promises';
import type { EmbeddedDatabase } from '../src/db/embedded';

export default async function globalTeardown(): Promise<void> {
  await ((globalThis as Record<string, unknown>).__TEST_OIDC__ as { close(): Promise<void> } | undefined)?.close();
  const state = (globalThis as Record<string, unknown>).__TEST_DB__ as { db: EmbeddedDatabase; dataDir: string } | undefined;
  if (!state) return;
  await state.db.stop();
  await fs.rm(state.dataDir, { recursive: true, force: true });
}
