import {
  ERROR_CODES,
  FREE_TOPICS_PER_CERTIFICATION,
  PREMIUM_ANSWERS,
  type PremiumInfo,
  type PremiumInterestList,
  type PremiumInterestResponse,
  type premiumInterestBody,
} from '@certamen/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/tables';
import { HttpError } from '../../http/errors';
import * as repository from './premium.repository';

type InterestBody = z.output<typeof premiumInterestBody>;

const DEFAULT_LIST_LIMIT = 200;

/** docs/product.md, Premium: the interest answers, the counter the page shows, and what the pages say from configuration. */
export function createPremiumService({ db, config, now = () => new Date() }: { db: Db; config: Config; now?: () => Date }) {
  const amounts = [...new Set(config.premium.prices.map((price) => price.amount))];
  const interestedCount = async () => config.premiumInterestStart + (await repository.countInterested(db));

  return {
    async info(): Promise<PremiumInfo> {
      return {
        launchDate: config.premiumLaunchDate,
        launched: now().getTime() >= new Date(`${config.premiumLaunchDate}T00:00:00Z`).getTime(),
        interestedCount: await interestedCount(),
        currency: config.premium.currency,
        prices: config.premium.prices,
        firstMonthDiscountPercent: config.premium.firstMonthDiscountPercent,
        freeExplanationsUntil: config.freeExplanationsUntil,
        freeTopicsPerCertification: FREE_TOPICS_PER_CERTIFICATION,
      };
    },

    /** Stores one answer; the learner is the token's (a `userId` in the body is ignored), anonymous otherwise. */
    async registerInterest(user: UserRow | null, body: InterestBody): Promise<PremiumInterestResponse> {
      const price = body.price_suggestion ?? null;
      if (price !== null && !amounts.includes(price)) {
        throw new HttpError(400, ERROR_CODES.validation, 'Missing or invalid data.', [{ path: '/price_suggestion', message: `must be one of ${amounts.join(', ')}` }]);
      }
      const id = await repository.insertInterest(db, {
        user_id: user?.id ?? null,
        answer: body.answer,
        email: body.email ?? null,
        feedback: body.feedback ?? null,
        lang: body.lang ?? user?.language ?? null,
        price_suggestion: price,
        created_at: now().toISOString(),
      });
      return { id, interestedCount: await interestedCount() };
    },

    /** The admin's view: the newest answers, the counts per answer and per suggested price over all of them. */
    async list(limit = DEFAULT_LIST_LIMIT, offset = 0): Promise<PremiumInterestList> {
      const [total, byAnswer, byPrice, rows] = await Promise.all([
        repository.countAll(db),
        repository.countByAnswer(db),
        repository.countByPrice(db),
        repository.listInterest(db, limit, offset),
      ]);
      const answers = Object.fromEntries(PREMIUM_ANSWERS.map((answer) => [answer, Number(byAnswer.find((row) => row.answer === answer)?.n ?? 0)])) as PremiumInterestList['counts']['answers'];
      const priceCount = new Map(byPrice.map((row) => [row.price_suggestion, Number(row.n)]));
      // The configured prices in their order (zeros included), then any stored under an older configuration, then "no price".
      const others = [...priceCount.keys()].filter((price): price is string => price !== null && !amounts.includes(price)).sort();
      const prices: PremiumInterestList['counts']['prices'] = [...amounts, ...others].map((price) => ({ price, count: priceCount.get(price) ?? 0 }));
      prices.push({ price: null, count: priceCount.get(null) ?? 0 });
      return { total, counts: { answers, prices }, items: rows };
    },
  };
}

export type PremiumService = ReturnType<typeof createPremiumService>;
