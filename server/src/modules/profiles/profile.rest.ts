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
 * of product spec section 3 (profileSummary, keySkillsAndExpertise, stability and mobility as
 * numbers, swotAnalysis as lists of text, roleRecommendations as text), null without an analysis.
 */
export function toRestProfile(p: ProfileDetail) {
  const a = p.analysis;
  const texts = (claims: Array<{ text: string }>) => claims.map((c) => c.text);
  return {
    ...p,
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

/** `sameSite` refuses a cross-site refresh made with the session cookie alone (it changes the stored profile). */
export function profileRoutes(profiles: ProfileService, sameSite: RequestHandler): Router {
  const router = Router();

  // GET /api/profile/id/{base64 of the profile link}: the profile dialog's data (data is the profile).
  router.get('/profile/id/*encoded', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const ref = profiles.refOfEncodedLink(encodedLinkOf(req));
    sendSuccess(res, { data: toRestProfile(await profiles.open(userId, ref)) });
  });

  // GET /api/profile/update/{base64 of the full profile link}: re-reads the profile (once an hour).
  router.get('/profile/update/*encoded', sameSite, async (req, res) => {
    const { userId } = requireSession(req.authState);
    const ref = profiles.refOfEncodedLink(encodedLinkOf(req));
    sendSuccess(res, { message: 'Profile refreshed.', data: toRestProfile(await profiles.refresh(userId, ref)) });
  });

  return router;
}
