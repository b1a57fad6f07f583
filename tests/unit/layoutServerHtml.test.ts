import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { safeHref, serverHtmlToReact } from '../../src/shell/layout/siteMessages/ServerHtml';

const html = (source: string) =>
  renderToStaticMarkup(createElement(Fragment, null, serverHtmlToReact(source)));

describe('server HTML in site messages', () => {
  it('keeps formatting and drops every attribute', () => {
    expect(
      html('<p class="x" style="color:red">Hi <b>there</b><br>next</p><ul><li>one</li></ul>'),
    ).toBe('<p>Hi <b>there</b><br/>next</p><ul><li>one</li></ul>');
  });

  it('drops scripts, styles, frames, images and event handlers', () => {
    const out = html(
      '<script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><img src=x onerror=alert(1)>' +
        '<p onclick="x()">text</p><svg><a href="javascript:alert(1)">svg</a></svg>',
    );
    expect(out).toBe('<p>text</p>');
  });

  it('keeps web and mail links, opening in a new tab, and unwraps the others', () => {
    expect(html('<a href="https://docs.example.com/a?b=1">docs</a>')).toBe(
      '<a href="https://docs.example.com/a?b=1" target="_blank" rel="noopener noreferrer">docs</a>',
    );
    expect(html('<a href=" JaVaScRiPt:alert(1)">x</a><a href="data:text/html,hi">y</a>')).toBe(
      'xy',
    );
    expect(safeHref('mailto:ops@example.com')).toBe('mailto:ops@example.com');
    expect(safeHref('/ui/console/users/users')).toBe(
      `${window.location.origin}/ui/console/users/users`,
    );
  });

  it('shows unknown elements by their text', () => {
    expect(html('<custom-tag>inner <font>text</font></custom-tag>')).toBe('inner text');
  });

  it('keeps tables valid', () => {
    expect(html('<table>\n<tr>\n<td>a</td>\n</tr>\n</table>')).toBe(
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });
});
