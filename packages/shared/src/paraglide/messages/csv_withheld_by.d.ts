/**
* | output |
* | --- |
* | "Withheld by" |
*
* @param {Csv_Withheld_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_withheld_by: ((inputs?: Csv_Withheld_ByInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Withheld_ByInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_Withheld_ByInputs = {};
