import { skipToken } from '@apollo/client/react';
import { Flex, Result, Spin, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type SessionUserFragment, useAuthProvidersQuery, useMeQuery } from '../../graphql/generated';
import { useAppNavigate } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import { RouterButton } from '../common/RouterButton';
import { useCompleteSignIn } from '../session/useSession';
import { AuthLayout } from './AuthLayout';
import {
  CALLBACK_NEXT,
  callbackPlan,
  invalidDataMessage,
  providerName,
  redirectNotice,
  SOCIAL_TEXT,
  type SocialProvider,
  verifiedUser,
} from './socialText';

const KNOWN_PROVIDERS = new Set(['google', 'linkedin']);

type CallbackState = { kind: 'loading' } | { kind: 'signedIn'; user: SessionUserFragment } | { kind: 'failed'; message: string };

/**
 * Where a provider's sign-in comes back to (/google-callback, /linkedin-callback, /sso-callback and
 * /linkedin-complete-profile; docs/product-spec.md §2, "Professional-network callback" and "Second
 * professional-network completion page"). The server has already set the session cookie and names
 * the user (`success=true&userInfo={id}`), or says why not (`error`). A named user is fetched
 * (`me`, from the network) and must be that user: then they are signed in here and go to
 * /dashboard after 1.5 s. Anything else shows its message and goes to /register after 3 s.
 */
export function SocialCallback({
  provider: fallback,
  heading,
}: {
  provider: SocialProvider;
  /** The page's heading; 'Signing you in with {name}' when not given. */
  heading?: string;
}) {
  const { token } = theme.useToken();
  const navigate = useAppNavigate();
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  // The company provider is called what the server calls it ('Acme SSO'); Google and LinkedIn are fixed.
  const named = useAuthProvidersQuery(KNOWN_PROVIDERS.has(fallback.id) ? skipToken : {});
  const provider = { id: fallback.id, name: named.data?.authProviders.find((p) => p.id === fallback.id)?.name ?? fallback.name };
  const plan = callbackPlan(params, provider);
  const userId = plan.kind === 'verify' ? plan.userId : null;
  const me = useMeQuery(userId ? { fetchPolicy: 'network-only' } : skipToken);

  let state: CallbackState;
  if (named.loading) state = { kind: 'loading' };
  else if (plan.kind === 'fail') state = { kind: 'failed', message: plan.message };
  else {
    const user = verifiedUser(plan.userId, me.data?.me);
    if (user) state = { kind: 'signedIn', user };
    else if (me.loading || (!me.data && !me.error)) state = { kind: 'loading' };
    else state = { kind: 'failed', message: invalidDataMessage(provider) };
  }

  const signedInUser = state.kind === 'signedIn' ? state.user : null;
  const stored = useRef<string | null>(null);
  useEffect(() => {
    if (state.kind === 'loading') return;
    if (signedInUser && stored.current !== signedInUser.id) {
      stored.current = signedInUser.id;
      completeSignIn(signedInUser);
    }
    const next = CALLBACK_NEXT[state.kind];
    const timer = window.setTimeout(() => navigate(next.to, { replace: true }), TIMINGS[next.wait]);
    return () => window.clearTimeout(timer);
  }, [state.kind, signedInUser, completeSignIn, navigate]);

  const name = providerName(provider);
  const resultStyle = { padding: `${token.paddingLG}px 0 0` };
  return (
    <AuthLayout title={heading ?? `Signing you in with ${name}`} subtitle={`One moment while we finish your ${name} sign-in.`}>
      {state.kind === 'loading' && (
        <Flex role="status" vertical align="center" gap={token.margin} style={{ padding: `${token.paddingLG}px 0` }}>
          <Spin size="large" />
          <Typography.Text style={{ color: token.colorTextSecondary, textAlign: 'center' }}>Checking your {name} sign-in…</Typography.Text>
        </Flex>
      )}
      {state.kind === 'signedIn' && (
        <Result status="success" style={resultStyle} title={<span role="status">{SOCIAL_TEXT.signedIn}</span>} />
      )}
      {state.kind === 'failed' && (
        <Result
          status="error"
          style={resultStyle}
          title={
            <span role="alert" style={{ overflowWrap: 'anywhere' }}>
              {state.message}
            </span>
          }
          subTitle={<span style={{ color: token.colorTextSecondary }}>{redirectNotice(TIMINGS.callbackErrorRedirect)}</span>}
          extra={
            <RouterButton type="primary" to={CALLBACK_NEXT.failed.to}>
              Go to sign-up now
            </RouterButton>
          }
        />
      )}
    </AuthLayout>
  );
}
