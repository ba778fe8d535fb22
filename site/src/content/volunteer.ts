import type { CardAccent } from '@inclusion/ui';
import { picture } from './images.js';

/** A card of a page's list: a heading, a short description and its colour. */
export interface InfoItem {
  title: string;
  description: string;
  accent?: CardAccent;
}

/** The words of the Volunteer page (/volunteer), in the order the page shows them. */
export const volunteerPage = {
  hero: {
    title: 'Join Us as Volunteer',
    lead: 'Give your time and skills to help persons with disabilities learn, work and take part fully in the life of their communities. Whatever your background, there is a way for you to help.',
    image: picture(
      'volunteer-hero',
      'Illustration: a volunteer reads aloud to a student who is blind while another takes notes.',
    ),
    actionLabel: 'Register as a volunteer',
  },
  why: {
    title: 'Why volunteer with us',
    paragraphs: [
      'Volunteers are at the heart of our work. They mentor students preparing for competitive exams, make learning material accessible, speak up for inclusion and help our workshops and events run smoothly.',
      'You choose how you would like to help and how much time you can give. Many tasks can be done from home; others take place at our programmes and events. We match you with work that suits your skills and support you along the way.',
    ],
  },
  form: {
    title: 'Register as a volunteer',
    intro:
      'Tell us about yourself and how you would like to help. Our volunteer team will get back to you within 2-3 business days.',
    labels: {
      fullName: 'Full name',
      email: 'Email',
      mobile: 'Mobile number',
      expertise: 'Areas of expertise',
      howToHelp: 'How would you like to help?',
      message: 'Anything else you would like us to know?',
    },
    hints: {
      expertise: 'Choose all that apply.',
      howToHelp: 'For example, the skills you can offer and the time you can give. At least 10 characters.',
    },
    submitLabel: 'Register as Volunteer',
    againLabel: 'Register another volunteer',
    successTitle: 'Registration received',
  },
  ways: {
    title: 'Ways to get involved',
    intro: 'Choose the kind of work that suits your skills and interests.',
    items: [
      {
        title: 'Mentorship and Training',
        description:
          'Guide students preparing for competitive exams and higher education, or help run training in computer skills, assistive technology and soft skills.',
        accent: 'blue',
      },
      {
        title: 'Advocacy and Awareness',
        description:
          'Speak up for the rights of persons with disabilities, help run sensitisation sessions in schools, colleges and workplaces, and spread the word in your own networks.',
        accent: 'purple',
      },
      {
        title: 'Content Development and Digital Accessibility',
        description:
          'Create accessible study material, audio books and easy-to-read guides, and help check websites and documents for accessibility.',
        accent: 'green',
      },
      {
        title: 'Event and Workshop Coordination',
        description:
          'Help plan and run our workshops, camps, sports days and cultural events, from the registration desk to guiding participants on the day.',
        accent: 'orange',
      },
      {
        title: 'Research and Policy Support',
        description:
          'Collect and analyse data, review schemes and policies, and help us prepare the evidence we take to government and institutions.',
        accent: 'indigo',
      },
    ] satisfies InfoItem[],
  },
  whoCanVolunteer: {
    title: 'Who can volunteer',
    intro:
      'Everyone who shares our belief in an inclusive society is welcome. You do not need previous experience.',
    items: [
      {
        title: 'Students',
        description:
          'School and college students who want to learn, contribute and earn a Certificate of Volunteering.',
      },
      {
        title: 'Working professionals',
        description:
          'People who can share skills such as teaching, technology, design, law, healthcare or communications, even for a few hours a month.',
      },
      {
        title: 'Retired professionals',
        description:
          'Retired teachers, officers and specialists whose experience can guide students and strengthen our programmes.',
      },
      {
        title: 'Persons with disabilities and their families',
        description:
          'Your lived experience makes our work better, and you are welcome in every role. Tell us about any adjustments you need to take part.',
      },
    ] satisfies InfoItem[],
  },
  benefits: {
    title: 'What you gain',
    intro: 'Volunteering gives back as much as it asks.',
    items: [
      {
        title: 'Make a real difference',
        description:
          'See the change your time brings to the lives of persons with disabilities and their families.',
        accent: 'green',
      },
      {
        title: 'Learn new skills',
        description:
          'Learn about disability inclusion, accessibility and assistive technology, and build skills in teaching, leadership and teamwork.',
        accent: 'blue',
      },
      {
        title: 'Join a community',
        description:
          'Meet volunteers, professionals and members of the disability community who share your values.',
        accent: 'pink',
      },
      {
        title: 'Grow your career',
        description:
          'Gain experience that counts in your studies and your work, with a certificate to show for it.',
        accent: 'yellow',
      },
    ] satisfies InfoItem[],
  },
  recognition: {
    title: 'Recognition and certificates',
    intro: 'We value every hour our volunteers give, and we say so.',
    items: [
      {
        title: 'Certificate of Volunteering',
        description:
          'Given to volunteers who complete their agreed period of work. It describes your role and the contribution you made.',
        accent: 'indigo',
      },
      {
        title: 'Letters of Appreciation',
        description:
          'Given for outstanding contributions. Many volunteers include them in applications for courses, scholarships and jobs.',
        accent: 'purple',
      },
    ] satisfies InfoItem[],
    actionLabel: 'Register as a volunteer',
  },
};
