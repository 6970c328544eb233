import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Switch, theme } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { FAQ } from '../../features/public/faq';
import {
  type Billing,
  PLANS,
  type Plan,
  YEARLY_LABEL,
  monthlyPriceFor,
  planTarget,
  yearlySavingPerMonth,
} from '../../features/public/plans';
import { PublicLayout } from '../../features/public/PublicLayout';
import { RouterButton } from '../../features/common/RouterButton';
import publicStyles from '../../features/public/public.module.css';
import styles from '../../features/public/pricing.module.css';
import { useStoredUser } from '../../lib/session';

/**
 * Pricing page, route `/pricing` (spec section 9): billing switch, three plans, FAQ. A plan's
 * button signs a visitor up, and takes a signed-in user to buy credits (/dashboard?buy=credits).
 */
export function Component() {
  const { token } = theme.useToken();
  const [billing, setBilling] = useState<Billing>('monthly');
  const yearly = billing === 'yearly';
  const ids = useId();
  const monthlyId = `${ids}-monthly`;
  const yearlyId = `${ids}-yearly`;

  return (
    <PublicLayout title="Pricing · TalentLens">
      <div className={publicStyles.container}>
        <section aria-labelledby="pricing-title" className={styles.intro}>
          <h1 id="pricing-title" className={styles.title}>
            Simple plans, unlimited searching
          </h1>
          <p className={styles.lead} style={{ color: token.colorTextSecondary }}>
            Every plan includes unlimited searches and profile views. Credits reveal contact details, and you only pay for the contacts you
            need.
          </p>
          <div className={styles.billing}>
            <span
              id={monthlyId}
              className={styles.billingOption}
              style={{ color: yearly ? token.colorTextSecondary : token.colorText }}
              onClick={() => setBilling('monthly')}
            >
              Monthly
            </span>
            <Switch checked={yearly} onChange={(checked) => setBilling(checked ? 'yearly' : 'monthly')} aria-labelledby={yearlyId} />
            <span
              id={yearlyId}
              className={styles.billingOption}
              style={{ color: yearly ? token.colorPrimary : token.colorTextSecondary }}
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
            <PlanCard key={plan.id} plan={plan} billing={billing} />
          ))}
        </section>

        <section aria-labelledby="faq-title" className={styles.faq}>
          <h2 id="faq-title" className={styles.faqTitle}>
            Frequently asked questions
          </h2>
          <Collapse
            size="large"
            items={FAQ.map((item) => ({
              key: item.key,
              label: item.question,
              children: (
                <p className={styles.faqAnswer} style={{ color: token.colorTextSecondary }}>
                  {item.answer}
                </p>
              ),
            }))}
          />
        </section>
      </div>
    </PublicLayout>
  );
}

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { token } = theme.useToken();
  const price = monthlyPriceFor(plan, billing);
  const saving = yearlySavingPerMonth(plan);
  const yearly = billing === 'yearly';
  const signedIn = useStoredUser() !== null;
  const target = planTarget(plan, signedIn);

  let note: ReactNode;
  if (price === null) note = 'Tailored to your team. Talk to us about volume and duration.';
  else if (price === 0) note = 'Free to start. Upgrade whenever you are ready.';
  else if (yearly)
    note = (
      <>
        Billed yearly at ${price * 12}.{' '}
        <span className={styles.saving} style={{ color: token.colorPrimary }}>
          Save ${saving}/mo (${saving * 12} a year)
        </span>
      </>
    );
  else note = `Billed monthly. Save $${saving}/mo with yearly billing.`;

  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      className={styles.plan}
      style={plan.highlighted ? { borderColor: token.colorPrimary, boxShadow: `0 0 0 1px ${token.colorPrimary}` } : undefined}
      aria-labelledby={titleId}
      role="group"
    >
      <div className={styles.planHeader}>
        <h2 id={titleId} className={styles.planName}>
          {plan.name}
        </h2>
      </div>
      <p className={styles.planDescription} style={{ color: token.colorTextSecondary }}>
        {plan.description}
      </p>
      <p className={styles.price}>
        {price === null ? (
          <span className={styles.priceAmount}>Custom</span>
        ) : (
          <>
            <span className={styles.priceAmount}>${price}</span>
            <span className={styles.pricePeriod} style={{ color: token.colorTextSecondary }}>
              {plan.period}
              {yearly && price > 0 ? ', billed yearly' : ''}
            </span>
            {yearly && plan.monthlyPrice !== null && price < plan.monthlyPrice && (
              <del style={{ color: token.colorTextSecondary }}>
                <span className={publicStyles.visuallyHidden}>instead of </span>${plan.monthlyPrice}
              </del>
            )}
          </>
        )}
      </p>
      <p className={styles.priceNote} style={{ color: token.colorTextSecondary }}>
        {note}
      </p>
      <ul className={styles.featureList} aria-label={`${plan.name} includes`}>
        {plan.features.map((f) => (
          <li key={f}>
            <CheckOutlined style={{ color: token.colorPrimary }} aria-hidden="true" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      {target ? (
        <RouterButton to={target} type={plan.highlighted ? 'primary' : 'default'} size="large" block>
          {plan.cta.label}
        </RouterButton>
      ) : (
        <Button href={plan.cta.href} type={plan.highlighted ? 'primary' : 'default'} size="large" block>
          {plan.cta.label}
        </Button>
      )}
    </Card>
  );
}
