import { act, fireEvent, render, screen } from '@testing-library/react';
import { CAROUSEL_AUTO_ADVANCE_MS, CAROUSEL_RESUME_DELAY_MS } from '@wtkit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeBannerSlides } from '../fixtures/banner.js';
import { BannerCarousel, type BannerCarouselProps } from './BannerCarousel.js';

const WIDTH = 1000;

function currentDot(): string | null {
  const dots = screen.getAllByRole('button', { name: /^Go to slide \d$/ });
  const current = dots.filter((dot) => dot.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  return current[0]?.getAttribute('aria-label') ?? null;
}

function track(): HTMLDivElement {
  const element = document.querySelector<HTMLDivElement>('.wt-BannerCarousel-track');
  if (!element) throw new Error('track not rendered');
  return element;
}

function renderCarousel(props: Partial<BannerCarouselProps> = {}) {
  const result = render(<BannerCarousel slides={homeBannerSlides} {...props} />);
  // happy-dom does no layout: give the track a width so scroll positions mean slides.
  Object.defineProperty(track(), 'clientWidth', { configurable: true, value: WIDTH });
  return result;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function userScrollTo(left: number) {
  const element = track();
  fireEvent.wheel(element);
  element.scrollLeft = left;
  fireEvent.scroll(element);
}

describe('BannerCarousel timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every 6000 ms and wraps from the last slide to the first', () => {
    renderCarousel();
    expect(currentDot()).toBe('Go to slide 1');
    advance(CAROUSEL_AUTO_ADVANCE_MS - 1);
    expect(currentDot()).toBe('Go to slide 1');
    advance(1);
    expect(currentDot()).toBe('Go to slide 2');
    advance(CAROUSEL_AUTO_ADVANCE_MS);
    advance(CAROUSEL_AUTO_ADVANCE_MS);
    expect(currentDot()).toBe('Go to slide 4');
    advance(CAROUSEL_AUTO_ADVANCE_MS);
    expect(currentDot()).toBe('Go to slide 1');
  });

  it('jumps on a dot click and restarts the timer', () => {
    const onIndexChange = vi.fn();
    renderCarousel({ onIndexChange });
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentDot()).toBe('Go to slide 3');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    advance(CAROUSEL_AUTO_ADVANCE_MS - 1);
    expect(currentDot()).toBe('Go to slide 3');
    advance(1);
    expect(currentDot()).toBe('Go to slide 4');
  });

  it('restarts the timer when the dot of the current slide is clicked', () => {
    renderCarousel();
    advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    advance(5000);
    expect(currentDot()).toBe('Go to slide 1');
    advance(1000);
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('scrolls the track smoothly to the slide a dot selects', () => {
    renderCarousel();
    const scrollTo = vi.spyOn(track(), 'scrollTo');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
  });

  it('follows a user scroll, holds auto-advance, and resumes 500 ms after scrolling stops', () => {
    renderCarousel();
    advance(3000);
    userScrollTo(2 * WIDTH + 100);
    expect(currentDot()).toBe('Go to slide 3');
    // Scrolling goes on for a while: no automatic change meanwhile.
    for (let i = 0; i < 30; i += 1) {
      advance(CAROUSEL_RESUME_DELAY_MS - 100);
      userScrollTo(2 * WIDTH);
    }
    expect(currentDot()).toBe('Go to slide 3');
    advance(CAROUSEL_RESUME_DELAY_MS);
    // Resumed with a fresh interval.
    advance(CAROUSEL_AUTO_ADVANCE_MS - 1);
    expect(currentDot()).toBe('Go to slide 3');
    advance(1);
    expect(currentDot()).toBe('Go to slide 4');
  });

  it('does not scroll back after the index followed the user, and jumps instantly mid-scroll', () => {
    renderCarousel();
    const scrollTo = vi.spyOn(track(), 'scrollTo');
    userScrollTo(WIDTH);
    expect(currentDot()).toBe('Go to slide 2');
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 3 * WIDTH, behavior: 'auto' });
  });

  it('pauses while a mouse hovers and resumes when it leaves', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    advance(CAROUSEL_AUTO_ADVANCE_MS * 3);
    expect(currentDot()).toBe('Go to slide 1');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    advance(CAROUSEL_AUTO_ADVANCE_MS);
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('stops on keyboard focus until the user starts rotation again', () => {
    renderCarousel();
    const link = screen.getByRole('link', { name: 'Welcome to the product' });
    act(() => {
      link.focus();
    });
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
    expect(track()).toHaveAttribute('aria-live', 'polite');
    advance(CAROUSEL_AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toBe('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    expect(screen.getByRole('button', { name: 'Stop slide rotation' })).toBeInTheDocument();
    expect(track()).toHaveAttribute('aria-live', 'off');
    advance(CAROUSEL_AUTO_ADVANCE_MS);
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('stops and restarts with the rotation control', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop slide rotation' }));
    advance(CAROUSEL_AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toBe('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    advance(CAROUSEL_AUTO_ADVANCE_MS);
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('does not rotate when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
    advance(CAROUSEL_AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toBe('Go to slide 1');
  });

  it('lets a parent own the index', () => {
    const onIndexChange = vi.fn();
    const { rerender } = renderCarousel({ index: 1, onIndexChange });
    expect(currentDot()).toBe('Go to slide 2');
    advance(CAROUSEL_AUTO_ADVANCE_MS);
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    // The parent has not accepted the change yet.
    expect(currentDot()).toBe('Go to slide 2');
    rerender(<BannerCarousel slides={homeBannerSlides} index={2} onIndexChange={onIndexChange} />);
    expect(currentDot()).toBe('Go to slide 3');
  });
});
