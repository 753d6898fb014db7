import type { HttpHandler } from 'msw';
import type { LoadCoinResponse } from '../../contracts';
import { coinHistory, currentCoinsPaise, moveCoins } from '../domain/coins';
import { toRupees } from '../domain/money';
import { endpoint } from '../pipeline/endpoint';
import { genericError } from '../../contracts/runtime/error-bodies';
import type { Simulator } from '../simulator';

export function coinHandlers(simulator: Simulator): HttpHandler[] {
  return [
    endpoint(simulator, 'getCoinsHistory', ({ user }) => ({
      status: 200,
      body: { coins: coinHistory(simulator, user) },
    })),

    // Synchronous from the code lookup to the redemption, so two requests can never redeem one code.
    endpoint(simulator, 'loadCoins', ({ user, body }) => {
      const code = simulator.db.voucherCode.findFirst({ where: { code: { equals: body.coupon_code } } });
      if (code === null) {
        return { status: 404, body: genericError('This voucher code does not exist.', 'coupon_not_found') };
      }
      if (code.redeemedBy !== null) {
        return { status: 409, body: genericError('Coupon code has already been used.', 'coupon_used') };
      }
      const now = simulator.clock.now();
      if (code.expiresAt !== null && code.expiresAt <= now) {
        return { status: 410, body: genericError('This voucher code has expired.', 'coupon_expired') };
      }

      const previousPaise = currentCoinsPaise(simulator, user.id);
      simulator.db.voucherCode.update({
        where: { code: { equals: code.code } },
        data: { redeemedBy: user.id, redeemedAt: now },
      });
      moveCoins(simulator, {
        userId: user.id,
        couponCode: code.code,
        amountPaise: code.coinsPaise,
        isRedeemed: true,
        at: now,
      });
      const added = toRupees(code.coinsPaise);
      const redeemed: LoadCoinResponse = {
        status: 'success',
        message: `${added} coins added to your balance.`,
        data: {
          coins_added: added,
          previous_balance: toRupees(previousPaise),
          new_balance: toRupees(previousPaise + code.coinsPaise),
        },
      };
      return { status: 200, body: redeemed };
    }),
  ];
}
