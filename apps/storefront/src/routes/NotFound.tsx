import { LinkButton } from '@wtkit/ui';

export default function NotFound() {
  return (
    <section className="sf-notice">
      <h1>Page not found</h1>
      <p>This page does not exist or has not been built yet.</p>
      <LinkButton href="/">Home</LinkButton>
    </section>
  );
}
