import { describe, expect, it } from 'vitest';
import { coinBalance, coinBalanceReported, sessionSlice, userDataLoaded } from './session-slice';

describe('the coin balance', () => {
  it('is coins, else usercoins, as a number, and 0 when missing or not a number', () => {
    expect(coinBalance({ coins: 5000, usercoins: 1 })).toBe(5000);
    expect(coinBalance({ coins: 12.5 })).toBe(12.5);
    // Providers that send the balance as text or only under its older name.
    expect(coinBalance({ coins: '250.75' as unknown as number })).toBe(250.75);
    expect(coinBalance({ usercoins: 40 } as { coins: number; usercoins: number })).toBe(40);
    expect(coinBalance({} as { coins: number })).toBe(0);
    expect(coinBalance({ coins: 'many' as unknown as number })).toBe(0);
  });
});

describe('a balance the provider reports', () => {
  it("replaces the shopper's coins, under both names when the provider sent both", () => {
    const user = { username: 'Asha', email: 'asha@example.com', coins: 5000, usercoins: 5000 };
    const state = sessionSlice.reducer(
      sessionSlice.reducer(undefined, userDataLoaded(user)),
      coinBalanceReported(4850.5),
    );
    expect(state.user).toEqual({ ...user, coins: 4850.5, usercoins: 4850.5 });
    expect(sessionSlice.reducer(undefined, coinBalanceReported(10)).user).toBeNull();
  });
});
