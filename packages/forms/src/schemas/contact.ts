import type { z } from 'zod';
import { messages } from '../messages.js';
import { contactSubjectOptions } from '../options.js';
import { email, fullName, lengthRules, mobile } from './common.js';
import { choice, text } from './field.js';
import { defineForm } from './form.js';

const message = (max: number, tooLong: string) =>
  text(
    'Message',
    lengthRules({ required: messages.message.required, min: messages.message.min, max: tooLong }, 10, max),
  );

/** The "Get in Touch" form at the foot of most pages. */
export const contactForm = defineForm({
  title: 'Short contact form',
  fields: { fullName, email, mobile, message: message(1000, messages.message.max1000) },
});

export const newsletterForm = defineForm({ title: 'Newsletter', fields: { email } });

/** The full Contact Us page. */
export const contactUsForm = defineForm({
  title: 'Contact Us page',
  fields: {
    fullName,
    email,
    mobile,
    subject: choice('Subject', contactSubjectOptions, messages.subject),
    message: message(1500, messages.message.max1500),
  },
});

export const contactSchema = contactForm.schema;
export const newsletterSchema = newsletterForm.schema;
export const contactUsSchema = contactUsForm.schema;

export type ContactInput = z.output<typeof contactSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;
export type ContactUsInput = z.output<typeof contactUsSchema>;
