/**
* | output |
* | --- |
* | "Booked by" |
*
* @param {Company_Statement_Booked_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_booked_by: ((inputs?: Company_Statement_Booked_ByInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_Booked_ByInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_Booked_ByInputs = {};
