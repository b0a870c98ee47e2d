/**
* | output |
* | --- |
* | "Nafasi plans: Basic free with 3 bookings a month, Pro at $19 a month with a 14-day free trial, Business at $49 a month." |
*
* @param {Page_Pricing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_pricing_description: ((inputs?: Page_Pricing_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Pricing_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Pricing_DescriptionInputs = {};
