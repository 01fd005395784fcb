import type fr from './fr';

export type Dictionary = typeof fr;
