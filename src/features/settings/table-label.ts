/**
 * How the export and the delete confirmation name each table of the user's data (every exported
 * table of mocks/db.ts; a test keeps the list complete). Read as "Blood draws (3) CSV" and
 * "3 blood draws".
 */
export const TABLE_LABELS: Record<string, string> = {
  healthSeries: 'Health data records',
  meal: 'Meals',
  unitSettings: 'Unit settings',
  labDraw: 'Blood draws',
  labResult: 'Lab results',
  labFollowUp: 'Lab follow-ups',
  surgery: 'Surgeries',
  condition: 'Medical conditions',
  medication: 'Medications',
  cartItem: 'Supplement cart items',
  mealPlanWaitlist: 'Meal planning waitlist sign-ups',
  connectedDevice: 'Connected devices',
  profileSettings: 'Profile details',
  notificationSettings: 'Notification settings',
  privacySettings: 'Privacy settings',
};

/** A table's friendly name; a table added later without one, by its own name in words. */
export function tableLabel(table: string): string {
  if (TABLE_LABELS[table]) return TABLE_LABELS[table];
  const words = table.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
