/** A reason the server refuses to start, said in a sentence an operator can act on (no stack). */
export class StartupError extends Error {
  override readonly name: string = 'StartupError';
}
