/**
* | output |
* | --- |
* | "Payout status" |
*
* @param {Csv_Payout_StatusInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_payout_status: ((inputs?: Csv_Payout_StatusInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Payout_StatusInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_Payout_StatusInputs = {};
