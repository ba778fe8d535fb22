import type { ProgrammeId } from './programmes.js';

/**
 * Each programme area's full description, shown on /projects only: a module apart from the list, so
 * the About page, which shows the summaries, does not download it.
 */
export const programmeDescriptions: Record<ProgrammeId, string> = {
  'competitive-exam-preparation':
    'Coaching and mentoring for persons with disabilities preparing for UPSC, SSC, banking, railway and state public service examinations. Study material comes in the format each learner reads best, and our mentors explain the accommodations candidates are entitled to, so that no one loses marks to a barrier.',
  'technology-training':
    'Hands-on courses that build confidence with computers, smartphones and the assistive software that makes them usable, from first steps to job-ready skills. Batches are small, and every course is taught in an accessible training room with the same tools learners will use at home and at work.',
  'employment-livelihood':
    'We prepare job seekers with disabilities for interviews and the workplace, connect them with inclusive employers, and stay in touch after they join. For those who would rather work for themselves, we help plan small enterprises and apply for the government schemes that fund them.',
  'assistive-technology-access':
    'We help persons with disabilities find, obtain and learn to use the aids and devices they need. Our team assesses each person’s needs, helps them apply to the ADIP scheme and state schemes that provide devices free or at reduced cost, and trains them once the device arrives.',
  'health-wellness':
    'Health camps, therapy referrals and mental health support, so that persons with disabilities can reach care that is affordable, nearby and respectful. We work with hospitals and rehabilitation centres in Delhi NCR and accompany first-time patients where that helps.',
  'women-with-disabilities':
    'Women and girls with disabilities often face exclusion twice over, for their gender and for their disability. This programme brings them together to learn skills, earn an income, know their rights and take the lead in their families and communities.',
  'sports-culture':
    'Sport and the arts build fitness, friendships and self-belief. We organise inclusive sports days and regular coaching, support athletes with disabilities on their way to district and national competitions, and hold cultural events where our members take the stage.',
  'awareness-sensitization':
    'We work with schools, colleges, employers and public offices to replace myths with facts and to put the Rights of Persons with Disabilities Act, 2016 into practice. Persons with disabilities lead our sessions, because they know the barriers best.',
};
