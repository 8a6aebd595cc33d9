/// <reference types="vite/client" />
import { type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { page, userEvent } from 'vitest/browser';
import * as preview from './preview';

/* Rendering stories from their CSF exports for the keyboard tests (portable stories). */

setProjectAnnotations([preview]);

// Every component module loaded up front, so parts a component loads lazily (React.lazy) are
// ready on first render instead of appearing after a test has looked.
import.meta.glob(['../packages/ui/src/**/*.tsx', '!**/*.stories.tsx', '!**/*.test.tsx'], {
  eager: true,
});

export type ComposedStory = ReturnType<typeof composeStory>;

/** The viewport sizes of preview.tsx that stories pick with the `viewport` global. */
const VIEWPORTS: Record<string, [number, number]> = Object.fromEntries(
  Object.entries(
    (preview.default.parameters?.viewport?.options ?? {}) as Record<
      string,
      { styles: { width: string; height: string } }
    >,
  ).map(([name, { styles }]) => [
    name,
    [Number.parseInt(styles.width, 10), Number.parseInt(styles.height, 10)],
  ]),
);

/**
 * Resolves once `target` has not changed for 350 ms (at most 3 s): longer than React's 300 ms
 * throttle before it reveals content that suspended (a lazily loaded part).
 */
export function quiet(target: Node = document.body): Promise<void> {
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

export function sentinel(label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.dataset.keyboardPass = label;
  return button;
}

export interface RenderedStory {
  container: HTMLElement;
  /** Focusable buttons just before and just after the story. */
  start: HTMLButtonElement;
  end: HTMLButtonElement;
  /** Where the story rendered: its container and the portals it opened (dialogs). */
  roots: () => Element[];
  unmount: () => Promise<void>;
}

/**
 * Renders a composed story at its viewport and waits for it to settle: as it first appears, or
 * with `play` after its play function has run (the state it ends in: a dialog open, errors
 * shown).
 */
export async function renderStory(
  Story: ComposedStory,
  { play = false }: { play?: boolean } = {},
): Promise<RenderedStory> {
  const viewport = (Story.globals as { viewport?: { value?: string } }).viewport?.value;
  const [width, height] = VIEWPORTS[viewport ?? 'desktop'] ?? [1280, 800];
  await page.viewport(width, height);
  await Story.load();

  const before = new Set(Array.from(document.body.children));
  const start = sentinel('before the story');
  const container = document.createElement('div');
  const end = sentinel('after the story');
  let unmountStory: () => Promise<void> | void;
  if (play) {
    // Play functions tab from the top of the page: the sentinels come once it has run.
    document.body.append(container);
    await Story.run({ canvasElement: container });
    container.before(start);
    container.after(end);
    // Storybook unmounts the story it ran when the next one loads.
    unmountStory = () => Story.load();
  } else {
    document.body.append(start, container, end);
    const root = createRoot(container);
    flushSync(() => root.render(<Story />));
    unmountStory = () => root.unmount();
  }
  await quiet();
  const ours = new Set<Element>([start, container, end]);
  return {
    container,
    start,
    end,
    roots: () => [
      container,
      ...Array.from(document.body.children).filter(
        (element) => !before.has(element) && !ours.has(element),
      ),
    ],
    unmount: async () => {
      await unmountStory();
      start.remove();
      container.remove();
      end.remove();
    },
  };
}

/**
 * Presses Tab (real key presses) from before the story until `target` has focus, and fails if
 * it never does: the control is reachable by keyboard alone.
 */
export async function tabTo(rendered: RenderedStory, target: Element, maxStops = 80) {
  const active = document.activeElement;
  const inStory = rendered.roots().some((root) => root.contains(active));
  const behind =
    active !== null &&
    (active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  // Start again from before the story when focus is elsewhere or already past the target.
  if (!inStory || behind) rendered.start.focus();
  for (let step = 0; step < maxStops; step++) {
    if (document.activeElement === target) return;
    await userEvent.tab();
    if (document.activeElement === rendered.end) break;
  }
  if (document.activeElement !== target) {
    throw new Error(`Tab never reached ${target.outerHTML.slice(0, 120)}`);
  }
}
