import { mkdirSync } from 'node:fs';
import type { Config } from 'jest';

// `npm run test:unit` and `test:e2e` write their JSON reports here (jest does not create the folder).
mkdirSync('build/test-results', { recursive: true });

const transform: Config['transform'] = {
  // The project files of content/projects/, as the build's loader hands them to the case study pages.
  '^.+\\.md$': '<rootDir>/scripts/content/jestTransform.cjs',
  '^.+\\.svg$': '<rootDir>/tests/support/jest/sourceTransform.cjs',
  // The build replaces each `*.data.ts` module by the values it exports; so do the tests, once, not in every file.
  '^.+\\.data\\.ts$': '<rootDir>/scripts/content/jestDataTransform.cjs',
  // TypeScript and TSX to CommonJS by swc, types stripped (type checking is `npm run typecheck`'s job): the
  // project's ~490 files take it 0.5 s of CPU where TypeScript's own transpiler (ts-jest) took 8.4 s, paid again
  // in each cold run (CI's). The target and options are fixed here, not taken from the Node version, so the
  // Node 22 run (`test:oldest`) finds the transforms of the Node 26 run in jest's cache.
  '^.+\\.tsx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

const config: Config = {
  // End-to-end tests drive a real browser on a 2-core machine; unit tests finish far below this anyway.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/unit'],
      transform,
      setupFiles: ['<rootDir>/tests/support/jest/polyfills.ts', '<rootDir>/tests/support/jest/buildDefinitions.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest/setupUnit.ts'],
      moduleNameMapper: {
        '\\.(s?css)$': '<rootDir>/tests/support/jest/styleStub.ts',
        // webpack's `?source` (the file's text): the transform above gives the text of any SVG.
        '^(.+\\.svg)\\?source$': '$1',
        // marked ships as an ES module only; its UMD build is the same code in a form Jest's require loads.
        '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
      },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.test.ts'],
      transform,
      moduleNameMapper: { '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js' },
      globalSetup: '<rootDir>/tests/support/jest/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/support/jest/globalTeardown.ts',
      slowTestThreshold: 20,
    },
  ],
};

export default config;
