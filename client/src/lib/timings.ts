/** Spec timings (section 9), in milliseconds. Apart from theme.ts so that importing them loads none of antd. */
export const TIMINGS = {
  snackbar: 6000,
  paymentNotice: 8000,
  listBanner: 2000,
  redirectAfterSignIn: 1500,
  callbackErrorRedirect: 3000,
  tooltipEnterDelay: 100,
} as const;
