import { describe, expect, it } from 'vitest';
import { decideSwipe, indicatorStrength, swipeDirectionFor } from './swipe-decision';

describe('decideSwipe', () => {
  it('commits a drag past 100 px in its direction, whatever the velocity', () => {
    expect(decideSwipe({ offsetX: 101, velocityX: 0 })).toBe('right');
    expect(decideSwipe({ offsetX: -101, velocityX: 0 })).toBe('left');
    expect(decideSwipe({ offsetX: 300, velocityX: -2 })).toBe('right');
  });

  it('springs back at exactly 100 px or less without a flick', () => {
    expect(decideSwipe({ offsetX: 100, velocityX: 0 })).toBeNull();
    expect(decideSwipe({ offsetX: -100, velocityX: 0.5 })).toBeNull();
    expect(decideSwipe({ offsetX: 60, velocityX: 0.2 })).toBeNull();
    expect(decideSwipe({ offsetX: 0, velocityX: 0 })).toBeNull();
  });

  it('commits a flick faster than 0.5 px/ms once a direction is set (past 50 px)', () => {
    expect(decideSwipe({ offsetX: 60, velocityX: 0.51 })).toBe('right');
    expect(decideSwipe({ offsetX: -51, velocityX: -3 })).toBe('left');
  });

  it('ignores a fast flick before a direction is set', () => {
    expect(decideSwipe({ offsetX: 50, velocityX: 5 })).toBeNull();
    expect(decideSwipe({ offsetX: -20, velocityX: -5 })).toBeNull();
  });

  it('ignores a flick back towards the centre', () => {
    expect(decideSwipe({ offsetX: 80, velocityX: -2 })).toBeNull();
    expect(decideSwipe({ offsetX: -80, velocityX: 2 })).toBeNull();
  });

  it('needs the velocity strictly above 0.5', () => {
    expect(decideSwipe({ offsetX: 70, velocityX: 0.5 })).toBeNull();
  });
});

describe('swipeDirectionFor', () => {
  it('sets a direction only past 50 px either way', () => {
    expect(swipeDirectionFor(50)).toBeNull();
    expect(swipeDirectionFor(51)).toBe('right');
    expect(swipeDirectionFor(-51)).toBe('left');
    expect(swipeDirectionFor(-50)).toBeNull();
  });
});

describe('indicatorStrength', () => {
  it('shows nothing up to 50 px, grows to full at 100 px and stays full beyond', () => {
    expect(indicatorStrength(50)).toEqual({ like: 0, dislike: 0 });
    expect(indicatorStrength(75)).toEqual({ like: 0.5, dislike: 0 });
    expect(indicatorStrength(100)).toEqual({ like: 1, dislike: 0 });
    expect(indicatorStrength(250)).toEqual({ like: 1, dislike: 0 });
    expect(indicatorStrength(-75)).toEqual({ like: 0, dislike: 0.5 });
    expect(indicatorStrength(-120)).toEqual({ like: 0, dislike: 1 });
  });
});
