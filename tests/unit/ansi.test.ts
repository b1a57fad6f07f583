/** The task log's ANSI parser: styled segments, never markup; CRLF and the end mark handled. */
import { describe, expect, it } from 'vitest';
import { applySgr, parseAnsi, styleCss } from '../../src/components/taskLog/ansi';

describe('the ANSI parser', () => {
  it('splits text into segments by SGR colour and resets', () => {
    const { segments, style } = parseAnsi('a \u001b[0;32mok: [web]\u001b[0m b');
    expect(segments).toEqual([
      { text: 'a ', style: {} },
      { text: 'ok: [web]', style: { fg: 'green' } },
      { text: ' b', style: {} },
    ]);
    expect(style).toEqual({});
  });

  it('carries a style into the next chunk', () => {
    const first = parseAnsi('\u001b[1;31mfatal');
    expect(first.style).toEqual({ bold: true, fg: 'red' });
    const next = parseAnsi(' still red\u001b[39m plain bold', first.style);
    expect(next.segments).toEqual([
      { text: ' still red', style: { bold: true, fg: 'red' } },
      { text: ' plain bold', style: { bold: true } },
    ]);
  });

  it('reads bright, 256 and true colours and backgrounds', () => {
    expect(applySgr({}, [92, 44])).toEqual({ fg: 'bright-green', bg: 'blue' });
    expect(applySgr({}, [38, 5, 196])).toEqual({ fg: '#ff0000' });
    expect(applySgr({}, [38, 5, 244])).toEqual({ fg: '#808080' });
    expect(applySgr({}, [48, 2, 1, 2, 3])).toEqual({ bg: '#010203' });
    expect(styleCss({ fg: 'red', bold: true })).toEqual({ color: '#e06c75', fontWeight: 'bold' });
  });

  it('turns CRLF into line breaks, drops lone CRs, other escapes and the end mark', () => {
    const { segments } = parseAnsi(
      'one\r\ntwo\r\u001b[2Kthree\u001b]0;title\u0007\r\n\u0000\u0000\u0000\u0000\u0000',
    );
    expect(segments.map((s) => s.text).join('')).toBe('one\ntwothree\n');
  });

  it('keeps markup as text', () => {
    const { segments } = parseAnsi('<img src=x onerror=alert(1)>');
    expect(segments).toEqual([{ text: '<img src=x onerror=alert(1)>', style: {} }]);
  });
});
