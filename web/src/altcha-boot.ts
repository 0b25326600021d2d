// The proof-of-work widget of the contribution forms (issue 36), fetched with its stylesheet at the
// first use of a form (issue 62): by the forms' small entry before React hydrates (the forms work before,
// or without, the app's script: web/src/altcha-on-intent.ts), and by the form itself once hydrated (the
// same file: it runs once). Everything comes from the site's own files: the widget
// without its bundled workers (altcha/external, whose styles are a stylesheet rather than inline),
// its Portuguese and English words, and the PBKDF2 worker as a file of its own, which the page's CSP
// allows as a worker from 'self' (no blob: workers).
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-theme.css';
import 'altcha/i18n/pt-br';
import 'altcha/i18n/en';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The server's challenges use this algorithm only (server/services/contributions/contribution-challenge.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
