/**
 * Hostile input for the XSS stories: script tags, event handlers, javascript: and data:
 * URLs, SVG and MathML vectors, mutation-XSS (markup that changes meaning when re-parsed), broken
 * and encoded markup, and template-injection text. Every payload that runs sets `window.__strideXssRan`.
 */
const run = 'window.__strideXssRan=true';

const longLink = `https://example.org/letters/${'walk-to-school-week-newsletter-'.repeat(10)}final.pdf`;

/**
 * Markup that runs nothing but widens the page (layout.markup.never-widens): code, an unbroken link and
 * word, no-wrap text, and width attributes of tables, rules and pictures, as a newsletter or a pasted
 * post brings them.
 */
export const layoutBlowOuts: readonly string[] = [
  `<pre><code>${"const board = ['walk', 'cycle', 'scoot', 'bus', 'car'];".repeat(12)}</code></pre>`,
  `<p>Read it at <a href="${longLink}">${longLink}</a></p>`,
  `<p>${'Unbroken'.repeat(60)}</p>`,
  `<p><nobr>${'no break here '.repeat(60)}</nobr></p>`,
  `<table><tr><td nowrap>${'no wrap in this cell '.repeat(40)}</td></tr></table>`,
  `<table width="3000" border="1"><tr><td width="2000">wide table</td><td>second cell</td></tr></table>`,
  `<table width="600"><tr><td>newsletter</td></tr></table>`,
  `<hr width="5000">`,
  `<img width="4000" height="10" alt="wide picture" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7">`,
];

export const xssPayloads: readonly string[] = [
  `<script>${run}</script>`,
  `<SCRIPT SRC="data:text/javascript,${run}"></SCRIPT>`,
  `<img src=x onerror=${run}>`,
  `<img src="x" onerror="${run}">`,
  `<IMG SRC=x OnErRoR=${run}>`,
  `<img src=x onerror=&#x77;indow.__strideXssRan=true>`,
  `<img srcset="x" onerror="${run}">`,
  `<picture><source srcset="x"><img src="x" onerror="${run}"></picture>`,
  `<svg onload="${run}">`,
  `<svg><script>${run}</script></svg>`,
  `<svg><animate onbegin="${run}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><set onbegin="${run}" attributeName="x" to="1"></set></svg>`,
  `<svg><a xlink:href="javascript:${run}"><text y="20">svg link</text></a></svg>`,
  `<svg><foreignObject><img src="x" onerror="${run}"></foreignObject></svg>`,
  `<svg><style><img src="x" onerror="${run}"></style></svg>`,
  `<math><mtext><table><mglyph><style><img src="x" onerror="${run}">`,
  `<math href="javascript:${run}">math link</math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${run}">`,
  `<noscript><p title="</noscript><img src=x onerror=${run}>">`,
  `<!--<img src="--><img src=x onerror=${run}//">`,
  `<body onload="${run}">`,
  `<iframe src="javascript:${run}"></iframe>`,
  `<iframe srcdoc="<script>parent.${run}</script>"></iframe>`,
  `<iframe src="data:text/html,<script>parent.${run}</script>"></iframe>`,
  `<object data="javascript:${run}"></object>`,
  `<embed src="javascript:${run}">`,
  `<details open ontoggle="${run}">details</details>`,
  `<input autofocus onfocus="${run}">`,
  `<select autofocus onfocus="${run}"></select>`,
  `<textarea autofocus onfocus="${run}"></textarea>`,
  `<video><source onerror="${run}"></video>`,
  `<audio src="x" onerror="${run}"></audio>`,
  `<video poster="javascript:${run}" src="x" onerror="${run}"></video>`,
  `<marquee onstart="${run}">marquee</marquee>`,
  `<div style="background:url(javascript:${run})">styled</div>`,
  `<style>@import "javascript:${run}";</style>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  `<base href="javascript:${run}//">`,
  `<link rel="stylesheet" href="javascript:${run}">`,
  `<a href="javascript:${run}">plain link</a>`,
  `<a href="  JaVaScRiPt:${run}">spaced link</a>`,
  `<a href="jav&#x09;ascript:${run}">tab link</a>`,
  `<a href="data:text/html,<script>${run}</script>">data link</a>`,
  `<a onclick="${run}" href="#">click handler</a>`,
  // Link schemes and paths a server link may not have: they stay text (serverLink).
  `<a href="vbscript:msgbox(1)">vbscript link</a>`,
  `<a href="data:image/svg+xml,<svg onload=${run}>">svg data link</a>`,
  `<a href="//evil.invalid/members/home">other site link</a>`,
  `<a href="/\\evil.invalid">backslash link</a>`,
  `<a href="/members/../../logout">logout link</a>`,
  `<div onpointerenter="${run}" onmouseover="${run}">hover</div>`,
  `<button formaction="javascript:${run}">button</button>`,
  `<form action="javascript:${run}"><input type="submit" value="form"></form>`,
  `<isindex action="javascript:${run}" type="image">`,
  `<template><img src="x" onerror="${run}"></template>`,
  `"><script>${run}</script>`,
  `'><img src=x onerror=${run}>`,
  `</textarea><script>${run}</script>`,
  `</title><script>${run}</script>`,
  `<scr<script>ipt>${run}</scr</script>ipt>`,
  `<<img src=x onerror=${run}>>`,
  `<img src=x onerror="${run}"//`,
  `" onmouseover="${run}" x="`,
  `javascript:${run}`,
  `{{constructor.constructor('${run}')()}}`,
  `\${${run}}`,
  // Markup that runs nothing but takes over the screen, tracks the reader or clobbers globals.
  `<img src=x onerror=${run}><b style='position:fixed;inset:0'>Session expired, sign in again</b>`,
  `<div style="position:fixed;inset:0;z-index:99999;background:white">Session expired, sign in again</div>`,
  `<p style="position:absolute;top:-100vh;left:-100vw;width:300vw;height:300vh">covering</p>`,
  `<span style="display:block;width:300vw;margin-left:-100vw;transform:scale(5)">wide</span>`,
  `<img src="https://tracker.example/pixel.gif" alt="pixel">`,
  `<div style="background-image:url(https://tracker.example/bg.gif)">background pixel</div>`,
  `<table background="https://tracker.example/table.gif"><tr><td>table pixel</td></tr></table>`,
  `<img name="getElementById" src="data:,"><a id="__strideClobbered" href="#">clobbering</a>`,
  ...layoutBlowOuts,
];

/**
 * Escaped bidi: text that reads differently once an explicit bidi control takes effect (a right-to-left
 * override turns 'Amelia \u202Egnp.exe' into what reads as 'Amelia exe.png'), for answers written the way
 * PHP's json_encode writes them: every control as a `\u` escape, so the raw body holds none (`phpJson`).
 */
export const bidiSpoofs: readonly string[] = [
  'Amelia \u202Egnp.exe',
  '\u202Bembedded\u202C \u202Aleft\u202C \u202Doverride\u202C',
  '\u2066isolated\u2069 \u2067right\u2069 \u2068first\u2069',
];

/** The spoofs' text as typed, which a page shows once the controls are taken out. */
export const bidiSpoofsTyped: readonly string[] = [
  'Amelia gnp.exe',
  'embedded left override',
  'isolated right first',
];

/** JSON as PHP's json_encode writes it by default: every character beyond ASCII as a `\u` escape. */
export const phpJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const explicitBidiControl = /[\u202A-\u202E\u2066-\u2069]/;

/** Where an explicit bidi control reached the page: in a text, or in an attribute (an aria-label, a title). */
export function bidiControlsShown(root: Element): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (explicitBidiControl.test(node.textContent ?? '')) found.push(`text "${node.textContent}"`);
  for (const element of root.querySelectorAll('*'))
    for (const attribute of element.attributes)
      if (explicitBidiControl.test(attribute.value))
        found.push(`${attribute.name}="${attribute.value}" on <${element.tagName.toLowerCase()}>`);
  return found;
}

type XssWindow = Window & { __strideXssRan?: boolean; __strideXssControl?: boolean };

/** Clears the flag before a story renders. */
export function resetXssFlag() {
  delete (window as XssWindow).__strideXssRan;
}

/** Whether any payload ran. */
export const xssRan = () => (window as XssWindow).__strideXssRan === true;

/**
 * The control: markup put into the page without sanitising does run its handler, so a flag that
 * stays unset after the surfaces rendered means the surfaces stopped the payloads.
 */
export async function unsafeMarkupRuns(): Promise<boolean> {
  const scratch = document.createElement('div');
  scratch.innerHTML = '<img src="data:," onerror="window.__strideXssControl=true">';
  document.body.append(scratch);
  await settle();
  scratch.remove();
  const ran = (window as XssWindow).__strideXssControl === true;
  delete (window as XssWindow).__strideXssControl;
  return ran;
}

/** The box every piece of server HTML is shown in (SafeHtml marks it). */
const serverHtmlBoxes = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[data-server-html]')];

/**
 * The part of `element` a reader sees: its rect, cut by every box between it and `box` that scrolls
 * or clips (wide code or a wide table scrolls sideways in a box of its own inside the server HTML).
 */
function shownRect(element: HTMLElement, box: HTMLElement) {
  const rect = element.getBoundingClientRect();
  let { left, top, right, bottom } = rect;
  for (let at = element.parentElement; at && at !== box; at = at.parentElement) {
    const style = getComputedStyle(at);
    const inner = at.getBoundingClientRect();
    if (style.overflowX !== 'visible')
      [left, right] = [Math.max(left, inner.left), Math.min(right, inner.right)];
    if (style.overflowY !== 'visible')
      [top, bottom] = [Math.max(top, inner.top), Math.min(bottom, inner.bottom)];
  }
  const width = Math.max(0, right - left);
  const height = Math.max(0, bottom - top);
  return { left, top, right, bottom, width: rect.width && width, height: rect.height && height };
}

/**
 * Server HTML stays in its box: every element inside is shown within the box's bounding rect (what
 * scrolls in a box of its own inside counts where that box shows it), and nothing inside asks for a
 * remote picture (an image from another origin, a CSS background image). Answers what escaped; `[]`
 * when nothing did.
 */
export function escapedServerHtml(root: ParentNode): string[] {
  const boxes = serverHtmlBoxes(root);
  if (boxes.length === 0) return ['no server HTML box'];
  const escaped: string[] = [];
  for (const box of boxes) {
    const outer = box.getBoundingClientRect();
    for (const element of box.querySelectorAll<HTMLElement>('*')) {
      const rect = shownRect(element, box);
      const name = `<${element.tagName.toLowerCase()}> in "${box.textContent?.slice(0, 40)}"`;
      if (
        rect.width + rect.height > 0 &&
        (rect.left < outer.left - 1 ||
          rect.top < outer.top - 1 ||
          rect.right > outer.right + 1 ||
          rect.bottom > outer.bottom + 1)
      )
        escaped.push(`${name} outside its box`);
      if (getComputedStyle(element).backgroundImage !== 'none')
        escaped.push(`${name} has a background image`);
      const source = element.getAttribute('src') ?? element.getAttribute('background');
      if (source && !source.startsWith('data:') && new URL(source, location.href).origin !== location.origin)
        escaped.push(`${name} loads ${source}`);
    }
  }
  return escaped;
}

/**
 * Server HTML widened nothing (layout.markup.never-widens): the page does not scroll sideways, and no
 * server HTML box is wider than the box it stands in. Answers what was widened; `[]` when nothing was.
 */
export function widenedByServerHtml(root: ParentNode): string[] {
  const widened: string[] = [];
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1)
    widened.push(`the page is ${page.scrollWidth} px wide in a ${page.clientWidth} px window`);
  for (const box of serverHtmlBoxes(root)) {
    const parent = box.parentElement;
    if (parent && box.getBoundingClientRect().width > parent.clientWidth + 1)
      widened.push(`"${box.textContent?.slice(0, 40)}" is wider than the box it stands in`);
  }
  return widened;
}

/** Server HTML named nothing on the window or the document (DOM clobbering). */
export const clobbered = () => '__strideClobbered' in window || typeof document.getElementById !== 'function';

/** Gives error and load handlers (failed images, media) time to fire. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/**
 * Links a server text may not make (docs/product/layout.md, `layout.links.*`): a scheme other than
 * http(s), mailto and tel, another site by a scheme-relative path, or a path that leaves /members
 * (Logout). Answers what is left; `[]` when none is.
 */
export function hostileLinks(root: Element): string[] {
  const found: string[] = [];
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (href.includes('React has blocked a javascript: URL')) continue;
    const url = new URL(href, location.href);
    const scheme = ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol);
    const otherSite = /^\s*[/\\]{2}/.test(href);
    const logout = url.origin === location.origin && url.pathname.startsWith('/logout');
    const leaves = !scheme || otherSite || logout;
    if (leaves) found.push(`href="${href}" on "${link.textContent}"`);
  }
  return found;
}

/** Anything a payload could still run later (a click, a hover): handler attributes and script URLs. */
export function liveVectors(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (
      element.tagName === 'SCRIPT' ||
      element.tagName === 'IFRAME' ||
      element.tagName === 'OBJECT' ||
      element.tagName === 'EMBED'
    )
      found.push(`<${element.tagName.toLowerCase()}>`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${attribute.name} on <${element.tagName.toLowerCase()}>`);
      const url = attribute.value.replace(/[\t\n\r]/g, '');
      // React 19 replaces a javascript: URL with one that only throws its own warning: harmless.
      const blockedByReact = url.includes('React has blocked a javascript: URL');
      if (
        /^(href|src|action|formaction|xlink:href|data|poster|srcdoc)$/i.test(attribute.name) &&
        /^\s*(javascript|data:text\/html)/i.test(url) &&
        !blockedByReact
      ) {
        found.push(`${attribute.name}="${attribute.value}"`);
      }
    }
  }
  return found;
}
