/**
* | output |
* | --- |
* | "What Nafasi collected for KRA in a month, what it has paid, and what it still owes. Pay on KRA's iTax, then record the payment here with its payment reference." |
*
* @param {Admin_Tax_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_intro: ((inputs?: Admin_Tax_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_IntroInputs = {};
