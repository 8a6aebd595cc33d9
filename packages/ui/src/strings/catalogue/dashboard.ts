/** TrackedFilterCard, PendingInstallation, TrackerSearchResult. */
export const dashboardStrings = {
  installedOn: 'Installed {date}',
  noTrackableParts: 'No trackable parts for this item.',
  parts: 'Parts',
  reset: 'Reset',
  resetPart: 'Reset {part}',
  delete: 'Delete',
  deleteTracked: 'Delete {name}',
  confirmStopTracking: 'Are you sure you want to stop tracking this item?',
  fromOrderOn: 'From order on {date}',
  installAndTrack: 'Install & Track',
  noDescription: 'No description available.',
  addToTracker: 'Add to Tracker',
  /** The storefront's dashboard (My Products). */
  findAndAdd: 'Find and Add a Filter',
  /** Under the search's results: appends the next page of them. */
  showMore: 'Show more',
  /** How many of the search's results are shown: `{count}` matched in all. */
  filtersShown: {
    one: 'Showing {shown} of {count} filter',
    other: 'Showing {shown} of {count} filters',
  },
  /** As `filtersShown`, when the server only estimated how many matched. */
  filtersShownAbout: {
    one: 'Showing {shown} of about {count} filter',
    other: 'Showing {shown} of about {count} filters',
  },
  pendingInstallations: 'Pending Installations',
  myTrackedFilters: 'My Tracked Filters',
  loading: 'Loading your filters...',
  /** A part's replacement product, beside its life bar. */
  replacement: 'Replacement',
  inStock: '{count} in stock',
  outOfStock: 'Out of stock',
  reorderNow: 'Reorder now',
  reorderPart: 'Reorder now {part}',
  noReplacement: 'No replacement product in the catalogue.',
} as const;
