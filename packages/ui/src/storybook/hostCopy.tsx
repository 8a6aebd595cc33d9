import type { Decorator } from '@storybook/react-vite';
import { esStrings } from '../../test/consumer/src/esStrings';
import { WtkitProvider } from '../strings/WtkitProvider.js';

/**
 * A story in a host's own copy: the second shop front's Spanish for the catalogue areas named,
 * the es-US number and currency formats, in an element that says its language.
 */
export function inSpanish(...areas: (keyof typeof esStrings)[]): Decorator {
  const strings = Object.fromEntries(areas.map((area) => [area, esStrings[area]]));
  return (Story) => (
    <WtkitProvider locale="es-US" strings={strings}>
      <div lang="es-US">
        <Story />
      </div>
    </WtkitProvider>
  );
}
