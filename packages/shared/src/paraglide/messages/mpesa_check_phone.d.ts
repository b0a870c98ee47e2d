/**
* | output |
* | --- |
* | "Check your phone and enter your M-Pesa PIN" |
*
* @param {Mpesa_Check_PhoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_check_phone: ((inputs?: Mpesa_Check_PhoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Check_PhoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Check_PhoneInputs = {};
