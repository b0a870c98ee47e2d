/**
* | output |
* | --- |
* | "Match" |
*
* @param {Bank_Assign_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_assign_button: ((inputs?: Bank_Assign_ButtonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Assign_ButtonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Assign_ButtonInputs = {};
