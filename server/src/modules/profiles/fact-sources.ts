import type { FactName, Profile } from './profile.entity';

/** The facts of a profile whose origin is kept, in the order the profile dialog names them. */
export const PROFILE_FACTS: readonly FactName[] = [
  'name',
  'linkedin',
  'headline',
  'summary',
  'location',
  'role',
  'industry',
  'experience',
  'education',
  'skills',
];

export interface FactSourceView {
  source: string;
  fetchedAt: Date;
  facts: FactName[];
}

/**
 * Where a profile's facts came from, one entry per source and reading, newest first. A profile whose
 * facts have no kept origin (a sample person, one written before origins were kept) has them all from
 * its own source, read when it was last refreshed or added; one with origins lists only those.
 */
export function factSources(profile: Pick<Profile, 'source' | 'provenance' | 'refreshedAt' | 'createdAt'>): FactSourceView[] {
  const bySource = new Map<string, FactSourceView>();
  const kept = Object.keys(profile.provenance ?? {}).length > 0;
  for (const fact of PROFILE_FACTS) {
    const origin = profile.provenance?.[fact];
    if (kept && !origin) continue;
    const source = origin?.source ?? profile.source;
    const fetchedAt = origin ? new Date(origin.fetchedAt) : (profile.refreshedAt ?? profile.createdAt);
    const key = `${source}\u0000${fetchedAt.toISOString()}`;
    const entry = bySource.get(key) ?? { source, fetchedAt, facts: [] };
    entry.facts.push(fact);
    bySource.set(key, entry);
  }
  return [...bySource.values()].sort((a, b) => b.fetchedAt.getTime() - a.fetchedAt.getTime() || a.source.localeCompare(b.source));
}
