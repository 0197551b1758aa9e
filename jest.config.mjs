// Plain JavaScript (not jest.config.ts): Jest reads it as it is, with no TypeScript loader.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  clearMocks: true,
  // A ceiling, not a measure: the contact form's tests type whole messages with user-event,
  // which takes over 5 s (Jest's default) on a two-core machine busy with a browser run.
  testTimeout: 20_000,
};

export default createJestConfig(config);
