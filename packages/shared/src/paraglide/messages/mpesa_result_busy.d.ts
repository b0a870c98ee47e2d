/**
* | output |
* | --- |
* | "Your M-Pesa is busy with another transaction or locked. Wait a minute and try again." |
*
* @param {Mpesa_Result_BusyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_busy: ((inputs?: Mpesa_Result_BusyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Result_BusyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Result_BusyInputs = {};
