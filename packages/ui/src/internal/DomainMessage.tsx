import { useFormat } from '../strings/WtkitProvider.js';

/**
 * A message that may come from domain (a schema's validation message, an outcome the host
 * passes on), shown as the nearest WtkitProvider's `messages` word it.
 */
export function DomainMessage({ text }: { text: string | null | undefined }) {
  const { message } = useFormat();
  return text ? message(text) : null;
}
