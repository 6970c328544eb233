import { BUY_CREDITS_PATH } from '../payments/paymentText';

/** Plans of docs/product-spec.md §9. Prices in US dollars per month; null means custom pricing. */
export type Billing = 'monthly' | 'yearly';

export interface Plan {
  id: 'starter' | 'pro' | 'enterprise';
  name: string;
  description: string;
  /** Monthly price in dollars, or null for custom pricing. */
  monthlyPrice: number | null;
  /** What the price buys, shown under it (e.g. "for 5 days"). */
  period: string;
  features: string[];
  /** `to`: where an anonymous visitor goes (a signed-in user goes to buy credits: planTarget); `href`: a contact e-mail. */
  cta: { label: string; to?: string; href?: string };
  highlighted?: boolean;
}

/** The yearly option saves this share of the monthly price (spec: 'Yearly (Save 20%)'). */
export const YEARLY_DISCOUNT = 0.2;
export const YEARLY_LABEL = 'Yearly (Save 20%)';
export const SALES_EMAIL = 'sales@talentlens.example';
export const SUPPORT_EMAIL = 'support@talentlens.example';

const EVERY_PLAN = ['Unlimited searches', 'Unlimited profile views'];

export const PLANS: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'Try TalentLens on a real search, free.',
    monthlyPrice: 0,
    period: 'for 5 days',
    features: ['5 credits', '5 days of access', '5 days of AI insights', 'Lists', ...EVERY_PLAN],
    cta: { label: 'Start for free', to: '/register' },
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For recruiters and prospectors who search every week.',
    monthlyPrice: 100,
    period: '/mo',
    features: ['90 credits', '30 days of access', 'AI insights', 'Lists', ...EVERY_PLAN],
    cta: { label: 'Get Pro', to: '/register' },
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For hiring teams that need scale and control.',
    monthlyPrice: null,
    period: '',
    features: ['Unlimited credits', 'Custom duration', 'AI insights', 'Lists', 'Team Management', ...EVERY_PLAN],
    cta: { label: 'Contact sales', href: `mailto:${SALES_EMAIL}?subject=${encodeURIComponent('TalentLens Enterprise')}` },
  },
];

/** Price per month on the given billing; yearly takes 20 % off, rounded to whole dollars. */
export function monthlyPriceFor(plan: Plan, billing: Billing): number | null {
  if (plan.monthlyPrice === null) return null;
  return billing === 'yearly' ? Math.round(plan.monthlyPrice * (1 - YEARLY_DISCOUNT)) : plan.monthlyPrice;
}

/** Dollars saved per month on yearly billing (20 % of the monthly price, rounded). */
export function yearlySavingPerMonth(plan: Plan): number {
  return plan.monthlyPrice ? Math.round(plan.monthlyPrice * YEARLY_DISCOUNT) : 0;
}

/**
 * Where a plan's button goes inside the app: a visitor signs up; a signed-in user (stored user
 * info present, as the top bar decides Dashboard or Login) goes to the dashboard with the Buy
 * Credits dialog open. Null: the button is no link here: a contact e-mail (Enterprise), or for a
 * signed-in user the checkout of Pro (`subscribesWhenSignedIn`).
 */
export function planTarget(plan: Plan, signedIn: boolean): string | null {
  if (!plan.cta.to) return null;
  if (signedIn && subscribesWhenSignedIn(plan)) return null;
  return signedIn ? BUY_CREDITS_PATH : plan.cta.to;
}

/** Pro is sold as a subscription: a signed-in user's Get Pro starts its checkout, monthly or yearly as the switch says. */
export function subscribesWhenSignedIn(plan: Plan): boolean {
  return plan.id === 'pro';
}

/** The switch's billing as the server names it. */
export function billingInterval(billing: Billing): 'month' | 'year' {
  return billing === 'yearly' ? 'year' : 'month';
}

/** What a plan's card shows, in dollars: the price per month on this billing, the monthly list price, the yearly total, the monthly saving. */
export interface PlanAmounts {
  /** Per month on this billing; null: custom pricing. */
  price: number | null;
  /** Per month on monthly billing (shown struck out on yearly). */
  listPrice: number | null;
  /** What yearly billing charges once a year. */
  yearlyTotal: number | null;
  /** What yearly billing saves per month. */
  savingPerMonth: number;
}

/** Pro's prices as the server answers them (`proPrices`), in cents. */
export interface ServerProPrice {
  interval: string;
  amountCents: number;
  monthlyEquivalentCents: number;
}

/**
 * A plan's amounts: from the server's prices of Pro once the page has read them (the page is
 * prerendered with this file's, which are the same: $100, or $80 a month billed $960 yearly), else
 * from this file (yearly: 20 % off, rounded; billed 12 times that).
 */
export function planAmounts(plan: Plan, billing: Billing, serverPro: readonly ServerProPrice[] | null = null): PlanAmounts {
  const month = plan.id === 'pro' ? serverPro?.find((p) => p.interval === 'month') : undefined;
  const year = plan.id === 'pro' ? serverPro?.find((p) => p.interval === 'year') : undefined;
  if (month && year) {
    const listPrice = month.amountCents / 100;
    const yearlyPerMonth = year.monthlyEquivalentCents / 100;
    return {
      price: billing === 'yearly' ? yearlyPerMonth : listPrice,
      listPrice,
      yearlyTotal: year.amountCents / 100,
      savingPerMonth: Math.max(0, Math.round(listPrice - yearlyPerMonth)),
    };
  }
  const price = monthlyPriceFor(plan, billing);
  const yearly = monthlyPriceFor(plan, 'yearly');
  return {
    price,
    listPrice: plan.monthlyPrice,
    yearlyTotal: yearly === null ? null : yearly * 12,
    savingPerMonth: yearlySavingPerMonth(plan),
  };
}
