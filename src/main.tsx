import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startErrorReporting } from './data/errorReporter';
import './ui/global.css';

// Loads Sentry only when the build has a DSN; otherwise does nothing.
void startErrorReporting();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
