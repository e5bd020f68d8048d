import { z } from 'zod';

/** Public facts about the deployment the web app needs before anyone signs in. */
export const deploymentConfigSchema = z.object({
  /** ISO 4217 code of every amount the API returns (estimated values, totals). */
  currency: z.string().length(3),
  /** Date of the reference exchange rates used to convert amounts read in other currencies. */
  exchange_rates_date: z.string(),
});
export type DeploymentConfig = z.infer<typeof deploymentConfigSchema>;
