import { type ComponentType, useEffect, useRef, useState } from 'react';
import { SearchField } from '../SearchField/SearchField.js';
import type { SearchComboboxProps } from './SearchCombobox.js';
// The combobox's rules come with the header, not with its late code: a page's stylesheets are
// all written into it, and the combobox then shows styled the moment it takes the field's place.
import './SearchCombobox.css';

const loadCombobox = () => import('./SearchCombobox.js');

export interface SuggestingSearchFieldProps
  extends Omit<SearchComboboxProps, 'value' | 'onValueChange' | 'defaultValue' | 'autoFocus'> {
  /** The text: held by the host, so that it carries over from the plain field to the combobox. */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * SearchField first, SearchCombobox as soon as its code is there. The server and the first load
 * carry only the plain form (which searches without scripts too); the combobox's code is fetched
 * after the page starts when the field is shown (the header hides it on small widths), or when
 * the pointer or focus first reaches it. The text and focus carry over to the combobox.
 */
export function SuggestingSearchField({
  value,
  onValueChange,
  onSearch,
  label,
  className,
  ...suggestions
}: SuggestingSearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<{
    Combobox: ComponentType<SearchComboboxProps>;
    hadFocus: boolean;
  } | null>(null);
  const load = () => {
    void loadCombobox().then((module) =>
      setLoaded(
        (current) =>
          current ?? {
            Combobox: module.SearchCombobox,
            hadFocus: inputRef.current !== null && inputRef.current === document.activeElement,
          },
      ),
    );
  };
  // Once the field is known to be shown. The browser reports it after its own layout: asking
  // during the first commit would force a layout of the whole page in the hydration's task.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first render
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (typeof IntersectionObserver === 'undefined') {
      if (input.getClientRects().length > 0) load();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    });
    observer.observe(input);
    return () => observer.disconnect();
  }, []);
  const shared = { value, onValueChange, onSearch, label, className };
  if (loaded) {
    const { Combobox, hadFocus } = loaded;
    return <Combobox {...shared} {...suggestions} autoFocus={hadFocus} />;
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only fetch code ahead; the field inside is the control
    <span style={{ display: 'contents' }} onPointerEnter={load} onFocus={load}>
      <SearchField {...shared} inputRef={inputRef} />
    </span>
  );
}
