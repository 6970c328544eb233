import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { usePendingRedirect } from '../../features/common/usePendingRedirect';
import { FAQ } from '../../features/public/faq';
import { Icon } from '../../features/public/Icon';
import { type ButtonLook, buttonClass, LinkButton } from '../../features/public/LinkButton';
import {
  type Billing,
  billingInterval,
  PLANS,
  type Plan,
  planAmounts,
  planTarget,
  type ServerProPrice,
  subscribesWhenSignedIn,
  YEARLY_LABEL,
} from '../../features/public/plans';
import { loadProPrices, ProCheckoutFailure, proCheckoutError, startProCheckout } from '../../features/public/proCheckout';
import { PUBLIC_PAGES } from '../../features/public/publicPages';
import { PublicLayout } from '../../features/public/PublicLayout';
import { onlySignedIn, onlySignedOut } from '../../features/public/signedIn';
import { clearStoredUser } from '../../lib/session';
import publicStyles from '../../features/public/public.module.css';
import styles from '../../features/public/pricing.module.css';

/**
 * Pro's prices as the server sells them, read once the page runs (the prerendered page shows
 * plans.ts's, the same amounts); null until then, or when they cannot be read.
 */
function useServerProPrices(): ServerProPrice[] | null {
  const [prices, setPrices] = useState<ServerProPrice[] | null>(null);
  useEffect(() => {
    let live = true;
    loadProPrices()
      .then((answer) => {
        if (live && answer.length > 0) setPrices(answer);
      })
      .catch(() => {
        // The page keeps its own prices (the same amounts); Get Pro still asks the server, which prices the checkout.
      });
    return () => {
      live = false;
    };
  }, []);
  return prices;
}

/**
 * Pricing page, route `/pricing` (docs/product-spec.md §9): billing switch, three plans, FAQ. A plan's
 * button signs a visitor up. A signed-in user's Get Pro starts the checkout of Pro on the switch's
 * billing (monthly or yearly); Starter takes them to buy credits (/dashboard?buy=credits).
 * Plain elements (a native switch button, <details> for the FAQ) and plain fetch: the page loads
 * none of antd nor Apollo Client, and the FAQ opens before the page's script has run.
 */
export function Component() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const serverPro = useServerProPrices();
  const yearly = billing === 'yearly';
  const ids = useId();
  const monthlyId = `${ids}-monthly`;
  const yearlyId = `${ids}-yearly`;

  return (
    <PublicLayout title={PUBLIC_PAGES.pricing.title}>
      <div className={publicStyles.container}>
        <section aria-labelledby="pricing-title" className={styles.intro}>
          <h1 id="pricing-title" className={styles.title}>
            Simple plans, unlimited searching
          </h1>
          <p className={styles.lead}>
            Every plan includes unlimited searches and profile views. Credits reveal contact details, and you only pay for the contacts you
            need.
          </p>
          <div className={styles.billing}>
            <span
              id={monthlyId}
              className={`${styles.billingOption} ${yearly ? '' : styles.billingActive}`}
              onClick={() => setBilling('monthly')}
            >
              Monthly
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={yearly}
              aria-labelledby={yearlyId}
              className={styles.switch}
              onClick={() => setBilling(yearly ? 'monthly' : 'yearly')}
            >
              <span className={styles.switchHandle} />
            </button>
            <span
              id={yearlyId}
              className={`${styles.billingOption} ${yearly ? styles.billingYearly : ''}`}
              onClick={() => setBilling('yearly')}
            >
              {YEARLY_LABEL}
            </span>
          </div>
          <p className={publicStyles.visuallyHidden} aria-live="polite">
            {yearly ? 'Showing yearly prices.' : 'Showing monthly prices.'}
          </p>
        </section>

        <section aria-label="Plans" className={styles.plans}>
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} billing={billing} serverPro={serverPro} />
          ))}
        </section>

        <section aria-labelledby="faq-title" className={styles.faq}>
          <h2 id="faq-title" className={styles.faqTitle}>
            Frequently asked questions
          </h2>
          <div className={styles.faqList}>
            {FAQ.map((item) => (
              <details key={item.key} className={styles.faqItem}>
                <summary className={styles.faqQuestion}>
                  <Icon icon={DownOutlined} className={styles.faqArrow} />
                  {item.question}
                </summary>
                <p className={styles.faqAnswer}>{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </PublicLayout>
  );
}

/**
 * A signed-in user's Get Pro: starts the checkout of Pro on the switch's billing and sends the
 * browser to it (the local test checkout, or Stripe's page). While the server answers, and while the
 * browser leaves, the button says so and ignores clicks. A refusal is said under it, with a way on:
 * already on Pro, the account page; a session that ended, sign-in (the page turns signed out).
 */
function GetProButton({ billing, label, look }: { billing: Billing; label: string; look: ButtonLook }) {
  const { pendingId, begin, end } = usePendingRedirect<'pro'>();
  const [error, setError] = useState<ReturnType<typeof proCheckoutError> | null>(null);
  const errorId = useId();
  const pending = pendingId !== null;

  const start = async () => {
    if (!begin('pro')) return;
    setError(null);
    try {
      window.location.assign(await startProCheckout(billingInterval(billing)));
    } catch (err) {
      end();
      if (err instanceof ProCheckoutFailure && err.code === 'UNAUTHENTICATED') clearStoredUser();
      setError(proCheckoutError(err));
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass(look, { large: true, block: true, className: onlySignedIn })}
        aria-busy={pending}
        aria-disabled={pending}
        aria-describedby={error ? errorId : undefined}
        onClick={() => {
          start().catch((err: unknown) => console.error('Starting the checkout of Pro failed', err));
        }}
      >
        {pending ? 'Starting checkout…' : label}
      </button>
      {error && (
        <p id={errorId} role="alert" className={styles.checkoutError}>
          {error.text}
          {error.link && (
            <>
              {' '}
              <Link to={error.link.to} className={publicStyles.inlineLink}>
                {error.link.label}
              </Link>
            </>
          )}
        </p>
      )}
    </>
  );
}

function PlanCard({ plan, billing, serverPro }: { plan: Plan; billing: Billing; serverPro: ServerProPrice[] | null }) {
  const { price, listPrice, yearlyTotal, savingPerMonth: saving } = planAmounts(plan, billing, serverPro);
  const yearly = billing === 'yearly';
  const signedOutTarget = planTarget(plan, false);
  const signedInTarget = planTarget(plan, true);

  let note: ReactNode;
  if (price === null) note = 'Tailored to your team. Talk to us about volume and duration.';
  else if (price === 0) note = 'Free to start. Upgrade whenever you are ready.';
  else if (yearly)
    note = (
      <>
        Billed yearly at ${yearlyTotal ?? price * 12}.{' '}
        <span className={styles.saving}>
          Save ${saving}/mo (${saving * 12} a year)
        </span>
      </>
    );
  else note = `Billed monthly. Save $${saving}/mo with yearly billing.`;

  const titleId = `plan-${plan.id}-title`;
  const look = plan.highlighted ? 'primary' : 'default';
  return (
    <div className={`${styles.plan} ${plan.highlighted ? styles.planHighlighted : ''}`} aria-labelledby={titleId} role="group">
      <div className={styles.planHeader}>
        <h2 id={titleId} className={styles.planName}>
          {plan.name}
        </h2>
      </div>
      <p className={styles.planDescription}>{plan.description}</p>
      <p className={styles.price}>
        {price === null ? (
          <span className={styles.priceAmount}>Custom</span>
        ) : (
          <>
            <span className={styles.priceAmount}>${price}</span>
            <span className={styles.pricePeriod}>
              {plan.period}
              {yearly && price > 0 ? ', billed yearly' : ''}
            </span>
            {yearly && listPrice !== null && price < listPrice && (
              <del className={styles.pricePeriod}>
                <span className={publicStyles.visuallyHidden}>instead of </span>${listPrice}
              </del>
            )}
          </>
        )}
      </p>
      <p className={styles.priceNote}>{note}</p>
      <ul className={styles.featureList} aria-label={`${plan.name} includes`}>
        {plan.features.map((f) => (
          <li key={f}>
            <Icon icon={CheckOutlined} className={styles.check} />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      {subscribesWhenSignedIn(plan) ? (
        // Anonymous visitors sign up; a signed-in user starts the checkout of Pro (both in the page, one shown).
        <>
          <LinkButton to={signedOutTarget ?? '/register'} look={look} large block className={onlySignedOut}>
            {plan.cta.label}
          </LinkButton>
          <GetProButton billing={billing} label={plan.cta.label} look={look} />
        </>
      ) : signedOutTarget !== signedInTarget ? (
        // Anonymous visitors sign up for the plan; a signed-in user buys credits (both in the page, one shown).
        <>
          <LinkButton to={signedOutTarget ?? '/register'} look={look} large block className={onlySignedOut}>
            {plan.cta.label}
          </LinkButton>
          <LinkButton to={signedInTarget ?? '/register'} look={look} large block className={onlySignedIn}>
            {plan.cta.label}
          </LinkButton>
        </>
      ) : (
        <LinkButton to={signedOutTarget ?? plan.cta.href ?? '/register'} look={look} large block>
          {plan.cta.label}
        </LinkButton>
      )}
    </div>
  );
}
