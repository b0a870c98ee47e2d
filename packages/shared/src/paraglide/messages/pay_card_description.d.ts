/**
* | output |
* | --- |
* | "Card payments are coming soon. Please use M-Pesa for now." |
*
* @param {Pay_Card_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_card_description: ((inputs?: Pay_Card_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Card_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Card_DescriptionInputs = {};
