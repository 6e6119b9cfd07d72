import type { CategorySlug } from '@certamen/shared';

/** A short monogram on the category's colour (decorative); each colour holds white text at 4.5:1 or more. */
const GLYPHS: Record<CategorySlug, { text: string; color: string }> = {
  base: { text: 'IT', color: '#2563eb' },
  sicurezza: { text: 'SEC', color: '#dc2626' },
  reti: { text: 'NET', color: '#0e7490' },
  cloud: { text: '☁', color: '#7c3aed' },
  database: { text: 'DB', color: '#047857' },
  programmazione: { text: '</>', color: '#b45309' },
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
