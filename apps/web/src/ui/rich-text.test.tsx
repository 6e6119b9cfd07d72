import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, splitFences } from './rich-text';

describe('RichText', () => {
  it('keeps a code block as written, indentation included, apart from the prose', () => {
    const text = 'What does this print?\n```python\ndef f(x):\n    return x * 2\nprint(f(2))\n```';
    expect(splitFences(text)).toEqual([
      { kind: 'prose', text: 'What does this print?' },
      { kind: 'code', lang: 'python', text: 'def f(x):\n    return x * 2\nprint(f(2))' },
    ]);
    const { container } = render(<RichText text={text} />);
    expect(container.querySelector('code.code-block')?.textContent).toBe('def f(x):\n    return x * 2\nprint(f(2))');
  });

  it('renders inline code and never markup from the text', () => {
    const { container } = render(<RichText text={'Run `ls -la` then <b>stop</b>'} />);
    expect(container.querySelector('code')?.textContent).toBe('ls -la');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('Run ls -la then <b>stop</b>');
  });
});
