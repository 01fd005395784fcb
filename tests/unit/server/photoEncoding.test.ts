/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { encodingSettings } from '../../../server/photos/encoding';
import { PHOTO_VERSION } from '../../../src/lib/stockImage';

/**
 * The settings each version stood for. Browsers keep a photo's URL for a year: changing a setting under the
 * same version would leave them the old bytes, so a change fails here until it gets a version of its own.
 */
const versions: Readonly<Record<string, string>> = {
  v1: 'e79b64702097bb77',
};

const digest = (settings: object) => createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);

describe('the photos’ encoding version', () => {
  it('names the settings it was given for: a new setting needs a new PHOTO_VERSION', () => {
    const { version, ...settings } = encodingSettings;
    expect(version).toBe(PHOTO_VERSION);
    expect({ version, digest: digest(settings) }).toEqual({ version, digest: versions[version] });
  });

  it('never names two sets of settings with one version', () => {
    expect(new Set(Object.values(versions)).size).toBe(Object.keys(versions).length);
  });
});
