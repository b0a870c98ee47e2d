/**
* | output |
* | --- |
* | "Book on your company's account: its invoices name the company and its KRA PIN, its admins see every booking and a monthly statement, and several invoices can..." |
*
* @param {Companies_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const companies_text: ((inputs?: Companies_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Companies_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Companies_TextInputs = {};
