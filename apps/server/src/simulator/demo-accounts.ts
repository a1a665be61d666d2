/** The demo password, printed at start and written in README; the demo data is public by design. */
export const DEMO_PASSWORD = 'Demo-Password-2026';

export const DEMO_SIGN_INS = [
  { email: 'admin@demo.example', description: 'Demo Retail Group, ADMIN' },
  { email: 'manager@demo.example', description: 'Demo Retail Group, MANAGER' },
  { email: 'viewer@demo.example', description: 'Demo Retail Group, VIEWER' },
  { email: 'groupuser@demo.example', description: 'Demo Retail Group, MANAGER through a group' },
  {
    email: 'storelead@demo.example',
    description: 'Demo Retail Group, VIEWER; password older than 2023-07-12',
  },
  { email: 'admin@harbor.example', description: 'Harbor Foods, ADMIN' },
  {
    email: 'ops@internal.example',
    description: 'Internal Operations (275), ADMIN; may open any organisation',
  },
] as const;
