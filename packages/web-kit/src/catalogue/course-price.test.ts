import { COURSE_PLAN_ID } from '@academy/contracts/products';
import { describe, expect, it } from 'vitest';
import { coursePriceIn, formatPrice } from './course-price.ts';

describe('formatPrice', () => {
  it('shows whole dollars without cents', () => {
    expect(formatPrice(12000)).toBe('$120');
    expect(formatPrice(100)).toBe('$1');
  });

  it('shows cents when there are any, and thousands with a separator', () => {
    expect(formatPrice(12050)).toBe('$120.50');
    expect(formatPrice(123456)).toBe('$1,234.56');
  });
});

describe('coursePriceIn', () => {
  const course = { id: COURSE_PLAN_ID, name: 'The course', price: 7900, interval: 'once', isActive: true };
  const monthly = { id: 'pro-monthly', name: 'Pro', price: 2900, interval: 'month', isActive: true };

  it("answers the course offer's price among the catalogue's plans", () => {
    expect(coursePriceIn([monthly, course])).toBe(7900);
  });

  it('answers null when the catalogue has no course offer on sale, or is not a list of plans', () => {
    expect(coursePriceIn([monthly])).toBeNull();
    expect(coursePriceIn([{ ...course, isActive: false }])).toBeNull();
    expect(coursePriceIn([{ ...course, price: 0 }])).toBeNull();
    expect(coursePriceIn({ error: { code: 'X' } })).toBeNull();
    expect(coursePriceIn(null)).toBeNull();
  });
});
