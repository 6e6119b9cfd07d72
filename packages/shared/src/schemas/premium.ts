import { z } from 'zod';
import { LANGUAGES } from '../catalogue/languages';
import { plainText } from './text';

/** docs/product.md, Premium: the popup's three answers; the interest page always sends `si`. */
export const PREMIUM_ANSWERS = ['si', 'no', 'piu_info'] as const;
export type PremiumAnswer = (typeof PREMIUM_ANSWERS)[number];

/** What a price period is called on the pages; the amounts themselves are server configuration. */
export const PREMIUM_PERIODS = ['week', 'two-weeks', 'month'] as const;
export type PremiumPeriod = (typeof PREMIUM_PERIODS)[number];

/** An empty field means "not given", whatever the client sends for it ('' or null). */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * POST /api/premium-interest: the popup's answer (answer, email, feedback, userId, lang) and the interest page's
 * (answer 'si', email, price_suggestion, feedback). The e-mail, when given, must look like one; the price must be one
 * of the configured amounts (checked by the server, which knows them); `userId` is accepted for the spec's client but
 * ignored: the caller is read from the token.
 */
export const premiumInterestBody = z.object({
  answer: z.enum(PREMIUM_ANSWERS),
  email: z.preprocess(blankToNull, z.string().trim().toLowerCase().pipe(z.email().max(254)).nullable().optional()),
  feedback: z.preprocess(blankToNull, plainText(1000).nullable().optional()),
  price_suggestion: z.preprocess(
    (value) => (typeof value === 'number' ? value.toFixed(2) : blankToNull(value)),
    z.string().trim().regex(/^\d{1,4}\.\d{2}$/, 'a price such as 6.99').nullable().optional(),
  ),
  lang: z.preprocess(blankToNull, z.enum(LANGUAGES).nullable().optional()),
  userId: z.union([z.number(), z.string()]).nullable().optional().describe('Ignored: the caller is read from the bearer token.'),
});
export type PremiumInterestBody = z.input<typeof premiumInterestBody>;

export const premiumInterestResponse = z.object({
  id: z.number().int(),
  /** The counter as the interest page shows it, this answer included. */
  interestedCount: z.number().int(),
});
export type PremiumInterestResponse = z.infer<typeof premiumInterestResponse>;

export const premiumPriceSchema = z.object({ amount: z.string(), period: z.enum(PREMIUM_PERIODS) });
export type PremiumPrice = z.infer<typeof premiumPriceSchema>;

/** GET /api/premium-info: what the interest page, the upgrade page and the popup show, all from configuration. */
export const premiumInfoResponse = z.object({
  /** YYYY-MM-DD; Premium starts at 00:00 UTC of that day. */
  launchDate: z.string(),
  /** True once the launch date has come (the page then says Premium is available instead of counting down). */
  launched: z.boolean(),
  interestedCount: z.number().int(),
  currency: z.string(),
  prices: z.array(premiumPriceSchema),
  firstMonthDiscountPercent: z.number().int(),
  /** Until the end of this day (UTC) explanations are free for everyone. */
  freeExplanationsUntil: z.string(),
  freeTopicsPerCertification: z.number().int(),
});
export type PremiumInfo = z.infer<typeof premiumInfoResponse>;

export const premiumInterestListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export const premiumInterestItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  answer: z.string(),
  email: z.string().nullable(),
  feedback: z.string().nullable(),
  lang: z.string().nullable(),
  price_suggestion: z.string().nullable(),
  created_at: z.string(),
});
export type PremiumInterestItem = z.infer<typeof premiumInterestItemSchema>;

/** GET /api/admin/premium-interest: the newest answers, and counts over all of them. */
export const premiumInterestListResponse = z.object({
  total: z.number().int(),
  counts: z.object({
    answers: z.object({ si: z.number().int(), no: z.number().int(), piu_info: z.number().int() }),
    /** One row per suggested price, most chosen first; `price` null counts the answers without one. */
    prices: z.array(z.object({ price: z.string().nullable(), count: z.number().int() })),
  }),
  items: z.array(premiumInterestItemSchema),
});
export type PremiumInterestList = z.infer<typeof premiumInterestListResponse>;
