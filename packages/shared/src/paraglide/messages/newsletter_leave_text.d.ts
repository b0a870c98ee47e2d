/**
* | output |
* | --- |
* | "Press the button and this address gets no more newsletters. You can subscribe again whenever you like." |
*
* @param {Newsletter_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_leave_text: ((inputs?: Newsletter_Leave_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Leave_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Leave_TextInputs = {};
