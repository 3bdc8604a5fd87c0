import type { IconName } from './icon-set';

export type { IconName };

/**
 * The sprite's URL, versioned by its content (next.config.ts inlines the version), so that it is fetched
 * once and then kept (components/ui/icon-sprite.ts).
 */
const SPRITE = `/icons.svg?v=${process.env.VITRINE_ICONS_VERSION ?? ''}`;

/**
 * An icon: a `<use>` of its symbol in the sprite, about a hundred bytes where the drawing would be several
 * hundred, in the HTML and again in the flight data. Decorative unless given a label. Takes the text
 * colour; `fill` none draws only the strokes (the empty heart).
 */
export function Icon({
  name,
  label,
  size = 20,
  fill = 'currentColor',
  className,
}: {
  name: IconName;
  label?: string;
  size?: number;
  fill?: 'currentColor' | 'none';
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      fill={fill}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
      className={className}
    >
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
