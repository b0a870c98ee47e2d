/**
* | output |
* | --- |
* | "Confirm your subscription" |
*
* @param {Newsletter_Confirm_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_heading: ((inputs?: Newsletter_Confirm_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Confirm_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Confirm_HeadingInputs = {};
