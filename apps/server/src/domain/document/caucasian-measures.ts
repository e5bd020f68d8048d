/**
 * Georgian and Armenian measures after a figure ("1.5ლ", "500გ", "10 ც", "1.7լ", "5կգ",
 * "750մլ", "3 հատ"): a size or a count of pieces in the name, never a price.
 */
export const CAUCASIAN_MEASURE =
  /^\s?(?:კგ|გრ|გ|მლ|ლ|სმ|მმ|მ|ც|ცალი|կգ|գր|գ|մլ|լ|սմ|մմ|մ|հատ)\.?(?![\u10D0-\u10FF\u0531-\u0587])/u;
