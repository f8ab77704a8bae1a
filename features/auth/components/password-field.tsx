'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { TextField, type TextFieldProps } from '@/components/ui/form-field';

/** The account cards' password input, with a show / hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing' | 'size'>) {
  const t = useTranslations('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      size="lg"
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-muted hover:text-fg"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      }
    />
  );
}
