/** Plans of docs/product-spec.md §9 and docs/decisions.md, "Plans and credits". */
export const PLANS = {
  starter: { id: 'starter', name: 'Starter', credits: 5, days: 5 },
  pro: { id: 'pro', name: 'Pro', credits: 90, days: 30 },
  enterprise: { id: 'enterprise', name: 'Enterprise', credits: null, days: null },
} as const;

export type PlanId = keyof typeof PLANS;
