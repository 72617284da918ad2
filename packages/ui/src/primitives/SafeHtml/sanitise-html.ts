import DOMPurify from 'dompurify';

/**
 * Server HTML (notices, inbox messages, terms, template previews) is untrusted: scripts, event
 * handlers and javascript: URLs are removed, and links open safely in a new tab.
 */
export function sanitiseHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
