import { Hono } from 'hono';
import { parseConsultationRequest, type ConsultationRequest } from '../../src/lib/leads/consultation';
import { parseContactMessage, type ContactMessage } from '../../src/lib/leads/contact';
import type { Delivery } from '../config';
import { jsonResponse } from '../json';
import type { Courier } from './deliver';
import {
  CONSULTATION_SUBJECT,
  consultationEmailHtml,
  contactEmailHtml,
  contactSubject,
  type DescribeChoice,
} from './email';
import { mailbox } from './mailHeaders';
import { spamTraps, validBody, type Parsed } from './middleware';
import type { LeadsEnv, LeadsLog, StoreFolder } from './ports';

/** What one kind of lead brings: its contract's parser and what the agency's e-mail says. */
export interface LeadKind<Lead extends { id: string }> {
  kind: 'consultation' | 'contact';
  folder: StoreFolder;
  parse: (body: unknown) => Parsed<Lead>;
  /** Every header value made of the visitor's input goes through ./mailHeaders.ts. */
  compose: (lead: Lead) => { subject: string; html: string; replyTo?: string };
  /** Whether the time trap applies (the contact form's): the wizard has no draft time to send. */
  timed: boolean;
}

/**
 * The wizard's request, its choices checked against what the wizard offers; the answer goes to the visitor. A
 * request without contact details (an older page's) is delivered, marked so.
 */
export const consultations = (describe: DescribeChoice): LeadKind<ConsultationRequest> => ({
  kind: 'consultation',
  folder: 'consultations',
  timed: false,
  parse: (body) => {
    const parsed = parseConsultationRequest(body);
    return parsed.ok ? { ok: true, lead: parsed.request } : parsed;
  },
  compose: (request) => ({
    subject: CONSULTATION_SUBJECT,
    html: consultationEmailHtml(request, describe),
    ...(request.contact === null ? {} : { replyTo: mailbox(request.contact.name, request.contact.email) }),
  }),
});

/** The contact form's message, checked with the form's rules; the answer goes to the visitor. */
export const contactMessages: LeadKind<ContactMessage> = {
  kind: 'contact',
  folder: 'contact',
  timed: true,
  parse: (body) => {
    const parsed = parseContactMessage(body);
    return parsed.ok ? { ok: true, lead: parsed.message } : parsed;
  },
  compose: (message) => ({
    subject: contactSubject(message),
    html: contactEmailHtml(message),
    replyTo: mailbox(message.name, message.email),
  }),
};

/** `POST /api/<kind>`: the lead validated, spam caught, then mailed or stored, answered with what became of it. */
export function leadApp<Lead extends { id: string }>(
  lead: LeadKind<Lead>,
  { delivery, courier, log }: { delivery: Delivery; courier: Courier; log: LeadsLog },
) {
  const status = delivery === 'mail' ? 'sent' : 'stored';
  return new Hono<LeadsEnv>().post(
    '/',
    validBody(lead.parse),
    spamTraps(lead.kind, { timed: lead.timed, status, log }),
    async (c) => {
      const { lead: valid } = c.req.valid('json');
      const { subject, html, replyTo } = lead.compose(valid);
      const message = { id: valid.id, subject, html, ...(replyTo === undefined ? {} : { replyTo }) };
      return jsonResponse(200, { status: await courier.deliver(delivery, lead.folder, message, valid), id: valid.id });
    },
  );
}
