/**
* | output |
* | --- |
* | "The invoice names the company, its KRA PIN and address; its admins see the booking." |
*
* @param {Bill_To_Company_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bill_to_company_hint: ((inputs?: Bill_To_Company_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bill_To_Company_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bill_To_Company_HintInputs = {};
