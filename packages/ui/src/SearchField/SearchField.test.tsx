import { render, screen } from '@testing-library/react';
import { SEARCH_MAX_LENGTH } from '@wtkit/domain';
import { describe, expect, it } from 'vitest';
import { SearchField } from './SearchField.js';

describe('SearchField', () => {
  it('takes no more text than the shop searches', () => {
    render(<SearchField onSearch={() => {}} />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxlength', String(SEARCH_MAX_LENGTH));
  });
});
