import { Router, type Request, type RequestHandler } from 'express';
import { sendSuccess } from '../../common/rest';
import { requireSession } from '../../common/session';
import type { ProfileService } from './profile.service';
import type { ProfileDetail } from './profile.types';

/**
 * The encoded link of the path. A standard base64 link may hold '/', which a client that does not
 * URL-encode the segment sends as more path segments: they are joined back.
 */
function encodedLinkOf(req: Request): string {
  const raw = (req.params as Record<string, string | string[] | undefined>).encoded;
  return Array.isArray(raw) ? raw.join('/') : (raw ?? '');
}

/**
 * The profile as the REST answer's data: the profile view, plus the analysis under the flat names
 * of docs/product-spec.md §3 (profileSummary, keySkillsAndExpertise, stability and mobility as
 * numbers, swotAnalysis as lists of text, roleRecommendations as text), null without an analysis.
 */
export function toRestProfile(p: ProfileDetail) {
  const a = p.analysis;
  const texts = (claims: Array<{ text: string }>) => claims.map((c) => c.text);
  // The REST shape keeps the spec's name, isFetched, for what GraphQL calls revealed.
  const { revealed, ...view } = p;
  return {
    ...view,
    isFetched: revealed,
    profileSummary: a?.professionalJourney.profileSummary ?? null,
    keySkillsAndExpertise: a?.assessment.keySkillsAndExpertise ?? null,
    stability: a?.insights.stability.value ?? null,
    mobility: a?.insights.mobility.value ?? null,
    swotAnalysis: a
      ? {
          strengths: texts(a.insights.swot.strengths),
          weaknesses: texts(a.insights.swot.weaknesses),
          opportunities: texts(a.insights.swot.opportunities),
          threats: texts(a.insights.swot.threats),
        }
      : null,
    roleRecommendations: a ? texts(a.insights.roleRecommendations).join('\n') : null,
  };
}

/** What revealing a profile's contacts would give and cost the user now (the cards' `contactPreview`). */
export type ContactPreviewOf = (userId: string, profileId: string) => Promise<object | null>;

/**
 * `sameOrigin` refuses a refresh made with the session cookie alone that the app's own pages did not start (it changes the stored
 * profile). Each answer carries `contactPreview`, as GraphQL's profile does.
 */
export function profileRoutes(profiles: ProfileService, sameOrigin: RequestHandler, contactPreviewOf: ContactPreviewOf): Router {
  const router = Router();
  const withPreview = async (userId: string, p: ProfileDetail) => ({
    ...toRestProfile(p),
    contactPreview: await contactPreviewOf(userId, p.id),
  });

  // GET /api/profile/id/{base64 of the profile link}: the profile dialog's data (data is the profile).
  router.get('/profile/id/*encoded', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const ref = profiles.refOfEncodedLink(encodedLinkOf(req));
    sendSuccess(res, { data: await withPreview(userId, await profiles.open(userId, ref)) });
  });

  // GET /api/profile/update/{base64 of the full profile link}: re-reads the profile (once an hour).
  router.get('/profile/update/*encoded', sameOrigin, async (req, res) => {
    const { userId } = requireSession(req.authState);
    const ref = profiles.refOfEncodedLink(encodedLinkOf(req));
    const refreshed = await profiles.refresh(userId, ref);
    sendSuccess(res, { message: refreshed.refreshNote?.message ?? 'Profile refreshed.', data: await withPreview(userId, refreshed) });
  });

  return router;
}
