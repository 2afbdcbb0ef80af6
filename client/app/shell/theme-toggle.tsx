/** Light/dark switch in the header. */
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/theme';
import { t } from '../../lib/i18n';

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={t('theme.switch', { theme: next })}
      title={t('theme.switch', { theme: next })}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-fg hover:bg-surface-2"
    >
      {theme === 'dark' ? (
        <Sun className="h-5 w-5" aria-hidden="true" />
      ) : (
        <Moon className="h-5 w-5" aria-hidden="true" />
      )}
    </button>
  );
}
