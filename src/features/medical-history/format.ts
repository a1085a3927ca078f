import dayjs from 'dayjs';

/** 'MMMM d, yyyy' (lists). */
export const formatDate = (date: string) => dayjs(date).format('MMMM D, YYYY');
/** 'MMM yyyy' (the summary). */
export const formatMonth = (date: string) => dayjs(date).format('MMM YYYY');

export const CONDITION_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'managed', label: 'Managed' },
  { value: 'resolved', label: 'Resolved' },
] as const;

export const statusText = (status: string) =>
  CONDITION_STATUSES.find((option) => option.value === status)?.label ?? status;
