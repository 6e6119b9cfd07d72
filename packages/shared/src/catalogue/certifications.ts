import { CATEGORY_CARD_SLUGS, type CategorySlug } from './categories';

export interface Certification {
  /** Ids 1-27 are the spec's catalogue (section 9); 28+ are the other slugs its section 2 names. */
  id: number;
  /** The one slug our links use. */
  slug: string;
  /** Every other spelling the spec's lists use for it (category cards, certification slugs, quiz slugs). */
  aliases: readonly string[];
  name: string;
  vendor: string;
  category: CategorySlug;
  /** Official exam length; null where the spec gives none (the mixed exam then uses the defaults). */
  examMinutes: number | null;
  examQuestions: number | null;
}

export const CERTIFICATIONS: readonly Certification[] = [
  { id: 1, slug: 'comptia-itf-plus', aliases: ['itf-plus', 'itfplus'], name: 'CompTIA IT Fundamentals+ (ITF+)', vendor: 'CompTIA', category: 'base', examMinutes: 30, examQuestions: 40 },
  { id: 2, slug: 'comptia-a-plus', aliases: [], name: 'CompTIA A+', vendor: 'CompTIA', category: 'base', examMinutes: 90, examQuestions: 90 },
  { id: 3, slug: 'eipass-basic', aliases: ['eipass'], name: 'EIPASS Basic', vendor: 'Certipass', category: 'base', examMinutes: 45, examQuestions: 50 },
  { id: 4, slug: 'ecdl', aliases: ['icdl'], name: 'ECDL / ICDL', vendor: 'ICDL Foundation', category: 'base', examMinutes: 45, examQuestions: 36 },
  { id: 5, slug: 'pekit', aliases: [], name: 'PEKIT', vendor: 'Fondazione Sviluppo Europa', category: 'base', examMinutes: 60, examQuestions: 50 },
  { id: 6, slug: 'security-plus', aliases: ['comptia-security-plus'], name: 'CompTIA Security+', vendor: 'CompTIA', category: 'sicurezza', examMinutes: 90, examQuestions: 90 },
  { id: 7, slug: 'cissp', aliases: [], name: 'ISC2 CISSP', vendor: 'ISC2', category: 'sicurezza', examMinutes: 180, examQuestions: 125 },
  { id: 8, slug: 'isc2-cc', aliases: [], name: 'ISC2 Certified in Cybersecurity (CC)', vendor: 'ISC2', category: 'sicurezza', examMinutes: 120, examQuestions: 100 },
  { id: 9, slug: 'ceh', aliases: [], name: 'EC-Council Certified Ethical Hacker (CEH)', vendor: 'EC-Council', category: 'sicurezza', examMinutes: 240, examQuestions: 125 },
  { id: 10, slug: 'ccna', aliases: ['cisco-ccna'], name: 'Cisco CCNA', vendor: 'Cisco', category: 'reti', examMinutes: 90, examQuestions: 60 },
  { id: 11, slug: 'network-plus', aliases: ['comptia-network-plus'], name: 'CompTIA Network+', vendor: 'CompTIA', category: 'reti', examMinutes: 90, examQuestions: 90 },
  { id: 12, slug: 'cisco-ccst-networking', aliases: ['ccst', 'cisco-ccst'], name: 'Cisco CCST Networking', vendor: 'Cisco', category: 'reti', examMinutes: 75, examQuestions: 40 },
  { id: 13, slug: 'comptia-cloud-plus', aliases: [], name: 'CompTIA Cloud+', vendor: 'CompTIA', category: 'cloud', examMinutes: 90, examQuestions: 90 },
  { id: 14, slug: 'ibm-cloud-v5', aliases: ['ibm-cloud'], name: 'IBM Cloud v5', vendor: 'IBM', category: 'cloud', examMinutes: 60, examQuestions: 60 },
  { id: 15, slug: 'aws-solutions-architect', aliases: [], name: 'AWS Certified Solutions Architect – Associate', vendor: 'Amazon Web Services', category: 'cloud', examMinutes: 130, examQuestions: 65 },
  { id: 16, slug: 'microsoft-azure-fundamentals', aliases: ['azure-fundamentals'], name: 'Microsoft Azure Fundamentals (AZ-900)', vendor: 'Microsoft', category: 'cloud', examMinutes: 85, examQuestions: 60 },
  { id: 17, slug: 'oracle-database-sql', aliases: ['oracle-database', 'oracle-sql'], name: 'Oracle Database SQL', vendor: 'Oracle', category: 'database', examMinutes: 90, examQuestions: 75 },
  { id: 18, slug: 'csharp', aliases: ['csharp-certification', 'microsoft-csharp'], name: 'Microsoft C#', vendor: 'Microsoft', category: 'programmazione', examMinutes: 60, examQuestions: 50 },
  { id: 19, slug: 'python-developer', aliases: ['python'], name: 'Python Developer', vendor: 'Python Institute', category: 'programmazione', examMinutes: 60, examQuestions: 50 },
  { id: 20, slug: 'java-se', aliases: ['java'], name: 'Oracle Java SE', vendor: 'Oracle', category: 'programmazione', examMinutes: 90, examQuestions: 60 },
  { id: 21, slug: 'javascript-developer', aliases: ['javascript'], name: 'JavaScript Developer', vendor: 'OpenJS Foundation', category: 'programmazione', examMinutes: 60, examQuestions: 50 },
  { id: 22, slug: 'vmware-vcp', aliases: ['vmware'], name: 'VMware VCP', vendor: 'VMware by Broadcom', category: 'virtualizzazione', examMinutes: 90, examQuestions: 70 },
  { id: 23, slug: 'microsoft-virtualization', aliases: ['microsoft-virtualisation'], name: 'Microsoft Virtualization', vendor: 'Microsoft', category: 'virtualizzazione', examMinutes: 60, examQuestions: 50 },
  { id: 24, slug: 'microsoft-ai-fundamentals', aliases: ['microsoft-ai', 'ai-fundamentals'], name: 'Microsoft Azure AI Fundamentals (AI-900)', vendor: 'Microsoft', category: 'intelligenza-artificiale', examMinutes: 60, examQuestions: 50 },
  { id: 25, slug: 'tensorflow-developer', aliases: ['tensorflow', 'google-tensorflow'], name: 'TensorFlow Developer', vendor: 'Google', category: 'intelligenza-artificiale', examMinutes: 60, examQuestions: 50 },
  { id: 26, slug: 'mongodb-developer', aliases: ['mongo-db'], name: 'MongoDB Developer', vendor: 'MongoDB', category: 'database', examMinutes: 60, examQuestions: 50 },
  { id: 27, slug: 'mysql-certification', aliases: ['mysql'], name: 'MySQL Certification', vendor: 'Oracle', category: 'database', examMinutes: 60, examQuestions: 50 },
  { id: 28, slug: 'jncie', aliases: [], name: 'Juniper JNCIE', vendor: 'Juniper Networks', category: 'reti', examMinutes: null, examQuestions: null },
  { id: 29, slug: 'f5', aliases: [], name: 'F5 BIG-IP Administrator', vendor: 'F5', category: 'reti', examMinutes: null, examQuestions: null },
  { id: 30, slug: 'cisco-ccst-security', aliases: ['cisco-ccst-cybersecurity'], name: 'Cisco CCST Cybersecurity', vendor: 'Cisco', category: 'sicurezza', examMinutes: null, examQuestions: null },
  { id: 31, slug: 'google-cloud', aliases: [], name: 'Google Cloud', vendor: 'Google Cloud', category: 'cloud', examMinutes: 120, examQuestions: 50 },
  { id: 32, slug: 'aws-cloud-practitioner', aliases: ['aws-cloud'], name: 'AWS Certified Cloud Practitioner', vendor: 'Amazon Web Services', category: 'cloud', examMinutes: 90, examQuestions: 65 },
  { id: 33, slug: 'microsoft-sql-server', aliases: ['sql-server'], name: 'Microsoft SQL Server', vendor: 'Microsoft', category: 'database', examMinutes: 100, examQuestions: 50 },
];

/** docs/product.md, Catalogue: a mixed exam without its own size uses these. */
export const DEFAULT_MIXED_EXAM = { minutes: 60, questions: 50 } as const;
/** docs/product.md, Catalogue: topic quizzes and topic exams. */
export const TOPIC_QUIZ = { minutes: 10, questions: 10 } as const;
/** docs/product.md, Catalogue: each certification starts with this many topics open to everyone. */
export const FREE_TOPICS_PER_CERTIFICATION = 3;

const bySlugOrAlias = new Map<string, Certification>();
for (const certification of CERTIFICATIONS) {
  for (const key of [certification.slug, ...certification.aliases]) {
    if (bySlugOrAlias.has(key)) throw new Error(`Catalogue slug used twice: ${key}`);
    bySlugOrAlias.set(key, certification);
  }
}

/** Finds a certification by its canonical slug or any alias the spec uses for it. */
export function findCertification(slugOrAlias: string): Certification | undefined {
  return bySlugOrAlias.get(slugOrAlias.trim().toLowerCase());
}

export function findCertificationById(id: number): Certification | undefined {
  return CERTIFICATIONS.find((certification) => certification.id === id);
}

/** A category's certifications: the spec's card order first, then the rest of the catalogue's. */
export function certificationsInCategory(category: CategorySlug): Certification[] {
  const carded = CATEGORY_CARD_SLUGS[category].map((slug) => {
    const certification = findCertification(slug);
    if (!certification) throw new Error(`Category card names an unknown certification: ${slug}`);
    return certification;
  });
  const others = CERTIFICATIONS.filter((c) => c.category === category && !carded.includes(c));
  return [...carded, ...others];
}

export function mixedExamSize(certification: Certification | undefined): { minutes: number; questions: number } {
  return {
    minutes: certification?.examMinutes ?? DEFAULT_MIXED_EXAM.minutes,
    questions: certification?.examQuestions ?? DEFAULT_MIXED_EXAM.questions,
  };
}
