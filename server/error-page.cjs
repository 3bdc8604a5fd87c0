'use strict';
/**
 * Our error page for a visitor without JavaScript. When a page fails during its first render, Next
 * answers 500 with an empty document (`<html id="__next_error__">`) and leaves the error page to the
 * browser's JavaScript (app/[lang]/error.tsx, app/global-error.tsx): without it, a blank page. The front
 * (server/front.cjs) adds that page in a `<noscript>` to such an answer: the same texts as
 * app/global-error.tsx (lib/platform/i18n/global-error-texts.json, from the catalogues), its look, the way to try
 * again (a link to the same address) and the way home. With JavaScript nothing changes. Plain CommonJS,
 * like the front; app/global-error.tsx takes its look and its language rule from here.
 */
const texts = require('../lib/platform/i18n/global-error-texts.json');

/** The site's colours (app/styles/tokens.css) without its stylesheet, which may be what failed. */
const { css: ERROR_STYLE } = require('./error-style.json');

/** The language of a path: its first two-letter segment that has texts (`/fr/…`, `/fault/fr/`), else Dutch. */
function languageOf(pathname) {
  const found = String(pathname ?? '')
    .split('/')
    .slice(0, 3)
    .find((segment) => Object.prototype.hasOwnProperty.call(texts, segment));
  return found ?? 'nl';
}

const escape = (text) => String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page, for the path asked for (its address is the way to try again). */
function noScriptErrorPage(url) {
  const path = String(url ?? '/').startsWith('/') ? String(url) : '/';
  const lang = languageOf(path.split('?')[0]);
  const t = texts[lang];
  return {
    lang,
    title: t.title,
    html:
      `<noscript><style>${ERROR_STYLE}</style><main><h1>${escape(t.title)}</h1><p>${escape(t.text)}</p>` +
      `<p class="actions"><a class="primary" href="${escape(path)}">${escape(t.retry)}</a><a href="/${lang}/">${escape(t.home)}</a></p></main></noscript>`,
  };
}

/** Next's error document's root element (its attributes in any order: Next puts others before the id). */
const SHELL = /<html\b[^>]*\bid="__next_error__"[^>]*>/;

/** Next's empty error document with our page in it (any other document as it came). */
function withErrorPage(document, url) {
  const shell = SHELL.exec(document);
  const body = /<body[^>]*>/.exec(document);
  if (!shell || !body) return document;
  const page = noScriptErrorPage(url);
  let html = document.slice(0, body.index + body[0].length) + page.html + document.slice(body.index + body[0].length);
  if (!/\slang=/.test(shell[0])) html = html.replace(SHELL, (tag) => `<html lang="${page.lang}"${tag.slice('<html'.length)}`);
  // The tab says what happened, without JavaScript too; with it, the error page sets the same title.
  if (!/<title>/.test(html.slice(0, html.indexOf('</head>'))))
    html = html.replace('</head>', `<title>${escape(page.title)}</title></head>`);
  return html;
}

/**
 * Holds a 500 HTML answer to a GET until its end, and sends it with our page in (`withErrorPage`). Such
 * an answer is Next's error document, a few kilobytes; Next sends its headers first (`flushHeaders`),
 * so they are held too, and leave with the body's new length. Anything else passes untouched.
 */
function errorPageForNoScript(req, res) {
  if (req.method !== 'GET') return;
  const { write, end, writeHead } = res;
  const chunks = [];
  let mode = null;
  let heldHead = null;
  /** Once the body is whole: what comes now (the compression's own writeHead) passes. */
  let sending = false;
  const isErrorDocument = (status, type) => status === 500 && /^text\/html\b/.test(String(type ?? ''));
  const decide = () => {
    mode ??= !res.headersSent && isErrorDocument(res.statusCode, res.getHeader('Content-Type')) ? 'hold' : 'pass';
    return mode;
  };
  res.writeHead = function (...args) {
    if (mode === null) {
      const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg));
      const type = headers ? Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] : undefined;
      mode = isErrorDocument(typeof args[0] === 'number' ? args[0] : res.statusCode, type ?? res.getHeader('Content-Type'))
        ? 'hold'
        : 'pass';
    }
    if (mode === 'hold' && !sending) {
      heldHead = args;
      return this;
    }
    return writeHead.apply(this, args);
  };
  const bytes = (chunk, encoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
  res.write = function (chunk, encoding, callback) {
    if (decide() === 'pass') return write.apply(this, arguments);
    chunks.push(bytes(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (decide() === 'pass') return end.apply(this, arguments);
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (chunk) chunks.push(bytes(chunk, encoding));
    const body = Buffer.from(withErrorPage(Buffer.concat(chunks).toString('utf8'), req.url), 'utf8');
    sending = true;
    res.setHeader('Content-Length', body.length);
    if (heldHead) {
      const headers = heldHead.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg));
      for (const name of Object.keys(headers ?? {})) if (name.toLowerCase() === 'content-length') headers[name] = body.length;
      writeHead.apply(this, heldHead);
    }
    return end.call(this, body, callback);
  };
}

module.exports = { ERROR_STYLE, languageOf, noScriptErrorPage, withErrorPage, errorPageForNoScript };
