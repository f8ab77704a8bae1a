'use client';

import { Check, Moon, Sun } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useAppearance } from '@/hooks/use-appearance';
import { OTHER_COLORS, RECOMMENDED_COLORS, type PrimaryColor } from '@/lib/appearance/appearance';
import { cn } from '@/lib/utils/cn';

// Swatches use the literal Tailwind palette classes so every colour's 500 shade is generated.
const SWATCH: Record<PrimaryColor, string> = {
  yellow: 'bg-yellow-500',
  amber: 'bg-amber-500',
  green: 'bg-green-500',
  blue: 'bg-blue-500',
  indigo: 'bg-indigo-500',
  emerald: 'bg-emerald-500',
  lime: 'bg-lime-500',
  orange: 'bg-orange-500',
  teal: 'bg-teal-500',
  cyan: 'bg-cyan-500',
  sky: 'bg-sky-500',
  violet: 'bg-violet-500',
  purple: 'bg-purple-500',
  fuchsia: 'bg-fuchsia-500',
  pink: 'bg-pink-500',
  rose: 'bg-rose-500',
};

export function AppearanceSettings() {
  const t = useTranslations('settings');
  const { theme, primaryColor, setTheme, setPrimaryColor } = useAppearance();

  const colorGroup = (label: string, colors: readonly PrimaryColor[]) => (
    <fieldset className="mt-4">
      <legend className="mb-2 text-sm text-muted">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {colors.map((color) => {
          const selected = color === primaryColor;
          return (
            <label
              key={color}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500',
                selected ? 'border-primary-500 bg-primary-500/10' : 'border-line-strong hover:bg-surface-hover',
              )}
            >
              <input
                type="radio"
                name="primary-color"
                value={color}
                checked={selected}
                onChange={() => setPrimaryColor(color)}
                className="sr-only"
              />
              <span aria-hidden className={cn('flex size-5 items-center justify-center rounded-full', SWATCH[color])}>
                {selected ? <Check className="size-3.5 text-white" strokeWidth={3} /> : null}
              </span>
              {t(`colors.${color}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );

  return (
    <section aria-labelledby="appearance-heading" className="space-y-6">
      <h2 id="appearance-heading" className="text-xl font-semibold">
        {t('appearance')}
      </h2>
      <fieldset>
        <legend className="mb-2 font-medium">{t('theme')}</legend>
        <div className="inline-flex rounded-lg border border-line-strong p-1">
          {(['dark', 'light'] as const).map((value) => {
            const Icon = value === 'dark' ? Moon : Sun;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md px-4 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500',
                  theme === value ? 'bg-primary-500 text-on-primary' : 'hover:bg-surface-hover',
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => setTheme(value)}
                  className="sr-only"
                />
                <Icon aria-hidden className="size-4" />
                {t(value)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div>
        <p className="font-medium">{t('primaryColor')}</p>
        {colorGroup(t('recommended'), RECOMMENDED_COLORS)}
        {colorGroup(t('otherColors'), OTHER_COLORS)}
        <div aria-hidden className="mt-4 flex h-6 overflow-hidden rounded-md">
          {(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const).map((shade) => (
            <span key={shade} className="flex-1" style={{ background: `var(--primary-${shade})` }} />
          ))}
        </div>
      </div>
    </section>
  );
}
