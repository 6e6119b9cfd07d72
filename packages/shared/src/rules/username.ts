/**
 * Usernames that only look different are the same name (docs/product.md, Accounts): "аdmin" with a
 * Cyrillic "а", fullwidth "ａｄｍｉｎ" and "Admin" all reduce to the skeleton "admin". Registration refuses a
 * name whose skeleton is taken. NFKC folds compatibility forms (fullwidth, ligatures, superscripts);
 * the table below folds the Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables
 * for the Latin alphabet), and look-alike digit and letter pairs.
 */
const HOMOGLYPHS: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ɡ: 'g',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', ω: 'w',
  // Latin look-alikes
  ı: 'i', ȷ: 'j', ł: 'l', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe',
};

/** NFKC, as usernames are stored: fullwidth and compatibility letters become ordinary ones. */
export const normaliseUsername = (name: string) => name.normalize('NFKC').trim();

export function usernameSkeleton(name: string): string {
  const folded = normaliseUsername(name)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return [...folded]
    .map((char) => HOMOGLYPHS[char] ?? char)
    .join('')
    .replace(/[._-]/g, '')
    .replace(/0/g, 'o')
    .replace(/[1i|]/g, 'l')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}
