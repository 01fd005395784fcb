import fc from 'fast-check';
import {
  budgets,
  contactDetailsMaxLengths,
  firstInvalidContactDetail,
  parseConsultationRequest,
  projectTypes,
  REQUIREMENTS_MAX_LENGTH,
  timelines,
  validateContactDetails,
} from '../../../../src/lib/leads/consultation';

const ID = '3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f';
const valid = {
  id: ID,
  projectType: 'ecommerce',
  budget: 'large',
  timeline: 'threeMonths',
  requirements: 'A shop <script>alert("x")</script> & more',
  contact: {
    name: 'Camille Martin',
    email: 'camille@example.com',
    company: 'Atelier Martin',
    phone: '+33 1 23 45 67 89',
  },
  lng: 'en',
  website: '',
};

const fields = ['id', 'projectType', 'budget', 'timeline', 'requirements', 'contact', 'lng'] as const;

describe('parseConsultationRequest', () => {
  it('keeps a valid request as sent, without the honeypot', () => {
    expect(parseConsultationRequest(valid)).toEqual({
      ok: true,
      request: {
        id: ID,
        projectType: 'ecommerce',
        budget: 'large',
        timeline: 'threeMonths',
        requirements: 'A shop <script>alert("x")</script> & more',
        contact: valid.contact,
        lng: 'en',
      },
    });
  });

  it.each([null, undefined, [], [valid], 'text', 42, true])('refuses %p as the body', (body) => {
    expect(parseConsultationRequest(body)).toEqual({ ok: false, field: 'body' });
  });

  it.each([
    ['id', 'missing', { id: undefined }],
    ['id', 'no UUID', { id: 'not-a-uuid' }],
    ['id', 'a number', { id: 42 }],
    // The page makes random (version 4) ids only.
    ['id', 'a version 1 UUID', { id: '3f2c4a9e-8b1d-1c2e-9f00-1a2b3c4d5e6f' }],
    // The check is case-sensitive: the page only ever makes lower-case ids.
    ['id', 'upper-case', { id: ID.toUpperCase() }],
    ['projectType', 'missing', { projectType: undefined }],
    ['projectType', 'no option', { projectType: 'castle' }],
    ['projectType', 'an option in another case', { projectType: 'Website' }],
    ['projectType', 'an option of another question', { projectType: 'small' }],
    ['budget', 'missing', { budget: undefined }],
    ['budget', 'no option', { budget: 'millions' }],
    ['budget', 'an option of another question', { budget: 'website' }],
    ['budget', 'a number', { budget: 1 }],
    ['timeline', 'missing', { timeline: undefined }],
    ['timeline', 'no option', { timeline: 'yesterday' }],
    ['timeline', 'an option of another question', { timeline: 'medium' }],
    ['timeline', 'a list', { timeline: ['flexible'] }],
    ['requirements', 'too long', { requirements: 'x'.repeat(REQUIREMENTS_MAX_LENGTH + 1) }],
    ['requirements', 'a number', { requirements: 42 }],
    ['requirements', 'null', { requirements: null }],
    ['contact', 'not an object', { contact: 'camille@example.com' }],
    ['contact', 'null', { contact: null }],
    ['contact', 'a list', { contact: [valid.contact] }],
    ['contact.name', 'missing', { contact: { ...valid.contact, name: undefined } }],
    ['contact.name', 'blank', { contact: { ...valid.contact, name: '  ' } }],
    [
      'contact.name',
      'too long',
      { contact: { ...valid.contact, name: 'x'.repeat(contactDetailsMaxLengths.name + 1) } },
    ],
    ['contact.email', 'missing', { contact: { ...valid.contact, email: undefined } }],
    ['contact.email', 'not an address', { contact: { ...valid.contact, email: 'camille@example' } }],
    ['contact.email', 'a number', { contact: { ...valid.contact, email: 42 } }],
    ['contact.company', 'a number', { contact: { ...valid.contact, company: 42 } }],
    ['contact.company', 'too long', { contact: { ...valid.contact, company: 'x'.repeat(201) } }],
    ['contact.phone', 'letters', { contact: { ...valid.contact, phone: 'call me' } }],
    ['contact.phone', 'too few digits', { contact: { ...valid.contact, phone: '12 34' } }],
    ['lng', 'an unsupported language', { lng: 'de' }],
    ['lng', 'upper-case', { lng: 'EN' }],
    ['lng', 'null', { lng: null }],
  ])('names %s when it is %s', (field, _case, change) => {
    expect(parseConsultationRequest({ ...valid, ...change })).toEqual({ ok: false, field });
  });

  it('names the first wrong field, in the order id, projectType, budget, timeline, requirements, contact, lng', () => {
    const allWrong = { id: 'x', projectType: 'x', budget: 'x', timeline: 'x', requirements: 0, contact: 0, lng: 'x' };
    const named: string[] = [];
    const body: Record<string, unknown> = { ...allWrong };
    for (const field of fields) {
      const parsed = parseConsultationRequest(body);
      named.push(parsed.ok ? 'ok' : parsed.field);
      body[field] = valid[field];
    }
    named.push(parseConsultationRequest(body).ok ? 'ok' : 'refused');
    expect(named).toEqual([...fields, 'ok']);
  });

  it('accepts requirements of exactly the maximum length', () => {
    const requirements = 'x'.repeat(REQUIREMENTS_MAX_LENGTH);
    expect(parseConsultationRequest({ ...valid, requirements })).toMatchObject({ ok: true, request: { requirements } });
  });

  it('reads missing requirements as none and a missing language as French', () => {
    const { id, projectType, budget, timeline, contact } = valid;
    expect(parseConsultationRequest({ id, projectType, budget, timeline, contact })).toEqual({
      ok: true,
      request: { id, projectType, budget, timeline, requirements: '', contact, lng: 'fr' },
    });
  });

  it('accepts a request queued by an older page, without the honeypot nor contact details, marked as having none', () => {
    const { id, projectType, budget, timeline, requirements, lng } = valid;
    const older = { id, projectType, budget, timeline, requirements, lng };
    expect(parseConsultationRequest(older)).toEqual({ ok: true, request: { ...older, contact: null } });
  });

  it('keeps the contact details trimmed, a company and a phone left out as empty', () => {
    const contact = { name: '  Camille Martin ', email: ' camille@example.com ' };
    expect(parseConsultationRequest({ ...valid, contact })).toMatchObject({
      ok: true,
      request: { contact: { name: 'Camille Martin', email: 'camille@example.com', company: '', phone: '' } },
    });
  });

  it('leaves a filled honeypot to the relay, which answers it as a success', () => {
    expect(parseConsultationRequest({ ...valid, website: 'https://spam.example' }).ok).toBe(true);
  });

  it('keeps no field it does not know', () => {
    const parsed = parseConsultationRequest({
      ...valid,
      draftMs: 5000,
      email: 'a@b.co',
      contact: { ...valid.contact, fax: '01' },
    });
    expect(parsed.ok && Object.keys(parsed.request).sort()).toEqual([...fields].sort());
    expect(parsed.ok && Object.keys(parsed.request.contact ?? {}).sort()).toEqual([
      'company',
      'email',
      'name',
      'phone',
    ]);
  });

  it('accepts every combination of the wizard’s options', () => {
    const refused: string[] = [];
    for (const projectType of projectTypes)
      for (const budget of budgets)
        for (const timeline of timelines) {
          const parsed = parseConsultationRequest({ ...valid, projectType, budget, timeline });
          if (!parsed.ok) refused.push(`${projectType}/${budget}/${timeline}: ${parsed.field}`);
        }
    expect(refused).toEqual([]);
  });

  it('parses any request the wizard can make to the same values', () => {
    fc.assert(
      fc.property(
        fc.record({
          id: fc.uuid({ version: 4 }),
          projectType: fc.constantFrom(...projectTypes),
          budget: fc.constantFrom(...budgets),
          timeline: fc.constantFrom(...timelines),
          requirements: fc.string({ maxLength: REQUIREMENTS_MAX_LENGTH }),
          contact: fc.record({
            name: fc.stringMatching(/^\S(?:.{0,60}\S)?$/),
            email: fc.constantFrom('a@b.co', 'camille.martin@example.fr'),
            company: fc.constantFrom('', 'Atelier Martin'),
            phone: fc.constantFrom('', '+33 1 23 45 67 89', '(555) 010-9999'),
          }),
          lng: fc.constantFrom('fr' as const, 'en' as const),
        }),
        (request) => {
          expect(parseConsultationRequest({ ...request, website: '' })).toEqual({ ok: true, request });
        },
      ),
    );
  });

  it('names the one field of a valid request that holds no string', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fields.filter((field) => field !== 'contact')),
        fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object(), fc.array(fc.string())),
        (field, value) => {
          expect(parseConsultationRequest({ ...valid, [field]: value })).toEqual({ ok: false, field });
        },
      ),
    );
  });
});

describe('the wizard’s contact details', () => {
  const details = { name: 'Camille', email: 'camille@example.com', company: '', phone: '' };

  it('needs a name and an e-mail address by the contact form’s rules; the company and the phone may be left out', () => {
    expect(validateContactDetails(details)).toEqual({});
    expect(validateContactDetails({ name: ' ', email: '', company: '', phone: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
    });
    expect(validateContactDetails({ ...details, email: 'camille@' })).toEqual({ email: 'emailInvalid' });
  });

  it.each([
    '01 23 45 67 89',
    '+33 (0)1 23 45 67 89',
    '555-010-9999',
    '+1.555.010.9999',
    // French typography's spaces, as a number pasted from a document has them.
    '01\u00a023\u00a045\u00a067\u00a089',
    '01\u202f23\u202f45\u202f67\u202f89',
  ])('takes %s as a phone', (phone) => {
    expect(validateContactDetails({ ...details, phone })).toEqual({});
  });

  it.each([
    '12345',
    'ask for Camille',
    '01 23 45 67 89 ext. 2',
    '+'.repeat(8),
    '1'.repeat(21),
    // Only printable characters: no tab, line break or other control character inside (issue 45, item 8).
    '01\t23 45 67 89',
    '01 23\n45 67 89',
    '01 23\r\n45 67 89',
    '01 23 45\u000b67 89',
    '01 23 45\u200b67 89',
  ])('refuses %s as a phone', (phone) => {
    expect(validateContactDetails({ ...details, phone })).toEqual({ phone: 'phoneInvalid' });
  });

  it('sends focus to the first invalid field in the wizard’s order', () => {
    expect(firstInvalidContactDetail({ phone: 'phoneInvalid', email: 'emailInvalid' })).toBe('email');
    expect(firstInvalidContactDetail({})).toBeUndefined();
  });
});
