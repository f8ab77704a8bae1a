'use client';

import { ImageUp, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { useAuthAction } from '@/features/auth/hooks/use-auth-action';
import { useValidationMessage } from '@/features/auth/hooks/use-validation-message';
import { OwnerAvatar } from '@/features/custom-sets/components/owner-avatar';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/form-field';
import { announceSessionChange } from '@/features/auth/session-change';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { removeAvatarAction, saveDisplayNameAction, uploadAvatarAction } from '@/features/profile/server/actions';
import { AVATAR_PICK_MAX_BYTES, AVATAR_UPLOAD_MAX_BYTES } from '@/features/profile/limits';
import type { ProfileNameInput } from '@/features/profile/schemas';
import { useNotify } from '@/components/toast/use-notify';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';

import { shrinkImage } from '../shrink-image';

// Validation code loads after the page (lib/forms/lazy-zod-resolver.ts).
const nameValidation = lazyZodResolver<ProfileNameInput>(() =>
  import('@/features/profile/schemas').then((schemas) => schemas.profileNameSchema),
);

/** The types the file picker offers; the server decides by the file's content, whatever it is called. */
const PICKER_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * The settings screen's profile: the display name and the picture that stand for the learner on their public
 * sets, with a preview of how a set names them. Each part saves on its own.
 */
export function ProfileEditor({ name, image, tone }: { name: string | null; image: string | null; tone: number }) {
  const t = useTranslations('auth.profile');
  const [savedName, setSavedName] = useState(name);
  const [savedImage, setSavedImage] = useState(image);
  const shownName = savedName ?? t('anonymous');

  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <div>
        <h2 id="profile-heading" className="text-xl font-semibold">
          {t('heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('lead')}</p>
      </div>
      <div className="flex items-center gap-3 rounded-xl bg-well p-3" data-testid="profile-preview">
        <OwnerAvatar
          name={savedName}
          image={savedImage}
          tone={tone}
          alt={t('pictureAlt', { name: shownName })}
          size={48}
        />
        <p className="min-w-0 text-sm break-words">
          <span className="block text-muted">{t('shownAs')}</span>
          <span className="font-medium">{t('byLine', { name: shownName })}</span>
        </p>
      </div>
      <AvatarControls hasImage={savedImage !== null} onChange={setSavedImage} />
      <NameForm name={savedName} onSaved={setSavedName} />
    </section>
  );
}

function NameForm({ name, onSaved }: { name: string | null; onSaved: (name: string | null) => void }) {
  const t = useTranslations('auth.profile');
  const notify = useNotify();
  const validation = useValidationMessage();
  usePreloadWhenIdle(nameValidation.preload);
  const form = useForm<ProfileNameInput>({ resolver: nameValidation.resolver, defaultValues: { name: name ?? '' } });
  const { run, formError } = useAuthAction(form.setError);
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => saveDisplayNameAction(values));
    if (!result.ok) return;
    form.reset({ name: result.name ?? '' });
    onSaved(result.name);
    announceSessionChange();
    notify.success(result.name ? t('nameSaved') : t('nameRemoved'));
  });

  return (
    <form method="post" data-form="display-name" noValidate onSubmit={onSubmit} className="space-y-3">
      <FormMessage>{formError}</FormMessage>
      <TextField
        label={t('name')}
        hint={t('nameHint')}
        autoComplete="nickname"
        error={validation(errors.name?.message)}
        {...form.register('name')}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? t('saving') : t('saveName')}
      </Button>
    </form>
  );
}

function AvatarControls({ hasImage, onChange }: { hasImage: boolean; onChange: (image: string | null) => void }) {
  const t = useTranslations('auth.profile');
  const tErrors = useTranslations('auth.errors');
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const { run, formError, setFormError } = useAuthAction();

  async function upload(file: File) {
    if (file.size > AVATAR_PICK_MAX_BYTES) return setFormError(tErrors('imageTooLarge'));
    setBusy('upload');
    // Sent as the browser shrank it; a file the browser cannot read goes as it is, for the server to judge.
    const shrunk = await shrinkImage(file);
    if (!shrunk && file.size > AVATAR_UPLOAD_MAX_BYTES) {
      setBusy(null);
      return setFormError(tErrors('imageUnsupported'));
    }
    const sent = shrunk ? new File([shrunk], 'avatar', { type: shrunk.type }) : file;
    const result = await run(() => uploadAvatarAction(sent));
    setBusy(null);
    if (!result.ok) return;
    onChange(result.image);
    announceSessionChange();
    notify.success(t('pictureSaved'));
  }

  async function remove() {
    setBusy('remove');
    const result = await run(() => removeAvatarAction());
    setBusy(null);
    if (!result.ok) return;
    onChange(null);
    announceSessionChange();
    notify.success(t('pictureRemoved'));
  }

  return (
    <div className="space-y-2">
      <FormMessage>{formError}</FormMessage>
      <input
        ref={picker}
        type="file"
        accept={PICKER_TYPES}
        hidden
        data-testid="avatar-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be picked again after an error
          if (file) void upload(file);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" disabled={busy !== null} onClick={() => picker.current?.click()}>
          <ImageUp aria-hidden className="size-4" />
          {busy === 'upload' ? t('uploading') : hasImage ? t('change') : t('upload')}
        </Button>
        {hasImage ? (
          <Button type="button" variant="ghost" disabled={busy !== null} onClick={() => void remove()}>
            <Trash2 aria-hidden className="size-4" />
            {t('remove')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted">{t('pictureHint')}</p>
    </div>
  );
}
