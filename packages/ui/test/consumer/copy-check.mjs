// Whether a page of the second shop front shows any of the kit's English: the texts of the
// catalogue groups it uses (header, catalogue, product, cart, tracker) that its Spanish
// catalogue words differently must not appear among the page's texts and accessible names.

/** The catalogue groups the shop front shows, as paths into the catalogue. */
export const CHECKED_GROUPS = [
  'layout',
  'home',
  'product',
  'cart',
  'tracker',
  'account.waterTypes',
];

/** The domain's messages the shop front can show (the tracker dialog's validation). */
export const CHECKED_MESSAGES = [
  'tracker',
  'zip',
  'form.notANumber',
  'form.minZero',
  'form.wholeNumber',
  'form.invalidChoice',
];

/** Every text under a catalogue node, as [path, text]. */
function leaves(node, path) {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
  return [];
}

function at(catalogue, path) {
  return path.split('.').reduce((node, key) => node?.[key], catalogue);
}

/**
 * The English texts a Spanish page must not show: each text of the checked groups whose Spanish
 * differs ("Total" is both). Throws when the Spanish catalogue lacks a text of those groups.
 */
export function englishTexts(enUS, es, enMessages = {}, esMessages = {}) {
  const missing = [];
  const texts = [];
  const compare = (english, spanish, groups, prefix) => {
    for (const group of groups) {
      for (const [path, en] of leaves(at(english, group), group)) {
        const translated = at(spanish, path);
        if (typeof translated !== 'string') missing.push(`${prefix}${path}`);
        else if (translated !== en) texts.push({ path: `${prefix}${path}`, en });
      }
    }
  };
  compare(enUS, es, CHECKED_GROUPS, '');
  compare(enMessages, esMessages, CHECKED_MESSAGES, 'messages.');
  if (missing.length > 0)
    throw new Error(`the Spanish catalogue has no text for ${missing.join(', ')}`);
  // react-aria's own labels, which follow the provider's locale rather than the catalogue.
  const reactAria = [
    { path: 'react-aria (dialog)', en: 'Dismiss' },
    { path: 'react-aria (number field)', en: 'Increase {label}' },
    { path: 'react-aria (number field)', en: 'Decrease {label}' },
  ];
  return [...texts, ...reactAria];
}

/** A template as a pattern of a whole text: each {placeholder} stands for any text. */
function patternOf(template) {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[a-zA-Z]+\}/g, '.+')}$`, 's');
}

/** A page's text as the check compares it: trimmed, without a label's closing colon. */
export function normalise(text) {
  return text.replace(/\s+/g, ' ').trim().replace(/:$/, '').trim();
}

/** The English texts (of `englishTexts`) among a page's texts. */
export function englishIn(pageTexts, texts) {
  const units = pageTexts.map(normalise).filter(Boolean);
  return texts.filter(({ en }) => {
    const pattern = patternOf(en);
    return units.some(
      (unit) => pattern.test(unit) || (en.length > 12 && !en.includes('{') && unit.includes(en)),
    );
  });
}

/** Text as written in HTML (React's escapes taken out). */
export const htmlDecode = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The texts of server-rendered HTML: its text runs and its names and alternatives. */
export function htmlTexts(html) {
  const runs = [...html.replace(/<!-- -->/g, '').matchAll(/>([^<]+)</g)].map((m) => m[1]);
  const attributes = [
    ...html.matchAll(/\s(?:aria-label|alt|title|placeholder|aria-roledescription)="([^"]*)"/g),
  ].map((m) => m[1]);
  return [...runs, ...attributes].map(htmlDecode);
}
