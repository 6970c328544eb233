import { GoogleOutlined, LinkedinFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { App, Button, Divider, Flex } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { type OtpType, useAuthProvidersQuery, useStartSocialSignInMutation } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import { serverMessage } from '../common/errors';
import { usePendingRedirect } from '../common/usePendingRedirect';
import {
  continueLabel,
  SOCIAL_TEXT,
  type SocialProvider,
  socialFailureMessage,
  startFailedMessage,
  startInput,
  startProblem,
} from './socialText';
import styles from './auth.module.css';

const ICONS: Partial<Record<string, ReactNode>> = {
  google: <GoogleOutlined aria-hidden />,
  linkedin: <LinkedinFilled aria-hidden />,
};
const COMPANY_ICON = <SafetyCertificateOutlined aria-hidden />;

interface SocialButtonsProps {
  /** login on /login, register on /register: what the provider's sign-in may do (register may create an account). */
  mode: OtpType;
  /** The sign-up form's two checkboxes: the terms must be accepted before a provider's sign-up starts. */
  termsAccepted: boolean;
  newsUpdates: boolean;
  /** The e-mail code flow is busy. */
  disabled?: boolean;
}

/**
 * One button per provider the server has configured (Google, LinkedIn, the company's sign-in), and
 * the divider before the e-mail form; while the list loads, the room they take (auth.module.css),
 * and nothing when it is empty.
 * A click asks the server to start the sign-in (it sets the state cookie and answers the
 * provider's address) and sends the browser there; the clicked button reads 'Connecting...'
 * meanwhile and the others wait. A failure shows the server's message, else the spec's (section 8).
 */
export function SocialButtons({ mode, termsAccepted, newsUpdates, disabled = false }: SocialButtonsProps) {
  const { message } = App.useApp();
  const { data } = useAuthProvidersQuery();
  const [startSignIn] = useStartSocialSignInMutation();
  const { pendingId, begin, end } = usePendingRedirect<string>();

  const providers = data?.authProviders ?? [];

  const fail = (text: string) => {
    message.open({ type: 'error', content: text, duration: TIMINGS.snackbar / 1000 });
  };

  const start = async (provider: SocialProvider) => {
    if (pendingId !== null) return;
    const problem = startProblem(mode, termsAccepted);
    if (problem) {
      fail(problem);
      return;
    }
    if (!begin(provider.id)) return;
    try {
      const { data: answer } = await startSignIn({ variables: { input: startInput(provider, mode, termsAccepted, newsUpdates) } });
      const authUrl = answer?.startSocialSignIn.authUrl;
      if (!authUrl) {
        end();
        fail(startFailedMessage(provider));
        return;
      }
      // The button keeps 'Connecting...' while the browser leaves for the provider.
      window.location.assign(authUrl);
    } catch (error) {
      end();
      fail(serverMessage(error, socialFailureMessage(provider)));
    }
  };

  // Once the list is here, it decides the room; until then the number the server put in the page does.
  const room = data ? ({ '--sign-in-providers': providers.length } as CSSProperties) : undefined;
  return (
    <div className={styles.social} style={room}>
      {providers.length > 0 && (
        <>
          <Flex vertical gap={8}>
            {providers.map((provider) => {
              const pending = pendingId === provider.id;
              return (
                <Button
                  key={provider.id}
                  block
                  size="large"
                  icon={ICONS[provider.id] ?? COMPANY_ICON}
                  loading={pending}
                  disabled={disabled || (pendingId !== null && !pending)}
                  onClick={() => handled(start(provider), `Starting ${provider.name} sign-in`)}
                >
                  {pending ? SOCIAL_TEXT.connecting : continueLabel(provider)}
                </Button>
              );
            })}
          </Flex>
          <Divider plain style={{ margin: 0 }}>
            or with your work e-mail
          </Divider>
        </>
      )}
    </div>
  );
}
