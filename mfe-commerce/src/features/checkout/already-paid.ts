/**
 * What the buyer is told when the payment they confirm had already gone through (paid in another
 * tab or window): the purchase is complete, and they go on to the success page.
 */
export const ALREADY_PAID_TOAST = {
  title: 'Your purchase is complete',
  description: 'This payment had already gone through, so nothing more was charged.',
} as const;
