/**
 * A framework-mode page without the `modulepreload` links React puts at the top of its head: a
 * small inline script adds them a frame after the first paint instead (at once in a hidden tab,
 * which gets no frames). The head's own inline script then starts the signed-in requests before
 * any script is asked for (decision 0026), and the first paint waits for the HTML alone (0030);
 * the body's module script still imports the route modules once the page is parsed. Browsers
 * look ahead in the HTML for links to fetch, so moving the links later in the page is not enough.
 * React does not hydrate preload links; it adds any that are missing after hydration.
 */
export function modulePreloadsAfterPaint(html: string): string {
  const hrefs: string[] = [];
  const rest = html.replace(/<link rel="modulepreload" href="([^"]*)"\/>/g, (_link, href) => {
    hrefs.push(href);
    return '';
  });
  const scripts = rest.indexOf('<script', rest.indexOf('<body'));
  if (hrefs.length === 0 || scripts < 0) return html;
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const loader = `<script>((h)=>{const go=()=>{for(const href of h){const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l)}};document.visibilityState==='hidden'?go():requestAnimationFrame(()=>setTimeout(go,0))})(${list})</script>`;
  return `${rest.slice(0, scripts)}${loader}${rest.slice(scripts)}`;
}
