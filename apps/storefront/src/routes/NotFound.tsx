import { LABELS, MESSAGES } from '@wtkit/domain';
import { LinkButton } from '@wtkit/ui';

export default function NotFound() {
  return (
    <section className="sf-notice">
      <h1>{LABELS.notFound.title}</h1>
      <p>{MESSAGES.notFound.text}</p>
      <LinkButton href="/">{LABELS.notFound.home}</LinkButton>
    </section>
  );
}
