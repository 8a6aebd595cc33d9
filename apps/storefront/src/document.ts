import { escapeHtml, jsonForScript } from '@wtkit/domain';

/** The build's stylesheets by address (`/assets/….css`): their text. */
export type Stylesheets = Readonly<Record<string, string>>;

/**
 * A stylesheet for the page: written into it when its text is known (the first paint then waits
 * for no other request), with a disabled link to the same file. Browsers do not fetch a disabled
 * stylesheet, and the app's chunk loader, which adds a chunk's stylesheets when it loads the
 * chunk, sees the link and does not ask for the file again.
 */
export function stylesheetTags(href: string, known: Stylesheets | undefined): string {
  const link = `<link rel="stylesheet" href="${escapeHtml(href)}"`;
  const css = known?.[href];
  if (css === undefined || /<\/style/i.test(css)) return `${link}>`;
  return `<style>${css}</style>${link} disabled>`;
}

/**
 * The built index.html, cut where the server puts a page in: the head's default tags (between
 * `<!--wt-head-->` and `<!--/wt-head-->`) give way to the page's own, the placeholder inside
 * `#root` (between `<!--wt-app-->` and `<!--/wt-app-->`) to the rendered app, and
 * `<!--wt-state-->` after it to the data the browser hydrates from; a route's stylesheets go at
 * the end of the head. Stylesheets whose text is given are written into the page. Without a
 * server (the development server), the template is shown as it is and the app renders in the
 * browser.
 */
export function documentParts(template: string, stylesheets?: Stylesheets) {
  const cut = (html: string, name: string, closing = true) => {
    const marker = `<!--${name}-->`;
    const start = html.indexOf(marker);
    const endMarker = closing ? `<!--/${name}-->` : marker;
    const end = html.indexOf(endMarker, start);
    if (start < 0 || end < start) throw new Error(`index.html has no ${marker} section`);
    return [html.slice(0, start), html.slice(end + endMarker.length)] as const;
  };
  // The build's entry script and the modules it imports: the server starts them itself, after
  // the first paint (scriptLoader), instead of tags the browser fetches before it can paint.
  const entryScripts: string[] = [];
  const entryModules: string[] = [];
  const withoutScripts = template
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g, (_tag, src) => {
      entryScripts.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_tag, href) => {
      entryModules.push(href);
      return '';
    })
    .replace(/<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g, (tag, href) =>
      stylesheets?.[href] === undefined ? tag : stylesheetTags(href, stylesheets),
    );
  const [beforeHead, rest] = cut(withoutScripts, 'wt-head');
  const [afterHeadAndBody, tail] = cut(rest, 'wt-app');
  // The head's end, where the route's stylesheets go: after the entry's, as when the browser
  // loads a route later, so the cascade is the same however a page was reached.
  const headEnd = afterHeadAndBody.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>');
  const headRest = afterHeadAndBody.slice(0, headEnd);
  const afterHead = afterHeadAndBody.slice(headEnd);
  const [afterApp, afterState] = cut(tail, 'wt-state', false);
  return { beforeHead, headRest, afterHead, afterApp, afterState, entryScripts, entryModules };
}

/**
 * The inline script that loads the app once the page has been painted: `modulepreload` for every
 * module it will need (fetched in parallel), then the entry. On a phone the first paint then
 * waits for the HTML alone; the scripts follow a frame later. A hidden tab, which gets no frames,
 * loads them at once.
 */
export function scriptLoader(entryScripts: readonly string[], modules: readonly string[]): string {
  return `(()=>{const go=()=>{for(const href of ${jsonForScript(modules)}){const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l)}for(const src of ${jsonForScript(entryScripts)}){const s=document.createElement('script');s.type='module';s.src=src;document.head.append(s)}};document.visibilityState==='hidden'?go():requestAnimationFrame(()=>setTimeout(go,0))})()`;
}
