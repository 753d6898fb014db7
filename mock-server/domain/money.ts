/** Rupees (as the contracts carry them) to integer paise; rounding absorbs binary floating point noise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees as a JSON number (RupeeAmount). */
export function toRupees(paise: number): number {
  return paise / 100;
}

/** Integer paise to the wire's decimal string (MoneyString), e.g. 49950 -> "499.50". */
export function toMoneyString(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
