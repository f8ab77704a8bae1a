import { TextField, type TextFieldProps } from '@/components/ui/form-field';

type EmailFieldProps = Omit<TextFieldProps, 'size' | 'type' | 'autoComplete' | 'inputMode'>;

/** The account forms' email field: an email keyboard on phones and the browser's saved addresses. */
export function EmailField(props: EmailFieldProps) {
  return <TextField size="lg" type="email" autoComplete="email" inputMode="email" {...props} />;
}
