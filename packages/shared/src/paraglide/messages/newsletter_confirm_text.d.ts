/**
* | output |
* | --- |
* | "Press the button to start getting the Nafasi newsletter at the address that received the link." |
*
* @param {Newsletter_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_text: ((inputs?: Newsletter_Confirm_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Confirm_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Confirm_TextInputs = {};
