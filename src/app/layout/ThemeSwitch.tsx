import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { themePreferences } from '../../lib/theme';
import { useThemePreference } from '../theme/useThemePreference';

const OPTIONS_ID = 'theme-options';

/**
 * A button that opens the three themes as radio buttons: arrows move between them (and apply each at
 * once), Escape closes and gives the focus back to the button, as does leaving them with Tab.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [preference, choose] = useThemePreference();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionsRef = useRef<HTMLFieldSetElement>(null);
  const switchRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    optionsRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    // A press anywhere else closes it (a press on an option's text moves the focus to no element).
    const closeOnPressOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && switchRef.current?.contains(event.target) === true)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnPressOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOnPressOutside);
    };
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // The navigation bar closes the phone menu on Escape: only the themes close here.
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && switchRef.current?.contains(event.relatedTarget) !== true)
      setOpen(false);
  };
  const closing = { onKeyDown: closeOnEscape, onBlur: closeWhenFocusLeaves };

  return (
    <div ref={switchRef} className="theme-switch">
      <button
        ref={buttonRef}
        type="button"
        className="btn theme-switch__button"
        aria-label={t('theme.button', { choice: t(`theme.${preference}`) })}
        aria-expanded={open}
        aria-controls={open ? OPTIONS_ID : undefined}
        onClick={() => setOpen(!open)}
        {...closing}
      >
        <span className={`theme-switch__icon theme-switch__icon--${preference}`} aria-hidden="true" />
      </button>
      {open && (
        <fieldset ref={optionsRef} id={OPTIONS_ID} className="theme-switch__options">
          <legend className="visually-hidden">{t('theme.legend')}</legend>
          {themePreferences.map((option) => (
            <label key={option} className="theme-switch__option">
              <input
                type="radio"
                name="theme"
                value={option}
                className="visually-hidden"
                checked={preference === option}
                onChange={() => choose(option)}
                {...closing}
              />
              <span>{t(`theme.${option}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
