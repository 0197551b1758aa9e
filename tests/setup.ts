import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';

// What next.config.ts hands the browser bundle: the demo project's settings, as in `npm start`.
import { BUILT_SETTINGS_VARIABLE, resolveFirebaseSettings } from '@/lib/firebase/config';

process.env[BUILT_SETTINGS_VARIABLE] ??= JSON.stringify(resolveFirebaseSettings({}));

// Each test starts at the same address: a component that writes to it (the gallery's chosen
// chip) must not choose the next test's start.
if (typeof window !== 'undefined') {
  afterEach(() => window.history.replaceState(null, '', '/'));
}
