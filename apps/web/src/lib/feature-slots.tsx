import { Suspense, createContext, useContext, type ComponentType } from 'react';

/**
 * Places where one feature's page shows another feature's panel. A feature never imports another
 * (eslint.config.js): the app fills these slots (app/app.tsx), and a page renders whatever is there.
 */
export interface FeatureSlots {
  /** The certification page: the learner's review entry, mastery per topic and readiness. */
  certificationProgress?: ComponentType<{ certificationId: number; certificationName: string }>;
  /** The profile: review entries and readiness for every certification practised. */
  profileReview?: ComponentType;
}

export const FeatureSlotsContext = createContext<FeatureSlots>({});

/** Renders the slot's panel (loaded lazily by the app) or nothing when no feature fills it. */
export function FeatureSlot<K extends keyof FeatureSlots>({ name, props }: { name: K; props: FeatureSlots[K] extends ComponentType<infer P> | undefined ? P : never }) {
  const Panel = useContext(FeatureSlotsContext)[name] as ComponentType<object> | undefined;
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...(props as object)} />
    </Suspense>
  );
}
