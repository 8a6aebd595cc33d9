import { Alert, LinkButton, layoutStrings, useStringAreas } from '@wtkit/ui';
import './pages/accountPages.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface SignInNoticeProps {
  /** The page's own heading, so a signed-out visitor still knows where they are. */
  title: string;
  /** The page's signed-out text, e.g. "Please log in first.". */
  message: string;
  /** danger when the account could not be loaded (the visitor must sign in again). */
  tone?: 'warning' | 'danger';
}

/** An account page opened without a session: its message and a way to sign in. */
export function SignInNotice({ title, message, tone = 'warning' }: SignInNoticeProps) {
  const s = useStringAreas(STRINGS);
  return (
    <section className="sf-account-page" aria-labelledby="sign-in-notice-title">
      <h1 id="sign-in-notice-title">{title}</h1>
      <Alert tone={tone}>{message}</Alert>
      <LinkButton href="/log">{s.layout.signIn}</LinkButton>
    </section>
  );
}
