import { CAROUSEL_AUTO_ADVANCE_MS, CAROUSEL_RESUME_DELAY_MS } from '@wtkit/domain';
import {
  type FocusEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useControllableState } from '../internal/useControllableState.js';
import { useReducedMotion } from '../internal/useReducedMotion.js';

export interface UseBannerCarouselOptions {
  slideCount: number;
  /** Controlled index of the shown slide. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Time between automatic slide changes (default 6000 ms). */
  autoAdvanceMs?: number;
  /** Auto-advance resumes this long after the user stops scrolling (default 500 ms). */
  resumeDelayMs?: number;
  /** Whether rotation starts on. Reduced motion turns it off whatever this says. */
  defaultRotating?: boolean;
}

export interface BannerCarousel {
  index: number;
  /** Jump to a slide and restart the auto-advance timer (a dot click). */
  goTo: (index: number) => void;
  /** Rotation as the user set it with the rotation control (or reduced motion / focus did). */
  isRotating: boolean;
  /** Whether a slide change is due: rotating, not hovered, not being scrolled by the user. */
  isAdvancing: boolean;
  /** The user is scrolling or swiping the track; auto-advance is held until it stops. */
  isUserScrolling: boolean;
  setRotating: (rotating: boolean) => void;
  toggleRotation: () => void;
  /** Attach to the horizontally scrolling, snapping track. */
  trackRef: RefObject<HTMLDivElement | null>;
  /** Spread on the carousel region: hover pauses, keyboard focus stops rotation. */
  regionProps: {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
  };
  /** Spread on the track: scroll follows the index and the index follows the scroll. */
  trackProps: {
    onScroll: () => void;
    onWheel: () => void;
    onTouchStart: () => void;
    onPointerDown: () => void;
    onKeyDown: () => void;
  };
}

/** A smooth scroll takes well under this; after it, scroll events are the user's again. */
const PROGRAMMATIC_SCROLL_TIMEOUT_MS = 1500;

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // Environments without :focus-visible: treat focus as keyboard focus, the safer side.
    return true;
  }
}

/**
 * Behaviour of the home banner carousel, apart from its markup:
 * - auto-advance every `autoAdvanceMs`, wrapping from the last slide to the first;
 * - `goTo` (a dot) jumps and restarts the timer;
 * - a user scroll or swipe of the track holds auto-advance, the index follows the scroll
 *   position, and auto-advance resumes `resumeDelayMs` after the scrolling stops;
 * - index changes made here scroll the track smoothly, or at once while the user is
 *   mid-scroll or prefers reduced motion;
 * - WAI-ARIA carousel pattern: hovering pauses; keyboard focus entering the carousel stops
 *   rotation until the user starts it again; prefers-reduced-motion stops rotation.
 */
export function useBannerCarousel({
  slideCount,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  autoAdvanceMs = CAROUSEL_AUTO_ADVANCE_MS,
  resumeDelayMs = CAROUSEL_RESUME_DELAY_MS,
  defaultRotating = true,
}: UseBannerCarouselOptions): BannerCarousel {
  const [index, setIndex] = useControllableState(indexProp, defaultIndex, onIndexChange);
  const [isRotating, setRotating] = useState(defaultRotating);
  const [isHovered, setHovered] = useState(false);
  const [isUserScrolling, setUserScrolling] = useState(false);
  // Bumped by goTo so the timer restarts even when the index does not change.
  const [timerEpoch, setTimerEpoch] = useState(0);
  const reducedMotion = useReducedMotion();

  const trackRef = useRef<HTMLDivElement | null>(null);
  const userScrollingRef = useRef(false);
  const resumeTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set while the track scrolls because of us, so those scroll events are not the user's.
  const programmaticTargetRef = useRef<number | null>(null);
  const programmaticTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set when the index changed because the user scrolled, so we do not scroll back.
  const indexFromScrollRef = useRef(false);

  useEffect(() => {
    if (reducedMotion) setRotating(false);
  }, [reducedMotion]);

  const isAdvancing = isRotating && !isHovered && !isUserScrolling && slideCount > 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: index and timerEpoch restart the countdown (each slide gets a full interval; a dot click on the current slide restarts it)
  useEffect(() => {
    if (!isAdvancing) return;
    const timer = setTimeout(() => {
      setIndex((current) => (current + 1) % slideCount);
    }, autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [isAdvancing, index, timerEpoch, slideCount, autoAdvanceMs, setIndex]);

  useEffect(
    () => () => {
      clearTimeout(resumeTimerRef.current);
      clearTimeout(programmaticTimerRef.current);
    },
    [],
  );

  // The track follows index changes that did not come from the user's own scrolling.
  useEffect(() => {
    if (indexFromScrollRef.current) {
      indexFromScrollRef.current = false;
      return;
    }
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const target = index * track.clientWidth;
    if (Math.abs(track.scrollLeft - target) < 1) return;
    const instant = userScrollingRef.current || reducedMotion;
    programmaticTargetRef.current = target;
    // Safety net for a scroll that never reaches its target (say, the track was hidden).
    clearTimeout(programmaticTimerRef.current);
    programmaticTimerRef.current = setTimeout(() => {
      programmaticTargetRef.current = null;
    }, PROGRAMMATIC_SCROLL_TIMEOUT_MS);
    if (typeof track.scrollTo === 'function') {
      track.scrollTo({ left: target, behavior: instant ? 'auto' : 'smooth' });
    } else {
      track.scrollLeft = target;
    }
  }, [index, reducedMotion]);

  // Keep the shown slide in place when the track changes width.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (track.clientWidth === 0) return;
      const target = Math.round(track.scrollLeft / track.clientWidth) * track.clientWidth;
      if (Math.abs(track.scrollLeft - target) >= 1) track.scrollLeft = target;
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  const goTo = useCallback(
    (next: number) => {
      const clamped = Math.min(Math.max(0, Math.trunc(next)), slideCount - 1);
      setIndex(clamped);
      setTimerEpoch((epoch) => epoch + 1);
    },
    [setIndex, slideCount],
  );

  const userTakesOver = useCallback(() => {
    programmaticTargetRef.current = null;
  }, []);

  const onScroll = useCallback(() => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const programmaticTarget = programmaticTargetRef.current;
    if (programmaticTarget !== null) {
      if (Math.abs(track.scrollLeft - programmaticTarget) < 2) programmaticTargetRef.current = null;
      return;
    }
    userScrollingRef.current = true;
    setUserScrolling(true);
    const fromScroll = Math.min(
      Math.max(0, Math.round(track.scrollLeft / track.clientWidth)),
      slideCount - 1,
    );
    setIndex((current) => {
      if (current !== fromScroll) indexFromScrollRef.current = true;
      return fromScroll;
    });
    clearTimeout(resumeTimerRef.current);
    resumeTimerRef.current = setTimeout(() => {
      userScrollingRef.current = false;
      setUserScrolling(false);
    }, resumeDelayMs);
  }, [resumeDelayMs, setIndex, slideCount]);

  const regionProps = {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') setHovered(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const cameFromOutside =
        !(event.relatedTarget instanceof Node) ||
        !event.currentTarget.contains(event.relatedTarget);
      if (cameFromOutside && isKeyboardFocus(event.target)) setRotating(false);
    },
  };

  return {
    index,
    goTo,
    isRotating,
    isAdvancing,
    isUserScrolling,
    setRotating,
    toggleRotation: () => setRotating((rotating) => !rotating),
    trackRef,
    regionProps,
    trackProps: {
      onScroll,
      onWheel: userTakesOver,
      onTouchStart: userTakesOver,
      onPointerDown: userTakesOver,
      onKeyDown: userTakesOver,
    },
  };
}
