import { LegalPage } from './components/legal-page';
import { SUPPORT_EMAIL } from './content';

/**
 * Terms: static text with the service figures: a 99.9% uptime target, 48
 * hours' notice of maintenance, data deleted within 30 days of an account ending, and enquiries
 * answered within 48 hours.
 */
export function TermsScreen() {
  return (
    <LegalPage title="Terms of Service" updated="January 1, 2025">
      <p>By creating an account or using Vitalis you agree to these terms.</p>
      <h2>The service</h2>
      <p>
        Vitalis shows and explains the health data you and your devices provide. It is not a medical
        device and does not give medical advice; always talk to a health professional about
        decisions on your care.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password to yourself and tell us at once if you think someone else has used your
        account. You are responsible for what happens under it.
      </p>
      <h2>Availability</h2>
      <p>We aim for 99.9% uptime. Planned maintenance is announced at least 48 hours in advance.</p>
      <h2>Plans and payment</h2>
      <p>
        Free costs $0 forever. Premium costs $19 per month and comes with a 30-day money-back
        guarantee.
      </p>
      <h2>Ending your account</h2>
      <p>
        You can close your account at any time. When an account ends, its data is deleted within 30
        days.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms go to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}?subject=Terms`}>{SUPPORT_EMAIL}</a> and are answered
        within 48 hours.
      </p>
    </LegalPage>
  );
}
