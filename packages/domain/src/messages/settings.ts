/** Household & Water Profile. */
export const settingsMessages = {
  loadError: (message: string) => `Error loading settings: ${message}`,
  saveError: (message: string) => `Error saving settings: ${message}`,
  success: 'Settings updated successfully!',
  /** Beyond the spec: the signed-out state, modelled on the dashboard's. */
  loginRequired: 'Please log in to view your settings.',
  /** Beyond the spec: the rule (people required) had no message. */
  peopleRequired: 'Number of people is required.',
  /** Beyond the spec. */
  peopleMin: 'Number of people must be a whole number of at least 1.',
  /** Beyond the spec. */
  petsRequired: 'Number of pets is required.',
  /** Beyond the spec. */
  petsMin: 'Number of pets must be a whole number of 0 or more.',
  /** Beyond the spec. */
  waterTypeRequired: 'Choose a water type.',
  /** Beyond the spec. */
  showerTimeRequired: 'Shower time is required.',
} as const;
