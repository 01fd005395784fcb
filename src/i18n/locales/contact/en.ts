import type { ContactDictionary } from '../dictionary';
import personErrors from '../personErrors/en';

/** Typed as the French copy: a key missing here, or present only here, fails the type check. */
const contact: ContactDictionary = {
  hero: {
    eyebrow: 'Let’s talk about your project',
    title: 'Get in touch',
    subtitle:
      'A question, an idea, a project to launch? Call us, write to us or drop by: our team gets back to you quickly.',
  },
  info: {
    title: 'Our contact details',
    call: 'Call us',
    callText: 'Monday to Friday, during business hours.',
    email: 'Email us',
    emailText: 'We reply within 24 hours on business days.',
    visit: 'Visit us',
    visitText: 'At the studio, preferably by appointment.',
  },
  form: {
    title: 'Send us a message',
    intro: 'All fields are required.',
    invalid: 'The form has errors: please correct the highlighted fields.',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    messageHint: 'At least 10 characters.',
    send: 'Send message',
    sending: 'Sending…',
    errors: {
      ...personErrors,
      subjectRequired: 'Subject is required',
      messageRequired: 'Message is required',
      messageTooShort: 'Message must be at least 10 characters',
    },
    success: {
      title: 'Message sent!',
      text: 'Thank you, we will reply within 24 business hours.',
      again: 'Send another message',
    },
    failure: {
      title: 'Something went wrong',
      text: 'We couldn’t send your message. Please try again later.',
      retry: 'Try again',
    },
    queued: {
      title: 'Message kept',
      text: 'You are offline: your message is kept and will be sent as soon as the connection returns, even if you close this page.',
      inPage:
        'You are offline: your message is kept in this tab and will be sent as soon as the connection returns. Keep it open until then.',
    },
    dataNote: 'Your message reaches us by email and is used only to answer you.',
  },
  faq: {
    title: 'Frequently asked questions',
    response: {
      question: 'How quickly do you respond?',
      answer: 'We reply to every message within 24 hours on business days.',
    },
    consultation: {
      question: 'Is the first consultation free?',
      answer: 'Yes: we offer a free 30-minute consultation to understand your project.',
    },
    include: {
      question: 'What should I include in my message?',
      answer: 'Describe your project, your goals, your approximate budget and your timeline.',
    },
  },
  why: {
    title: 'Why contact us',
    fast: {
      title: 'Fast response',
      text: 'A member of the team answers you personally within 24 business hours.',
    },
    expert: {
      title: 'Expert advice',
      text: 'Design, development and marketing specialists look at your request.',
    },
    privacy: {
      title: 'Privacy guaranteed',
      text: 'Your details are only used to answer you and are never shared.',
    },
  },
  hours: {
    title: 'Business hours',
    weekdays: 'Monday to Friday',
    weekend: 'Saturday and Sunday',
    closed: 'Closed',
  },
};

export default contact;
