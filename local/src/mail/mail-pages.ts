/**
 * The caught mail on the app's own origin: `/_local/mail` as a plain HTML list for a person,
 * `/_local/mail.json` for tests and scripts (DELETE empties the inbox). Only the local server
 * has these paths; on AWS the mail goes out through SES.
 */
import type http from 'node:http';
import type { CaughtMail, MailCatcher } from './mail-catcher';

export const MAIL_PAGE_PATH = '/_local/mail';
export const MAIL_JSON_PATH = '/_local/mail.json';

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);

/** Each message's text body (never its HTML, which would run on this page). */
export const mailListHtml = (messages: readonly CaughtMail[]): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Local mail (${messages.length})</title>
<style>body{font:15px/1.45 system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem}
article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;padding:.5rem}
h2{font-size:1rem;margin:.25rem 0}p{margin:.25rem 0;color:#444}</style></head>
<body><h1>Local mail</h1>
<p>${messages.length === 0 ? 'No mail yet.' : `${messages.length} messages, the newest first. As JSON: <a href="${MAIL_JSON_PATH}">${MAIL_JSON_PATH}</a>`}</p>
${messages
  .map(
    (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p>To ${escapeHtml(m.to.join(', '))} from ${escapeHtml(m.from)}, ${escapeHtml(m.receivedAt)}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
  )
  .join('\n')}
</body></html>
`;

/** Serves the two paths; false for any other path (the server goes on). */
export const serveMailPages = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  catcher: MailCatcher,
): boolean => {
  if (path === MAIL_JSON_PATH) {
    if (req.method === 'DELETE') catcher.clear();
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ messages: catcher.messages() }));
    return true;
  }
  if (path === MAIL_PAGE_PATH || path === `${MAIL_PAGE_PATH}/`) {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The page has no script, and none may run on it.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.end(mailListHtml(catcher.messages()));
    return true;
  }
  return false;
};
