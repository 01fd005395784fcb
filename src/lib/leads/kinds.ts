import type { ConsultationPayload, ConsultationRequest } from './consultation';
import type { ContactMessage, ContactPayload } from './contact';
import type { NewsletterPayload, NewsletterSignup } from './newsletter';

interface LeadKindEntry {
  /** Its path under `/api`: the relay's route, and the page's endpoint unless `SITE_<KIND>_ENDPOINT` moves it. */
  readonly path: `/${string}`;
  /** The service worker's background-sync queue. Entries outlive a worker: a name is never changed. */
  readonly queue: string;
  /** Where the page keeps its draft (redux-persist's `persist:<kind>`), or null for a kind that keeps none. */
  readonly draft: 'localStorage' | 'sessionStorage' | null;
  /** The store's folder for the leads it keeps instead of mailing them. */
  readonly folder: string;
  /** Whether the relay's time trap applies: the page sends how long the draft was open (`lib/leads/spam.ts`). */
  readonly timed: boolean;
}

/**
 * Every kind of lead the site takes, once: the types, the page's endpoints, the service worker's queues, the
 * relay's routes, the store's folders and the stored drafts are all read from here ("Adding a lead kind",
 * docs/leads.md). The contracts stay in a module per kind (`LeadContracts`): read by every bundle, this table
 * would otherwise carry each kind's parser into each of them.
 */
export const leadKinds = {
  consultation: {
    path: '/consultation',
    queue: 'consultation-requests',
    draft: 'localStorage',
    folder: 'consultations',
    timed: false,
  },
  contact: { path: '/contact', queue: 'contact-messages', draft: 'sessionStorage', folder: 'contact', timed: true },
  newsletter: {
    path: '/newsletter',
    queue: 'newsletter-signups',
    draft: null,
    folder: 'newsletter-emails',
    timed: true,
  },
} as const satisfies Readonly<Record<string, LeadKindEntry>>;

export type LeadKind = keyof typeof leadKinds;
export type LeadFolder = (typeof leadKinds)[LeadKind]['folder'];

export const leadKindNames = Object.keys(leadKinds) as readonly LeadKind[];

export const isLeadKind = (value: unknown): value is LeadKind =>
  typeof value === 'string' && Object.hasOwn(leadKinds, value);

/** The element of a kind's form (`id="<kind>-form"`), which an agent's tool brings into view once it filled it. */
export const leadFormId = (kind: LeadKind) => `${kind}-form`;

/** Each kind's contract (`src/lib/leads/<kind>.ts`): the body its page posts, and the lead as the relay keeps it. */
export interface LeadContracts {
  consultation: { payload: ConsultationPayload; lead: ConsultationRequest };
  contact: { payload: ContactPayload; lead: ContactMessage };
  newsletter: { payload: NewsletterPayload; lead: NewsletterSignup };
}

export type LeadPayload<Kind extends LeadKind> = LeadContracts[Kind]['payload'];
export type Lead<Kind extends LeadKind> = LeadContracts[Kind]['lead'];
