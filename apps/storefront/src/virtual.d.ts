// Modules the build makes (a script, not a module, so these declare them).
declare module 'virtual:wtkit-kit-layer-order' {
  /** The `@layer …;` statement that orders the kit's cascade layers (build/kitStyles.ts). */
  export const kitLayerOrder: string;
}
