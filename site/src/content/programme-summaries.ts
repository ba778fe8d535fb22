import type { ProgrammeId } from './programmes.js';

/**
 * Each programme area in one or two sentences, on the About page's list of initiatives only: a
 * module apart from the list, so /projects, which shows the full descriptions, does not download it.
 */
export const programmeSummaries: Record<ProgrammeId, string> = {
  'competitive-exam-preparation':
    'Coaching, accessible study material and mentoring for candidates with disabilities preparing for government and professional examinations.',
  'technology-training':
    'Courses in computers, smartphones and assistive software, from first steps to skills employers ask for.',
  'employment-livelihood':
    'Job readiness, placements with inclusive employers and support for persons with disabilities who want to start their own enterprise.',
  'assistive-technology-access':
    'Assessment, help with government schemes, and training so that each person gets the device that suits them and uses it with confidence.',
  'health-wellness':
    'Health camps, therapy referrals and peer support, with partner hospitals and rehabilitation centres in Delhi NCR.',
  'women-with-disabilities':
    'Skills, income, rights awareness and leadership for women and girls with disabilities, in groups led by women.',
  'sports-culture':
    'Inclusive sport, coaching for competitions, and music, dance and theatre where our members take the stage.',
  'awareness-sensitization':
    'Workshops, accessibility audits and campaigns that help institutions understand disability and remove barriers.',
};
