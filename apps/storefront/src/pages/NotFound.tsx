import { notFoundMessages } from '@wtkit/domain';
import { LinkButton, notFoundStrings, useStringAreas } from '@wtkit/ui';

/** The catalogue's areas this module reads. */
const STRINGS = { notFound: notFoundStrings };

export default function NotFound() {
  const s = useStringAreas(STRINGS);
  return (
    <section className="sf-notice">
      <h1>{s.notFound.title}</h1>
      <p>{notFoundMessages.text}</p>
      <LinkButton href="/">{s.notFound.home}</LinkButton>
    </section>
  );
}
