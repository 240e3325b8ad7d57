// Types of the jest-dom matchers that ../vitest.setup.ts installs (the setup file is outside tsconfig's include).
/// <reference types="@testing-library/jest-dom/vitest" />
