import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  dialog: {
    title: 'Your AI assistant asks for your approval',
    intro: 'It offers to send this on your behalf: {{action}}. Nothing leaves without your approval.',
    listLabel: 'What would be sent',
    confirm: 'Confirm and send',
    decline: 'Decline',
  },
  answers: {
    declined: 'The visitor declined: nothing was sent.',
    cancelled: 'The request was withdrawn before the visitor answered: nothing was sent.',
    busy: 'Another request is already awaiting the visitor’s answer: nothing was sent.',
    notReady: 'The page’s form is still loading: nothing was sent. Try again in a moment.',
    error: 'The tool ran into an unexpected error.',
    formBusy:
      'The form is already sending an earlier request, or keeping it until the connection returns: nothing new was sent. Try again once the page says it was sent.',
  },
  errors: {
    notAnObject: 'The input must be a JSON object.',
    unknown: '“{{field}}” is not a parameter of this tool (parameters: {{allowed}}).',
    required: '“{{field}}” is required.',
    type: '“{{field}}” must be {{type}}.',
    types: { string: 'a string', integer: 'a whole number', boolean: 'a boolean' },
    enum: '“{{field}}” must be one of these values: {{allowed}}.',
    tooShort: '“{{field}}” must have at least {{limit}} characters.',
    tooLong: '“{{field}}” must have at most {{limit}} characters.',
    tooSmall: '“{{field}}” must be at least {{limit}}.',
    tooLarge: '“{{field}}” must be at most {{limit}}.',
    pattern: '“{{field}}” does not have the expected form.',
  },
  requestConsultation: {
    title: 'Request a consultation',
    description:
      'Prepares a consultation request to {{agency}} (this page’s “Start your project” form) for the visitor, with their contact details. The form is filled in before their eyes and nothing leaves before they confirm in the page. The agency answers by email within 24 business hours. Answer: status (sent, stored, queued, failed, rejected, off, declined, cancelled, busy, invalid_input) and the request’s id.',
    action: 'a consultation request to {{agency}}',
    projectType: 'The type of project: {{options}}.',
    budget: 'The budget: {{options}}.',
    timeline: 'The timeline: {{options}}.',
    requirements: 'The requirements, in free text (goals, features, audience). Optional.',
    name: 'The name of the person asking.',
    email: 'Their email address, where the agency answers.',
    company: 'Their company (optional).',
    phone: 'Their phone number (digits, spaces, + ( ) . - /, 6 to 20 digits). Optional.',
    outcomes: {
      sent: 'Sent to the agency, which answers by email within 24 business hours.',
      stored: 'Received by the agency, which answers by email within 24 business hours.',
      queued:
        'The visitor is offline: the request is kept in their browser and will go once, as soon as the connection returns.',
      failed: 'Sending failed: the page offers the visitor to try again.',
      rejected: 'The agency refused the request: the page offers the visitor to send it by email.',
      off: 'The agency takes no consultation requests for now: nothing was sent.',
    },
  },
  sendContactMessage: {
    title: 'Write to the agency',
    description:
      'Sends a message to {{agency}} through this page’s contact form, for the visitor. The form is filled in before their eyes and nothing leaves before they confirm in the page. Answer: status (sent, stored, queued, failed, rejected, off, declined, cancelled, busy, invalid_input).',
    action: 'a message to {{agency}}',
    name: 'The name of the person writing.',
    email: 'Their email address, where the agency answers.',
    subject: 'The message’s subject.',
    message: 'The message (at least {{min}} characters).',
    outcomes: {
      sent: 'Message sent to the agency, which answers by email within 24 business hours.',
      stored: 'Message received by the agency, which answers by email within 24 business hours.',
      queued:
        'The visitor is offline: the message is kept in their browser and will go once, as soon as the connection returns.',
      failed: 'Sending failed: the page offers the visitor to try again.',
      rejected: 'The agency refused the message: the page offers the visitor to correct it and try again.',
      off: 'The agency takes no messages for now: nothing was sent.',
    },
  },
  subscribeNewsletter: {
    title: 'Subscribe to the newsletter',
    description:
      'Signs an email address up to {{agency}}’s monthly newsletter through the footer’s form, for the visitor, once they confirm in the page. A confirmation email goes to the address: the sign-up is done only once its link is followed. Answer: status (sent, stored, queued, failed, rejected, off, declined, cancelled, busy, invalid_input).',
    action: 'a newsletter sign-up with {{agency}}',
    email: 'The email address to sign up.',
    outcomes: {
      sent: 'A confirmation email went to {{email}}: the sign-up is done once the visitor follows its link.',
      stored:
        'The site received the sign-up of {{email}} and kept its confirmation email: the sign-up is done once the visitor follows its link.',
      queued: 'The visitor is offline: the confirmation email will go as soon as the connection returns.',
      failed: 'The sign-up failed: the visitor can try again from the footer.',
      rejected: 'The site refused the sign-up: the visitor can try again with another address from the footer.',
      off: 'Newsletter sign-ups are closed for now: nothing was sent.',
    },
  },
  searchProjects: {
    title: 'Search our projects',
    description:
      'Searches the projects {{agency}} has delivered and returns, for each, its title, category, year, summary and the address of its case study, in English. Without parameters, returns every project.',
    query:
      'A word or phrase, looked for ignoring case, accents, spaces and punctuation in each project’s title, summary, category, client, sector, services and technologies, as the page’s search box does (for example “payment”, “ecommerce” or “React”). Empty or absent: every project.',
    category: 'Keep only the projects of one category: {{categories}}. Absent: every category.',
  },
};

export default en;
