// The operations console's staff account of the journeys: created by the command
// (`npm run staff -- add`) in global-setup.ts before the server starts, never by the storefront.
export const E2E_STAFF = { email: 'sari.ops@titip.test', name: 'Sari Operasional', role: 'admin', password: 'staf-rahasia-2026' } as const;
