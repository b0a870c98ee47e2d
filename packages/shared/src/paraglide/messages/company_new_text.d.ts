/**
* | output |
* | --- |
* | "You become its admin and can invite colleagues by e-mail. Every field is printed on the company's invoices." |
*
* @param {Company_New_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_new_text: ((inputs?: Company_New_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_New_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_New_TextInputs = {};
