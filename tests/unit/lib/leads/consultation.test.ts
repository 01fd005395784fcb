import fc from 'fast-check';
import {
  budgets,
  parseConsultationRequest,
  projectTypes,
  REQUIREMENTS_MAX_LENGTH,
  timelines,
} from '../../../../src/lib/leads/consultation';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const valid = {
  id: ID,
  projectType: 'website',
  budget: 'medium',
  timeline: 'oneMonth',
  requirements: 'Une boutique',
  lng: 'en',
  website: '',
};

describe('the consultation request the relay accepts (one contract for page, worker and server)', () => {
  it('keeps the answers and leaves the honeypot to the relay', () => {
    expect(parseConsultationRequest({ ...valid, website: 'spam' })).toEqual({
      ok: true,
      request: {
        id: ID,
        projectType: 'website',
        budget: 'medium',
        timeline: 'oneMonth',
        requirements: 'Une boutique',
        lng: 'en',
      },
    });
  });

  it('accepts a request queued by an older page, without requirements, language or honeypot', () => {
    const older = { id: ID, projectType: 'website', budget: 'medium', timeline: 'oneMonth' };
    expect(parseConsultationRequest(older)).toEqual({
      ok: true,
      request: { id: ID, projectType: 'website', budget: 'medium', timeline: 'oneMonth', requirements: '', lng: 'fr' },
    });
  });

  it.each([
    ['not an object', 'hello', 'body'],
    ['an array', [valid], 'body'],
    ['null', null, 'body'],
    ['an id that is no request id', { ...valid, id: 'abc' }, 'id'],
    ['no id', { ...valid, id: undefined }, 'id'],
    ['an id in capitals (ids are made lower-case)', { ...valid, id: ID.toUpperCase() }, 'id'],
    ['a project type the wizard does not offer', { ...valid, projectType: 'castle' }, 'projectType'],
    ['a budget given as a number', { ...valid, budget: 10000 }, 'budget'],
    ['a timeline the wizard does not offer', { ...valid, timeline: 'yesterday' }, 'timeline'],
    [
      'requirements over the limit',
      { ...valid, requirements: 'x'.repeat(REQUIREMENTS_MAX_LENGTH + 1) },
      'requirements',
    ],
    ['requirements that are not text', { ...valid, requirements: ['a'] }, 'requirements'],
    ['a language the site does not speak', { ...valid, lng: 'de' }, 'lng'],
    // The first wrong field is the one named, in the form's order.
    ['a wrong budget and a wrong language', { ...valid, budget: 'x', lng: 'de' }, 'budget'],
  ])('names the wrong field of %s', (_case, body, field) => {
    expect(parseConsultationRequest(body)).toEqual({ ok: false, field });
  });

  it('accepts every combination of the wizard’s options, with the values it was given', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...projectTypes),
        fc.constantFrom(...budgets),
        fc.constantFrom(...timelines),
        fc.string({ maxLength: REQUIREMENTS_MAX_LENGTH }),
        fc.constantFrom('fr', 'en'),
        fc.uuid({ version: 4 }),
        (projectType, budget, timeline, requirements, lng, id) => {
          const parsed = parseConsultationRequest({
            id,
            projectType,
            budget,
            timeline,
            requirements,
            lng,
            website: '',
          });
          expect(parsed).toEqual({
            ok: true,
            request: { id, projectType, budget, timeline, requirements, lng },
          });
        },
      ),
    );
  });
});
