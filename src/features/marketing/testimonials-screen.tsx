import styled from 'styled-components';
import { Muted } from '@/components/card';
import { SiteLayout } from '@/components/public-site/site-layout';
import { TESTIMONIAL_STATS, TESTIMONIALS, TESTIMONIALS_CAROUSEL_MS } from './testimonials';
import { Carousel } from './components/carousel';
import { CallToAction, Hero, Section } from './components/parts';
import { TestimonialCard } from './components/testimonial-card';

const Stats = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  div {
    display: grid;
    justify-items: center;
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  dt {
    order: 2;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

/** Testimonials: six stories turning every 6000 ms, and the headline figures. */
export function TestimonialsScreen() {
  return (
    <SiteLayout>
      <Hero>
        <h1>What our users say</h1>
        <Muted>Real stories from people who track their health with Vitalis.</Muted>
      </Hero>
      <Section title="Stories">
        <Carousel
          label="Testimonials"
          itemName="testimonial"
          items={TESTIMONIALS}
          intervalMs={TESTIMONIALS_CAROUSEL_MS}
          renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        />
      </Section>
      <Section title="In numbers">
        <Stats>
          {TESTIMONIAL_STATS.map(({ value, label }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Stats>
      </Section>
      <CallToAction title="Write your own story" />
    </SiteLayout>
  );
}
