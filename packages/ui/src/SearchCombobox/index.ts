export {
  type CategorySuggestion,
  type ProductSuggestion,
  SearchCombobox,
  type SearchComboboxProps,
  type SearchSuggestions,
  type SuggestionStatus,
} from './SearchCombobox.js';
export {
  SuggestingSearchField,
  type SuggestingSearchFieldProps,
} from './SuggestingSearchField.js';
