/**
* | output |
* | --- |
* | "This number has paid what M-Pesa allows one customer in a day ({limit}). Pay the rest from another number, or from this one tomorrow." |
*
* @param {Mpesa_Payer_Day_LimitInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_payer_day_limit: ((inputs: Mpesa_Payer_Day_LimitInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Payer_Day_LimitInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Payer_Day_LimitInputs = {
    limit: NonNullable<unknown>;
};
