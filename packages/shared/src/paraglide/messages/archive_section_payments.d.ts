/**
* | output |
* | --- |
* | "M-Pesa payments" |
*
* @param {Archive_Section_PaymentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_payments: ((inputs?: Archive_Section_PaymentsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_PaymentsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_PaymentsInputs = {};
