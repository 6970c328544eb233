import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { EmbeddedDatabase } from '../../server/src/db/embedded';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__E2E__ as
    | {
        db: EmbeddedDatabase;
        server: ChildProcess;
        dataDir: string;
        oidc: { close(): Promise<void> };
        pdl: { close(): Promise<void> };
        hunter: { close(): Promise<void> };
      }
    | undefined;
  if (!state) return;
  await state.oidc.close();
  await state.pdl.close();
  await state.hunter.close();
  if (state.server.exitCode === null) {
    const exited = new Promise((r) => state.server.once('exit', r));
    state.server.kill('SIGTERM');
    await exited;
  }
  await state.db.stop();
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
