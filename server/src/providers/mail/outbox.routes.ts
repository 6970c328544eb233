import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { listOutbox } from './outbox.mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const filterOf = (query: unknown) => {
  const to = (query as { to?: unknown }).to;
  return typeof to === 'string' && to.trim() ? { to } : {};
};

/** /dev/outbox (a readable page) and /dev/outbox.json, newest first, `?to=` for one address. Mounted only outside production. */
export function outboxRouter(ds: DataSource): Router {
  const router = Router();

  router.get('/outbox.json', async (req, res) => {
    const mails = await listOutbox(ds, filterOf(req.query));
    res.json(mails.map((m) => ({ to: m.to, subject: m.subject, text: m.text, createdAt: m.createdAt.toISOString() })));
  });

  router.get('/outbox', async (req, res) => {
    const mails = await listOutbox(ds, filterOf(req.query));
    const items = mails
      .map(
        (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)}</span>
  <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toUTCString()}</time></header>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#0b0b0b;color:#eee}
main{max-width:860px;margin:0 auto;padding:24px 16px}
h1{font-size:1.4rem}h1 small{color:#1BE885;font-weight:normal;font-size:.9rem;margin-left:.5rem}
article{background:#161616;border:1px solid #2a2a2a;border-radius:8px;padding:12px 16px;margin:12px 0}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline}
header span,time{color:#aaa;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word;font-size:.95rem}
</style></head>
<body><main><h1>Outbox<small>development only: mail that would have been sent</small></h1>
${items || '<p>No mail yet. Request a sign-in code and it appears here.</p>'}
</main></body></html>`);
  });

  return router;
}
