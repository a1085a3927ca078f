/** The testimonials (static content), shown by the carousels of /landing-old and /testimonials. */

/** The landing carousel turns every 5000 ms, the testimonials page's every 6000 ms. */
export const LANDING_CAROUSEL_MS = 5000;
export const TESTIMONIALS_CAROUSEL_MS = 6000;

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  location: string;
  content: string;
  rating: number;
  category: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 't1',
    name: 'Maya Thompson',
    role: 'Marathon runner',
    location: 'Portland, OR',
    content:
      'Seeing my recovery score next to my training load changed how I plan my week. I stopped running hard on days my body was not ready.',
    rating: 5,
    category: 'Fitness',
  },
  {
    id: 't2',
    name: 'David Okafor',
    role: 'Living with type 2 diabetes',
    location: 'Atlanta, GA',
    content:
      'My CGM data finally makes sense. I can see which meals spike me and my time in range has gone up month after month.',
    rating: 5,
    category: 'Glucose',
  },
  {
    id: 't3',
    name: 'Priya Raman',
    role: 'Software engineer',
    location: 'Austin, TX',
    content:
      'The sleep insights were an eye-opener. Moving my last coffee earlier added almost forty minutes of deep sleep.',
    rating: 5,
    category: 'Sleep',
  },
  {
    id: 't4',
    name: 'Robert Chen',
    role: 'Retired teacher',
    location: 'San Diego, CA',
    content:
      'Keeping track of five medications used to be stressful. The reminders and the interaction check give me and my daughter peace of mind.',
    rating: 5,
    category: 'Medications',
  },
  {
    id: 't5',
    name: 'Elena García',
    role: 'Nurse practitioner',
    location: 'Miami, FL',
    content:
      'I recommend it to patients who want to understand their blood work. Trends across draws tell a much clearer story than one report.',
    rating: 4,
    category: 'Blood work',
  },
  {
    id: 't6',
    name: 'James Walker',
    role: 'Small business owner',
    location: 'Denver, CO',
    content:
      'Logging meals takes seconds and the nutrition targets keep me honest. I have lost twelve pounds without feeling like I am on a diet.',
    rating: 5,
    category: 'Nutrition',
  },
];

export const TESTIMONIAL_STATS = [
  { value: '10k+', label: 'users' },
  { value: '98%', label: 'satisfaction' },
  { value: '25%', label: 'improvement' },
] as const;
