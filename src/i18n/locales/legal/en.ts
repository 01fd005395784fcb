import type { LegalDictionary } from '../dictionary';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const legal: LegalDictionary = {
  title: 'Legal notice and privacy',
  intro: 'Who publishes this site, who hosts it, and what we do with the information you share with us.',
  contents: 'On this page',
  notice: {
    title: 'Legal notice',
    publisher: 'Publisher',
    publisherText: 'The {{name}} website is published by {{publisher}}.',
    company: 'Legal form',
    companyText: '{{form}} with a share capital of {{capital}}',
    registration: 'Registration',
    registrationText: 'Trade and Companies Register (RCS) of {{city}}, number {{number}}',
    vat: 'EU VAT number',
    director: 'Publication director',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    host: 'Host',
    hostPhone: 'Host’s phone: {{phone}}',
    property: 'Intellectual property',
    propertyText:
      'The texts, visuals and trademarks on this site belong to {{publisher}} or to their authors. Any reproduction without written permission is prohibited.',
  },
  privacy: {
    title: 'Privacy',
    intro:
      'We only collect what we need to answer you. This site uses no advertising or audience measurement tools, and its only cookie remembers your language.',
    collectTitle: 'What we collect',
    contact: {
      title: 'Contact form',
      text: 'Your name, email address, subject and message, and the language you read the site in. They reach us by email at {{email}} through our email delivery provider and are used only to answer you. Written offline, a message waits in your browser until the connection returns, seven days at most. We keep messages for at most {{retention}} after we receive them, then erase them.',
    },
    newsletter: {
      title: 'Newsletter',
      text: 'Your email address and language, to send you one letter a month. When you sign up, we send you a confirmation link valid for {{days}} days, and keep your address only until it leaves (at most {{retention}} if it cannot); only when you press the button on the confirmation page are your address, your language and the time of your consent recorded with our email delivery provider. Every letter has an unsubscribe link, and you can also write to us at {{email}}. We keep the address until you unsubscribe.',
    },
    consultation: {
      title: 'Consultation request',
      text: 'Your name, email address, company name and phone number (the last two if you give them), your project type, budget, timeline and requirements, and the language you read the site in. They reach us by email at {{email}} through our email delivery provider and are used only to prepare our conversation. We keep them for at most {{retention}} after we receive them, then erase them.',
    },
    processorsTitle: 'Who else receives your data',
    processorsIntro:
      'Three providers process data on our behalf, each only what follows. No other company hears of your visit.',
    processors: {
      host: 'Our host, from which your browser requests every page and file of this site: your IP address, the address requested and your browser type, to serve them to you. It also keeps the messages and requests you send us, for at most {{retention}}, so that none is lost before it reaches us.',
      email:
        'Our email delivery provider: the content of the forms you send from this site (with your email address when you give it), to deliver it to us at {{email}}.',
      bookingName: 'Calendly (Calendly LLC, United States)',
      booking:
        'Our booking tool, only if you press “Book a call”: your IP address and browser details when its calendar loads, then what you enter there to book. Calendly processes them under its own privacy policy.',
    },
    storageTitle: 'What your browser keeps',
    storageListIntro: 'This information stays in your browser, and only the language is sent to us:',
    storage: {
      theme:
        'The theme you chose (light or dark), in local storage (key {{themeKey}}): to show the site that way from your next visit. Without a choice, the site follows your device’s setting and nothing is kept.',
      language:
        'The language of the pages you read, in local storage (key {{key}}) and in the {{cookie}} cookie, which your browser sends with every page it requests for a year: to show the site in that language on your next visits.',
      wizard:
        'The draft of the project questionnaire, in local storage: so you can pick up where you left off. It is erased when you start over.',
      contact:
        'The draft of the contact form, in session storage: so you do not lose your message if you change pages. It disappears when you close the tab.',
    },
    storageClear: 'You can erase this information at any time from your browser’s settings.',
    rightsTitle: 'Your rights',
    rightsText:
      'You can access, correct or erase your data by writing to {{email}}. You can also lodge a complaint with your data protection authority.',
  },
};

export default legal;
