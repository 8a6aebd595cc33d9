import { LABELS, MESSAGES, productSearchPath } from '@wtkit/domain';
import { useState } from 'react';
import { SearchField as AriaSearchField, Button, Form, Input, Label } from 'react-aria-components';
import { cx } from '../internal/cx.js';
import './SearchField.css';

export interface SearchFieldProps {
  /**
   * Called with the trimmed text and its listing path (`/products?q=...`, URL-encoded, 000 §2)
   * when the user submits non-empty text.
   */
  onSearch: (query: string, path: string) => void;
  defaultValue?: string;
  label?: string;
  className?: string;
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The header's product search: Enter or the button submits the trimmed text; blank is refused. */
export function SearchField({
  onSearch,
  defaultValue = '',
  label = LABELS.layout.search,
  className,
}: SearchFieldProps) {
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const path = productSearchPath(value);
    if (path === null) {
      setError(MESSAGES.search.empty);
      return;
    }
    setError(null);
    onSearch(value.trim(), path);
  };
  return (
    <Form
      role="search"
      className={cx('wt-base wt-SearchField', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AriaSearchField
        className="wt-SearchField-field"
        value={value}
        onChange={(next) => {
          setValue(next);
          if (error) setError(null);
        }}
        isInvalid={error !== null}
      >
        <Label className="wt-visually-hidden">{label}</Label>
        <Input className="wt-SearchField-input" />
      </AriaSearchField>
      <Button type="submit" className="wt-SearchField-submit wt-focus-ring" aria-label={label}>
        <SearchIcon />
      </Button>
      {error ? (
        <p className="wt-SearchField-error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
