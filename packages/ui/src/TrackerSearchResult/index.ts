export { TrackerSearchResult, type TrackerSearchResultProps } from './TrackerSearchResult.js';
