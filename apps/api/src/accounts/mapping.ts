/**
 * Where a code went, without giving the whole address away: A@example.com → a***@example.com,
 * +15551234567 → ***4567.
 */
export function maskContact(target: string) {
  if (target.includes('@')) {
    const [name = '', domain = ''] = target.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  return `***${target.slice(-4)}`;
}
