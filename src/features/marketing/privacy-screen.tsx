import { LegalPage } from './components/legal-page';
import { SUPPORT_EMAIL } from './content';

/** Privacy: static text; enquiries are answered within 48 hours. */
export function PrivacyScreen() {
  return (
    <LegalPage title="Privacy Policy" updated="January 1, 2025">
      <p>
        Your health data is personal. This policy explains what Vitalis collects, why, and the
        choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, e-mail address and password (stored only as a hash).</li>
        <li>
          Health data you add or that your connected devices send: metrics, glucose readings, blood
          work, medications, meals.
        </li>
        <li>Basic usage information that helps us keep the service running.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To show you your dashboard and insights, to keep your devices in sync and to support you. We
        never sell your data, and we never share it for advertising.
      </p>
      <h2>How we protect it</h2>
      <p>
        Vitalis is HIPAA compliant and SOC 2 certified. Your data is encrypted in transit and at
        rest, and access to it is logged and limited to what the service needs.
      </p>
      <h2>Your choices</h2>
      <p>
        You can export your data (Premium), correct it, disconnect any device, or delete your
        account at any time from Settings.
      </p>
      <h2>Contact</h2>
      <p>
        Privacy enquiries go to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}?subject=Privacy`}>{SUPPORT_EMAIL}</a> and are answered
        within 48 hours.
      </p>
    </LegalPage>
  );
}
