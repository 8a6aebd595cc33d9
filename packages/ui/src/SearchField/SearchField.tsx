import { productSearchPath, SEARCH_MAX_LENGTH } from '@wtkit/domain';
import { type Ref, useId, useState } from 'react';
import { Button, Input, Label } from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { cx } from '../internal/cx.js';
import { useControllableState } from '../internal/useControllableState.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './SearchField.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface SearchFieldProps {
  /**
   * Called with the trimmed text and its listing path (`/products?q=...`, URL-encoded)
   * when the user submits non-empty text.
   */
  onSearch: (query: string, path: string) => void;
  /** The text, when the host holds it (with `onValueChange`); else it starts as `defaultValue`. */
  value?: string;
  onValueChange?: (value: string) => void;
  defaultValue?: string;
  /** The text box, e.g. to learn whether it has focus. */
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
  className?: string;
}

/** The header's product search: Enter or the button submits the trimmed text; blank is refused. */
export function SearchField({
  onSearch,
  value: valueProp,
  onValueChange,
  defaultValue = '',
  inputRef,
  label: labelProp,
  className,
}: SearchFieldProps) {
  const s = useStringAreas(STRINGS);
  const label = labelProp ?? s.layout.search;
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const path = productSearchPath(value);
    if (path === null) {
      setError(s.layout.searchEmpty);
      return;
    }
    setError(null);
    onSearch(value.trim(), path);
  };
  const inputId = useId();
  const errorId = useId();
  // A plain form with react-aria's Label, Input and Button rather than its SearchField, Form and
  // TextField: the header is on every page's first load, and those bring form validation and
  // the clear button's strings for every language, none of which this field uses. Escape clears
  // the text as SearchField does.
  return (
    // Without scripts the form still searches: a GET to the listing with `q`.
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark, as it was with react-aria's Form; a <search> wrapper would add an element to lay out
    <form
      role="search"
      action="/products"
      method="get"
      noValidate
      className={cx('wt-base wt-SearchField', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="wt-SearchField-field">
        <Label className="wt-visually-hidden" htmlFor={inputId}>
          {label}
        </Label>
        <Input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          // The shop refuses longer searches; the field stops the text where they would begin.
          maxLength={SEARCH_MAX_LENGTH}
          className="wt-SearchField-input"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              setValue('');
              setError(null);
            }
          }}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <Button type="submit" className="wt-SearchField-submit wt-focus-ring" aria-label={label}>
        <Icon name="search" />
      </Button>
      {error ? (
        <p id={errorId} className="wt-SearchField-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
