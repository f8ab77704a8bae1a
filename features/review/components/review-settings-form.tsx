'use client';

import { VolumeX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-field';
import { useNotify } from '@/components/toast/use-notify';
import { useNoJapaneseVoice } from '@/features/japanese/hooks/use-japanese-voice';
import { NEW_PER_DAY_MAX } from '@/features/review/limits';
import type { ReviewSettingsInput } from '@/features/review/schemas';

import { saveSettings, type LoadedQueue } from '../review-backend';

const RETENTIONS = [0.8, 0.85, 0.9, 0.93, 0.95];
const SIDES = ['front', 'back', 'both'] as const;
const SIDE_LABELS = { front: 'sideFront', back: 'sideBack', both: 'sideBoth' } as const;

/**
 * New cards per day, desired retention, the side asked, typed answers, kanji asked as writing and words asked by
 * ear; folded away under the session.
 */
export function ReviewSettingsForm({
  mode,
  settings,
  onSaved,
}: {
  mode: LoadedQueue['mode'];
  settings: ReviewSettingsInput;
  onSaved: (settings: ReviewSettingsInput) => void;
}) {
  const t = useTranslations('review');
  const notify = useNotify();
  const [newPerDay, setNewPerDay] = useState(String(settings.newPerDay));
  const [retention, setRetention] = useState(settings.desiredRetention);
  const [side, setSide] = useState(settings.side);
  const [typedAnswers, setTypedAnswers] = useState(settings.typedAnswers);
  const [writeKanji, setWriteKanji] = useState(settings.writeKanji);
  const [listening, setListening] = useState(settings.listening);
  // Words asked by ear need a Japanese voice: without one the setting stays, disabled, and says why (its saved
  // value is kept for a device that has one).
  const noVoice = useNoJapaneseVoice();
  const [saving, setSaving] = useState(false);
  const count = /^\d{1,3}$/.test(newPerDay.trim()) ? Number(newPerDay) : NaN;
  const invalid = !(count >= 0 && count <= NEW_PER_DAY_MAX);

  const save = async () => {
    if (invalid) return;
    setSaving(true);
    const next = { newPerDay: count, desiredRetention: retention, side, typedAnswers, writeKanji, listening };
    try {
      if (await saveSettings(mode, next)) {
        notify.success(t('saved'));
        onSaved(next);
      } else notify.error(t('saveSettingsFailed'));
    } catch {
      notify.error(t('saveSettingsFailed'));
    } finally {
      setSaving(false);
    }
  };

  const retentions = RETENTIONS.includes(retention) ? RETENTIONS : [...RETENTIONS, retention].sort();
  return (
    <details className="mt-10 rounded-xl border border-line p-4">
      <summary className="cursor-pointer font-semibold">{t('settingsHeading')}</summary>
      <form
        noValidate
        className="mt-4 grid gap-5 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="review-new-per-day" className="font-medium">
            {t('newPerDay')}
          </label>
          <input
            id="review-new-per-day"
            inputMode="numeric"
            value={newPerDay}
            onChange={(event) => setNewPerDay(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby="review-new-per-day-hint"
            className={controlClass()}
          />
          <p id="review-new-per-day-hint" className={invalid ? 'text-sm text-danger' : 'text-sm text-muted'}>
            {invalid ? t('invalidNewPerDay') : t('newPerDayHint')}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="review-retention" className="font-medium">
            {t('retention')}
          </label>
          <select
            id="review-retention"
            value={retention}
            onChange={(event) => setRetention(Number(event.target.value))}
            aria-describedby="review-retention-hint"
            className={controlClass()}
          >
            {retentions.map((value) => (
              <option key={value} value={value}>
                {t('retentionValue', { percent: Math.round(value * 100) })}
              </option>
            ))}
          </select>
          <p id="review-retention-hint" className="text-sm text-muted">
            {t('retentionHint')}
          </p>
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">{t('side')}</legend>
          {SIDES.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="review-side"
                value={value}
                checked={side === value}
                onChange={() => setSide(value)}
              />
              {t(SIDE_LABELS[value])}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col justify-between gap-4">
          {(
            [
              ['typedAnswers', typedAnswers, setTypedAnswers],
              ['writeKanji', writeKanji, setWriteKanji],
            ] as const
          ).map(([label, checked, set]) => (
            <label key={label} className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1"
                checked={checked}
                onChange={(event) => set(event.target.checked)}
              />
              {t(label)}
            </label>
          ))}
          <div className="flex flex-col gap-1">
            <label className={noVoice ? 'flex items-start gap-2 text-muted' : 'flex items-start gap-2'}>
              <input
                type="checkbox"
                className="mt-1"
                checked={listening && !noVoice}
                disabled={noVoice}
                aria-describedby={noVoice ? 'review-listening-no-voice' : undefined}
                onChange={(event) => setListening(event.target.checked)}
              />
              {t('listening')}
            </label>
            {noVoice ? (
              <p id="review-listening-no-voice" className="flex gap-2 pl-6 text-sm text-muted">
                <VolumeX aria-hidden className="mt-0.5 size-4 shrink-0" />
                {t('listeningNoVoice')}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={saving || invalid} className="self-start">
            {t('save')}
          </Button>
        </div>
      </form>
    </details>
  );
}
