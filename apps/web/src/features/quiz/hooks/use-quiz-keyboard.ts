import { useEffect, useRef } from 'react';

export interface QuizKeyHandlers {
  onPrevious: () => void;
  onNext: () => void;
  /** The answer at this position (0-3) of the question on screen. */
  onPick: (position: number) => void;
}

/** 1-4 or A-D pick an answer. */
function answerIndexForKey(key: string): number | null {
  if (key.length !== 1) return null;
  const index = '1234'.indexOf(key) >= 0 ? '1234'.indexOf(key) : 'abcd'.indexOf(key.toLowerCase());
  return index >= 0 ? index : null;
}

/** Keys while `enabled`: 1-4 or A-D answer, arrows move between questions; not while typing or in a dialog. */
export function useQuizKeyboard(enabled: boolean, handlers: QuizKeyHandlers) {
  // The listener stays put while the handlers change with every render; it calls the latest ones.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest('input, textarea, select, dialog')) return;
      if (event.key === 'ArrowRight') latest.current.onNext();
      else if (event.key === 'ArrowLeft') latest.current.onPrevious();
      else {
        const position = answerIndexForKey(event.key);
        if (position !== null) latest.current.onPick(position);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
