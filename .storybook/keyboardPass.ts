/**
 * The keyboard pass over a rendered story: Tab from before the story to after it with real key
 * presses, and report every focus stop that shows no focus indicator, every step that goes
 * backwards in the document, and every enabled control that Tab never reaches.
 */

/** The controls of a story: a keyboard user must be able to reach each. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';

/** Everything else Tab may stop at (scrolling regions, custom widgets). */
const INTERACTIVE = `${CONTROLS}, [tabindex], [contenteditable="true"]`;

/** Widgets that take one Tab stop and move inside with arrow keys (roving tabindex). */
const COMPOSITE =
  '[role="grid"], [role="listbox"], [role="radiogroup"], [role="tablist"], [role="menu"], [role="menubar"], [role="toolbar"], [role="tree"], [role="treegrid"]';

/**
 * Controls deliberately left out of the tab order, each with the keyboard way to do what it does.
 * Anything else with tabindex="-1" is reported.
 */
export const OUT_OF_TAB_ORDER: ReadonlyArray<{ selector: string; reason: string }> = [
  {
    selector: '.wt-QuantityStepper-button',
    reason: 'the quantity field steps with ArrowUp/ArrowDown (react-aria NumberField)',
  },
  {
    // Named in the page's locale by react-aria: "Descartar" in the Spanish second host's story.
    selector: 'button[aria-label="Dismiss"], button[aria-label="Descartar"]',
    reason:
      "Escape closes the dialog; react-aria's visually hidden Dismiss button is for screen readers",
  },
];

export interface KeyboardPassResult {
  /** The focus stops in order, described for messages. */
  stops: string[];
  problems: string[];
  /** Focus went round inside the story (an open modal dialog keeps it). */
  trapped: boolean;
}

export interface KeyboardPassOptions {
  /** Elements the story rendered into: its container and any portals (dialogs). */
  roots: Element[];
  /** A focusable element just before the story and one just after it. */
  start: HTMLElement;
  end: HTMLElement;
  /** A real Tab press (vitest/browser's userEvent). */
  tab: () => Promise<void>;
  maxStops?: number;
}

export function describeElement(element: Element): string {
  const role = element.getAttribute('role');
  const name =
    element.getAttribute('aria-label') ??
    (element.id
      ? element.ownerDocument.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent
      : null) ??
    element.closest('label')?.textContent ??
    element.textContent ??
    '';
  const tag = element.tagName.toLowerCase();
  const type = element.getAttribute('type');
  return `<${tag}${type ? ` type=${type}` : ''}${role ? ` role=${role}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
}

function isTransparent(color: string): boolean {
  if (color === 'transparent') return true;
  const alpha = /rgba?\([^)]*[,/]\s*([\d.]+%?)\s*\)/.exec(color)?.[1];
  return alpha !== undefined && Number.parseFloat(alpha) === 0;
}

interface Indicator {
  /** The outline and box shadow as drawn, '' when there is none. */
  drawn: string;
  /** Their colours. */
  colors: string[];
  /** Drawn inside the element's box (negative outline offset, inset shadow). */
  inside: boolean;
}

const NONE: Indicator = { drawn: '', colors: [], inside: false };

/** The visible outline and box shadow of an element or pseudo-element. */
function indicator(element: Element, pseudo?: '::before' | '::after'): Indicator {
  const style = getComputedStyle(element, pseudo);
  if (pseudo && (style.content === 'none' || style.content === 'normal')) return NONE;
  const parts: string[] = [];
  const colors: string[] = [];
  let inside = false;
  if (
    style.outlineStyle !== 'none' &&
    Number.parseFloat(style.outlineWidth) > 0 &&
    !isTransparent(style.outlineColor)
  ) {
    parts.push(`outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`);
    colors.push(style.outlineColor);
    inside = Number.parseFloat(style.outlineOffset) < 0;
  }
  if (style.boxShadow !== 'none' && style.boxShadow !== '') {
    parts.push(`shadow ${style.boxShadow}`);
    colors.push(...(style.boxShadow.match(/rgba?\([^)]*\)/g) ?? []));
    inside ||= style.boxShadow.includes('inset');
  }
  return { drawn: parts.join('; '), colors, inside };
}

type Rgba = [number, number, number, number];

function parseColor(color: string): Rgba | null {
  const match = /rgba?\(([^)]*)\)/.exec(color);
  if (!match?.[1]) return null;
  const parts = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number.parseFloat);
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function isOverlay(element: Element): boolean {
  const { position } = getComputedStyle(element);
  return position === 'absolute' || position === 'fixed';
}

/**
 * The colour painted behind `element`: its and its ancestors' background colours blended, or
 * null when it cannot be known: an image is painted there (a banner's photo), or an element on
 * the way is laid over its siblings (position absolute or fixed) before an opaque background.
 */
function backgroundBehind(element: Element | null): Rgba | null {
  const layers: Rgba[] = [];
  for (let node = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.backgroundImage !== 'none') return null;
    const color = parseColor(style.backgroundColor);
    if (color && color[3] > 0) {
      layers.push(color);
      if (color[3] >= 1) break;
    }
    if (isOverlay(node)) return null;
  }
  let result: Rgba = [255, 255, 255, 1];
  for (const [r, g, b, a] of layers.reverse()) {
    result = [
      r * a + result[0] * (1 - a),
      g * a + result[1] * (1 - a),
      b * a + result[2] * (1 - a),
      1,
    ];
  }
  return result;
}

/** The best contrast of an indicator's colours against what is behind it (null: unknown). */
function indicatorContrast(element: Element, found: Indicator): number | null {
  // An indicator drawn outside an element laid over others lands on whatever is beneath.
  if (!found.inside && isOverlay(element)) return null;
  const behind = backgroundBehind(found.inside ? element : element.parentElement);
  if (!behind) return null;
  let best = 0;
  for (const color of found.colors) {
    const parsed = parseColor(color);
    if (parsed) best = Math.max(best, contrast(parsed, behind));
  }
  return best;
}

/** Hidden from sight while still in the layout: a visually hidden input and its rings. */
function isClippedAway(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.opacity === '0') return true;
    if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
    if (style.overflow === 'hidden' || style.overflow === 'clip') {
      const box = node.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return true;
    }
  }
  return false;
}

function isRendered(element: Element): boolean {
  if (!element.isConnected) return false;
  // Pseudo-elements are drawn over their element; a real one must take some room and be seen.
  const box = element.getBoundingClientRect();
  return box.width >= 2 && box.height >= 2 && !isClippedAway(element);
}

/**
 * Where a focus indicator of `focused` may be drawn: the element, its pseudo-elements, its
 * parts (a checkbox's box inside its label), and a few ancestors (a stepper's group).
 */
function indicatorCandidates(focused: Element, roots: Element[]): Element[] {
  const candidates = new Set<Element>([focused]);
  const label = focused.closest('label');
  for (const scope of [focused, label]) {
    if (!scope) continue;
    candidates.add(scope);
    for (const part of Array.from(scope.querySelectorAll('*')).slice(0, 40)) candidates.add(part);
  }
  let ancestor = focused.parentElement;
  for (let level = 0; ancestor && level < 4; level++) {
    if (roots.includes(ancestor)) break;
    candidates.add(ancestor);
    ancestor = ancestor.parentElement;
  }
  return [...candidates];
}

type Snapshot = Map<string, Indicator>;

function snapshot(candidates: Element[]): Snapshot {
  const result: Snapshot = new Map();
  candidates.forEach((candidate, index) => {
    result.set(`${index}`, indicator(candidate));
    result.set(`${index}::before`, indicator(candidate, '::before'));
    result.set(`${index}::after`, indicator(candidate, '::after'));
  });
  return result;
}

/** WCAG 2.1 1.4.11: a focus indicator is visual information that needs 3:1 against its surroundings. */
const MIN_INDICATOR_CONTRAST = 3;

/**
 * Whether an indicator is there while focused and differs from the unfocused look, and the best
 * contrast among such indicators (null when it cannot be measured, over an image).
 */
function focusIndicator(
  candidates: Element[],
  focused: Snapshot,
  unfocused: Snapshot,
  contrasts: Map<string, number | null>,
): { visible: boolean; contrast: number | null } {
  let visible = false;
  let best: number | null = -1;
  for (const [key, value] of focused) {
    if (value.drawn === '' || unfocused.get(key)?.drawn === value.drawn) continue;
    const index = Number.parseInt(key, 10);
    const candidate = candidates[index];
    if (!candidate) continue;
    if (key.includes('::') ? isClippedAway(candidate) : !isRendered(candidate)) continue;
    visible = true;
    const measured = contrasts.get(key) ?? null;
    if (measured === null) best = null;
    else if (best !== null) best = Math.max(best, measured);
  }
  return { visible, contrast: best };
}

function isHiddenFromUser(element: Element): boolean {
  if (element.closest('[inert], [aria-hidden="true"]')) return true;
  return !element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
}

function isDisabled(element: Element): boolean {
  return element.matches(':disabled') || element.closest('[aria-disabled="true"]') !== null;
}

/** The controls a keyboard user must reach with Tab, and those left out of the tab order. */
export function interactiveElements(roots: Element[]): {
  expected: Element[];
  outOfOrder: Element[];
  positive: Element[];
} {
  const expected: Element[] = [];
  const outOfOrder: Element[] = [];
  const positive: Element[] = [];
  for (const root of roots) {
    for (const element of Array.from(root.querySelectorAll(INTERACTIVE))) {
      if (isHiddenFromUser(element) || isDisabled(element)) continue;
      const tabIndex = element.getAttribute('tabindex');
      if (tabIndex !== null && Number.parseInt(tabIndex, 10) > 0) {
        positive.push(element);
      }
      if (tabIndex !== null && Number.parseInt(tabIndex, 10) < 0) {
        // A container that takes focus by script (a dialog) is no control; roving tabindex
        // inside a composite widget is one stop, checked as such.
        if (element.matches(CONTROLS) && !element.closest(COMPOSITE)) outOfOrder.push(element);
        continue;
      }
      expected.push(element);
    }
  }
  return { expected, outOfOrder, positive };
}

function precedes(a: Element, b: Element): boolean {
  return (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

export async function keyboardPass({
  roots,
  start,
  end,
  tab,
  maxStops = 150,
}: KeyboardPassOptions): Promise<KeyboardPassResult> {
  const problems: string[] = [];
  const { expected, outOfOrder, positive } = interactiveElements(roots);
  for (const element of positive) {
    problems.push(`${describeElement(element)} has a positive tabindex (jumps the page order)`);
  }
  for (const element of outOfOrder) {
    if (!OUT_OF_TAB_ORDER.some(({ selector }) => element.matches(selector))) {
      problems.push(`${describeElement(element)} is out of the tab order (tabindex=-1)`);
    }
  }

  const reached: Element[] = [];
  const stops: string[] = [];
  let trapped = false;
  let previous: {
    element: Element;
    candidates: Element[];
    focused: Snapshot;
    contrasts: Map<string, number | null>;
  } | null = null;
  const settle = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

  const judgePrevious = () => {
    if (!previous) return;
    const unfocused = snapshot(previous.candidates);
    const found = focusIndicator(
      previous.candidates,
      previous.focused,
      unfocused,
      previous.contrasts,
    );
    if (!found.visible) {
      problems.push(`${describeElement(previous.element)} shows no visible focus`);
    } else if (found.contrast !== null && found.contrast < MIN_INDICATOR_CONTRAST) {
      problems.push(
        `${describeElement(previous.element)} has a focus indicator of ${found.contrast.toFixed(2)}:1 against its background (under 3:1)`,
      );
    }
    previous = null;
  };

  start.focus();
  for (let step = 0; step < maxStops; step++) {
    await tab();
    await settle();
    const active = document.activeElement;
    judgePrevious();
    if (!active || active === end || active === start || active === document.body) break;
    if (!roots.some((root) => root.contains(active))) {
      problems.push(`Tab left the story for ${describeElement(active)}`);
      break;
    }
    if (reached.includes(active)) {
      trapped = true;
      break;
    }
    reached.push(active);
    stops.push(describeElement(active));
    const candidates = indicatorCandidates(active, roots);
    const focused = snapshot(candidates);
    const contrasts = new Map<string, number | null>();
    for (const [key, value] of focused) {
      const candidate = candidates[Number.parseInt(key, 10)];
      if (candidate && value.drawn) contrasts.set(key, indicatorContrast(candidate, value));
    }
    previous = { element: active, candidates, focused, contrasts };
  }
  judgePrevious();

  // Sensible order: the document's. A modal's trap wraps round once.
  let backwards = 0;
  for (let i = 1; i < reached.length; i++) {
    const before = reached[i - 1];
    const after = reached[i];
    if (before && after && !precedes(before, after)) {
      backwards++;
      if (!trapped || backwards > 1) {
        problems.push(`Tab went back from ${describeElement(before)} to ${describeElement(after)}`);
      }
    }
  }

  const radioGroupsReached = new Set(
    reached
      .filter((element) => element.matches('input[type="radio"]'))
      .map((element) => element.getAttribute('name')),
  );
  for (const element of expected) {
    if (reached.includes(element)) continue;
    // A radio group is one stop: Tab reaches its checked (or first) radio, arrows the rest.
    if (element.matches('input[type="radio"]')) {
      if (radioGroupsReached.has(element.getAttribute('name'))) continue;
    }
    // Focus kept inside an open modal: the page behind it is not expected.
    if (
      trapped &&
      !reached.some((stop) =>
        stop.closest('[role="dialog"], [role="alertdialog"]')?.contains(element),
      )
    ) {
      continue;
    }
    problems.push(`${describeElement(element)} is never reached by Tab`);
  }
  return { stops, problems, trapped };
}
