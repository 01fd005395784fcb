import { keepImagesAsSeen } from './keptImages';

// Stock photos from the site's own endpoint: their URLs change with their encoding.
keepImagesAsSeen('/img/', 'stock-photos', { entries: 60, days: 30 });
