/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Newsletter_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_button: ((inputs?: Newsletter_Confirm_ButtonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Confirm_ButtonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Confirm_ButtonInputs = {};
