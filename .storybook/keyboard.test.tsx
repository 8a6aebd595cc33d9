/// <reference types="vite/client" />
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { sentinel } from './keyboardHarness';
import { keyboardPass } from './keyboardPass';
import { KEYBOARD_GROUPS, sectionOf, storiesModules } from './keyboardStories';

/*
 * The keyboard pass (every interactive component usable with the keyboard alone, with visible
 * focus): its own checks here, and over every story in the keyboard-<group>.test.tsx files
 * (keyboardStories.ts), which Vitest runs side by side. Each story is rendered from its CSF export with the
 * project's decorators, as it first appears and again after its play function, then tabbed
 * through with real key presses in Chromium: every stop must show a focus indicator (an outline or box shadow
 * that appears with focus, 3:1 against its background where measurable), Tab must follow the
 * document's order, and every enabled button, link, input or checkbox must be reached (a radio
 * group counts once; an open modal keeps focus inside). Component-specific keys (Enter/Space,
 * arrows, Escape, focus traps) are tested in keyboard-components.test.tsx and in the stories'
 * play functions.
 */

let cleanup: (() => void | Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** Renders plain markup between the two sentinels and runs the pass over it. */
async function passOver(html: string, setup?: (container: HTMLElement) => void) {
  const start = sentinel('before');
  const container = document.createElement('div');
  const end = sentinel('after');
  container.innerHTML = html;
  setup?.(container);
  document.body.append(start, container, end);
  cleanup = () => {
    start.remove();
    container.remove();
    end.remove();
  };
  return keyboardPass({ roots: [container], start, end, tab: () => userEvent.tab() });
}

describe('the keyboard pass itself', () => {
  it('passes controls reached in order with a focus ring', async () => {
    const result = await passOver(
      '<button class="wt-focus-ring">One</button><a class="wt-focus-ring" href="#x">Two</a>',
    );
    expect(result.problems).toEqual([]);
    expect(result.stops).toEqual(['<button> "One"', '<a> "Two"']);
  });

  it('reports a stop without a focus indicator, or with one that does not change on focus', async () => {
    const result = await passOver(
      '<button style="outline: none">Plain</button><button style="outline: 3px solid blue">Always ringed</button>',
    );
    expect(result.problems).toEqual([
      '<button> "Plain" shows no visible focus',
      '<button> "Always ringed" shows no visible focus',
    ]);
  });

  it('reports a focus indicator under 3:1 against its background', async () => {
    const result = await passOver(
      '<style>.kb-faint:focus-visible { outline: 3px solid #dddddd }</style>' +
        '<div style="background: #ffffff"><button class="kb-faint">Faint</button></div>' +
        '<div style="background: #1565c0"><button class="wt-focus-ring">Same colour</button></div>',
    );
    expect(result.problems).toEqual([
      '<button> "Faint" has a focus indicator of 1.36:1 against its background (under 3:1)',
      '<button> "Same colour" has a focus indicator of 1.00:1 against its background (under 3:1)',
    ]);
  });

  it('does not count the ring of a visually hidden input', async () => {
    const result = await passOver(
      '<label><span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)">' +
        '<input type="checkbox"></span>Hidden box</label>',
    );
    expect(result.problems).toEqual(['<input type=checkbox> "Hidden box" shows no visible focus']);
  });

  it('accepts a ring drawn on a wrapper while a part inside is focused', async () => {
    const result = await passOver(
      '<style>.kb-group:focus-within { box-shadow: 0 0 0 3px #1565c0 } .kb-group input { outline: none }</style>' +
        '<div class="kb-group"><input aria-label="Inside"></div>',
    );
    expect(result.problems).toEqual([]);
  });

  it('reports a positive tabindex, a skipped control and one left out of the tab order', async () => {
    const result = await passOver(
      '<button class="wt-focus-ring">First</button><button class="wt-focus-ring" id="kb-skipped">Skipped</button>' +
        '<button class="wt-focus-ring" id="kb-last">Last</button><button class="wt-focus-ring" tabindex="-1">Mouse only</button>' +
        '<button class="wt-focus-ring" tabindex="3">Jumps</button><button disabled>Disabled</button>',
      (container) => {
        container.querySelector('#kb-skipped')?.addEventListener('focus', () => {
          container.querySelector<HTMLElement>('#kb-last')?.focus();
        });
      },
    );
    expect(result.problems).toEqual([
      '<button> "Jumps" has a positive tabindex (jumps the page order)',
      '<button> "Mouse only" is out of the tab order (tabindex=-1)',
      '<button> "Skipped" is never reached by Tab',
      '<button> "Jumps" is never reached by Tab',
    ]);
  });
});

describe('the keyboard groups', () => {
  it('hold every story section exactly once', () => {
    const grouped: string[] = Object.values(KEYBOARD_GROUPS).flat();
    expect(new Set(grouped).size, 'a section in two groups').toBe(grouped.length);
    const sections = new Set(storiesModules().map(([, title]) => sectionOf(title)));
    expect([...sections].filter((section) => !grouped.includes(section))).toEqual([]);
  });
});
