import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';

// What next.config.ts hands the browser bundle: the demo project's settings, as in `npm start`.
import { BUILT_SETTINGS_VARIABLE, resolveFirebaseSettings } from '@/lib/firebase/config';

process.env[BUILT_SETTINGS_VARIABLE] ??= JSON.stringify(resolveFirebaseSettings({}));
