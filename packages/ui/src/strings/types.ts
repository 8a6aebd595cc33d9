import type { Messages } from '@wtkit/domain';
import type { enUS } from './enUS.js';

/** The names of a template's `{placeholders}`: 'Delete {name} ({count})' → 'name' | 'count'. */
export type Placeholders<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/**
 * What a replacement of a template may be: any text that keeps every placeholder of the
 * default, in any order ('{count} artículos' for '{count} items'); any text when it has none.
 */
export type TemplateOverride<Template extends string> = [Placeholders<Template>] extends [never]
  ? string
  : UnionToIntersection<
      Placeholders<Template> extends infer Name extends string
        ? Name extends string
          ? `${string}{${Name}}${string}`
          : never
        : never
    >;

/** A catalogue with its texts widened to `string`: what components read. */
export type Widen<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The kit's texts as components read them (the shape of `enUS`). */
export type WtkitStrings = Widen<typeof enUS>;

/** Any part of a catalogue, each text keeping its default's placeholders. */
export type StringOverrides<T> = {
  readonly [K in keyof T]?: T[K] extends string
    ? TemplateOverride<T[K]>
    : T[K] extends readonly string[]
      ? readonly string[]
      : StringOverrides<T[K]>;
};

/** What a host passes as `<WtkitProvider strings>`: any part of the catalogue. */
export type WtkitStringOverrides = StringOverrides<typeof enUS>;

/** A text with a `one` and an `other` form, chosen by the locale's plural rules. */
export interface PluralForms {
  readonly zero?: string;
  readonly one: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/**
 * Replacements of domain messages (the validation and outcome texts the server shares), in the
 * shape of domain's `MESSAGES`. Only fixed texts can be replaced; texts built from values stay
 * the domain's.
 */
export type MessageOverrides = {
  readonly [Area in keyof Messages]?: {
    readonly [Key in keyof Messages[Area] as Messages[Area][Key] extends string
      ? Key
      : never]?: string;
  };
};
