/**
* | output |
* | --- |
* | "This booking cannot be paid now." |
*
* @param {Mpesa_Not_PayableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_not_payable: ((inputs?: Mpesa_Not_PayableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Not_PayableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Not_PayableInputs = {};
