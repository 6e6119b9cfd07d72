/**
 * The eight categories. `slug` is the route segment (the same in every language, as the spec's
 * routes are); the display name comes from the web's translations under `categories.<slug>`.
 * Ids 1-6 are the spec's "mixed-quiz category ids" (Fundamentals, Security, Networking, Cloud,
 * Database, Programming); 7 and 8 follow.
 */
export const CATEGORIES = [
  { id: 1, slug: 'base', name: 'Base' },
  { id: 2, slug: 'sicurezza', name: 'Sicurezza' },
  { id: 3, slug: 'reti', name: 'Reti' },
  { id: 4, slug: 'cloud', name: 'Cloud' },
  { id: 5, slug: 'database', name: 'Database' },
  { id: 6, slug: 'programmazione', name: 'Programmazione' },
  { id: 7, slug: 'virtualizzazione', name: 'Virtualizzazione' },
  { id: 8, slug: 'intelligenza-artificiale', name: 'Intelligenza Artificiale' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategorySlug = Category['slug'];

/** Order of the tiles on the home page (docs/product.md, Catalogue, Home). */
export const HOME_CATEGORY_ORDER: readonly CategorySlug[] = [
  'base', 'sicurezza', 'reti', 'intelligenza-artificiale', 'cloud', 'database', 'programmazione', 'virtualizzazione',
];

/**
 * The certification cards of each category page, spelled as the spec's lists spell them (these
 * are aliases; links use the canonical slug). Certifications of the category that the spec's card
 * list leaves out follow these.
 */
export const CATEGORY_CARD_SLUGS: Record<CategorySlug, readonly string[]> = {
  base: ['eipass', 'ecdl', 'comptia-itf-plus', 'comptia-a-plus', 'pekit'],
  sicurezza: ['security-plus', 'ceh', 'cissp', 'isc2-cc'],
  reti: ['ccna', 'network-plus', 'ccst', 'jncie', 'f5'],
  cloud: ['comptia-cloud-plus', 'aws-solutions-architect', 'microsoft-azure-fundamentals', 'ibm-cloud-v5'],
  database: ['oracle-database', 'mysql-certification', 'mongodb-developer', 'microsoft-sql-server'],
  programmazione: ['java-se', 'python-developer', 'csharp-certification', 'javascript-developer'],
  virtualizzazione: ['vmware-vcp', 'microsoft-virtualization'],
  'intelligenza-artificiale': ['tensorflow-developer', 'microsoft-ai-fundamentals'],
};

/** Certifications shown greyed as "coming soon" on the quiz home: no page exists for them yet. */
export const COMING_SOON_CHIPS: Record<CategorySlug, readonly string[]> = {
  base: ['IC3'],
  sicurezza: ['CISM'],
  reti: ['Cisco CCNP'],
  cloud: ['Azure Administrator'],
  database: ['PostgreSQL'],
  programmazione: ['TypeScript', 'Kotlin', 'Go', 'Rust', 'Swift'],
  virtualizzazione: ['Hyper-V', 'Proxmox'],
  'intelligenza-artificiale': ['PyTorch', 'OpenAI'],
};

/** Only the six categories the spec numbers 1-6 have a card on the suggested-quizzes page. */
export const SUGGESTED_QUIZ_CATEGORY_IDS = [1, 2, 3, 4, 5, 6] as const;

export function findCategoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

export function findCategoryById(id: number): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}
