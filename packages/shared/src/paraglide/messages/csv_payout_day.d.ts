/**
* | output |
* | --- |
* | "Payout day (Nairobi)" |
*
* @param {Csv_Payout_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_payout_day: ((inputs?: Csv_Payout_DayInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Payout_DayInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_Payout_DayInputs = {};
