import 'i18next';
import type { Dictionary, PageCopy } from './locales/dictionary';
import type { WithProjectCards } from './projectCards';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary & PageCopy & WithProjectCards };
  }
}
