/**
 * Every word the forms, the API client and the hooks show, in one place (spec sections 5 and 8).
 * The spec's strings are reproduced exactly; each appears once. A few strings the spec does not
 * give are marked "not in the spec".
 */
export const messages = {
  fullName: {
    required: 'Full name is required',
    min: 'Name must be at least 2 characters long',
    max: 'Name must be less than 100 characters',
  },
  email: {
    required: 'Email is required',
    invalid: 'Please enter a valid email address',
    tooLong: 'Email is too long',
  },
  mobile: {
    required: 'Mobile number is required',
    digits: 'Mobile number must be between 10-15 digits',
    format: 'Invalid mobile number format',
  },
  password: {
    required: 'Password is required',
    min: 'Password must be at least 8 characters long',
    complexity: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    /** Not in the spec: checked by the server against a list of common and leaked passwords. */
    common: 'This password is too common: it appears in lists of leaked passwords. Please choose another.',
  },
  username: {
    required: 'Username is required',
    min: 'Username must be at least 3 characters long',
    max: 'Username must be less than 50 characters',
    pattern: 'Username can only contain letters, numbers, dots, hyphens, and underscores',
  },
  phone: {
    required: 'Phone number is required',
    digits: 'Phone number must be between 10-15 digits',
  },
  confirmPassword: {
    required: 'Please confirm your password',
    mismatch: 'Passwords do not match',
  },
  signIn: {
    identifierRequired: 'Username or email is required',
  },
  resetPassword: {
    /** Not in the spec: the reset token comes from the link, so a missing one means a broken link. */
    tokenRequired: 'This password reset link is not valid. Please request a new one.',
  },
  verifyEmail: {
    /** Not in the spec: the confirmation token comes from the link mailed after signing up. */
    tokenRequired: 'This confirmation link is not complete. Please open the link from the e-mail again.',
  },
  message: {
    required: 'Message is required',
    min: 'Message must be at least 10 characters long',
    max500: 'Message must be less than 500 characters',
    max1000: 'Message must be less than 1000 characters',
    max1500: 'Message must be less than 1500 characters',
    max2000: 'Message must be less than 2000 characters',
  },
  subject: {
    required: 'Please select a subject',
    invalid: 'Invalid subject selected',
  },
  howToHelp: {
    required: 'Please describe how you would like to help',
    min: 'Description must be at least 10 characters long',
    max: 'Description must be less than 1000 characters',
  },
  expertise: {
    /** Not in the spec: an expertise value outside the list. */
    invalid: 'Invalid expertise selected',
  },
  internship: {
    areaRequired: 'Please select an internship area',
    areaInvalid: 'Invalid internship area selected',
    motivationRequired: 'Please tell us why you want to intern with us',
    motivationMin: 'Motivation must be at least 20 characters long',
    motivationMax: 'Motivation must be less than 1000 characters',
    educationMax: 'Education background must be less than 1000 characters',
  },
  donation: {
    amountRequired: 'Donation amount is required',
    amountInvalid: 'Please enter a valid donation amount',
    amountMin: 'Minimum donation amount is ₹1',
    amountMax: 'Maximum donation amount is ₹1,00,00,000',
    typeRequired: 'Please select a donation type',
    typeInvalid: 'Invalid donation type selected',
  },
  news: {
    required: 'News update is required',
    min: 'News update must be at least 10 characters long',
    max: 'News update must be less than 2000 characters',
  },
  partnership: {
    organizationRequired: 'Organization name is required',
    organizationMin: 'Organization name must be at least 2 characters long',
    organizationMax: 'Organization name must be less than 200 characters',
    areaRequired: 'Please select an area of interest',
    areaInvalid: 'Invalid area of interest selected',
  },
  /** The event registration modal's own words. */
  eventRegistration: {
    mobileInvalid: 'Please enter a valid 10-digit mobile number',
    disabilityStatusRequired: 'This field is required',
    disabilityTypeRequired: 'Please select disability type',
    otherDisabilityRequired: 'Please specify your disability type',
    /** Not in the spec: the limits the other forms' texts have, in the modal and the service alike. */
    cityMax: 'City must be less than 100 characters',
    /** Not in the spec (see cityMax). */
    occupationMax: 'Occupation must be less than 100 characters',
    /** Not in the spec (see cityMax). */
    otherDisabilityMax: 'Disability description must be less than 200 characters',
  },
  /** The event registration service's words (it repeats the modal's checks). */
  eventService: {
    emailInvalid: 'Valid email address is required',
    mobileInvalid: 'Valid 10-digit mobile number is required',
    disabilityStatusRequired: 'Disability status is required',
    disabilityTypeRequired: 'Disability type is required',
    otherDisabilityRequired: 'Please specify the disability type',
    eventIdRequired: 'Event ID is required',
    /** Not in the spec: an id that is none of the foundation's events. */
    eventIdUnknown: 'Event ID does not match any event',
    /** Not in the spec: the payload's timestamp is missing or not ISO 8601. */
    registrationDateInvalid: 'Registration date must be an ISO timestamp',
    /** Not in the spec: a new registration can only be pending. */
    registrationStatusInvalid: 'Registration status must be pending',
  },
  /** The event registration service's message for each HTTP status, when the server sends none. */
  status: {
    400: 'Invalid request data',
    401: 'Authentication required',
    403: 'Access denied',
    404: 'Resource not found',
    409: 'Registration already exists',
    422: 'Validation error',
    429: 'Too many requests. Please try again later.',
    500: 'Server error. Please try again later.',
  },
  service: {
    network: 'Network error. Please check your connection and try again.',
    unexpected: 'An unexpected error occurred',
    noData: 'No data received from server',
    /** Not in the spec: the API client's 10-second timeout. */
    timeout: 'The request timed out. Please try again.',
  },
  /** Each form's red banner text when the error has no message of its own. */
  fallback: {
    auth: 'Something went wrong. Please try again.',
    contact: 'Failed to send message. Please try again.',
    contactUs: 'Failed to submit contact form. Please try again.',
    newsletter: 'Failed to subscribe. Please try again.',
    volunteer: 'Failed to submit volunteer registration. Please try again.',
    internship: 'Failed to submit internship application. Please try again.',
    donation: 'Failed to submit donation form. Please try again.',
    news: 'Failed to submit news update. Please try again.',
    partnership: 'Failed to submit collaboration request. Please try again.',
    registration: 'Failed to submit registration. Please try again.',
    /** The registration modal's text when the service answers with success false. */
    registrationFailed: 'Registration failed. Please try again.',
  },
  /**
   * Not in the spec, which shows nothing: the banner when the server's answer says neither success nor
   * an error. The attempt's key stays, so a second press is answered once (useFormSubmission).
   */
  unknownOutcome: 'We could not confirm that this was sent. Please try again: it will not be sent twice.',
  /**
   * Not in the spec: what an answer says instead of a confirmation e-mail when the address has had the
   * day's share of the mails anonymous forms send (MAIL_CONFIRMATIONS_PER_DAY).
   */
  mailCap: {
    confirmationNotSent:
      'We have saved your details. We send no confirmation e-mail to this address today: it has already ' +
      'had as many as we send to one address in a day.',
    resendNotSent:
      'The confirmation e-mail was not sent again: this address has already had as many e-mails from our ' +
      'forms today as we send to one address in a day. Please try again tomorrow.',
  },
  defaultSuccess: 'Thank you for submitting your response. Your response has been submitted successfully.',
  successHeading: {
    contactUs: 'Message Sent Successfully!',
    newsletter: 'Successfully Subscribed!',
    partnership: 'Partnership Request Submitted!',
    registration: 'Registration Successful!',
  },
  /** The name the header greets a signed-in user by when their name is unknown (spec section 3). */
  fallbackFirstName: 'User',
  /** Submit button labels while a form is sending. */
  busy: {
    submitting: 'Submitting...',
    processing: 'Processing...',
    sendingMessage: 'Sending Message...',
    subscribing: 'Subscribing...',
  },
  /** The staff screens' forms (not in the spec, which has no staff screens). */
  staff: {
    roleRequired: 'Choose the role: staff or admin',
    roleInvalid: 'Choose staff or admin',
    tokenRequired: 'This page needs the link from your invitation e-mail',
    personRequired: 'Enter an e-mail address or a mobile number',
    personInvalid: 'Enter an e-mail address, like name@example.org, or a mobile number of 10 to 15 digits',
  },
} as const;

/** The event registration service's text for a status it has no message for, e.g. 'Server error (503)'. */
export function serverErrorWithStatus(status: number): string {
  return `Server error (${status})`;
}
