/** OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane. Used by accounts and by the admin bootstrap. */
export const ARGON2_OPTIONS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
