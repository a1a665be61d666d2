import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StartupState } from './state';

/** How long a client waits before asking again while the server starts. */
export const STARTING_RETRY_SECONDS = 3;

// The app's look (its teal and type) without its bundle; inline styles are within the page CSP.
const STYLE = [
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8f9fa;color:#212529;',
  'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'main{box-sizing:border-box;width:min(420px,100% - 32px);padding:28px;background:#fff;',
  'border:1px solid #dee2e6;border-radius:8px}',
  'h1{margin:0 0 12px;font-size:22px;color:#087f5b}',
  'progress{width:100%;height:10px;accent-color:#087f5b}',
  '.hint{color:#636b73;font-size:14px;margin-bottom:0}',
].join('');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page with no script or inline style (the app's CSP forbids both); it reloads itself. */
export function startingPage(message: string, percent: number | null = null): string {
  // A non-breaking space keeps '42 %' together on a phone.
  const text = escapeHtml(message).replace(' %', '&nbsp;%');
  const bar = percent == null ? '' : `\n<progress max="100" value="${percent}">${percent}&nbsp;%</progress>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${STARTING_RETRY_SECONDS}">
<title>SiteWatch is starting</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>SiteWatch</h1>
<p role="status">${text}</p>${bar}
<p class="hint">This page reloads by itself every few seconds and opens the app once it is ready.</p>
</main>
</body>
</html>
`;
}

/**
 * While the server starts (it listens before the demo organisation is seeded), every request is
 * answered here, before authentication and before any query: 503 with Retry-After and the message,
 * as JSON on health and API paths, as a self-refreshing page everywhere else. Files of the web app
 * (a path with an extension) are still served: they need no database. Registered first, so nothing
 * else of the app runs for a refused request.
 */
export function registerStartingGate(app: FastifyInstance, state: StartupState, apiPath: RegExp): void {
  app.addHook('onRequest', async (req, reply) => {
    if (state.ready) return;
    const path = req.url.split('?')[0] ?? '/';
    const api = apiPath.test(path);
    if (!api && /\.[a-z0-9]+$/i.test(path)) return;
    refuse(reply, state, api);
    return reply;
  });
}

function refuse(reply: FastifyReply, state: StartupState, api: boolean): void {
  reply.status(503).header('retry-after', String(STARTING_RETRY_SECONDS)).header('cache-control', 'no-store');
  const percent = state.seedPercent;
  if (api) {
    reply.send({ status: 'starting', message: state.message, ...(percent == null ? {} : { percent }) });
  } else {
    reply.type('text/html; charset=utf-8').send(startingPage(state.message, percent));
  }
}
