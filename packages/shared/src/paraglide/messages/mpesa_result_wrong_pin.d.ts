/**
* | output |
* | --- |
* | "The M-Pesa PIN was wrong. Try again." |
*
* @param {Mpesa_Result_Wrong_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_wrong_pin: ((inputs?: Mpesa_Result_Wrong_PinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Result_Wrong_PinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Result_Wrong_PinInputs = {};
