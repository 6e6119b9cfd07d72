import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_CARD_SLUGS, COMING_SOON_CHIPS } from './categories';
import { CERTIFICATIONS, certificationsInCategory, findCertification, findCertificationById, mixedExamSize } from './certifications';

// Every spelling the specification's lists use (section 2): each must resolve to a catalogue entry.
const SPEC_CERTIFICATION_SLUGS = 'comptia-itf-plus comptia-a-plus eipass-basic eipass ecdl pekit security-plus ceh cissp isc2-cc ccna network-plus ccst jncie f5 comptia-cloud-plus aws-solutions-architect microsoft-azure-fundamentals ibm-cloud-v5 oracle-database-sql mysql mongodb-developer microsoft-sql-server vmware-vcp microsoft-virtualization tensorflow microsoft-ai-fundamentals java-se python-developer csharp javascript-developer google-cloud aws-cloud-practitioner cisco-ccst-networking cisco-ccst-security'.split(' ');
const SPEC_QUIZ_SLUGS = 'itfplus comptia-a-plus eipass-basic ecdl pekit security-plus cissp isc2-cc ceh cisco-ccna network-plus cisco-ccst comptia-cloud-plus ibm-cloud aws-cloud microsoft-azure-fundamentals oracle-sql csharp python java javascript vmware microsoft-virtualization ai-fundamentals tensorflow mongodb-developer mysql-certification jncie f5 google-cloud sql-server aws-cloud-practitioner cisco-ccst-networking cisco-ccst-cybersecurity'.split(' ');
// Section 9: id, slug as the spec writes it, minutes, questions.
const SPEC_SECTION_9: [number, string, number, number][] = [
  [1, 'itf-plus', 30, 40], [2, 'comptia-a-plus', 90, 90], [3, 'eipass-basic', 45, 50], [4, 'ecdl', 45, 36], [5, 'pekit', 60, 50],
  [6, 'comptia-security-plus', 90, 90], [7, 'cissp', 180, 125], [8, 'isc2-cc', 120, 100], [9, 'ceh', 240, 125], [10, 'cisco-ccna', 90, 60],
  [11, 'comptia-network-plus', 90, 90], [12, 'cisco-ccst', 75, 40], [13, 'comptia-cloud-plus', 90, 90], [14, 'ibm-cloud-v5', 60, 60],
  [15, 'aws-solutions-architect', 130, 65], [16, 'azure-fundamentals', 85, 60], [17, 'oracle-sql', 90, 75], [18, 'microsoft-csharp', 60, 50],
  [19, 'python', 60, 50], [20, 'java-se', 90, 60], [21, 'javascript-developer', 60, 50], [22, 'vmware-vcp', 90, 70],
  [23, 'microsoft-virtualisation', 60, 50], [24, 'microsoft-ai', 60, 50], [25, 'google-tensorflow', 60, 50], [26, 'mongo-db', 60, 50],
  [27, 'mysql-certification', 60, 50],
];

describe('certification catalogue', () => {
  it.each(SPEC_CERTIFICATION_SLUGS)('resolves the certification page slug %s', (slug) => {
    expect(findCertification(slug)).toBeDefined();
  });

  it.each(SPEC_QUIZ_SLUGS)('resolves the quiz slug %s', (slug) => {
    expect(findCertification(slug)).toBeDefined();
  });

  it.each(SPEC_SECTION_9)('gives catalogue id %i (%s) its exam length: %i minutes, %i questions', (id, slug, minutes, questions) => {
    const certification = findCertificationById(id);
    expect(findCertification(slug)).toBe(certification);
    expect(certification).toMatchObject({ examMinutes: minutes, examQuestions: questions });
  });

  it('treats the spellings of one certification as one entry', () => {
    expect(findCertification('eipass')).toBe(findCertification('eipass-basic'));
    expect(findCertification('ccst')).toBe(findCertification('cisco-ccst-networking'));
    expect(findCertification('oracle-database')).toBe(findCertification('oracle-sql'));
    expect(findCertification('cisco-ccst-cybersecurity')).toBe(findCertification('cisco-ccst-security'));
    expect(findCertification('cisco-ccst-security')).not.toBe(findCertification('cisco-ccst-networking'));
  });

  it('knows nothing of a slug no list uses', () => {
    expect(findCertification('not-a-cert')).toBeUndefined();
  });

  it('has unique ids and canonical slugs, and every certification in a category', () => {
    expect(new Set(CERTIFICATIONS.map((c) => c.id)).size).toBe(CERTIFICATIONS.length);
    const categorySlugs = CATEGORIES.map((category) => category.slug as string);
    for (const certification of CERTIFICATIONS) expect(categorySlugs).toContain(certification.category);
  });

  it('lists each category page in the order of the spec, then the rest of the category', () => {
    expect(certificationsInCategory('base').map((c) => c.slug)).toEqual(['eipass-basic', 'ecdl', 'comptia-itf-plus', 'comptia-a-plus', 'pekit']);
    expect(certificationsInCategory('sicurezza').map((c) => c.slug)).toEqual(['security-plus', 'ceh', 'cissp', 'isc2-cc', 'cisco-ccst-security']);
    const shown = CATEGORIES.flatMap((category) => certificationsInCategory(category.slug));
    expect(shown).toHaveLength(CERTIFICATIONS.length);
    for (const [category, slugs] of Object.entries(CATEGORY_CARD_SLUGS)) {
      for (const slug of slugs) expect(findCertification(slug)?.category).toBe(category);
    }
  });

  it('greys out as coming soon only certifications that have no page', () => {
    const names = CERTIFICATIONS.map((c) => c.name.toLowerCase());
    for (const chip of Object.values(COMING_SOON_CHIPS).flat()) expect(names).not.toContain(chip.toLowerCase());
  });

  it('sizes a mixed exam from the catalogue, 50 questions in 60 minutes by default', () => {
    expect(mixedExamSize(findCertification('cissp'))).toEqual({ minutes: 180, questions: 125 });
    expect(mixedExamSize(findCertification('jncie'))).toEqual({ minutes: 60, questions: 50 });
    expect(mixedExamSize(undefined)).toEqual({ minutes: 60, questions: 50 });
  });
});
