import { Icon } from '@/components/ui/icon';

/** A heart, outlined or filled; decorative (the button or link around it carries the name). */
export function HeartIcon({ filled, size = 22 }: { filled: boolean; size?: number }) {
  return <Icon name="heart" size={size} fill={filled ? 'currentColor' : 'none'} className="heart-icon" />;
}
