/**
* | output |
* | --- |
* | "How Nafasi protects accounts, bookings and M-Pesa payments, the standards it follows, and how to report a security issue." |
*
* @param {Page_Security_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_security_description: ((inputs?: Page_Security_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Security_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Security_DescriptionInputs = {};
