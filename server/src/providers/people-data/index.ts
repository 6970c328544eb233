import type { EmailVerifier } from '../../modules/people-data/email-verifier';
import type { PersonProvider } from '../../modules/people-data/person-provider';
import { HunterEmailVerifier, type HunterSettings } from './hunter.provider';
import type { PdlPersonProvider, PdlSettings } from './pdl.provider';

/** The live people-data provider the configuration names (PDL_API_KEY), or none: the index alone. */
export function createPersonProvider(pdl: PdlSettings | null): PersonProvider | null {
  if (!pdl) return null;
  // Loaded only when PDL is configured: its client and axios are some 90 modules that every process
  // (and every test file) would compile otherwise.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const provider = require('./pdl.provider') as { PdlPersonProvider: typeof PdlPersonProvider };
  return new provider.PdlPersonProvider(pdl);
}

/** The live e-mail verifier the configuration names (HUNTER_API_KEY), or none: contacts as stored. */
export function createEmailVerifier(hunter: HunterSettings | null): EmailVerifier | null {
  return hunter ? new HunterEmailVerifier(hunter) : null;
}

export type { HunterSettings, PdlSettings };
