import type { z } from 'zod';
import type { MessageTable } from '../messages.hi.js';
import { messages } from '../messages.js';
import { donationTypeOptions } from '../options.js';
import { commonFields, maxRule } from './common.js';
import { amount, choice, optionalText } from './field.js';
import { defineForm } from './form.js';

/** In rupees, both ends inclusive. */
export const donationLimits = { min: 1, max: 10_000_000 } as const;

/** The donation form in the words of one language. */
export function donationFormOf(all: MessageTable) {
  const words = all.donation;
  const { fullName, email, mobile } = commonFields(all);
  return defineForm({
    title: 'Donation',
    fields: {
      fullName,
      email,
      mobile,
      // 0.5 is a valid number above zero, so it gets the minimum's message, not "valid amount".
      donationAmount: amount('Donation amount (INR)', [
        { kind: 'required', message: words.amountRequired },
        { kind: 'positiveNumber', message: words.amountInvalid },
        { kind: 'minAmount', limit: donationLimits.min, message: words.amountMin },
        { kind: 'maxAmount', limit: donationLimits.max, message: words.amountMax },
      ]),
      donationType: choice('Donation type', donationTypeOptions, {
        required: words.typeRequired,
        invalid: words.typeInvalid,
      }),
      message: optionalText('Message', maxRule(1000, all.message.max1000)),
    },
  });
}

export const donationForm = donationFormOf(messages);

export const donationSchema = donationForm.schema;
export type DonationInput = z.output<typeof donationSchema>;
