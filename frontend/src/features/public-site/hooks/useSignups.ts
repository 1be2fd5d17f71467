import { NEWSLETTER_DELAY_MS } from '@vineyard/domain';
import { useCallback } from 'react';
import { useJoinWaitlistMutation, useSubscribeNewsletterMutation } from '../../../api';

const atLeast = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The newsletter sign-up as the forms use it: subscribes (and, when asked, joins the waitlist
 * with early access), keeping the spec's 'Subscribing...' time of at least 1.2 s.
 */
export function useNewsletterSignup(): (email: string, options?: { earlyAccess?: boolean }) => Promise<void> {
  const [subscribe] = useSubscribeNewsletterMutation();
  const [join] = useJoinWaitlistMutation();
  return useCallback(
    async (email, options = {}) => {
      await Promise.all([
        subscribe({ newsletterSubscribeDto: { email } }).unwrap(),
        options.earlyAccess ? join({ waitlistJoinDto: { email, earlyAccess: true } }).unwrap() : null,
        atLeast(NEWSLETTER_DELAY_MS),
      ]);
    },
    [subscribe, join],
  );
}
