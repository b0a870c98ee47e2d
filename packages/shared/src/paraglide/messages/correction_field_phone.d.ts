/**
* | output |
* | --- |
* | "A phone number on a payment or payout" |
*
* @param {Correction_Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_field_phone: ((inputs?: Correction_Field_PhoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Field_PhoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Field_PhoneInputs = {};
