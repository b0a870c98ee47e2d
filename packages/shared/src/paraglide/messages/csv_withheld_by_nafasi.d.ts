/**
* | output |
* | --- |
* | "Nafasi (digital marketplace)" |
*
* @param {Csv_Withheld_By_NafasiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_withheld_by_nafasi: ((inputs?: Csv_Withheld_By_NafasiInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Withheld_By_NafasiInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_Withheld_By_NafasiInputs = {};
