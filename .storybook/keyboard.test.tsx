/// <reference types="vite/client" />
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { keyboardPass } from './keyboardPass';
import * as preview from './preview';
import '../packages/ui/src/styles/tokens.css';
import '../packages/ui/src/styles/base.css';

/*
 * The keyboard pass over every story (issue 5: "every interactive component usable with
 * keyboard alone, with visible focus"). Each story is rendered from its CSF export with the
 * project's decorators, as it first appears (no play function), then tabbed through with real
 * key presses in Chromium: every stop must show a focus indicator (an outline or box shadow
 * that appears with focus), Tab must follow the document's order, and every enabled button,
 * link, input or checkbox must be reached (a radio group counts once; an open modal keeps focus
 * inside). Component-specific keys (Escape, arrows, Enter/Space) are tested in the stories'
 * play functions.
 */

setProjectAnnotations([preview]);

type StoriesModule = Record<string, unknown> & { default: { title?: string } };
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoriesModule>('../packages/ui/src/**/*.stories.tsx', {
  eager: true,
});

// Every component module loaded up front, so parts a component loads lazily (React.lazy) are
// ready on first render instead of appearing after the pass has looked.
import.meta.glob(['../packages/ui/src/**/*.tsx', '!**/*.stories.tsx', '!**/*.test.tsx'], {
  eager: true,
});

/** The viewport sizes of .storybook/preview.tsx that stories pick with the `viewport` global. */
const VIEWPORTS: Record<string, [number, number]> = {
  phone: [375, 740],
  tablet: [768, 1024],
  desktop: [1280, 800],
};

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

/**
 * Resolves once `target` has not changed for 350 ms (at most 3 s): longer than React's 300 ms
 * throttle before it reveals content that suspended (a lazily loaded part).
 */
function quiet(target: Node): Promise<void> {
  const still = 350;
  return new Promise((resolve) => {
    let timer = setTimeout(done, still);
    const limit = setTimeout(done, 3000);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, still);
    });
    observer.observe(target, { subtree: true, childList: true, attributes: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(limit);
      resolve();
    }
  });
}

function sentinel(label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.dataset.keyboardPass = label;
  return button;
}

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

const entries = Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));

for (const [path, module] of entries) {
  const title = module.default.title ?? path;
  const stories = Object.entries(composeStories(module) as Record<string, ComposedStory>);
  describe(title, () => {
    for (const [exportName, Story] of stories) {
      it(`${exportName}: Tab reaches every control in order with visible focus`, async () => {
        const viewport = (Story.globals as { viewport?: { value?: string } }).viewport?.value;
        const [width, height] = VIEWPORTS[viewport ?? 'desktop'] ?? [1280, 800];
        await page.viewport(width, height);
        await Story.load();

        const before = new Set(Array.from(document.body.children));
        const start = sentinel('before the story');
        const container = document.createElement('div');
        const end = sentinel('after the story');
        document.body.append(start, container, end);
        const root: Root = createRoot(container);
        cleanup = () => {
          root.unmount();
          start.remove();
          container.remove();
          end.remove();
        };
        flushSync(() => root.render(<Story />));
        // Effects, lazily loaded parts and react-aria's portals: wait for the page to settle.
        await quiet(document.body);

        const portals = Array.from(document.body.children).filter(
          (element) => !before.has(element) && ![start, container, end].includes(element as never),
        );
        const result = await keyboardPass({
          roots: [container, ...portals],
          start,
          end,
          tab: () => userEvent.tab(),
        });
        expect(result.problems, `stops: ${result.stops.join(' → ')}`).toEqual([]);
      });
    }
  });
}
