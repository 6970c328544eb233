/**
 * The public pages as a new visitor on a phone meets them: prerendered, so each shows its content
 * with JavaScript turned off, with its head tags for search engines and link previews; hydrated
 * without changing what is shown (nothing moves, React reports no mismatch); no horizontal
 * overflow at 360 px. And the signed-in app still opens from a deep link, which the server answers
 * with the app's shell.
 */
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { apiSignUp, BASE_URL, codeFromOutbox, horizontalOverflow, launchBrowser, signedInPage, signInContext } from './helpers';

const PAGES = [
  { path: '/', heading: 'Your gateway to the open web, where professionals converge', text: 'Search without borders' },
  { path: '/pricing', heading: 'Simple plans, unlimited searching', text: 'Yearly (Save 20%)' },
  { path: '/terms', heading: 'Terms of Service', text: '1. The service' },
  { path: '/privacy', heading: 'Privacy Policy', text: '1. Data about our customers' },
  { path: '/people-privacy', heading: 'If you are in our index', text: '1. What we hold about you' },
  { path: '/login', heading: 'Sign in', text: 'Send OTP' },
  { path: '/register', heading: 'Create your account', text: 'I accept the' },
];
const PHONE = { width: 360, height: 740 };

let browser: Browser;
/**
 * Two tabs the public pages' tests share (see newPage for why tabs are reused): one with JavaScript
 * off, as a crawler or a link preview reads a page, and one that runs it and adds up layout shifts
 * from the first moment of each page. Neither is signed in or stores anything.
 */
let still: Page;
let live: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  still = await (
    await browser.newContext({ viewport: PHONE, baseURL: BASE_URL, javaScriptEnabled: false, reducedMotion: 'reduce' })
  ).newPage();
  live = await (await browser.newContext({ viewport: PHONE, baseURL: BASE_URL, reducedMotion: 'reduce' })).newPage();
  await live.addInitScript(() => {
    // The shift, and what moved (so a failure says which element, from where to where).
    const w = window as unknown as { __shift: number; __moved: string[] };
    w.__shift = 0;
    w.__moved = [];
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Source[] }>) {
        w.__shift += entry.value;
        for (const source of entry.sources ?? []) {
          const el = source.node instanceof Element ? source.node : source.node?.parentElement;
          const name = el
            ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
            : '(a node gone since)';
          w.__moved.push(`${name}: ${rect(source.previousRect)} -> ${rect(source.currentRect)} at ${Math.round(entry.startTime)} ms`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});
afterAll(() => browser.close());

/** Where the page's landmarks, headings and controls are drawn, and their text: what a visitor sees of it. */
function layoutOf(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('header, main, footer, h1, h2, h3, p, a, button, input, dd, details')).map((el) => {
      const r = el.getBoundingClientRect();
      const box = [r.x, r.y, r.width].map((n) => Math.round(n)).join(',');
      // The landing figures arrive after hydration into tiles that keep their size ('–' until then);
      // a landmark's text is its parts' text, compared one by one.
      const text = el.matches('dd, header, main, footer') ? '' : (el as HTMLElement).innerText.trim();
      return `${el.tagName} ${box} ${text}`;
    }),
  );
}

describe.each(PAGES)('$path', ({ path, heading, text }) => {
  it('shows its content with JavaScript disabled, with its title, description, canonical link and Open Graph tags', async () => {
    const page = still;
    const response = await page.goto(path);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByText(text, { exact: false }).first().isVisible()).toBe(true);
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? '',
    }));
    expect(head.title).toMatch(/TalentLens/);
    expect(head.description.length).toBeGreaterThan(50);
    expect(head.canonical).toBe(BASE_URL + path);
    expect(head.ogUrl).toBe(BASE_URL + path);
    expect(head.ogTitle).toBe(head.title);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('hydrates without changing what is shown: no layout shift, no hydration error, nothing wider than the phone', async () => {
    await still.goto(path);
    const prerendered = await layoutOf(still);

    const page = live;
    const errors: string[] = [];
    const onConsole = (m: ConsoleMessage) => {
      if (m.type() === 'error') errors.push(m.text());
    };
    const onError = (e: Error) => errors.push(e.message);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    try {
      await page.goto(path, { waitUntil: 'networkidle' });
      // React has taken over the prerendered markup.
      await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')));
      // Everything prerendered is still there, where it was, saying the same; the sign-in pages' provider
      // buttons are added into the room kept for them.
      expect(await layoutOf(page)).toEqual(expect.arrayContaining(prerendered));
      const shift = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __moved: string[] };
        return { shift: w.__shift, moved: w.__moved };
      });
      expect(shift).toEqual({ shift: 0, moved: [] });
      expect(errors).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    }
  });
});

describe('the notice for the people in the index', () => {
  it('opens from the landing page footer and names the operator, its contact and the re-check, hiding and out-of-date ages from the configuration', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'If you are in our index' }).click();
      await page.waitForURL('**/people-privacy');
      await page.getByRole('heading', { level: 1, name: 'If you are in our index' }).waitFor();
      await page.getByTestId('operator-name').getByText('TalentLens', { exact: true }).waitFor();
      expect(await page.getByTestId('contact-email').getByRole('link').getAttribute('href')).toBe('mailto:privacy@talentlens.example');
      expect(await page.getByTestId('stale-days').innerText()).toBe('90 days');
      expect(await page.getByTestId('hide-days').innerText()).toBe('365 days');
      expect(await page.getByTestId('profile-stale-days').innerText()).toBe('365 days');
      expect(await page.getByTestId('reveal-log-days').innerText()).toBe('730 days');
      // The Privacy Policy points to it too.
      await page.goto('/privacy');
      await page.getByRole('main').getByRole('link', { name: 'If you are in our index' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('a returning user', () => {
  it('sees Dashboard, not Login, from the prerendered page on (JavaScript off) and once it runs; a new visitor sees Login', async () => {
    const session = await apiSignUp('public-signed-in');
    const links = async (page: Page) => ({
      dashboard: await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).count(),
      login: await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).count(),
      goToDashboard: await page.getByRole('link', { name: 'Go to your dashboard' }).count(),
      startForFree: await page.getByRole('link', { name: 'Start for free' }).count(),
    });
    const signedIn = { dashboard: 1, login: 0, goToDashboard: 1, startForFree: 0 };
    const anonymous = { dashboard: 0, login: 1, goToDashboard: 0, startForFree: 1 };
    for (const javaScriptEnabled of [false, true]) {
      for (const [signIn, expected] of [
        [true, signedIn],
        [false, anonymous],
      ] as const) {
        const context = await browser.newContext({ viewport: PHONE, baseURL: BASE_URL, javaScriptEnabled });
        try {
          if (signIn) await signInContext(context, session);
          const page = await context.newPage();
          await page.goto('/');
          await page.getByRole('heading', { level: 1 }).waitFor();
          if (javaScriptEnabled)
            await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')));
          expect({ javaScriptEnabled, signIn, ...(await links(page)) }).toEqual({ javaScriptEnabled, signIn, ...expected });
        } finally {
          await context.close();
        }
      }
    }
  });
});

describe('the sign-in page without antd or Apollo Client', () => {
  it("shows the server's refusal of a wrong code in its words, then signs in with the right one", async () => {
    const session = await apiSignUp('wrongcode');
    const email = session.user.email as string;
    const context = await browser.newContext({ viewport: PHONE, baseURL: BASE_URL });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto('/login');
      await page.getByLabel('Work e-mail').fill(email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('OTP sent successfully! Please check your email.').waitFor();
      const code = await codeFromOutbox(email);
      await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByText('Incorrect OTP. Please check the code and try again.').waitFor();
      await page.getByLabel('6-digit code').fill(code);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByText('Login successful! Redirecting to dashboard...').waitFor();
      // Signing in took none of antd or Apollo Client (their layout routes' chunks); the dashboard loads them.
      const signingIn = [...scripts];
      await page.waitForURL('**/dashboard');
      expect(signingIn.length).toBeGreaterThan(0);
      expect(signingIn.join(' ')).not.toMatch(/AntdRoot|ApolloRoot/);
      expect(scripts.join(' ')).toMatch(/AntdRoot/);
    } finally {
      await context.close();
    }
  });
});

describe('the signed-in app from a deep link', () => {
  it('opens a search and a list when their addresses are opened directly', async () => {
    const session = await apiSignUp('deeplink');
    const created = await fetch(`${BASE_URL}/api/profile/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name: 'Deep link list', description: 'Opened by its address' }),
    });
    const listId = ((await created.json()) as { data: { _id: string } }).data._id;
    const { page, close } = await signedInPage(browser, session, PHONE.width, PHONE.height);
    try {
      const response = await page.goto(`/search?q=${encodeURIComponent('software engineers in London')}&page=1&type=ai`);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      await page.getByRole('article').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/search');

      await page.goto(`/list/${listId}`);
      await page.getByText('Deep link list').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(`/list/${listId}`);
    } finally {
      await close();
    }
  });
});
