// Story helpers of the console: the console's routes under its layout (as the app registers them),
// a staff member signed in on the story's memory world, and the story's container.
import type { Decorator } from '@storybook/react-vite';
import type { Container } from 'inversify';
import * as OTPAuth from 'otpauth';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { OPS_API, STAFF_SESSION_STORE, type OpsApi, type StaffSessionStore } from '../../application/ports/ops-api.port';
import OpsApplicationsPage from './OpsApplicationsPage';
import OpsLayout from './OpsLayout';
import OpsLoginPage from './OpsLoginPage';
import OpsOrderPage from './OpsOrderPage';
import OpsQueuesPage from './OpsQueuesPage';
import OpsRatesPage from './OpsRatesPage';
import OpsBannersPage from './OpsBannersPage';
import OpsSecurityPage from './OpsSecurityPage';
import OpsTicketPage from './OpsTicketPage';
import OpsTicketsPage from './OpsTicketsPage';

/** The memory staff's password (OPS_DEMO_PASSWORD of the memory world). */
export const STORY_STAFF_PASSWORD = 'Staff123!';
export const STORY_OPERATOR = 'operator@titip.id';
export const STORY_WAREHOUSE = 'gudang@titip.id';
export const STORY_ADMIN = 'admin@titip.id';
/** The memory world's orders, parcels and tickets (memory/ops-world.memory.ts). */
export const STORY_ORDER = 'ORD-20240301-000101';
export const STORY_ORDER_2 = 'ORD-20240301-000102';
export const STORY_PARCEL = 'PCL-20240301-000001';
export const STORY_PARCEL_CUSTOMS = 'PCL-20240301-000002';

function Where() {
  const location = useLocation();
  return <output data-testid="location" hidden>{location.pathname + location.search}</output>;
}

/** The console's routes under OpsLayout (the story's MemoryRouter starts at parameters.route); the layout suspends while its catalogue loads. */
export function OpsConsole() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route element={<OpsLayout />}>
          <Route path="/ops/login" element={<OpsLoginPage />} />
          <Route path="/ops" element={<OpsQueuesPage />} />
          <Route path="/ops/orders/:code" element={<OpsOrderPage />} />
          <Route path="/ops/tickets" element={<OpsTicketsPage />} />
          <Route path="/ops/tickets/:id" element={<OpsTicketPage />} />
          <Route path="/ops/applications" element={<OpsApplicationsPage />} />
          <Route path="/ops/kurs" element={<OpsRatesPage />} />
          <Route path="/ops/banners" element={<OpsBannersPage />} />
          <Route path="/ops/security" element={<OpsSecurityPage />} />
        </Route>
      </Routes>
      <Where />
    </Suspense>
  );
}

/** The code of an otpauth:// URI at the container's clock (the stories' fixed time). */
export function totpCodeAt(uri: string, container: Container): string {
  const now = container.isBound(CLOCK) ? container.get<Clock>(CLOCK).now() : Date.now();
  return new OTPAuth.TOTP({ secret: OTPAuth.URI.parse(uri).secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: now });
}

/** Signs in on the memory adapter; an admin enrols its second factor (the code computed from the secret shown). */
export async function signInStaff(container: Container, email: string): Promise<void> {
  const api = container.get<OpsApi>(OPS_API);
  const step = await api.login(email, STORY_STAFF_PASSWORD);
  if (step.kind === 'code') throw new Error(`signInStaff: ${email} has a second factor already`);
  const session = step.kind === 'session' ? step.session
    : (await api.secondFactor(step.challenge, { code: totpCodeAt(step.otpauthUri, container) })).session;
  container.get<StaffSessionStore>(STAFF_SESSION_STORE).set(session);
}

const signedIn = new WeakMap<Container, Promise<void>>();

function Prepared({ container, email, children }: { container: Container; email: string | undefined; children: ReactNode }) {
  const [ready, setReady] = useState(!email);
  useEffect(() => {
    if (!email) return;
    let live = true;
    let run = signedIn.get(container);
    if (!run) {
      run = signInStaff(container, email);
      signedIn.set(container, run);
    }
    void run.then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [container, email]);
  return ready ? <>{children}</> : null;
}

/** The story starts with `parameters.staff` (an e-mail of the memory staff) signed in. */
export const withStaff: Decorator = (Story, context) => {
  const email = (context.parameters as { staff?: string }).staff;
  return <Prepared container={containerOf(context.loaded)} email={email}><Story /></Prepared>;
};

export const containerOf = (loaded: unknown): Container => {
  const container = (loaded as { container?: Container }).container;
  if (!container) throw new Error('the story container was not built');
  return container;
};

/** A small PNG file for the photo inputs. */
export function pngFile(name = 'qc.png'): File {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
