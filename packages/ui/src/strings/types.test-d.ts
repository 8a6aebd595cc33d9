import { expectTypeOf } from 'vitest';
import type {
  MessageOverrides,
  Placeholders,
  TemplateOverride,
  WtkitProviderProps,
  WtkitStringOverrides,
  WtkitStrings,
} from './index.js';

// Compiled by `tsc -p packages/ui/tsconfig.json`: a wrong key or a lost placeholder fails the build.

expectTypeOf<Placeholders<'Show image {position} of {count}'>>().toEqualTypeOf<
  'position' | 'count'
>();
expectTypeOf<Placeholders<'Add to Cart'>>().toBeNever();
expectTypeOf<TemplateOverride<'Add to Cart'>>().toEqualTypeOf<string>();
expectTypeOf<WtkitStrings['layout']['signIn']>().toEqualTypeOf<string>();

export const spanish = {
  layout: { signIn: 'Iniciar sesión', cartWithCount: { other: 'Carrito, {count} artículos' } },
  product: { imageOf: '{name}: imagen {position} de {count}' },
  home: { sellingPoints: ['Entrega rápida'] },
} satisfies WtkitStringOverrides;

export const placeholdersInAnyOrder: WtkitStringOverrides = {
  product: { imageOf: 'Imagen {position}/{count} — {name}' },
};

export const unknownKey: WtkitStringOverrides = {
  // @ts-expect-error: the catalogue has no such text
  layout: { signOn: 'Entrar' },
};

export const unknownArea: WtkitStringOverrides = {
  // @ts-expect-error: the catalogue has no such area
  footer: {},
};

export const lostPlaceholder: WtkitStringOverrides = {
  // @ts-expect-error: '{count}' is missing
  layout: { deleteSelected: 'Borrar seleccionados' },
};

export const onePlaceholderOfTwo: WtkitStringOverrides = {
  // @ts-expect-error: '{count}' is missing
  product: { showImage: 'Mostrar imagen {position}' },
};

export const renamedPlaceholder: WtkitStringOverrides = {
  // @ts-expect-error: '{cantidad}' is not '{count}'
  layout: { cartWithCount: { one: 'Carrito, {cantidad} artículo' } },
};

export const notAText: WtkitStringOverrides = {
  // @ts-expect-error: a text must be a string
  layout: { signIn: 42 },
};

export const messages: MessageOverrides = {
  auth: { fillRequired: 'Rellene todos los campos obligatorios.' },
  zip: { required: 'El código postal es obligatorio.' },
};

export const unknownMessage: MessageOverrides = {
  // @ts-expect-error: domain has no such message
  auth: { fillEverything: '…' },
};

export const builtMessage: MessageOverrides = {
  // @ts-expect-error: messages built from values (functions in MESSAGES) cannot be replaced
  dashboard: { loadError: 'Error' },
};

expectTypeOf<{ strings: typeof spanish; children: null }>().toExtend<WtkitProviderProps>();
