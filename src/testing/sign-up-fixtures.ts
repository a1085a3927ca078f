/** Sign-up form answers, keyed by field label, shared by the register tests and stories. */
export const MAIN_FORM_ACCOUNT = {
  'First name (optional)': 'Riley',
  'Last name (optional)': 'Chen',
  Username: 'rileychen',
  Email: 'riley@example.com',
  Password: 'secret12',
  'Confirm password': 'secret12',
};

export const VARIANT_FORM_ACCOUNT = {
  'First name': 'Noor',
  'Last name': 'Haddad',
  Username: 'noorh',
  Email: 'noor@example.com',
  Password: 'secret12',
  'Confirm password': 'secret12',
};
