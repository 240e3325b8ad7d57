// The DOM matchers (toBeInTheDocument, …) that ../vitest.setup.ts installs, for the type-checker.
import '@testing-library/jest-dom/vitest';
