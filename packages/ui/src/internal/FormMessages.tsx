import { Alert } from '../Alert/Alert.js';
import { DomainMessage } from './DomainMessage.js';

export interface FormMessagesProps {
  error?: string | null | undefined;
  success?: string | null | undefined;
}

/** A form's outcome: the server's error, or its success text (e.g. "Settings updated successfully!"). */
export function FormMessages({ error, success }: FormMessagesProps) {
  return (
    <>
      {error ? (
        <Alert tone="danger">
          <DomainMessage text={error} />
        </Alert>
      ) : null}
      {success ? (
        <Alert tone="success">
          <DomainMessage text={success} />
        </Alert>
      ) : null}
    </>
  );
}
