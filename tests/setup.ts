// Shared vitest setup.
