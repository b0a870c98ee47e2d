/**
* | output |
* | --- |
* | "New reviews of my spaces" |
*
* @param {Mail_Opt_ReviewsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_reviews: ((inputs?: Mail_Opt_ReviewsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Opt_ReviewsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Opt_ReviewsInputs = {};
