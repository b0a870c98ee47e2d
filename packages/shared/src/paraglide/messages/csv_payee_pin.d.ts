/**
* | output |
* | --- |
* | "Payee KRA PIN" |
*
* @param {Csv_Payee_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_payee_pin: ((inputs?: Csv_Payee_PinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Payee_PinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_Payee_PinInputs = {};
