import { TOKEN_STORAGE_KEY } from '@wtkit/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A role and accessible name, as `getByRole` takes them (a string name matches exactly). */
export interface Target {
  role: Parameters<Page['getByRole']>[0];
  name: string | RegExp;
}

function locate(page: Page, { role, name }: Target) {
  return page.getByRole(role, { name, exact: typeof name === 'string' });
}

/** Whether the element that has focus is one of those with this role and name. */
function isFocused(page: Page, target: Target) {
  return locate(page, target).evaluateAll((elements) =>
    (elements as Element[]).includes(document.activeElement as Element),
  );
}

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    // A form control's name is usually its label's text (a card is a checkbox's whole label).
    const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
    const label = (element.getAttribute('aria-label') ?? labelled ?? element.textContent ?? '')
      .trim()
      .slice(0, 60);
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role')}> ${label}`;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the target has focus, at most `limit` times;
 * asserts on each stop that focus is on something (not `body`), and on arrival that the target
 * is in view with a visible focus indicator.
 */
export async function tabTo(page: Page, target: Target, { backwards = false, limit = 60 } = {}) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const visited: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const where = await describeFocus(page);
    expect(where, `Tab left focus on the body after ${visited.join(' → ')}`).not.toBe('body');
    if (await isFocused(page, target)) {
      await expectVisibleFocus(page, target);
      return;
    }
    visited.push(where);
  }
  throw new Error(
    `${String(target.name)} was not reached in ${limit} Tabs: ${visited.join(' → ')}`,
  );
}

/** Presses `key` and expects focus on the target afterwards (waiting for it to move there). */
export async function pressAndExpectFocus(page: Page, key: string, target: Target) {
  await page.keyboard.press(key);
  await expectFocus(page, target);
}

/** Waits until the target has focus, then checks it is in view with a visible indicator. */
export async function expectFocus(page: Page, target: Target) {
  try {
    await expect.poll(() => isFocused(page, target), { timeout: 10_000 }).toBe(true);
  } catch {
    throw new Error(
      `Expected focus on ${target.role} "${String(target.name)}"; it is on ${await describeFocus(page)}`,
    );
  }
  await expectVisibleFocus(page, target);
}

/** Focus is somewhere other than the body (after a route change, a dialog closing...). */
export async function expectFocusNotOnBody(page: Page) {
  expect(await describeFocus(page)).not.toBe('body');
}

/**
 * The focused element is inside the viewport, and the focus indicator shows: the outline or
 * box-shadow of the element, its pseudo-elements, its nearest ancestors (a checkbox's label
 * draws the ring around its box) or its descendants differs from the same with focus away. The
 * comparison blurs the element for a moment and focuses it again; the keyboard was the last
 * input, so the browser and react-aria both show the ring again.
 */
async function expectVisibleFocus(page: Page, target: Target) {
  const result = await page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { inView: false, changed: false };
    const rect = element.getBoundingClientRect();
    // A visually hidden input (a checkbox's, a radio's) is 1 px: its label's box is what shows.
    const box =
      rect.width <= 1 || rect.height <= 1
        ? (element.closest('label')?.getBoundingClientRect() ?? rect)
        : rect;
    const inView =
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth &&
      box.width > 0 &&
      box.height > 0;
    const related: Element[] = [];
    for (let node: Element | null = element, up = 0; node && up < 4; node = node.parentElement) {
      related.push(node);
      up += 1;
    }
    related.push(...Array.from(element.querySelectorAll('*')).slice(0, 40));
    const snapshot = () =>
      related
        .flatMap((node) =>
          [null, '::before', '::after'].map((pseudo) => {
            const style = getComputedStyle(node, pseudo);
            return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
          }),
        )
        .join('\n');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    // Transitions are cut short so the computed values are the end states.
    const settled = () => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          animation.finish();
      }
    };
    settled();
    const focused = snapshot();
    element.blur();
    // Read before the next frame: a dialog's focus scope takes focus back in one. React applies
    // the blur's state (react-aria's data-focus-visible) in a microtask.
    for (let tick = 0; tick < 3; tick += 1) await Promise.resolve();
    settled();
    const unfocused = snapshot();
    element.focus({ preventScroll: true });
    await frame();
    return { inView, changed: focused !== unfocused };
  });
  const name = `${target.role} "${String(target.name)}"`;
  expect(result.inView, `${name} is in the viewport when focused`).toBe(true);
  expect(result.changed, `${name} shows a focus indicator`).toBe(true);
  expect(await isFocused(page, target), `${name} keeps focus after the check`).toBe(true);
}

/** Types into the focused field, character by character, as a keyboard does. */
export async function typeText(page: Page, text: string) {
  await page.keyboard.type(text);
}

interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  role?: AXValue;
  name?: AXValue;
  properties?: { name: string; value: AXValue }[];
  childIds?: string[];
  ignored?: boolean;
}

/**
 * What live regions hold now, read from Chromium's accessibility tree (not from the DOM or its
 * classes): the text of every node inside an `aria-live` region (role status, alert, log or an
 * explicit aria-live), one string per region root.
 */
export async function liveRegionTexts(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const property = (node: AXNode, name: string) =>
      node.properties?.find((p) => p.name === name)?.value.value;
    const text = (node: AXNode): string => {
      const role = node.role?.value;
      if (role === 'StaticText' || role === 'text') return String(node.name?.value ?? '');
      return (node.childIds ?? [])
        .map((id) => byId.get(id))
        .filter((child): child is AXNode => child !== undefined)
        .map(text)
        .join(' ');
    };
    const roots = nodes.filter((node) => {
      const live = property(node, 'live');
      return !node.ignored && live !== undefined && live !== 'off';
    });
    return roots.map((root) => text(root).replace(/\s+/g, ' ').trim()).filter(Boolean);
  } finally {
    await session.detach();
  }
}

/** Waits until some live region says `text` (a substring or a pattern). */
export async function expectAnnounced(page: Page, text: string | RegExp) {
  await expect
    .poll(
      async () => {
        const texts = await liveRegionTexts(page);
        return texts.some((said) =>
          typeof text === 'string' ? said.includes(text) : text.test(said),
        );
      },
      { message: `a live region announces ${String(text)}`, timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * The focused element's accessible name and description, from the accessibility tree: what a
 * screen reader reads when focus lands on it.
 */
export async function focusedAnnouncement(page: Page) {
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = (await session.send('Runtime.evaluate', {
      expression: 'document.activeElement',
    })) as { result: { objectId?: string } };
    const { nodes } = (await session.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    })) as { nodes: (AXNode & { description?: AXValue })[] };
    const focused = nodes[0];
    return {
      role: String(focused?.role?.value ?? ''),
      name: String(focused?.name?.value ?? ''),
      description: String(focused?.description?.value ?? ''),
    };
  } finally {
    await session.detach();
  }
}

/**
 * One outline per page: a single `h1` and no heading level skipped; every landmark of a kind
 * has a name of its own when there is more than one (WCAG 1.3.1, 2.4.6).
 */
export async function expectOutlineAndLandmarks(page: Page, where: string) {
  const { levels, landmarks } = await page.evaluate(() => {
    const visible = (element: Element) =>
      !(element as HTMLElement).closest('[hidden], [aria-hidden="true"], [inert]') &&
      (element as HTMLElement).getClientRects().length > 0;
    const levels = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]'))
      .filter(visible)
      .map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)));
    const landmarkSelector =
      'main, nav, aside, header, footer, [role=main], [role=navigation], [role=complementary], [role=banner], [role=contentinfo], [role=search], [role=region], section[aria-label], section[aria-labelledby], form[aria-label]';
    const landmarks = Array.from(document.querySelectorAll(landmarkSelector))
      .filter(visible)
      // A header or footer inside an article or section is not a landmark.
      .filter(
        (element) =>
          !(
            (element.tagName === 'HEADER' || element.tagName === 'FOOTER') &&
            element.parentElement?.closest('article, section, aside, nav, main')
          ),
      )
      .map((element) => {
        const role =
          element.getAttribute('role') ??
          (
            {
              MAIN: 'main',
              NAV: 'navigation',
              ASIDE: 'complementary',
              HEADER: 'banner',
              FOOTER: 'contentinfo',
              SECTION: 'region',
              FORM: 'form',
            } as Record<string, string>
          )[element.tagName] ??
          element.tagName;
        const labelledBy = element.getAttribute('aria-labelledby');
        const name =
          element.getAttribute('aria-label') ??
          (labelledBy
            ? labelledBy
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' ')
            : '');
        return `${role}:${name.trim()}`;
      });
    return { levels, landmarks };
  });
  expect(
    levels.filter((level) => level === 1),
    `one h1 on ${where}`,
  ).toHaveLength(1);
  const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);
  expect(skips, `no skipped heading level on ${where} (${levels.join(',')})`).toEqual([]);
  const duplicates = landmarks.filter((landmark, index) => landmarks.indexOf(landmark) !== index);
  expect(duplicates, `landmarks unique and named on ${where}`).toEqual([]);
}

/** Waits until a live region says the document's title (a route change's announcement). */
export async function expectTitleAnnounced(page: Page) {
  await expect
    .poll(
      async () => {
        const [title, texts] = await Promise.all([page.title(), liveRegionTexts(page)]);
        return title !== '' && texts.includes(title);
      },
      { message: 'the new page title is announced', timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * The longest transition or animation that can run on the page now, in milliseconds: every
 * element's and pseudo-element's computed durations plus delays (endless spinners included).
 */
export function longestMotionMs(page: Page) {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      list.split(',').map((part) => {
        const value = Number.parseFloat(part);
        return part.trim().endsWith('ms') ? value / 1000 : value;
      });
    let longest = 0;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const durations = [
          ...seconds(style.transitionDuration),
          ...(style.animationName === 'none' ? [] : seconds(style.animationDuration)),
        ];
        longest = Math.max(longest, ...durations.map((d) => d * 1000));
      }
    }
    return longest;
  });
}

/**
 * WCAG 1.4.10 at the page's width: the document does not scroll sideways, and nothing that
 * shows is cut off at the right edge, except inside a container that scrolls sideways itself
 * (a product rail, the carousel's track), where the rest is reached by scrolling that part.
 */
export function contentCutOff(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (element.closest('.wt-visually-hidden, [aria-hidden="true"], .sf-skip-link')) continue;
      if ((rect.right > width + 1 || rect.left < -1) && !scrollsSideways(element))
        problems.push(
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> spans ${Math.round(rect.left)}-${Math.round(rect.right)} px`,
        );
    }
    return problems.slice(0, 10);
  });
}

/**
 * What is wrong with the page as shown now for WCAG 1.4.10 and reduced motion: what is cut off
 * (`contentCutOff`) and any transition or animation longer than 100 ms.
 */
export async function reflowProblems(page: Page) {
  const motion = await longestMotionMs(page);
  const cut = await contentCutOff(page);
  if (motion > 100) cut.push(`a transition or animation of ${motion} ms`);
  return cut;
}

/**
 * Focus is inside the (single) element with this role: a dialog that has just opened. Some
 * dialogs load their module on first open, which on a loaded machine takes more than a second.
 */
export async function expectFocusWithin(page: Page, role: 'dialog' | 'alertdialog') {
  await expect
    .poll(
      () =>
        page
          .getByRole(role)
          .evaluateAll((found) =>
            found.some((element) => element.contains(document.activeElement)),
          ),
      { timeout: 5_000 },
    )
    .toBe(true);
}

/** After a route change, focus is on the new page's heading, never on the body. */
export async function expectArrivedAt(page: Page, path: RegExp, heading: string | RegExp) {
  await page.waitForURL(path);
  await expectFocus(page, { role: 'heading', name: heading });
  await expectFocusNotOnBody(page);
}

/** The signed-in token the page keeps, for setting up what a journey needs behind its back. */
export function tokenOf(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_STORAGE_KEY);
}

/** Focus is on the page's one h1 (named `name` when given), in view with its ring. */
export async function expectHeadingFocused(page: Page, name?: string) {
  // A visually hidden h1 (the home page's) leaves the focus to the main region.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        const heading = document.querySelector('main h1');
        const box = heading?.getBoundingClientRect();
        const hidden = !box || box.width <= 1 || box.height <= 1;
        return hidden ? active?.tagName === 'MAIN' : active === heading;
      }),
    )
    .toBe(true);
  const onMain = await page.evaluate(() => document.activeElement?.tagName === 'MAIN');
  await expectFocus(
    page,
    onMain ? { role: 'main', name: /.*/ } : { role: 'heading', name: name ?? /\S/ },
  );
  await expectTitleAnnounced(page);
}

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
