/** The Hearsay word mark with its note icon. */
import { PRODUCT_NAME } from '@common/constants';
import { cn } from '../../lib/cn';

export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-extrabold tracking-tight',
        size === 'lg' ? 'text-3xl' : 'text-xl',
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 64 64"
        className={size === 'lg' ? 'h-10 w-10' : 'h-7 w-7'}
      >
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill="url(#logo-g)" />
        <path
          d="M20 44V22l26-6v22"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="44" r="6" fill="#fff" />
        <circle cx="42" cy="38" r="6" fill="#fff" />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}
