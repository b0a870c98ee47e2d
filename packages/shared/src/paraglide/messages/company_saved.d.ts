/**
* | output |
* | --- |
* | "The company's details are saved. Invoices from now on carry them." |
*
* @param {Company_SavedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_saved: ((inputs?: Company_SavedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_SavedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_SavedInputs = {};
