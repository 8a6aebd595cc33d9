import { MESSAGES } from '@wtkit/domain';
import { LinkButton, useStrings } from '@wtkit/ui';

export default function NotFound() {
  const s = useStrings();
  return (
    <section className="sf-notice">
      <h1>{s.notFound.title}</h1>
      <p>{MESSAGES.notFound.text}</p>
      <LinkButton href="/">{s.notFound.home}</LinkButton>
    </section>
  );
}
