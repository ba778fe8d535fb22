/** Lower-case words only: '(required)', brackets, punctuation and spacing are left out. */
function plainWords(text: string): string {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Whether a message already says which field it is about: 'Email is required' names 'Email',
 * 'Please select a donation type' names 'Donation type (required)'; 'This field is required' names
 * nothing. Used to name the field in an error summary only where the message does not.
 */
export function messageNamesField(message: string, fieldName: string): boolean {
  const name = plainWords(fieldName);
  return name === '' || ` ${plainWords(message)} `.includes(` ${name} `);
}
