/**
 * `value` as a promise that calls back at once. React's `lazy` draws a component whose loader
 * answers this way in the same render; with an already resolved promise it would still show the
 * fallback first, since a promise calls back only after the render.
 */
export function settled<T>(value: T): Promise<T> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what this makes.
    then: <R>(onFulfilled?: ((value: T) => R) | null) =>
      settled(onFulfilled ? onFulfilled(value) : value),
  };
  return thenable as unknown as Promise<T>;
}
