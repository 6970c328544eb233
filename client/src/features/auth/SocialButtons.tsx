import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import GoogleOutlined from '@ant-design/icons-svg/es/asn/GoogleOutlined';
import LinkedinFilled from '@ant-design/icons-svg/es/asn/LinkedinFilled';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { type CSSProperties, useEffect, useState } from 'react';
import { handled } from '../../lib/handled';
import { usePendingRedirect } from '../common/usePendingRedirect';
import { Icon } from '../public/Icon';
import { buttonClass } from '../public/LinkButton';
import { loadProviders, SignInFailure, type SignInMode, startProviderSignIn } from './signInApi';
import { continueLabel, SOCIAL_TEXT, type SocialProvider, socialFailureMessage, startFailedMessage, startProblem } from './socialText';
import styles from './signIn.module.css';

const ICONS: Partial<Record<string, IconDefinition>> = { google: GoogleOutlined, linkedin: LinkedinFilled };

interface SocialButtonsProps {
  mode: SignInMode;
  /** The sign-up form's two checkboxes: the terms must be accepted before a provider's sign-up starts. */
  termsAccepted: boolean;
  newsUpdates: boolean;
  /** The e-mail code flow is busy. */
  disabled: boolean;
  onFail: (text: string) => void;
}

/**
 * One button per provider the server has configured (Google, LinkedIn, the company's sign-in), and
 * the divider before the e-mail form. While the list loads they keep their room (signIn.module.css:
 * the server puts their number into the prerendered page), and nothing when it is empty. A click
 * asks the server to start the sign-in (it sets the state cookie and answers the provider's
 * address) and sends the browser there; the clicked button reads 'Connecting...' meanwhile and the
 * others wait. A failure shows the server's message, else the spec's (section 8).
 */
export function SocialButtons({ mode, termsAccepted, newsUpdates, disabled, onFail }: SocialButtonsProps) {
  const [providers, setProviders] = useState<SocialProvider[] | null>(null);
  const { pendingId, begin, end } = usePendingRedirect<string>();

  useEffect(() => {
    let live = true;
    handled(
      loadProviders().then(
        (list) => live && setProviders(list),
        () => live && setProviders([]),
      ),
      'Loading the sign-in providers',
    );
    return () => {
      live = false;
    };
  }, []);

  const start = async (provider: SocialProvider) => {
    if (pendingId !== null) return;
    const problem = startProblem(mode, termsAccepted);
    if (problem) return onFail(problem);
    if (!begin(provider.id)) return;
    try {
      const authUrl = await startProviderSignIn(provider, mode, termsAccepted, newsUpdates);
      if (!authUrl) {
        end();
        return onFail(startFailedMessage(provider));
      }
      // The button keeps 'Connecting...' while the browser leaves for the provider.
      window.location.assign(authUrl);
    } catch (error) {
      end();
      onFail(error instanceof SignInFailure && error.serverText ? error.serverText : socialFailureMessage(provider));
    }
  };

  // Once the list is here, it decides the room; until then the number the server put in the page does.
  const room = providers ? ({ '--sign-in-providers': providers.length } as CSSProperties) : undefined;
  return (
    <div className={styles.social} style={room}>
      {providers && providers.length > 0 && (
        <>
          <div className={styles.providerList}>
            {providers.map((provider) => {
              const pending = pendingId === provider.id;
              return (
                <button
                  key={provider.id}
                  type="button"
                  className={buttonClass('default', { large: true, block: true })}
                  disabled={disabled || (pendingId !== null && !pending)}
                  aria-busy={pending || undefined}
                  onClick={() => handled(start(provider), `Starting ${provider.name} sign-in`)}
                >
                  <Icon
                    icon={pending ? LoadingOutlined : (ICONS[provider.id] ?? SafetyCertificateOutlined)}
                    className={pending ? styles.spin : ''}
                  />
                  {pending ? SOCIAL_TEXT.connecting : continueLabel(provider)}
                </button>
              );
            })}
          </div>
          <p className={styles.divider}>or with your work e-mail</p>
        </>
      )}
    </div>
  );
}
