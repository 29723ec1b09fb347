import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password field with a show/hide toggle (a 44 px button; its state is announced as pressed). */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label="Afficher le mot de passe"
          aria-pressed={visible}
          aria-controls={inputId}
          title={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          className="grid size-11 place-items-center rounded-lg text-muted transition-colors hover:bg-surface-muted hover:text-app"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
      {...props}
    />
  );
}
