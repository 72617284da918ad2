import { describe, expect, it } from 'vitest';
import { emailHtmlOf } from './email-html';

describe('email html', () => {
  it('inlines a style on each element and wraps the body in the email font', () => {
    const html = emailHtmlOf(
      '<h2>Hi {{first_name}}</h2><p>Walk <a href="https://stride.test">here</a></p><img src="x.png">',
    );
    expect(html).toMatch(/^<div style="font-family:Arial/);
    expect(html).toContain('<h2 style="margin:0 0 12px;font-size:20px">Hi {{first_name}}</h2>');
    expect(html).toContain('<a href="https://stride.test" style="color:#1a56db">here</a>');
    expect(html).toContain('<img src="x.png" style="max-width:100%;height:auto">');
  });
  it('keeps a style an element already has and leaves other tags alone', () => {
    expect(emailHtmlOf('<p style="color:red">x</p><strong>y</strong>')).toContain(
      '<p style="color:red">x</p><strong>y</strong>',
    );
  });
});
