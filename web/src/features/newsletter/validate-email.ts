// Spec section 5: required, local@domain.tld with a 2+ letter ending, at most 100 characters.
export const EMAIL_MAX = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,}$/;

export type EmailProblem = 'newsletter.emailRequired' | 'newsletter.invalidEmail' | 'newsletter.emailTooLong';

export function validateEmail(value: string): EmailProblem | null {
  const email = value.trim();
  if (!email) return 'newsletter.emailRequired';
  if (email.length > EMAIL_MAX) return 'newsletter.emailTooLong';
  if (!EMAIL_PATTERN.test(email)) return 'newsletter.invalidEmail';
  return null;
}

/** Typing clears a shown error, except when the input had to be cut to the 100-character cap. */
export function acceptTyping(value: string): { value: string; problem: EmailProblem | null } {
  if (value.length > EMAIL_MAX) return { value: value.slice(0, EMAIL_MAX), problem: 'newsletter.emailTooLong' };
  return { value, problem: null };
}
