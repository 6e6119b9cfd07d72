import { createAvatar } from '@dicebear/core';
import { adventurer } from '@dicebear/collection';
import { useMemo } from 'react';

/** The DiceBear adventurer avatar (round, linear gradient background), drawn here as a data URI: no network. */
export function placeholderAvatar(seed: string): string {
  return createAvatar(adventurer, {
    seed,
    radius: 50,
    backgroundType: ['gradientLinear'],
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'],
  }).toDataUri();
}

/** Loaded on its own (React.lazy): the avatar art is the largest part of the profile's code. */
export default function GeneratedAvatar({ seed, alt, size, onError }: { seed: string; alt: string; size: number; onError: () => void }) {
  const source = useMemo(() => placeholderAvatar(seed), [seed]);
  return <img className="avatar avatar-image" src={source} width={size} height={size} alt={alt} onError={onError} data-testid="avatar" />;
}
