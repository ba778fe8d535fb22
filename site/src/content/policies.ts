import { foundation } from '../config.js';

/** One part of a policy: an h2 with paragraphs, and a list where it helps. */
export interface PolicySection {
  /** The anchor of the section, for the contents list. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
  /** Ends the section with the foundation's e-mail, phone and postal address. */
  contact?: boolean;
}

export interface Policy {
  title: string;
  lead: string;
  /** An ISO date and how it reads. */
  lastUpdated: { iso: string; label: string };
  sections: readonly PolicySection[];
}

/** Words every policy page shares. */
export const policyText = {
  lastUpdatedLabel: 'Last updated:',
  contentsTitle: 'On this page',
  contactEmailLabel: 'E-mail:',
  contactPhoneLabel: 'Phone:',
  contactAddressLabel: 'Post:',
};

const lastUpdated = { iso: '2025-08-01', label: '1 August 2025' };
const name = foundation.name;

export const privacyPolicy: Policy = {
  title: 'Privacy and Policy',
  lead: `How ${name} uses the information you share with us through this website, and how to reach us about it.`,
  lastUpdated,
  sections: [
    {
      id: 'what-we-collect',
      title: 'Information we collect',
      paragraphs: [
        'We collect only what you choose to give us when you use a form on this website or create an account:',
      ],
      points: [
        'your name, e-mail address and mobile or phone number;',
        'the details you write in a message, a volunteer, internship, donation, news or partnership form;',
        'for event registration, your city, occupation and organisation if you give them, and whether you are a person with disability and of what type, so that we can arrange the support you need;',
        'for an account, your user name and a password, which we store only in a protected, non-reversible form.',
      ],
      after: [
        'Telling us about a disability is always your choice. We ask only where it helps us make an event or programme accessible to you.',
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      paragraphs: ['We use your information only for:'],
      points: [
        'communication: answering your messages and keeping you informed about what you asked for, including our newsletter if you subscribe;',
        'registration: registering you for events, internships, volunteering and partnerships, and confirming your place;',
        'programmes: running and improving our programmes for persons with disabilities, and arranging the support you ask for.',
      ],
      after: [
        'We do not use your information for any other purpose, and we do not send you advertising from anyone else.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      paragraphs: [
        'We do not sell, rent or trade your information. We do not share it with anyone, except the secure hosting providers who store and run this website and its e-mail for us. They may use your information only to provide that service to us, and must keep it secure.',
        'We may disclose information if the law requires us to, for example on a lawful order of a court or a government authority.',
      ],
    },
    {
      id: 'security',
      title: 'Keeping your information and account safe',
      paragraphs: [
        'We protect your information with encrypted connections, access limited to the staff who need it, and secure hosting. No system is completely secure, so please help us:',
      ],
      points: [
        'keep your password confidential, and do not share it with anyone, including people who say they are from the foundation;',
        'use a password you do not use on other websites;',
        'sign out when you use a shared or public computer.',
      ],
      after: [
        'If you think someone else knows your password, reset it from Sign in straight away and let us know.',
      ],
    },
    {
      id: 'storage-in-browser',
      title: 'Information kept in your browser',
      paragraphs: [
        'When you sign in, your browser keeps a sign-in token and your basic account details so that you stay signed in; signing out removes them. While you fill in a form, what you have typed may be kept in your browser until you send it or close the tab, so that it is not lost if the page reloads. We do not use advertising or tracking cookies.',
      ],
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      paragraphs: [
        'You can ask us to show you the information we hold about you, to correct it, or to delete it, and you can unsubscribe from our newsletter at any time using the link in every issue. Write to us at the address below and we will reply within 24-48 hours.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'We may change this policy from time to time. Any change takes effect when it is posted on this page, with a new "Last updated" date. Please check this page now and then.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      paragraphs: [
        `If you have a question about this policy or about your information, please e-mail us at ${foundation.email}.`,
      ],
      contact: true,
    },
  ],
};

export const refundPolicy: Policy = {
  title: 'Refund and Cancellation Policy',
  lead: `Our policy on refunds, cancellations and transfers of donations made to ${name}.`,
  lastUpdated,
  sections: [
    {
      id: 'donations-are-final',
      title: 'Donations are final',
      paragraphs: [
        'Every donation to the foundation goes to work for persons with disabilities: in education, skill development, employment, assistive technology, healthcare and accessibility. For this reason all donations are final.',
      ],
      points: [
        'No refunds: we cannot return a donation once it has been received.',
        'No cancellations: a donation cannot be cancelled once it has been made.',
        'No transfers: a donation cannot be moved to another person, organisation or donor.',
      ],
    },
    {
      id: 'before-you-donate',
      title: 'Before you donate',
      paragraphs: ['Because donations cannot be refunded, please check carefully before you pay:'],
      points: [
        'the amount, in Indian rupees (INR);',
        'your name, e-mail address and mobile number, so that we can send you the payment details, a receipt and updates;',
        'the kind of donation you have chosen: one-time, monthly, sponsoring a programme or a corporate donation.',
      ],
      after: [
        'The donation form on this website only records your intention to give. No money changes hands through it: our team contacts you within 24 hours with payment instructions, and you can correct any detail at that time.',
      ],
    },
    {
      id: 'monthly-giving',
      title: 'Monthly giving',
      paragraphs: [
        'If you give every month, you may stop future payments at any time by writing to us before the next payment date. Payments already made are not refunded.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'We may change this policy from time to time. Any change takes effect when it is published on this page, with a new "Last updated" date.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      paragraphs: [
        'If you have a question about a donation, or think there has been a mistake in a payment, please contact us as soon as possible.',
      ],
      contact: true,
    },
  ],
};

export const termsAndConditions: Policy = {
  title: 'Terms and Conditions',
  lead: `The terms on which you may use the website of ${name}. By using this website you accept them.`,
  lastUpdated,
  sections: [
    {
      id: 'use-of-website',
      title: 'Use of the website',
      paragraphs: [
        'You may use this website to learn about the foundation and its work, to contact us, to register for events and to apply to volunteer, intern, donate, share news or partner with us. When you use it, you agree:',
      ],
      points: [
        'to give true and accurate information in every form, about yourself and no one else;',
        'not to use the website for anything unlawful, misleading or harmful, or to harass or impersonate anyone;',
        'not to try to gain access to accounts, data or systems that are not yours, or to disrupt the website;',
        'to keep the password of your account confidential, and to tell us if you think someone else knows it.',
      ],
    },
    {
      id: 'content-ownership',
      title: 'Content ownership',
      paragraphs: [
        `The text, photos, videos, illustrations, logo and design of this website belong to ${name} or are used with permission. You may share our content for personal and non-commercial purposes, including to raise awareness of disability inclusion, if you credit the foundation and do not change its meaning.`,
        'For any other use, including commercial use, please ask us in writing first. News and photos you send us may be published on this website and our social media, with credit to you, after our review.',
      ],
    },
    {
      id: 'information-accuracy',
      title: 'Accuracy of information',
      paragraphs: [
        'We try to keep the information on this website accurate and up to date, but we cannot guarantee that it is complete or free of errors. Dates, times and venues of events may change; we tell registered participants of any change. The information here is general, and is not legal, medical or financial advice.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      paragraphs: [
        'We use the information you give us only for communication, registration and our programmes, as explained in our Privacy and Policy. Donations are governed by our Refund and Cancellation Policy.',
      ],
    },
    {
      id: 'third-party-links',
      title: 'Links to other websites',
      paragraphs: [
        'This website links to other websites, such as our pages on social media. We do not control them and are not responsible for their content, accessibility or privacy practices. Please read their own terms and policies.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      paragraphs: [
        'We provide this website as it is, and work to keep it available, secure and accessible. As far as the law allows, the foundation is not liable for any loss or damage that arises from using, or being unable to use, this website or the information on it, or from any website it links to.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      paragraphs: [
        'We may change these terms from time to time. Any change takes effect when it is published on this page, with a new "Last updated" date. If you keep using the website after a change, you accept the new terms. These terms are governed by the laws of India.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      paragraphs: ['If you have a question about these terms, please contact us.'],
      contact: true,
    },
  ],
};
