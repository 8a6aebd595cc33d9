export { type SavedCard, SavedCards, type SavedCardsProps } from './SavedCards.js';
