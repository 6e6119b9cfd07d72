import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import itResource from './it.json';

/** Every leaf key ("a.b.c"; arrays count by length) of a resource. */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`, ...value.flatMap((item, index) => keys(item, `${prefix}[${index}]`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

function emptyValues(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [prefix];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => emptyValues(child, `${prefix}.${key}`));
  return [];
}

describe.each([['en', en], ['fr', fr], ['es', es]] as const)('the %s translation', (_name, resource) => {
  it('has exactly the keys of the Italian one', () => {
    const expected = keys(itResource).sort();
    const actual = keys(resource).sort();
    expect(actual.filter((key) => !expected.includes(key)), 'keys Italian does not have').toEqual([]);
    expect(expected.filter((key) => !actual.includes(key)), 'keys missing').toEqual([]);
  });

  it('has no empty text', () => {
    expect(emptyValues(resource)).toEqual([]);
  });
});

it('the Italian translation has no empty text', () => {
  expect(emptyValues(itResource)).toEqual([]);
});
