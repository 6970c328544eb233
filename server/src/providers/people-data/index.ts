import type { EmailVerifier } from '../../modules/people-data/email-verifier';
import type { PersonProvider } from '../../modules/people-data/person-provider';
import { HunterEmailVerifier, type HunterSettings } from './hunter.provider';
import { PdlPersonProvider, type PdlSettings } from './pdl.provider';

/** The live people-data provider the configuration names (PDL_API_KEY), or none: the index alone. */
export function createPersonProvider(pdl: PdlSettings | null): PersonProvider | null {
  return pdl ? new PdlPersonProvider(pdl) : null;
}

/** The live e-mail verifier the configuration names (HUNTER_API_KEY), or none: contacts as stored. */
export function createEmailVerifier(hunter: HunterSettings | null): EmailVerifier | null {
  return hunter ? new HunterEmailVerifier(hunter) : null;
}

export type { HunterSettings, PdlSettings };
