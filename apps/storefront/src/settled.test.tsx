import { render } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { settled } from './settled';

const Drawn = () => <p>drawn</p>;

describe('settled', () => {
  it('lets a lazy component whose module is here be drawn in the first render', () => {
    const AtOnce = lazy(() => settled({ default: Drawn }));
    const Later = lazy(() => Promise.resolve({ default: Drawn }));
    const atOnce = render(
      <Suspense fallback={<p>waiting</p>}>
        <AtOnce />
      </Suspense>,
    );
    expect(atOnce.container.textContent).toBe('drawn');
    atOnce.unmount();
    // An already resolved promise still shows the fallback first.
    const later = render(
      <Suspense fallback={<p>waiting</p>}>
        <Later />
      </Suspense>,
    );
    expect(later.container.textContent).toBe('waiting');
  });

  it('chains like a promise', async () => {
    expect(await settled(2).then((n) => n * 3)).toBe(6);
  });
});
