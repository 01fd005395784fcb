import type { ConsultationDictionary } from '../dictionary';
import personErrors from '../personErrors/en';

/** Typed as the French copy: a key missing here, or present only here, fails the type check. */
const consultation: ConsultationDictionary = {
  eyebrow: 'Free consultation',
  title: 'Start your project',
  subtitle: 'Four questions to prepare our first conversation.',
  progress: 'Step {{current}} of {{total}}',
  back: 'Back',
  next: 'Next',
  submit: 'Get project summary',
  dataNote:
    'Your answers and contact details reach us by email and are used only to answer you and prepare our conversation.',
  steps: {
    choiceHint: 'Use the arrow keys to move between the choices, and Enter or Space to choose and continue.',
    projectType: {
      title: 'What type of project do you have in mind?',
      website: 'Website',
      mobileApp: 'Mobile app',
      ecommerce: 'E-commerce platform',
      customSoftware: 'Custom software',
    },
    budget: {
      title: 'What is your budget?',
      small: 'Under €10,000',
      medium: '€10,000 to €50,000',
      large: '€50,000 to €100,000',
      enterprise: '€100,000 or more',
    },
    timeline: {
      title: 'What is your timeline?',
      immediate: 'As soon as possible',
      oneMonth: 'Within a month',
      threeMonths: 'Within three months',
      flexible: 'Flexible',
    },
    requirements: {
      title: 'Tell us about your project',
      label: 'Your requirements',
      placeholder: 'Goals, expected features, target audience…',
      hint: 'Optional: you can also tell us during the call.',
      counter: '{{used}} / {{max}} characters',
      remaining: 'Characters remaining: {{remaining}}',
    },
  },
  contactDetails: {
    legend: 'Your contact details',
    hint: 'So that we can answer you.',
    name: 'Name',
    email: 'Email',
    company: 'Company (optional)',
    phone: 'Phone (optional)',
    invalid: 'The form has errors: please correct the fields marked.',
    errors: personErrors,
  },
  summary: {
    title: 'Your project summary',
    projectType: 'Project type',
    budget: 'Budget',
    timeline: 'Timeline',
    requirements: 'Requirements',
    intro: 'Here are your answers. Book a call to talk them through with our team.',
    noRequirements: 'No requirements given',
    status: 'Request status',
    bookCall: 'Book a call',
    newTab: '(opens in a new tab)',
    startOver: 'Start over',
    bookingNote: 'Booking is run by Calendly: nothing is sent to it until you press “Book a call”.',
  },
  delivery: {
    idle: 'Your request is ready to be sent.',
    sending: 'Sending your request…',
    queued:
      'You are offline: your request is kept in this browser and will be sent as soon as the connection returns. We will reply once it reaches us.',
    sent: 'Your request has been sent. We will reply by email within 24 business hours.',
    stored: 'Your request has been received. We will reply by email within 24 business hours.',
    failed: 'Your request could not be sent.',
    rejected: 'Your request could not be delivered, and sending it again would not help.',
  },
  fallback: {
    hint: 'Try again in a moment, or send us your answers by email.',
    finalHint: 'Please send us your answers by email instead.',
    retry: 'Try sending again',
    email: 'Send by email',
    subject: 'Project consultation request',
    greeting: 'Hello,',
    intro: 'Here is my project request:',
    separator: ': ',
    fields: { name: 'Name', email: 'Email', company: 'Company', phone: 'Phone' },
    reference: 'Reference',
  },
};

export default consultation;
