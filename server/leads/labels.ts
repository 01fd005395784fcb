import en from '../../src/i18n/locales/consultation/en';
import fr from '../../src/i18n/locales/consultation/fr';
import type { DescribeChoice } from './email';

/** The option's label from the site's own dictionaries (the budget bands differ: euros or dollars). */
export const describeChoice: DescribeChoice = (field, value, language) => {
  const labels: Readonly<Record<string, string>> = (language === 'en' ? en : fr).steps[field];
  const label = labels[value];
  return label === undefined ? value : `${label} (${value})`;
};
