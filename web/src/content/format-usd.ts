// Whole-dollar US prices ("$12,999") without Intl: the first toLocaleString call in a page
// builds V8's ICU number formatter, which took ~16 ms of one hydration task on /pricing
// (~65 ms under Lighthouse's 4× CPU slowdown). Prices here are whole, non-negative dollars.

/** "$1,499": whole-dollar US formatting used on every price. */
export function formatUsd(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`formatUsd expects whole, non-negative dollars, got ${amount}`);
  }
  return `$${String(amount).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}
