/** Beyond the spec: an address the shop has no page for. */
export const notFoundMessages = {
  text: 'This page does not exist. Check the address, or start again from the home page.',
} as const;
