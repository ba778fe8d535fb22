import type { z } from 'zod';
import { messages } from '../messages.js';
import { areaOfInterestOptions } from '../options.js';
import { email, fullName, lengthRules, maxRule, mobile } from './common.js';
import { choice, optionalText, text } from './field.js';
import { defineForm } from './form.js';

const words = messages.partnership;

export const partnershipForm = defineForm({
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
    message: optionalText('Message', maxRule(2000, messages.message.max2000)),
  },
});

export const partnershipSchema = partnershipForm.schema;
export type PartnershipInput = z.output<typeof partnershipSchema>;
