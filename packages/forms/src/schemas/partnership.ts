import type { z } from 'zod';
import type { MessageTable } from '../messages.hi.js';
import { messages } from '../messages.js';
import { areaOfInterestOptions } from '../options.js';
import { commonFields, lengthRules, maxRule } from './common.js';
import { choice, optionalText, text } from './field.js';
import { defineForm } from './form.js';

/** The partnership request in the words of one language. */
export function partnershipFormOf(all: MessageTable) {
  const words = all.partnership;
  const { fullName, email, mobile } = commonFields(all);
  return defineForm({
    title: 'Partnership request',
    fields: {
      fullName,
      organizationName: text(
        'Organization name',
        lengthRules(
          { required: words.organizationRequired, min: words.organizationMin, max: words.organizationMax },
          2,
          200,
        ),
      ),
      email,
      mobile,
      areaOfInterest: choice('Area of interest for collaboration', areaOfInterestOptions, {
        required: words.areaRequired,
        invalid: words.areaInvalid,
      }),
      message: optionalText('Message', maxRule(2000, all.message.max2000)),
    },
  });
}

export const partnershipForm = partnershipFormOf(messages);

export const partnershipSchema = partnershipForm.schema;
export type PartnershipInput = z.output<typeof partnershipSchema>;
