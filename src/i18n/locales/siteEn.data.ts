// A data module: run at build time, its exported values replace it in the bundles (scripts/content/dataModuleLoader.ts).
import { projectCopyOf, readProjects } from '../../../scripts/content/projects';
import { withProjectCards } from '../projectCards';
import en from './en';

/** The English dictionary as the site loads it: with the projects' cards, merged once, at build time. */
const siteEn = withProjectCards(en, projectCopyOf(readProjects(), 'en'));
export default siteEn;
