/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type ComposedStory, renderStory } from './keyboardHarness';
import { keyboardPass } from './keyboardPass';

/*
 * The keyboard pass over the stories, split into groups of story sections (the part of a story
 * title before the slash) so that Vitest runs the groups' files side by side. Each file
 * `keyboard-<group>.test.tsx` calls `keyboardPassOver('<group>')`; keyboard.test.tsx checks that
 * every story's section belongs to exactly one group, so a new section cannot go untested.
 */

type StoriesModule = Record<string, unknown> & { default: { title?: string } };

export const KEYBOARD_GROUPS = {
  layout: ['Layout', 'Building blocks', 'Feedback', 'Account', 'Copy and locales', 'Docs'],
  cart: ['Cart', 'Checkout'],
  catalogue: ['Home', 'Catalogue', 'Product'],
  tracker: ['Tracker', 'Orders', 'Admin'],
} as const satisfies Record<string, readonly string[]>;

export type KeyboardGroup = keyof typeof KEYBOARD_GROUPS;

const modules = import.meta.glob<StoriesModule>('../packages/ui/src/**/*.stories.tsx', {
  eager: true,
});

/** Every stories module as [path, title, module], in path order. */
export function storiesModules(): Array<[string, string, StoriesModule]> {
  return Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, module]) => [path, module.default.title ?? path, module]);
}

/** The section of a story title: what comes before its first slash. */
export const sectionOf = (title: string) => title.split('/')[0] ?? title;

async function tabThrough(
  Story: ComposedStory,
  options: { play?: boolean },
  onCleanup: (cleanup: () => Promise<void>) => void,
) {
  const rendered = await renderStory(Story, options);
  onCleanup(rendered.unmount);
  const result = await keyboardPass({
    roots: rendered.roots(),
    start: rendered.start,
    end: rendered.end,
    tab: () => userEvent.tab(),
  });
  expect(result.problems, `stops: ${result.stops.join(' → ')}`).toEqual([]);
}

/**
 * The keyboard pass over every story of one group's sections, as it first appears and again
 * after its play function.
 */
export function keyboardPassOver(group: KeyboardGroup) {
  const sections: readonly string[] = KEYBOARD_GROUPS[group];
  let cleanup: (() => Promise<void>) | null = null;
  const keep = (next: () => Promise<void>) => {
    cleanup = next;
  };
  afterEach(async () => {
    await cleanup?.();
    cleanup = null;
  });

  for (const [, title, module] of storiesModules()) {
    if (!sections.includes(sectionOf(title))) continue;
    const stories = Object.entries(composeStories(module) as Record<string, ComposedStory>);
    describe(title, () => {
      for (const [exportName, Story] of stories) {
        it(`${exportName}: Tab reaches every control in order with visible focus`, async () => {
          await tabThrough(Story, {}, keep);
        });
        if (Story.play) {
          it(`${exportName}, after its play function: the same`, async () => {
            await tabThrough(Story, { play: true }, keep);
          });
        }
      }
    });
  }
}
