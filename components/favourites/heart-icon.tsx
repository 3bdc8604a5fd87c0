/** A heart, outlined or filled; decorative (the button or link around it carries the name). */
export function HeartIcon({ filled, size = 22 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="heart-icon">
      <path
        d="M12 20.3 10.6 19C5.6 14.5 2.5 11.7 2.5 8.2 2.5 5.5 4.6 3.4 7.3 3.4c1.7 0 3.3.8 4.7 2.1 1.4-1.3 3-2.1 4.7-2.1 2.7 0 4.8 2.1 4.8 4.8 0 3.5-3.1 6.3-8.1 10.8L12 20.3z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
