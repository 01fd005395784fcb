import { tourEveryPage } from '../support/browser/tour';

// Every page's read-only checks on one load of it; the English tour is its own file, so the two e2e workers share them.
tourEveryPage('en');
