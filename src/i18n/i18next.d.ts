import 'i18next';
import type { Dictionary } from './locales/dictionary';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary };
  }
}
