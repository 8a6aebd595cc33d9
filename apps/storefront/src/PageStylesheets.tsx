import { createContext, useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/** The build's stylesheets by address (`/assets/….css`): their text, given on the server only. */
export const StylesheetTexts = createContext<Readonly<Record<string, string>> | undefined>(
  undefined,
);

/** What the browser found written into the page, kept so later renders draw the same. */
const written = new Map<string, string>();

/** A stylesheet's text as the server wrote it into the page (the `<style>` before its link). */
function writtenText(href: string): string | undefined {
  if (!written.has(href) && typeof document !== 'undefined') {
    const link = document.head.querySelector(`link[rel="stylesheet"][disabled][href="${href}"]`);
    const style = link?.previousElementSibling;
    if (style?.tagName === 'STYLE') written.set(href, style.textContent ?? '');
  }
  return written.get(href);
}

/**
 * The matched routes' stylesheets (what the framework's `<Links>` would link), written into the
 * page when the server knows their text, so the first paint waits for the HTML alone (decision
 * 0030). Each is followed by a disabled link to its file: browsers do not fetch it, and a chunk
 * loaded later that names the same stylesheet sees it and does not ask for it. In the browser the
 * text is read back from the page, so hydration draws what the server drew; a stylesheet a later
 * navigation brings is linked as the framework would.
 */
export function PageStylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const texts = useContext(StylesheetTexts);
  const hrefs = new Set(
    useMatches().flatMap((match) =>
      // `#` marks a stylesheet a lazily loaded chunk also names: the file is the same.
      (framework?.manifest.routes[match.id]?.css ?? []).map((href) => href.replace(/#$/, '')),
    ),
  );
  return [...hrefs].map((href) => {
    const css = texts ? texts[href] : writtenText(href);
    if (css === undefined || /<\/style/i.test(css))
      return <link key={href} rel="stylesheet" href={href} />;
    return [
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet.
      <style key={`${href}:text`} dangerouslySetInnerHTML={{ __html: css }} />,
      // `disabled` is valid on a stylesheet link; React's types only know it on form controls.
      <link key={href} rel="stylesheet" href={href} {...{ disabled: true }} />,
    ];
  });
}
