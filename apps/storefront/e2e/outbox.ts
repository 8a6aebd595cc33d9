import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message the server "sent": a line of its DATA_DIR's outbox.jsonl. */
export interface OutboxMessage {
  channel: string;
  to: string;
  subject: string;
  text: string;
}

export function readOutbox(dataDir: string): OutboxMessage[] {
  const lines = readFileSync(join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
  return lines.map((line) => JSON.parse(line) as OutboxMessage);
}

/**
 * The last code the server wrote to its outbox for this address, waiting a little for it: some
 * codes (password resets) are sent after the server has answered.
 */
export async function lastCodeSentTo(dataDir: string, address: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const text =
      readOutbox(dataDir)
        .filter((message) => message.to === address)
        .at(-1)?.text ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (code) return code;
    if (attempt >= 50) throw new Error(`No code was sent to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
