/**
 * Server-written message HTML shown safely: parsed by the browser into an inert document (no script
 * runs, nothing loads), then rebuilt as React elements from a short list of formatting tags. Every
 * attribute is dropped except a link's href, and only http(s), mailto and same-site links survive.
 * Nothing is injected as raw HTML.
 */
import { createElement, Fragment, type ReactNode } from 'react';

const KEPT = new Set([
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
]);
/** Elements whose content is not text for the reader: dropped with everything inside. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
]);
const VOID = new Set(['br', 'hr']);
/** React rejects text directly inside these (whitespace between rows, for instance). */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol', 'dl']);

export function safeHref(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim(), window.location.origin);
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:')
      return url.href;
  } catch {
    // not a URL at all
  }
  return null;
}

function rebuild(node: Node, key: number, parentTag: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return NO_TEXT.has(parentTag) && !text.trim() ? null : text;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, i) => rebuild(child, i, tag));
  if (!KEPT.has(tag)) return createElement(Fragment, { key }, ...children);
  if (VOID.has(tag)) return createElement(tag, { key });
  if (tag === 'a') {
    const href = safeHref((node as Element).getAttribute('href'));
    if (!href) return createElement(Fragment, { key }, ...children);
    return createElement(
      'a',
      { key, href, target: '_blank', rel: 'noopener noreferrer' },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

export function serverHtmlToReact(html: string): ReactNode {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (child, i) => rebuild(child, i, 'body'));
}

export function ServerHtml({ html }: { html: string }) {
  return <>{serverHtmlToReact(html)}</>;
}
