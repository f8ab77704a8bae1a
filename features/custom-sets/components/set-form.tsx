'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ParsedSetInput, SetInput } from '@/features/custom-sets/schemas';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';
import { useHydrated } from '@/hooks/use-hydrated';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useNotify } from '@/components/toast/use-notify';
import { SetCardsEditor } from './set-cards-editor';
import { SetDetailsFields } from './set-details-fields';
import { PublishDialog } from './publish-dialog';
import { SetFormStatus } from './set-form-status';
import { LEAVE_FREELY, useLeaveGuard } from '../hooks/use-leave-guard';
import { useSaveSet } from '../hooks/use-save-set';
import { useSetDraft, type SetFormTarget } from '../hooks/use-set-draft';

// Validation code loads after the page (lib/forms/lazy-zod-resolver.ts).
const setValidation = lazyZodResolver<SetInput, ParsedSetInput>(() =>
  import('@/features/custom-sets/schemas').then((schemas) => schemas.setInputSchema),
);

/**
 * Create or edit a set and its cards. One zod schema checks the form here and the same input again in
 * the server action. Everything typed is also kept as a local draft of the account (`account`, the signed-in
 * user's id) until a save succeeds, so a failed save (network, validation, an expired session, a stale version)
 * never loses it. Cancel, or leaving with unsaved changes, asks first and then discards the draft. Making a set
 * public asks first too, in the words of "my sets".
 */
export function SetForm({
  initial,
  target,
  account,
}: {
  initial: SetInput;
  target: SetFormTarget | null;
  account: string;
}) {
  const t = useTranslations('customSets');
  const notify = useNotify();
  const router = useRouter();
  const formId = useId();
  const hydrated = useHydrated();

  usePreloadWhenIdle(setValidation.preload);
  const form = useForm<SetInput, unknown, ParsedSetInput>({
    resolver: setValidation.resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    setError,
  } = form;
  const draft = useSetDraft(form, { initial, target, account });
  const { status, slow, save, clearStatus } = useSaveSet({ target, setError, draft });
  const guard = useLeaveGuard(draft.dirty && !isSubmitting);
  const [cancelling, setCancelling] = useState(false);
  // A set about to become public waits for the same question "my sets" asks.
  const [publishing, setPublishing] = useState<string | null>(null);
  const cancelHref = target ? `/flash-cards/custom/${target.id}` : '/my-flash-card';

  const onSubmit = handleSubmit(
    (values) => {
      if (values.visibility === 'everyone' && initial.visibility !== 'everyone') setPublishing(values.name);
      else return save(values, draft.version);
    },
    // Client-side errors: react-hook-form focuses the first invalid field itself.
    clearStatus,
  );

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-8"
      aria-describedby={status ? `${formId}-status` : undefined}
    >
      {draft.restored ? (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg border border-info-line bg-info-bg p-3 text-sm text-info-ink"
          role="status"
        >
          <span>{t('form.draftRestored')}</span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              draft.discard();
              notify.info(t('form.draftDiscarded'));
            }}
          >
            {t('form.discardDraft')}
          </Button>
        </div>
      ) : null}

      <SetDetailsFields formId={formId} register={register} errors={errors} />
      <SetCardsEditor formId={formId} form={form} />

      <SetFormStatus
        id={`${formId}-status`}
        status={status}
        slow={slow}
        onOverwrite={(currentVersion) => void handleSubmit((values) => save(values, currentVersion))()}
        onLoadLatest={() => {
          draft.clear();
          guard.release();
          window.location.reload();
        }}
      />

      <div className="flex flex-wrap gap-3 border-t border-line pt-6">
        {/* Disabled until the form runs: sent by the browser itself, it would reload the page and lose every card. */}
        <Button type="submit" size="lg" disabled={isSubmitting || !hydrated}>
          {isSubmitting ? t('form.saving') : target ? t('form.save') : t('form.create')}
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link
            href={cancelHref}
            {...LEAVE_FREELY}
            onClick={(event) => {
              if (draft.dirty) {
                event.preventDefault();
                setCancelling(true);
              } else draft.clear();
            }}
          >
            {t('form.cancel')}
          </Link>
        </Button>
      </div>

      <PublishDialog
        open={publishing !== null}
        onOpenChange={(open) => {
          if (!open) setPublishing(null);
        }}
        name={publishing ?? ''}
        // Through handleSubmit, so that the save counts as submitting (busy button, no leave question).
        onConfirm={() => void handleSubmit((values) => save(values, draft.version))()}
      />
      <ConfirmDialog
        open={cancelling || guard.asking}
        onOpenChange={(open) => {
          if (open) return;
          setCancelling(false);
          if (guard.asking) guard.stay();
        }}
        title={cancelling ? t('form.discardTitle') : t('form.leaveTitle')}
        description={cancelling ? t('form.discardText') : t('form.leaveText')}
        confirmLabel={cancelling ? t('form.discardConfirm') : t('form.leaveConfirm')}
        cancelLabel={t('form.keepEditing')}
        danger
        onConfirm={() => {
          draft.clear();
          if (cancelling) {
            setCancelling(false);
            guard.release();
            router.push(cancelHref);
          } else guard.proceed();
        }}
      />
    </form>
  );
}
