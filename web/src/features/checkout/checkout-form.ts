/** The checkout's own fields: the receipt e-mail and the billing country. */
import { z } from 'zod';
import { billingCountries, checkoutSessionRequestSchema } from '@shop-scanner/shared/billing';
import { validationMessages } from '@shop-scanner/shared/messages';

export const checkoutFormSchema = z.object({
  // Required, then the server's own check of customerEmail.
  email: z
    .string()
    .trim()
    .min(1, validationMessages.emailRequired)
    .pipe(checkoutSessionRequestSchema.shape.customerEmail.unwrap()),
  country: z.enum(billingCountries, { error: 'Choose your billing country' }),
});
export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;
