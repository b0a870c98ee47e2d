/**
* | output |
* | --- |
* | "Your KRA PIN and, for a company, its name, printed on your invoices so your accountant can claim them. Hosts also say whether they are VAT-registered: guests..." |
*
* @param {Tax_Details_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_details_text: ((inputs?: Tax_Details_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Details_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Details_TextInputs = {};
