/**
 * docs/product.md, Premium: explanations are for premium users and admins, and for everyone until the
 * free-explanations date (inclusive, end of that day in UTC).
 */
export function canSeeExplanations(user: { role: string; is_premium: boolean }, freeUntil: string, now: Date): boolean {
  if (user.role === 'admin' || user.is_premium) return true;
  return now.getTime() < new Date(`${freeUntil}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000;
}

export const EXPLANATION_LOCKED_MESSAGE = 'Spiegazione disponibile solo per utenti Premium';
