import { describe, expect, it } from 'vitest';
import { isPlainText, plainText } from './text';

describe('plain text', () => {
  it('accepts what a person types, in any script, with line breaks and emoji', () => {
    for (const text of ['Answer B is also right', 'Riga 1\nRiga 2\tfine', 'Ça va? ¿Qué? Ответ 答案 🧨', "'; DROP TABLE users; --", '<script>x</script>']) expect(isPlainText(text), text).toBe(true);
  });

  it('refuses control characters and lone surrogates', () => {
    for (const text of ['a\u0000b', 'bell\u0007', 'del\u007F', '\uD800', 'x\uDFFFy', '\uDC00\uD800']) expect(isPlainText(text), JSON.stringify(text)).toBe(false);
  });

  it('trims and caps the length', () => {
    expect(plainText(5).parse('  abc  ')).toBe('abc');
    expect(plainText(5).safeParse('abcdef').success).toBe(false);
  });
});
