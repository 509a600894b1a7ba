// Whole-dollar US prices ("$12,999") without Intl: the first toLocaleString call in a page
// builds V8's ICU number formatter inside a hydration task, a long task on a phone
// (docs/page-speed.md). Prices here are whole, non-negative dollars.

/** "$1,499": whole-dollar US formatting used on every price. */
export function formatUsd(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`formatUsd expects whole, non-negative dollars, got ${amount}`);
  }
  return `$${String(amount).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}
