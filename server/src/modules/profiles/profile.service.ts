import { factSources } from './fact-sources';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { AnalysisService } from '../analysis/analysis.service';
import type { NormalisedAcademicCredential, NormalisedWorkExperience, ProfileAnalysis as Analysis } from '../analysis/analysis.types';
import { monthIndex, monthOfDate, monthsInclusive, tenureText } from '../analysis/months';
import { normaliseAcademicCredentials, normaliseWorkExperiences } from '../analysis/normalise';
import { toProfileCard } from './profile-card';
import { experienceAsOf, newestFetchedAt } from './profile-facts';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { usernameFromEncodedLink } from './profile-link';
import { findProfileById, findProfileByUsername, isProfileId, PERSON_NOT_FOUND, PROFILE_NOT_FOUND } from './profile-lookup';
import type { ProfileFetcher, ProfileRefreshSource } from './profile-refresh';
import { SAMPLE_SOURCE, type Profile, type SocialProfile } from './profile.entity';
import { profileChanges } from './profile-changes';
import { ProfileRepository } from './profile.repository';
import type { ProfileAcademicCredential, ProfileAnalysis, ProfileWorkExperience } from '../analysis/profile-analysis.types';
import type { ProfileDetail, SocialProfileLink } from './profile.types';

export const ANALYSIS_UNAVAILABLE = 'Your plan has expired. Renew your plan or buy credits to see the AI analysis of this profile.';
export const REFRESH_UNAVAILABLE = 'We could not re-read this profile from its source. Please try again in a few minutes.';
export const REFRESH_NO_PROVIDER =
  'There is no live data provider to re-read this profile from, so it shows what the index holds; its analysis was recomputed.';
export const REFRESH_SAMPLE = 'This is a sample person: there is no source to re-read them from. Their analysis was recomputed.';
export const REFRESH_UNCHANGED = 'Profile refreshed: nothing has changed since it was last read.';
export const REFRESH_GONE = 'Our data provider no longer has this person; the profile is kept as it was.';
/** A profile is re-read from its source at most once per this interval. */
export const REFRESH_INTERVAL_MS = 60 * 60 * 1000;

/** How a caller names a profile: by id, or by LinkedIn username (a profile link is read for its username). */
export type ProfileRef = { id: string } | { linkedinUsername: string };

/** Where a social profile lives, for the networks whose address we know. */
const SOCIAL_URLS: Record<string, (username: string) => string> = {
  linkedin: (u) => `https://www.linkedin.com/in/${u}`,
  github: (u) => `https://github.com/${u}`,
  twitter: (u) => `https://x.com/${u.replace(/^@/, '')}`,
  x: (u) => `https://x.com/${u.replace(/^@/, '')}`,
  dribbble: (u) => `https://dribbble.com/${u}`,
  behance: (u) => `https://www.behance.net/${u}`,
  medium: (u) => `https://medium.com/${u.startsWith('@') ? u : `@${u}`}`,
};

/**
 * Opening a profile (the profile dialog) and refreshing it. Opening and searching never cost
 * credits; the analysis needs an active plan (docs/decisions.md, "Plans and credits"), and without one the profile still
 * opens with a message where the analysis would be. Refreshing re-reads the profile from its source
 * at most once an hour per profile, and recomputes its analysis.
 */
export class ProfileService {
  private readonly profiles: ProfileRepository;
  private readonly users: UsersRepository;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly analysis: AnalysisService,
    /** A profile not read from a source for this long is marked out of date (PROFILE_STALE_DAYS). */
    private readonly profileStaleDays: number,
    /**
     * The people source (the one searches read): its `fetchProfile`, when it has one, re-reads the
     * profiles that came from it, and its `invalidate`, when it has one, then drops its cached answers.
     */
    private readonly source?: ProfileRefreshSource,
    /** A live provider, when configured: opening a LinkedIn link the index does not hold asks it once. */
    private readonly peopleData?: ProfileFetcher,
  ) {
    this.profiles = new ProfileRepository(ds);
    this.users = new UsersRepository(ds);
  }

  /** The profile the GraphQL arguments name: exactly one of id and linkedinUsername. */
  refOf(args: { id?: string | null; linkedinUsername?: string | null }): ProfileRef {
    const id = args.id?.trim() || null;
    const username = args.linkedinUsername?.trim() || null;
    if (id && username) throw AppError.badInput('Give either the profile id or the LinkedIn username, not both.');
    if (id) return { id };
    if (username) return { linkedinUsername: username };
    throw AppError.badInput('Give the profile id or the LinkedIn username of the profile to open.');
  }

  /** The REST path parameter: the base64 of the profile's link. */
  refOfEncodedLink(encoded: string): ProfileRef {
    return { linkedinUsername: usernameFromEncodedLink(encoded) };
  }

  async open(userId: string, ref: ProfileRef): Promise<ProfileDetail> {
    const user = await this.loadUser(userId);
    return this.detail(user, await this.findOrFetch(userId, ref));
  }

  /**
   * The profile, from the index; a LinkedIn username the index does not hold is asked of the live
   * provider when one is configured (once: the person is then in the index), and is "We could not
   * find this person" when the provider does not know them either.
   */
  private async findOrFetch(userId: string, ref: ProfileRef): Promise<Profile> {
    try {
      return await this.find(ref);
    } catch (err) {
      if ('id' in ref || !this.peopleData?.enabled || !(err instanceof AppError) || err.code !== 'NOT_FOUND') throw err;
    }
    const id = await this.peopleData.fetchByLinkedin(userId, ref.linkedinUsername);
    if (!id) throw AppError.notFound(PERSON_NOT_FOUND);
    return findProfileById(this.ds, id);
  }

  /**
   * Re-reads the profile from where it came from and says what changed. A profile a live provider
   * can be asked about (the provider configured, not a sample person) is asked for the person as they
   * are now, at most once per profile per hour (a second refresh within the hour answers RATE_LIMITED;
   * a failed call gives the hour back). Without a provider there is nothing newer to read: the
   * analysis is recomputed from the stored profile, the answer says so, and no wait applies.
   */
  async refresh(userId: string, ref: ProfileRef): Promise<ProfileDetail> {
    const [user, profile] = await Promise.all([this.loadUser(userId), this.find(ref)]);
    const viaSource = !!this.source?.fetchProfile && profile.source === this.source.name;
    const provider = !viaSource && this.peopleData?.enabled && profile.source !== SAMPLE_SOURCE ? this.peopleData : null;
    if (!viaSource && !provider) {
      await this.analysis.invalidate(profile.id);
      const message = profile.source === SAMPLE_SOURCE ? REFRESH_SAMPLE : REFRESH_NO_PROVIDER;
      return { ...(await this.detail(user, profile)), refreshNote: { message, changes: [] } };
    }

    const now = this.clock.now();
    // Claiming the refresh is one conditional UPDATE, so two refreshes at once cannot both pass.
    const claimed = await this.profiles.claimRefresh(profile.id, now, new Date(now.getTime() - REFRESH_INTERVAL_MS));
    if (!claimed) {
      const current = await this.profiles.findById(profile.id, { id: true, refreshedAt: true });
      if (!current) throw AppError.notFound(PROFILE_NOT_FOUND);
      throw tooSoon(current.refreshedAt ?? now, now);
    }

    let gone = false;
    try {
      if (provider) gone = (await provider.refetch(user.id, profile)) === 'gone';
      // The index holds the profile as it is now: cached search answers may show it as it was.
      else if (await this.source!.fetchProfile!(profile.linkedinUsername)) this.source!.invalidate?.();
    } catch (err) {
      // Nothing was re-read: give the hour back.
      await this.profiles.giveBackRefresh(profile.id, profile.refreshedAt, now);
      throw err instanceof AppError ? err : new AppError('SERVICE_UNAVAILABLE', REFRESH_UNAVAILABLE);
    }
    await this.analysis.invalidate(profile.id);
    const reloaded = await this.profiles.findById(profile.id);
    if (!reloaded) throw AppError.notFound(PROFILE_NOT_FOUND);
    const changes = gone ? [] : profileChanges(profile, reloaded);
    const message = gone
      ? REFRESH_GONE
      : changes.length
        ? `Profile refreshed. ${changes.join(' ')}`
        : provider
          ? REFRESH_UNCHANGED
          : 'Profile refreshed.';
    return { ...(await this.detail(user, reloaded)), refreshNote: { message, changes } };
  }

  private async loadUser(userId: string): Promise<Pick<User, 'id' | 'plan' | 'planExpiry'>> {
    const user = await this.users.findPlan(userId);
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  private async find(ref: ProfileRef): Promise<Profile> {
    if (!('id' in ref)) return findProfileByUsername(this.ds, ref.linkedinUsername);
    if (!isProfileId(ref.id)) throw AppError.badInput('The profile id must be a number.');
    return findProfileById(this.ds, ref.id);
  }

  private async detail(user: Pick<User, 'id' | 'planExpiry'>, profile: Profile): Promise<ProfileDetail> {
    const now = this.clock.now();
    const planActive = !user.planExpiry || user.planExpiry.getTime() > now.getTime();
    // Tenures, the analysis and the header as of one moment (a sample person's: when their career was drawn up to).
    const dated = { ...profile, newestFetchedAt: newestFetchedAt(profile.provenance) };
    const asOf = experienceAsOf(dated, now);
    const [revealed, analysis] = await Promise.all([
      this.profiles.isRevealedTo(user.id, profile.id),
      planActive ? this.analysis.getAnalysis(profile, asOf) : Promise.resolve(null),
    ]);
    const referenceMonth = monthOfDate(asOf);
    const card = toProfileCard(
      dated,
      { now, staleDays: this.profileStaleDays },
      analysis?.insights.careerMetrics.totalExperienceMonths.value,
    );
    const nextRefresh = profile.refreshedAt ? new Date(profile.refreshedAt.getTime() + REFRESH_INTERVAL_MS) : null;
    return {
      ...card,
      socialProfiles: socialLinks(profile.socialProfiles, card.sample),
      workExperiences: normaliseWorkExperiences(profile.workExperiences).map((w) => workView(w, referenceMonth)),
      academicCredentials: normaliseAcademicCredentials(profile.academicCredentials).map(credentialView),
      revealed,
      factSources: factSources(profile),
      refreshedAt: profile.refreshedAt,
      nextRefreshAt: nextRefresh && nextRefresh.getTime() > now.getTime() ? nextRefresh : null,
      analysis: analysis ? analysisView(analysis) : null,
      analysisUnavailable: planActive ? null : ANALYSIS_UNAVAILABLE,
    };
  }
}

/** RATE_LIMITED, naming when the profile can be refreshed again. */
function tooSoon(refreshedAt: Date, now: Date): AppError {
  const next = new Date(refreshedAt.getTime() + REFRESH_INTERVAL_MS);
  const waitMs = Math.max(0, next.getTime() - now.getTime());
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const at = `${next.toISOString().slice(11, 16)} UTC on ${next.toISOString().slice(0, 10)}`;
  return new AppError(
    'RATE_LIMITED',
    `This profile was refreshed less than an hour ago. You can refresh it again at ${at} (in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}).`,
    { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), nextRefreshAt: next.toISOString() },
  );
}

/**
 * One entry per network, compared case-insensitively; the first one listed wins. A sample person's
 * usernames are invented, so they link nowhere (`url` null): a real account may have that name.
 */
export function socialLinks(profiles: readonly SocialProfile[], sample = false): SocialProfileLink[] {
  const seen = new Set<string>();
  const out: SocialProfileLink[] = [];
  for (const p of profiles ?? []) {
    const network = p.network?.trim();
    const username = p.username?.trim();
    if (!network || !username) continue;
    const key = network.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ network, username, url: sample ? null : (SOCIAL_URLS[key]?.(encodeURI(username)) ?? null) });
  }
  return out;
}

function workView(w: NormalisedWorkExperience, referenceMonth: number): ProfileWorkExperience {
  const start = w.start ? monthIndex(w.start) : null;
  const end = start === null ? null : w.current ? Math.max(start, referenceMonth) : w.end ? monthIndex(w.end) : start;
  return {
    ...w,
    tenure: tenureText(w.start, w.end, w.current, referenceMonth),
    months: start !== null && end !== null ? monthsInclusive(start, end) : 0,
  };
}

function credentialView(c: NormalisedAcademicCredential): ProfileAcademicCredential {
  const years = [c.start?.slice(0, 4), c.end?.slice(0, 4)].filter(Boolean);
  return {
    ...c,
    tenure: years.length === 0 ? null : years[0] === years[1] || years.length === 1 ? years[0]! : `${years[0]} – ${years[1]}`,
  };
}

/** The cached analysis as the GraphQL type: roles with their tenure lines, the date as a Date. */
function analysisView(a: Analysis): ProfileAnalysis {
  const referenceMonth = monthIndex(a.referenceMonth);
  return {
    ...a,
    generatedAt: new Date(a.generatedAt),
    professionalJourney: {
      profileSummary: a.professionalJourney.profileSummary,
      workExperiences: a.professionalJourney.workExperiences.map((w) => workView(w, referenceMonth)),
      academicCredentials: a.professionalJourney.academicCredentials.map(credentialView),
    },
  };
}
