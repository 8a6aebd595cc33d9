/**
 * The built index.html, cut where the server puts a page in: the head's default tags (between
 * `<!--wt-head-->` and `<!--/wt-head-->`) give way to the page's own, the placeholder inside
 * `#root` (between `<!--wt-app-->` and `<!--/wt-app-->`) to the rendered app, and
 * `<!--wt-state-->` after it to the data the browser hydrates from. Without a server (the
 * development server), the template is shown as it is and the app renders in the browser.
 */
export function documentParts(template: string) {
  const cut = (html: string, name: string, closing = true) => {
    const marker = `<!--${name}-->`;
    const start = html.indexOf(marker);
    const endMarker = closing ? `<!--/${name}-->` : marker;
    const end = html.indexOf(endMarker, start);
    if (start < 0 || end < start) throw new Error(`index.html has no ${marker} section`);
    return [html.slice(0, start), html.slice(end + endMarker.length)] as const;
  };
  const [beforeHead, rest] = cut(template, 'wt-head');
  const [afterHead, tail] = cut(rest, 'wt-app');
  const [afterApp, afterState] = cut(tail, 'wt-state', false);
  return { beforeHead, afterHead, afterApp, afterState };
}
