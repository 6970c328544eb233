/** The live people-data providers by the names the server records them under. */
const PROVIDERS: Record<string, string> = { pdl: 'People Data Labs', hunter: 'Hunter' };

/**
 * Names that are not a people-data provider or an import: a correction the person asked for; the
 * configured AI model, in the providers' ledger for the job descriptions it reads.
 */
const OTHERS: Record<string, string> = { person: 'your correction', model: 'AI model (job descriptions)' };

/** A provider's or an import's source name as people read it: 'People Data Labs' for pdl; an import's name as given. */
export function sourceName(name: string): string {
  return PROVIDERS[name] ?? OTHERS[name] ?? name;
}

/** Whether a source is a live provider (as opposed to an import's name or the sample data). */
export function isLiveProvider(name: string): boolean {
  return name in PROVIDERS;
}
