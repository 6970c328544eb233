import { Client } from 'pg';
import { INDEX_CHANGED_CHANNEL } from '../common/index-changes';
import type { Logger } from '../common/logger';

/**
 * A server's ear for changes to the people index made by other processes (common/index-changes.ts):
 * LISTEN on a connection of its own.
 */

export interface IndexChangeListener {
  stop(): Promise<void>;
}

export interface IndexChangeListenerOptions {
  url: string;
  logger: Logger;
  /** Called at the first change at once, then at most once per `quietMs` while changes go on. */
  onChange: () => void;
  quietMs?: number;
  /** How long to wait before connecting again after the connection is lost. */
  retryMs?: number;
}

/**
 * Listens on a connection of its own. After the connection is lost it connects again and then calls
 * `onChange` once, since changes may have gone by meanwhile.
 */
export async function listenForIndexChanges(opts: IndexChangeListenerOptions): Promise<IndexChangeListener> {
  const { url, logger, onChange, quietMs = 1000, retryMs = 5000 } = opts;
  let client: Client | null = null;
  let stopped = false;
  let quiet: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;

  // The first change is passed on at once (a new person shows in every process's searches within a
  // second); changes during the quiet time after it make one more call at its end (a long import
  // notifies once per batch).
  let pending = false;
  const changed = () => {
    if (stopped) return;
    if (quiet) {
      pending = true;
      return;
    }
    onChange();
    const rest = () => {
      quiet = null;
      if (!pending || stopped) return;
      pending = false;
      onChange();
      quiet = setTimeout(rest, quietMs);
      quiet.unref();
    };
    quiet = setTimeout(rest, quietMs);
    quiet.unref();
  };
  const later = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(changed, (err: Error) => {
        logger.warn({ error: err.message }, 'could not listen for changes to the people index; trying again');
        later();
      });
    }, retryMs);
    retry.unref();
  };
  const connect = async () => {
    const c = new Client({ connectionString: url, application_name: 'talentlens-index-changes' });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      c.end().catch(() => undefined);
      if (!stopped) {
        logger.warn('the connection that listens for changes to the people index was lost; connecting again');
        later();
      }
    };
    c.on('notification', (message) => {
      if (message.channel === INDEX_CHANGED_CHANNEL) changed();
    });
    c.on('error', lose);
    c.on('end', lose);
    try {
      await c.connect();
      await c.query(`LISTEN ${INDEX_CHANGED_CHANNEL}`);
    } catch (err) {
      lost = true;
      c.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      lost = true;
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
  };

  try {
    await connect();
  } catch (err) {
    logger.warn({ error: (err as Error).message }, 'could not listen for changes to the people index; trying again');
    later();
  }
  return {
    async stop() {
      stopped = true;
      if (quiet) clearTimeout(quiet);
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
