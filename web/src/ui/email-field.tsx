import { TextField, type TextFieldProps } from './text-field.tsx';

/** The account's « Email » field: an address keyboard, no capital, the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      placeholder="vous@exemple.fr"
      required
      {...props}
    />
  );
}
