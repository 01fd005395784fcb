/**
 * Only variables with this prefix may reach the browser bundle: the build passes them through
 * `pickSiteEnv`, and nothing else from the environment is compiled in.
 */
export const SITE_ENV_PREFIX = 'SITE_';

export type SiteEnv = Readonly<Record<string, string>>;

export function pickSiteEnv(env: Readonly<Record<string, string | undefined>>): SiteEnv {
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith(SITE_ENV_PREFIX) && value !== undefined && value !== '') picked[key] = value;
  }
  return picked;
}
