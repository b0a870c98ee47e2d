/**
* | output |
* | --- |
* | "Hourly rate (KSH)" |
*
* @param {Form_Hourly_RateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_hourly_rate: ((inputs?: Form_Hourly_RateInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Hourly_RateInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Hourly_RateInputs = {};
