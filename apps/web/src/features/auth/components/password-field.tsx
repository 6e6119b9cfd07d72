import { useId, useState } from 'react';
import { Icon } from '../../../ui/icons';
import { FieldFrame, type FieldProps } from './text-field';

/** A password input with a show/hide button; the button's name says what it will do and to which field. */
export function PasswordField({ label, error, hint, showLabel, hideLabel, ...input }: FieldProps & { showLabel: string; hideLabel: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className="password-input">
          <input
            id={id}
            className="input"
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
          <button
            type="button"
            className="password-toggle"
            aria-controls={id}
            aria-label={visible ? hideLabel : showLabel}
            title={visible ? hideLabel : showLabel}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
