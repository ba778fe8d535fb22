import { SessionProvider } from '@inclusion/forms/react';
import { AnnouncerProvider } from '@inclusion/ui';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SignInProvider } from './signIn/SignInProvider.js';
import StaffApp from './StaffApp.js';
import { StaffLayout } from './StaffLayout.js';
import './staff.css';

/**
 * Says on the page that the inbox has rendered and run its first effects: `<html data-hydrated="true">`,
 * as the public site's pages do once hydrated. Browser tests wait for it before they act. Placed
 * last, so its effect runs after every other of the first render.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const root = document.getElementById('root');
// The page's HTML says the inbox needs JavaScript; rendering replaces it.
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <SessionProvider>
          <AnnouncerProvider>
            <SignInProvider>
              <StaffLayout>
                <Routes>
                  <Route path="/staff/*" element={<StaffApp />} />
                </Routes>
              </StaffLayout>
            </SignInProvider>
          </AnnouncerProvider>
        </SessionProvider>
        <MarkReady />
      </BrowserRouter>
    </StrictMode>,
  );
}
