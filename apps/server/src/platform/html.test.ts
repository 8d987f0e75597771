import { describe, expect, it } from 'vitest';
import { htmlVacio, limpiarHtml } from './html.ts';

describe('rich text sanitising', () => {
  it('keeps the allowed markup as it is', () => {
    const html =
      '<p>Hola <b>mundo</b> <strong>fuerte</strong> <i>i</i> <em>em</em> <u>u</u><br /></p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><span style="color:#ff0000">rojo</span>';
    expect(limpiarHtml(html)).toBe(
      '<p>Hola <b>mundo</b> <strong>fuerte</strong> <i>i</i> <em>em</em> <u>u</u><br /></p>' +
        '<ul><li>uno</li></ul><ol><li>dos</li></ol><span style="color:#ff0000">rojo</span>',
    );
  });

  it('removes scripts, styles and frames with their content', () => {
    expect(limpiarHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>')).toBe(
      '<p>a</p>',
    );
  });

  it('removes event handlers and other attributes', () => {
    expect(limpiarHtml('<p onclick="alert(1)" class="x" id="y">a</p><b onmouseover="x()">b</b>')).toBe(
      '<p>a</p><b>b</b>',
    );
    expect(limpiarHtml('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('drops javascript:, data: and protocol-relative links and forces rel and target', () => {
    expect(limpiarHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(limpiarHtml('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).not.toContain('href');
    expect(limpiarHtml('<a href="data:text/html,<script>">x</a>')).not.toContain('href');
    expect(limpiarHtml('<a href="//evil.example">x</a>')).not.toContain('href');
    expect(limpiarHtml('<a href="https://farmasi.mx" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://farmasi.mx" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(limpiarHtml('<a href="mailto:ventas@farmasi.mx">x</a>')).toContain(
      'href="mailto:ventas@farmasi.mx"',
    );
  });

  it('keeps only a plain colour in span styles', () => {
    expect(limpiarHtml('<span style="color: expression(alert(1))">a</span>')).toBe('<span>a</span>');
    expect(limpiarHtml('<span style="background:url(javascript:alert(1));color:blue">a</span>')).toBe(
      '<span style="color:blue">a</span>',
    );
    expect(limpiarHtml('<span style="color:rgb(1, 2, 3)">a</span>')).toBe(
      '<span style="color:rgb(1, 2, 3)">a</span>',
    );
    expect(limpiarHtml('<p style="color:red">a</p>')).toBe('<p>a</p>');
  });

  it('keeps the text of unknown tags but not the tags', () => {
    expect(limpiarHtml('<div><h1>Título</h1><table><tr><td>c</td></tr></table></div>')).toBe('Títuloc');
  });

  it('tells an empty editor apart from content', () => {
    expect(htmlVacio('<p><br></p>')).toBe(true);
    expect(htmlVacio('<p>&nbsp; </p>')).toBe(true);
    expect(htmlVacio('<p>x</p>')).toBe(false);
  });
});
