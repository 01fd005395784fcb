import type { LeadKind } from '../../lib/leads/kinds';
import { newsletterLead } from '../../features/newsletter/newsletterLead';
import type { LeadForm } from './leadForm';

/**
 * Each kind's form, as its feature exports it: with its page's chunk (the chunk names are the route table's,
 * so a page and its lead arrive together), or with the app for the footer's sign-up.
 */
export const leadForms: { readonly [Kind in LeadKind]: () => Promise<LeadForm<Kind>> } = {
  consultation: () =>
    import(/* webpackChunkName: "consultation" */ '../../features/consultation/ConsultationPage').then(
      (page) => page.consultationLead,
    ),
  contact: () =>
    import(/* webpackChunkName: "contact" */ '../../features/contact/ContactPage').then((page) => page.contactLead),
  newsletter: () => Promise.resolve(newsletterLead),
};
