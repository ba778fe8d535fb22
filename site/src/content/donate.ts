import { picture } from './images.js';
import type { InfoItem } from './volunteer.js';

/** The words of the Donate page (/donate), in the order the page shows them. */
export const donatePage = {
  hero: {
    title: 'Support Inclusion with a Donation',
    lead: 'Your donation helps persons with disabilities prepare for exams, learn new skills, find work and get the assistive technology they need.',
    image: picture(
      'donate-hero',
      'Illustration: hands passing a braille book and a hearing aid across a table.',
    ),
  },
  intro: {
    title: 'Why your support matters',
    paragraphs: [
      'Your gift supports our programmes: coaching for competitive exams, technology training, employment and livelihood support, assistive devices, health and wellness, and sports and cultural activities.',
      'Giving is simple. Fill in the donation form with the amount and the kind of donation you have in mind. No payment is taken on this website: within 24 hours, our team will send you the payment details by e-mail.',
    ],
    actionLabel: 'Donate Now',
  },
  ways: {
    title: 'Ways to Donate',
    items: [
      {
        title: 'One-Time Donation',
        description: 'Make a single gift of any amount, from ₹1 upwards, whenever you wish to give.',
        accent: 'blue',
      },
      {
        title: 'Monthly Giving',
        description:
          'A regular monthly gift lets us plan ahead and support students and trainees throughout the year.',
        accent: 'green',
      },
      {
        title: 'Sponsor a Program',
        description:
          'Fund a whole programme, workshop or camp, or the assistive devices a group of students needs.',
        accent: 'purple',
      },
    ] satisfies InfoItem[],
  },
  form: {
    title: 'Donation form',
    intro:
      'This form records your intention to donate; no payment is taken here. Within 24 hours, our team will e-mail you the payment details to complete your donation.',
    refundNote: {
      before:
        'Please check the amount and your contact details before you submit: donations cannot be refunded, cancelled or transferred. Read our ',
      linkLabel: 'Refund and Cancellation Policy',
      after: '.',
    },
    labels: {
      fullName: 'Full name',
      email: 'Email',
      mobile: 'Mobile number',
      donationAmount: 'Donation amount (₹, INR)',
      donationType: 'Donation type',
      message: 'Message',
    },
    placeholders: { donationType: 'Select a donation type' },
    hints: {
      donationAmount: 'In Indian rupees, from ₹1 to ₹1,00,00,000. Numbers only, for example 2500.',
      message: 'For example, a programme you would like to support.',
    },
    submitLabel: 'Submit Donation Request',
    againLabel: 'Send another donation request',
    successTitle: 'Donation request received',
    successDetails:
      'No payment has been taken yet: the e-mail will tell you how to pay, and you can still change your mind.',
  },
};
