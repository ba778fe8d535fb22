import type { z } from 'zod';
import type { MessageTable } from '../messages.hi.js';
import { messages } from '../messages.js';
import { contactSubjectOptions } from '../options.js';
import { commonFields, lengthRules } from './common.js';
import { choice, text } from './field.js';
import { defineForm } from './form.js';

/** The contact forms in the words of one language. */
export function contactForms(words: MessageTable) {
  const { fullName, email, mobile } = commonFields(words);
  const message = (max: number, tooLong: string) =>
    text(
      'Message',
      lengthRules({ required: words.message.required, min: words.message.min, max: tooLong }, 10, max),
    );
  return {
    /** The "Get in Touch" form at the foot of most pages. */
    contactForm: defineForm({
      title: 'Short contact form',
      fields: { fullName, email, mobile, message: message(1000, words.message.max1000) },
    }),
    newsletterForm: defineForm({ title: 'Newsletter', fields: { email } }),
    /** The full Contact Us page. */
    contactUsForm: defineForm({
      title: 'Contact Us page',
      fields: {
        fullName,
        email,
        mobile,
        subject: choice('Subject', contactSubjectOptions, words.subject),
        message: message(1500, words.message.max1500),
      },
    }),
  };
}

export const { contactForm, newsletterForm, contactUsForm } = contactForms(messages);

export const contactSchema = contactForm.schema;
export const newsletterSchema = newsletterForm.schema;
export const contactUsSchema = contactUsForm.schema;

export type ContactInput = z.output<typeof contactSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;
export type ContactUsInput = z.output<typeof contactUsSchema>;
