// A quote as the lead stores it (`agreement`, shared/agreement.ts): $8,500.50, written on the
// desk on Nov 20, valid until Dec 20, 2026. The desk's unit tests change only what their case needs.
export const storedQuote = (fields: Record<string, unknown> = {}) => ({
  source: "quote",
  totalCents: 850_050,
  currency: "usd",
  depositPercent: 50,
  plan: null,
  lines: [{ description: "Logo and identity system", amountCents: 850_050 }],
  validUntil: new Date("2026-12-20T09:00:00Z"),
  agreedAt: new Date("2026-11-20T09:00:00Z"),
  writtenBy: { by: "sales", uid: "alex-uid" },
  ...fields,
});
