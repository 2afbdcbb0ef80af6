/**
 * Member avatar (spec 000 §3): the picture if present, else the first letter on a gradient whose
 * hue is id × 137.508 mod 360; "?" with no user. Sizes xs, sm, md, lg.
 */
import { avatarHue, avatarLetter } from '@common/avatar';
import { cn } from '../../lib/cn';

const sizes = {
  xs: 'h-6 w-6 text-xs',
  sm: 'h-8 w-8 text-sm',
  md: 'h-10 w-10 text-base',
  lg: 'h-20 w-20 text-3xl',
} as const;
/** CSS pixels of each size: the img's width/height, so the layout is reserved before it loads. */
const pixels = { xs: 24, sm: 32, md: 40, lg: 80 } as const;

export interface AvatarProps {
  user: { id: number; displayName: string; profilePicture?: string | null } | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}

export function Avatar({ user, size = 'md', className }: AvatarProps) {
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center rounded-full font-bold select-none',
    sizes[size],
    className,
  );
  if (user?.profilePicture) {
    return (
      <img
        src={user.profilePicture}
        alt=""
        width={pixels[size]}
        height={pixels[size]}
        loading="lazy"
        decoding="async"
        className={cn(classes, 'object-cover')}
      />
    );
  }
  if (!user)
    return (
      <span aria-hidden="true" className={cn(classes, 'bg-surface-2 text-muted')}>
        ?
      </span>
    );
  const hue = avatarHue(user.id);
  return (
    <span
      aria-hidden="true"
      data-hue={hue.toFixed(3)}
      className={cn(classes, 'text-white')}
      style={{
        background: `linear-gradient(135deg, hsl(${hue} 70% 38%), hsl(${(hue + 40) % 360} 70% 30%))`,
      }}
    >
      {avatarLetter(user.displayName)}
    </span>
  );
}
