import type { InboxMessage } from "./inbox.ts";

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

/** The local mailbox: every e-mail the embedded auth "sent", newest first. */
export function renderInboxPage(messages: InboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escape(m.subject)}</strong><span>to ${escape(m.to)} · ${escape(new Date(m.sentAt).toLocaleString("en-GB"))}</span></header>
  <pre>${escape(m.text)}</pre>
  ${m.link ? `<p><a href="${escape(m.link)}">Open the link</a></p>` : ""}
  ${m.otp ? `<p>Code: <code>${escape(m.otp)}</code></p>` : ""}
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10"><title>Local inbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;background:#0c0b12;color:#eee}
article{border:1px solid #333;border-radius:12px;padding:1rem;margin:1rem 0;background:#15141d}header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
header span{color:#aaa;font-size:13px}pre{white-space:pre-wrap;font:13px/1.5 ui-monospace,monospace;color:#ddd}a{color:#a99bff}code{font-size:18px;letter-spacing:.2em}</style></head>
<body><h1>Local inbox</h1><p>E-mails sent by the embedded Supabase auth. Refreshes every 10 s. JSON: <a href="/inbox.json">/inbox.json</a></p>
${items || "<p>No e-mails yet.</p>"}</body></html>`;
}
