/** The plan's hosted payment page, if it is a well-formed https URL; anything else is ignored. */
export function hostedPaymentUrl(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
