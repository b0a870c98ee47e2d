/**
* | output |
* | --- |
* | "The terms for using Nafasi: accounts, bookings and M-Pesa payments, cancellations, owners' duties and liability." |
*
* @param {Page_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_terms_description: ((inputs?: Page_Terms_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Terms_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Terms_DescriptionInputs = {};
