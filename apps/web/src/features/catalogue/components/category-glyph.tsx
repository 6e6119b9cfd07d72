import type { CategorySlug } from '@certamen/shared';

/** A short monogram on the category's colour (decorative). */
const GLYPHS: Record<CategorySlug, { text: string; color: string }> = {
  base: { text: 'IT', color: '#2563eb' },
  sicurezza: { text: 'SEC', color: '#dc2626' },
  reti: { text: 'NET', color: '#0891b2' },
  cloud: { text: '☁', color: '#7c3aed' },
  database: { text: 'DB', color: '#059669' },
  programmazione: { text: '</>', color: '#d97706' },
  virtualizzazione: { text: 'VM', color: '#4f46e5' },
  'intelligenza-artificiale': { text: 'AI', color: '#db2777' },
};

export function CategoryGlyph({ slug }: { slug: CategorySlug }) {
  const glyph = GLYPHS[slug];
  return (
    <span className="glyph" style={{ background: glyph.color }} aria-hidden="true">
      {glyph.text}
    </span>
  );
}
