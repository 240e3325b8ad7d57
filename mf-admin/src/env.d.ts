/// <reference types="@rsbuild/core/types" />
// jest-dom matchers (registered in ../vitest.setup.ts) for the tests' type-check.
/// <reference types="@testing-library/jest-dom/vitest" />
