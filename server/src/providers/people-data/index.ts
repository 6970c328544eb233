import type { PersonProvider } from '../../modules/people-data/person-provider';
import { PdlPersonProvider, type PdlSettings } from './pdl.provider';

/** The live people-data provider the configuration names (PDL_API_KEY), or none: the index alone. */
export function createPersonProvider(pdl: PdlSettings | null): PersonProvider | null {
  return pdl ? new PdlPersonProvider(pdl) : null;
}

export type { PdlSettings };
