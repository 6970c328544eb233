import { stopTestResources } from './global-setup';

/** After every run (also each re-run of `jest --watch`): see global-setup.ts. */
export default async function globalTeardown(): Promise<void> {
  await stopTestResources();
}
