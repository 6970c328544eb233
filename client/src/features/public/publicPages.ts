/**
 * The public pages: what a visitor or a search engine reaches without signing in. Each is
 * prerendered at build time (src/prerender/) with these head tags (title, meta description,
 * canonical link, Open Graph), listed in the server's sitemap.xml, and sets its title when
 * reached inside the app.
 */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
}

export const PUBLIC_PAGES = {
  landing: {
    path: '/',
    title: 'TalentLens: find anyone on the open web',
    description:
      'People discovery for recruiters and sales teams: search the open web in plain language, reveal verified contact details and get AI-written profile insights.',
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing · TalentLens',
    description:
      'TalentLens plans: Starter free with 5 credits, Pro at $100 a month with 90 credits, Enterprise on request. Unlimited searches and profile views on every plan.',
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service · TalentLens',
    description: 'The terms that govern your use of TalentLens, the people-discovery service for recruiters and sales teams.',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy · TalentLens',
    description: 'What personal data TalentLens handles, why, how long we keep it, and the choices and rights you have.',
  },
  peoplePrivacy: {
    path: '/people-privacy',
    title: 'If you are in our index · TalentLens',
    description:
      'For the professionals TalentLens users can find: what we hold about you, where it came from, who sees it, how long we keep it, and how to see, correct or remove it.',
  },
  login: {
    path: '/login',
    title: 'Sign in · TalentLens',
    description: 'Sign in to TalentLens with your work e-mail and a one-time code, or with Google, LinkedIn or your company account.',
  },
  register: {
    path: '/register',
    title: 'Create your account · TalentLens',
    description: 'Create a free TalentLens account with your work e-mail: 5 credits and 5 days of AI insights to start, no card needed.',
  },
} as const satisfies Record<string, PublicPage>;
