/** How the export and the delete confirmation name a table; an unknown (new) one by its own name. */
const LABELS: Record<string, string> = {
  healthSeries: 'Health data records',
  meal: 'Meals',
  connectedDevice: 'Connected devices',
  unitSettings: 'Unit settings',
  profileSettings: 'Profile details',
  notificationSettings: 'Notification settings',
  privacySettings: 'Privacy settings',
};

export function tableLabel(table: string): string {
  if (LABELS[table]) return LABELS[table];
  const words = table.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
