import type { Logger } from '../../common/logger';
import type { FulfilmentService, ReconcileOptions } from './fulfilment.service';

/** Orders younger than this are left to the webhook and the browser's return (docs/decisions.md, "Payments"). */
export const RECONCILE_MIN_AGE_SECONDS = 60;
/** At most this many pending orders are asked about per round. */
export const RECONCILE_BATCH_SIZE = 50;

/**
 * Runs the payments reconciler (FulfilmentService.reconcile) once now and then every
 * `intervalSeconds` (PAYMENTS_RECONCILE_SECONDS; 0 runs none), so a paid checkout whose
 * fulfilment failed or never ran gets its credits without the buyer's browser. Rounds never
 * overlap in a process, and an advisory lock keeps other processes' rounds apart. A failed round
 * is logged and the next one tries again. Answers the function that stops it: no new round starts,
 * and the one running is waited for.
 */
export function startPaymentsReconciler(
  payments: Pick<FulfilmentService, 'reconcile'>,
  logger: Pick<Logger, 'warn'>,
  options: { intervalSeconds: number } & Partial<ReconcileOptions>,
): () => Promise<void> {
  if (options.intervalSeconds <= 0) return () => Promise.resolve();
  const round: ReconcileOptions = {
    minAgeSeconds: options.minAgeSeconds ?? RECONCILE_MIN_AGE_SECONDS,
    batchSize: options.batchSize ?? RECONCILE_BATCH_SIZE,
  };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = payments
      .reconcile(round)
      .then(
        () => undefined,
        (err: unknown) => logger.warn({ err }, 'reconciling pending payments failed; the next round tries again'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalSeconds * 1000);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
