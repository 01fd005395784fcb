import { keepImagesAsSeen } from './keptImages';

// The projects' own images, so a visited case study shows them offline: each name holds its content's hash. Not
// precached: a visitor pays only for the widths their screen asks for.
keepImagesAsSeen('/assets/work/', 'work-images', { entries: 80, days: 90 });
