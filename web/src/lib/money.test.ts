import { describe, expect, it } from 'vitest';
import { formatCoins, formatInr, formatPoints, parseRupeeInput, toPaise, toRupees, twoDecimals } from './money';

describe('money', () => {
  it('turns rupees from numbers and wire strings into exact paise', () => {
    expect(toPaise('499.00')).toBe(49900);
    expect(toPaise(1500.5)).toBe(150050);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise('12.345abc')).toBeNaN();
    expect(toRupees(150050)).toBe(1500.5);
  });

  it('formats paise as INR for people and with two decimals for amounts', () => {
    expect(formatInr(150050)).toBe('₹1,500.50');
    expect(formatInr(10000000)).toBe('₹1,00,000.00');
    expect(twoDecimals(150050)).toBe('1500.50');
    expect(twoDecimals(5)).toBe('0.05');
  });

  it('keeps the minus sign of a negative amount with two decimals', () => {
    expect(twoDecimals(-150050)).toBe('-1500.50');
    expect(twoDecimals(-5)).toBe('-0.05');
    expect(twoDecimals(0)).toBe('0.00');
  });
});

describe('a typed amount', () => {
  it('reads rupees with at most two decimals as paise, and nothing else', () => {
    expect(parseRupeeInput('100')).toBe(10000);
    expect(parseRupeeInput('750')).toBe(75000);
    expect(parseRupeeInput(' 150.5 ')).toBe(15050);
    expect(parseRupeeInput(' 149.5 ')).toBe(14950);
    expect(parseRupeeInput('0.29')).toBe(29);
    expect(parseRupeeInput('')).toBeNaN();
    expect(parseRupeeInput('-5')).toBeNaN();
    expect(parseRupeeInput('1e3')).toBeNaN();
    expect(parseRupeeInput('1.234')).toBeNaN();
    expect(parseRupeeInput('12.345')).toBeNaN();
  });
});

describe('coins', () => {
  it('are grouped the Indian way, with paise only when there are any', () => {
    expect(formatCoins(500000)).toBe('5,000');
    expect(formatCoins(15050)).toBe('150.50');
    expect(formatCoins(1234567800)).toBe('1,23,45,678');
    expect(formatCoins(0)).toBe('0');
  });

  it('as a balance of points are the rupee figure written like coins, then Points', () => {
    expect(formatPoints(5000)).toBe('5,000 Points');
    expect(formatPoints(4849.5)).toBe('4,849.50 Points');
  });
});
