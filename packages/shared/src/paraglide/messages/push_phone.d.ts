/**
* | output |
* | --- |
* | "M-Pesa phone number" |
*
* @param {Push_PhoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_phone: ((inputs?: Push_PhoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_PhoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_PhoneInputs = {};
