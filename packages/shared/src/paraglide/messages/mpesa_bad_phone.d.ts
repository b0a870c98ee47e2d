/**
* | output |
* | --- |
* | "Enter a Safaricom number like 0712 345 678 or +254 712 345 678." |
*
* @param {Mpesa_Bad_PhoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_bad_phone: ((inputs?: Mpesa_Bad_PhoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Bad_PhoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Bad_PhoneInputs = {};
