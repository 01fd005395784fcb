import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormField } from '../../components/FormField';
import { contactDetailsMaxLengths, type ContactDetailsField } from '../../lib/leads/consultation';
import { detailEdited, detailLeft, selectContactDetailErrors, selectContactDetails } from './contactDetailsSlice';

export const contactDetailId = (field: ContactDetailsField) => `consultation-${field}`;

const fields: readonly {
  field: ContactDetailsField;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  required: boolean;
}[] = [
  { field: 'name', type: 'text', autoComplete: 'name', required: true },
  { field: 'email', type: 'email', autoComplete: 'email', required: true },
  { field: 'company', type: 'text', autoComplete: 'organization', required: false },
  { field: 'phone', type: 'tel', autoComplete: 'tel', required: false },
];

/** Who is asking: checked and announced as the contact form's fields are (on leaving a field, then as typed). */
export function ContactDetailsFields() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const values = useAppSelector(selectContactDetails);
  const errors = useAppSelector(selectContactDetailErrors);

  return (
    <fieldset className="wizard-contact">
      <legend className="wizard-contact__legend">{t('consultation.contactDetails.legend')}</legend>
      <p className="form-text mt-0">{t('consultation.contactDetails.hint')}</p>
      <div className="wizard-contact__grid">
        {fields.map(({ field, type, autoComplete, required }) => {
          const error = errors[field];
          return (
            <FormField
              key={field}
              id={contactDetailId(field)}
              name={field}
              label={t(`consultation.contactDetails.${field}`)}
              value={values[field]}
              error={error === undefined ? undefined : t(`consultation.contactDetails.errors.${error}`)}
              type={type}
              autoComplete={autoComplete}
              required={required}
              maxLength={contactDetailsMaxLengths[field]}
              onChange={(value) => dispatch(detailEdited({ field, value }))}
              onBlur={() => dispatch(detailLeft(field))}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
