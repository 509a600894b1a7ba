// What the quote form reads from what sales typed: an amount in dollars ("1,250", "1250.5",
// "$1,250.00") as whole cents, and the total and share due now as the server will compute them.
import { dueNowCents } from "@shared/agreement";

/** Whole cents of a typed dollar amount; null when it is not one (or not positive). */
export function centsOf(typed: string): number | null {
  const plain = typed.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [dollars = "0", cents = ""] = plain.split(".");
  const value = Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The total of the lines that parse, and what is due now at `depositPercent`. */
export function quoteSums(amounts: string[], depositPercent: number) {
  const totalCents = amounts.reduce((sum, typed) => sum + (centsOf(typed) ?? 0), 0);
  return { totalCents, dueNowCents: dueNowCents({ totalCents, depositPercent }) };
}
