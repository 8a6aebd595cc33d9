/** Shipping details. */
export const shippingMessages = {
  loadError: (message: string) => `Error loading Shipping Details: ${message}`,
  saveError: (message: string) => `Error saving Shipping Details: ${message}`,
  success: 'Shipping Details updated successfully!',
  loginFirst: 'Please log in first.',
  /** Beyond the spec. */
  streetRequired: 'Street is required.',
  /** Beyond the spec. */
  cityRequired: 'City is required.',
  /** Beyond the spec. */
  stateRequired: 'State is required.',
} as const;
