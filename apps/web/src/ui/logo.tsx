export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1e3a8a" />
      <path d="M44 22a16 16 0 1 0 0 20" fill="none" stroke="#fbbf24" strokeWidth="7" strokeLinecap="round" />
      <circle cx="44" cy="32" r="4" fill="#fff" />
    </svg>
  );
}
